"""Issue 43: `check` refuses a claim of his deed from a sentence that tells another man's deed (a
purpose infinitive his object does, a participle on another, a speaker set after his verb, a son of
his name, a deed done for him), or one it does not assert (a "would" that is a wish or a condition,
a doubt, hearsay set off by commas); beside each, the same shape told of him stays supported.
Invented text throughout."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

BUY = "In 1817 Ben Weller bought a farm at Ware."
WENT = "In 1817 Ben Weller went to Dunmore."
GAVE = "In 1817 Ben Weller gave the commission to Captain Hale."


def _verdict(said: str, claim: str, about: str = "Ben Weller") -> str:
    return verdict(said, claim, about)


@pytest.mark.parametrize("said, claim", [
    ("In 1817 I paid a carter to buy a farm at Ware.", BUY),
    ("In 1817 I sent a clerk to buy a farm at Ware.", BUY),
    ("In 1817 I needed a clerk to give the commission to Captain Hale.", GAVE),
    ("In 1817 I sent my men to buy a farm at Ware.", BUY),
    ("In 1817 I got a clerk to buy a farm at Ware.", BUY),
    ("In 1817 I found an agent to buy a farm at Ware.", BUY),
])
def test_a_purpose_infinitive_after_a_common_noun_is_its_deed(said, claim):
    """"I paid a carter to buy the farm": the carter bought it, though the parse calls the
    infinitive a purpose (advcl); his own purpose, with no object before it or a thing of his
    spent on it, stays his."""
    assert _verdict(said, claim) != "supported"
    his_own = ("went to Ware", "sold my horse so as", "pawned my watch", "had the good fortune", "was the first man")
    assert all(_verdict(f"In 1817 I {how} to buy a farm at Ware.", BUY) == "supported" for how in his_own)


@pytest.mark.parametrize("said", [
    "In 1817 I would buy a farm at Ware for each of my sons, but the bank refused.",
    "In 1817, had I the money, I would often buy a farm at Ware.",
    "In 1817 I would buy a farm at Ware, as my father always said, but the bank refused.",
    "In 1817, my neighbours say, I would often buy a farm at Ware.",
])
def test_a_would_with_no_custom_of_its_own_is_no_deed(said):
    """A custom word must mark the would's own verb: "for each of my sons" or "as my father always
    said" marks something else, "had I the money" makes it a condition, and another's "say" hearsay."""
    assert _verdict(said, BUY) != "supported"
    assert _verdict("In 1817 every spring I would buy a farm at Ware.", BUY) == "supported"


def test_hearsay_set_off_by_commas_is_no_deed():
    """"In 1817, they said, he used to go": another's word, as "they said that he went" is; his
    own "I used to go" stays."""
    assert _verdict("In 1817, they said, he used to go to Dunmore.", WENT) != "supported"
    assert _verdict("In 1817 I used to go to Dunmore.", WENT) == "supported"


@pytest.mark.parametrize("said", [
    "In 1817 I doubt that Ben Weller went to Dunmore.",
    "In 1817, I fear, Ben Weller went to Dunmore.",
    "In 1817 I imagine that Ben Weller went to Dunmore.",
])
def test_a_doubt_or_a_fear_is_not_the_deed(said):
    """What he doubts, fears or imagines is not told as done; a doubt of a thing beside his going
    is no doubt of the going."""
    assert _verdict(said, WENT) != "supported"
    assert _verdict("In 1817 I doubted the story, and went to Dunmore.", WENT) == "supported"


def test_a_speaker_set_after_his_verb_is_the_he_that_follows():
    """'"I am ruined," said the governor, and he bought': the governor bought it."""
    assert _verdict('In 1817 "I am ruined," said the governor, and he bought a farm at Ware.', BUY) != "supported"
    assert _verdict('In 1817 "I am ruined," I said, and I bought a farm at Ware.', BUY) == "supported"


def test_a_participle_on_another_man_is_his_deed():
    """"I met a man buying a farm": the man bought it; "going to Dunmore, I met him": I went."""
    assert _verdict("In 1817 I met a man buying a farm at Ware.", BUY) != "supported"
    assert _verdict("In 1817 I met the governor going to Dunmore.", WENT) != "supported"
    assert _verdict("In 1817, going to Dunmore, I met the governor.", WENT) == "supported"
    assert _verdict("In 1817 I was employed with others repairing the canal at Ware.",
                    "In 1817 Ben Weller worked repairing the canal at Ware.") == "supported"


@pytest.mark.parametrize("named", ["Ben Weller the younger", "the elder Ben Weller", "Ben Weller, junior,"])
def test_a_son_or_father_of_his_name_is_another(named):
    """A word of another generation after or before his name tells a son or a father of the same name."""
    assert _verdict(f"In 1817 {named} bought a farm at Ware.", BUY) != "supported"
    assert _verdict("In 1817 Ben Weller bought a farm at Ware.", BUY) == "supported"
    assert _verdict("In my younger days I went to Dunmore.", "Ben Weller went to Dunmore.") == "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 the governor bought a farm at Ware for me.", BUY),
    ("In 1817 the governor gave the commission to Captain Hale instead of me.", GAVE),
    ("In 1817 the governor bought a farm at Ware against me.", BUY),
])
def test_a_deed_done_for_him_or_in_his_place_is_anothers(said, claim):
    """"for me", "instead of me", "against me" do not make him the one the verb acts on: the
    governor did it. One done to him stays his to receive."""
    assert _verdict(said, claim) != "supported"
    assert _verdict("In 1817 the governor gave me the commission.",
                    "In 1817 the governor gave Ben Weller the commission.") == "supported"
    assert _verdict("In 1817 I bought a farm at Ware for my son.", BUY) == "supported"
