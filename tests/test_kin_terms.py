"""Kinsmen named by a cousin's or an uncle's term (从叔, 从伯, 族父 …) are kinsmen (issue 41): read
as no kin word, their posts were carried on as the subject's. Invented text, the shapes of the
histories."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.models import KIN


@pytest.mark.parametrize("body", [
    "从伯崇，官至某州刺史，卒于郡。", "族父崇，官至某州刺史。", "文远从叔崇，官至某州刺史。",
])
def test_a_cousins_or_uncles_career_is_his_kinsmans(rules, body):
    assert facts(rules, body)["某州刺史"][:2] == (KIN, "崇")
