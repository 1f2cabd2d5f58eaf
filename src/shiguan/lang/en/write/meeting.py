"""Where a question's words meet a fact's sentence, for the rules of `ask` (answer.py).

Two rules, both general (on the shape of the question, never on a book):

- a **noun the question asks with** beyond its cue, its person and the kind it asks for ("When was
  he appointed *postmaster*?", "When was he married to a *widow*?") must be said by the fact that
  answers: an election as mayor is no answer to "appointed postmaster", though both are offices;
- **word families** (questions_en.toml `families`): a question's "speak" meets a sentence's
  "address" or "speech", "marry" a "marriage", "die" a "death"; each word is read as its family's
  first word before the two are compared.
"""

from __future__ import annotations

from typing import Any

from ..nlp import load
from .answering import WORDS, bare_word, word_stem

# The roles of a noun the question asks with: an object or complement of its verb (appointed
# *postmaster*, married to a *widow*), not a verb the small model tags a noun ("did Ada Weller *hold*").
_ASKED_WITH = frozenset({"dobj", "pobj", "attr", "oprd", "appos", "conj", "npadvmod"})


def families(rules: dict[str, Any]) -> dict[str, str]:
    """Each family word's stem, and the stem of its family's first word."""
    return {word_stem(w): word_stem(words[0]) for words in rules.get("families", {}).values() for w in words}


def met(stems: set[str], family: dict[str, str]) -> set[str]:
    """Stems as their families' first words (speech and address as speak)."""
    return {family.get(s, s) for s in stems}


def asked_nouns(question: str, besides: set[str], rules: dict[str, Any]) -> set[str]:
    """The stems of the common nouns among the words a question asks with besides (postmaster,
    widow, legislature), by the question's parse; not a word that names no kind of its own
    (organisation, thing) nor an ordinal, which answer.py weighs by its own rules, nor a noun of the
    state he was in ("as a slave")."""
    loose = {word_stem(w) for w in [*rules["any_kind"], *rules["ordinals"]]}
    return {s for t in load()(question) if t.pos_ == "NOUN" and t.text.islower() and t.dep_ in _ASKED_WITH
            and not (t.dep_ == "pobj" and t.head.lower_ == "as")  # given a name *as a slave*: his state
            and not (t.i and t.nbor(-1).pos_ == "PROPN")  # "did Ada Weller *hold*": the verb after his name
            and (s := word_stem(bare_word(t.text))) in besides and s not in loose}


def said_by(sentence_stems: set[str], asked: set[str], family: dict[str, str]) -> set[str]:
    """The asked stems a sentence says, itself or by a word of its family."""
    heads = met(sentence_stems, family)
    return {s for s in asked if s in sentence_stems or family.get(s, s) in heads}


def names_someone(value: str) -> bool:
    """Whether a kinsman's value names him (Joseph Pell, Mr. Gaunt, the Rev. Abel Hart), not only
    describes him ("earliest Englishman of any great mark", "a cooper"): asked who, a description
    is no answer."""
    words = WORDS.findall(value)
    while words and words[0].lower() in ("the", "a", "an"):
        words = words[1:]
    return bool(words) and words[0][:1].isupper()
