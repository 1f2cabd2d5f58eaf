"""Which side of schooling a word tells, the learner's or the teacher's: "I taught at the Corliss
Institute" does not say he studied there, nor "I was a student there" that he taught. The side is
read by voice and by whom the parse makes it done to: "I was taught", "Tom Hale taught me", "I taught
myself" and "my teacher" are his learning, "my pupils" and "I took pupils" his teaching. A word of
school alone takes the side of the word that governs it ("taught school", "kept a school", "attended
school"); a school another verb has for its object is neither side's ("I founded a school"), any
other the learner's ("at school", "I left school")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from spacy.tokens import Doc, Token

LEARN, TEACH, NEITHER = "learn", "teach", "neither"
_MINE = frozenset({"my", "our"})  # the narrator's, as `his` reads "I", "me", "we"
_HIM_IN_CLAIM = frozenset({"him", "himself", "his", "her", "herself"})  # a claim's: its subject's ("taught him")
_REACH = 3  # heads above a word of school in which the word that gives its side stands


@dataclass(frozen=True)
class Teaching:
    teacher: frozenset[str] = frozenset()  # lemmas of the teacher's side: teach, teacher, professor …
    learner: frozenset[str] = frozenset()  # lemmas of the learner's side: study, student, attend …
    schools: frozenset[str] = frozenset()  # lemmas of school alone, on the side of what governs them
    pupils: frozenset[str] = frozenset()  # learner persons: a teacher's when his or a verb's object

    @classmethod
    def from_rules(cls, data: Mapping[str, Any]) -> Teaching:
        return cls(*(frozenset(data.get(key, ())) for key in ("teacher", "learner", "schools", "pupils")))

    def side(self, token: Token | None, his: Callable[[Token], bool]) -> str:
        """LEARN, TEACH or NEITHER for a word of schooling, "" for any other word."""
        if token is None:
            return ""
        lemma = token.lemma_.lower()
        if lemma in self.schools:
            governor = next((h for h in _heads(token) if self._own_side(h, his)), None)
            if governor is not None:
                return self._own_side(governor, his)
            founded = token.dep_ == "dobj" and any(c.dep_ in ("det", "poss") for c in token.children)
            return NEITHER if founded else LEARN  # "I opened a school", "I built the school": not his study
        return self._own_side(token, his)

    def agreement(self, claimed: Token | None, his: Callable[[Token], bool]) -> Callable[[Token | None], bool]:
        """Whether a source word may state the claim's word `claimed`: on its side, when both have one."""
        side = self.side(claimed, lambda t: his(t) or t.lower_ in _HIM_IN_CLAIM)
        return lambda token: not side or self.side(token, his) in ("", side)

    def derived(self, lemma: str, token: Token | None, his: Callable[[Token], bool]) -> bool:
        """Whether a noun derived from the verb `lemma` may state it: "my students" says no study."""
        own = LEARN if lemma in self.learner else TEACH if lemma in self.teacher else ""
        return not own or self.side(token, his) in ("", own)

    def _own_side(self, token: Token, his: Callable[[Token], bool]) -> str:
        lemma = token.lemma_.lower()
        if lemma not in self.teacher | self.learner:
            return ""
        to_him = any(c.dep_ in ("dobj", "dative", "poss") and any(his(g) or g.lower_ in _MINE or g.lower_.endswith(
            ("self", "selves")) for g in _with_compounds(c)) for c in token.children)  # my teacher, taught myself
        if lemma in self.learner:
            mine = token.pos_ == "NOUN" and lemma in self.pupils and (to_him or token.dep_ == "dobj")
            return TEACH if mine else LEARN  # my pupils, I took pupils, I taught the students: a teacher's
        passive = any(c.dep_ in ("auxpass", "nsubjpass") for c in token.children)
        return LEARN if passive or to_him else TEACH  # "I was taught", "Tom Hale taught me", "my teacher"


def _with_compounds(obj: Token) -> list[Token]:
    """An object and, for a proper noun, the names the parse hangs on it ("taught Amos Pell Latin")."""
    return [obj, *(c for c in obj.children if c.dep_ == "compound" and obj.pos_ == "PROPN" == c.pos_)]


def _heads(token: Token) -> list[Token]:
    heads = []
    while len(heads) < _REACH and token.head is not token:
        token = token.head
        heads.append(token)
    return heads


def claim_word(claim: Doc, lemma: str, start: int) -> Token | None:
    """A claim word of `lemma` (an atom's governing word), the one nearest the offset `start`."""
    said = [t for t in claim if t.lemma_.lower() == lemma]
    return min(said, key=lambda t: abs(t.idx - start), default=None)
