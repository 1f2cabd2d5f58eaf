"""Which sections a narrative speaks to (enrich/scope.py): evidence of the section's own, on
invented text. A city the whole article names is no section's topic; a name of two words stands
whole in the narrator's sentences, not as two words met apart."""

from __future__ import annotations

from shiguan.enrich.article import split_article
from shiguan.enrich.quotations import told_years
from shiguan.enrich.scope import Scope

_TOPICS = ("Barrels", "Hoops", "Staves", "Casks", "Tubs", "Churns", "Vats")
ARTICLE = "# John Hartwell\n\nJohn Hartwell (1770–1841) was a cooper in Vermont.\n\n" + "".join(
    f"## {t}\n\nHartwell made {t.lower()} at Ware for a tavern of Dunmore and the mill of Tolland.\n\n"
    for t in _TOPICS) + ("## Abolition\n\nLate in life he wrote for the Vermont Society of Friends, and freed "
                         "Peter, in Ware and Dunmore.\n\n## Preaching\n\nHe preached at Ware, at Rutland and at "
                         "Bennington.\n")


def test_a_city_most_sections_name_is_not_a_sections_own_topic():
    article = split_article(ARTICLE)
    sentences = ["I went from Dunmore to Ware.", "I was at Tolland a year.", "I preached at Rutland and Bennington."]
    scope = Scope(article, sentences, told_years(sentences), {"John", "Hartwell"})
    sections = {s.title: s for s in article.sections}
    # Ware, Dunmore, Tolland stand in every section: none of them is the Barrels section's topic
    assert not scope.speaks(sections["Barrels"]).speaks
    assert scope.speaks(sections["Preaching"]).names == ("Rutland", "Bennington")


def test_a_name_of_two_words_stands_whole_in_the_narrators_sentences():
    article = split_article(ARTICLE)
    sentences = ["I went to Vermont.", "Our Society met on First Day.", "The Friends of the town were kind.",
                 "I preached at Rutland.", "I wrote to Peter Collinson."]
    scope = Scope(article, sentences, told_years(sentences), {"John", "Hartwell"})
    abolition = next(s for s in article.sections if s.title == "Abolition")
    # "Vermont Society" is not in his sentences as one name: Friends and Peter (his Peter Collinson) stay
    assert scope.speaks(abolition).names == ("Friends", "Peter")


def test_a_section_with_one_of_its_names_in_his_sentences_keeps_its_sentences():
    article = split_article(ARTICLE)
    sentences = ["I went from Dunmore to Ware.", "I preached at Rutland and Bennington.", "I met Peter."]
    scope = Scope(article, sentences, told_years(sentences), {"John", "Hartwell"})
    abolition = next(s for s in article.sections if s.title == "Abolition")
    # Peter alone does not make Abolition spoken to, but a sentence of it fits there, not elsewhere
    assert not scope.speaks(abolition).speaks
    assert [s.title for s in scope.homes(article.sections)] == ["Abolition", "Preaching"]


def test_a_word_of_the_sections_own_heading_is_its_name_though_he_writes_it_in_lower_case():
    """He writes "draughts" in lower case, the article "The Laws of Draughts": a single word he
    writes lower is no name (an epitaph's "Body"), but the heading's own word is the section's."""
    article = split_article("# John Hartwell\n\nJohn Hartwell (1770–1841) was a cooper.\n\n## Draughts\n\n"
                            "Hartwell played draughts; his essay on The Laws of Draughts praised the Italian "
                            "game.\n\n## Barrels\n\nHartwell wrote of the Body of a barrel and the Italian game.\n")
    sentences = ["I learned Italian and played at draughts with a friend.", "I made the body of a barrel."]
    scope = Scope(article, sentences, told_years(sentences), {"John", "Hartwell"})
    draughts, barrels = article.sections[1:]
    assert scope.speaks(draughts).speaks and scope.speaks(draughts).names == ("Draughts", "Italian")
    assert "Body" not in scope.speaks(barrels).names  # not its heading: the epitaph rule stands
