"""Issue 43 (revenr18 F1): the title page names the narrator before any title in the body does.

A paragraph in the body that opens with "The Journal of …" or "The life of …" is often another
man's account the narrator gives (his master's journal, his father's life); read as the title,
every "I" of the book would go to that man.
"""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from shiguan.corpus.front_matter import body_spans  # noqa: E402
from shiguan.lang.en.opening import detect_narrator  # noqa: E402

BODY = "I was born at Dunmore in 1810. In 1830 I was appointed postmaster of Dunmore. In 1835 I married Ruth Lane.\n"


def _narrator(text: str) -> str:
    return detect_narrator(text, body_spans(text))[0]


@pytest.mark.parametrize("inset", [
    "\nThe Journal of Ezra Crane, my old master, which he left to me at his death, I give here entire.\n\nMay 3.\n",
    "The life of Ezra Pell, my father, was one of toil, and I tell it before my own.\n\n",
])
def test_the_author_line_outranks_a_title_in_the_body(inset):
    """An inset journal or a father's life, opening a paragraph, does not beat "BY JOHN PELL"."""
    head = "RECOLLECTIONS OF A BUSY LIFE\n\nBY JOHN PELL\n\nCHAPTER I.\n\n"
    text = head + (BODY + inset if inset.startswith("\n") else inset + BODY)
    assert _narrator(text) == "John Pell"


@pytest.mark.parametrize("text", [
    # a heading after the narrator's own story has begun: another man's memoir inside the book
    "A HOOSIER BOYHOOD\n\nThis is the story of John Pell, told by himself. " + BODY + "\nMemoir of Ezra Crane\n\n"
    "He was my master.\n",
    # a life the paragraph calls the narrator's father's
    "A HOOSIER BOYHOOD\n\nThe life of Ezra Crane, my father, was one of toil, and I mean to tell it before my own. "
    + BODY,
    # a possessive: a captivity, not a life
    "A HOOSIER BOYHOOD\n\nINTRODUCTION\n\nI have written these pages for my children. " + BODY
    + "\nA Narrative of Ezra Crane's Captivity among the Indians, as he told it to me.\n\nHe was taken in 1790.\n",
])
def test_a_title_in_the_body_naming_another_names_nobody(text):
    assert _narrator(text) == ""


def test_a_publisher_is_no_author_and_the_introduction_names_him():
    """"BY HENRY HOLT AND COMPANY" names the publisher; the introduction's opening names the narrator,
    even with a blank line that holds a space before it."""
    for publisher in ("BY HENRY HOLT AND COMPANY", "BY HENRY HOLT & CO."):
        text = (f"AUTOBIOGRAPHY\n\n{publisher}\n\nINTRODUCTION\n \nThe life of John Pell is of importance "
                "to every reader, and he tells it well.\n\n" + BODY)
        assert _narrator(text) == "John Pell"
    text = "A HOOSIER BOYHOOD\n \nThe Life of John Pell is here told by himself, and the reader will judge it. " + BODY
    assert _narrator(text) == "John Pell"


def test_initials_on_the_title_are_spelled_out_by_the_author_line():
    text = "PERSONAL MEMOIRS OF J. R. PELL\n\nBY JOHN RUFUS PELL\n\n" + BODY
    assert _narrator(text) == "John Rufus Pell"
