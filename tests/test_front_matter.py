from pathlib import Path

import pytest

from shiguan.corpus.front_matter import body_spans, gutenberg_body
from shiguan.corpus.load import load_file

NARRATIVES = Path("/work/shared/bench/narratives")

# An invented book set out the way Project Gutenberg distributes them.
HEADER = """\
The Project Gutenberg eBook of The Life of Amos Wexley, by Amos Wexley

This eBook is for the use of anyone anywhere in the United States and
most other parts of the world at no cost and with almost no restrictions
whatsoever.

Title: The Life of Amos Wexley

*** START OF THE PROJECT GUTENBERG EBOOK THE LIFE OF AMOS WEXLEY ***




Produced by Jane Roe and the Online Distributed
Proofreading Team at https://www.pgdp.net




"""
TITLE_PAGE = """\
[Illustration: AMOS WEXLEY AT HIS MILL

  "He had a hand for every wheel in the county, and a word
  for every farmer who brought his corn."--A Neighbour.]


THE LIFE

OF

AMOS WEXLEY

WRITTEN BY HIMSELF

NEW YORK
HOLLIS AND SONS
1871




"""
CONTENTS = """\
CONTENTS

                                                   PAGE
Preface                                              v

      I. Birth and Parentage                         1
     II. Apprenticed to the Mill                    19
    III. The Great Flood                            44

Index                                              301




"""
ILLUSTRATIONS = """\
LIST OF ILLUSTRATIONS

Amos Wexley at his mill                 _Frontispiece_

The old mill on the river, from a sketch made in
  the year of the flood                             22

"I took the reins and drove on alone"               48

  "The water rose to the second floor, and we
  carried the sacks to the loft."




"""
TRANSCRIBER = """\
Transcriber's Notes:

Obvious printing errors have been corrected. The spelling of the
original has otherwise been kept.




"""
PREFACE = """\
PREFACE

These pages were written at the request of my children, who wished to know
how their father came to own the mill that bears his name.
"""
CHAPTER_1 = """\




I

BIRTH AND PARENTAGE


I was born in the spring of 1801 in a stone house above the river, the
third son of a miller and his wife. My father had come from the coast
as a young man, and he built the house with his own hands.

[Illustration: "I took the reins and drove on alone"]

At twelve years of age I was put to work in the mill, where I learned
to dress the stones and to keep the wheel in order.

    [1] The house stood until the great flood carried it away.
"""
CAPTION_NOTE = """\

[Transcriber's note: A table of the tolls charged at the mill is
given at the end of the text.]

In the year 1819 I left home and went to the city, where I found work
with a builder of engines, and there I stayed for four years.
"""
INDEX = """\




INDEX


Apprenticeship, 19, 23-27

Flood, the great, 44, 51;
    damage done by, 52

Mill, the, 1, 19, 44;
    sold, 290

River, 3, 44
"""
LICENCE = """\



*** END OF THE PROJECT GUTENBERG EBOOK THE LIFE OF AMOS WEXLEY ***

Updated editions will replace the previous one--the old editions will
be renamed. Use of the Project Gutenberg trademark is subject to the
Project Gutenberg License.
"""
FRONT = TITLE_PAGE + CONTENTS + ILLUSTRATIONS + TRANSCRIBER
BOOK = HEADER + FRONT + PREFACE + CHAPTER_1 + CAPTION_NOTE + INDEX + LICENCE


def kept(text: str) -> list[str]:
    return [text[start:end] for start, end in body_spans(text)]


def test_a_gutenberg_book_keeps_its_prose_and_nothing_around_it():
    pieces = kept(BOOK)
    # the title page goes with the heading of the first prose; chapter headings and footnotes stay
    assert pieces == [
        PREFACE.removeprefix("PREFACE\n\n") + CHAPTER_1.split("\n\n[Illustration")[0],
        CHAPTER_1.split('alone"]\n\n')[1].strip(),
        CAPTION_NOTE.split(".]\n\n")[1].strip(),
    ]
    assert "BIRTH AND PARENTAGE\n\n\nI was born in the spring of 1801" in pieces[0]
    assert pieces[1].endswith("[1] The house stood until the great flood carried it away.")


def test_offsets_index_the_text_as_given():
    spans = body_spans(BOOK)
    assert spans == sorted(spans)
    assert all(0 <= start < end <= len(BOOK) for start, end in spans)
    assert all(end <= following for (_, end), (following, _) in zip(spans, spans[1:]))
    # the same book with CRLF line ends (as a raw download) gives the same kept text
    crlf = BOOK.replace("\n", "\r\n")
    assert [crlf[s:e].replace("\r\n", "\n") for s, e in body_spans(crlf)] == kept(BOOK)


@pytest.mark.parametrize("part", [CONTENTS, ILLUSTRATIONS, TRANSCRIBER, INDEX])
def test_each_kind_of_apparatus_is_left_out_in_the_body_as_well(part):
    """Mid-book (after three chapters), a list or note is recognised by its own shape. After a list, the
    next chapter's heading is as short as an entry and goes with it."""
    prose = CHAPTER_1.split("\n\n[Illustration")[0].strip() + "\n\n\n\n"
    after = prose if part is TRANSCRIBER else prose.split("\n\n\n", 1)[1]
    assert kept(prose * 3 + part + prose) == [(prose * 3).strip(), after.strip()]


def test_a_text_with_nothing_to_leave_out_is_one_span():
    text = ("# Amos Wexley\n\nAmos Wexley (1801-1880) was an American millwright.\n\n"
            "## Early life\n\nHe was born in 1801.\n")
    assert body_spans(text) == [(0, len(text) - 1)]
    assert body_spans("  \n\n" + text) == [(4, len(text) + 3)]
    assert body_spans("") == []
    assert body_spans("\n \n") == []


def test_headings_that_do_not_open_a_list_are_kept():
    text = (
        "INDEX\n\nThe index of a book is where the reader looks for a name, and it is often\n"
        "the last thing the printer sets.\n\nContents\n\nThe contents of the chest were a surprise to all of us, "
        "for we had expected\nnothing but old clothes.\n"
    )
    assert kept(text) == [text.strip()]


def test_an_index_heading_early_in_the_text_is_not_an_index():
    """An index stands at the end; early on, "INDEX" with short lines is something else (a chapter)."""
    text = "INDEX\n\nApprenticeship, 19\n\nMill, 1, 19\n\n" + CHAPTER_1 * 3
    assert kept(text)[0].startswith("INDEX\n\nApprenticeship, 19")


def test_the_title_page_is_kept_when_the_text_is_not_from_gutenberg():
    text = TITLE_PAGE + PREFACE
    assert kept(text)[0].startswith("THE LIFE\n\nOF\n\nAMOS WEXLEY")


def test_an_unclosed_caption_is_left_out_alone():
    text = PREFACE + "\n[Illustration: the mill\n\n" + PREFACE
    assert kept(text) == [PREFACE.strip(), PREFACE.strip()]


def test_an_old_style_header_ends_with_its_small_print():
    text = ("**The Project Gutenberg Etext of The Life of Amos Wexley**\n\nPlease take a look at the important "
            "information in this header.\n\n*END*THE SMALL PRINT! FOR PUBLIC DOMAIN ETEXTS*Ver.04.29.93*END*\n\n"
            + PREFACE + "\nEnd of The Project Gutenberg Etext of The Life of Amos Wexley\n")
    assert kept(text) == [PREFACE.removeprefix("PREFACE\n\n").strip()]


def test_a_list_ends_at_unwrapped_prose_that_ends_in_a_date():
    """One line a paragraph (as in articles): a sentence ending in a year is not an entry."""
    prose = "He was born in a stone house above the river, the third son of a miller, on May 4, 1801.\n\n"
    text = prose * 5 + "CONTENTS\n\nEarly life, 1\nThe mill, 19\n\n" + prose * 2
    assert kept(text) == [(prose * 5).strip(), (prose * 2).strip()]


def test_gutenberg_body_is_the_span_between_header_and_licence():
    start, end = gutenberg_body(BOOK)
    assert BOOK[start:end].strip().startswith("Produced by Jane Roe")
    assert BOOK[start:end].rstrip().endswith("River, 3, 44")
    assert gutenberg_body("no markers") == (0, 10)


@pytest.mark.parametrize("name", ["franklin.autobiography.txt", "douglass.narrative.txt"])
def test_bench_narratives(name):
    path = NARRATIVES / name
    if not path.exists():
        pytest.skip(f"{path} is not here")
    loaded = load_file(path)
    assert loaded is not None
    text = loaded.text
    spans = body_spans(text)
    pieces = [text[start:end] for start, end in spans]
    first_line = pieces[0].split("\n")[0]
    # the first kept line is running prose: a sentence in lower case, not a title, heading or list entry
    assert len(first_line) > 50 and sum(ch.islower() for ch in first_line) > 30 and first_line[0].isupper()
    assert not any(word in piece for piece in pieces
                   for word in ("Project Gutenberg", "PROJECT GUTENBERG", "www.gutenberg", "eBook", "Produced by"))
    assert not any("[Illustration" in piece or "[Transcriber" in piece for piece in pieces)
    body = "".join(pieces)
    assert not any(line.strip() in {"CONTENTS", "Contents", "ILLUSTRATIONS"} for line in body.split("\n"))
    assert len(body) > 0.9 * len(text)  # the narrative itself is all there
