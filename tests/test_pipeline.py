"""End to end through the Python API: ingest → KG → lookup → rules-only biography."""

from __future__ import annotations

import re

import pytest

from shiguan.ingest import ingest
from shiguan.lang.zh.write.biography import write_rules_biography
from shiguan.project import Project
from shiguan.retrieve.person import lookup, result_to_dict


@pytest.fixture
def project(tmp_path):
    p = Project.init(tmp_path / "p")
    yield p
    p.close()


@pytest.fixture
def loaded(project, corpus):
    report = ingest(project, [corpus["卷一百.txt"].parent])
    return project, corpus, report


def entity_named(project, name):
    ids = project.store.person_entities_named(name)
    assert len(ids) == 1, (name, ids)
    return ids[0]


def doc_text(project, document_id):
    return project.store.document_text(document_id)


# -- ingest ---------------------------------------------------------------------------------


def test_counts(loaded):
    project, corpus, report = loaded
    assert sorted(report.added.first) == sorted(str(p) for p in corpus.values())
    assert report.unchanged.count == report.replaced.count == report.empty.count == len(report.failed) == 0
    assert report.entries == 8
    counts = project.store.counts()
    assert counts["documents"] == 4
    assert counts["entries"] == 8  # 兆惠 阿里衮 舒赫德 舒常, 傅鼐 ×2, 赵尔丰 ×2
    assert counts["people"] == 7
    names = sorted(r[0] for r in project.store.db.execute("SELECT name FROM entities WHERE scope=''"))
    assert names == sorted(["兆惠", "阿里衮", "舒赫德", "舒常", "傅鼐", "傅鼐", "赵尔丰"])
    # and a person known to one document only: 兆惠's father, whose office his entry states
    assert counts["entities"] == 8
    assert counts["chunks"] == project.store.db.execute("SELECT count(*) FROM chunk_fts").fetchone()[0]
    assert project.store.get_meta("indexes_stale") == "0"
    assert counts["mentions"] > 0


def test_entries_and_chunks_line_up_with_the_text(loaded):
    project, _, _ = loaded
    for doc in project.store.documents():
        text = doc_text(project, doc.id)
        entries = project.store.entries_of_document(doc.id)
        for e in entries:
            assert text[e.start:].startswith(e.heading)
            chunks = project.store.chunks_of_entries([e.id])
            assert chunks
            for c in chunks:
                assert e.start <= c.start < c.end <= e.end
        # the 论曰 commentary is not part of any entry
        at = text.find("论曰")
        if at >= 0:
            assert not any(e.start <= at < e.end for e in entries)


def test_son_entry_hangs_on_his_father(loaded):
    project, _, _ = loaded
    son = project.store.entries_of(entity_named(project, "舒常"))
    assert [(e.heading, e.kinship, e.relative_of) for e in son] == [("子舒常", "子", "舒赫德")]


def test_same_file_twice_adds_nothing(loaded):
    project, corpus, _ = loaded
    before = project.store.counts()
    again = ingest(project, list(corpus.values()))
    assert sorted(again.unchanged.first) == sorted(str(p) for p in corpus.values())
    assert again.added.count == again.replaced.count == 0
    assert again.entries == 0
    assert project.store.counts() == before


def test_same_content_under_another_path_is_not_stored_twice(loaded, tmp_path):
    project, corpus, _ = loaded
    before = project.store.counts()
    copy = tmp_path / "copy.txt"
    copy.write_bytes(corpus["卷七十八.txt"].read_bytes())
    report = ingest(project, [copy])
    assert report.unchanged.count == 1 and "same content as" in report.unchanged.first[0]
    assert project.store.counts() == before


def test_modified_file_replaces_its_old_version(loaded):
    project, corpus, _ = loaded
    path = corpus["卷一百.txt"]
    before = project.store.counts()
    path.write_text(
        path.read_text("utf-8").replace("命释还。", "命释还。三十年，授镶蓝旗护军统领。"), encoding="utf-8"
    )
    report = ingest(project, [path])
    assert report.replaced.first == [str(path)]
    assert report.added.count == 0
    after = project.store.counts()
    assert after["documents"] == before["documents"]
    assert after["entries"] == before["entries"]
    assert after["entities"] == before["entities"]
    assert len(project.store.documents_at_path(str(path))) == 1
    dup = project.store.db.execute(
        "SELECT count(*) FROM (SELECT document_id, ord FROM entries GROUP BY document_id, ord "
        "HAVING count(*) > 1) AS dup"
    ).fetchone()[0]
    assert dup == 0
    orphans = project.store.db.execute(
        "SELECT count(*) FROM chunks WHERE document_id NOT IN (SELECT id FROM documents)"
    ).fetchone()[0]
    assert orphans == 0
    assert after["chunks"] == project.store.db.execute("SELECT count(*) FROM chunk_fts").fetchone()[0]
    r = lookup(project, "舒常")
    assert r.resolved is not None
    assert "镶蓝旗护军统领" in {t.tail_text for t in r.facts}
    # the father link is rebuilt against the new 舒赫德
    father = next(t for t in r.facts if t.relation == "父")
    assert father.tail_id == entity_named(project, "舒赫德")
    assert project.store.get_meta("indexes_stale") == "0"


# -- entity resolution and lookup -----------------------------------------------------------


def test_same_name_different_people_stay_apart(loaded):
    project, _, _ = loaded
    ids = project.store.person_entities_named("傅鼐")
    assert len(ids) == 2
    r = lookup(project, "傅鼐")
    assert r.ambiguous
    assert r.resolved is None
    assert {c.entity_id for c in r.candidates} == set(ids)
    zis = sorted(tuple(c.identity["字"]) for c in r.candidates)
    assert zis == [("重庵",), ("阁峰",)]
    assert r.facts == [] and r.neighbours == []
    d = result_to_dict(project, r)
    assert d["ambiguous"] is True and d["person"] is None and len(d["candidates"]) == 2


def test_choosing_one_of_the_same_named_by_id(loaded):
    project, _, _ = loaded
    for entity_id in project.store.person_entities_named("傅鼐"):
        r = lookup(project, "傅鼐", entity_id=entity_id)
        assert not r.ambiguous
        assert r.resolved is not None and r.resolved.entity_id == entity_id
        own = [h for h in r.chunks if h.source == "entry"]
        assert own and all(h.entity_id == entity_id for h in own)
        assert {t.head_id for t in r.facts} == {entity_id}


def test_chosen_person_does_not_get_the_namesakes_entry(loaded):
    project, _, _ = loaded
    ids = project.store.person_entities_named("傅鼐")
    for entity_id in ids:
        other = next(i for i in ids if i != entity_id)
        other_entries = {e.id for e in project.store.entries_of(other)}
        r = lookup(project, "傅鼐", entity_id=entity_id)
        assert not [h for h in r.chunks if h.chunk.entry_id in other_entries], entity_id


def test_ambiguous_result_labels_each_candidates_own_entry(loaded):
    project, _, _ = loaded
    r = lookup(project, "傅鼐")
    assert r.ambiguous
    for cand in r.candidates:
        own = {e.id for e in project.store.entries_of(cand.entity_id)}
        hits = [h for h in r.chunks if h.chunk.entry_id in own]
        assert hits and all(h.source == "entry" and h.entity_id == cand.entity_id for h in hits)


def test_choosing_one_of_the_same_named_by_document(loaded):
    project, _, _ = loaded
    r = lookup(project, "傅鼐", doc="七十八")
    assert r.resolved is not None
    assert r.resolved.identity["字"] == ["阁峰"]


def test_variant_entries_merge_into_one_person(loaded):
    project, _, _ = loaded
    entity = entity_named(project, "赵尔丰")
    entries = project.store.entries_of(entity)
    assert len(entries) == 2
    assert entries[0].document_id == entries[1].document_id
    r = lookup(project, "赵尔丰")
    assert r.resolved is not None and r.resolved.entity_id == entity
    assert len([h for h in r.chunks if h.source == "entry"]) == 2
    assert project.store.fact_values(entity, "字") == {"季和"}
    assert project.store.fact_values(entity, "旗籍") == {"汉军正蓝旗"}


def test_lookup_by_zi(loaded):
    project, _, _ = loaded
    r = lookup(project, "和甫")
    assert r.resolved is not None
    assert r.resolved.name == "兆惠"
    assert r.resolved.matched == "字"


def test_lookup_by_surname_plus_zi(loaded):
    project, _, _ = loaded
    r = lookup(project, "赵季和")
    assert r.resolved is not None and r.resolved.name == "赵尔丰"
    assert r.resolved.matched == "surname+字"


def test_lookup_traditional_form_falls_back_to_simplified(loaded):
    project, _, _ = loaded
    r = lookup(project, "趙爾豐")
    assert r.query == "赵尔丰"
    assert r.resolved is not None and r.resolved.name == "赵尔丰"


def test_entry_scoped_given_name_is_not_a_global_lookup(loaded):
    project, _, _ = loaded
    r = lookup(project, "尔丰")
    assert not r.in_kg
    assert r.chunks and all(h.source == "fulltext" for h in r.chunks)


@pytest.mark.parametrize("query", ["准噶尔", "西藏"])  # trigram index, and a two-character scan
def test_unknown_name_falls_back_to_full_text(loaded, query):
    project, _, _ = loaded
    r = lookup(project, query)
    assert not r.in_kg and r.resolved is None and not r.ambiguous
    assert r.chunks
    for h in r.chunks:
        assert h.source == "fulltext"
        assert query in h.text
        assert h.reasons and query in h.reasons[0]
        assert h.text == doc_text(project, h.chunk.document_id)[h.chunk.start:h.chunk.end]


def test_unknown_string_found_nowhere(loaded):
    project, _, _ = loaded
    r = lookup(project, "诸葛亮")
    assert not r.in_kg and r.chunks == []


def test_blank_query_is_an_input_error(loaded):
    from shiguan.errors import InputError

    project, _, _ = loaded
    with pytest.raises(InputError):
        lookup(project, "   ")


def test_retrieval_order_entry_then_mentions(loaded):
    project, _, _ = loaded
    zhaohui = entity_named(project, "兆惠")
    r = lookup(project, "兆惠")
    assert r.resolved is not None and r.resolved.entity_id == zhaohui
    sources = [h.source for h in r.chunks]
    assert sources[0] == "entry"
    assert "mention" in sources
    assert sources == sorted(sources, key=["entry", "mention"].index)
    own = project.store.entries_of(zhaohui)
    for h in r.chunks:
        assert h.reasons and all(reason.strip() for reason in h.reasons)
        assert h.text == doc_text(project, h.chunk.document_id)[h.chunk.start:h.chunk.end]
        if h.source == "entry":
            assert h.chunk.entry_id in {e.id for e in own}
        else:
            assert "兆惠" in h.text
            assert "兆惠" in h.reasons[0]
    texts = [h.text for h in r.chunks if h.source == "mention"]
    assert any(t.startswith("阿里衮，") for t in texts)  # "与兆惠同征回部" in 阿里衮's entry
    assert any(t.startswith("论曰") for t in texts)
    assert len({h.chunk.id for h in r.chunks}) == len(r.chunks)


def test_neighbours_are_separate_and_kin_link_to_the_father(loaded):
    project, _, _ = loaded
    father_id = entity_named(project, "舒赫德")
    r = lookup(project, "舒常")
    father = [t for t in r.facts if t.relation == "父"]
    assert [(t.tail_text, t.tail_id, t.method) for t in father] == [("舒赫德", father_id, "heading-kinship")]
    assert [h.entity_id for h in r.neighbours] == [father_id]
    nb = r.neighbours[0]
    assert nb.source == "neighbour"
    assert nb.text.startswith("舒赫德，字伯容")
    assert nb.reasons and "父" in nb.reasons[0]
    assert nb.chunk.id not in {h.chunk.id for h in r.chunks}
    assert all(h.source in ("entry", "mention") for h in r.chunks)
    d = result_to_dict(project, r)
    assert [c["person_id"] for c in d["neighbours"]] == [father_id]
    assert all(c["source"] != "neighbour" for c in d["chunks"])


def test_father_sees_son_as_neighbour(loaded):
    project, _, _ = loaded
    son_id = entity_named(project, "舒常")
    r = lookup(project, "舒赫德")
    assert son_id in [h.entity_id for h in r.neighbours]


def test_father_without_an_entry_is_the_person_his_office_was_stored_under(loaded):
    project, _, _ = loaded
    r = lookup(project, "兆惠")
    father = next(t for t in r.facts if t.relation == "父")
    assert father.tail_text == "佛标" and father.tail_id is not None
    # 父佛标，官至都统: the office is his father's, stored under him, not under 兆惠
    assert [(t.relation, t.tail_text, t.basis) for t in project.store.triples_of(father.tail_id)] == [
        ("任职", "都统", "carried")]
    assert "都统" not in {t.tail_text for t in r.facts if t.relation == "任职"}


# -- rules-only biography -------------------------------------------------------------------


@pytest.fixture
def zhaohui_bio(loaded):
    project, _, _ = loaded
    r = lookup(project, "兆惠")
    return project, r, write_rules_biography(project, r)


def test_biography_every_clause_is_cited_exactly(zhaohui_bio):
    project, _, bio = zhaohui_bio
    assert bio.sentences
    clauses = [c for s in bio.sentences for c in s.clauses]
    assert len(clauses) >= 8
    for c in clauses:
        assert c.citations
        for cit in c.citations:
            text = doc_text(project, cit.document_id)
            assert cit.text == text[cit.start:cit.end]
            assert cit.text
            assert cit.sentence == text[cit.sentence_start:cit.sentence_end].strip()
            assert c.value in cit.text or all(v in cit.text for v in c.value.split("、"))
    d = bio.to_dict()
    for s in d["sentences"]:
        assert s["citations"]
        for cit in s["citations"]:
            assert cit["text"] == doc_text(project, cit["document_id"])[cit["start"]:cit["end"]]


def test_biography_zi_clause_is_the_source_zi(zhaohui_bio):
    project, r, bio = zhaohui_bio
    zi = [c for s in bio.sentences for c in s.clauses if c.relation == "字"]
    assert len(zi) == 1
    assert zi[0].value == "和甫"
    triple = next(t for t in r.facts if t.id == zi[0].triple_id)
    assert doc_text(project, triple.document_id)[triple.value_start:triple.value_end] == zi[0].value
    assert bio.sentences[0].text.startswith("兆惠，字和甫")


def test_biography_dates_carry_gregorian_years(zhaohui_bio):
    _, _, bio = zhaohui_bio
    text = "".join(s.text for s in bio.sentences)
    assert "乾隆十三年（1748）" in text
    assert "二十九年（1764）" in text
    assert "谥文襄" in text
    # no year is printed for a fact whose sentence has no date
    assert not re.search(r"（\d{4}）[，、]?七迁", text)


def test_biography_says_it_was_written_without_a_model(zhaohui_bio):
    _, _, bio = zhaohui_bio
    assert bio.mode == "rules-only"
    assert "without a language model" in bio.note
    md = bio.markdown()
    assert bio.note in md
    assert md.startswith("# 兆惠\n")
    for ref in bio.references:
        assert f"{ref.ref}. " in md


def test_biography_citation_sentence_contains_its_evidence(zhaohui_bio):
    _, _, bio = zhaohui_bio
    for s in bio.sentences:
        for c in s.clauses:
            for cit in c.citations:
                assert cit.sentence_start <= cit.start and cit.end <= cit.sentence_end, (c.text, cit)


# -- problem files --------------------------------------------------------------------------


def test_empty_and_binary_files(project, tmp_path):
    d = tmp_path / "mixed"
    d.mkdir()
    (d / "a_empty.txt").write_bytes(b"")
    (d / "b_blank.md").write_text("  \n\n ", encoding="utf-8")
    (d / "c_binary.txt").write_bytes(b"\x00\x01\x02PK\x03\x04" * 200)
    (d / "d_good.txt").write_text("傅鼐\n傅鼐，字阁峰，富察氏，满洲镶白旗人。初授侍卫。\n", encoding="utf-8")
    report = ingest(project, [d])
    assert sorted(report.empty.first) == [str(d / "a_empty.txt"), str(d / "b_blank.md")]
    assert [p for p, _ in report.failed] == [str(d / "c_binary.txt")]
    assert "c_binary.txt" in report.failed[0][1]
    assert report.added.first == [str(d / "d_good.txt")]
    assert project.store.counts()["documents"] == 1
    assert lookup(project, "阁峰").resolved is not None


def test_the_report_counts_every_file_and_names_a_bounded_few(project, corpus, monkeypatch):
    """A run over a million files keeps no list of their paths: counts, and the first few."""
    monkeypatch.setattr("shiguan.ingest.SAMPLE_PATHS", 2)
    report = ingest(project, [corpus["卷一百.txt"].parent])
    assert report.added.count == 4 and report.added.first == sorted(str(p) for p in corpus.values())[:2]
    assert len(report.read_as) == 2 and report.read_by == {"classical Chinese": 4}


def test_missing_path_is_an_input_error(project, tmp_path):
    from shiguan.errors import InputError

    with pytest.raises(InputError, match="nowhere.txt"):
        ingest(project, [tmp_path / "nowhere.txt"])


def test_traditional_document_is_indexed_simplified_and_cited_as_written(project, tmp_path):
    src = tmp_path / "trad.txt"
    original = (
        "兆惠\n"
        "兆惠，字和甫，吳雅氏，滿洲正黃旗人，孝恭仁皇后族孫。父佛標，官至都統。兆惠，以筆帖式直軍機處。"
        "七遷至刑部侍郎、正黃旗滿洲副都統、鑲紅旗護軍統領。乾隆十三年，命兼領戶部侍郎。\n"
    )
    src.write_text(original, encoding="utf-8")
    ingest(project, [src])
    doc = project.store.documents()[0]
    assert doc_text(project, doc.id) == original
    r = lookup(project, "兆惠")
    assert r.resolved is not None
    assert "满洲正黄旗" in project.store.fact_values(r.resolved.entity_id, "旗籍")
    assert any(h.text.startswith("兆惠，字和甫，吳雅氏") for h in r.chunks)
    bio = write_rules_biography(project, r)
    cited = [cit.text for s in bio.sentences for c in s.clauses for cit in c.citations]
    assert "兼領戶部侍郎" in cited
    for s in bio.sentences:
        for c in s.clauses:
            for cit in c.citations:
                assert cit.text == original[cit.start:cit.end]
