"""An "it" read as the one thing the sentence before names (enrich/it_before.py), on invented
text: the addition says the thing made so ("make it cheap", "kept it clean") and cites both
sentences; an empty "it", an "it" that may be the deed before (a verb's object, the matter of a
feeling, a subject acting, after a preposition), and a sentence before that names two things, a
plural, a person, a place or another's thing still lean on it."""

from __future__ import annotations

import pytest
from test_enrich_rules import needs_english, planner, quotation

from shiguan.enrich.additions import IT_READ
from shiguan.enrich.third_person import LEANS

GAZETTE = "In 1801 I first printed my Gazette, under the name of Jonathan Pyne; it was continu'd by me ten years."
CHEAP = "I endeavour'd to make it both cheap and sound, and sold near a thousand at the fair in Tolland."


def judged(before: str, sentence: str):
    article, plan = planner()
    source = f"{before} {sentence}"
    [c] = plan.plan(article.sections[2], [quotation(sentence, start=len(before) + 1)], source)
    return c


@needs_english
def test_an_it_after_the_one_thing_the_sentence_before_names_is_that_thing():
    c = judged(GAZETTE, CHEAP)
    assert c.added and c.why == IT_READ, c.why  # the reading is the rule's: an editor is told so
    assert c.text == ("Hartwell endeavour'd to make his Gazette both cheap and sound, and sold near a thousand "
                      "at the fair in Tolland.")
    assert c.quotation.start == 0 and c.quotation.text.startswith("In 1801 I first printed")
    kept = judged(GAZETTE, "I kept it clean and cheap, and sold near a thousand at the fair in Tolland.")
    assert kept.added and kept.text.startswith("Hartwell kept his Gazette clean and cheap"), kept.why


@needs_english
@pytest.mark.parametrize(("before", "sentence"), [
    (GAZETTE, "I came late, for it rained at the fair in Tolland all the day."),  # an empty it
    (GAZETTE, "I soon regretted it, and sold my press at the fair in Tolland."),  # the deed before, maybe
    (GAZETTE, "I soon repented of it, and sold my press at the fair in Tolland."),
    (GAZETTE, "I was sorry for it afterwards at the fair in Tolland."),
    (GAZETTE, "I soon wept, and it grieved my mother much at the fair in Tolland."),
    (GAZETTE, "I soon wept, and it ruined my credit at the fair in Tolland."),  # the weeping, maybe
    (GAZETTE, "I was freed from it at last by the sale at the fair in Tolland."),  # the work, maybe
    ("In 1801 I first printed my Gazette and my Almanack at Ware.", CHEAP),  # two things
    ("In 1801 I first printed my Gazettes.", CHEAP),  # a plural
    ("In 1801 I first met my Uncle.", CHEAP),  # a person
    ("In 1801 I first met Jonathan Pyne.", CHEAP),
    ("In 1801 my press printed my Gazette.", CHEAP),  # a thing and another, not named
    ("In 1801 I printed my Gazette and called a meeting.", CHEAP),  # "called": another thing, not its name
    ("In 1801 Jonathan Pyne printed his Gazette.", CHEAP),  # another's thing: "his" would be no one's
    ("In 1801 I first printed my Gazette at Ware.", CHEAP),  # a place: "it" may be Ware
    ("Thank Heaven, I stayed but a short time in this sad condition.",  # the condition, not Heaven
     "I was freed from it by the kind hand of Mr. Pyne at the fair in Tolland."),
])
def test_an_it_that_could_stand_for_no_thing_or_another_still_leans(before, sentence):
    assert judged(before, sentence).why == LEANS


TOLLAND = " at the fair in Tolland."


@needs_english
@pytest.mark.parametrize(("before", "sentence"), [
    # an "it" put first for a clause: the clause, not the thing
    ("In 1801 I first printed my Gazette.", "I made it my business to sell near a thousand" + TOLLAND),
    ("In 1801 I first printed my Gazette.", "I made it necessary for Pyne to quit Tolland."),
    # a second thing the parser takes for a man, or framed by a man's name, is still a thing
    ("In 1801 I bought my Press and the Gazette.", CHEAP),
    ("In 1801 I bought my Press and the Almanack of Jonathan Pyne.", CHEAP),
    # "had called a Meeting": a deed, not the thing's name
    ("In 1801 I had printed my Gazette, and had called a Meeting.", "I made it short and orderly" + TOLLAND),
    # whom he petitioned or served is no thing he made; what he quitted or lost may be the deed
    ("In 1801 I petitioned the Proprietor.", "I made it short and civil, and sold near a thousand" + TOLLAND),
    ("In 1801 I served the Proprietor.", CHEAP),
    ("In 1801 I quitted my Gazette.", "I kept it secret from my mother ten years" + TOLLAND),
    ("In 1801 I lost the Election.", "I kept it quiet, and sold near a thousand" + TOLLAND),
    # a state toward a person, or one a fact is kept in: a debt, a quarrel, a deed, maybe
    ("In 1801 I first printed my Gazette.", "I made it good to Pyne out of my own pocket" + TOLLAND),
    ("In 1801 I bought the Gazette.", "I made it right with Pyne, and sold near a thousand" + TOLLAND),
    ("In 1801 I first printed my Gazette.", "I kept it secret from my mother ten years" + TOLLAND),
    ("In 1801 I first printed my Gazette.", "I kept it quiet, and sold near a thousand" + TOLLAND),
    ("In 1801 I first printed my Gazette.", "I made it good out of my own pocket" + TOLLAND),  # amends
    ("In 1801 I first printed my Gazette.", "I kept it close ten years, and sold near a thousand" + TOLLAND),
    ("In 1801 I set my Face.", "I kept it steady, and sold near a thousand" + TOLLAND),  # set: no making
    # the sentence before is another man's words in single marks
    ("In 1801 Cole came to me in great distress, and said, ‘I am undone. I have sold the Almanack.’", CHEAP),
])
def test_an_it_read_only_as_a_thing_the_sentence_before_makes_and_not_a_clause(before, sentence):
    c = judged(before, sentence)
    assert not c.added and c.why != IT_READ, c.text
