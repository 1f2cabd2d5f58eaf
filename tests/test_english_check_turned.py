"""Issue 43: `check` does not turn a deed done to him into his deed ("the governor arrested me" is no
"he arrested the governor"), gives a man's infinitive to the man and a thing's to him ("I had the
honor to command", "paid a visit to the governor to buy": his; "sent the steward to buy": the
steward's), and reads the variants of another's deed and of a condition (a participle on a subject,
"had I the money" after the verb, a speaker after "cried"); a doubt denied asserts. Beside each,
the right case stays supported. Invented text throughout."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

BUY = "In 1817 Ben Weller bought a farm at Ware."
WENT = "In 1817 Ben Weller went to Dunmore."


def _verdict(said: str, claim: str, about: str = "Ben Weller") -> str:
    return verdict(said, claim, about)


@pytest.mark.parametrize("said, claim", [
    ("In 1817 the governor arrested me at Ware.", "In 1817 Ben Weller arrested the governor at Ware."),
    ("In 1817 the governor gave me the commission.", "In 1817 Ben Weller gave the commission."),
    ("In 1817 the governor bought me a farm at Ware.", BUY),
    ("In 1817 the farm at Ware was bought by Ben Weller the younger.", BUY),
])
def test_a_deed_done_to_him_is_not_his_deed(said, claim):
    """He is what the governor's verb acts on or gives to: the governor did it. His receiving it,
    and a passive's "by me", stay his."""
    assert _verdict(said, claim) != "supported"
    assert _verdict("In 1817 the governor appointed me colonel.", "In 1817 Ben Weller was appointed colonel.") == \
        "supported"
    assert _verdict("In 1817 the farm at Ware was sold by me.", "In 1817 Ben Weller sold the farm at Ware.") == \
        "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 I had the honor to command the regiment at Ware.", "In 1817 Ben Weller commanded the regiment at Ware."),
    ("In 1817 I paid a visit to the governor to buy a farm at Ware.", BUY),
    ("In 1817 I held a meeting to buy a farm at Ware.", BUY),
    ("In 1817 I waited a year to buy a farm at Ware.", BUY),
    ("In 1817 I sought a loan to buy a farm at Ware.", BUY),
])
def test_a_thing_he_has_or_spends_keeps_his_purpose(said, claim):
    """What he has (the honor) or a thing he gives or seeks does not do the infinitive: he does. A
    man by his noun's verb stem (a carter, a sailor) does it, as does whoever he sends or hires."""
    assert _verdict(said, claim) == "supported"
    for man in ("paid a carter", "hired a sailor", "sent the steward", "hired a scout", "got a cook"):
        assert _verdict(f"In 1817 I {man} to buy a farm at Ware.", BUY) != "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 there was a man buying a farm at Ware.", BUY),
    ("In 1817 a man buying a farm at Ware came to me.", BUY),
    ("In 1817 I would often go to Dunmore, had I the money.", WENT),
    ("In 1817 I would often go to Dunmore, were it not for my debts.", WENT),
    ('"I am ruined," cried the governor, and he bought a farm at Ware in 1817.', BUY),
    ('"I am ruined," answered the governor, and he bought a farm at Ware in 1817.', BUY),
])
def test_the_variants_of_anothers_deed_or_a_condition(said, claim):
    """A participle on a subject, an inverted condition after the verb, a speaker the parse takes
    for the object of "cried": not his deed. His own custom and his own speech stay his."""
    assert _verdict(said, claim) != "supported"
    assert _verdict("In 1817 I would often go to Dunmore, and I had the money.", WENT) == "supported"
    assert _verdict('"I must go," said my father; and in 1817 I went to Dunmore.', WENT) == "supported"
    title = "the next was to write a pamphlet, entitled Proposals Relating to the Schools of Ware."
    assert _verdict(f"In 1817 I made a plan; {title}", f"In 1817 Ben Weller made a plan; {title}") == "supported"


def test_a_doubt_denied_is_no_denial():
    """"I doubt not that I went" asserts the going: never contradicted; "never doubted" supports it;
    a plain doubt stays refused."""
    assert _verdict("I doubt not that in 1817 I went to Dunmore.", WENT) != "contradicted"
    for denied in ("I never doubted that in 1817 I went", "In 1817 I never doubted that I went",
                   "In 1817 I did not doubt that I went"):
        assert _verdict(f"{denied} to Dunmore.", WENT) == "supported"
    assert _verdict("I doubt that in 1817 I went to Dunmore.", WENT) == "unsupported"


@pytest.mark.parametrize("said", [
    "In 1817 I went, without any question, to Dunmore.",
    "Without a doubt, in 1817 I went to Dunmore.",
    "In 1817 I not only went to Dunmore but stayed there.",
])
def test_a_question_ruled_out_is_no_denial(said):
    """"Without any question", "without a doubt" and "not only" assert what follows: supported, where
    a plain "without" still denies ("without going to Dunmore")."""
    assert _verdict(said, WENT) == "supported"
    assert _verdict("In 1817 I made plans without going to Dunmore.", WENT) != "supported"
