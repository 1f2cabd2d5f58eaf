"""A claim that gives a person another father, mother, birth or death than the sources state.

The sentence rules (atom_match.py) contradict a claim only where one evidence sentence says its
predicate with another value in the words after it; "He was the son of John Smith" against "I was
the eldest son of James Weller and Agnes Lindsay" or "My father, James Weller, was a weaver" finds
no such sentence and was only not_included. A person has one father, one mother, one birth and
one death: when the facts stored as his state that relation and the claim's value is none of
theirs, nor stands in a sentence any of them was read from, the sources say otherwise, and the
check says so, citing the stored value. The other way, a birth or death year stored from a shape
the sentence rules cannot read (the years under his name on a title page) supports the claim's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ....store.rows import TripleRow
from ....verify.verdicts import CONTRADICTED, SUPPORTED, UNSUPPORTED
from ..dates import DateMention, find_dates
from .atoms import DATE, NAME
from .claims import WORDS, AtomCheck, Quote
from .date_compare import date_holds
from .parsed import SUBJECTS, parse
from .sentences import fold, sentence_spans, words
from .vocabulary import Vocabulary

# The stored relations that state each predicate group of data/en_verify.toml with one true value;
# "son of" or "daughter of" (the child group before "of") asks for either parent.
_STORED = {"birth": ("birth",), "death": ("death",), "father": ("father", "parent"),
           "mother": ("mother", "parent"), "child-of": ("father", "mother", "parent")}
_PERSONS = frozenset({"father", "mother", "child-of"})
# The plain word of a birth or a death: an atom supported by an idiom (I came into the world …)
# yields to a stored fact read from a sentence that says it plainly (I was born at Perth …).
_PLAIN = {"birth": "born", "death": "died"}


@dataclass(frozen=True)
class Stated:
    """A stored fact of a single-valued relation: its value, year, and the sentence it was read from."""

    relation: str
    value: str
    year: int | None
    dated: bool  # the value is the date itself (born on March 3, 1812), not a place or a name
    sentence: str
    quote: Quote


def stated_facts(facts: Sequence[TripleRow], text_of: Callable[[int], str]) -> list[Stated]:
    """His decided facts of the relations _STORED names, with the sentences they were read from."""
    wanted = {r for rs in _STORED.values() for r in rs}
    out = []
    for t in facts:
        if t.relation not in wanted or not t.decided:
            continue
        text = text_of(t.document_id)
        out.append(Stated(t.relation, t.tail_text, t.year, t.method.endswith(("-on", "-date")) or (
            t.year is not None and str(t.year) in t.tail_text), text[t.start:t.end],
            Quote(t.document_id, t.value_start, t.value_end, text[t.value_start:t.value_end], (t.start, t.end))))
    return out


def stated_otherwise(atoms: Sequence[AtomCheck], stated: Sequence[Stated], vocabulary: Vocabulary) -> None:
    """Mark each atom the sentence rules left unsupported contradicted when the stored facts of
    its single-valued relation state another value (see the module's docstring); and a parent
    they supported by words near a father word that none of the stored parents is."""
    for atom in atoms:
        if atom.verdict not in (UNSUPPORTED, SUPPORTED) or atom.kind not in (DATE, NAME) or not atom.predicate:
            continue
        word = atom.predicate.split()[0].lower()
        _, group = vocabulary.predicate_forms(word)
        if group == "child" and atom.predicate.lower().endswith(" of"):
            group = "child-of"
        relations = _STORED.get(group)
        single = group in vocabulary.single or group == "child-of" and bool({"father", "mother"} & vocabulary.single)
        plain = _PLAIN.get(group, "") if atom.verdict == SUPPORTED and not _says(atom, _PLAIN.get(group)) else ""
        if relations is None or not single or atom.verdict == SUPPORTED and group not in _PERSONS and not plain:
            continue  # a project's en_verify.toml may say a relation has more than one true value
        same = [s for s in stated if s.relation in relations and s.dated == (atom.kind == DATE)
                and (not plain or plain in {w.norm for w in words(s.sentence)})]
        # a parent is one of the parents stored, word for word: "my great grandfather, Nanamakee, …
        # given me by my father, Pyesa" has a father word near Nanamakee, but he is no father
        if not same or any(_holds(atom, s, group in _PERSONS) for s in same):
            continue
        values = "; ".join(dict.fromkeys(s.value for s in same))
        atom.verdict, atom.method = CONTRADICTED, "rules"
        atom.reason = f"the sources say {same[0].relation} {values}, not {atom.text}"
        atom.quote, atom.sentence = same[0].quote, None


def stated_so(claim: str, atoms: Sequence[AtomCheck], stated: Sequence[Stated], vocabulary: Vocabulary,
              about: Sequence[str]) -> None:
    """Mark supported a date of his birth or death that the sentence rules leave unsupported when
    his stored fact of that relation holds it at least as precisely and was read from no one sentence
    with both a word of the relation and the year: a shape the rules cannot read (his title page's
    "(1823-1911)" under his name, title_dates.py; "… in 1849. That was the year I was born."), not
    one they read and refused (another's birth, a wish); and
    the claim's other words with it when they are only that relation's ("born"). Only for a plain
    claim whose verb has him for subject: "his mother was born in 1823" is hers."""
    for atom in atoms:
        if atom.verdict != UNSUPPORTED or atom.kind != DATE or not atom.predicate:
            continue
        word = atom.predicate.split()[0].lower()
        forms, group = vocabulary.predicate_forms(word)
        claimed = next((d for d in find_dates(claim) if d.start <= atom.start < d.end), None)
        if group not in _PLAIN or claimed is None or not _his_plain_verb(claim, word, vocabulary, about):
            continue
        same = next((s for s in stated if s.relation == group and s.dated and not _read_whole(s, forms)
                     and any(date_holds(d, claimed) for d in _dates(s))), None)
        if same is None:
            continue
        # what the claim says besides its atoms, when it is only the word of the relation ("born")
        bare = [f for f in atoms if f.kind == WORDS and f.verdict == UNSUPPORTED
                and {w.norm for w in words(f.text)} <= forms]
        for fact in [atom, *bare]:
            fact.verdict, fact.method, fact.quote, fact.sentence = SUPPORTED, "rules", same.quote, None
            fact.reason = f"his stored {group} is {same.value}"


def _read_whole(stated: Stated, forms: frozenset[str]) -> bool:
    """Whether one sentence of those a stored date was read from holds both a word of its relation and
    its year: a shape the sentence rules read (and refused, if they did), unlike a year the reader took
    from the sentence before ("… in 1849. That was the year I was born."). A year no sentence writes
    was counted ("born two years later than he"), from an anchor the reader may have mistaken: no
    support either."""
    year = str(stated.year)
    said = [{w.norm for w in words(stated.sentence[a:b])} for a, b in sentence_spans(stated.sentence)]
    return stated.year is None or not any(year in ws for ws in said) or any(forms & ws and year in ws for ws in said)


def _dates(stated: Stated) -> list[DateMention]:
    """The dates of a stored value: as written ("March 3, 1812"), or its year alone ("1823")."""
    value = stated.value
    return find_dates(value) or ([DateMention(0, len(value), value, str(stated.year), stated.year, "year")]
                                 if stated.year is not None else [])


def _his_plain_verb(claim: str, word: str, vocabulary: Vocabulary, about: Sequence[str]) -> bool:
    """Whether the claim asserts `word` of him: no denial in it, and the verb's subject (or, for a
    participle opening it, its main verb's) is he, she, I or a word of his names, not a kinsman."""
    doc = parse(claim)
    verb = next((t for t in doc if t.lower_ == word), None)
    if verb is None or any(t.dep_ == "neg" or vocabulary.negation(fold(t.text)) for t in doc):
        return False
    own = {w.norm for name in about for w in words(name)} - vocabulary.titles
    while verb is not None:
        subjects = [c for c in verb.children if c.dep_ in SUBJECTS]
        if subjects:
            return all(c.lower_ in ("he", "she", "i") or fold(c.text) in own for c in subjects)
        verb = verb.head if verb.dep_ in ("advcl", "conj") and verb.head is not verb else None
    return False


def _says(atom: AtomCheck, word: str | None) -> bool:
    """Whether the sentence the atom rests on says `word` (None: no plain word to ask for)."""
    return word is None or atom.sentence is not None and word in {w.norm for w in words(atom.sentence.text)}


def _holds(atom: AtomCheck, stated: Stated, person: bool = False) -> bool:
    """Whether a stored fact may say what the atom says: the same year for a date (a claim's year
    of a stored day); for a name, its last word in the stored value or the sentence it was read
    from (born in Fife: "born in Dunmore, in the county of Fife"), and its first word too when
    both are full names (John Weller is not James Weller). A parent stored by his given name alone
    ("My father, Josiah, …") is the claim's when its first word is his: the sources give no
    surname to set against "Josiah Franklin"."""
    if atom.kind == DATE:  # a year stated as one of two ("1858 or 1859") is that year too
        years = {w.norm for w in words(atom.text) if w.norm.isdigit() and len(w.norm) == 4}
        said = {w.norm for w in words(stated.value)} | {str(stated.year)}
        return stated.year is None or not years or bool(years & said)
    mine = [w.norm for w in words(atom.text) if w.norm not in ("the", "of")]
    value = [w.norm for w in words(stated.value)]
    theirs = set(value) | (set() if person else {w.norm for w in words(stated.sentence)})
    if person and len(value) == 1 and mine and mine[0] == value[0]:
        return True
    return not mine or mine[-1] in theirs and (len(mine) < 2 or len(value) < 2 or mine[0] in theirs)
