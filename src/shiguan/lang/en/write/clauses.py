"""One stored English fact said as a clause, for the rules biography and the rules `ask`.

A clause says only what its triple holds, in the source's words where it can: from the governing
verb to the value, when no more than a few linking words stand between them ("was bound
apprentice", "removed to Boston", "was taught by Mr. Hale"), those words are taken as written;
otherwise a template of bio_en.toml is filled with the value as written ("wrote The Printer's
Guide"). The date follows as the source wrote it, after the source's own preposition, with the
year in parentheses when the written form does not show it ("January 6, 1705/6 (1706)").

Who the clauses are about is said by name first, then by a pronoun only when the sources give
his sex (a title of his, or a he/she the reader resolved to him), else by his surname.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

from ....retrieve.citations import Citer
from ....store import AliasRow, TripleRow
from ....store.fact_reviews import redated
from ..dates import takes_no_preposition
from ..people import MALE
from ..verify.sentences import abbreviation_at

_WORD = re.compile(r"[A-Za-z][A-Za-z.'’]*")
# Where a clause ends: a semicolon or colon, a sentence end, a dash, ", and he …" / ", and my
# mother …" / ", and in 1866 he …" (a new subject), or a subordinate clause of its own (so that I
# was known …, and as soon as I was able …); not at after, before or since, which more often tell
# when (a year after I had written it).
_CLAUSE_END = re.compile(r"[;:]|[.!?](?=[\s\"'”’)\]\[]|$)|\s[—-]{1,2}\s|—"
                         r"|,?\s+(?:and|but|or|yet|so|where|when)\s+(?:I|he|she|we|they|it|my|his|her|our|their|the)\b"
                         r"|,?\s+(?:and|but)\s+(?:in|on|at|about|during|after)\s+[^,;.]{1,30}?,?\s+(?:I|he|she|we|they)\b"
                         r"|,?\s+(?:(?:and|but)\s+)?(?:so\s+that|as\s+soon\s+as|while|because|though|although)"
                         r"\s+(?:I|he|she|we|they)\b"
                         r"|,\s+(?:I|he|she|we|they)\b")
# … and where one begins between his subject and the value: only with a subject of its own.
_CLAUSE_START = re.compile(r"[;:]|\s[—-]{1,2}\s|—|,?\s+(?:and|but|or|yet|so|where|when)\s+(?:I|he|she|we|they)\b"
                           r"|,\s+(?:I|he|she|we|they)\b")
# What may follow a value in its clause and be no part of it: words said of it, after a comma and
# in lower case (married William Hoyt, a lawyer …; the Rev. Josiah Kimball, then pastor of …;
# became president of the company, a position which he held until 1880), or a deed joined to it
# (entered the office of Judge Marvin, and was admitted to the bar three years later). A date told
# apart goes before them, or it would seem to date them ("… who later served as mayor of the city
# in 1855"; "admitted to the bar three years later in 1851").
_AFTER_VALUE = re.compile(r",?\s+(?:and|but)\s|,\s+[a-z]")  # ", a lawyer", ", who", ", then pastor", ", daughter of"
_FOOTNOTE = re.compile(r"\[\d+\]|\[\w\]")
# A value the parse ran on into a word that joins what it left out (a man of firm character, and yet
# [sensitive]): that word is no part of it.
_DANGLING = re.compile(r"(?:,?\s+(?:and|but|or|nor|yet|so|then))+[,;]?$", re.I)
_FIRST_PERSON = re.compile(r"\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b")
_THIRD_PERSON = {"have": "has", "am": "is", "do": "does"}
_I_VERB = re.compile(r"\bI(\s+)(have|am|do)\b")
# A quotation, or a name in capitals with a first-person word in it (Our Young Folks; My Bondage and
# My Freedom): its own words, kept as a part by re.split and never said of him.
_QUOTED = re.compile(r'("[^"]*"|“[^”]*”|\b(?:My|Our|Me|Mine)(?:\s+(?:of|and|the|a|in|to|[A-Z][\w\'’]*))*'
                     r'\s+[A-Z][\w\'’]*)')
_ITALIC = re.compile(r"(?<!\w)_([^_\n]+)_(?!\w)")
_DAY = re.compile(r"(?<![\d/])\b\d{1,2}(?:st|nd|rd|th|d)?\b(?!\d)")


def folded(text: str) -> str:
    """Text as one line: the source wraps its sentences at line ends."""
    return " ".join(text.split())


def join_names(names: list[str]) -> str:
    """A, B and C; with a comma before "and" when a name runs on with one of its own (Arthur H.
    Keller, a captain in the Confederate Army, and Kate Adams)."""
    if len(names) == 1:
        return names[0]
    last = ", and " if any("," in n for n in names) else " and "
    return ", ".join(names[:-1]) + last + names[-1]


def parents_said(triples: Sequence[TripleRow], realiser: Realiser) -> str:
    """His parents by name, each with the calling the sources give him after (Arthur H. Keller, a
    captain in the Confederate Army); a calling of a parent they do not name, alone (a weaver). The
    calling told beside the first parent of "the son of Asa Merriam, a tanner, and his wife Hannah"
    is the father's, read in the same sentence."""
    callings: dict[str, TripleRow] = {}
    for t in triples:
        if t.relation == "calling":
            callings.setdefault(t.detail.lower(), t)
    said = []
    for t in triples:
        if t.relation != "calling":
            calling = callings.pop(t.relation, None)
            beside = callings.get("parent")
            if calling is None and t.relation == "father" and beside is not None and (beside.start, beside.end) == (
                    t.start, t.end):
                calling = callings.pop("parent")
            said.append(realiser.value(t) + (f", {realiser.described(calling)}" if calling else ""))
    return join_names(list(dict.fromkeys(said + [realiser.described(c) for c in callings.values()])))


@dataclass(frozen=True)
class Referent:
    """How the biography names him: his full name, then a pronoun or his surname."""

    name: str
    later: str  # he, she, or his surname
    sex: str  # male | female | unknown

    @property
    def later_opening(self) -> str:
        """`later` at the start of a sentence."""
        return self.later[:1].upper() + self.later[1:]

    def child(self, style: dict[str, Any]) -> str:
        return style["child"][self.sex]


def referent(name: str, aliases: list[AliasRow], facts: list[TripleRow], citer: Citer,
             style: dict[str, Any], given: dict[str, str]) -> Referent:
    """His sex from the words the sources use of him: the title of a title+name alias (Mr., Mrs.),
    the he/she of a fact resolved to him by pronoun, what a narrator says he is (a son, a girl),
    and whose son or daughter the sources call him; a pronoun only when they agree. Where they
    say nothing, or disagree, his given name does (`given`: en_names.toml's [given], a name → the
    sex it says)."""
    words = [a.form.split()[0].lower() for a in aliases if a.kind == "title+name" and a.form.split()]
    words += [citer.source(t.document_id, t.cue_start, t.cue_end).lower() for t in facts
              if t.basis == "pronoun" and t.cue_start is not None and t.cue_end is not None]
    words += [t.tail_text.lower() for t in facts if t.relation == "sex"]  # "I was the youngest son"
    words += [t.detail.lower() for t in facts  # "…, the third son of Josiah Danforth": the noun he is called by
              if t.relation in ("father", "mother", "parent") and t.detail.lower() in ("son", "daughter")]
    found = {sex for sex in ("male", "female") if set(words) & set(style["gender"][sex])}
    named = {"male" if sex == MALE else "female"} if (sex := given.get(name.split()[0].lower().rstrip("."))) else set()
    if not found or len(found) == 2 and len(named) == 1:
        found = named or found  # nothing said of him but his name (Joseph, Cornelia), or his name settles
        # words that disagree (a chapter in his wife's voice: "I was a happy little girl")
    if len(found) == 1:
        sex = found.pop()
        return Referent(name, style["pronoun"][sex], sex)
    return Referent(name, name.split()[-1], "unknown")


def _prefixed(template: str, detail: str) -> str:
    """A template for a verb the source wrote with co- or re- (co-founded, re-elected): its verb
    said so, or the source's verb where the template has another (co-authored, not "wrote")."""
    prefix, _, verb = detail.rpartition("-")
    if prefix.lower() not in ("co", "re") or not verb:
        return template
    if re.search(rf"\b{re.escape(verb)}\b", template):
        return re.sub(rf"\b{re.escape(verb)}\b", detail, template, count=1)
    return f"{detail} {{v}}"


class Realiser:
    """Clauses and dates of English facts, read from the documents through the Citer."""

    def __init__(self, style: dict[str, Any], citer: Citer, who: Referent | None = None, clauses: bool = False):
        self.style = style
        self.clauses = clauses  # say facts in the source's clause where it can (the biography; not `ask`)
        self.citer = citer
        self.child = who.child(style) if who else style["child"]["unknown"]  # "the son of" his parents
        self.voiced = {w: f.format(surname=who.name.split()[-1]) for w, f in style["voiced"][who.sex].items()} \
            if who else {}
        self.linking = set(style["linking_words"])
        self.past = set(style["past_forms"])

    def value(self, t: TripleRow) -> str:
        """The value as written (on one line); "" for a fact read with its date alone. In a fact
        the narrator tells of himself, his own I, me and my are said of him (lost one of my sons
        → lost one of his sons): the one change made to his words."""
        if t.value_end <= t.value_start or (t.when_start, t.when_end) == (t.value_start, t.value_end):
            return ""
        value = _DANGLING.sub("", folded(_unmarked(self.citer.source(t.document_id, t.value_start, t.value_end))))
        if value.isupper() and t.tail_text.lower() == value.lower():
            value = t.tail_text  # a title page in capitals, as the reader set it in the body's casing
        first = value.split(" ", 1)[0]
        if t.value_start == t.start and first.lower() in ENGLISH_STOP_WORDS:  # "One paper, which I wrote":
            value = value[:1].lower() + value[1:]  # capital only for opening its sentence
        if t.basis == "first-person" and self.voiced:
            value = self._voiced(value)
        return value

    def _voiced(self, words: str) -> str:
        """His I/me/my said of him (he, him, his), outside quotations only, and a verb right after
        his I agreed with it (of whom I have before spoken → of whom he has before spoken)."""
        return _outside_quotes(words, lambda part: _FIRST_PERSON.sub(
            lambda m: self.voiced.get(m.group().lower(), m.group()),
            _I_VERB.sub(lambda m: f"I{m[1]}{_THIRD_PERSON[m[2]]}", part)))

    def first_person(self, t: TripleRow, said: str | None = None) -> bool:
        """Whether the value (or the clause `said` of it) still speaks as the narrator once his
        own words are said of him ("our house"): not for a biography. A quotation's own I is no
        narrator's voice left over."""
        text = self.value(t) if said is None else said
        unquoted = "".join(_QUOTED.split(text)[::2])
        return any(w.lower() in self.style["first_person"] for w in _WORD.findall(unquoted))

    def predicate(self, t: TripleRow) -> str:
        """What the fact says he did or was, without its subject and date: "removed to Boston"."""
        value = self.value(t)
        if t.relation == "deed" and value.lower().endswith("ing") and " " not in value and t.detail != value:
            return t.detail  # Graduating in 1843, I …: said in the past the reader kept (graduated)
        if value and t.relation in self.style["phrased"]:
            said = self._source_words(t, value)
            if said:
                return said
        templates = self.style["templates"]
        detail, pattern = t.detail.lower(), t.method.removeprefix("en:")
        if not value:
            key = f"{t.relation}:no-value"
        else:
            keys = [f"{t.relation}:{pattern}:{detail}", f"{t.relation}:{pattern}", f"{t.relation}:{detail}"]
            if value[0].islower() and self._word_before(t) in self.style["cause_prepositions"]:
                keys.append(f"{t.relation}:cause")  # died of a fever; not "died at his home"
            key = next((k for k in keys if k in templates), t.relation)
        template = _prefixed(templates[key], t.detail)
        return template.format(v=self._with_article(t, value), verb=t.detail, child=self.child)

    def described(self, t: TripleRow) -> str:
        """The value with the article the source gives it: "a captain in the Confederate Army"."""
        return self._with_article(t, self.value(t))

    def _word_before(self, t: TripleRow) -> str:
        """The source's word before the value, past an article or possessive ("of" in "died of a
        fever"), in lower case."""
        before = self.citer.source(t.document_id, max(t.start, t.value_start - 30), t.value_start).lower().split()
        while before and before[-1] in self.style["articles"] + self.style["first_person"]:
            before.pop()
        return before[-1] if before else ""

    def _with_article(self, t: TripleRow, value: str) -> str:
        """The value with the article or possessive the source wrote before it (founded the Junto; was
        bound to my brother → his brother): a template says the thing as the source did."""
        if not value[:1].islower():
            return value
        before = self.citer.source(t.document_id, max(t.start, t.value_start - 12), t.value_start).split()
        word = before[-1] if before else ""
        said = self.voiced.get(word.lower(), word) if t.basis == "first-person" else word
        if said.lower() in self.style["articles"]:
            return f"{said.lower()} {value}"
        return f"{said} {value}" if word.lower() == "my" and said != word else value  # my father → their father

    def _is_verb(self, word: str) -> bool:
        w = word.lower()
        return w.endswith(("ed", "'d", "’d")) or w in self.past

    def _source_words(self, t: TripleRow, value: str) -> str:
        """The source from the verb to the value, with its auxiliary ("was appointed postmaster"),
        when the verb stands in the sentence before the value with only linking words between."""
        if not t.detail or not self._is_verb(t.detail):
            return ""
        before = self.citer.source(t.document_id, t.start, t.value_start)
        verbs = list(re.finditer(rf"\b{re.escape(t.detail)}\b", before, re.I))
        if not verbs:
            return ""
        verb = verbs[-1]
        gap = before[verb.end():].split()
        if len(gap) > int(self.style["phrase_gap"]) or any(w.lower() not in self.linking for w in gap):
            return ""
        if any(a.lower() not in _ARTICLES and b.lower() not in _ARTICLES for a, b in zip(gap, gap[1:])):
            return ""  # the place I went to in the North: "to" is stranded, its object is no value here
        return " ".join([*self._auxiliaries(before[:verb.start()], t.detail), verb.group().lower(), *gap, value])

    def _auxiliaries(self, before: str, verb: str) -> list[str]:
        """The was/had (been) right before a participle, over adverbs only: "was then made"."""
        if verb.lower() in self.style["simple_pasts"]:
            return []
        auxiliaries, adverbs = self.style["auxiliaries"], self.style["adverbs"]
        words = before.split()
        if words and words[-1].lower() in self.style["reduced_marks"]:  # a participle: _source_words' _is_verb
            return ["was"]  # When appointed brigadier-general, When made colonel, I …: he was appointed, made
        lead: list[str] = []
        for word in reversed(before.split()):
            w = word.lower()
            if w in auxiliaries:
                lead.insert(0, auxiliaries[w])
            elif lead or w not in adverbs and not w.endswith("ly"):  # was badly wounded
                break
        return list(dict.fromkeys(lead))

    def date(self, t: TripleRow) -> str:
        """The fact's date as written, after its preposition: "on the 4th of March, 1789/90 (1790)"."""
        if redated(t):  # a reviewer's date outranks the words read
            when = t.when_text
            return when if takes_no_preposition(when) else f"{'on' if self._has_day(when) else 'in'} {when}"
        if t.when_start is None or t.when_end is None:
            return ""
        when = folded(self.citer.source(t.document_id, t.when_start, t.when_end))
        if not when:
            return ""
        first = when.split()[0]
        months = {m.rstrip(".") for m in self.style["months"]}
        if first[:1].isupper() and first.lower().strip("_").rstrip(".,;:") not in months:
            when = first.lower() + when[len(first):]  # "That same year" opened its sentence; here it does not
        prepositions = self.style["date_prepositions"]
        if when.split()[0].lower() not in prepositions and not takes_no_preposition(when):
            before = self.citer.source(t.document_id, t.start, t.when_start).split()
            between = self.citer.source(t.document_id, t.when_end, t.value_start) if t.value_start > t.when_end else ""
            if before and before[-1].lower() in prepositions and not (
                    before[-1].lower() in _UNTIL and _WHEN_AFTER.match(between)):
                prep = before[-1].lower()
            else:
                prep = "on" if self._has_day(when) else "in"
            when = f"{prep} {when}"
        if t.year is not None and not re.search(rf"(?<!\d){t.year}(?!\d)", when):
            when = self.style["with_year"].format(when=when, year=t.year)
        return when

    def _has_day(self, when: str) -> bool:
        words = {w.lower() for w in _WORD.findall(when)}
        return bool(words & set(self.style["months"])) and bool(_DAY.search(when))

    def clause(self, t: TripleRow, also: Sequence[TripleRow] = (), taken: bool = True) -> str:
        """The source's own clause when it can be, and `taken` (see `source_clause`), else the predicate,
        the values of `also` after it (more of one place told in the same sentence: "born in
        Tuckahoe, Talbot county"), and the date: "removed to Boston in 1809". A date read alone
        (an entry's brackets) follows the place read in the same sentence: "was born at Brookfield,
        Massachusetts, on Feb. 11, 1802"."""
        place = next((a for a in also if not dated_only(a)), None) if dated_only(t) else None
        if place is not None:
            said = self.clause(place, [a for a in also if a is not place], taken)
            date = self.date(t)
            return f"{said}{',' if ',' in said else ''} {date}" if date and date not in said else said
        # the date read alone beside an undated place (a native of Orland, where he was born on …): the
        # template says both, where the source's words would say only the place
        own = self.date(t)
        dated = next((a for a in also if dated_only(a)), None) if not own else None
        source = self.source_clause(t) if taken and dated is None else None
        if source is not None:
            words, holds_date = source
            date = "" if holds_date else own
            if not date:
                return words
            value = self.value(t)
            at = words.find(value) + len(value) if value and value in words else len(words)
            if not _AFTER_VALUE.match(words, at):  # went home invalided, was compelled to resign in October
                comma = words.find(",", at)  # a word or three end the deed: the date goes there, not last
                at = comma if 0 < comma and len(words[at:comma].split()) <= 3 \
                    and _AFTER_VALUE.match(words, comma) else len(words)
            return f"{words[:at]} {date}{words[at:]}"
        more = [v for v in (self.value(a) for a in also) if v]  # a reading of the date alone adds no value
        said = ", ".join([self.predicate(t), *more])
        date = own or (self.date(dated) if dated is not None else "")
        return f"{said}{',' if more or ',' in said else ''} {date}" if date else said

    def source_clause(self, t: TripleRow) -> tuple[str, bool] | None:
        """The source's clause from just after its subject's words (his "I", his name, the he
        resolved to him) to the end of the clause that holds the value, his own I/me/my said of
        him, when the subject stands before the value and the clause is not too long; with
        whether the clause holds the fact's date. An extractive biography in the source's words."""
        if (not self.clauses or t.relation not in self.style["clause_relations"] or t.cue_start is None
                or t.cue_end is None
                or not t.start <= t.cue_start < t.cue_end <= t.value_start):
            return None
        sentence = self.citer.source(t.document_id, t.start, t.end)
        if sentence[t.cue_end - t.start:t.cue_end - t.start + 1].isalpha():
            return None  # the subject's words end inside a word: not a whole word to begin after
        if _OWNER.search(self.citer.source(t.document_id, t.cue_start, t.cue_end)):
            return None  # "His wife Anna died …": what follows an owner is no clause of his
        if self.citer.source(t.document_id, t.cue_start, t.cue_end).lower() not in self.style["clause_subjects"] \
                and t.basis == "first-person":
            return None  # "we were sent": said by the template of him alone
        end = _clause_end(sentence, t.value_end - t.start)
        lead = sentence[:t.cue_start - t.start].split()
        if lead and _contact_clause(lead[-1]):
            return None  # The first place I went to …, was Northampton; At the time I went to …: a noun's clause
        if lead and lead[-1].lower() in self.style["subordinators"]:  # When we arrived in Baltimore, Dr. …
            comma = sentence.find(",", t.value_end - t.start, end)
            if comma < 0:
                return None  # When we left Washington Eliza's form was round: where it ends, no mark says
            end = comma
        if _NEW_SUBJECT.match(sentence, t.value_end - t.start, end):
            return None  # … went to Alabama the coloured people were …: another clause runs on unmarked
        begin = t.cue_end - t.start
        if sentence[begin:].lstrip(" _*").startswith(","):  # the italics closing his name (_Douglass_, the …)
            return None  # "I, however, finally became": a parenthesis after his subject; the template
        for boundary in _CLAUSE_START.finditer(sentence, begin, t.value_start - t.start):
            begin = boundary.end()  # a clause of its own between his subject and the value: from there
        words = folded(_unmarked(_FOOTNOTE.sub("", sentence[begin:end]))).strip(" ,.;:")
        first = words.split(" ", 1)[0].rstrip(",") if words else ""
        if not words or not words[0].islower() or len(words) > int(self.style["clause_chars"]) \
                or first.endswith("ing") or first in self.style["not_verbs"] or _VERBLESS.match(words):
            return None  # no clause to take, too long, a participle (while attending …), we eight attended;
            # a list's item after a semicolon (next, a reporter): the verb is the list's first clause's
        if words.count("“") > words.count("”"):  # the clause ends inside a quotation: close it
            words += "”"
        elif words.count('"') % 2:
            words += '"'
        if t.basis == "first-person":  # I have been → he has been; …, and have since lived → and has
            agree = self.style["agreement"]
            if first in agree:
                words = agree[first] + words[len(first):]
            words = re.sub(r"\b(and|but)(\s+)(\w+)\b", lambda m: m[1] + m[2] + agree.get(m[3], m[3]), words)
        if t.basis == "first-person" and self.voiced:
            words = self._voiced(words)
        dated = t.when_start is not None and t.cue_end <= t.when_start < t.start + end
        if dated and t.year is not None and t.when_end is not None:  # its year, where the date does not show it
            when = folded(self.citer.source(t.document_id, t.when_start, t.when_end))
            if not re.search(rf"(?<!\d){t.year}(?!\d)", when) and when in words:
                words = words.replace(when, self.style["with_year"].format(when=when, year=t.year), 1)
        return words, dated


_VERBLESS = re.compile(r"\w+,\s+(?:a|an|the)\s")  # an adverb, then the noun: "next, a reporter"
_OWNER = re.compile(r"^(?:his|her|my|our|their)$|['’]s?$", re.I)
_ARTICLES = frozenset({"a", "an", "the"})
# A subject and its finite verb straight after the value, with no mark between: a clause of its own
# (… went to Alabama the coloured people were …; before we reached Dover I had made …).
_NEW_SUBJECT = re.compile(r"\s+(?:(?:the|a|an|his|her|my|our|their)\s+(?:[\w-]+\s+){0,2}|[A-Z][\w]*['’]s\s+[\w-]+\s+"
                          r"|(?:I|we|he|she|they)\s+)(?:was|were|had|is|are)\b")


def _contact_clause(word: str) -> bool:
    """Whether the word before his subject is a noun his clause tells of (the place I went to; the
    time I went; the year I spent): a lower-case word that is no function word, adverb or number."""
    return word.isalpha() and word.islower() and word not in ENGLISH_STOP_WORDS \
        and not word.endswith(("ly", "ing")) and word not in _NOT_NOUNS and word.rstrip("s") not in _TIMES


# A time set before his subject tells when, not what his clause is of (For twenty years Mrs. Kimball
# was …; the year following I entered …; the next day I went …).
_TIMES = frozenset({"time", "day", "year", "week", "month", "hour", "moment", "while", "morning", "evening", "night",
                    "spring", "summer", "autumn", "fall", "winter", "season", "century", "decade", "age"})
_NOT_NOUNS = frozenset({"then", "thence", "afterwards", "afterward", "later", "soon", "there", "here", "now",
                        "finally", "subsequently", "meanwhile", "accordingly", "again", "also", "still", "thus",
                        "however", "therefore", "next", "first", "lastly", "instead", "presently", "ago"})


def _unmarked(text: str) -> str:
    """Text without the marks of italics: a title set in them is quoted instead (_The Story of My
    Life_ → “The Story of My Life”), so that its words stay its own (never "of His Life")."""
    return _ITALIC.sub(r"“\1”", text).replace("_", "")


def _outside_quotes(words: str, change: Callable[[str], str]) -> str:
    """`change` applied to the words outside quotation marks and names only: a quotation is someone's
    own words, and its "I" stays "I" ("Some day I shall go to college"); "My Bondage and My Freedom"
    stays his title."""
    return "".join(part if i % 2 else change(part) for i, part in enumerate(_QUOTED.split(words)))


def _clause_end(sentence: str, after: int) -> int:
    """Where the clause holding sentence[after] ends; the full stop of a title (Dr. Chisholm) ends nothing."""
    for stop in _CLAUSE_END.finditer(sentence, after):
        if not abbreviation_at(sentence, stop.start()):
            return stop.start()
    return len(sentence)


def value_clause(sentence: str, value_start: int, value_end: int) -> str:
    """The clause of a sentence that holds a value (offsets within the sentence): from the last
    clause boundary before it to the first after it ("…, and in 1871 she founded the Concord Home
    for Aged Women, which …": not the president's clause before it)."""
    start = max((stop.end() for stop in _CLAUSE_END.finditer(sentence, 0, value_start)
                 if not abbreviation_at(sentence, stop.start())), default=0)
    return sentence[start:_clause_end(sentence, value_end)]


# "We lived at Albany until 1855, when we removed to Chicago": the removal is the "when" clause of
# the date, and the "until" before the date is the living's, not the removal's. Only "until": in
# "Before 1850, when the railway was opened, I had settled at Rochester" the "before" is his.
_WHEN_AFTER = re.compile(r"\s*,?\s*when\b", re.I)
_UNTIL = frozenset({"until", "till"})


def dated_only(t: TripleRow) -> bool:
    """Whether the fact's value is its date (died on June 1, 1968): no place."""
    return t.when_start is not None and t.value_start >= t.when_start and t.value_end <= (t.when_end or 0)


def one_telling(facts: list[TripleRow], style: dict[str, Any]) -> list[list[TripleRow]]:
    """The facts grouped by telling: a relation said once (a birth, a death) read several times
    in one sentence is one telling of several values; every other fact is one alone."""
    told: dict[tuple[str, int, int], list[TripleRow]] = {}
    out: list[list[TripleRow]] = []
    for t in facts:
        key = (t.relation, t.document_id, t.start)
        if t.relation in style["one_each"] and key in told:
            told[key].append(t)
            continue
        told[key] = [t]
        out.append(told[key])
    return out
