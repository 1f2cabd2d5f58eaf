"""Typed facts read from spaCy's parse by the dependency patterns of data/en_facts.toml.

A pattern names a trigger word, the path to its value and the path to its subject; the value must
be of the pattern's kind (a place name, a person's name, an institution …), so that "I went to
bed" is no residence and "I entered into a contract" no schooling. The reader decides afterwards
whose each fact is, from its subject's words (an "I", a name, a pronoun, "my father").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...models import Span
from ...rules import load_rules
from .people import default_titles, title_word

_NOUN_PHRASE_LEFT = frozenset({"compound", "amod", "nmod", "nummod", "quantmod", "poss", "case", "det"})
_PLACE_ENTS = frozenset({"GPE", "LOC", "FAC"})
_ORG_ENTS = frozenset({"ORG", "FAC", "GPE", "NORP"})
_WORK_ENTS = frozenset({"WORK_OF_ART", "ORG", "PRODUCT", "LAW"})
_EVENT_ENTS = frozenset({"EVENT", "ORG", "NORP"})  # a place is where an event was, not the event
_MAX_VALUE_TOKENS = 10
_QUOTE_MARKS = frozenset({"\"", "“", "”"})
_AMOUNTS = frozenset({"DATE", "TIME", "MONEY", "QUANTITY", "PERCENT"})
_NAMING = frozenset({"called", "named", "styled", "entitled", "termed", "known"})
_NAMED_KINDS = frozenset({"org", "listed", "work", "event", "thing"})  # a common noun of these may be named
_NAME_ENTS = frozenset({"WORK_OF_ART", "ORG", "PRODUCT", "EVENT", "FAC", "LAW"})  # a title's first word may be no NNP
_PERSONS_OWN = frozenset({"my", "his", "her", "your", "thy"})  # a person's, not a body's ("its", "their")


@dataclass(frozen=True)
class Pattern:
    name: str
    relation: str
    trigger: frozenset[str]
    value: tuple[str, ...]
    kind: str
    subject: str
    value_words: frozenset[str] = frozenset()
    about_object: bool = False  # with an object, the fact is the object's (they named him X; I named it Annie)
    present: bool = False  # read in the present tense too (I have a sister); else a deed must be past
    there: bool = False  # "went there": the place this pattern read just before, in the sentence or the last
    strict: bool = False  # its value words only: an organisation's name alone does not do
    unaddressed: bool = False  # not read when written to someone (wrote him a letter): correspondence
    unowned: bool = False  # a value that is someone's is not read (became his partisan: no office)
    detail: str = ""  # the fact's detail when not its trigger (the son of a blacksmith: a parent's calling)
    unless: frozenset[str] = frozenset()  # words that, said of the trigger's object, void it (an honorary degree)

    @property
    def on_verb(self) -> bool:
        """Whether the trigger is a verb: its subject is the verb's, or found from it by its
        subject, complement or preposition (my father died: nsubj/poss; conferred upon me:
        prep/pobj); else a noun (my father, James)."""
        return self.subject == "verb" or self.subject.startswith(("nsubj", "attr", "prep"))


@dataclass(frozen=True)
class FactRules:
    patterns: tuple[Pattern, ...]
    institution_words: frozenset[str]
    event_words: frozenset[str]
    work_words: frozenset[str]
    kin_relation: dict[str, str]
    not_done: frozenset[str]
    not_deeds: frozenset[str]
    place_adverbs: frozenset[str]
    not_skills: frozenset[str]
    vessel_words: frozenset[str]
    hearsay_verbs: frozenset[str]
    hearsay_nouns: frozenset[str]
    time_words: frozenset[str]

    def by_trigger(self) -> dict[str, list[Pattern]]:
        out: dict[str, list[Pattern]] = {}
        for p in self.patterns:
            for word in p.trigger:
                out.setdefault(word, []).append(p)
        return out


def fact_rules(project_dir: Path | None = None) -> FactRules:
    """The patterns of data/en_facts.toml, with a project's own copy merged over them."""
    rules = load_rules("en_facts.toml", project_dir)
    return FactRules(
        tuple(Pattern(p["name"], p["relation"], frozenset(p["trigger"]), tuple(p["value"]), p["kind"], p["subject"],
                      frozenset(p.get("value_words", ())), p.get("about_object", False), p.get("present", False),
                      p.get("there", False), p.get("strict", False), p.get("unaddressed", False),
                      p.get("unowned", False), p.get("detail", ""), frozenset(p.get("unless", ())))
              for p in rules["pattern"]),
        frozenset(rules["institution_words"]), frozenset(rules["event_words"]), frozenset(rules["work_words"]),
        dict(rules["kin_relation"]), frozenset(rules["not_done"]), frozenset(rules["not_deeds"]),
        frozenset(rules["place_adverbs"]), frozenset(rules["not_skills"]), frozenset(rules["vessel_words"]),
        frozenset(rules["hearsay_verbs"]), frozenset(rules["hearsay_nouns"]), frozenset(rules["time_words"]))


@dataclass(frozen=True)
class Read:
    """One pattern's match in a parsed sentence: the trigger, the value, the subject's token."""

    pattern: Pattern
    relation: str
    trigger: Any  # spaCy Token
    value: Span | None  # document offsets (None for a fact whose value is its date: born on …)
    subject: Any | None  # spaCy Token the subject path reached


# Idioms for the two ends of a life, read as the word the patterns trigger on: the verb, a word it
# governs, and that word's object ("" for none). I came into the world at Brattleboro; he first saw
# the light at Perth ("first" needed: one who "saw the light" may have been converted); she passed
# away at the home of her son-in-law.
_IDIOMS = {("came", "into", "world"): "born", ("come", "into", "world"): "born", ("saw", "light", ""): "born",
           ("passed", "away", ""): "died"}
_IDIOM_VERBS = frozenset(verb for verb, _, _ in _IDIOMS)
_NEEDS_FIRST = frozenset({("saw", "light", "")})


def form(token: Any) -> str:
    """A word as patterns match it: lower-cased, the old "'d" spelt "ed" (publish'd → published),
    and the verb of an idiom for birth or death read as "born" or "died" (_IDIOMS)."""
    word = token.lower_
    if word in _IDIOM_VERBS and (said := _idiom(token)):
        return said
    return word[:-2] + "ed" if word.endswith(("'d", "’d")) else word


def _idiom(verb: Any) -> str:
    """What one of _IDIOMS says, when the verb heads one; else ""."""
    first = any(a.lower_ == "first" for a in verb.children)
    for c in verb.children:
        objects = [g.lower_ for g in c.children if g.dep_ == "pobj"] if c.dep_ == "prep" else [""]
        for obj in objects:
            key = (verb.lower_, c.lower_, obj)
            if key in _IDIOMS and (first or key not in _NEEDS_FIRST):
                return _IDIOMS[key]
    return ""


def walk(token: Any, path: str) -> list[Any]:
    """The tokens `path` reaches from `token` (see data/en_facts.toml for the steps)."""
    current = [token]
    for step in path.split("/"):
        up = step.startswith("^")
        deps, _, words = step.lstrip("^").partition("=")
        allowed = set(deps.split("|"))
        wanted = set(words.split(",")) if words else None
        nxt = []
        for t in current:
            if up:
                if t.dep_ in allowed and t.head.i != t.i and (wanted is None or form(t.head) in wanted):
                    nxt.append(t.head)
            else:
                nxt += [c for c in t.children if c.dep_ in allowed and (wanted is None or form(c) in wanted)]
        current = nxt
    return current


_NOT_SINGULAR = frozenset(("i", "we", "you", "they"))


def verb_subject(verb: Any) -> Any | None:
    """The subject of a verb, or of the verb it is joined to by "and", governs as an infinitive, or
    depends on as a participle or an infinitive of purpose without a subject of its own (I went to
    London and worked …; he began to write …; while attending a convention, I …; I succeeded in
    reaching New York; let me go to Baltimore, to live with Mr. Hugh Auld); through a preposition, the
    person the governing verb acts on does it (she assisted me in learning). A verb that says "has" or
    "is" takes no I or we from another verb: it does not agree with them (I think … which has been
    made the upperground railroad)."""
    seen = 0
    singular = verb.tag_ == "VBZ" or any(c.dep_ in ("aux", "auxpass") and c.tag_ == "VBZ" for c in verb.children)
    while verb is not None and seen < 4:
        subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subj is not None:
            return None if seen and singular and subj.lower_ in _NOT_SINGULAR else subj
        participle = verb.tag_ in ("VBG", "VBN") and verb.dep_ in ("advcl", "pcomp")
        purpose = verb.dep_ == "advcl" and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
        if not (verb.dep_ in ("conj", "xcomp") or participle or purpose) or verb.head.i == verb.i:
            return None
        if verb.dep_ == "conj" and verb.head.dep_ == "relcl" and not any(c.dep_ == "cc" for c in verb.head.children):
            # Mrs. Kimball, whose life is remembered in every parish, passed away …: the parse joins the
            # main verb, after a comma and no "and", to the relative clause; the name is its subject
            return verb.head.head
        if verb.dep_ == "xcomp" or purpose:  # persuaded her to marry, had me bound: the object does it
            controller = next((c for c in verb.head.children if c.dep_ in ("dobj", "dative")), None)
            if controller is not None:
                return controller
        verb = verb.head
        if verb.pos_ == "ADP" and verb.head.i != verb.i:  # succeeded in reaching: through the preposition
            verb = verb.head
            helped = next((c for c in verb.children if c.dep_ == "dobj" and c.tag_ in ("PRP", "NNP", "NNPS")), None)
            if helped is not None:  # she assisted me in learning: I learned
                return helped
        seen += 1
    return None


def _name_word_before(token: Any, start: int) -> bool:
    """Whether the word before a person's name is one more word of it: a capitalised compound of
    his name word, not a title (Mr.) or a word opening the sentence."""
    before = token.doc[start - 1]
    return (before.dep_ == "compound" and before.head.i == token.i and before.tag_ == "NNP"
            and before.text[:1].isupper() and title_word(before.text) not in default_titles()
            and not before.text.endswith(".") and not before.is_sent_start)



_ORDINAL_WORD = re.compile(r"(?:first|second|third|th|\d+(?:st|nd|rd|d))$", re.I)


def _ordinal_part(t: Any) -> bool:
    """An ordinal, or the "Ninety" of "Ninety-fifth": no amount."""
    doc = t.doc
    return bool(_ORDINAL_WORD.search(t.text)) or t.i + 2 < len(doc) and doc[t.i + 1].text in ("-", "–") \
        and bool(_ORDINAL_WORD.search(doc[t.i + 2].text))


def _from_title(doc: Any, start: int, head: int) -> int:
    """Where a person's name starts: at its title, if one stands before him, since nothing before a
    title is his name (…, T, I. Miss Fuller gave me eleven lessons: the sentence split missed),
    unless "and" joins it to one before (Mr. and Mrs. Auld: the two named together)."""
    return max((i for i in range(start + 1, head) if title_word(doc[i].text) in default_titles()
                and doc[i - 1].lower_ not in ("and", "&")), default=start)


def phrase(token: Any) -> tuple[int, int]:
    """The token indices [start, end) of the noun phrase a token heads: its modifiers on the left
    and an "of" phrase on the right (Clerk of the General Assembly), at most ten tokens."""
    if token.ent_type_ and token.ent_iob_ != "O":
        ent = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
        if ent is not None:
            start, end = ent.start, ent.end
            for c in sorted(token.lefts, key=lambda c: -c.i):
                # the Hampton Normal | and Agricultural Institute: one name, two entities; the
                # Thirteenth | Indiana, a proper noun set just before it, or before a comma
                if c.dep_ in ("compound", "nmod") and c.tag_ in ("NNP", "NNPS") and (any(
                        g.dep_ == "cc" for g in c.children) or ent.label_ != "PERSON" and (  # not Mr. | Covey
                        c.right_edge.i + 1 == start
                        or c.right_edge.i + 2 == start and token.doc[start - 1].text == ",")):  # Chillicothe, Ohio
                    start = min(start, c.left_edge.i)
            for c in token.lefts:  # the Ninety-fifth | Illinois Infantry: a regiment's number is its name's
                if c.dep_ == "amod" and c.right_edge.i + 1 == start and ent.label_ != "PERSON" \
                        and _ORDINAL_WORD.search(c.text):
                    start = c.left_edge.i
            while ent.label_ == "PERSON" and start > 0 and _name_word_before(token, start):
                start -= 1  # Abigail Child | Pelham: a person's words the model left out of his name, no title
            for c in token.rights:
                if _of_part(c) and ent.label_ != "PERSON":  # Dr. Henry Ellis of Franklin: where he lived
                    end = max(end, _of_end(c))
            # the Grand Army of the Republic | since 1866: an entity run on into the verb's time
            end = next((i for i in range(token.right_edge.i + 1, end) if token.doc[i].dep_ == "prep"
                        and not token.is_ancestor(token.doc[i])
                        and any(t.like_num for t in token.doc[i].subtree if t.i < end)),  # not a clause's 1890
                       end)
            return _trim(token, start, end)
    start = token.i
    for c in token.lefts:
        if c.dep_ in _NOUN_PHRASE_LEFT:
            start = min(start, c.left_edge.i)
    end = token.i + 1
    naming = _naming(token)
    for c in token.rights:
        if _of_part(c):
            end = max(end, _of_end(c))
        elif c.dep_ == "compound":
            end = max(end, c.right_edge.i + 1)
        elif naming is not None and c.i == naming.i:  # a club, which was called the Junto
            name = _named_by(token)  # to the name's end, not "…, who died when I was six"
            end = max(end, phrase(name)[1] if name is not None else c.right_edge.i + 1)
        elif c.dep_ == "prep" and c.lower_ in ("on", "upon") and token.tag_ == "NNP" and token.i > token.sent.start \
                and any(g.dep_ == "pobj" and g.text[:1].isupper() for g in c.children):
            # A Treatise on Roads, Observations on the Drainage of Fens: a title's words, not its year in brackets
            end = max(end, next((t.i for t in token.doc[c.i:c.right_edge.i + 1] if t.text == "("), c.right_edge.i + 1))
        elif c.dep_ == "prep" and c.lower_ in ("at", "in") and token.pos_ == "NOUN" and token.ent_type_ != "DATE" \
                and any(g.ent_type_ in ("GPE", "LOC", "FAC") for g in c.subtree):
            end = max(end, c.right_edge.i + 1)  # a convention at Nantucket: where it was, part of it
    return _trim(token, start, end)


def _of_part(prep: Any) -> bool:
    """An "of" that is part of its noun's name (Clerk of the General Assembly), not set after a
    comma to say where someone was from (Miss Fanny Ward, of Meadville); or a "for" before words
    in capitals (the Concord Home for Aged Women; the Society for the Relief of Widows)."""
    if prep.dep_ != "prep" or prep.doc[prep.i - 1].text in (",", ";"):
        return False
    return prep.lower_ == "of" or prep.lower_ == "for" and any(
        g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS") and g.text[:1].isupper() for g in prep.children)


def _of_end(prep: Any) -> int:
    """Where an "of" phrase ends: before what is set beside its noun that is no name (the town of
    Beverly, Massachusetts, *the ninth of ten children*)."""
    end = prep.right_edge.i + 1
    nouns = [c for c in prep.children if c.dep_ == "pobj"]
    while nouns:  # Columbus, Indiana, the son of a blacksmith: through the names set beside it
        noun = nouns.pop()
        for c in noun.rights:
            if c.dep_ == "appos" and c.tag_ not in ("NNP", "NNPS"):
                end = min(end, c.left_edge.i)
            elif c.dep_ == "appos":
                nouns.append(c)
    return end


def _naming(token: Any) -> Any | None:
    """The "named" or "called" clause after a noun (a miller named …; a club, which was called …)."""
    return next((c for c in token.rights if c.dep_ in ("relcl", "acl") and form(c) in _NAMING), None)


def _named_by(token: Any) -> Any | None:
    """The name a noun is given by "named" or "called" after it (a miller named Thomas Holland; a
    club, which was called the Junto), or None."""
    clause = _naming(token)
    if clause is None:
        return None
    return next((g for g in clause.children if g.dep_ in ("oprd", "attr", "dobj") and g.i > clause.i), None)


def _named_beside(noun: Any, titles: bool = False) -> Any | None:
    """The proper name set beside a common noun (the lawyer Henry Mills), or with `titles` a title
    whose first word may be no proper noun (my first book, Days on the River); None when none is."""
    if noun.pos_ != "NOUN":
        return None
    return next((c for c in noun.rights if c.dep_ == "appos" and (
        c.tag_ in ("NNP", "NNPS") or titles and c.text[:1].isupper() and c.ent_type_ in _NAME_ENTS)), None)


def calling(token: Any) -> tuple[int, int]:
    """A calling with what qualifies it (a captain in the Confederate Army; a weaver in the town of
    Perth), up to the end of its phrase, at most ten tokens; not the name it is given (a miller
    named Thomas Holland: a miller), nor a clause telling of someone else (the family cook, who
    understood her signs)."""
    naming = _naming(token)
    clause = next((c for c in token.rights if c.dep_ == "relcl"), None)  # the family cook, who understood her
    end = min(c.left_edge.i for c in (naming, clause) if c is not None) if naming or clause \
        else token.right_edge.i + 1
    return _trim(token, token.left_edge.i, end)


def _trim(token: Any, start: int, end: int) -> tuple[int, int]:
    """Without its article, a possessive pronoun or noun (not a name's: the World's Fair, the
    Ladies' Aid Society) or punctuation at its ends."""
    doc = token.doc
    while start < token.i and (doc[start].dep_ in ("det", "case") or doc[start].is_punct or (
            doc[start].dep_ == "poss" and (doc[start].tag_ == "PRP$" or not doc[start].text[:1].isupper()))):
        start += 1
    while end - 1 > token.i and (doc[end - 1].is_punct or doc[end - 1].is_space):  # a blanked footnote mark
        end -= 1
    if end - start > _MAX_VALUE_TOKENS:
        end = max(token.i + 1, start + _MAX_VALUE_TOKENS)
    return start, end


def fits(pattern: Pattern, rules: FactRules, token: Any, start: int, end: int) -> bool:
    """Whether the phrase [start, end) headed by `token` is a value of the pattern's kind, a
    relative clause or brackets in it not counted (the presidency of Kenyon College, which he
    resigned in 1845; Lectures on the Evidences of Christianity (1845): no amount)."""
    told = {w.i for c in token.subtree if c.dep_ == "relcl" for w in c.subtree}
    opened = [t.i for t in token.doc[start:end] if t.text == "("]  # Lectures on … (1845): its year, no amount
    told |= {i for o in opened for i in range(o, next((t.i for t in token.doc[o:end] if t.text == ")"), end))}
    words = [t for t in token.doc[start:end] if t.i not in told]
    proper = any(t.tag_ in ("NNP", "NNPS") for t in words)
    ents = {t.ent_type_ for t in words if t.ent_type_}
    lower = {t.lower_ for t in words}
    if pattern.value_words and not lower & pattern.value_words and (
            pattern.strict or not (pattern.kind == "org" and "ORG" in ents)):
        return False  # a named body may be a school (entered Harvard); no name is an honour by itself
    if token.ent_type_ in _AMOUNTS or any(
            t.ent_type_ in _AMOUNTS and t.like_num and not _ordinal_part(t) for t in words) or (
            token.like_num and not _one_of(token)):
        return False  # sixty thousand pounds is no office; "one of the commissioners" is; a weekly paper is a paper
    if pattern.unowned and _owned(token):
        return False
    kind = pattern.kind
    if kind == "place":
        if (lower | {c.lower_ for c in token.lefts}) & rules.vessel_words:  # in the steamer Longfellow: how, not where
            return False
        # spaCy's small model takes many a village for a person (born in Dunmore): the reader
        # refuses a place only when the document names that person elsewhere too
        return bool(ents & _PLACE_ENTS) or (token.tag_ in ("NNP", "NNPS") and token.text[:1].isupper())
    if kind == "person":  # a him or her too: the reader takes the name it was resolved to, or nothing
        return token.tag_ == "PRP" and token.lower_ in ("him", "her") or len(token.text.rstrip(".")) > 1 and (
            "PERSON" in ents or token.tag_ in ("NNP", "NNPS") and token.text[:1].isupper()
            and not ents & _PLACE_ENTS)  # not "a blacksmith", nor a letter (M, P, A …)
    if kind == "org":  # by its head: the study of Latin prosody is no institution
        return token.ent_type_ in _ORG_ENTS or token.lower_ in rules.institution_words or (
            proper and bool(lower & rules.institution_words))
    if kind == "listed":  # a school opened, not the door of a school
        return token.lower_ in pattern.value_words
    if kind == "adherent":  # a Republican, a party's man; not "a socialist" by belief
        return token.lower_ in pattern.value_words and token.text[:1].isupper()
    if kind == "work":
        return bool(ents & _WORK_ENTS) or (token.lower_ in rules.work_words) or (proper and "PERSON" not in ents)
    if kind == "event":
        return bool(ents & _EVENT_ENTS) or bool(lower & rules.event_words)
    if kind in ("kin", "kinsman"):  # I had two sisters and one brother; my father (died); no brother-in-law
        return token.lower_ in rules.kin_relation and not _hyphened(token)
    if kind == "calling":  # a captain, a weaver; not "his second wife", not a name
        return (token.tag_ in ("NN", "NNS") or token.tag_ == "NNP" and token.text.islower()) \
            and token.lower_ not in rules.kin_relation and not ents & {"PERSON"}
    if kind == "action":  # learned to read; not to love her, nor to think so
        return token.pos_ == "VERB" and token.lower_ not in rules.not_skills  # an infinitive: its base form
    if kind == "office":  # not a kinsman (she became my wife), nor a time (re-elected to a full term)
        return token.lower_ not in rules.kin_relation and token.lower_ not in rules.time_words and (
            token.pos_ in ("NOUN", "PROPN") and "PERSON" not in ents | {token.ent_type_} - {""} or proper
            or _one_of(token))
    return token.pos_ in ("NOUN", "PROPN")


def past(token: Any) -> bool:
    """False for a verb in the present tense (when I go to China; I am going to Boston in June):
    what a letter plans or a narrator does every day, not a deed of his life."""
    for _ in range(3):  # I begin to write: the governing verb's tense
        if token.tag_ in ("VBP", "VBZ") or (token.tag_ == "VBG" and any(
                c.dep_ == "aux" and c.lower_ in ("am", "is", "are", "'m", "'re", "’m") for c in token.children)):
            return False
        if token.dep_ != "xcomp" or token.head.i == token.i:
            return True
        token = token.head
    return True


def happened(token: Any, rules: FactRules) -> bool:
    """False for a trigger negated (did not go), with a modal (would go), or under a verb of
    intent or attempt (thought of going, intended to settle, tried to escape)."""
    seen = 0
    while seen < 4:
        if any(c.dep_ == "neg" or (c.dep_ == "aux" and form(c) in rules.not_done) for c in token.children):
            return False
        if token.dep_ not in ("xcomp", "pcomp", "pobj", "prep", "advcl", "acl") or token.head.i == token.i:
            return True
        token = token.head
        if form(token) in rules.not_done:
            return False
        seen += 1
    return True


def asserted(token: Any, rules: FactRules) -> bool:
    """False for a trigger inside what others contend, claim or believe (many have contended that
    he became a pious Christian; one proponent of the theory that he was a member of the Hellfire
    Club): the source reports it, it does not say it. A narrator's own "I believe that …" is his
    word, and stays."""
    for _ in range(6):
        head = token.head
        if head.i == token.i:
            return True
        if token.dep_ == "ccomp" and form(head) in rules.hearsay_verbs and not any(
                c.dep_ in ("nsubj", "nsubjpass") and c.lower_ == "i" for c in head.children):
            return False
        if token.dep_ in ("acl", "relcl", "ccomp") and form(head) in rules.hearsay_nouns:
            return False
        token = head
    return True


_DEED_RIGHT = frozenset({"dobj", "prep", "prt", "attr", "oprd", "acomp", "xcomp", "dative", "agent", "npadvmod",
                         "advmod", "ccomp"})
_MAX_DEED_TOKENS = 16


def action(token: Any) -> tuple[int, int]:
    """The token indices [start, end) of an infinitive with its "how to" and what it governs
    (how to calk; to read and write; to do a sum or describe the shape of the earth), and not a
    clause beside it (when they were brought in; the "that" of "it was then that I learned to
    speak"), at most 16 tokens."""
    start = min([token.i] + [c.left_edge.i for c in token.lefts if c.dep_ in ("aux", "advmod")])
    return start, _phrase_end(token, min(_action_end(token), start + _MAX_DEED_TOKENS))


_ACTION_RIGHT = _DEED_RIGHT - {"ccomp"}


def _action_end(token: Any) -> int:
    end = token.i + 1
    for c in token.rights:
        if c.dep_ == "punct":
            break
        if c.dep_ == "conj":
            end = max(end, _action_end(c))
        elif c.dep_ == "cc":
            end = max(end, c.i + 1)
        elif c.dep_ in _ACTION_RIGHT:
            end = max(end, c.right_edge.i + 1)
    return end


def _phrase_end(token: Any, end: int) -> int:
    """`end` moved back past punctuation and a dangling "and" (never past `token`)."""
    doc = token.doc
    while end - 1 > token.i and (doc[end - 1].is_punct or doc[end - 1].dep_ == "cc"):
        end -= 1
    return end


# What may stand in a deed's phrase beside its verb and still leave nothing done but the verb
# (went; went on; was hired): auxiliaries, particles, punctuation.
_BARE_VERB = frozenset({"aux", "auxpass", "prt", "punct", "neg"})


def deed(token: Any) -> tuple[int, int]:
    """The token indices [start, end) of a verb's phrase: the verb and what follows it in its own
    clause (its objects and prepositions, not a clause joined by "and"), at most 16 tokens; a
    passive's "was" with it (was wounded in the left arm: not "wounded", which he would have done)."""
    passive = next((c.i for c in token.lefts if c.dep_ == "auxpass" and c.lower_ in ("was", "were")), token.i)
    end = token.i + 1
    for c in token.rights:
        if c.dep_ in _DEED_RIGHT:
            end = max(end, c.right_edge.i + 1)
        elif c.dep_ in ("cc", "conj", "punct") and c.i > token.i:
            break
    return passive, _phrase_end(token, min(end, token.i + _MAX_DEED_TOKENS))


def read_sentence(sent: Any, rules: FactRules, triggers: dict[str, list[Pattern]], offset: int) -> list[Read]:
    """Every pattern match in one parsed sentence that tells what happened; `offset` turns the
    parse's character offsets into document offsets. A main verb no pattern reads, whether none
    has it for its trigger or none found a value, is offered to the catch-all patterns (trigger
    "*"), which the reader keeps only with a date of its own."""
    out: list[Read] = []
    anyverb = triggers.get("*", [])
    for token in sent:
        patterns = triggers.get(form(token), ())
        a_deed = bool(anyverb) and token.pos_ == "VERB" and token.dep_ in ("ROOT", "conj", "advcl") \
            and token.tag_ in ("VBD", "VBN") and form(token) not in rules.not_deeds
        if not (patterns or a_deed) or not (happened(token, rules) and asserted(token, rules)):
            continue
        found = _matches(token, patterns or anyverb, rules, offset)
        # "I was graduated with the class of 1832": no school, a dated deed; not a naming (the ship
        # Franklin was named in his honor), which says nothing he did
        if not found and a_deed and any(p.relation != "name" for p in patterns):
            found = _matches(token, anyverb, rules, offset)
        out += found
    return out


def _matches(token: Any, patterns: Sequence[Pattern], rules: FactRules, offset: int) -> list[Read]:
    """What the patterns of one trigger read from it."""
    out: list[Read] = []
    for pattern in patterns:
        if pattern.on_verb and (not _verbal(token) or not (pattern.present or past(_finite(token)))):
            continue
        if not pattern.on_verb and (token.pos_ not in ("NOUN", "PROPN") or _hyphened(token)):
            continue
        if pattern.unaddressed and any(c.dep_ == "dative" for c in token.children):
            continue
        if pattern.unless and any(t.lower_ in pattern.unless for c in token.children if c.dep_ == "dobj"
                                  for t in c.subtree):
            continue
        subject = _subject(token, pattern)
        obj = _object(token) if pattern.about_object else None
        relation = rules.kin_relation.get(token.lower_, pattern.relation) if pattern.relation == "kin" \
            else pattern.relation
        if pattern.kind == "date":
            out.append(Read(pattern, relation, token, None, subject))
            continue
        if pattern.kind == "deed":
            start, end = deed(token)
            if any(t.i != token.i and t.dep_ not in _BARE_VERB for t in token.doc[start:end]):  # not "went on"
                out.append(Read(pattern, relation, token, _span(token.doc, start, end, offset), subject))
            continue
        values = [(path, v) for path in pattern.value for v in walk(token, path)]
        # Warren, Rhode Island, where I was born: the place the clause's place is set beside
        values = [(path, v) for path, v in values if not (
            pattern.kind == "place" and v.dep_ == "appos" and any(w.i == v.head.i for _, w in values))]
        if pattern.there and any(c.lower_ in rules.place_adverbs for c in token.children) \
                and not any(fits(pattern, rules, v, *phrase(v)) for _, v in values):
            values = [("", v) for v in _antecedent(token, pattern, rules)]
        bodies = pattern.kind == "org" and any(path == "dobj" and fits(pattern, rules, v, *phrase(v))
                                               for path, v in values)
        for path, v in values:
            if path.startswith("^appos") and not _closed(token) or v.is_punct:
                continue
            if bodies and path.startswith("prep") and v.head.lower_ in ("at", "in"):
                continue  # entered the Seminary at Godfrey: where the body it names stands
            if pattern.kind == "person" and (name := _named_by(v) or _named_beside(v)) is not None:
                v = name  # married a man named John Rodgers, the lawyer Henry Mills: the person is the name
            # an object after the value is none of its (moved to Charleston, where … secured work)
            who = subject if obj is None or v is obj or obj.i > v.i else _object_subject(obj)
            start, end = (_before_clause(v, *calling(v)) if pattern.kind == "calling"
                          else action(v) if pattern.kind == "action"
                          else _before_clause(v, *_whole_words(token.doc, *phrase(v))))
            if pattern.kind == "person":
                start = _from_title(token.doc, start, v.i)
            if fits(pattern, rules, v, start, end):
                if pattern.kind in _NAMED_KINDS:
                    end = _with_name(v, end)
                if pattern.kind == "kin":  # the relation is the value's (two sisters: siblings)
                    relation = rules.kin_relation[v.lower_]
                    end = max([end] + [phrase(c)[1] for c in v.conjuncts])  # … and one brother
                out.append(Read(pattern, relation, token, _span(token.doc, start, end, offset), who))
                for c in sorted((c for c in v.conjuncts if c.i > v.i), key=lambda c: c.i):
                    # two sons, Andrew and Richard; Frank, Mary and Walter: the bare values joined to it
                    # after it, up to one that is not (my sister Eliza, my aunt Priscilla, Henny: no
                    # sister Henny); an action's phrase holds them (to read and write)
                    if any(g.dep_ in ("poss", "det", "appos") for g in c.children):
                        break
                    if (pattern.kind not in ("kin", "action") and c.pos_ == v.pos_
                            and fits(pattern, rules, c, *phrase(c))):
                        out.append(Read(pattern, relation, token, _span(token.doc, *phrase(c), offset), who))
    return out


_RELATIVE_WORDS = frozenset({"which", "who", "whom", "whose", "that", "where", "when"})
_NAMING_VERBS = frozenset({"called", "named", "styled", "known", "entitled"})


def _before_clause(noun: Any, start: int, end: int) -> tuple[int, int]:
    """The phrase without a relative clause after its noun (the presidency of Kenyon College, which he
    resigned in 1845: the presidency of Kenyon College); a clause with no relative word is part of a
    title (The World I Live In), and one that names the noun stays (a club, which was called the Junto)."""
    clause = next((c for c in noun.subtree if c.dep_ == "relcl" and c.left_edge.i > noun.i
                   and any(w.lower_ in _RELATIVE_WORDS for w in noun.doc[c.left_edge.i:c.left_edge.i + 2])
                   and c.lower_ not in _NAMING_VERBS), None)
    if clause is not None and start < clause.left_edge.i < end:
        end = clause.left_edge.i
        while end > start + 1 and noun.doc[end - 1].is_punct:
            end -= 1
    return start, end


def _with_name(noun: Any, end: int) -> int:
    """The end of a common noun's phrase moved past the proper name set beside it (a weekly
    newspaper, the Hartford Clarion; my second book, The Valley Road): the name is what a reader
    asks for."""
    named = _named_beside(noun, titles=True)
    if named is None:
        return end
    start, named_end = _whole_words(noun.doc, *phrase(named))
    for c in named.rights:  # Scenes in Ceylon: a title's capitalised words after its preposition
        if c.dep_ == "prep" and c.i == named_end and any(g.dep_ == "pobj" and g.text[:1].isupper()
                                                         for g in c.children):
            named_end = c.right_edge.i + 1
    bracket = next((t.i for t in noun.doc[start:named_end] if t.tag_ == "-LRB-"), named_end)  # Life (1903)
    return max(end, _phrase_end(named, bracket))


def _verbal(token: Any) -> bool:
    """A verb, or a participle the parser took for an adjective after "was" (I was married to …)."""
    return token.pos_ in ("VERB", "AUX") or (token.dep_ == "acomp" and token.tag_ in ("JJ", "VBN"))


def _finite(token: Any) -> Any:
    """The verb that carries a participle's tense: "was" for "was married" read as an adjective."""
    return token.head if token.dep_ == "acomp" else token


def _span(doc: Any, start: int, end: int, offset: int) -> Span:
    """Document offsets of the tokens [start, end) of a paragraph parsed at `offset`."""
    return Span(offset + doc[start].idx, offset + doc[end - 1].idx + len(doc[end - 1]))


def _antecedent(verb: Any, pattern: Pattern, rules: FactRules) -> list[Any]:
    """The place "there" stands for: the nearest value the same pattern reads before the verb, in
    its sentence or the one before, whether or not that was done (it was arranged that I should go
    to the Wright-Humason School … I went there in October, 1894)."""
    sent = verb.sent
    before = verb.doc[sent.start - 1].sent if sent.start > 0 else None
    tokens = ([*before] if before is not None else []) + [t for t in sent if t.i < verb.i]
    for t in reversed(tokens):
        if form(t) in pattern.trigger:
            found = [v for path in pattern.value for v in walk(t, path) if fits(pattern, rules, v, *phrase(v))]
            if found:
                return found[:1]
    return []


def _owned(token: Any) -> bool:
    """A noun a person's possessive stands before (his partisan, Keller's instructor), or "one of"
    such (one of his hearers); not a body's (its president, the Society's Corresponding Member)."""
    nouns = [token] + [g for c in token.children if _one_of(token) and c.lower_ == "of" for g in c.children]
    return any(c.dep_ == "poss" and (c.lower_ in _PERSONS_OWN or c.ent_type_ == "PERSON")
               for n in nouns for c in n.children)


def _one_of(token: Any) -> bool:
    """"one of the commissioners": a number that heads a noun phrase of its own."""
    return token.lower_ == "one" and any(c.dep_ == "prep" and c.lower_ == "of" for c in token.children)


def _hyphened(noun: Any) -> bool:
    """A noun that runs on with a hyphen is another word (brother-in-law is no brother)."""
    return noun.i + 1 < len(noun.doc) and noun.doc[noun.i + 1].text in ("-", "‑")


def _whole_words(doc: Any, start: int, end: int) -> tuple[int, int]:
    """A phrase widened to the whole of a word it cuts at a hyphen (the parser may take the parts of
    "Vice-President of the Freshman Class" for two values), and of a quotation it cuts."""
    def joined(i: int) -> bool:  # doc[i] - doc[i + 2], written without spaces
        return i >= 0 and i + 2 < len(doc) and doc[i + 1].text in ("-", "‑") and not doc[i].whitespace_ \
            and not doc[i + 1].whitespace_
    while joined(start - 2):
        start -= 2
    while joined(end - 1):
        end = max(end + 2, phrase(doc[end + 1])[1])
    return start, _quote_closed(doc, start, end)


def _quote_closed(doc: Any, start: int, end: int) -> int:
    """The end of a phrase that opens a quotation and stops inside it, moved to where the quotation
    closes in its sentence: a title is read whole (a pamphlet, entitled "An Account of the
    new-invented Pennsylvania Fireplaces; wherein …"), however the parser cut it."""
    if sum(t.text in _QUOTE_MARKS for t in doc[start:end]) % 2 == 0:
        return end
    sentence_end = doc[end - 1].sent.end
    closing = next((t.i for t in doc[end:sentence_end] if t.text in _QUOTE_MARKS), None)
    return end if closing is None else closing + 1


def _closed(noun: Any) -> bool:
    """Whether a kinsman noun set beside a name is an apposition that ends with it (Dr. Bell, my
    father, …), not a clause of its own ("Dr. Bell, my father with a sad heart": he went too)."""
    after = noun.right_edge.i + 1
    if after < len(noun.doc) and not noun.doc[after].is_punct:
        return False
    return not any(c.dep_ in ("prep", "acl", "relcl") and c.lower_ != "of" for c in noun.children)


def _object(verb: Any) -> Any | None:
    """The object of an active verb: whom a thing is done to (they appointed me; I sent my servant).
    An object standing before the first of two joined verbs is both verbs' (the story which I
    wrote and sent to Mr. A.: the story was sent), one after it only the first's (I left him and went)."""
    if any(c.dep_ in ("nsubjpass", "auxpass") for c in verb.children):
        return None
    own = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if own is None and verb.dep_ == "conj" and not any(c.dep_ == "nsubj" for c in verb.children):
        return next((c for c in verb.head.children if c.dep_ == "dobj" and c.i < verb.head.i), None)
    return own


def _object_subject(obj: Any) -> Any | None:
    """Whose fact a thing done to the object is: a name's or "me"'s, read; anyone else's (I named it
    Annie; I sent one of my servants to Leith), nobody's."""
    return obj if obj.tag_ in ("NNP", "NNPS") or obj.lower_ in ("me", "us") else None


def _subject(token: Any, pattern: Pattern) -> Any | None:
    if pattern.subject == "verb":
        return verb_subject(_finite(token))
    found = next((f for path in pattern.subject.split() if (f := walk(token, path))), [])
    return found[0] if found else None
