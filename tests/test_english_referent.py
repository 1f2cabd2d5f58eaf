"""How an English biography refers to its subject after his full name (lang/en/write/clauses.py
`referent`): by the sex the sources' words give him, and, where they say nothing or disagree (a
memoir with a chapter in his wife's voice), by his given name."""

from __future__ import annotations

from types import SimpleNamespace

from shiguan.lang.en.write.clauses import referent
from shiguan.rules import load_rules

STYLE = load_rules("bio_en.toml", None)
GIVEN = {"jacob": "m", "mary": "f"}


def _sex_facts(*words: str) -> list:
    return [SimpleNamespace(relation="sex", tail_text=w, basis="first-person", detail="", cue_start=None,
                            cue_end=None) for w in words]


def test_words_that_agree_say_his_sex():
    assert referent("Ann Weller", [], _sex_facts("girl", "woman"), None, STYLE, GIVEN).sex == "female"


def test_words_that_disagree_are_settled_by_his_given_name_else_none():
    said = _sex_facts("boy", "boy", "girl", "woman")  # a chapter in his wife's voice
    assert referent("Jacob Hale", [], said, None, STYLE, GIVEN).later == "he"
    assert referent("Ozro Hale", [], said, None, STYLE, GIVEN).sex == "unknown"  # a name that says nothing
