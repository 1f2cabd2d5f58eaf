"""An object "them" that stands for a plural noun of its own clause (enrich/antecedent.py), on
invented text: the addition stands alone; a subject "they", a receiver "them", a "them" after a
preposition, a "their", any other pronoun of the sentence, and a pronoun after a place's name
still lean on the sentence before."""

from __future__ import annotations

import pytest
from test_enrich_rules import needs_english, planner, quotation

from shiguan.enrich.third_person import LEANS


@needs_english
@pytest.mark.parametrize(("sentence", "said"), [
    ("I drew up the articles, got them signed by the elders of the chapel, and procured forty subscribers "
     "of ten shillings each at Ware.",
     "Hartwell drew up the articles, got them signed by the elders of the chapel, and procured forty "
     "subscribers of ten shillings each at Ware."),
])
def test_a_them_after_a_plural_noun_of_its_clause_stands_for_it(sentence, said):
    article, plan = planner()
    [c] = plan.plan(article.sections[2], [quotation(sentence)], sentence)
    assert c.added and c.text == said, c.why


@needs_english
@pytest.mark.parametrize("sentence", [
    # a subject "they" is people of the sentence before, not the tools or barrels before it
    "I gave up my shop and my tools, and they sent me to preach at Ware.",
    "I sold my barrels at the fair, and they made me a deacon of the chapel at Ware.",
    "I brought the accounts to the elders, and they chose me treasurer of the chapel at Ware.",
    "I carried my barrels to the fair, where they paid me half the price at Ware.",
    "I laid the proposals before the vestry, and they dismissed me from my place at Ware.",
    # a "their" or a "them" after a preposition is mostly people, not the things before it
    "I left my brothers at their mill, and she gave me ten dollars for the journey to Ware.",
    "I kept my accounts in their house at Ware.",
    "I sold the barrels of their fathers at Ware.",
    "I wrote my letters, and received two answers from them at Ware in the spring.",
    "I paid my debts to them at Ware.",
    # a receiver is people: not the barrels
    "I sold my barrels at the fair, and gave them my sermons at Ware.",
    # a place named before a they or she is nobody it could stand for
    "I wrote two letters to the elders at Ware, and they answered them.",
    "I bought the tools of the coopers at Ware, and she paid them.",
])
def test_a_pronoun_for_people_of_the_sentence_before_still_leans(sentence):
    article, plan = planner()
    [c] = plan.plan(article.sections[2], [quotation(sentence)], sentence)
    assert c.why == LEANS and not c.added
