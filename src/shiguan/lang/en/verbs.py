"""A word as the patterns of data/en_facts.toml match it (lower-cased, the old "'d" spelt "ed",
an idiom for birth or death read as "born" or "died"), the steps of a pattern's path through
the parse, the subject a verb takes from the verb it depends on, and its object.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ...rules import load_rules
from .nlp import lemma as lemma_of

# Idioms for the two ends of a life, read as the word the patterns trigger on: the verb, a word it
# governs, and that word's object ("" for none). I came into the world at Brattleboro; he first saw
# the light at Perth ("first" needed: one who "saw the light" may have been converted); she passed
# away at the home of her son-in-law; he departed this life in 1839; she breathed her last at Perth;
# I commenced the struggle of life on the 12th day of November, 1815 (the object's "of": its third word).
_IDIOMS = {("came", "into", "world"): "born", ("come", "into", "world"): "born", ("saw", "light", ""): "born",
           ("passed", "away", ""): "died", ("departed", "life", ""): "died", ("breathed", "last", ""): "died",
           ("commenced", "struggle", "life"): "born", ("began", "struggle", "life"): "born",
           ("commenced", "journey", "life"): "born", ("began", "journey", "life"): "born"}
_IDIOM_VERBS = frozenset(verb for verb, _, _ in _IDIOMS)
_NEEDS_FIRST = frozenset({("saw", "light", "")})


def idiom_verb(word: str) -> bool:
    """Whether a word (lower-case) may head one of _IDIOMS: only then is the parse asked what it says."""
    return word in _IDIOM_VERBS


def infinitive(verb: Any) -> bool:
    """Whether the verb is an infinitive: "to" is its auxiliary (to study, to be prepared)."""
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


def passive(verb: Any) -> bool:
    """Whether the verb is told in the passive: it has a passive auxiliary (was bought, was hired)."""
    return any(c.dep_ == "auxpass" for c in verb.children)


def form(token: Any) -> str:
    """A word as patterns match it: lower-cased, the old "'d" spelt "ed" (publish'd → published),
    and the verb of an idiom for birth or death read as "born" or "died" (_IDIOMS)."""
    word = token.lower_
    if word in _IDIOM_VERBS and (said := _idiom(token)):
        return said
    return word[:-2] + "ed" if word.endswith(("'d", "’d")) else word


def _idiom(verb: Any) -> str:
    """What one of _IDIOMS says, when the verb heads one bare; else "" (_bare)."""
    first = any(a.lower_ == "first" for a in verb.children)
    for c in verb.children:
        nouns = [g for g in c.children if g.dep_ == "pobj"] if c.dep_ == "prep" else [c] + [
            g for o in c.children if o.dep_ == "prep" and o.lower_ == "of" for g in o.children]
        for noun in nouns:
            key = (verb.lower_, c.lower_, "" if noun is c else noun.lower_)
            if key in _IDIOMS and (first or key not in _NEEDS_FIRST) and _bare(verb, c, noun):
                return _IDIOMS[key]
    return ""


def _bare(verb: Any, word: Any, noun: Any) -> bool:
    """Whether the idiom stands bare, as a life's end says it: its noun has no "of" of its own (the
    world of business, the light of truth, this life of idleness), "passed away" no object (passed
    away the winter), and a life's struggle or journey no "as", age, "anew" or "in earnest" (commenced
    the struggle of life as a clerk at fourteen; began the journey of life again)."""
    if any(g.dep_ == "prep" and g.lower_ == "of" for g in noun.children):
        return False
    if word.lower_ == "away" and any(c.dep_ == "dobj" for c in verb.children):
        return False
    near = [c for t in (verb, word, noun) for c in t.children]
    return word.lower_ not in ("struggle", "journey") or not any(
        c.lower_ in ("anew", "again", "as") or c.dep_ == "prep" and any(g.lower_ in ("age", "earnest") or (
            c.lower_ == "at" and g.like_num) for g in c.children) for c in near)


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


def semicolon_between(a: Any, b: Any) -> int:
    """1 when a semicolon stands between token `a` and a token `b` after it, -1 when `b` stands before
    it, else 0: they are of two clauses, however the parse joins them (I became a teacher, and Henry
    Ward a porter; next, a salesman; then, a partner: the parse's stray "partner" is the list's)."""
    parted = any(t.text == ";" for t in a.doc[min(a.i, b.i) + 1:max(a.i, b.i)])
    return 0 if not parted else 1 if b.i > a.i else -1


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
        subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
        subj = next((c for c in subjects if not semicolon_between(verb, c)), subjects[0] if subjects else None) or next(
            (g for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < verb.i for g in c.children
             if g.dep_ in ("nsubj", "nsubjpass")), None)  # I was no doubt born: the parse hangs "I" on "was"
        if subj is not None:  # a reflexive alone is no subject: "younger than myself died" is a misparse
            return None if seen and singular and subj.lower_ in _NOT_SINGULAR or subj.lower_.endswith(
                ("self", "selves")) and not any(c.dep_ == "conj" for c in subj.children) else subj
        if verb.dep_ == "ROOT" and seen == 0 and (told := _elided(verb)) is not None:
            return told
        participle = verb.tag_ in ("VBG", "VBN") and verb.dep_ in ("advcl", "pcomp")
        purpose = verb.dep_ == "advcl" and infinitive(verb)
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


_ELIDING_MARKS = frozenset({"as", "while", "since", "when"})


def verb_object(verb: Any) -> Any | None:
    """The object of an active verb: whom a thing is done to (they appointed me; I sent my servant).
    An object standing before the first of two joined verbs is both verbs' (the story which I
    wrote and sent to Mr. A.: the story was sent), one after it only the first's (I left him and went).
    The small model takes the object before a complement for a dative (appointed me colonel): it is the
    object still, not whom the governor gave a colonel to."""
    if any(c.dep_ in ("nsubjpass", "auxpass") for c in verb.children):
        return None
    own = next((c for c in verb.children if c.dep_ == "dobj" or c.dep_ == "dative" and any(
        o.dep_ == "oprd" and o.i > c.i for o in verb.children)), None)
    if own is None and verb.dep_ == "conj" and not any(c.dep_ == "nsubj" for c in verb.children):
        return next((c for c in verb.head.children if c.dep_ == "dobj" and c.i < verb.head.i), None)
    return own


def object_subject(obj: Any) -> Any | None:
    """Whose fact a thing done to the object is: a name's or "me"'s, read; anyone else's (I named it
    Annie; I sent one of my servants to Leith), nobody's."""
    return obj if obj.tag_ in ("NNP", "NNPS") or obj.lower_ in ("me", "us") else None


def _elided(verb: Any) -> Any | None:
    """The narrator's "I" or "we" of a clause of time set before a main verb in the past that has no
    subject of its own (But as we lived together … for nearly half a century, had seven children):
    the writer left it out, the subject is the clause's."""
    if verb.tag_ != "VBD":
        return None
    clause = next((c for c in verb.children if c.dep_ == "advcl" and c.i < verb.i
                   and any(g.dep_ == "mark" and g.lower_ in _ELIDING_MARKS for g in c.children)), None)
    subj = next((c for c in clause.children if c.dep_ == "nsubj"), None) if clause is not None else None
    return subj if subj is not None and subj.lower_ in ("i", "we") else None


@cache
def _irregular() -> dict[str, str]:
    """A verb's present → its simple past, from questions_en.toml's irregular pasts (the first listed)."""
    past: dict[str, str] = {}
    for said, present in load_rules("questions_en.toml")["irregular_past"].items():
        past.setdefault(present, said)
    return past


def past_form(verb: Any) -> str:
    """The simple past of a participle (graduating → graduated, marrying → married, stopping →
    stopped, leaving → left), so that a deed told as "Graduating in 1843, I …" is said as done."""
    lemma = lemma_of(verb)
    if lemma in _irregular():
        return _irregular()[lemma]
    if lemma.endswith("e"):
        return lemma + "d"
    stem = verb.lower_.removesuffix("ing")
    return stem[:-1] + "ied" if len(stem) > 1 and stem[-1] == "y" and stem[-2] not in "aeiou" else stem + "ed"
