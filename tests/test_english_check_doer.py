"""Issue 43: `check` supports a claim about him only from a sentence that tells it of him, not from
another man's act near the same words (an infinitive its object does, a passive's agent, one of a
group), nor from one told as asked of him; and the claim's own name is not read with a place
before it. Invented text throughout."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

GAVE = "In 1817 Ben Weller gave the commission to Captain Hale."
WENT = "In 1817 Ben Weller went to Dunmore."


def _verdict(said: str, claim: str, about: str = "Ben Weller") -> str:
    return verdict(said, claim, about)


@pytest.mark.parametrize("verb", ["persuaded", "got", "asked", "induced", "advised", "ordered", "urged", "told"])
def test_an_infinitive_is_the_deed_of_the_object_that_controls_it(verb):
    """"I persuaded the governor to give it": the governor gave it, whatever the parse calls the
    infinitive (xcomp, or advcl for "got" and "induced")."""
    said = f"In 1817 I {verb} the governor to give the commission to Captain Hale."
    assert _verdict(said, GAVE) != "supported"
    assert _verdict(said, f"In 1817 Ben Weller {verb} the governor to give the commission to Captain Hale.") == \
        "supported"


def test_whom_he_bids_does_it():
    """A pronoun he bids is someone else, whoever it stands for: nobody persuades himself."""
    assert _verdict("In 1817 I persuaded him to give the commission to Captain Hale.", GAVE) != "supported"


@pytest.mark.parametrize("said", [
    "In 1817 I gave the commission to Captain Hale.",
    "In 1817 I managed to give the commission to Captain Hale.",
    "In 1817 I was able to give the commission to Captain Hale.",
    "In 1817 I went to the city to give the commission to Captain Hale.",
    "In 1817 the governor persuaded me to give the commission to Captain Hale.",  # persuaded: a deed (mood.py)
])
def test_an_infinitive_he_controls_is_his(said):
    assert _verdict(said, GAVE) == "supported"


def test_what_he_was_asked_to_do_is_not_done():
    """The reader's mood rules: "asked me to give" tells that he was asked, not that he gave."""
    said = "In 1817 the governor asked me to give the commission to Captain Hale."
    assert _verdict(said, GAVE) != "supported"
    assert _verdict(said, "In 1817 Ben Weller was asked to give the commission to Captain Hale.") == "supported"


@pytest.mark.parametrize("said, claim, supported", [
    ("In 1820 it was bought by the company.", "In 1820 Ben Weller bought it.", False),
    ("In 1820 the mill at Ware was bought by the company.", "In 1820 the mill at Ware was bought by Ben Weller.",
     False),
    ("In 1820 the mill at Ware was bought by me.", "In 1820 the mill at Ware was bought by Ben Weller.", True),
    ("In 1820 the mill at Ware was bought by me.", "In 1820 Ben Weller bought the mill at Ware.", True),
    ("In 1817 I was appointed to the court at Ware by the governor.",
     "Ben Weller was appointed to the court at Ware in 1817.", True),
])
def test_a_passive_agent_that_is_not_he_did_it(said, claim, supported):
    assert (_verdict(said, claim) == "supported") == supported


@pytest.mark.parametrize("said", [
    "In 1817 one of the clerks went to Dunmore.",
    "In 1817, one of the clerks went to Dunmore.",
    "In 1817 some of the clerks went to Dunmore.",
    "In 1817 each of the clerks went to Dunmore.",
    "In 1817 two of my brothers went to Dunmore.",
    "In 1817 one of us went to Dunmore.",
])
def test_a_part_of_a_group_is_not_he(said):
    assert _verdict(said, WENT) != "supported"


@pytest.mark.parametrize("said", [
    "In 1817 I went to Dunmore.",
    "In 1817 one of the clerks and I went to Dunmore.",
    "In 1817 all of us went to Dunmore.",
    "In 1817 each of us went to Dunmore.",
])
def test_a_group_he_is_in_went(said):
    assert _verdict(said, WENT) == "supported"


def test_his_full_name_is_not_read_with_the_place_before_it():
    """"After Fort Ware Ulric S. Hartwell was promoted": the parse joins the capitals into one
    subject, and the claim's place was no atom to find; his name written in full is his alone."""
    claim = "After Fort Ware Ulric S. Hartwell was promoted to major general."
    assert _verdict("After Fort Dunmore I was promoted to major general.", claim, "Ulric S. Hartwell") != "supported"
    assert _verdict("After Fort Ware I was promoted to major general.", claim, "Ulric S. Hartwell") == "supported"


BOUGHT = "In 1817 Ben Weller bought a farm at Ware."


@pytest.mark.parametrize("said, claim", [
    ("In 1817 I met the governor, who gave the commission to Captain Hale.", GAVE),
    ("In 1817 the clerk whom I had hired bought a farm at Ware.", BOUGHT),
    ("In 1817 the man who sold me my horse bought a farm at Ware.", BOUGHT),
    ("In 1817 the governor, who knew me, bought a farm at Ware.", BOUGHT),
])
def test_a_relative_clause_tells_another_mans_deed(said, claim):
    """"The clerk whom I had hired bought a farm": the clerk bought it; the "I" of his relative
    clause does not make him the narrator, and "who gave" is the deed of the noun it stands for."""
    assert _verdict(said, claim) != "supported"
    assert _verdict("In 1817 I, who knew the governor, bought a farm at Ware.", BOUGHT) == "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 I wrote to the governor and he bought a farm at Ware.", BOUGHT),
    ("In 1817 I wrote to the governor; he gave the commission to Captain Hale.", GAVE),
])
def test_he_in_a_sentence_told_as_i_is_another(said, claim):
    """In a sentence he tells as "I", a "he" is someone else; the same deed told as his is his."""
    assert _verdict(said, claim) != "supported"
    assert _verdict("In 1817 I wrote to the governor and I bought a farm at Ware.", BOUGHT) == "supported"


@pytest.mark.parametrize("said", [
    "In 1817 I used the money to buy a farm at Ware.",
    "In 1817 I spent my savings to buy a farm at Ware.",
    "In 1817 I left the army to buy a farm at Ware.",
    "In 1817 I took the occasion to buy a farm at Ware.",
])
def test_a_thing_before_an_infinitive_leaves_the_deed_his(said):
    """"I used the money to buy a farm": a thing does not buy, he does, whatever the parse calls
    the infinitive; the man he hires to buy it does it instead."""
    assert _verdict(said, BOUGHT) == "supported"
    assert _verdict("In 1817 I hired a man to buy a farm at Ware.", BOUGHT) != "supported"


@pytest.mark.parametrize("order", ["the governor ordered me", "the governor told me", "the governor directed me",
                                   "the governor commanded me", "I was ordered"])
def test_an_order_to_do_it_is_no_deed(order):
    """"Ordered me to give it" tells the order, as "asked me to give it" does, not that he gave
    it; the claim of the order itself is supported."""
    assert _verdict(f"In 1817 {order} to give the commission to Captain Hale.", GAVE) != "supported"
    assert _verdict("In 1817 I was ordered to give the commission to Captain Hale.",
                    "In 1817 Ben Weller was ordered to give the commission to Captain Hale.") == "supported"


def test_told_that_stays_his_word():
    """Only the infinitive a directive governs is an order: "I was told that I was born" is his word."""
    assert _verdict("I was told that I was born in 1790 at Ware.", "Ben Weller was born in 1790 at Ware.") == \
        "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 I would often go to Dunmore.", WENT),
    ("In 1817 I would give the commission to Captain Hale every spring.", GAVE),
])
def test_a_habitual_would_is_told_as_done(said, claim):
    """"I would often go to Dunmore" is his custom, a deed; "would have gone" is not."""
    assert _verdict(said, claim) == "supported"
    assert _verdict("In 1817 I would have gone to Dunmore.", WENT) != "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 I was hired by Captain Hale.", "In 1817 Ben Weller hired Captain Hale."),
    ("In 1817 I was defeated by Captain Hale at Ware.", "In 1817 Ben Weller defeated Captain Hale at Ware."),
    ("In 1817 I was sold to Captain Hale.", "In 1817 Ben Weller sold himself to Captain Hale."),
])
def test_done_to_him_is_not_done_by_him(said, claim):
    """"I was hired by Captain Hale" tells the captain's deed; a claim that he hired the captain
    is another deed. The same passive claim is supported."""
    assert _verdict(said, claim) != "supported"
    assert _verdict("In 1817 I was hired by Captain Hale.", "In 1817 Ben Weller was hired by Captain Hale.") == \
        "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 I was graduated at Corliss College.", "In 1817 Ben Weller graduated at Corliss College."),
    ("In 1817 I was married to Ann Pyne at Ware.", "In 1817 Ben Weller married Ann Pyne at Ware."),
])
def test_a_passive_that_is_his_own_deed_stays(said, claim):
    """A passive with no other doer to flip ("I was graduated") or a reciprocal deed ("I was married
    to her") is what the active claim says."""
    assert _verdict(said, claim) == "supported"


def test_by_my_brother_and_me_is_by_him_too():
    """A passive's agent joined with him ("by my brother and me") tells his deed too."""
    assert _verdict("In 1817 the farm at Ware was bought by my brother and me.",
                    "In 1817 Ben Weller bought the farm at Ware.") == "supported"



def _his(token) -> bool:
    return token.lower_ in ("i", "me", "weller")


def test_a_claim_of_anothers_deed_to_him_is_no_flip():
    """"I was sold to Captain Hale" refutes "he sold himself to Captain Hale", not a claim that
    another sold him: that one is not his deed flipped."""
    from shiguan.lang.en.nlp import load
    from shiguan.lang.en.verify.roles import voice_flipped

    verb = next(t for t in load()("In 1817 I was sold to Captain Hale.") if t.lemma_ == "sell")
    assert voice_flipped(load()("In 1817 Ben Weller sold himself to Captain Hale."), verb, _his)
    assert not voice_flipped(load()("In 1817 Tom Pyne sold Ben Weller to Captain Hale."), verb, _his)


FARM = "In 1817 Ben Weller bought a farm at Ware."


@pytest.mark.parametrize("said", [
    "In 1817, had I the money, I would buy a farm at Ware.",
    "In 1817 I would buy a farm at Ware, but my father forbade it.",
    "In 1817 I would buy a farm at Ware, were it not for my debts.",
    "In 1817, with more money, I would buy a farm at Ware.",
    "In 1817 why would I buy a farm at Ware?",
    "In 1817 I would rather buy a farm at Ware than stay.",
])
def test_a_would_without_a_mark_of_custom_is_a_condition_or_a_wish(said):
    """Only "would" with often, always, every … is his custom told as done (found by revenr9)."""
    assert _verdict(said, FARM) != "supported"


@pytest.mark.parametrize("verb", ["trusted", "authorized"])
def test_a_man_named_by_a_common_noun_does_the_infinitive(verb):
    """"I trusted a clerk to give it": the clerk gave it; only a verb of means keeps the deed his."""
    assert _verdict(f"In 1817 I {verb} a clerk to give the commission to Captain Hale.", GAVE) != "supported"
    assert _verdict("In 1817 I used the money to buy a farm at Ware.", FARM) == "supported"


def test_a_deed_done_for_him_and_another_is_not_his():
    """"for my brother and me": the governor's deed; "by my brother and me" is his too."""
    assert _verdict("In 1817 the governor bought a farm at Ware for my brother and me.", FARM) != "supported"
    assert _verdict("In 1817 the farm at Ware was bought by my brother and me.", FARM) == "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 I was hired by Ben Pyne.", "In 1817 Ben Weller hired Ben Pyne."),
    ("In 1817 I was shot by my brother Tom Weller.", "In 1817 Ben Weller shot his brother Tom Weller."),
    ("In 1817 I was sold to Edwin Pyne by Captain Hale.", "In 1817 Captain Hale sold Edwin Pyne to Ben Weller."),
])
def test_a_passive_done_to_him_is_no_deed_of_his_whatever_words_the_claim_shares(said, claim):
    """A name or a surname shared with the agent does not make the flipped claim his (revenr10)."""
    assert _verdict(said, claim) != "supported"


@pytest.mark.parametrize("said", [
    "In 1817 I know he went to Dunmore.",
    "In 1817 I doubt he went to Dunmore.",
    "'Tis true I wrote to the governor, and in 1817 he went to Dunmore.",
])
def test_a_he_beside_a_memoirs_i_stays_another_man(said):
    """"I know he went", "I doubt he went", an elision before the "he": another man's going."""
    assert _verdict(said, WENT) != "supported"
