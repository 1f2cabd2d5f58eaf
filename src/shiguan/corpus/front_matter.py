"""What of a document is the work itself: the spans to read and chunk.

A Project Gutenberg file wraps the book in a header and a licence, and the book carries a title
page, a table of contents, lists of illustrations and an index. Their short lines of names and page
numbers would become false facts and crowd search results, so they are left out of the spans;
the text itself is never edited, so every offset still indexes the document as stored.
"""

from __future__ import annotations

import re

_START = re.compile(r"^\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG.*$", re.I | re.M)
_END = re.compile(r"^(?:\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG|End of (?:the )?Project Gutenberg)", re.I | re.M)


def gutenberg_body(text: str) -> tuple[int, int]:
    """The span between a Project Gutenberg header and its licence (the whole text without them)."""
    start = m.end() if (m := _START.search(text)) else 0
    end = m.start() if (m := _END.search(text, start)) else len(text)
    return start, end
