"""Reading stored documents again: after `extract`, after a change of rules, with people keeping
their ids so that reviews and outputs still find them."""

from __future__ import annotations

from shiguan.extraction_run import extract_project, rules_reader
from shiguan.ingest import ingest, reread
from shiguan.kg.ontology import Ontology
from shiguan.retrieve.person import lookup


def test_a_changed_file_is_read_again_after_extract(project, corpus):
    extract_project(project, "rules", rules_reader(Ontology.load()))
    assert project.store.edges()
    path = corpus["卷一百.txt"]
    path.write_text(path.read_text("utf-8").replace("谥文襄", "谥文忠"), encoding="utf-8")
    before = lookup(project, "兆惠").resolved.entity_id
    report = ingest(project, [path.parent])
    assert report.replaced.first == [str(path)]
    found = lookup(project, "兆惠")
    assert found.resolved.entity_id == before  # the same man, read again
    assert "文忠" in {t.tail_text for t in found.facts if t.relation == "谥号"}


def test_rereading_keeps_people_and_their_review_decisions(project, monkeypatch):
    found = lookup(project, "兆惠")
    entity = found.resolved.entity_id
    item = project.store.open_review("k", entity, "字", "兆惠，字和甫。", "[]")
    project.store.resolve_review(item.id, "和甫", "checked")
    output = project.store.add_output(entity, "biography", "rules-only", "# 兆惠", "{}")
    monkeypatch.setattr(project, "reader_fingerprint", "another reader")
    stale = ingest(project, [])
    assert stale.stale == len(project.store.documents()) and not stale.reread
    done = reread(project)
    assert len(done) == len(project.store.documents())
    assert lookup(project, "兆惠").resolved.entity_id == entity
    assert project.store.review_decisions(entity) == {"字": "和甫"}
    assert project.store.output(output).entity_id == entity
    assert reread(project) == []  # nothing left to read again: a killed run resumes where it stopped
