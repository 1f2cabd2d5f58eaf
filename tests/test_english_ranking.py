"""Ranking in both languages: one BM25 whose Chinese terms are what they always were and whose
English terms are stemmed words, `rank_chunks` (BM25 fused with stored vectors by reciprocal
rank, or BM25 alone), the article search's English path, and enrich's word-lifted relevance."""

from __future__ import annotations

import re

import numpy as np
import pytest
from conftest import write_corpus

from shiguan.article.sources import CorpusSearch, SourcePool, window
from shiguan.corpus.normalize import to_simplified
from shiguan.embed.vectors import embed_chunks, project_embedder
from shiguan.enrich.article import Section
from shiguan.enrich.narrative import load_narrative
from shiguan.enrich.retrieval import NarrativeIndex
from shiguan.errors import ShiguanError
from shiguan.ingest import ingest
from shiguan.project import Project
from shiguan.retrieve import rank
from shiguan.retrieve.bm25 import BM25, is_english, key_terms, terms
from shiguan.retrieve.rank import RRF_K, ChunkRanker, fuse, rank_chunks

# A made-up memoir, one file a chapter, so that each chapter is one chunk.
CHAPTERS = {
    "1-birth.txt": "I was born in the year 1801 in a small town on the river, the youngest of nine children.\n"
                   "My father kept a shop where he sold candles and soap.\n",
    "2-trade.txt": "At twelve I was apprenticed to my brother, who was a printer, and I learned to set\n"
                   "type by candlelight. He beat me often, and at seventeen I ran away from him.\n",
    "3-war.txt": "When the war came I joined a company of volunteers. We marched south in the winter\n"
                 "and fought at the ford, where half of us were wounded.\n",
    "4-office.txt": "After the war the assembly elected me its clerk. Later I was appointed postmaster\n"
                    "of the colony, an office I held for twenty years.\n",
}


@pytest.fixture
def english(tmp_path):
    """A project with the memoir marked English, as the English reader marks it."""
    p = Project.init(tmp_path / "en")
    ingest(p, [write_corpus(tmp_path / "memoir", CHAPTERS)["1-birth.txt"].parent])
    with p.store.transaction():
        for d in p.store.documents():
            p.store.set_meta(f"lang:{d.id}", "en")
    yield p
    p.close()


def chunk_of(project, name: str):
    return next(c for c in ChunkRanker(project).chunks if c.path.endswith(name))


# -- terms ----------------------------------------------------------------------------------------

_NOT_TEXT = re.compile(r"[\s，。；：、！？（）()「」『』“”‘’《》〈〉,.;:!?\"']+")


def ngrams_as_before(text: str) -> list[str]:
    """The article search's terms before English was read: unigrams and bigrams of every run."""
    return [g for run in _NOT_TEXT.split(to_simplified(text).lower())
            for g in list(run) + [run[i:i + 2] for i in range(len(run) - 1)]]


@pytest.mark.parametrize("text", [
    "兆惠，字和甫，吴雅氏，满洲正黄旗人。乾隆十三年，赴金川督粮运。",
    "李世熊，字元仲。博B闻W强Q记。",  # a Latin letter inside a Han run: still one Han run
    "<strong>诸王七</strong>",
    "於式枚，字晦若。",  # traditional forms read simplified
])
def test_chinese_text_gets_exactly_the_terms_it_had(text):
    assert sorted(terms(text)) == sorted(ngrams_as_before(text))


def test_english_runs_are_stemmed_words_and_marks_alone_say_nothing():
    assert terms("Franklin's brother—James apprenticed him — in 1718.") == [
        "franklin", "brother", "jam", "apprentic", "1718"]
    assert terms("金川 printers") == ["金", "川", "金川", "printer"]
    assert key_terms("金川督运") == ["金川", "川督", "督运"] and key_terms("字") == ["字"]
    assert key_terms("the printers of Boston") == ["printer", "boston"]
    assert is_english("apprenticed as a printer")
    assert is_english("Plato used the word λόγος for speech, reason and the order of the world")
    assert not is_english("金川 printer") and not is_english("the of") and not is_english("兆惠")


def test_bm25_ranks_the_text_with_the_rare_word_first_and_tolerates_no_terms():
    texts = [" ".join(CHAPTERS.values())[:50], *CHAPTERS.values()]
    scores = BM25(texts).scores("apprentice printer")
    assert int(np.argmax(scores)) == 2 and scores[0] == 0
    assert not BM25(["兆惠，字和甫。"], analyzer=lambda t: []).scores("兆惠").any()
    assert BM25([]).scores("anything").shape == (0,)


# -- rank_chunks ------------------------------------------------------------------------------------

def test_without_vectors_bm25_ranks_alone(english):
    ranked = rank_chunks(english, "apprenticed to his brother as a printer")
    assert ranked[0].chunk.path.endswith("2-trade.txt")
    assert all(r.vector_rank is None for r in ranked)
    assert [r.bm25_rank for r in ranked] == list(range(1, len(ranked) + 1))
    assert ranked[0].score == pytest.approx(1 / (RRF_K + 1))
    assert rank_chunks(english, "quantum chess gambits") == []  # no shared word, no vector: nothing
    office = chunk_of(english, "4-office.txt")
    assert [r.chunk for r in rank_chunks(english, "printer postmaster", chunks=[office])] == [office]
    assert rank_chunks(english, "printer", chunks=[]) == []


def test_fusion_adds_reciprocal_ranks_and_leaves_out_what_neither_list_ranks():
    fused = fuse(np.array([0.0, 2.0, 1.0, 0.0]), np.array([0.9, 0.1, -0.2, 0.0]))
    assert [(i, b, v) for i, _, b, v in fused] == [(1, 1, 2), (0, None, 1), (2, 2, None)]
    assert fused[0][1] == pytest.approx(1 / (RRF_K + 1) + 1 / (RRF_K + 2))
    assert [i for i, *_ in fuse(np.array([1.0, 1.0, 3.0]))] == [2, 0, 1]  # a tie keeps the earlier first


def test_stored_vectors_are_fused_by_reciprocal_rank(english):
    embed_chunks(english, project_embedder(english), batch=8)
    ranker = ChunkRanker(english)
    assert ranker.hybrid
    ranked = ranker.rank("elected clerk of the assembly, appointed postmaster", k=2)
    assert len(ranked) == 2 and ranked[0].chunk.path.endswith("4-office.txt")
    top = ranked[0]
    assert top.vector_rank is not None and top.score == pytest.approx(
        1 / (RRF_K + top.bm25_rank) + 1 / (RRF_K + top.vector_rank))


def test_an_embedder_that_cannot_be_loaded_leaves_bm25_alone(english, monkeypatch):
    embed_chunks(english, project_embedder(english), batch=8)

    def not_installed(project, refit=False):
        raise ShiguanError("the minilm embedder needs the weights")
    monkeypatch.setattr(rank, "project_embedder", not_installed)
    ranker = ChunkRanker(english)
    assert not ranker.hybrid and ranker.rank("printer")[0].chunk.path.endswith("2-trade.txt")


# -- the article search -----------------------------------------------------------------------------

def test_an_english_query_finds_english_chunks_by_words_and_cuts_whole_sentences(english):
    pool = SourcePool(english, CorpusSearch(english, 120))
    found = pool.retrieve("apprenticed to a printer", 2)
    assert found[0].chunk.path.endswith("2-trade.txt")
    assert found[0].text.startswith("At twelve I was apprenticed") and found[0].text.endswith("by candlelight.")
    assert english.store.document_text(found[0].chunk.document_id)[found[0].start:found[0].end] == found[0].text
    assert pool.rank("printer brother", pool.snippets, 1) == [found[0]]


def test_a_chinese_query_in_a_mixed_project_is_ranked_as_before(project, tmp_path):
    ingest(project, [write_corpus(tmp_path / "memoir", CHAPTERS)["1-birth.txt"].parent])
    with project.store.transaction():
        for d in project.store.documents():
            if d.path.endswith(tuple(CHAPTERS)):
                project.store.set_meta(f"lang:{d.id}", "en")
    search = CorpusSearch(project, 200)
    chinese = search.search("金川", 3)
    assert chinese and all("卷" in c.path for c, _ in chinese)
    assert [c.path for c, _ in search.search("printer", 3)][0].endswith("2-trade.txt")
    assert window("I was born. He was a printer. Then war.", "printer", 40) == (12, 39)


def test_without_english_documents_an_english_query_is_read_by_the_one_bm25(english):
    with english.store.transaction():
        for d in english.store.documents():
            english.store.set_meta(f"lang:{d.id}", "zh")
    search = CorpusSearch(english, 200)
    assert search.english is None
    assert search.search("postmaster", 1)[0][0].path.endswith("4-office.txt")


# -- enrich -----------------------------------------------------------------------------------------

def test_enrich_finds_a_passage_by_the_sections_words_where_the_vectors_miss_it(english, tmp_path):
    path = tmp_path / "memoir.txt"
    path.write_text("\n\n".join(CHAPTERS.values()), "utf-8")
    settings = english.config.enrich.model_copy(update={"chunk_chars": 200, "threshold": 0.3})
    index = NarrativeIndex(english.store, load_narrative(path), english.config.embed, settings)
    assert len(index.passages) == len(CHAPTERS)
    # vectors that see the birth chapter in every query (cosine 0.6) and the others hardly (0.1)
    cosine = np.array([0.6, 0.1, 0.1, 0.1], dtype=np.float32)
    index.matrix = np.stack([cosine, np.sqrt(1 - cosine ** 2)], axis=1)
    index.embedder = type("Fixed", (), {"embed": lambda self, texts: np.array([[1.0, 0.0]], dtype=np.float32)})()
    vector = np.array([1.0, 0.0], dtype=np.float32)
    lifted = index.relevance("He was appointed postmaster", vector)
    assert lifted[3] == pytest.approx((0.1 + 0.6) / 2) and np.allclose(lifted[:3], cosine[:3])  # never lowered
    assert np.allclose(index.relevance("quantum chess", vector), cosine)  # no word in common: the cosine alone
    section = Section(1, "Postmaster", 2, "He was appointed postmaster of the colony.", ("Postmaster",))
    assert [r.passage.index for r in index.search(section)] == [0, 3]
