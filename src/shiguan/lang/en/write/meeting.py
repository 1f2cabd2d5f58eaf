"""Where a question's words meet a fact's sentence, for the rules of `ask` (answer.py).

Each rule is general (on the shape of the question and the sentence, never on a book):

- a **noun the question asks with** beyond its cue, its person and the kind it asks for ("When was
  he appointed *postmaster*?", "When was he married to a *widow*?") must be said by the fact that
  answers: an election as mayor is no answer to "appointed postmaster", though both are offices;
- **the doer and the mood**: a sentence answering a question's verb ("When did he *graduate*?")
  must tell that verb as his and as done: not only of another ("I went to Harvard to see my cousin
  *graduate* in 1845"), nor negated, hypothetical, wished or rumoured ("I never *went* to Oxford in
  1850");
- **a going is no stay**: asked where he lived, moved or studied (a cue of its own, not "go"), a
  visit is no answer, nor a going told with another errand ("I went to Harvard College *to see my
  cousin graduate*"), unless the errand is one that stays (errands.py: to study; for where he lived,
  to live or to work too);
- **what he did in a year** ("What did he do in 1844?", asking nothing else): his deeds dated
  then, not who his kin were;
- **a kind the question asks**: asked where he studied, a value that names
  nothing ("the hard school of adversity"; no capitalised word, nor, short, a common place noun: "at
  home") is no place; asked of his death, a sentence in which he dies as "I" ("I died a thousand
  deaths") is no death: a narrator does not tell his own;
- **word families** (questions_en.toml `families`): a question's "speak" meets a sentence's
  "address" or "speech", "marry" a "marriage", "die" a "death"; each word is read as its family's
  first word before the two are compared; such a word told of another ("the address which Mr. Gale
  delivered", "Mr. Gale's address") does not tell the question's verb as his;
- **a kind by its relation** (questions_en.toml `kind_of_relations`): asked "what school", a school
  he attended is one though its sentence says "a student at Hampton".
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ....retrieve.citations import Citer
from ....store import TripleRow
from ..errands import stays_for
from ..facts import said_so
from ..narrator_death import told_by_the_dead
from ..nlp import load
from ..rules import FactRules
from .answering import WORDS, bare_word, word_stem

# The roles of a noun the question asks with: an object or complement of its verb (appointed
# *postmaster*, married to a *widow*), not a verb the small model tags a noun ("did Ada Weller
# *hold*"); and, after his name, what the small model makes of such an object ("elected *mayor*" as
# a subject, "study *medicine*" as the root), not the subject before it ("What was the *title* …").
_ASKED_WITH = frozenset({"dobj", "pobj", "attr", "oprd", "appos", "conj", "npadvmod"})
_MISREAD_AFTER_NAME = frozenset({"nsubj", "ROOT"})


def families(rules: dict[str, Any]) -> dict[str, str]:
    """Each family word's stem, and the stem of its family's first word."""
    return {word_stem(w): word_stem(words[0]) for words in rules.get("families", {}).values() for w in words}


def met(stems: set[str], family: dict[str, str]) -> set[str]:
    """Stems as their families' first words (speech and address as speak)."""
    return {family.get(s, s) for s in stems}


def asked_nouns(question: str, besides: set[str], rules: dict[str, Any]) -> set[str]:
    """The stems of the common nouns among the words a question asks with besides (postmaster,
    widow, legislature), by the question's parse, and of its own verb when that is no verb of
    holding (What office did he *decline*?: not every office of his; What office did he *hold*?:
    any); not a word that names no kind of its own (organisation, thing) nor an ordinal, which
    answer.py weighs by its own rules, nor a noun of the state he was in ("as a slave")."""
    loose = {word_stem(w) for w in [*rules["any_kind"], *rules["ordinals"], *rules["holding_verbs"]]}
    return {s for t in load()(question) if t.text.islower() and (
                t.pos_ in ("NOUN", "PROPN")  # "elected alderman": a noun in lower case
                and (t.dep_ in _ASKED_WITH or t.dep_ in _MISREAD_AFTER_NAME and any(
                    p.pos_ == "PROPN" and not p.text.islower() for p in t.doc[:t.i]))
                and not (t.dep_ == "pobj" and t.head.lower_ == "as")  # given a name *as a slave*: his state
                or t.i and t.nbor(-1).pos_ == "PROPN" and t.pos_ in ("NOUN", "VERB"))  # "did Ada Weller *hold*"
            and (s := word_stem(bare_word(t.text))) in besides and s not in loose}


def told_stems(sentence: str, rules: dict[str, Any]) -> set[str]:
    """The stems of a sentence's words, an irregular past also as its present: "became" says the
    question's "become"."""
    irregular = rules["irregular_past"]
    return {s for w in WORDS.findall(sentence)
            for s in (word_stem(bare_word(w)), word_stem(irregular.get(w.lower(), w)))}


@lru_cache(maxsize=64)
def short_nouns(question: str) -> frozenset[str]:
    """The common nouns of three letters a question asks with ("go to *sea*", "study *law*"), which
    a length alone would take for a word that asks nothing (the, his, did)."""
    return frozenset(t.lower_ for t in load()(question) if t.pos_ == "NOUN" and len(t.text) == 3 and t.text.islower())


def said_by(sentence_stems: set[str], asked: set[str], family: dict[str, str]) -> set[str]:
    """The asked stems a sentence says, itself, in its old spelling (almanac as Almanack, music as
    musick) or by a word of its family."""
    heads = met(sentence_stems, family)
    return {s for s in asked if s in sentence_stems or s.endswith("c") and s + "k" in sentence_stems
            or family.get(s, s) in heads}


def names_someone(value: str) -> bool:
    """Whether a kinsman's value names him (Joseph Pell, Mr. Gaunt, the Rev. Abel Hart), not only
    describes him ("earliest Englishman of any great mark", "a cooper"): asked who, a description
    is no answer."""
    words = WORDS.findall(value)
    while words and words[0].lower() in ("the", "a", "an"):
        words = words[1:]
    return bool(words) and words[0][:1].isupper()


def verb_stem(word: str, rules: dict[str, Any]) -> str:
    """A verb's stem, an irregular past read as its present (went meets go), an ending taken off
    only where two letters stay (died and die meet at "di", carried and carry at "carr")."""
    return word_stem(rules["irregular_past"].get(word.lower(), word), keep=2)


_HIS = frozenset({"i", "we", "he", "she", "me", "us", "him", "her", "my", "our", "his"})  # "my being chosen"


def told_as_his(sentence: str, question: str, his: set[str], rules: dict[str, Any], facts: FactRules) -> bool:
    """Whether the sentence tells the question's verb ("When did he graduate?") as his deed and as
    done: some word of that verb in it has no other doer than I, he or a word of his names (`his`;
    not "to see my cousin graduate": its subject, the noun just before it, or the noun a relative
    clause hangs on), and the source asserts its clause (mood.py: not "I never went", "if I had
    gone", "I wished to be appointed", "it was said that I had been elected"). A sentence that
    says the verb in no word of it (the address I delivered, for "speak") is asked of its main verb,
    and of whose its words of the verb's family are (not "the address which Mr. Gale delivered")."""
    verb = _question_verb(question, his, rules)
    if verb is None:
        return True
    stem = verb_stem(verb, rules)
    parsed = load()(sentence)
    hits = [t for t in parsed if verb_stem(t.text, rules) == stem]
    if not hits:  # the address which I delivered: a word of the verb's family, whose doer is the word's own
        family = families(rules)
        kin = family.get(word_stem(verb), word_stem(verb))
        told = [t for t in parsed if family.get(word_stem(t.text)) == kin]
        return said_so(next(parsed.sents).root, facts) and not (told and all(_whose(t, his) for t in told))
    return any(not _doer_not(t, his) and said_so(t, facts) and not _dies_as_i(t, rules) for t in hits)


def _whose(noun: Any, his: set[str]) -> bool:
    """Whether a word of the question verb's family (an address, a speech) is said of another: its
    owner ("Mr. Gale's address") or the subject of the clause that tells it ("the address which Mr.
    Gale delivered") is neither I, he, nor a word of his names."""
    owner = next((c for c in noun.children if c.dep_ == "poss"), None)
    if owner is None:
        told = next((c for c in noun.children if c.dep_ in ("relcl", "acl")), None)
        owner = None if told is None else next((c for c in told.children if c.dep_ == "nsubj"), None)
    return owner is not None and owner.lower_ not in _HIS and owner.text not in his


def _question_verb(question: str, his: set[str], rules: dict[str, Any]) -> str | None:
    """The verb a question asks of: the word after his name when an auxiliary stands before it
    ("When did Jonas Whitcomb *study* medicine?", which the small model tags a noun), past an
    adverb of `verb_adverbs`; else its first verb ("In what year was he *elected*")."""
    words = WORDS.findall(question)
    names = {w.strip(".") for w in his}
    at = max((i for i, w in enumerate(words) if w in names), default=None)
    if at is not None and any(w.lower() in rules["auxiliaries"] for w in words[:at]):
        after = [w for w in words[at + 1:] if w.lower() not in rules["verb_adverbs"]]
        if after and after[0].islower() and after[0] not in rules["question_verbs"]:
            return after[0]
    verb = next((t for t in load()(question) if t.pos_ == "VERB" and t.lower_ not in rules["question_verbs"]), None)
    return None if verb is None else verb.text


def _doer_not(verb: Any, his: set[str]) -> bool:
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and verb.i and verb.nbor(-1).pos_ in ("NOUN", "PROPN"):
        subject = verb.nbor(-1)
    if subject is not None and subject.tag_ == "WDT" or subject is not None and subject.lower_ == "who":
        subject = verb.head if verb.dep_ == "relcl" else None
    return subject is not None and subject.lower_ not in _HIS and subject.text not in his


_ERRAND = re.compile(r"^[\s,]*(?:in order\s+)?to\s+([a-z]+)")  # went to Boston *to see* …


def a_stay(t: TripleRow, citer: Citer, rules: dict[str, Any]) -> bool:
    """Whether a fact of residence or schooling tells a stay, not a going for something else: not
    a visit, nor a going told with an errand that is no stay of its kind (errands.stays_for, which
    the reader asks too)."""
    if t.relation not in ("residence", "education"):
        return True
    verb = verb_stem(t.detail, rules)
    goings = {verb_stem(w, rules) for w in rules["weak_cues"]}
    if verb not in goings:
        return True
    if verb == verb_stem("visit", rules):
        return False
    after = citer.source(t.document_id, t.start, t.end)[t.value_end - t.start:]
    errand = _ERRAND.match(after)
    return errand is None or stays_for(errand.group(1), t.relation)


def names_a_place(value: str, rules: dict[str, Any]) -> bool:
    """Whether a value asked where names somewhere: a capitalised word in it (Salem, the grammar
    school of Hexham), or, in a short value, a noun of `common_places` ("at sea", "on a farm"); not
    "the hard school of adversity", nor "poverty"."""
    words = WORDS.findall(value)
    return any(w[:1].isupper() and w != "I" for w in words) or len(words) <= _SHORT and any(
        w.lower() in rules["common_places"] for w in words)


def a_school_at(t: TripleRow, value: str, rules: dict[str, Any]) -> bool:
    """Whether a fact asked where names a place: a schooling only by names_a_place ("educated in the
    hard school of adversity" is none); a birth, a death or a home as the reader read it ("at sea")."""
    return t.relation != "education" or names_a_place(value, rules)


def of_kind(t: TripleRow, kind: str, rules: dict[str, Any]) -> bool:
    """Whether the fact's value is a thing of the kind a "which"/"what" asks for by its relation alone
    (`kind_of_relations`): the schools he attended are schools, though his sentence says "a student
    at Hampton"; not a teacher (education:teacher, a person), nor a college (a grammar school is none)."""
    return t.relation in rules.get("kind_of_relations", {}).get(kind, ()) \
        and f"{t.relation}:{t.detail.lower()}" not in rules["persons"]


_SHORT = 3  # words of a value that may name a place without a name: "at sea", "on a farm"


def own_death(t: TripleRow, citer: Citer, rules: dict[str, Any]) -> bool:
    """Whether a death is told by the dead man as "I" (I died a thousand deaths that year): a
    figure, since a narrator does not tell his own death."""
    if t.relation != "death":
        return False
    return any(_dies_as_i(v, rules) for v in load()(citer.source(t.document_id, t.start, t.end)))


_WHICH_NOUN = re.compile(r"\b(?:what|which)\s+([a-z]+)", re.I)


def no_calling(t: TripleRow, question: str, rules: dict[str, Any]) -> bool:
    """Whether the question asks which calling ("What trade did he learn?") and the fact names
    none: a deed learned, its value an infinitive ("learned to use the axe"), or a schooling,
    whose value is a school or a teacher ("went to a business college")."""
    asked = _WHICH_NOUN.search(question)
    return asked is not None and asked[1].lower() in rules["kinsman_asked"]["calling"] and (
        t.tail_text.lower().startswith("to ") or t.relation == "education")


def _dies_as_i(verb: Any, rules: dict[str, Any]) -> bool:
    """Whether a word is "die" told of I or we: a figure (I died a thousand deaths), no death (narrator_death.py)."""
    return verb_stem(verb.text, rules) == verb_stem("die", rules) and any(
        c.dep_ in ("nsubj", "nsubjpass") and told_by_the_dead(c) for c in verb.children)


_NO_DEED = frozenset({"father", "mother", "parent", "child", "sibling", "sex", "name", "calling"})  # who he was
_DOING = re.compile(r"^\s*what\s+did\b.*\bdo\b", re.I)


def done_that_year(t: TripleRow, question: str, year: int | None, asked: set[str]) -> bool:
    """Whether the fact answers "What did he do in 1844?": a question of a year asking nothing
    else, and a fact of his dated in it that tells something he did (not who his kin were)."""
    return year is not None and not asked and t.year == year and t.relation not in _NO_DEED \
        and bool(_DOING.search(question))
