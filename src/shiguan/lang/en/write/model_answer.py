"""`ask` in English with a model, for what the rules do not answer: his passages ranked for the
question, the top ones numbered, and the model's answer kept only with a quotation that stands
verbatim in one of them, in a sentence that tells of him, holding the answer's names and numbers.
"""

from __future__ import annotations

import re

from pydantic import BaseModel
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

from ....corpus.quotes import find_quote
from ....corpus.terms import terms
from ....llm import LLM
from ....project import Project
from ....prompts import load_prompt
from ....retrieve.citations import Citation, Citer
from ....retrieve.person import lookup
from ....retrieve.rank import rank_chunks
from ....store import ChunkRow
from ..dates import number_value
from ..rules import english_rules
from ..verify.check import his_sentence
from ..verify.sentences import sentence_spans
from .answering import EnglishAnswer, bare_word, questions_style, refuse, word_stem, word_stems
from .clauses import folded
from .question import read_question
from .sentence_answer import voiced

TOP = 6  # passages the model is given
_THERE = re.compile(r"\b(?:there|thither|thence)\b", re.I)  # a place named the sentence before
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9,'’]*[A-Za-z0-9]|[A-Za-z0-9]")


class ModelQuote(BaseModel):
    answerable: bool
    answer: str = ""
    passage: int = 0
    quote: str = ""


def rank_passages(project: Project, question: str, chunks: list[ChunkRow], k: int) -> list[ChunkRow]:
    """The `k` passages of his that answer the question best: word BM25, fused with the MiniLM
    vectors when the project has them (retrieve/rank.py)."""
    return [r.chunk for r in rank_chunks(project, question, chunks, k)]


def _sentence(text: str, start: int, end: int, lo: int, hi: int) -> tuple[int, int]:
    """The sentence (or sentences) of text[lo:hi] that hold [start, end), by the Verifier's
    sentence ends (a full stop after Mr. or an initial ends nothing)."""
    spans = [(lo + s, lo + e) for s, e in sentence_spans(text[lo:hi]) if lo + s < end and lo + e > start]
    return (spans[0][0], spans[-1][1]) if spans else (start, end)


def _named_there(text: str, sentence: tuple[int, int], chunk: ChunkRow, answer: str, names: list[str]) -> int | None:
    """Where the sentence before starts, when the quoted one says "there" and the answer's names
    (never a number or a date) all stand in the two together; None otherwise."""
    start, end = sentence
    starts = [chunk.start + s for s, e in sentence_spans(text[chunk.start:chunk.end]) if chunk.start + e <= start]
    if not starts or not _THERE.search(text[start:end]):
        return None
    beyond = _beyond(answer, text[starts[-1]:end], names)
    return None if beyond or any(number_value(w) is not None for w in _TOKEN.findall(answer)) else starts[-1]


def _beyond(answer: str, quote: str, his_names: list[str]) -> str:
    """The names and numbers of the answer its quotation does not hold (his own name aside, when
    the answer says more than it): a model may reword the quotation, never add a name, a date or a
    number to it, nor answer with his own name alone."""
    mine = {bare_word(w) for w in _TOKEN.findall(" ".join(his_names))}
    said = {bare_word(w) for w in _TOKEN.findall(answer)} - set(ENGLISH_STOP_WORDS)
    held = {bare_word(w) for w in _TOKEN.findall(quote)} | (mine if said - mine else set())
    extra = [w for w in _TOKEN.findall(answer)
             if (number_value(w) is not None or (w[0].isupper() and w.lower() not in ENGLISH_STOP_WORDS))
             and bare_word(w) not in held]
    return ", ".join(dict.fromkeys(extra))


def _answering(quoted: str, answer: str) -> list[str]:
    """The sentences of a quotation that hold the answer's words (all of them when none does): a
    long quotation is judged by the sentence that answers, not by its neighbours."""
    sentences = [quoted[s:e] for s, e in sentence_spans(quoted)]
    wanted = set(terms(answer))
    return [s for s in sentences if wanted & set(terms(s))] or sentences


def _quoted_in(ranked: list[ChunkRow], texts: dict[int, str], reply: ModelQuote,
               ) -> tuple[ChunkRow, tuple[int, int]] | None:
    """The passage that holds the model's quotation word for word, and where: the one it names,
    else the one other passage shown that does (a small model often miscounts the numbers)."""
    named = [ranked[reply.passage - 1]] if 1 <= reply.passage <= len(ranked) else []
    for group in (named, [c for c in ranked if c not in named]):
        hits = [(c, at) for c in group if (at := find_quote(texts[c.id], reply.quote)) is not None]
        if len(hits) == 1:
            return hits[0]
    return None


def answer_by_model(project: Project, llm: LLM, question: str, top: int = TOP) -> EnglishAnswer:
    store = project.store
    q = read_question(store, question, questions_style(project), english_rules(project).names.titles)
    if not q.named:
        return refuse(question, "model", q.named, "the question names no person of the English sources")
    person = q.named[0]
    his = lookup(project, person.name, entity_id=person.entity_id)
    chunks = [h.chunk for h in his.chunks]
    ranked = rank_passages(project, question, chunks, top)
    if not ranked:
        return refuse(question, "model", q.named, f"the sources hold no passage about {person.name}")
    texts = store.chunk_texts([c.id for c in ranked])
    numbered = "\n\n".join(f"[{i + 1}] {folded(texts[c.id])}" for i, c in enumerate(ranked))
    ask = load_prompt("ask", "en", project.root)
    reply = llm.structured(ask.stage, ask.messages(person=person.name, passages=numbered, question=question),
                           ModelQuote, max_tokens=300)
    if not reply.answerable or not reply.answer.strip():
        return refuse(question, "model", q.named, "the model found the passages insufficient")
    located = _quoted_in(ranked, texts, reply)
    if located is None:
        return refuse(question, "model", q.named, "the model's quotation is not word for word in a passage it "
                                                   "was given")
    chunk, found = located
    document = store.document_text(chunk.document_id)
    start, end = chunk.start + found[0], chunk.start + found[1]
    s_start, s_end = _sentence(document, start, end, chunk.start, chunk.end)
    names = [a.form for a in his.aliases]
    if beyond := _beyond(reply.answer, reply.quote, names):
        before = _named_there(document, (s_start, s_end), chunk, reply.answer, names)
        if before is None:
            return refuse(question, "model", q.named, f"the model's answer says what its quotation does not: {beyond}")
        s_start = before  # "I went there in October, 1894": the school is named the sentence before; both cited
    citer = Citer(project)
    asks_who = question.split(" ", 1)[0].lower() in ("who", "whom", "whose")
    answering = _answering(document[s_start:s_end], reply.answer)
    if his.resolved is not None and not all(his_sentence(project, his, s, voiced(project, his, chunk), asks_who)
                                            for s in answering):
        return refuse(question, "model", q.named, "the model's quotation is not in a sentence that tells of "
                                                   f"{person.name}")
    if q.kind and word_stem(q.kind) not in word_stems(" ".join(answering)):  # which party: a sentence naming none
        return refuse(question, "model", q.named, f"the model's quotation names no {q.kind}")
    citation: Citation = citer.cite_span(chunk.document_id, chunk.id, start, end, sentence=(s_start, s_end))
    body = reply.answer.strip()
    text = body.rstrip(".") + f"[{citation.ref}]" + body[len(body.rstrip(".")):]
    return EnglishAnswer(question, True, text, "model", [n.name for n in q.named], [citation.text],
                         citer.references())
