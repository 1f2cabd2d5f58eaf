"""`ask` in English by rules, from the one sentence of his that answers when no fact of his does
(lang/en/write/sentence_answer.py), over the hand-built Weller store plus a page of his journal:
the thing of the kind asked, cited by its sentence; a refusal when the sentence names two such
things, when the question's telling words are not there, or when the sentence is not about him."""

from __future__ import annotations

import pytest
from english_store import journal_project

from shiguan.lang.en import STYLE
from shiguan.lang.en.write.answer import answer
from shiguan.lang.en.write.answering import questions_style
from shiguan.lang.en.write.sentence_answer import _words, asks_for

JOURNAL = """When I was about fourteen years old, and bound to my trade, I was seldom
idle. Just then I got hold of a book entitled "The Art of Printing", and I
read it over and over.

In the winter of 1818 I had form'd a few friends into a society for mutual
instruction, which we called the Apprentices' Club. I printed its rules in
1818 and its first almanac in 1819.

My cousin Robert Hale got hold of a book entitled "The Seaman's Friend" that
winter, and he read it over and over on the wharf.

On January 22, 1821, I walked to the small town of Menomonie in western
Wisconsin to deliver a lecture on printing. In 1822 I set sail on the _Vigilant_
for Liverpool with my tools.
"""


@pytest.fixture
def weller(tmp_path):
    built = journal_project(tmp_path / "p", JOURNAL)
    yield built
    built.project.close()


def test_a_question_no_fact_answers_is_answered_from_the_sentence_that_holds_its_words(weller):
    a = answer(weller.project, "What book did Thomas Weller get hold of at fourteen and read over and over?", None)
    assert a.answered and a.mode == "rules"
    assert a.answer == "The Art of Printing[1]."  # not The Printer's Guide, the book he wrote
    assert a.citations[0].sentence.startswith("Just then I got hold of a book entitled")
    assert "hold" in a.why and "read" in a.why and "title" in a.why
    sentence = "Just then I got hold of a book entitled \"The Art of Printing\", and I read it over and over."
    assert a.markdown().endswith(f"“{sentence}”\n\n({a.why})\n")


def test_a_name_after_called_answers_what_a_club_was_called(weller):
    a = answer(weller.project, "What was the society for mutual instruction that Thomas Weller formed called?", None)
    assert a.answered and a.answer == "Apprentices' Club[1]."


def test_a_name_after_the_town_of_answers_in_which_town(weller):
    # the small model takes no place from "Menomonie": the name after "the town of" is one
    a = answer(weller.project, "In which town in western Wisconsin did Thomas Weller deliver a lecture?", None)
    assert a.answered and a.answer == "Menomonie[1]."


def test_the_name_of_a_ship_set_in_italics_answers_what_the_ship_was_called(weller):
    a = answer(weller.project, "What was the name of the ship on which Thomas Weller set sail for Liverpool?", None)
    assert a.answered and a.answer == "Vigilant[1]."


def test_a_sentence_naming_two_things_of_the_kind_asked_is_no_answer(weller):
    a = answer(weller.project, "In what year did Thomas Weller print the rules and the almanac?", None)
    assert not a.answered and a.answer == STYLE.refusal  # 1818 and 1819


def test_a_sentence_about_another_man_is_no_answer_though_it_holds_the_words(weller):
    a = answer(weller.project, "What book did Thomas Weller read over and over on the wharf?", None)
    assert not a.answered  # his cousin read "The Seaman's Friend" there


def test_the_questions_rare_words_must_be_in_the_sentence_or_beside_it(weller):
    # "read", "over" and "hold" are there; "Philadelphia" and "uncle", which tell this question, are not
    a = answer(weller.project, "What book did Thomas Weller get hold of from his uncle in Philadelphia and read?",
               None)
    assert not a.answered


def test_every_name_the_question_gives_must_stand_in_the_sentence_or_beside_it(weller):
    assert answer(weller.project, "What book did Thomas Weller get hold of at fourteen and read over and over?",
                  None).answered
    # the same question placed in Salem: the sentence never says where, so it does not answer it
    a = answer(weller.project, "What book did Thomas Weller get hold of at fourteen in Salem and read over and over?",
               None)
    assert not a.answered


def test_a_question_asking_for_nothing_nameable_is_not_read_from_a_sentence(weller):
    rules = questions_style(weller.project)
    assert asks_for("Why did Thomas Weller read it over and over?", rules) is None
    assert asks_for("What was the name of his first master?", rules).kind == "person"  # the name of: what follows
    assert asks_for("What was the reason for his journey?", rules) is None
    assert asks_for("In which Massachusetts town was he born?", rules).kind == "place"
    assert asks_for("To which man was he bound?", rules).kind == "person"
    assert asks_for("How many children did he have?", rules).kind == "number"
    asked = asks_for("What was the club of mutual improvement called?", rules)
    assert (asked.kind, asked.noun) == ("organisation", "club")


def test_an_irregular_or_elided_past_meets_its_present(weller):
    rules = questions_style(weller.project)
    assert _words("I wrote it and form'd a club", rules) == _words("write it and formed a club", rules)


def test_his_facts_still_answer_a_question_of_their_relation(weller):
    a = answer(weller.project, "What did Thomas Weller write?", None)
    assert a.answered and "The Printer's Guide" in a.answer and a.why == ""
