"""Where a name stands in a sentence, by its bounds: the preposition before it ("born in X" is not
"born near X"), and whether it is the tail of a longer name ("Secretary" in "Assistant Secretary of
the Board" names another office, "Boston" in "South Boston" another place)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from .office_bounds import another_office
from .sentences import Sentence, Word, abbreviation_at

if TYPE_CHECKING:
    from spacy.tokens import Token

PREPOSITION_REACH = 3  # words before a value in which the preposition governing it stands
_PREPOSITIONS = {"in", "at", "near", "from", "to", "into", "of", "on", "by", "with", "for", "under", "upon", "outside",
                 "inside", "within", "without", "beyond", "across", "through", "toward", "towards", "before", "after",
                 "since", "until", "till", "during", "about", "around", "against", "among", "between", "behind"}
# The kinds of place a name is written after, with "of": "the town of X", "the State of X".
PLACE_KINDS = {"town", "city", "village", "county", "state", "township", "parish", "borough", "hamlet", "port",
                "island", "province", "kingdom", "district", "territory", "colony", "valley"}
_PLACE_TAIL = 6  # words of a place's longer name after its first ("Essex county, N. Y.")
_WHERE_REACH = 4  # words after "where" in which its verb stands ("where I was born")
_SAME_PREPOSITION = {"at": "in", "into": "to", "towards": "toward", "till": "until", "upon": "on"}
# Marks no name of a person or a place is written across, nor set off from its word by: a sentence's
# end, a quotation, italics (the title of a song or a book); not a dash ("My father--John Hale--was …")
_MARKS = re.compile(r"[!?\"“”_]")


def inside_longer_name(sentence: Sentence, first: int, is_name: Callable[[int], bool], claimed: str,
                       token: Token | None) -> bool:
    """Whether the name at word `first` (`token`, its parse) has a name's word right before it, with
    only a space between, or a word that makes it another office ("Vice-President", "Lieutenant
    Governor": office_bounds.py), other than the word the claim sets before it (`claimed`: "Poor
    Richard's Almanac"): the claim's name is then the tail of another. Not a person's (a title such
    as "General" is no name word, and "Miss Sullivan" is "Annie Sullivan")."""
    k = first - 1
    ws = sentence.words
    if k < 0 or ws[k].norm == claimed or token is not None and token.ent_type_ == "PERSON":
        return False
    gap = sentence.text[ws[k].end - sentence.start:ws[first].start - sentence.start]
    return not gap.strip() and is_name(k) or another_office(sentence, first, {(claimed, ws[first].norm)})


def name_words(norms: tuple[str, ...], person: bool, titles: frozenset[str]) -> list[str]:
    """The words a name is looked for by: titles and its leading article aside ("Mr. Covey" is
    "Covey"), but an office's title after its first word ("Postmaster General" is no Postmaster)
    and an article inside it, which the source writes too ("How the Other Folk Live")."""
    return [n for k, n in enumerate(norms) if (n != "the" or set(norms[:k]) - titles - {"the"}) and (
        n not in titles or not person and set(norms[:k]) - titles - {"the"})]


def preposition_before(ws: tuple[Word, ...], first: int) -> str:
    """The preposition nearest before word `first`, within PREPOSITION_REACH words ("" if none);
    the "of" of a place's kind is no preposition of its own ("born in the town of Minerva")."""
    k, reach = first - 1, first - 1 - PREPOSITION_REACH
    while k > max(-1, reach):
        if ws[k].norm == "of" and k > 0 and ws[k - 1].norm in PLACE_KINDS:
            reach = k - 2 - PREPOSITION_REACH
        elif ws[k].norm in _PREPOSITIONS:
            return ws[k].norm
        k -= 1
    return ""


def told_after(ws: tuple[Word, ...], last: int, forms: frozenset[str]) -> bool:
    """Whether the place ending at word `last` is told of by a "where" clause after it and the
    rest of its name, whose verb is one of the claim's `forms` ("removed to the town of Minerva,
    Essex county, N. Y., where I was born"): its own preposition is another verb's, not the claim's."""
    for k in range(last + 1, min(len(ws), last + 1 + _PLACE_TAIL)):
        if ws[k].norm == "where":
            return any(w.norm in forms for w in ws[k + 1:k + 1 + _WHERE_REACH])
        if not (ws[k].capital or ws[k].norm in PLACE_KINDS):
            return False
    return False


def written_short(ws: tuple[Word, ...], shorts: tuple[tuple[str, ...], ...]) -> list[tuple[int, int]]:
    """Where a place's short form (`shorts`: en_verify.toml's short_places) stands after another
    place's name or kind, in capitals ("Essex county, N. Y."): first and last word."""
    norms = [w.norm for w in ws]
    return [(i, i + len(short) - 1) for short in shorts for i in range(1, len(ws) - len(short) + 1)
            if tuple(norms[i:i + len(short)]) == short and (ws[i - 1].capital or norms[i - 1] in PLACE_KINDS)
            and all(w.capital for w in ws[i:i + len(short)])]


def same_preposition(claimed: str, found: str) -> bool:
    """"born in X" is not "born near X": a value the claim puts after a preposition must not
    stand after another one in the source (none there is no conflict)."""
    return not claimed or not found or _SAME_PREPOSITION.get(claimed, claimed) == _SAME_PREPOSITION.get(found, found)


def marked_off(sentence: Sentence, p: int, first: int, last: int) -> bool:
    """Whether the capitalised words `first`..`last` after the word at `p` are no value of its: a mark
    stands between them or among them (_MARKS, or a full stop that closes no title or initial): "my
    father said.--"_My boy!_"" gives no father "My", "joined my mother in _The Pirate's Serenade_,
    _Erin's Green Shore_" no mother; "my father, Mr. James Hale," is one. Nor when the word itself,
    capitalised, is the first of the same name ("Mother Goose", "Father Mathew"; not "Father, James")."""
    ws, text, at = sentence.words, sentence.text, sentence.start
    gap, joined = text[ws[p].end - at:ws[last].end - at], not text[ws[p].end - at:ws[first].start - at].strip()
    stop = any(c == "." and not abbreviation_at(text, ws[p].end - at + i) for i, c in enumerate(gap))
    return bool(_MARKS.search(gap)) or stop or first == p + 1 and ws[p].capital and joined
