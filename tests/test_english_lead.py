"""The birth and death dates in the brackets after an article's subject's name."""

from __future__ import annotations

import pytest

from shiguan.lang.en.lead import life_dates


@pytest.mark.parametrize("opening, said", [
    ("X (June 2, 1851 – November 17, 1919) was", [("birth", "June 2, 1851"), ("death", "November 17, 1919")]),
    ("X (1851–1919) was", [("birth", "1851"), ("death", "1919")]),
    ("X (born March 3, 1847) is", [("birth", "March 3, 1847")]),
    ("X (January 17, 1706 [O.S. January 6, 1705] – April 17, 1790) was",  # the old style's date is none of them
     [("birth", "January 17, 1706"), ("death", "April 17, 1790")]),
    ("X (born Frederick Bailey, c. February 14, 1818 – February 20, 1895) was",  # circa kept: no known day
     [("birth", "c. February 14, 1818"), ("death", "February 20, 1895")]),
    ("X, 1st Baronet (3 March 1847 – 2 August 1922)", [("birth", "3 March 1847"), ("death", "2 August 1922")]),
    ("X (/ˈæʃbi/; June 2, 1851, Chillicothe – November 17, 1919, Columbus) was",
     [("birth", "June 2, 1851"), ("death", "November 17, 1919")]),
    ("X (née Henley) was", []),
    ("X (born FREDERICK BAILEY; [1] – February 20, 1895[2]) was", [("death", "February 20, 1895")]),  # no birth date
    ("X was born in 1851 (in Ohio) – and died", []),
])
def test_the_dates_before_and_after_the_dash(opening, said):
    found = life_dates(opening, 1)
    assert [(relation, d.text) for relation, d in found] == said
    assert all(opening[d.start:d.end] == d.text for _, d in found)  # offsets in the text
