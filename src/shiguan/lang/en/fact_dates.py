"""A fact made from a pattern's match, with the date its own phrase holds: not a date of another
clause, of its subject's words, of a noun it tells of, nor one that only bounds it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ...models import Fact, Span, Subject
from .dates import DateMention
from .facts import Read, opening_participle
from .nlp import lemma
from .parsed import Parsed, as_written
from .verbs import form as pattern_form  # a name of its own: `form` is a name's form here
from .verbs import past_form

_TIMELESS = frozenset({"father", "mother", "parent", "sibling", "calling"})


def _before_verb(p: Parsed, subject: Any, verb: Any) -> Span:
    """The words of a verb's subject, not past the verb: a noun the parse sets beside the subject
    after the verb's date (She was born in Perth in 1821, the daughter of Joel Stone) is no part of them."""
    words = [t for t in subject.subtree if t.i < verb.i] or list(subject.subtree)
    return Span(p.offset + words[0].idx, p.offset + words[-1].idx + len(words[-1]))


def make_fact(text: str, p: Parsed, r: Read, who: Subject, evidence: Span) -> Fact | None:
    trigger = r.trigger
    lo = p.offset + trigger.left_edge.idx
    hi = p.offset + trigger.right_edge.idx + len(trigger.right_edge)
    own = Span(p.offset + trigger.sent.start_char, p.offset + trigger.sent.end_char)  # its date is its sentence's
    sentence_dates = p.dates[trigger.sent.start_char]
    base = own.start  # where the sentence that holds its date starts
    span = r.value
    subjects = [_before_verb(p, c, trigger) for c in trigger.children if c.dep_ in ("nsubj", "nsubjpass")]
    if r.pattern.kind == "deed":  # read for its date: the clause must hold one with a year, not another's
        # In 1840 I was married: the date hangs on the "was" it completes, and so does what bounds it
        # (After graduating at Yale in 1838, in 1840 I was married: 1838 is the graduation's)
        clause = trigger.head if trigger.dep_ == "acomp" else trigger
        lo, hi = p.offset + clause.left_edge.idx, p.offset + clause.right_edge.idx + len(clause.right_edge)
        noun_clauses = _clauses_within(trigger, p.offset, _NOUN_CLAUSES)
        nested = (noun_clauses
                  + _clauses_within(trigger, p.offset, _SIDE_CLAUSES, own_subject=True)  # … and Helen joined them
                  + subjects  # Polly Thomson (February 20, 1885 – …) was hired: her life's dates
                  + _bounding(clause, p.offset) + _asides(text, own, span))
        date = next((d for d in sentence_dates if d.year is not None and _inside(d, own.start, lo, hi)
                     and not any(c.start <= own.start + d.start < c.end for c in nested)
                     and not _BOUND.search(text, max(0, own.start + d.start - 16), own.start + d.start)), None) \
            or _cleft_date(trigger, sentence_dates, own.start, p.offset)
        if date is None and span is not None and not noun_clauses \
                and (told := _dated_next(p, trigger)) is not None:  # not "I learned that he was sold": whose?
            date, base, end = told  # I was sold to Tibbs. This was in the winter of 1842.
            evidence = Span(evidence.start, max(evidence.end, end))
        if date is None or span is None or ";" in text[span.end:max(span.end, base + date.start)]:
            return None  # none, or one past a semicolon after its phrase: the next clause's (…; and … through 1807)
        span = _before_date(text, span, base + date.start)
        if span is None and opening_participle(trigger):  # Graduating in 1843, I …: the event is the verb
            span = Span(p.offset + trigger.idx, p.offset + trigger.idx + len(trigger))
        if span is not None and any(c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") and
                                    span.end <= p.offset + c.idx < base + date.start for c in trigger.children):
            return None  # read law with Judge Cutting and was admitted to the bar in 1854: the admission's year
        if span is None:
            return None
    elif r.relation in _TIMELESS or r.pattern.relation == "kin" and pattern_form(trigger) != "born":
        date = None  # my brother James returned in 1717, his wife Anna died in 1882: the date is not the kinship's
        # (my son was born in 1844: the birth's is)
    else:
        nested = _clauses_within(trigger, p.offset, _NOUN_CLAUSES | _SIDE_CLAUSES) + _joined_to(trigger, p.offset)
        nested += _asides(text, own, r.value) + _bounding(trigger, p.offset) + _anothers_dates(trigger, p.offset)
        date = _date_for(sentence_dates, own.start, lo, hi, r.value, subjects + nested, _dated_by_another(trigger),
                         text[own.start:own.end])
        if date is None and r.pattern.kind == "date":
            date = _event_date(text, p, trigger, sentence_dates, own.start)
            if date is None and (told := _year_before(p, trigger)) is not None:
                date, base = told  # … in 1849. That was the year I was born.
                sentence_dates, evidence = [], Span(base, evidence.end)  # cited with the sentence that dates it
        elif date is None and (told := _dated_next(p, trigger)) is not None:
            date, base, end = told
            evidence = Span(evidence.start, max(evidence.end, end))  # cited with the sentence that dates it
    if date is not None and r.pattern.kind == "date":
        date = _uncertain(text, date, sentence_dates, own.start)
    if r.relation == "deed" and r.pattern.kind == "date":  # our marriage in 1851: the deed its noun tells
        if date is None or date.year is None or not _inside(date, own.start, lo, hi) or any(
                c.dep_ == "prep" and c.lower_ in ("to", "with") or c.dep_ == "amod" and c.lower_ in _NOT_YET
                for c in trigger.children):
            return None  # my marriage to Susan in 1840: the spouse's fact has the date; my intended marriage
        return Fact(r.relation, r.pattern.detail, Span(p.offset + trigger.idx, p.offset + trigger.idx + len(trigger)),
                    evidence, f"en:{r.pattern.name}", when=date.text,
                    when_span=Span(own.start + date.start, own.start + date.end), year=date.year,
                    detail=r.pattern.detail, subject=who)
    if span is not None and text.count("_", span.start, span.end) % 2 and text.startswith("_", span.end):
        span = Span(span.start, span.end + 1)  # the italics of a title closed (the _New National Era_)
    value = text[span.start:span.end] if span else ""
    if span is None:  # a fact whose value is its date (born on …): none without one
        if date is None:
            return None
        span = Span(base + date.start, base + date.end)  # the sentence that dates it
        value = date.text
    when_span = Span(base + date.start, base + date.end) if date else None
    return Fact(r.relation, " ".join(value.split()), span, evidence, f"en:{r.pattern.name}",
                when=date.text if date else "", when_span=when_span, year=date.year if date else None,
                detail=r.pattern.detail or _verb_said(text, p, trigger), subject=who)


_THIS = frozenset({"this", "that", "it"})
_HAPPENED = frozenset({"was", "happened", "occurred"})
_WHEN = frozenset({"in", "on", "during", "at"})


def _dated_next(p: Parsed, trigger: Any) -> tuple[DateMention, int, int] | None:
    """The one dated year of a bare sentence right after the fact's, which says only when "this"
    was (she was sold to one John Weld, for seventy pounds. This was in 1810.), where that
    sentence starts and where it ends; None for any other sentence (This was in my pocket; It was in 1810 that he …),
    and None when a later clause of the fact's sentence tells another event (I went to Dover, and afterwards I was
    sold …: "this" is the sale, not the journey), or when its phrase holds another's clause (I married Jane Hill,
    whose first husband had drowned), not one of the relative alone (one Jotham Weld, who kept a tavern)."""
    sent = trigger.sent
    if sent.end >= len(sent.doc) or _later_clause(trigger) or _anothers_clause(trigger):
        return None
    nxt = sent.doc[sent.end].sent
    root = nxt.root
    subjects = [c.lower_ for c in root.children if c.dep_ == "nsubj"]
    if root.lower_ not in _HAPPENED or len(subjects) != 1 or subjects[0] not in _THIS or any(
            c.dep_ not in ("nsubj", "prep", "punct") for c in root.children):
        return None
    dates = [d for d in p.dates.get(nxt.start_char, []) if d.year is not None]
    # the date is the whole object of an in/on/during/at: not "before 1842", not "the bill of sale of 1850"
    whens = {g.left_edge.idx - nxt.start_char for c in root.children if c.dep_ == "prep" and c.lower_ in _WHEN
             for g in c.children if g.dep_ == "pobj"}
    if len(dates) != 1 or dates[0].start not in whens:
        return None
    return dates[0], p.offset + nxt.start_char, p.offset + nxt.end_char


def _year_before(p: Parsed, trigger: Any) -> tuple[DateMention, int] | None:
    """"… at the first assault of the enemy in 1849. That was the year I was born.": a sentence that
    says only that "that" was the year of the fact is dated by the one year the sentence before it
    gives (none when it gives two, or a day: "the year" is a year), with where that sentence starts."""
    year = trigger.head
    if trigger.dep_ != "relcl" or year.lower_ != "year" or year.dep_ != "attr" or not any(
            c.dep_ == "nsubj" and c.lower_ in _THIS for c in year.head.children) or trigger.sent.start == 0:
        return None
    if not _only_that_year(trigger.sent, year.head, trigger):
        return None
    before = trigger.doc[trigger.sent.start - 1].sent
    dates = [d for d in p.dates.get(before.start_char, []) if d.year is not None]
    if len(dates) != 1 or dates[0].precision != "year":
        return None
    return dates[0], p.offset + before.start_char


def _only_that_year(sent: Any, was: Any, born: Any) -> bool:
    """Whether the sentence says only "That was the year I was born.": its own main verb, short, with
    no negation, modal or doubt (not "That was not the year…", "That may have been…", "I think that
    was…", "…, I believe")."""
    words = [t for t in sent if not (t.is_punct or t.is_space)]
    return (was.dep_ == "ROOT" and len(words) <= 10 and words[-1].i <= max(t.i for t in born.subtree)
            and not any(t.dep_ == "neg" or (t.dep_ == "aux" and t.tag_ == "MD") for t in sent)
            and not any(c.dep_ in ("parataxis", "advcl", "ccomp") for c in was.children))


_RELATIVES = frozenset({"who", "which", "that"})


def _anothers_clause(trigger: Any) -> bool:
    """Whether the fact's phrase holds a noun's clause with a subject of its own other than its relative."""
    return any(t is not trigger and t.dep_ in _NOUN_CLAUSES and t.pos_ in ("VERB", "AUX") and any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ not in _RELATIVES for c in t.children) for t in trigger.subtree)


_MAIN_LINKS = frozenset({"ROOT", "conj", "parataxis"})


def _later_clause(trigger: Any) -> bool:
    """Whether the fact's verb is off the sentence's main line (in a clause hung on another verb:
    "I went to Dover; I was sold there …" as the parser hangs it), or a verb of the main line after
    its own tells a later event (I went to Dover, and afterwards I was sold …: "this" is the sale)."""
    head = trigger
    while head.dep_ == "xcomp":  # was obliged to go: the going is the obliging's event
        head = head.head
    if not _on_main_line(head):
        return True
    return any(t.i > head.i and t.pos_ in ("VERB", "AUX") and t.dep_ in ("conj", "parataxis") and _on_main_line(t)
               for t in trigger.sent)


def _on_main_line(token: Any) -> bool:
    """Whether the token and every verb above it are the root or joined to it (no relative,
    adverbial or reported clause between): "who kept a tavern and farmed" is off it."""
    while token.dep_ != "ROOT":
        if token.dep_ not in _MAIN_LINKS:
            return False
        token = token.head
    return True


# What a deed's noun says had not happened yet (my intended marriage, our proposed wedding).
_NOT_YET = frozenset({"intended", "proposed", "projected", "approaching", "contemplated", "prospective", "expected",
                      "future", "planned", "promised", "coming", "impending", "hoped-for", "arranged"})


def _verb_said(text: str, p: Parsed, trigger: Any) -> str:
    """The fact's verb as a clause says it: as written; "born" for an idiom (came into the world);
    a participle opening the sentence in its past (Graduating in 1843, I …: graduated)."""
    if opening_participle(trigger):
        return past_form(trigger)
    said = pattern_form(trigger)
    return said if said in ("born", "died") and said != trigger.lower_ else as_written(
        text, p.offset + trigger.idx, trigger.text)


# What may stand between a birth or a death and the date set right after it: where I was born, in
# the month of July, 1808.
_RIGHT_AFTER = re.compile(r"[\s,]*(?:(?:in|on|at|about|during)\s+)?(?:the\s+(?:month|year|day)\s+of\s+)?", re.I)
# A date said as two it lies between or one of two (between the years 1797 and 1800; 1858 or 1859).
_OR_NEXT = re.compile(r"\s*(?:or|to|and|-|–)\s*$", re.I)
_BETWEEN = re.compile(r"\bbetween\s+(?:the\s+years\s+)?$", re.I)
_TIME_NOUNS = frozenset({"year", "date", "day", "time"})


def _event_date(text: str, p: Parsed, trigger: Any, dates: list[DateMention], base: int) -> DateMention | None:
    """A birth's or a death's date the parse hangs elsewhere: one set right after the verb, a comma
    or a preposition between (… Minerva, where I was born, in the month of July, 1808), or the one
    a clause joined to it says is the time (I was born near Hale's Ford, and the year was 1858)."""
    after = p.offset + trigger.idx + len(trigger)
    for d in dates:
        if base + d.start >= after and _RIGHT_AFTER.fullmatch(text, after, base + d.start):
            return d
    for c in trigger.children:
        if c.dep_ == "conj" and any(s.dep_ == "nsubj" and s.lower_ in _TIME_NOUNS for s in c.children):
            lo, hi = p.offset + c.idx, p.offset + c.right_edge.idx + len(c.right_edge)
            return next((d for d in dates if lo <= base + d.start < hi and d.year is not None), None)
    return None


def _uncertain(text: str, date: DateMention, dates: list[DateMention], base: int) -> DateMention:
    """A date the narrator gives as one of two, or between two, kept as he says it (1858 or 1859;
    between the years 1797 and 1800): the first year, the words whole."""
    later = next((d for d in dates if d.start >= date.end), None)
    if later is None or not _OR_NEXT.fullmatch(text, base + date.end, base + later.start):
        return date
    start = date.start
    if lead := _BETWEEN.search(text, max(0, base + date.start - 24), base + date.start):
        start = lead.start() - base
    elif text[base + date.end:base + later.start].strip().lower() != "or":
        return date  # born in 1840 and died in 1890: two events
    return DateMention(start, later.end, text[base + start:base + later.end], date.iso, date.year, date.precision)


# A date that only bounds a deed (Before October, 1893, I had studied …; until 1880): no date of it.
_BOUND = re.compile(r"\b(?:before|until|till|since|by)\s+(?:the\s+)?$", re.I)
_DATE_LEAD = re.compile(r"(?:[\s,;:(—-]|\b(?:in|on|at|about|of|the|year|during|until|till|since|by|from|to)\b)*$", re.I)


def _before_date(text: str, span: Span, date_at: int) -> Span | None:
    """A deed's phrase without its date and the words that lead to it (went to England in 1757 →
    went to England); None when nothing is left but the verb."""
    if not span.start < date_at < span.end:
        return span
    head = text[span.start:date_at]
    kept = head[:_DATE_LEAD.search(head).start()]
    return Span(span.start, span.start + len(kept)) if len(kept.split()) > 1 else None


def _cleft_date(verb: Any, dates: list[DateMention], base: int, offset: int) -> DateMention | None:
    """The date a cleft sentence sets before its "when" clause (It was June of 1875 when I finished
    the course): the time of that clause's verb, which its own phrase does not hold."""
    head = verb.head
    if verb.dep_ != "advcl" or lemma(head) != "be" or not any(
            c.lower_ == "when" and c.dep_ in ("advmod", "mark") for c in verb.children) or not any(
            c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in head.children):
        return None
    attr = next((c for c in head.children if c.dep_ == "attr" and c.i < verb.i), None)
    if attr is None:
        return None
    lo, hi = offset + attr.left_edge.idx, offset + attr.right_edge.idx + len(attr.right_edge)
    return next((d for d in dates if d.year is not None and _inside(d, base, lo, hi)), None)


def _inside(date: DateMention, base: int, lo: int, hi: int) -> bool:
    return lo <= base + date.start < hi


# Clauses with a verb of their own inside a fact's phrase: a date there is their event's. One that
# tells of a noun or is said (he agreed with the position that the Constitution protected the
# slave trade through 1807) never dates the fact; one set beside it (vacationing on Cape Cod in July
# 1888, Helen Keller was born on June 27, 1880) or joined to it (and wrote a piece in 1735) does
# not date a fact read from the verb alone, but a deed's phrase holds it, so there it is said
# where it stands, unless it has a subject of its own (he was buried next to Anna, and Helen
# joined them in 1903); a "when" clause is the fact's time (When in 1892 she was asked, she wrote …).
_NOUN_CLAUSES = frozenset({"acl", "relcl", "ccomp"})
_SIDE_CLAUSES = frozenset({"advcl", "conj", "parataxis"})


def _clauses_within(trigger: Any, offset: int, kinds: frozenset[str], own_subject: bool = False) -> list[Span]:
    """The spans of the clauses of these kinds, with a verb (and, if `own_subject`, a subject) of
    their own, inside the trigger's phrase."""
    return [Span(offset + t.left_edge.idx, offset + _clause_end(t).idx + len(_clause_end(t)))
            for t in trigger.subtree if t is not trigger and t.dep_ in kinds and t.pos_ in ("VERB", "AUX")
            and not any(c.lower_ == "when" and c.dep_ in ("advmod", "mark") for c in t.children)
            and (not own_subject or any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children))]


def _clause_end(verb: Any) -> Any:
    """The last word of a clause: for an "as" clause that a comma ends after its verb and adverbs
    (I reached Dover, as I have said, early in June, 1881; as I said before,), the word before that
    comma, since the parse hangs on the verb what follows it, which is the main verb's; else the
    clause's last word (as my brother had done in May, 1884)."""
    if not any(c.dep_ == "mark" and c.lower_ == "as" for c in verb.children) or not any(
            c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in verb.children) or any(
            c.dep_ in ("dobj", "dative", "ccomp") for c in verb.children):
        return verb.right_edge  # only the narrator's comment on his telling: not "as my mother wrote, in …"
    end = verb
    while end.i + 1 < len(verb.doc) and (word := verb.doc[end.i + 1]).dep_ == "advmod" and word.head is verb:
        end = word
    comma = end.i + 1 < len(verb.doc) and verb.doc[end.i + 1].text == ","
    return end if comma else verb.right_edge


# An aside set between dashes or in brackets: a date there tells of what it follows (Colonel Brown
# --afterwards Governor of Missouri and in 1872 Vice-Presidential candidate --was in command).
_ASIDE = re.compile(r"--(?:(?!\n\s*\n)[^-]|-(?!-)){1,200}?--|—[^—]{1,200}?—|\([^()]*\)")  # over a line's end
_NAME_BEFORE = re.compile(r"\b[A-Z][\w.'’]*\s*,?\s*$")


def _asides(text: str, own: Span, value: Span | None) -> list[Span]:
    """The asides of the sentence `own` set after a name that is not the fact's value (Colonel
    Brown --afterwards …--): a date inside one is that man's, not the fact's, though it be the
    sentence's only date. One after the verb or the value (I was born (in 1822); went to Boston
    (in 1840)) still dates the fact."""
    out = []
    for m in _ASIDE.finditer(text, own.start, own.end):
        before = _NAME_BEFORE.search(text, own.start, m.start())
        if before and not (value is not None and value.start <= before.start() < value.end):
            out.append(Span(m.start(), m.end()))
    return out


_TIME_PARTS = frozenset({"close", "end", "beginning", "middle", "part", "start", "course"})


def _anothers_dates(trigger: Any, offset: int) -> list[Span]:
    """What an "of" hung on a noun of another thing says in the fact's phrase: that thing's date (born at
    Marlow, as I wrote, in my letter of March 3, 1850; in the family Bible of 1850), not the fact's;
    not a time's own part (in the spring of 1850, at the close of 1850)."""
    return [Span(offset + t.idx, offset + t.right_edge.idx + len(t.right_edge)) for t in trigger.subtree
            if t.lower_ == "of" and t.dep_ == "prep" and t.head.pos_ in ("NOUN", "PROPN")
            and t.head.ent_type_ != "DATE" and t.head.lower_ not in _TIME_PARTS | _TIME_NOUNS]


def _bounding(trigger: Any, offset: int) -> list[Span]:
    """The phrases inside the trigger's that set its deed after or before another told as a
    participle (After graduating at Yale in 1843, I went to Dover): a date there is that event's."""
    # from the word itself: the parse may set a left edge before it (In the fall of 1878, after having taught …)
    return [Span(offset + t.idx, offset + t.right_edge.idx + len(t.right_edge))
            for t in trigger.subtree if t is not trigger and t.dep_ == "prep" and t.lower_ in _BEFORE_OR_AFTER
            and any(c.dep_ == "pcomp" for c in t.children)]


def _joined_to(trigger: Any, offset: int) -> list[Span]:
    """For a verb joined by "and" to the one before it, the words from that verb to this one: a
    date there is the first verb's (died on October 30, 1912, and was buried in …), while one
    before both is theirs (In 1838 I escaped and went to New York), and one this verb's clause
    opens with is its own (served as trustee from 1858 to 1862, and in 1866 he was elected …)."""
    head = trigger.head
    if trigger.dep_ != "conj" or head.pos_ not in ("VERB", "AUX") or head.i >= trigger.i:
        return []
    return [Span(offset + head.idx, offset + trigger.left_edge.idx)]


def _date_for(dates: list[DateMention], base: int, lo: int, hi: int, value: Span | None,
              others: Sequence[Span] = (), describing: bool = False, sentence: str = "") -> DateMention | None:
    """The date inside the trigger's phrase (not inside the value, nor inside its subject's words:
    "James Logan (1674-1751) came to America in 1699", nor inside another clause: `others`), or the
    sentence's only date, unless that is another event's (`describing`: see _dated_by_another).
    Years told apart by "and" or a semicolon in the phrase are two events', and which one is this
    fact's the parse cannot be trusted to say (married twice: first, in 1828, to …; and second, in
    1837, to …): none."""
    def in_value(d: DateMention) -> bool:
        return any(s is not None and s.start <= base + d.start < s.end for s in (value, *others))

    inside = [d for d in dates if lo <= base + d.start < hi and not in_value(d)]
    if len({d.year for d in inside}) > 1 and any(
            re.search(r";|\band\b", sentence[a.end:b.start]) and not _BETWEEN.search(sentence, 0, a.start)
            for a, b in zip(inside, inside[1:])):
        return None
    if inside:
        return inside[0]
    return dates[0] if len(dates) == 1 and not in_value(dates[0]) and not describing else None


_BEFORE_OR_AFTER = frozenset({"before", "after", "since", "until", "till", "ere"})


def _dated_by_another(trigger: Any) -> bool:
    """Whether a verb stands in a clause whose sentence's date is another event's: one that modifies
    a noun (the house where he was born was burned in 1810), or one set before or after the
    sentence's event (a story published in 1873, seven years before Helen was born). Not the
    sentence's own statement (It was in 1890 that I learned to speak), nor a clause that modifies a
    date, which is then its date (the summer of 1896, when I heard of my father's death). A noun
    set beside a name says what he is, not when (In 1841 I met Douglass, the writer of the Narrative)."""
    if trigger.dep_ == "appos":
        return True
    for t in (trigger, *trigger.ancestors):
        if t.dep_ in ("relcl", "acl") and t.head.ent_type_ != "DATE":
            return True
        if t.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in _BEFORE_OR_AFTER for c in t.children):
            return True
        if t.dep_ in ("pcomp", "pobj") and t.head.lower_ in _BEFORE_OR_AFTER and t.ent_type_ != "DATE":
            return True  # after having taught school …, in 1878 I decided; in June, 1888, five years after my
            # first visit in London, I found …; not the date itself (until 1860, when we removed to Buffalo)
    return False
