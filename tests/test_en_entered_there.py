"""Entering a school told as "entered there", the school named just before by a verb of schooling:
"As my two older sisters had already attended the academy at Dunmore, I entered there at seventeen."
The school is his; not when another man enters, when the entering is denied or supposed, nor when
"there" stands after no school (a town, a meeting) or a school named further back."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from shiguan.lang.en.read import read_english  # noqa: E402

_ME = "Ann Alder"


def _schools(text: str) -> list[str]:
    r = read_english(text, [(0, len(text))], narrator=_ME)
    return [f.value for key, f in r.facts if key == _ME and f.relation == "education"]


@pytest.mark.parametrize("text", [
    "As my two older sisters had already attended the academy at Dunmore, of which my uncle was a trustee, "
    "without any question I entered there at seventeen.",
    "My sisters attended the academy at Dunmore. I entered there in the autumn of 1870.",
])
def test_entered_there_is_the_school_attended_just_before(text):
    assert any("Dunmore" in v for v in _schools(text)), _schools(text)


@pytest.mark.parametrize("text", [
    # another man enters
    "My sisters attended the academy at Dunmore, and my brother entered there at seventeen.",
    # denied, supposed
    "My sisters attended the academy at Dunmore, but I never entered there.",
    "My sisters attended the academy at Dunmore, and I would have entered there at seventeen.",
    # "there" after no school: a town, a meeting
    "My sisters visited the town of Dunmore, and I entered there at seventeen.",
    "My sisters attended the meeting at Dunmore, and I entered there at seventeen.",
    # the school two sentences back, or before a nearer verb that names no school
    "My sisters attended the academy at Dunmore. I attended the meeting at Perth and entered there at seventeen.",
    "My sisters attended the academy at Dunmore. My father kept a store. I entered there at seventeen.",
])
def test_no_school_of_his_when_another_enters_it_is_denied_or_no_school_is_just_before(text):
    assert not any("Dunmore" in v for v in _schools(text)), _schools(text)


def test_a_going_told_as_repeated_is_a_visit_not_a_schooling_or_a_home():
    text = ("Every time I entered the Dunmore Academy during the inquiry, I met the porter. Whenever I went to "
            "Boston I saw my aunt. In 1870 I entered the Perth Academy.")
    r = read_english(text, [(0, len(text))], narrator=_ME)
    told = {(f.relation, f.value) for key, f in r.facts if key == _ME}
    assert not any("Dunmore" in v for _, v in told) and ("residence", "Boston") not in told, told
    assert any(rel == "education" and "Perth" in v for rel, v in told), told


@pytest.mark.parametrize("text", [
    # the verb enters something of its own: a trade, a town, a partnership, the bar, a post
    "My brother attended the academy at Dunmore. I entered there the employ of a milliner at fifteen.",
    "My brother attended the academy at Dunmore. Later I entered the ministry there.",
    "My brother attended the academy at Dunmore. I entered there as a teacher in 1880.",
    "My brother attended the academy at Dunmore. I entered there into partnership with my cousin.",
    "My brother attended the academy at Dunmore. I attended there a course of lectures on chemistry.",
    "My brother attended the law school at Albany. I was admitted there to the bar in 1860.",
    # a place named between the school and "there"
    "My brother attended the academy at Dunmore. In 1870 we removed to Hull, and I entered there at seventeen.",
    "My brother attended the academy at Dunmore. My uncle kept a store in Hull, and I entered there at seventeen.",
])
def test_there_is_no_school_when_the_verb_enters_something_else_or_a_place_stands_between(text):
    """Review of enfacts (reven25): each gave the narrator the brother's school."""
    assert not any("Dunmore" in v or "Albany" in v or "school" in v for v in _schools(text)), _schools(text)


def test_went_there_after_a_verb_naming_no_place_is_still_the_school():
    text = ("It was settled that I should go to the Hill School at Pottstown. I went to bed early that night, "
            "and went there next morning.")
    assert any("Hill School" in v for v in _schools(text)), _schools(text)
