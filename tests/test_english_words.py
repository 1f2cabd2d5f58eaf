"""English search terms: stop words, possessives and numbers, and what the suffix stemmer merges
and what it keeps apart."""

from __future__ import annotations

import time

import pytest

from shiguan.corpus.terms import stem, terms


@pytest.mark.parametrize("forms", [
    ("apprenticed", "apprentice", "apprentices", "apprenticing"),
    ("printers", "printer"),
    ("printed", "printing", "prints", "print"),
    ("married", "marry", "marries", "marrying"),
    ("died", "dies", "dying", "die"),
    ("stopped", "stopping", "stops", "stop"),
    ("called", "calls", "call"),
    ("governments", "government", "governed", "govern"),
    ("agreed", "agreeing", "agreement", "agree"),
    ("studies", "studied", "study"),
    ("churches", "church"),
    ("businesses", "business"),
    ("kindness", "kind"),
    ("quickly", "quick"),
])
def test_inflected_forms_meet(forms):
    assert len({stem(w) for w in forms}) == 1, {w: stem(w) for w in forms}


@pytest.mark.parametrize("apart", [
    ("born", "birth"),
    ("family", "fame"),  # -ly after a vowel is no adverb
    ("early", "ear"),  # nor is it with a three-letter stem
    ("comment", "com"),
    ("witness", "wit"),
    ("printer", "print"),  # an agent noun is not its verb
    ("added", "ad"),
])
def test_words_that_only_look_alike_stay_apart(apart):
    assert len({stem(w) for w in apart}) == len(apart), {w: stem(w) for w in apart}


def test_terms_drop_stop_words_possessives_and_single_letters_and_keep_numbers():
    found = terms("In 1718 my brother’s press was the best; Franklin's almanac sold 10,000 copies. A B C")
    assert found == ["1718", "brother", "press", "best", "franklin", "almanac", "sold", "10", "000", "copy"]
    assert terms("and the of which") == [] and terms("") == []
    assert terms("PRINTERS") == terms("printers") == ["printer"]


def test_a_megabyte_is_read_in_well_under_a_second():
    words = " ".join(f"word{i} apprenticed printers married" for i in range(5000))
    text = (words + "\n") * (1_000_000 // len(words) + 1)
    began = time.perf_counter()
    assert len(terms(text)) > 100_000
    assert time.perf_counter() - began < 1.0
