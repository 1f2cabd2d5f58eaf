"""`shiguan train data`: the SFT and preference sets built from the fixture project; every
augmentation is checked to do what it claims. Needs no torch."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.config import LLMSettings
from shiguan.lang.zh.write.verified import STYLE, reference_text
from shiguan.llm import LLM
from shiguan.llm.scripted import ScriptedBackend
from shiguan.retrieve.person import lookup
from shiguan.train.build import build_datasets
from shiguan.train.data import (
    SYSTEM,
    DistractorPool,
    read_gold,
    resolve_people,
    sentences,
    shuffle_key_facts,
    split_by_person,
)
from shiguan.train.pairs import NegativeMaker, check_negative, drop_clause

GOLD = [
    {"person": "兆惠", "biography": "兆惠，字和甫，吴雅氏，满洲正黄旗人。父佛标，官至都统。"
                                    "七迁至刑部侍郎、正黄旗满洲副都统。"},
    {"person": "阿里衮", "biography": "阿里衮，字松崖，钮祜禄氏，满洲正白旗人。乾隆初，自二等侍卫授总管内务府大臣。"},
    {"person": "舒赫德", "biography": "舒赫德，字伯容，舒穆鲁氏，满洲正白旗人。自笔帖式授内阁中书，累迁御史。"},
    {"person": "舒常", "biography": "舒常，舒赫德子，始为侍卫。"},
    {"person": "傅鼐", "doc": "卷七十八", "biography": "傅鼐，字阁峰，富察氏，满洲镶白旗人。初授侍卫。"},
    {"person": "傅鼐", "doc": "卷一百四十八", "biography": "傅鼐，字重庵，顺天宛平人。"
                                                          "由吏员入赀为府经历，擢宁洱知县。"},
    {"person": "赵尔丰", "biography": "赵尔丰，字季和，汉军正蓝旗人。以山西知县累保道员。"},
]


@pytest.fixture
def gold(tmp_path):
    path = tmp_path / "gold.jsonl"
    path.write_text("".join(json.dumps(g, ensure_ascii=False) + "\n" for g in GOLD), "utf-8")
    return path


def _rows(path):
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


@pytest.fixture
def built(project, gold, tmp_path):
    out = tmp_path / "train"
    manifest = build_datasets(project, gold, out, seed=3)
    return manifest, _rows(out / "sft_train.jsonl"), _rows(out / "sft_test.jsonl"), _rows(out / "pairs_train.jsonl")


def test_split_is_by_person_and_deterministic(project, gold, tmp_path, built):
    manifest, train, test, pairs = built
    assert manifest["persons"]["resolved"] == 7 and manifest["persons"]["skipped"] == []
    train_ids = {r["person_id"] for r in train}
    test_ids = {r["person_id"] for r in test}
    assert train_ids and test_ids and not train_ids & test_ids
    assert {r["person_id"] for r in pairs} <= train_ids  # no held-out biography in any training set
    assert len(test_ids) == round(7 * 0.2)
    assert all(r["variant"] == "plain" for r in test)
    # the two men named 傅鼐 are two people, each wholly on one side
    fu = {r["person_id"] for r in train + test if r["person"] == "傅鼐"}
    assert len(fu) == 2
    again = build_datasets(project, gold, tmp_path / "again", seed=3)
    assert again["test_persons"] == manifest["test_persons"]
    assert (tmp_path / "again" / "sft_train.jsonl").read_text("utf-8") == \
        (tmp_path / "train" / "sft_train.jsonl").read_text("utf-8")
    train2, test2 = split_by_person(range(100), seed=1)
    assert len(test2) == 20 and not train2 & test2 and split_by_person(range(100), seed=1) == (train2, test2)


def test_plain_references_are_those_of_generation(project, built):
    _, train, test, _ = built
    for r in [x for x in train + test if x["variant"] == "plain"]:
        found = lookup(project, r["person"], entity_id=r["person_id"])
        refs = reference_text(found.chunks, 1500)
        assert r["prompt"][0] == {"role": "system", "content": SYSTEM} and SYSTEM.startswith(STYLE.split("每次")[0])
        assert r["prompt"][1]["content"] == f"参考资料：\n{refs}\n\n为{r['person']}作传。"
        assert r["completion"][0]["role"] == "assistant"


def test_key_facts_really_shuffled(built):
    _, train, _, _ = built
    plain = {r["person_id"]: r for r in train if r["variant"] == "plain"}
    shuffled = [r for r in train if r["variant"] == "shuffled"]
    assert shuffled
    for r in shuffled:
        before = plain[r["person_id"]]["prompt"][1]["content"]
        after = r["prompt"][1]["content"]
        assert after != before
        assert Counter(sentences(after)) == Counter(sentences(before))  # same sentences, new order
        assert after.count("\n") == before.count("\n")


def test_shuffle_moves_only_key_sentences():
    refs = "甲，字乙。父丙。以荫生授知县。\n他人传。迁知府。"
    key = ["甲，字乙。", "以荫生授知县。", "迁知府。"]
    for seed in range(5):
        out = shuffle_key_facts(refs, key, random.Random(seed))
        assert out != refs
        parts = [sentences(line) for line in out.split("\n")]
        assert parts[0][1] == "父丙。" and parts[1][0] == "他人传。"  # non-key sentences stay put
        assert sorted(parts[0][::2] + parts[1][1:]) == sorted(key)
    assert shuffle_key_facts("甲，字乙。父丙。", ["甲，字乙。"], random.Random(0)) is None


def test_distractors_really_from_other_people(project, built):
    _, train, _, _ = built
    mixed = [r for r in train if "distractors" in r["variant"]]
    assert mixed
    for r in mixed:
        found = lookup(project, r["person"], entity_id=r["person_id"])
        own = {h.chunk.id for h in found.chunks}
        for d in r["distractors"]:
            assert d["person_id"] != r["person_id"] and d["person"] != r["person"]
            assert d["chunk_id"] not in own
            entries = {e.id for e in project.store.entries_of(d["person_id"])}
            chunk = project.store.chunks_by_id([d["chunk_id"]])[d["chunk_id"]]
            assert chunk.entry_id in entries  # a chunk of the other man's own entry
            assert d["text"] and d["text"] in r["prompt"][1]["content"]
            assert any(why in d["why"] for why in ("same surname", "same chapter", "same office"))


def test_distractors_prefer_confusable_people(project, gold):
    people, _ = resolve_people(project, read_gold(gold), 1500)
    pool = DistractorPool(project)
    zhaohui = next(p for p in people if p.name == "兆惠")
    whys = {pool.name[o]: why for why, o, _ in pool.candidates(zhaohui)}
    assert "舒赫德" in whys and "same chapter" in whys["舒赫德"]
    assert "阿里衮" not in whys  # his entry names 兆惠, so it is among 兆惠's own references already
    assert "傅鼐" not in whys and "赵尔丰" not in whys  # nothing in common with him


def test_rules_negatives_really_differ(project, built):
    manifest, _, _, pairs = built
    assert manifest["negatives_by"] == "rules"
    kinds = Counter(p["kind"] for p in pairs)
    assert kinds["drop_clause"] and kinds["swap_zi"] and kinds["swap_office"]
    for p in pairs:
        gold, neg = p["chosen"][0]["content"], p["rejected"][0]["content"]
        assert neg != gold
        assert p["prompt"][1]["content"].endswith(f"为{p['person']}作传。")
        if p["kind"] == "drop_clause":
            assert len(neg) < len(gold) and set(neg.replace("。", "，").split("，")) <= set(
                gold.replace("。", "，").split("，"))
        elif p["kind"] == "swap_zi":
            own = project.store.fact_values(p["person_id"], "字")
            old, new = p["note"].removeprefix("字 ").split(" → ")
            assert old in own and new not in own and f"字{new}" in neg
        elif p["kind"] == "swap_office":
            mine = project.store.fact_values(p["person_id"], "任职")
            old, new = p["note"].removeprefix("office ").split(" → ")
            assert old in mine and new not in mine and new in neg and new not in gold


def test_model_negatives_are_checked(project, gold):
    gold_bio = GOLD[0]["biography"]
    modern = "兆惠的字是和甫，他是吴雅氏，是满洲正黄旗的人。他的父亲是佛标，官做到了都统。他后来七次升迁到了刑部侍郎。"
    added = gold_bio + "乾隆十三年，命兼领户部侍郎。"
    removed = "兆惠，字和甫，满洲正黄旗人。父佛标，官至都统。七迁至刑部侍郎、正黄旗满洲副都统。"
    llm = LLM(ScriptedBackend([modern, added, gold_bio]), None, LLMSettings(backend="none"))
    people, _ = resolve_people(project, read_gold(gold), 1500)
    maker = NegativeMaker(project.store, llm, random.Random(0))
    kept, rejected = maker.negatives(next(p for p in people if p.name == "兆惠"))
    assert [n.kind for n in kept[:2]] == ["modern", "added"] and all(n.how == "model" for n in kept[:2])
    assert rejected == [{"kind": "removed", "text": gold_bio, "why": "identical to the expert biography"}]
    assert len(kept) == 3 and kept[2].how == "rules"  # the rejected one replaced by a rules negative
    assert check_negative("removed", gold_bio, removed) == ""
    assert check_negative("modern", gold_bio, gold_bio + "。") != ""  # not modern
    assert check_negative("added", gold_bio, gold_bio[:-3]) != ""
    assert check_negative("removed", gold_bio, "完全不同的一段话。") != ""


def test_drop_clause_keeps_sentences_closed():
    for seed in range(10):
        out = drop_clause("甲，字乙，某氏。父丙，官至都统。", random.Random(seed))
        assert out.endswith("。") and "。。" not in out and "，。" not in out and out.startswith("甲")


def test_cli_train_data(project, gold, tmp_path):
    result = CliRunner().invoke(app, ["train", "data", str(project.root), "--gold", str(gold),
                                      "-o", str(tmp_path / "t")])
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "t" / "manifest.json").read_text("utf-8"))
    assert manifest["persons"]["train"] + manifest["persons"]["test"] == 7
    assert "SFT examples" in result.output
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"name": "x"}\n', "utf-8")
    result = CliRunner().invoke(app, ["train", "data", str(project.root), "--gold", str(bad),
                                      "-o", str(tmp_path / "u")])
    assert result.exit_code == 2 and "person" in result.output


def test_transformers_backend_settings():
    s = LLMSettings.from_dict({"backend": "transformers", "model_path": "m.gguf", "adapter": "adapters/style"}, {})
    assert s.backend == "transformers" and s.adapter == "adapters/style"
    s = LLMSettings.from_dict({"backend": "transformers"}, {"SHIGUAN_ADAPTER": "~/a"})
    assert s.adapter.endswith("/a") and "~" not in s.adapter
