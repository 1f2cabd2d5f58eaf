"""A birth or death year his stored facts give where no evidence sentence says it with its verb.

The reader takes his life dates from shapes no sentence rule reads again: a title page's
"Thomas Ashby\n\n(1823-1911)" (title_dates.py), whose bracket the evidence splits off from his
name, so "he was born in 1823" found the year but no "born" beside it and was only not_included.
A claim's birth or death date is supported by his decided stored facts of that relation when
every dated one of them agrees with it and states it at least as precisely (a stored 1823 never
gives a claimed 3 March 1823); the claim's bare "born" or "died" goes with it. Never for a claim
that denies ("was not born in 1823"), which the sentence rules read.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....verify.verdicts import SUPPORTED, UNSUPPORTED
from ..dates import find_dates
from .atoms import DATE
from .claims import WORDS, AtomCheck
from .sentences import words
from .single import Stated
from .vocabulary import Vocabulary

_RELATIONS = ("birth", "death")  # predicate groups of data/en_verify.toml, named as the stored relations


def stated_dates(claim: str, facts: Sequence[AtomCheck], stated: Sequence[Stated], vocabulary: Vocabulary) -> None:
    """Mark supported each claimed birth or death date the rules left unsupported that his stored
    facts give (see the module's docstring), citing the stored value; then the claim's other
    words when they are only those relations' words."""
    if any(vocabulary.negation(w.norm) for w in words(claim)):
        return
    said: set[str] = set()
    quote = None
    for atom in facts:
        if atom.verdict != UNSUPPORTED or atom.kind != DATE or not atom.predicate:
            continue
        forms, group = vocabulary.predicate_forms(atom.predicate.split()[0].lower())
        dated = [s for s in stated if s.relation == group and s.dated] if group in _RELATIONS else []
        mine = [d.iso for d in find_dates(claim) if d.start == atom.start and d.iso]
        if dated and mine and all(_iso(s).startswith(mine[0]) for s in dated):
            atom.verdict, atom.method, atom.quote, atom.sentence = SUPPORTED, "rules", dated[0].quote, None
            atom.reason = f"his stored {group} says {dated[0].value}"
            said, quote = said | forms, quote or dated[0].quote
    for atom in facts:
        if atom.kind == WORDS and atom.verdict in (UNSUPPORTED, SUPPORTED) and quote is not None and \
                {w.norm for w in words(atom.text)} <= said:
            atom.verdict, atom.method, atom.quote, atom.sentence = SUPPORTED, "rules", quote, None
            atom.reason = "the words of the stored fact that gives its date"


def _iso(stated: Stated) -> str:
    """The stored date as ISO: its words read as a date, or its year alone ("1823", a bare year
    no date reader takes out of context); "" when neither."""
    found = find_dates(stated.value)
    if len(found) == 1 and found[0].iso:
        return found[0].iso
    return str(stated.year) if stated.year is not None and stated.value.strip() == str(stated.year) else ""
