"""`ask` in English by rules: who or what a verb of his sends him to, asked with its preposition.

"To whom was he sold in 1810?", "To whom did Tibeats sell him?", "Who was he apprenticed to?",
"By whom was he taught?": the reader stores no sale, and the question's one word of its own is
its verb, too few for the sentence path (sentence_answer.py). Such a question is answered from
the sentence of his passages where a word of that verb has him in the question's role (the
one it acts on: its object, or its subject in the passive, "I was sold to"; or its doer) and its
preposition names one thing of the kind asked (a person for whom). He is a form of his names, or
"I" in his own narrative, or, in an account of him (an entry that is no narrative of his), a "he"
or "she" that opens its sentence's subjects. The verb must be told as done (mood.py), the year the
question names must stand in that sentence or one beside it, and another person the question
makes the doer ("did Tibeats sell") must be the verb's subject by name, or a pronoun there with
his name in that sentence or the one before. Between all such sentences exactly one thing the
question does not already name must be found; two (he was sold twice) and none are refused. A
question of what was done to him is answered so or not at all; one of his own deed with a
preposition ("With whom did he study law?") only when the sentence path does not answer it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ....project import Project
from ....retrieve.person import lookup
from ..facts import said_so
from ..nlp import load
from ..people import title_word
from ..rules import english_rules
from ..verify.sentences import sentence_spans
from .his_role import his_role
from .meeting import verb_stem
from .question import WORD, EnglishQuestion
from .sentence_answer import Found, answer_from_sentence, asks_for, new_thing, thing_key, voiced

PREPOSITIONS = ("to", "from", "by", "with")
_ENTITIES = {"person": ("PERSON",), "place": ("GPE", "LOC", "FAC")}
_FIRST = frozenset({"i", "me"})
_THIRD = frozenset({"he", "she", "him", "her"})
_YEAR = re.compile(r"\b1\d{3}\b")
_DONE_TO = frozenset({"dobj", "nsubjpass"})  # he is what the verb acts on: "sold me", "I was sold"


@dataclass(frozen=True)
class _Shape:
    prep: str  # to, from, by, with
    verb: str  # the question's verb as it writes it (sell, sold)
    entity: int  # the person asked about
    acted_on: bool  # he is what the verb acts on ("was he sold", "did Tibeats sell him"), not its doer
    doer: int | None = None  # another person of the graph the question makes the verb's doer
    doer_words: frozenset[str] = frozenset()  # or the capitalised words it does so with (did *Tibeats* sell him)


def _asked(question: str, q: EnglishQuestion, rules: dict[str, Any]) -> _Shape | None:
    """The question's shape, read from its words: its preposition opens it ("To whom …") or ends it
    ("… sold to?"), the verb is the first word in lower case after did or was past the one there
    (a person of the graph, or capitalised words: did Tibeats sell), and "was" makes him what the
    verb acts on; None for any other shape."""
    words = [(m.group(), m.start()) for m in WORD.finditer(question)]
    spans = sorted((s, e, entity) for entity, at in q.names.items() for s, e in at)
    bare = [(w, at) for w, at in words if not any(s <= at < e for s, e, _ in spans)]
    aux = next((i for i, (w, _) in enumerate(bare[:4]) if w.lower() in ("did", "was", "were")), None)
    if not bare or aux is None:
        return None
    at_verb = next((i for i, (w, _) in enumerate(bare) if i > aux and w.islower() and w not in rules["verb_adverbs"]),
                   len(bare))
    verb, verb_at = bare[at_verb] if at_verb < len(bare) else ("", 0)
    # "To whom was he sold …?", or stranded after the verb: "Who was he sold to (in 1850)?"
    stranded = [w for w, _ in bare[at_verb + 1:at_verb + 3]]
    prep = bare[0][0].lower() if bare[0][0].lower() in PREPOSITIONS else ""
    if not prep and stranded and stranded[0] in PREPOSITIONS and stranded[1:] in ([], ["in"], ["at"]):
        prep = stranded[0]
    if not prep:
        return None
    before = [entity for s, _, entity in spans if bare[aux][1] < s < verb_at]
    after = [entity for s, _, entity in spans if s > verb_at]
    named = frozenset(w for w, at in bare if bare[aux][1] < at < verb_at)  # did Tibeats sell: no one of the graph
    if not verb or len(after) > 1:
        return None
    if bare[aux][0].lower() == "did" and after and len(before) + bool(named) == 1:
        # active: the one after did does it, the one after the verb is acted on
        return _Shape(prep, verb, after[0], True, before[0] if before else None, named)
    if not after and len(before) == 1 and not named:  # did he write to …; was he sold to …
        return _Shape(prep, verb, before[0], bare[aux][0].lower() != "did")
    return None


def _his(token: Any, forms: set[str], voice: bool, account: bool) -> bool:
    """Whether the token names him: a word of his names, his "I" in his own narrative, or in an
    account of him a pronoun that is its sentence's first subject (no one else named before it)."""
    if token.text in forms:
        return True
    if token.lower_ in _FIRST:
        return voice
    if token.lower_ not in _THIRD or not account:
        return False
    first = next((t for t in token.sent if t.dep_ in ("nsubj", "nsubjpass")), None)
    named_before = any(e.label_ == "PERSON" and e.start < token.i for e in token.sent.ents)
    return first is not None and first.i == token.i and not named_before


def _thing(verb: Any, prep: str, kind: str) -> str:
    """The thing of the kind asked that the verb's preposition names ("to Edwin Epps"), or ""."""
    for p in verb.children:
        if p.dep_ in ("prep", "agent", "dative") and p.lower_ == prep:
            obj = next((c for c in p.children if c.dep_ == "pobj"), None)
            if obj is not None:
                ent = next((e for e in obj.sent.ents if e.start <= obj.i < e.end), None)
                return ent.text if ent is not None and ent.label_ in _ENTITIES[kind] else ""
    return ""


def _doer_ok(verb: Any, doer: set[str], before: str) -> bool:
    """Whether the verb's doer is the one the question names: his name, or a pronoun with his name
    in the sentence or the one before."""
    # "as he had that day sold me": the small model may hang the subject on the auxiliary
    heads = [verb, *(c for c in verb.children if c.dep_ == "aux")]
    subject = next((c for h in heads for c in h.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return False
    if subject.text in doer:
        return True
    told = f"{before} {verb.sent.text}"
    return subject.lower_ in _THIRD and any(re.search(rf"\b{re.escape(w)}\b", told) for w in doer)


def _in_year(text: str, spans: list[tuple[int, int]], i: int, year: int) -> bool:
    """Whether sentence i is told in the year: it says that year, or says none and one beside it
    does ("she was sold to one John J. Dumont. This was in 1810.")."""
    years = [set(_YEAR.findall(text[s:e])) for s, e in spans[max(0, i - 1):i + 2]]
    own = set(_YEAR.findall(text[spans[i][0]:spans[i][1]]))
    return str(year) in own if own else any(str(year) in y for y in years)


def _acted_on(question: str, q: EnglishQuestion, rules: dict[str, Any]) -> bool:
    """Whether the question has this module's shape with him as what the verb acts on, and asks for
    a person or a place: then it is answered here or not at all, never by a sentence that merely
    holds its words (the sale of him to another by someone else)."""
    asked = asks_for(question, rules)
    shape = _asked(question, q, rules)
    return asked is not None and asked.kind in _ENTITIES and shape is not None and shape.acted_on


def read_from_sentence(project: Project, question: str, q: EnglishQuestion, rules: dict[str, Any]
                       ) -> tuple[str, Found, str] | None:
    """The rules' answers read from one sentence, in order: what a verb does to him (alone, when the
    question asks so), the sentence holding the question's words (sentence_answer.py), his role
    (his_role.py), what a verb of his does with its preposition."""
    if _acted_on(question, q, rules):
        return done_to_him(project, question, q, rules)
    return answer_from_sentence(project, question, q, rules) or his_role(project, question, q, rules) \
        or done_to_him(project, question, q, rules)


def done_to_him(project: Project, question: str, q: EnglishQuestion, rules: dict[str, Any]
                ) -> tuple[str, Found, str] | None:
    """(the thing asked for, its sentence, why) or None (see the module's docstring)."""
    asked = asks_for(question, rules)
    read = _asked(question, q, rules)
    if asked is None or asked.kind not in _ENTITIES or read is None:
        return None
    store = project.store
    his = lookup(project, store.entity_name(read.entity), entity_id=read.entity)
    if his.resolved is None:
        return None
    forms = {w for f in [his.resolved.name, *(a.form for a in his.aliases)] for w in f.split() if w[:1].isupper()}
    titles = english_rules(project).names.titles
    doer = {w for w in (read.doer_words if read.doer is None else store.entity_name(read.doer).split())
            if w[:1].isupper() and title_word(w) not in titles}  # Tibeats, not Mr.
    stem = verb_stem(read.verb, rules)
    facts = english_rules(project).facts
    chunks = {h.chunk.id: h for h in his.chunks}.values()
    found: dict[str, tuple[str, Found]] = {}
    for hit in chunks:
        chunk = hit.chunk
        text = store.document_text(chunk.document_id)[chunk.start:chunk.end]
        if not any(verb_stem(w, rules) == stem for w in WORD.findall(text)):
            continue
        voice = voiced(project, his, chunk)
        spans = sentence_spans(text)
        for i, (start, end) in enumerate(spans):
            if not any(verb_stem(w, rules) == stem for w in WORD.findall(text[start:end])):
                continue
            if q.year is not None and not _in_year(text, spans, i, q.year):
                continue
            before = text[spans[i - 1][0]:spans[i - 1][1]] if i else ""
            sentence = " ".join(text[start:end].split())  # a line break in it is no word
            for verb in load()(sentence):
                if verb_stem(verb.text, rules) != stem or verb.pos_ not in ("VERB", "AUX") or not said_so(verb, facts):
                    continue
                roles = _DONE_TO if read.acted_on else {"nsubj"}
                if not any(c.dep_ in roles and _his(c, forms, voice, hit.source == "entry" and not voice)
                           for c in verb.children):
                    continue
                if doer and not _doer_ok(verb, doer, before):
                    continue
                thing = _thing(verb, read.prep, asked.kind)
                if thing and new_thing(thing, question, [his.resolved.name, *forms]):
                    at = (chunk.start + start, chunk.start + end)
                    found.setdefault(thing_key(thing), (thing, Found(sentence, at, chunk, (read.verb,))))
    if len(found) != 1:
        return None
    thing, sentence = next(iter(found.values()))
    why = (f"read from the one sentence of his passages where «{read.verb} … {read.prep}» is told of him "
           f"and names one {asked.kind}")
    return thing, sentence, why
