"""The real local model (run with `pytest -m llm` after `make model`); skipped when it is absent."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from shiguan.cache import default_cache_dir
from shiguan.config import LLMSettings
from shiguan.lang.zh.verify.check import check_claim
from shiguan.lang.zh.write.verified import BiographyWriter
from shiguan.llm import open_llm
from shiguan.retrieve.person import lookup

MODEL = Path(os.environ.get("SHIGUAN_MODEL_PATH", default_cache_dir() / "qwen2.5-coder-1.5b.gguf"))

pytestmark = [
    pytest.mark.llm,
    pytest.mark.skipif(not MODEL.is_file(), reason=f"no local model at {MODEL} (make model)"),
]


@pytest.fixture
def llm(project):
    pytest.importorskip("llama_cpp")
    return open_llm(LLMSettings(backend="llama", model_path=str(MODEL), context=2048), project.store)


def test_model_verdict_is_valid_and_cites_the_sources(project, llm):
    r = check_claim(project, lookup(project, "兆惠"), "兆惠尝赴金川督粮运。", llm)
    assert r.verdict in ("supported", "not_included", "not_supported")
    assert llm.calls >= 1
    if r.verdict == "supported":
        assert r.check.facts[0].citations


def test_model_biography_keeps_only_verified_cited_sentences(project, llm):
    bio = BiographyWriter(project, lookup(project, "兆惠"), llm).write()
    for s in bio.sentences:
        assert s.check.verdict == "supported" and s.citations


def test_model_extraction_stays_in_the_ontology_and_the_text(project, llm):
    from shiguan.config import ExtractSettings
    from shiguan.kg.ontology import Ontology
    from shiguan.lang.zh.relations.llm_extract import RelationExtractor

    ontology = Ontology.load().restricted({"子", "父", "任职"})
    text = "阿里衮卒，子丰升额袭。"
    r = RelationExtractor(llm, ontology, ExtractSettings(regex_first=False, threshold=0)).read(text)
    assert r.method == "cot" and llm.calls >= 1
    for t in r.kept:
        assert t.relation in ontology.relations
        assert text[t.head.start:t.head.end] == t.head.text and text[t.tail.start:t.tail.end] == t.tail.text


def test_model_answer_is_cited_or_refused(project, llm):
    from shiguan.lang.zh import STYLE
    from shiguan.lang.zh.write.answer import answer_by_model

    a = answer_by_model(project, llm, "兆惠的父亲是谁？")
    assert a.citations if a.answered else a.answer == STYLE.refusal


def test_model_article_keeps_only_sentences_verified_against_their_snippets(project, llm):
    from shiguan.article.compose import ArticleRequest, write_article

    article = write_article(project, llm, ArticleRequest("兆惠", "naive", words=80))
    snippets = {s.n for s in article.snippets}
    for section in article.sections:
        for s in section.sentences:
            assert s.verdict == "supported" and s.cites and set(s.cites) <= snippets
    assert article.cost["requests_by_stage"] == {"article-naive": 1}
