"""Model relation extraction with a scripted backend: parsing, span checks, the regex path,
process-supervision scoring, storage with linking, resume, and entity normalisation."""

from __future__ import annotations

import json

import pytest

from shiguan.config import ExtractSettings, LLMSettings
from shiguan.extraction_run import extract_project
from shiguan.kg.entity_merge import candidate_pairs, normalise
from shiguan.kg.ontology import Ontology
from shiguan.lang.zh.relations.llm_extract import RelationExtractor, passages
from shiguan.llm import LLM, LLMError
from shiguan.llm.scripted import ScriptedBackend
from shiguan.store import NewEdge

ONTOLOGY = Ontology.load()


def llm_for(script, store=None):
    return LLM(ScriptedBackend(script), store, LLMSettings(backend="none", max_retries=0, json_retries=0),
               sleep=lambda s: None)


def cot(triples, entities=None, frames=None):
    ents = entities if entities is not None else sorted({t[0] for t in triples} | {t[2] for t in triples})
    return json.dumps({
        "translation": "译文",
        "entities": [{"text": e, "type": "人物"} for e in ents],
        "analysis": "分析",
        "frames": frames if frames is not None else [
            {"head_type": "人物", "relation": t[1], "tail_type": "人物"} for t in triples],
        "triples": [{"head": h, "head_type": "人物", "relation": r, "tail": t, "tail_type": "人物"}
                    for h, r, t in triples],
    }, ensure_ascii=False)


def rubric(*scores):
    """A scorer reply that deducts 2 - score points from each step."""
    keys = ("translation", "entities", "analysis", "frames", "triples")
    return json.dumps({"deductions": [{"step": k, "reason": "扣分", "points": 2 - s}
                                      for k, s in zip(keys, scores) if s < 2]})


def extractor(script, **settings):
    llm = llm_for(script)
    return RelationExtractor(llm, ONTOLOGY, ExtractSettings(regex_first=False, **settings)), llm


def test_triples_must_stand_verbatim_and_use_the_ontology():
    text = "阿里衮卒，子丰升额袭。"
    ex, _ = extractor([cot([("阿里衮", "子", "丰升额"), ("阿里衮", "子", "福隆安"), ("阿里衮", "喜欢", "丰升额")]),
                       rubric(2, 2, 2, 2, 2)])
    r = ex.read(text)
    assert [t.key() for t in r.kept + r.dropped] == [("阿里衮", "子", "丰升额")]
    kept = (r.kept + r.dropped)[0]
    assert text[kept.head.start:kept.head.end] == "阿里衮" and text[kept.tail.start:kept.tail.end] == "丰升额"
    assert kept.evidence == (0, len(text))
    why = [x["why"] for x in r.steps["rejected"]]
    assert any("verbatim" in w for w in why) and any("not in the ontology" in w for w in why)


def test_code_checked_deductions_cap_the_models_score():
    # two rejected triples, an entity the text lacks, a duplicated and an unknown frame:
    # the model's 10 cannot stand
    ex, _ = extractor([cot([("阿里衮", "子", "丰升额"), ("阿里衮", "子", "福隆安"), ("阿里衮", "喜欢", "丰升额")]),
                       rubric(2, 2, 2, 2, 2)])
    r = ex.read("阿里衮卒，子丰升额袭。")
    caps = r.steps["rubric"]["rule_caps"]
    assert caps["entities"] == 1 and caps["triples"] == 0 and caps["frames"] == 0
    assert r.score == 2 + 1 + 2 + 0 + 0
    assert r.score < 8 and not r.kept and r.dropped  # below the threshold: stored, not kept


def test_score_threshold_is_configurable():
    script = [cot([("阿里衮", "子", "丰升额")]), rubric(2, 2, 1, 1, 1)]
    strict, _ = extractor(list(script))
    lenient, _ = extractor(list(script), threshold=7)
    assert not strict.read("阿里衮卒，子丰升额袭。").kept
    assert lenient.read("阿里衮卒，子丰升额袭。").kept[0].score == 7


def test_no_triples_means_no_scoring_call():
    ex, llm = extractor([cot([], entities=[])])
    r = ex.read("是岁大旱。")
    assert r.method == "cot" and not r.kept and r.score is None
    assert len(llm.backend.seen) == 1


def test_model_reads_simplified_text_but_spans_quote_the_original():
    text = "傅恆，字春和，滿洲鑲黃旗人。"
    ex, llm = extractor([cot([("傅恒", "字", "春和")]), rubric(2, 2, 2, 2, 2)])
    r = ex.read(text)
    assert "满洲镶黄旗" in llm.backend.seen[0].messages[-1].content
    head = r.kept[0].head
    assert head.text == "傅恆" and text[head.start:head.end] == "傅恆"


def test_regex_path_first_when_the_passage_has_a_cue():
    reply = json.dumps({"patterns": [{"relation": "字",
                                      "regex": "(?P<head>[\u4e00-\u9fff]{2,3})，字(?P<tail>[\u4e00-\u9fff]{2})"}]})
    llm = llm_for([reply])
    r = RelationExtractor(llm, ONTOLOGY, ExtractSettings()).read("兆惠，字和甫，吴雅氏。")
    assert r.method == "regex" and [t.key() for t in r.kept] == [("兆惠", "字", "和甫")]
    assert r.kept[0].score is None and len(llm.backend.seen) == 1


@pytest.mark.parametrize("regex,why", [
    ("(?P<head>兆惠(", "does not compile"),
    ("兆惠，字(..)", "groups"),
    ("(?P<head>(a+)+)(?P<tail>b)", "nested repetition"),
])
def test_a_bad_regex_is_rejected_and_plan_b_runs(regex, why):
    reply = json.dumps({"patterns": [{"relation": "字", "regex": regex}]})
    llm = llm_for([reply, cot([("兆惠", "字", "和甫")]), rubric(2, 2, 2, 2, 2)])
    r = RelationExtractor(llm, ONTOLOGY, ExtractSettings()).read("兆惠，字和甫，吴雅氏。")
    assert r.method == "cot" and [t.key() for t in r.kept] == [("兆惠", "字", "和甫")]
    assert len(llm.backend.seen) == 3


def test_malformed_model_output_is_a_clear_error():
    ex, _ = extractor(["this is not json"])
    with pytest.raises(LLMError, match="CotReply"):
        ex.read("阿里衮卒，子丰升额袭。")


def test_passages_keep_whole_sentences():
    text = "甲。乙乙乙。丙丙丙丙丙丙丙。丁"
    spans = passages(text, 6)
    assert "".join(text[s:e] for s, e in spans) == text
    assert spans == [(0, 6), (6, 14), (14, 15)]


def _reply_by_passage(request):
    """CoT replies keyed on what the passage says; rubric requests get full marks; no regexes."""
    user = request.messages[-1].content
    if "正则" in request.messages[0].content:
        return json.dumps({"patterns": []})  # no regex: plan B
    if "抽取过程" in user:
        return rubric(2, 2, 2, 2, 2)
    if "与兆惠同征回部" in user:
        return cot([("阿里衮", "同僚", "兆惠")])
    if "赴金川" in user:
        return json.dumps({"translation": "t",
                           "entities": [{"text": "兆惠", "type": "人物"}, {"text": "金川", "type": "地点"}],
                           "analysis": "a", "frames": [{"head_type": "人物", "relation": "去往", "tail_type": "地点"}],
                           "triples": [{"head": "兆惠", "head_type": "人物", "relation": "去往", "tail": "金川",
                                        "tail_type": "地点"}]}, ensure_ascii=False)
    return cot([], entities=[])


def _run(project, script, limit=None):
    llm = llm_for(script, project.store)
    ex = RelationExtractor(llm, ONTOLOGY, ExtractSettings(regex_first=False))
    return extract_project(project, "llm", ex.read, limit=limit), llm


def test_extracted_edges_are_stored_with_spans_and_linked_to_indexed_people(project):
    report, _ = _run(project, [_reply_by_passage] * 200)
    assert report.kept == 2 and report.chunks == project.store.extraction_stats()["chunks"]
    edges = project.store.edges()
    names = project.store.entities([e.head_id for e in edges] + [e.tail_id for e in edges])
    by_rel = {e.relation: e for e in edges}
    colleague = by_rel["同僚"]
    text = project.store.document_text(colleague.document_id)
    assert text[colleague.head_start:colleague.head_end] == "阿里衮"
    assert "与兆惠同征回部" in text[colleague.start:colleague.end]
    zhaohui = project.store.person_entities_named("兆惠")
    assert colleague.tail_id in zhaohui and by_rel["去往"].head_id in zhaohui
    assert names[by_rel["去往"].tail_id] == ("金川", "location")


def test_an_interrupted_run_resumes_where_it_stopped(project):
    with pytest.raises(LLMError):
        _run(project, [_reply_by_passage] * 3 + [LLMError("model went away")])
    done_before = project.store.extraction_stats()["chunks_done_llm"]
    assert done_before >= 1
    report, llm = _run(project, [_reply_by_passage] * 200)
    assert report.chunks == project.store.extraction_stats()["chunks"] - done_before
    again, _ = _run(project, [])
    assert again.chunks == 0  # nothing left, no model call made


def test_alias_dictionary_merges_a_document_person_but_a_bare_name_never_does(project):
    store = project.store
    doc100 = next(d.id for d in store.documents() if "卷一百.txt" in d.path)
    doc78 = next(d.id for d in store.documents() if "卷七十八" in d.path)
    with store.transaction():
        by_zi = store.entity_named("和甫", "person", f"doc:{doc100}")  # 兆惠's 字, in his own chapter
        elsewhere = store.entity_named("和甫", "person", f"doc:{doc78}")  # same name, another chapter
    assert normalise(store, None) == 1
    assert store.merges() == {by_zi: store.person_entities_named("兆惠")[0]}
    assert elsewhere not in store.merges()


def test_model_merges_places_it_judges_one_and_never_people(project):
    store = project.store
    _run(project, [_reply_by_passage] * 200)
    with store.transaction():
        city = store.entity_named("金川城", "location")
        extraction = store.add_extraction(1, 0, 1, "cot", 10, "{}")
        store.add_edge(NewEdge(
            extraction_id=extraction, head_id=store.person_entities_named("兆惠")[0], relation="去往", tail_id=city,
            document_id=1, chunk_id=1, head_start=0, head_end=1, tail_start=0, tail_end=1, start=0, end=1,
            method="cot", score=10, kept=True,
        ))
    llm = llm_for([json.dumps({"same": True, "reason": "金川城即金川"})], store)
    assert normalise(store, llm) == 1
    merged = store.merges()
    assert len(merged) == 1 and store.entities(merged.keys()) and len(llm.backend.seen) == 1
    assert "person" not in llm.backend.seen[0].messages[-1].content


def test_candidate_pairs_need_containment_of_two_characters():
    names = [(1, "伊犁"), (2, "伊犁城"), (3, "犁"), (4, "叶尔羌")]
    assert candidate_pairs(names) == [((1, "伊犁"), (2, "伊犁城"))]


def test_cli_extract_runs_rules_incrementally_and_needs_a_model_for_with_llm(project):
    from typer.testing import CliRunner

    from shiguan.cli import app

    runner = CliRunner()
    first = runner.invoke(app, ["extract", str(project.root)])
    assert first.exit_code == 0, first.output
    stats = project.store.extraction_stats()
    assert stats["chunks_done_rules"] == stats["chunks"] and stats["edges_kept"] > 0
    again = runner.invoke(app, ["extract", str(project.root)])
    assert again.exit_code == 0 and "rules: 0 chunks" in again.output
    assert project.store.extraction_stats()["edges"] == stats["edges"]
    no_model = runner.invoke(app, ["extract", str(project.root), "--with-llm"])
    assert no_model.exit_code == 2 and "[llm]" in no_model.output


def test_cli_extract_with_a_scripted_model(project, monkeypatch):
    from typer.testing import CliRunner

    import shiguan.cli as cli

    monkeypatch.setattr("shiguan.api.people.open_llm",
                        lambda settings, store: llm_for([_reply_by_passage] * 300, store))
    result = CliRunner().invoke(cli.app, ["extract", str(project.root), "--with-llm"])
    assert result.exit_code == 0, result.output
    assert project.store.extraction_stats()["chunks_done_llm"] == project.store.extraction_stats()["chunks"]
    assert any(e.method == "cot" and e.relation == "同僚" for e in project.store.edges())


def test_ontology_refuses_unknown_types_and_relations(tmp_path):
    from shiguan.errors import ProjectError
    from shiguan.rules import load_rules

    d = load_rules("ontology.toml")
    d["relations"]["字"] = {**d["relations"]["字"], "tail": ["alias"]}
    with pytest.raises(ProjectError, match="unknown entity type 'alias'"):
        Ontology.from_dict(d)
    d = load_rules("ontology.toml")
    d["datasets"]["cclue"]["labels"]["师生"] = "师生"
    with pytest.raises(ProjectError, match="师生"):
        Ontology.from_dict(d)


def test_a_project_ontology_overrides_the_shipped_one(tmp_path):
    (tmp_path / "ontology.toml").write_text('[relations."字"]\ndefinition = "表字"\n', encoding="utf-8")
    o = Ontology.load(tmp_path)
    assert o.relations["字"].definition == "表字" and o.relations["字"].head == ("person",)
    assert o.type_key("人物") == "person" and o.type_key("person") == "person" and o.type_key("神") is None


def test_a_relative_found_by_pattern_and_by_extraction_is_one_node(project):
    from shiguan.extraction_run import rules_reader
    from shiguan.kg.graph import ego_graph

    extract_project(project, "rules", rules_reader(ONTOLOGY))
    graph = ego_graph(project.store, project.store.person_entities_named("兆惠")[0])
    fathers = [n for n in graph.nodes.values() if n.name == "佛标"]
    assert len(fathers) == 1 and fathers[0].type == "person"
    methods = {e.method for e in graph.edges if e.target == fathers[0].id}
    # the pattern's edge (the opening lineage or the body's 父) and the extraction's edge meet on one node
    assert methods & {"opening:父", "body:父"} and any(m.startswith("rules:") for m in methods)


def test_the_score_is_ten_minus_the_models_explained_deductions():
    deductions = json.dumps({"deductions": [
        {"step": "translation", "reason": "译文与原文无关", "points": 2},
        {"step": "frames", "reason": "关系谓词无意义", "points": 1},
        {"step": "frames", "reason": "重复的关系模式", "points": 2},  # a step cannot go below 0
        {"step": "wording", "reason": "not a step of the rubric", "points": 2},
    ]}, ensure_ascii=False)
    ex, _ = extractor([cot([("阿里衮", "子", "丰升额")]), deductions], threshold=6)
    r = ex.read("阿里衮卒，子丰升额袭。")
    assert r.score == 6 and r.kept
    assert r.steps["rubric"]["final"] == {"translation": 0, "entities": 2, "analysis": 2, "frames": 0, "triples": 2}
    assert r.steps["rubric"]["model"]["deductions"][0]["reason"] == "译文与原文无关"


def test_cli_extract_with_the_classifier_is_opt_in_and_needs_it_installed(project, monkeypatch):
    from classifier_helpers import tiny_classifier
    from typer.testing import CliRunner

    from shiguan.cli import app

    monkeypatch.setattr("shiguan.api.corpus.installed", lambda dataset: None)
    missing = CliRunner().invoke(app, ["extract", str(project.root), "--with-classifier"])
    assert missing.exit_code == 2 and "train_relation_classifier.py" in missing.output
    monkeypatch.setattr("shiguan.api.corpus.installed", lambda dataset: tiny_classifier())
    result = CliRunner().invoke(app, ["extract", str(project.root), "--with-classifier"])
    assert result.exit_code == 0, result.output
    done = project.store.db.execute("SELECT count(*) FROM extracted_chunks WHERE extractor='classifier'").fetchone()[0]
    assert done == project.store.extraction_stats()["chunks"]


def test_a_second_run_at_the_same_time_stores_no_chunk_twice(project):
    """Two `extract` runs read the same list of chunks to do; the one that stores a chunk second
    finds it claimed inside its transaction and drops its reading (edges doubled before)."""
    from shiguan.extraction_run import rules_reader
    from shiguan.kg.ontology import Ontology
    from shiguan.project import Project

    reader = rules_reader(Ontology.load())
    other = Project.open(project.root)
    first_call = []

    def read_while_another_runs(text):
        if not first_call:  # the other run does everything while this one reads its first passage
            first_call.append(text)
            extract_project(other, "rules", reader)
        return reader(text)

    try:
        report = extract_project(project, "rules", read_while_another_runs)
    finally:
        other.close()
    alone = len(project.store.edges())
    assert report.chunks == 0 and report.skipped == project.store.extraction_stats()["chunks"]
    edges = project.store.edges()
    assert len({(e.head_id, e.relation, e.tail_id, e.start, e.end) for e in edges}) == len(edges) == alone
