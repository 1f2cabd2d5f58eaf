"""A document's chunks are indexed for full-text search in one batch at the end of its
transaction: a failure there leaves no part of the document, and the next run stores it whole."""

from __future__ import annotations

import pytest

from shiguan.ingest import ingest
from shiguan.project import Project
from shiguan.store.documents import Documents

CHAPTER = ("张文仁李武德\n张文仁，字仁甫，浙江仁和人。乾隆二年进士，授编修。累迁户部侍郎。卒，谥文恪。\n"
           "李武德，字德甫，江苏长洲人。乾隆三年进士，授检讨。出为知府。卒。\n论曰：二臣皆以廉能著。\n")


def _rows(project: Project, sql: str) -> list[tuple]:
    return project.store.db.execute(sql).fetchall()


def test_a_failure_while_indexing_loses_nothing_on_the_next_run(tmp_path, monkeypatch):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for i in range(3):
        (corpus / f"卷{i}.txt").write_text(CHAPTER.replace("二", "二三四"[i]), encoding="utf-8")
    project = Project.init(tmp_path / "p")
    index_chunks = Documents.index_chunks
    calls = []

    def failing_second(self, texts):
        calls.append(1)
        if len(calls) == 2:
            raise RuntimeError("killed while indexing")
        index_chunks(self, texts)

    monkeypatch.setattr(Documents, "index_chunks", failing_second)
    with pytest.raises(RuntimeError):
        ingest(project, [corpus])
    assert _rows(project, "SELECT count(*) FROM documents") == [(1,)]  # the second left nothing behind
    assert _rows(project, "SELECT count(*) FROM chunks") == _rows(project, "SELECT count(*) FROM chunk_fts")
    monkeypatch.setattr(Documents, "index_chunks", index_chunks)
    report = ingest(project, [corpus])
    assert report.added.count == 2 and report.unchanged.count == 1
    texts = dict(_rows(project, "SELECT id, coalesce(norm_text, text) FROM documents"))
    chunks = [(c, texts[d][s:e]) for c, d, s, e in
              _rows(project, "SELECT c.id, c.document_id, c.start, c.end FROM chunks c ORDER BY c.id")]
    assert len(chunks) > 6
    assert _rows(project, "SELECT rowid, text FROM chunk_fts ORDER BY rowid") == chunks
    assert _rows(project, "SELECT count(*) FROM entries") == [(6,)]
    project.close()
