"""Who does what an English verb tells, by the parse, where its subject does not say it alone.

A check supports a claim about him only from a sentence that tells it of him: another man's act,
however near the claim's words, is a wrong fact with a real citation. Three shapes hide the doer
from a look at the verb's own subject: an infinitive whose doer is the object of the verb above it
("I persuaded the governor to give the commission": the governor gave it), a passive whose `agent`
names the doer ("the mill was bought by the company"), and a part of a group ("one of the clerks
went"; "one of us" is not he alone, "all of us" is he too).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import takewhile
from typing import TYPE_CHECKING

from ..verbs import infinitive, passive
from .parsed import SUBJECTS
from .sentences import fold

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# A quantifier over the whole group: what it tells of the group, it tells of each of them.
_WHOLE = frozenset({"all", "both", "each", "every"})
_CONTROL_REACH = 4  # infinitives in a chain (persuaded him to try to give)
# Verbs of means: their thing object is what he spends on his own deed ("used the money to buy a
# farm", "left the army to buy"); after any other verb the object does an xcomp infinitive
# ("trusted a clerk to give"), and a man does an advcl one ("paid a carter to take").
_MEANS = frozenset({"use", "spend", "take", "seize", "save", "sell", "borrow", "raise", "lose", "waste",
                    "devote", "apply", "invest", "quit", "leave"})
# People or a body of them, by the noun alone or by an agent's ending (carter, sailor, chemist, boatman).
# An -er/-or noun is a man only when its stem is a verb (cart-er, sail-or; not honor, letter, paper);
# men whose stem is none are listed.
_PEOPLE = frozenset({"man", "woman", "boy", "girl", "person", "people", "fellow", "friend", "servant", "agent",
                     "clerk", "slave", "hand", "guide", "troop", "regiment", "company", "party", "force", "army",
                     "officer", "soldier", "doctor", "lawyer", "master", "stranger", "carpenter", "prisoner",
                     "neighbor", "neighbour", "messenger", "passenger", "minister", "scout", "cook", "steward",
                     "lad", "nurse", "negro", "captain", "sheriff", "sergeant", "member", "engineer", "volunteer",
                     "author", "pastor", "senator", "debtor", "foreigner", "mariner", "major", "chaplain"})
_AGENT_ENDINGS = ("ist", "ian", "man", "men")
_DOER_ENDINGS = ("er", "or")
# Verbs of sending or engaging: their object does the infinitive, whatever its noun (sent the steward to buy).
_SENDING = frozenset({"send", "hire", "employ", "engage", "dispatch", "despatch"})
_HAVING = frozenset({"have", "be"})  # "I had the honor to command": what he has or is does nothing
_OTHER_PRONOUNS = frozenset({"he", "she", "they"})
_FIRST_PERSON = frozenset({"i", "me", "my", "we", "us", "our", "myself"})
_RELATIVES = frozenset({"who", "whom", "which", "that"})
_QUOTES = "\"\u201c\u201d"
# Words that set a man of his name apart as of another generation: his son or his father.
_GENERATION = frozenset({"younger", "elder", "junior", "senior", "jr", "sr"})


@dataclass(frozen=True)
class Doers:
    """The doers of a source's verb against a claim about him: `his` tells a word of his (I, me,
    his name), `person` a common noun of a person (a title or kin word), `claim` the claim's parse."""
    his: Callable[[Token], bool]
    person: Callable[[Token], bool]
    claim: Doc

    def others(self, verb: Token) -> list[Token]:
        """Who does the verb, when that is not he: a common noun as its subject ("the governor gave
        it"), a part of a group ("one of the clerks went"), the object that controls its infinitive
        (a common noun, or anyone he bids: "I persuaded him to give"), or a passive's agent against a
        claim that he did it ("the mill was bought by the company")."""
        subjects = [c for c in verb.children if c.dep_ in SUBJECTS]
        if not subjects and verb.dep_ == "conj":  # the governor came and gave it: the first verb's subject
            subjects = [c for c in verb.head.children if c.dep_ in SUBJECTS]
        if not subjects and (stray := stray_group(verb)) is not None:
            subjects = [stray]
        found = [d for d in subjects if (d.pos_ == "NOUN" or group(d) is not None)
                 and not any(self.his(t) for t in own_words(d))]
        doer = infinitive_doer(verb, self.person)
        if doer is not None and not any(self.his(t) for t in doer.subtree) and (doer.pos_ in ("NOUN", "PROPN") or any(
                c.dep_ == "nsubj" and self.his(c) for c in doer.head.children)):
            found.append(doer)
        found += [d for d in (relative_antecedent(verb), participle_antecedent(verb), other_pronoun(verb),
                              inverted_speaker(verb), infinitive_antecedent(verb))
                  if d is not None and not any(self.his(t) for t in own_words(d))]
        by = agent(verb)
        found += [w for w in (*_front(verb), *(by.subtree if by is not None else ())) if self.another_generation(w)]
        if by is not None and not any(self.his(c) for c in (by, *by.conjuncts)) and self.claims_his_deed(verb.lemma_):
            found.append(by)  # "by my brother and me": by him too
        return found

    def another_generation(self, word: Token) -> bool:
        """A word of a subject's phrase that tells another generation, which the claim lacks ("Ben
        Weller the younger", "the elder Ben Weller"): a son or a father of his name, not he."""
        generation = fold(word.text).rstrip(".")
        return generation in _GENERATION and _beside_name(word) and \
            generation not in {fold(t.text).rstrip(".") for t in self.claim}

    def by_him(self, verb: Token) -> bool:
        """Whether a passive's agent names him ("was sold by me", "by my brother and me"), not a son
        or father of his name ("by Ben Weller the younger")."""
        return any(c.dep_ == "agent" and any(g.dep_ == "pobj" and any(map(self.his, (g, *g.conjuncts)))
                                             for g in c.children) and not any(map(self.another_generation, c.subtree))
                   for c in verb.children)

    def claimed(self) -> set[str]:
        """The words of the claim's doers: its subjects, its agents, and any object before an
        infinitive (its parse may read "hired a man to build" as a purpose where the source's has
        the man build)."""
        found = [t for t in self.claim if t.dep_ in SUBJECTS]
        found += [d for t in self.claim if (d := infinitive_doer(t, lambda _: True)) is not None]
        found += [d for t in self.claim if (d := agent(t)) is not None]
        return {fold(t.text) for t in found}

    def tells_him_doing(self, lemma: str) -> bool:
        """Whether the claim has that very verb as his deed ("the governor arrested me" against "Ben
        Weller arrested the governor"); another verb ("he received the commission") does not count."""
        return any(t.lemma_ == lemma and t.pos_ in ("VERB", "AUX") for t in self.claim) and self.claims_his_deed(lemma)

    def claims_his_deed(self, lemma: str) -> bool:
        """Whether the claim tells the verb (of that lemma, else its main one) as done by him: active
        ("he bought the mill"), or passive with him as its agent ("bought by him"), not done to
        its subject ("he was appointed by the governor", "the mill was sold by the company")."""
        verbs = [t for t in self.claim if t.lemma_ == lemma and t.pos_ in ("VERB", "AUX")] or \
            [t for t in self.claim if t.dep_ == "ROOT"]
        return any(not passive(v) or (by := agent(v)) is not None and self.his(by)
                   for v in verbs)


def _front(verb: Token) -> list[Token]:
    """The words before a verb hung on it through no other verb: its subject, or the phrase a date's
    preposition took it into ("In 1817 Ben Weller, junior, bought")."""
    return [t for t in verb.subtree if t.i < verb.i and not any(
        a.pos_ in ("VERB", "AUX") for a in takewhile(lambda a: a.i != verb.i, t.ancestors))]


def _beside_name(word: Token) -> bool:
    """A word hung on a name or standing next to one ("Ben Weller the younger", "the elder Ben
    Weller"), not "in my younger days"."""
    doc = word.doc
    before = next((doc[k] for k in range(word.i - 1, -1, -1) if doc[k].lower_ not in ("the", ",")), None)
    after = doc[word.i + 1] if word.i + 1 < len(doc) else None
    return word.head.pos_ == "PROPN" or any(n is not None and n.pos_ == "PROPN" for n in (before, after))


def infinitive_doer(verb: Token, person: Callable[[Token], bool] = lambda t: False) -> Token | None:
    """The doer of a subjectless infinitive that another verb's object controls: "persuaded (got,
    asked, ordered …) the governor to give": a person by the parse or by `person` (a title or kin
    word), or any object of a verb not of means ("hired a man to build", "trusted a clerk to give"),
    as an advcl a common noun but a thing of his ("paid a carter to buy"; not "pawned my watch to
    buy", nor "so as to buy"). None for one the subject above controls ("I managed to give", "I
    used the money to buy")."""
    t = verb
    for _ in range(_CONTROL_REACH):
        if any(c.dep_ in SUBJECTS for c in t.children) or t.dep_ not in ("xcomp", "advcl") or not infinitive(t):
            return None
        obj = next((c for c in t.head.children if c.dep_ == "dobj"), None)
        if obj is not None and t.head.lemma_ not in _HAVING and (_person(obj) or person(obj) or (
                t.head.lemma_ not in _MEANS and (t.dep_ == "xcomp" or _man(obj) and not _purpose_marked(t)))):
            return obj  # not a thing's purpose, whatever the parse: "used the money to buy a farm" is his deed
        if t.dep_ == "advcl":
            return None  # "I went to Ware to buy a farm": the purpose of his own going
        t = t.head
    return None


def _man(noun: Token) -> bool:
    """An object that does the infinitive after it: a man by his noun (my men, the clerk, the carter),
    or whoever a verb of sending takes ("sent the steward to buy"); not a thing, which is spent on his
    own purpose ("paid a visit to the governor to buy", "pawned my watch to buy")."""
    return _people(noun) or noun.head.lemma_ in _SENDING


def _people(noun: Token) -> bool:
    """A noun of a man or a body of men by the word or an agent's ending (clerk, men, boatman), an
    -er/-or one only on a verb's stem (carter, trader, sailor; not honor, letter, order, labor)."""
    word = noun.lemma_.lower()
    agent = word.endswith(_AGENT_ENDINGS) or word.endswith(_DOER_ENDINGS) and (_verb(word[:-2]) or _verb(word[:-1]))
    return noun.pos_ == "NOUN" and (word in _PEOPLE or len(word) > 4 and agent)


@cache
def _verb(stem: str) -> bool:
    """Whether a word is a verb in the English pipeline's lemma index (cart, sail, trade; not hon, lett)."""
    from ..nlp import load

    return stem in load().get_pipe("lemmatizer").lookups.get_table("lemma_index").get("verb", ())


def _purpose_marked(clause: Token) -> bool:
    """An infinitive marked as its subject's purpose ("so as to buy"): his own, whatever object stands before."""
    return any(c.dep_ == "mark" and c.lower_ in ("so", "as") for c in clause.children)


def agent(verb: Token) -> Token | None:
    """The doer a passive names after "by" ("was bought by the company": company)."""
    by = next((c for c in verb.children if c.dep_ == "agent"), None)
    return None if by is None else next((g for g in by.children if g.dep_ == "pobj"), None)


def group(subject: Token) -> Token | None:
    """The "of" phrase of a subject that is a share of a group ("one of the clerks", "all of us")."""
    if subject.pos_ == "NOUN":
        return None
    return next((c for c in subject.children if c.dep_ == "prep" and c.lower_ == "of"
                 and any(g.dep_ == "pobj" for g in c.children)), None)


def own_words(subject: Token) -> list[Token]:
    """The words that say who a subject is: its whole phrase, but for a part of a group the group
    ("one of us" is not he alone; "one of the clerks and I" is he too; "all of us" is he), and
    without its relative clause ("the clerk whom I had hired" is the clerk, not he)."""
    part = group(subject) if subject.lower_ not in _WHOLE else None
    hidden = set() if part is None else {t.i for t in part.subtree}
    hidden |= {t.i for c in subject.children if c.dep_ in ("relcl", "acl") for t in c.subtree}
    return [t for t in subject.subtree if t.i not in hidden]


def relative_antecedent(verb: Token) -> Token | None:
    """The noun a relative clause's pronoun subject stands for: "the governor, who gave it": the
    governor gave it, whoever else the sentence names."""
    if verb.dep_ != "relcl" or not any(c.dep_ in SUBJECTS and c.lower_ in _RELATIVES for c in verb.children):
        return None
    return verb.head


def participle_antecedent(verb: Token) -> Token | None:
    """The object, subject or attr a present participle hangs on ("I met a man buying a farm", "a man
    buying a farm came to me", "there was a man buying": the man bought it); not one he is among ("I
    was employed with others repairing the canal")."""
    if verb.dep_ != "acl" or verb.tag_ != "VBG" or any(c.dep_ in SUBJECTS for c in verb.children):
        return None
    noun = verb.head  # on a subject only a man by his noun: not a title ("Proposals Relating to the Education")
    return noun if noun.pos_ in ("NOUN", "PROPN") and noun.dep_ == "dobj" or noun.dep_ in ("nsubj", "attr") and _people(
        noun) else None


def infinitive_antecedent(verb: Token) -> Token | None:
    """The man an infinitive hangs on as an object ("I got a clerk to buy a farm", "found an agent
    to buy": the clerk, the agent bought it); not a thing ("found time to go"), nor what he was
    ("I was the first man to buy")."""
    noun = verb.head
    if verb.dep_ not in ("acl", "relcl") or not infinitive(verb) or noun.dep_ != "dobj" or any(
            c.dep_ in SUBJECTS for c in verb.children):
        return None
    return noun if noun.head.lemma_ not in _HAVING and (_person(noun) or _man(noun)) else None


def inverted_speaker(verb: Token) -> Token | None:
    """The speaker set after his verb of saying, whose "he" the next clause goes on with
    (""I am ruined," said (cried, answered) the governor, and he bought a farm": the governor bought it)."""
    if verb.dep_ != "conj" or not any(c.dep_ in SUBJECTS and c.lower_ in _OTHER_PRONOUNS for c in verb.children):
        return None
    head = verb.head  # "cried the governor": the parse may take him for its object, after a quote with no subject
    quoted = any(c.dep_ == "ccomp" and c.i < head.i for c in head.children) and not any(
        s.dep_ in SUBJECTS for s in head.children)
    return next((c for c in head.children if c.i > head.i and c.pos_ in ("NOUN", "PROPN") and (
        c.dep_ == "nsubj" or c.dep_ == "dobj" and quoted)), None)


def other_pronoun(verb: Token) -> Token | None:
    """A he/she/they subject in a sentence he tells as "I" ("I wrote to the governor and he bought
    a farm"): another. Not inside double quotation marks, where a biography's "he wrote, "I am …""
    quotes him. A writer's aside ("as we have seen") or a single quote is not told apart from a
    memoir's "I know he went" or an elision ('Tis): such a "he" stays another man, a refusal."""
    subject = next((c for c in verb.children if c.dep_ in SUBJECTS and c.lower_ in _OTHER_PRONOUNS), None)
    if subject is None or _quoted(subject):
        return None
    return subject if any(t.lower_ in _FIRST_PERSON and not _quoted(t) for t in verb.sent) else None


def _quoted(token: Token) -> bool:
    """Whether the word stands inside double quotation marks (an odd count of them before it in its sentence)."""
    text = token.doc.text[token.sent.start_char:token.idx]
    return sum(text.count(q) for q in _QUOTES) % 2 == 1


def stray_group(verb: Token) -> Token | None:
    """A share of a group the parse took for the object of a date's preposition, leaving a
    finite verb without a subject ("In 1817 one of the clerks went": "1817 one" read as one
    phrase): the verb's subject it is."""
    if verb.tag_ not in ("VBD", "VBZ", "VBP") or any(c.dep_ in SUBJECTS | {"expl"} for c in verb.children) \
            or verb.dep_ not in ("ROOT", "ccomp", "advcl"):
        return None
    return next((t for t in verb.subtree if t.i < verb.i and t.dep_ == "pobj" and group(t) is not None), None)


def _person(token: Token) -> bool:
    """A doer by the parse: a name, a person entity, or a pronoun of a person."""
    return token.pos_ == "PROPN" or token.ent_type_ == "PERSON" or \
        token.pos_ == "PRON" and token.lower_ in ("him", "her", "them", "me", "us")
