"""`shiguan article` without a model: the rules' 纪事本末 (lang/zh/write/chronicle.py) as an
article report of the same shape as the model plans' (`sections` → `sentences` with `text` and
`refs`, `references`), so that scripts read either.

Each sentence cites the source sentence its clause group stands in; the reference quotes that
sentence whole and gives its exact span. Nothing is written that the source does not say: the
sentence is the clause group as written, with the era date and Gregorian year and the actor's
name put before it, so there is nothing for a Verifier to check beyond the attribution, whose
basis the report keeps (`planning.sentences`).
"""

from __future__ import annotations

import re
import time
from typing import Any

from ..errors import InputError
from ..kg.graph import sentence_around
from ..lang.en.write.topic_article import write_english_chronicle
from ..lang.zh.write.chronicle import write_chronicle
from ..project import Project
from ..write.chronicle_plan import Chronicle, Told
from .outline import Outline, OutlineSection
from .result import Sentence, WrittenArticle, WrittenSection
from .sources import Snippet

PLAN = "rules"
_HAN = re.compile(r"[\u3400-\u9fff]")


def rules_outline(chronicle: Chronicle, english: bool = False) -> Outline:
    title = chronicle.topic if english else f"{chronicle.topic}纪事本末"
    return Outline(title, [OutlineSection(s.heading) for s in chronicle.sections])


def plan_chronicle(project: Project, topic: str, lang: str, max_chars: int | None) -> tuple[Chronicle, bool]:
    """The rules' plan, as the sources speak: a 纪事本末 in classical Chinese, or, for an English
    topic (--lang en, or a topic with no Chinese characters), the narrators' own sentences quoted
    with their actors named; `max_chars` is characters in Chinese, words in English. Also
    whether it is English."""
    english = lang == "en" or not _HAN.search(topic)
    if not english and lang != "zh":
        raise InputError("an article without a model is written as the sources speak: use --lang zh for a Chinese "
                         "corpus or --lang en for an English one, or set [llm] for a model to word it")
    if english:
        return write_english_chronicle(project, topic.strip(), max_chars), True
    return write_chronicle(project, topic.strip(), max_chars), False


def write_rules_article(project: Project, topic: str, lang: str, max_chars: int | None) -> WrittenArticle:
    """The rules-only article on `topic` (plan_chronicle), each sentence cited."""
    began = time.perf_counter()
    chronicle, english = plan_chronicle(project, topic, lang, max_chars)
    return chronicle_article(project, chronicle, english, began)


def chronicle_article(project: Project, chronicle: Chronicle, english: bool, began: float) -> WrittenArticle:
    """The article report of a planned chronicle, each sentence cited (`began`: when planning began)."""
    topic = chronicle.topic
    if not chronicle.sections:
        raise InputError(f"nothing in the corpus tells a deed of {topic!r} with its actor named "
                         f"({_reasons(chronicle.left_out) or 'no sentence holds the topic word or its terms'})")
    snippets: list[Snippet] = []
    sections = []
    for part in chronicle.sections:
        written = WrittenSection(part.heading, "body")
        for told in part.sentences:
            snippets.append(_snippet(project, told, len(snippets) + 1, topic, english))
            written.sentences.append(Sentence(told.text, [snippets[-1].n]))
        sections.append(written)
    seconds = round(time.perf_counter() - began, 2)
    return WrittenArticle(topic, PLAN, "en" if english else "zh", "rules", rules_outline(chronicle, english),
                          sections, snippets, _planning(chronicle),
                          {"model_calls": 0, "cache_hits": 0, "seconds": seconds, "steps": chronicle.seconds})


def _snippet(project: Project, told: Told, n: int, topic: str, english: bool) -> Snippet:
    """The whole source sentence the clause group stands in (in English, the sentence planned),
    as the reference."""
    store = project.store
    text = store.document_text(told.document_id)
    start, end = (told.start, told.end) if english else sentence_around(
        text, told.start, max(told.start, told.end - 1))
    chunk_id = store.chunk_containing(told.document_id, told.start)
    chunk = store.chunks_by_id([chunk_id])[chunk_id]
    return Snippet(n, chunk, start, end, text[start:end], topic)


def _planning(chronicle: Chronicle) -> dict[str, Any]:
    """What the plan decided: the terms gathered by, why clause groups were left out, and each
    sentence's span, actor, the basis of the attribution, priority and corroboration."""
    return {
        "terms": chronicle.terms, "left_out": chronicle.left_out, "episodes_over_budget": chronicle.dropped,
        "max_chars": chronicle.max_chars, "chars": chronicle.chars(),
        "sentences": [{"text": t.text, "document_id": t.document_id, "start": t.start, "end": t.end,
                       "actor": t.deed.actor, "basis": t.deed.actor_basis, "year": t.deed.year,
                       "priority": t.priority, "biographies": t.corroboration}
                      for s in chronicle.sections for t in s.sentences],
    }


def _reasons(left_out: dict[str, int]) -> str:
    return "; ".join(f"{n} {why}" for why, n in sorted(left_out.items(), key=lambda x: -x[1]))
