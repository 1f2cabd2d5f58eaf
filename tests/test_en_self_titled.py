"""An autobiography told in the third person of its author (issue 43, item 7): its title names a
life of the man its author line names ("The Schooling of Walter Pell" by Walter Pell), and its text
says "he" and "the boy", not "I". He is its subject, and so is his given name alone (the boy
Walter), though another man bears it in full, and "a child was born" where the sentence christens the
child with his name; his father and grandfather share his surname,
so a title on the surname (Minister Pell, Mr. Pell) is theirs, not his. A biography by another man
keeps its own subject, and a first-person book its narrator."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from shiguan.lang.en.read import read_english  # noqa: E402

_LIFE = """THE SCHOOLING OF WALTER PELL

by Walter Pell



CHAPTER I

DOVER (1840-1850)

In the third house below the common of Dover, March 3, 1840, a child was born, and christened later
by his uncle as Walter Bruce Pell. His father was the lawyer of the town, and the boy saw little of
him. In 1845 a child was born to the miller, and christened as Mary Hart.

The boy was sent to the academy at Dover, where he learned Latin and nothing else. Young Pell
disliked the academy and its master. He read Walter Scott by the fire. The boy Walter, following
his brother, went to Boston in 1852. Walter Pell entered Yale College in 1856.

In 1861 Minister Pell sailed for England with his family. Mr. Pell was received by the Queen, and
his son went with him as his private secretary.
"""


def _facts(text: str) -> tuple[str, list[tuple[str, str, str]]]:
    start = text.index("CHAPTER I")
    r = read_english(text, [(start, len(text))])
    return r.subject, [(key, f.relation, f.value) for key, f in r.facts]


def test_a_life_titled_with_its_authors_name_is_about_him():
    subject, facts = _facts(_LIFE)
    assert subject == "Walter Pell"
    assert ("Walter Pell", "education", "Yale College") in facts
    assert ("Walter Pell", "residence", "Boston") in facts  # "the boy Walter": his given name alone
    assert ("Walter Pell", "birth", "March 3, 1840") in facts  # "a child was born, … christened … as" him
    assert not any(key == "Walter Pell" and "1845" in value for key, _, value in facts)  # another child


def test_a_title_on_his_surname_is_his_fathers():
    subject, facts = _facts(_LIFE)
    mine = [(rel, value) for key, rel, value in facts if key == subject]
    assert subject == "Walter Pell" and mine
    assert not any("England" in value or "Queen" in value for _, value in mine)


def test_a_life_of_another_man_by_its_author_is_not_the_authors():
    assert _facts(_LIFE)[0] == "Walter Pell"
    subject, facts = _facts(_LIFE.replace("by Walter Pell", "by Henry Crane"))
    assert subject != "Henry Crane"
    assert not any(key == "Henry Crane" for key, _, _ in facts)


_NAMESAKES = _LIFE.replace(
    "In 1845 a child was born to the miller, and christened as Mary Hart.",
    "In 1868 a son was born to his brother John, and christened by the rector as Walter Pell, after his "
    "uncle. In 1870 a son was born, and christened as Walter Pell, Jr. His mother's brother, Walter Hart, "
    "was a sea captain. In 1850 Walter Hart sailed for China, and Walter died at Canton in 1851 of the fever.")


def test_a_namesakes_birth_and_another_walters_death_are_not_his():
    """A nephew or a son christened with his name is his namesake, not he; the given name alone in
    the sentence that has just named another man of it in full is that man's."""
    subject, facts = _facts(_NAMESAKES)
    mine = [(rel, value) for key, rel, value in facts if key == subject]
    assert subject == "Walter Pell" and ("birth", "March 3, 1840") in mine
    assert not any(rel in ("birth", "death", "father") and any(y in value for y in ("1868", "1870", "1851", "John",
                                                                                   "Canton"))
                   for rel, value in mine), mine
