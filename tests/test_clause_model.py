"""The clause-subject model (lang/zh/clause_model.py): its file, its features, and its only move,
a "his" made undecided with the probability in the note. A tiny weight file is built in each
test; none needs the trained model."""

from __future__ import annotations

import numpy as np
import pytest

from shiguan.errors import ProjectError
from shiguan.lang.zh.clause_model import (
    MOVED,
    ClauseModel,
    clause_features,
    clause_index,
    installed,
)
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.lang.zh.relations.linear_model import LinearModel, feature_index
from shiguan.models import OPENING, SELF, UNDECIDED

BUCKETS = 1 << 10
TEXT = "列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。迁广州刺史。文远复讨之，迁侍中。卒，谥曰忠。\n"


def tiny(against: dict[str, float], bias: float = 3.0, threshold: float = 0.5) -> ClauseModel:
    """A model that likes every clause (bias) except for the weights against some features."""
    weights = np.zeros((BUCKETS, 2), dtype=np.float32)
    for feature, w in against.items():
        weights[feature_index(feature, BUCKETS), 1] = w
    return ClauseModel(LinearModel(("other", "his"), weights, np.array([0.0, bias], dtype=np.float32)), threshold)


def entry(rules):
    return next(e for e in read_chinese_entries(rules, TEXT) if e.heading.name == "张文远")


def test_the_file_round_trips_without_pickle(tmp_path):
    model = tiny({"cc=刺史": -8.0}, threshold=0.42)
    path = tmp_path / "m.npz"
    model.save(path)
    back = ClauseModel.load(path)
    assert back.threshold == pytest.approx(0.42)
    assert back.p_his([["cc=刺史"], ["cc=侍中"]]) == pytest.approx(model.p_his([["cc=刺史"], ["cc=侍中"]]))
    assert back.p_his([["cc=刺史"]])[0] < 0.5 < back.p_his([["cc=侍中"]])[0]


@pytest.mark.parametrize("arrays", [
    {"format": np.array(1)},  # no weights
    {"format": np.array(99), "threshold": np.array(0.5)},  # another format
    {"format": np.array(1), "threshold": np.array(0.5), "clause.labels": np.array(["a", "b"]),
     "clause.weights": np.zeros((4, 2)), "clause.bias": np.zeros(2)},  # not his/other
])
def test_a_file_that_is_not_a_model_is_refused(tmp_path, arrays):
    path = tmp_path / "bad.npz"
    np.savez(path, **arrays)
    with pytest.raises(ProjectError):
        ClauseModel.load(path)


def test_a_pickled_or_damaged_file_is_refused(tmp_path):
    pickled, damaged = tmp_path / "p.npz", tmp_path / "d.npz"
    np.savez(pickled, format=np.array(1), threshold=np.array([{"x": 1}], dtype=object))
    damaged.write_bytes(b"not a zip")
    for path in (pickled, damaged):
        with pytest.raises(ProjectError):
            ClauseModel.load(path)


def test_the_model_in_use_is_the_named_file_or_none(tmp_path, monkeypatch):
    path = tmp_path / "m.npz"
    tiny({}).save(path)
    monkeypatch.setenv("SHIGUAN_CLAUSE_MODEL", str(path))
    assert installed() is not None
    monkeypatch.setenv("SHIGUAN_CLAUSE_MODEL", str(tmp_path / "absent.npz"))
    assert installed() is None  # the rules alone
    monkeypatch.setenv("SHIGUAN_CLAUSE_MODEL", "off")
    assert installed() is None


def test_features_read_the_shape_not_the_name(rules):
    e = entry(rules)
    starts = [c.start for c in e.clauses]
    office = next(f for f in e.facts if f.value == "侍中")
    k = clause_index(starts, e.clauses, office.span.start)
    feats = clause_features(TEXT, e.clauses, k, office)
    assert "b=carried" in feats and "r=任职" in feats
    assert "p1=Ⓢ" in feats  # the clause before opens with his name, written as a mark
    assert not any("文" in f or "远" in f for f in feats)
    assert "since=0" in feats  # he was named in the clause just before
    first = next(f for f in e.facts if f.value == "广州刺史")
    k = clause_index(starts, e.clauses, first.span.start)
    assert "since=1" in clause_features(TEXT, e.clauses, k, first)


def test_the_filter_only_makes_his_undecided_and_says_so(rules, tmp_path, monkeypatch):
    before = {f.value: f.subject for f in entry(rules).facts}
    path = tmp_path / "m.npz"
    tiny({"cc=刺史": -8.0}).save(path)
    monkeypatch.setenv("SHIGUAN_CLAUSE_MODEL", str(path))
    after = {f.value: f.subject for f in entry(rules).facts}
    moved = after["广州刺史"]
    assert before["广州刺史"].who == SELF and moved.basis == UNDECIDED
    assert moved.note.startswith(MOVED) and "p=0.01" in moved.note and "carried" in moved.note
    assert after["侍中"] == before["侍中"] and after["忠"] == before["忠"]


def test_the_opening_is_never_judged(rules, tmp_path, monkeypatch):
    path = tmp_path / "m.npz"
    tiny({}, bias=-8.0).save(path)  # a model that trusts nothing
    monkeypatch.setenv("SHIGUAN_CLAUSE_MODEL", str(path))
    facts = entry(rules).facts
    assert {f.value for f in facts if f.subject.basis == OPENING} == {"子文", "吴郡"}
    assert all(f.subject.basis in (OPENING, UNDECIDED) for f in facts)
