"""A title is held only whole: a word of the claim's office stands in a source sentence for it only
where no other word makes it another office. "Vice-President" is no President, "Lieutenant-Governor"
or "Lieutenant Governor" no Governor, "Attorney-General" no General, "Assistant Secretary" no
Secretary: the tail of a hyphened word, or a word after a rank word (vice, lieutenant, deputy,
assistant, sub, under, acting, brevet), names another office unless the claim writes that head
too. Two heads keep the office: "ex-" (an ex-President was President) and the grades of one office
(a brigadier-, major- or lieutenant-general is a general, so "general" alone is held by them, but
"brigadier-general" is not held by "major-general": the claim's head must stand there). A title
before another man's name ("met Governor Hale"; a person to the parser, not "Governor January 10")
is that man's, never his, whatever the parser calls the name ("orderly to Colonel Hale"). A title's
first word is no title of its own ("Major General" is no major, "Lieutenant Colonel" no lieutenant),
and a rank written short is the rank ("Lieut.-Governor", "Asst. Secretary", "Brig. General"). The
claim writes a head only in the title itself ("lieutenant governor"), not elsewhere ("Pell, once a
lieutenant of dragoons, was elected Governor")."""

from __future__ import annotations

import re
from collections.abc import Container
from typing import TYPE_CHECKING

from .parsed import token_at
from .sentences import Sentence, Word, fold, words

if TYPE_CHECKING:
    from .atoms import ClaimReading

HYPHENS = frozenset({"-", "‐", "‑"})
RANKS = frozenset({"vice", "lieutenant", "deputy", "assistant", "sub", "under", "acting", "brevet"})
_FORMER = frozenset({"ex"})
_GRADES = {"general": frozenset({"brigadier", "major", "lieutenant"})}
_SHORT = {"lieut": "lieutenant", "lt": "lieutenant", "brig": "brigadier", "maj": "major", "gen": "general",
          "col": "colonel", "capt": "captain", "asst": "assistant", "dep": "deputy"}
_NO_NAME = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY"})  # "Governor January 10"
_GRADE_FIRST = RANKS | {"major", "brigadier", "rear"}  # "Major General"; not "Consul General", "Sergeant Major"
_UNITS = frozenset({"commissary", "subsistence", "infantry", "volunteers", "regiment", "artillery", "cavalry",
                    "dragoons", "rifles", "militia", "battalion", "brigade", "corps", "division", "engineers"})
_BE = frozenset({"was", "were", "is", "are", "be", "been"})  # "Hale was a Whig": "to be" a word or so before
_ONES = "one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
_NUMBER = re.compile(rf"((twen|thir|for|fif|six|seven|eigh|nine)(ty|tieth)\W?)?({_ONES}|ten|tenth|eleven(th)?|"
                     rf"twelve|twelfth|(thir|four|fif|six|seven|eigh|nine)teen(th)?|hundred)?$")  # "Twenty-first"


def _gap(sentence: Sentence, k: int) -> str:
    """What stands between word `k` and the word before: the full stop of a rank written short
    aside ("Lieut. Governor" is spaced, "Lieut.-Governor" hyphened)."""
    ws = sentence.words
    gap = sentence.text[ws[k - 1].end - sentence.start:ws[k].start - sentence.start] if k else " "
    return gap[1:] if gap[:1] == "." and ws[k - 1].norm in _SHORT and len(gap) > 1 else gap


def _full(norm: str) -> str:
    return _SHORT.get(norm, norm)


def another_office(sentence: Sentence, k: int, claimed: Container[tuple[str, str]],
                   titles: frozenset[str] = frozenset()) -> bool:
    """Whether word `k`, an office (capitalised, a title, or after a rank word), is made another
    office by the word before it: hyphened to it, or a rank word before it, other than a pair of
    words the claim says together (`claimed`: "lieutenant governor"), "ex-" or a grade. A thing's
    compound is no office ("salt-furnace")."""
    if not k:
        return False
    w, head = sentence.words[k], _full(sentence.words[k - 1].norm)
    return _joins(head, _gap(sentence, k), w, titles) and (head, w.norm) not in claimed and head not in _FORMER \
        and head not in _GRADES.get(w.norm, ())


def heads(claim: str, titles: frozenset[str]) -> frozenset[str]:
    """The claim's words that make its office what it is ("vice" of "vice-president", "brigadier"
    of "brigadier-general", "acting" of "acting governor"): a source must say them too; not the
    head of a thing's compound ("salt" of "salt-furnace")."""
    ws = words(claim)
    return frozenset(w.norm for w, nxt in zip(ws, ws[1:])
                     if w.norm not in _FORMER and _joins(w.norm, claim[w.end:nxt.start], nxt, titles))


def _joins(head: str, gap: str, tail: Word, titles: frozenset[str]) -> bool:
    """Whether `head`, with `gap` between, makes the word `tail` part of another office: a rank word
    hyphened or spaced before it (Lieutenant Governor), or any word hyphened to a capitalised word
    or a title (Attorney-General; not salt-furnace)."""
    return head in RANKS and (gap in HYPHENS or not gap.strip()) \
        or gap in HYPHENS and (tail.capital or tail.norm in titles)


def offices_of_others(sentence: Sentence, claim: str, his: frozenset[str], titles: frozenset[str],
                      asked: Container[str] = ()) -> set[str]:
    """The sentence's words that stand only inside another office or another man's title: the
    tail of another office whose head the claim does not say (another_office; "salt-furnaces" for
    "salt-furnace" is his), or a title before a name not his (nor "I") that the claim does not
    write after it ("Governor" of "Governor Hale"), or what "to be" says of another man by name (of
    the claim's words, `asked`, after a "to be": a parse each costs)."""
    pairs, named = _pairs(claim), his | {w.norm for w in words(claim)}
    inside, free = set(), set()
    for k, w in enumerate(sentence.words):
        part = _before(sentence, k, pairs) and sentence.words[k + 1].norm in titles and w.norm not in his and \
            _full(w.norm) in _GRADE_FIRST
        (inside if another_office(sentence, k, pairs, titles) or part or w.norm in titles and _titled_other(
            sentence, k, pairs, his | titles) or w.norm in asked and _said_of_another(sentence, k, named)
         else free).add(w.norm)
    return inside - free


def _said_of_another(sentence: Sentence, k: int, named: Container[str]) -> bool:
    """Whether word `k` is what "to be" says of a man by a name the claim does not write ("the
    section over which William Van Nortwick was superintendent", "Hale was a Whig"): his, not the
    narrator's, though the sentence is the narrator's."""
    if not any(w.norm in _BE for w in sentence.words[max(0, k - 4):k]):
        return False
    token = token_at(sentence, k)
    if token is None or token.dep_ not in ("attr", "acomp", "oprd") or token.head.lemma_ != "be":
        return False
    subject = next((c for c in token.head.children if c.dep_ == "nsubj"), None)
    return subject is not None and subject.pos_ == "PROPN" and fold(subject.text) not in named


def another_mans_title(sentence: Sentence, k: int, reading: ClaimReading, name: set[str],
                       titles: Container[str]) -> bool:
    """Whether the claim's name that ends at word `k` is a title before another man's name ("clerk
    to President Lincoln" for "he was President"): not his, nor a word of the claim's `name`."""
    return sentence.words[k].norm in titles and _titled_other(sentence, k, _pairs(reading.text),
                                                             reading.subject_words | name)


def _pairs(claim: str) -> set[tuple[str, str]]:
    """The claim's words two by two, as it writes them together ("lieutenant governor")."""
    said = [w.norm for w in words(claim)]
    return set(zip(said, said[1:]))


def _titled_other(sentence: Sentence, k: int, claimed: Container[tuple[str, str]], his: Container[str]) -> bool:
    """Whether word `k`, a title, stands right before another's name: a proper noun, not his (nor a
    title), that is no date ("Governor January 10"; not "When appointed general I …"), which the
    claim does not write after it; a person to the parser, or a name word that is no initial ("U.
    S. Grant"), number ("Twenty-first Illinois") or corps ("Captain Commissary", "Colonel Thirteenth
    Infantry"), whatever else the parser calls it ("orderly to Colonel Hale")."""
    if not _before(sentence, k, claimed):
        return False
    nxt, token = sentence.words[k + 1], token_at(sentence, k + 1)
    return nxt.capital and nxt.norm not in his and token is not None and token.pos_ == "PROPN" \
        and token.ent_type_ not in _NO_NAME and (token.ent_type_ == "PERSON" or len(nxt.norm) > 1
                                                 and nxt.norm not in _UNITS and not _NUMBER.match(nxt.norm))


def _before(sentence: Sentence, k: int, claimed: Container[tuple[str, str]]) -> bool:
    """Whether a word follows word `k` with only a space between, the two not a pair the claim says."""
    ws = sentence.words
    return k + 1 < len(ws) and not _gap(sentence, k + 1).strip() and (ws[k].norm, ws[k + 1].norm) not in claimed
