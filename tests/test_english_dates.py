"""English dates: the shapes a narrative writes them in, normalised, with exact spans; and the
numbers that are not dates (pages, money, counts, clock times)."""

from __future__ import annotations

import pytest

from shiguan.lang.en.dates import count_value, dated_sentences, find_dates, number_value, year_of


@pytest.mark.parametrize(("text", "written", "iso", "precision"), [
    ("I was born on November 25, 1835, in Dunfermline.", "November 25, 1835", "1835-11-25", "day"),
    ("Dated Nov. 25, 1835.", "Nov. 25, 1835", "1835-11-25", "day"),
    ("He came on 25 November 1835.", "25 November 1835", "1835-11-25", "day"),
    ("I took her to wife, September 1st, 1730.", "September 1st, 1730", "1730-09-01", "day"),
    ("We arrived in London the 24th of December, 1724.", "the 24th of December, 1724", "1724-12-24", "day"),
    ("on the third day of September, 1838, I left my chains", "the third day of September, 1838", "1838-09-03", "day"),
    ("He went to live with him on the 1st of January, 1833.", "the 1st of January, 1833", "1833-01-01", "day"),
    ("Born January 6, 1705/6, in Boston.", "January 6, 1705/6", "1706-01-06", "day"),
    ("BOSTON, _May_ 1, 1845.", "May_ 1, 1845", "1845-05-01", "day"),
    ("the convention of July 19–20, 1848", "July 19–20, 1848", "1848-07-19", "day"),
    ("It was printed 1835-11-25 in the register.", "1835-11-25", "1835-11-25", "day"),
    ("in September, 1838, I reached New York", "September, 1838", "1838-09", "month"),
    ("In the month of August, 1841, I attended", "August, 1841", "1841-08", "month"),
    ("in the beginning of February, 1726/7, when", "February, 1726/7", "1727-02", "month"),
    ("in the spring of 1838, when he came", "the spring of 1838", "1838", "season"),
    ("In the Fall of 1838 we moved.", "the Fall of 1838", "1838", "season"),
    ("during the winter of 1838-9 the river froze", "the winter of 1838-9", "1839", "season"),
    ("It happened in the year 1848.", "the year 1848", "1848", "year"),
    ("In 1848, I went.", "1848", "1848", "year"),
    ("a paper money act passed in 1732-3 was", "1732-3", "1733", "year"),
    ("he was born about 1818 on the shore", "about 1818", "1818", "year"),
    ("the next year, 1744, in proposing an academy", "1744", "1744", "year"),
    ("begun at Passy, near Paris, 1784.", "1784", "1784", "year"),
    ("his 1845 autobiography", "1845", "1845", "year"),
    ("in the year seventeen hundred and six", "the year seventeen hundred and six", "1706", "year"),
    ("in eighteen hundred and thirty-eight he fled", "eighteen hundred and thirty-eight", "1838", "year"),
    ("in one thousand eight hundred and forty-one", "one thousand eight hundred and forty-one", "1841", "year"),
    ("since eighteen forty-five", "eighteen forty-five", "1845", "year"),
    ("Mills spread in the 1830s.", "the 1830s", "1830", "decade"),
    ("in the eighteen-thirties", "the eighteen-thirties", "1830", "decade"),
])
def test_date_shapes(text, written, iso, precision):
    (d,) = find_dates(text)
    assert (d.text, d.iso, d.precision) == (written, iso, precision)
    assert text[d.start:d.end] == d.text
    assert d.year == (int(iso[:4]) if iso else None)


def test_dates_without_a_year_keep_their_span_and_no_iso():
    text = "We landed on the 11th of October, and in March we left; it rained in May."
    found = [(d.text, d.iso, d.year, d.precision) for d in find_dates(text)]
    assert found == [("the 11th of October", "", None, "day"), ("March", "", None, "month")]  # May: the verb too


def test_a_range_of_years_is_two_dates_and_a_split_year_one():
    assert [d.iso for d in find_dates("from 1840 to 1845, (1818–1895)")] == ["1840", "1845", "1818", "1895"]
    assert [d.iso for d in find_dates("he died in 1861-65")] == ["1861"]  # not 1861+1: a range, not a split year
    assert [(d.text, d.year) for d in find_dates("in 1720 or 1721")] == [("1720", 1720), ("1721", 1721)]


@pytest.mark.parametrize("text", [
    "See page 123 and p. 1848.",
    "He lent me £1,500 and then $1500 more.",
    "There were 1,000 men at the fort.",
    "We met at 1 o'clock.",
    "They brought about 1000 men to the camp.",
    "a sum of 1500 dollars",
    "an army of 1848 soldiers",
    "the fort held 1500 men",
    "It broke in 1500 pieces.",
    "a defeat of fifteen hundred French, and twelve hundred men",
    "No. 1845 was his number.",
    "He may go.",
    "about 123 of them",
])
def test_numbers_that_are_not_dates(text):
    assert find_dates(text) == []


def test_year_of_the_first_date_with_a_year():
    assert year_of("On the 11th of October, and then in the spring of 1838.") == 1838
    assert year_of("no date here") is None


@pytest.mark.parametrize(("written", "value"), [
    ("1,500", 1500), ("seventeen", 17), ("twenty-one", 21), ("three hundred and six", 306), ("a hundred", 100),
    ("12 million", 12_000_000), ("first", 1), ("2nd", 2), ("Tuckahoe", None), ("and", None),
])
def test_number_values(written, value):
    assert number_value(written) == value


def _relative(*sentences: str) -> list[list[tuple[str, int | None]]]:
    return [[(d.text, d.year) for d in ds] for ds in dated_sentences(list(sentences))]


def test_a_relative_year_counts_from_the_year_named_last():
    assert _relative("In 1877 he visited Thomas Auld.", "Her father thanked her.",
                     "That same year he bought the house.", "One year later he bought the lots.")[2:] == \
        [[("That same year", 1877)], [("One year later", 1878)]]
    assert _relative("In 1728 he set up a printing house; the following year he became the publisher.") == \
        [[("1728", 1728), ("the following year", 1729)]]
    assert _relative("Save letters of 1901, these cease with the year 1900.", "In that year she entered college.",
                     "The year before, she wrote it.")[1:] == [[("that year", 1900)], [("The year before", 1899)]]


def test_a_relative_year_is_left_unread_where_the_year_before_is_in_doubt():
    assert _relative("In 1730 or 1731 he was initiated.", "The same year he edited a book.")[1] == []
    assert _relative("He served from 1835 to 1838.", "The next year he left.")[1] == []
    assert _relative("Early Life", "The next year he left.")[1] == []  # past a heading: another part's year
    assert _relative("In 1840 he came.", "He stayed.", "He read.", "He wrote.", "He spoke.", "He left.",
                     "That year he married.")[6] == []  # too far back
    assert _relative("In 1840 he came.", "The year after his marriage he left.")[1] == []  # anchored elsewhere
    assert _relative("In 1840 he came.", "When, more than three years later, he left, …")[1] == []  # no one year
    assert _relative("He came in 1743.", "I succeeded the next year, 1744, in it.")[1] == [("1744", 1744)]


def test_a_count_is_a_cardinal_not_an_ordinal():
    assert [count_value(w) for w in ("seven", "12", "two", "second", "3d", "first", "a")] == [7, 12, 2, None, None,
                                                                                               None, None]
