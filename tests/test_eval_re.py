"""Relation-extraction scoring: loaders for both benchmark formats, the arithmetic, the label
mapping and `shiguan eval re`. Every sentence here was written for the test."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.errors import ShiguanError
from shiguan.evaluate.relations import GoldSentence, evaluate, load_cclue, load_chisiec, score
from shiguan.kg.ontology import Mention, Ontology, RelationTriple


def cclue_line(text: str, subject: str, predicate: str, obj: str) -> str:
    return json.dumps({"text": text, "spo_list": {"subject": subject, "predicate": predicate, "object": obj,
                                                  "subject_type": "PER", "object_type": "PER"}}, ensure_ascii=False)


def triple(text: str, head: str, relation: str, tail: str) -> RelationTriple:
    h, t = text.index(head), text.index(tail)
    return RelationTriple(Mention(head, "person", h, h + len(head)), relation,
                          Mention(tail, "person", t, t + len(tail)), (0, len(text)), "rules:test")


def test_scores_are_micro_averaged_with_support_per_label():
    gold = [GoldSentence("甲", {("a", "任职", "b"), ("x", "任职", "y")}),
            GoldSentence("乙", {("e", "父母", "f"), ("g", "兄弟", "h")})]
    predictions = [{("a", "任职", "b"), ("c", "任职", "d")}, {("e", "父母", "f")}]
    result = score(predictions, gold)
    assert set(result) == {"overall", "per_relation"}
    assert result["overall"] == {"precision": 0.6667, "recall": 0.5, "f1": 0.5714}
    assert result["per_relation"]["任职"] == {"precision": 0.5, "recall": 0.5, "f1": 0.5, "support": 2}
    assert result["per_relation"]["父母"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0, "support": 1}
    assert result["per_relation"]["兄弟"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0, "support": 1}
    assert list(result["per_relation"])[0] == "任职"  # by support


def test_nothing_predicted_scores_zero_without_dividing_by_zero():
    result = score([set()], [GoldSentence("甲", {("a", "字", "b")})])
    assert result["overall"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0}


def test_predictions_are_renamed_flipped_and_unmapped_relations_dropped():
    text = "韦恪父曰韦衡，卒，葬于洛阳。"
    labels = Ontology.load().datasets["chisiec"]
    gold = [GoldSentence(text, {("韦衡", "父母", "韦恪")})]

    def extractor(s: str) -> list[RelationTriple]:
        return [triple(s, "韦恪", "父", "韦衡"), triple(s, "韦恪", "葬于", "洛阳")]

    result = evaluate(gold, extractor, labels)
    assert (result["sentences"], result["predicted"], result["gold"]) == (1, 1, 1)
    assert result["overall"]["f1"] == 1.0
    assert set(result) == {"sentences", "predicted", "gold", "overall", "per_relation"}


def test_evaluate_stops_at_the_limit_and_reports_progress():
    gold = [GoldSentence(f"句{i}", set()) for i in range(5)]
    seen = []
    result = evaluate(gold, lambda s: [], Ontology.load().datasets["cclue"], limit=2,
                      progress=lambda done, total: seen.append((done, total)))
    assert result["sentences"] == 2 and seen == [(1, 2), (2, 2)]


def test_cclue_lines_with_the_same_text_are_one_sentence(tmp_path):
    path = tmp_path / "dev.jsonl"
    path.write_text("\n".join([cclue_line("韦恪，字子通。", "韦恪", "字", "子通"),
                               cclue_line("韦恪，字子通。", "韦恪", "出生地", "京兆"),
                               cclue_line("王通奔北海。", "王通", "去往", "北海")]) + "\n", "utf-8")
    gold = load_cclue(path)
    assert [g.text for g in gold] == ["韦恪，字子通。", "王通奔北海。"]
    assert gold[0].triples == {("韦恪", "字", "子通"), ("韦恪", "出生地", "京兆")}


def test_chisiec_entities_are_read_from_the_simplified_tokens(tmp_path):
    path = tmp_path / "dev.json"
    record = {"tokens": "韦恪，字子通。",
              "entities": [{"type": "PER", "start": 0, "end": 2, "span": "韋恪"},
                           {"type": "PER", "start": 4, "end": 6, "span": "子通"}],
              "relations": [{"type": "别名", "head": 0, "tail": 1}]}
    path.write_text(json.dumps([record], ensure_ascii=False), "utf-8")
    assert load_chisiec(path) == [GoldSentence("韦恪，字子通。", {("韦恪", "别名", "子通")})]


def test_a_malformed_cclue_line_is_named(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text(cclue_line("王通奔北海。", "王通", "去往", "北海") + "\n{\"text\": \"缺\"}\n", "utf-8")
    with pytest.raises(ShiguanError, match=r"bad\.jsonl, line 2"):
        load_cclue(path)


def test_malformed_chisiec_files_are_named(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('[{"tokens": "甲", "entities": [],\n "relations": [}]', "utf-8")
    with pytest.raises(ShiguanError, match=r"bad\.json, line 2"):
        load_chisiec(path)
    path.write_text('[{"tokens": "甲", "entities": [], '
                    '"relations": [{"type": "父母", "head": 0, "tail": 1}]}]', "utf-8")
    with pytest.raises(ShiguanError, match=r"bad\.json, record 1"):
        load_chisiec(path)


@pytest.mark.parametrize("content", [None, "", "  \n"])
def test_a_missing_or_empty_file_is_refused(tmp_path, content):
    path = tmp_path / "dev.jsonl"
    if content is not None:
        path.write_text(content, "utf-8")
    with pytest.raises(ShiguanError, match="dev.jsonl"):
        load_cclue(path)


def test_cli_scores_a_cclue_file_with_the_rules(tmp_path):
    path = tmp_path / "dev.jsonl"
    # C-CLUE labels a 字 名
    path.write_text("\n".join([cclue_line("韦恪，字子通，京兆杜陵人也。", "韦恪", "名", "子通"),
                               cclue_line("王通奔北海。", "王通", "去往", "北海"),
                               cclue_line("崔朗与郑宽相友善。", "崔朗", "朋友", "郑宽")]), "utf-8")
    r = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "cclue", "--json", "--no-classifier"])
    assert r.exit_code == 0, r.output
    result = json.loads(r.stdout)
    assert {"sentences", "predicted", "gold", "overall", "per_relation", "seconds"} <= set(result)
    assert set(result["overall"]) == {"precision", "recall", "f1"}
    assert (result["sentences"], result["gold"]) == (3, 3)
    assert result["extractor"] == "rules"
    assert result["per_relation"]["名"]["recall"] == 1.0
    assert set(result["per_relation"]["名"]) == {"precision", "recall", "f1", "support"}

    r = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "cclue"])
    assert r.exit_code == 0 and "overall" in r.stdout


def test_cli_with_llm_needs_a_project_and_a_known_format(tmp_path):
    path = tmp_path / "dev.jsonl"
    path.write_text(cclue_line("王通奔北海。", "王通", "去往", "北海"), "utf-8")
    r = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "cclue", "--with-llm"])
    assert r.exit_code == 2 and "--project" in r.output
    r = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "other"])
    assert r.exit_code == 2 and "cclue or chisiec" in r.output


def test_cli_with_llm_scores_the_projects_model_extractor(tmp_path, monkeypatch):
    import shiguan.lang.zh.relations.llm_extract as llm_extract

    root = tmp_path / "proj"
    assert CliRunner().invoke(app, ["init", str(root)]).exit_code == 0
    path = tmp_path / "dev.jsonl"
    path.write_text(cclue_line("王通奔北海。", "王通", "去往", "北海"), "utf-8")
    asked = {}

    def fake_extractor(llm, ontology, settings, project_root=None):
        asked["relations"] = set(ontology.relations)
        return lambda text: [triple(text, "王通", "去往", "北海")]

    monkeypatch.setattr("shiguan.api.evaluation.open_model", lambda project: object())
    monkeypatch.setattr(llm_extract, "llm_sentence_extractor", fake_extractor)
    r = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "cclue", "--with-llm", "--llm-only",
                                 "--project", str(root), "--json"])
    assert r.exit_code == 0, r.output
    result = json.loads(r.stdout)
    assert result["extractor"] == "llm" and result["overall"]["f1"] == 1.0
    assert "驻守" not in asked["relations"] and "去往" in asked["relations"]  # only what C-CLUE labels
    both = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "cclue", "--with-llm",
                                    "--project", str(root), "--json", "--no-classifier"])
    union = json.loads(both.stdout)
    assert union["extractor"] == "rules+llm" and union["predicted"] == 1  # the rules found it too: one triple
    alone = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "cclue", "--llm-only"])
    assert alone.exit_code == 2 and "--with-llm" in alone.output


def test_cli_adds_a_given_classifier_to_the_rules(tmp_path):
    from classifier_helpers import tiny_classifier

    model = tmp_path / "model.npz"
    tiny_classifier().save(model)
    path = tmp_path / "dev.jsonl"
    path.write_text(cclue_line("甲一之子乙二。", "甲一", "子", "乙二"), "utf-8")
    r = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "cclue", "--classifier", str(model), "--json"])
    assert r.exit_code == 0, r.output
    result = json.loads(r.stdout)
    assert result["extractor"] == "rules+classifier" and result["overall"]["f1"] == 1.0
    other = tmp_path / "dev.json"
    other.write_text(json.dumps([{"tokens": "甲一之子乙二。", "entities": [], "relations": []}]), "utf-8")
    wrong = CliRunner().invoke(app, ["eval", "re", str(other), "--format", "chisiec", "--classifier", str(model)])
    assert wrong.exit_code != 0 and "cclue labels" in wrong.output
    both = CliRunner().invoke(app, ["eval", "re", str(path), "--format", "cclue", "--classifier", str(model),
                                    "--no-classifier"])
    assert both.exit_code == 2
