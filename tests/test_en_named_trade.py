"""A trade learned is a skill only where the words name it: "I learned the printing business", "the
carpenter's trade"; "while I learned my trade" names none, and an answer of it says no trade."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from english_store import narrator_values  # noqa: E402


def _skills(text: str) -> list[str]:
    return narrator_values(text, "skill")


def test_my_trade_names_no_trade_but_the_printing_business_does():
    assert _skills("Four years I dreamt away in Dunmore while I learned my trade.") == []
    assert any("printing business" in v for v in _skills("In Dunmore I learned the printing business."))
    assert _skills("In Dunmore I learned the carpenter's trade.")  # a carpenter's: named
