"""An existing article cut into sections, whichever of three forms it comes in.

Markdown (`## Early life`), MediaWiki markup (`== Early life ==`), or the plain text of the 2019
Wikipedia dumps, where headings are unmarked lines: a top-level heading stands after two blank
lines, a sub-heading after one. In that form a one-line paragraph also stands between blank
lines, so a sub-heading must look like one (short, capitalised, no sentence end, no `[n]`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_MARKDOWN = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$")
_MEDIAWIKI = re.compile(r"^(={2,6})[ \t]*(.+?)[ \t]*\1[ \t]*$")
_SENTENCE_END = tuple(".!?。！？")
_MAX_HEADING_CHARS = 80
_MAX_HEADING_WORDS = 12
# Sections that list sources rather than tell the life: never enriched, nor anything under them.
REFERENCE_TITLES = frozenset({
    "see also", "notes", "references", "bibliography", "further reading", "external links", "sources",
    "citations", "footnotes", "works cited", "参见", "注释", "参考文献", "外部链接",
    "narrative sources",  # what `shiguan enrich` adds: an enriched article can be enriched again
})
LEAD, REFERENCE_SECTION, NO_TEXT = "lead section", "reference section", "no text of its own"


@dataclass(frozen=True)
class Section:
    index: int
    title: str  # "" for the lead, the text before the first heading
    level: int  # heading depth as in Markdown (`##` is 2); 0 for the lead
    body: str  # the section's own text, up to the next heading, blank lines around it removed
    path: tuple[str, ...]  # the titles of the sections it stands in, then its own

    @property
    def skip_reason(self) -> str:
        """Why this section is not enriched ("" when it is)."""
        if self.level == 0:
            return LEAD
        if any(t.strip(" :").lower() in REFERENCE_TITLES for t in self.path):
            return REFERENCE_SECTION
        return "" if self.body.strip() else NO_TEXT


@dataclass(frozen=True)
class Article:
    form: str  # "markdown" | "mediawiki" | "plain"
    title: str  # a Markdown article's one `#` heading, when it opens the text; else ""
    sections: list[Section]


def split_article(text: str) -> Article:
    lines = text.split("\n")
    article_title, lead_after = "", -1
    if any(_MEDIAWIKI.match(line) for line in lines):
        form, headings = "mediawiki", _marked(lines, _MEDIAWIKI)
    elif any(_MARKDOWN.match(line) for line in lines):
        form, headings = "markdown", _marked(lines, _MARKDOWN)
        if _opens_with_title(lines, headings):
            (lead_after, _, article_title), headings = headings[0], headings[1:]
    else:
        form, headings = "plain", _unmarked(lines)
    bounds = [(lead_after, 0, "")] + headings + [(len(lines), 0, "")]
    parts: list[tuple[str, int, str, tuple[str, ...]]] = []
    stack: list[tuple[int, str]] = []
    for (at, level, title), (after, _, _) in zip(bounds, bounds[1:]):
        while stack and stack[-1][0] >= level:
            stack.pop()
        if level:
            stack.append((level, title))
        parts.append((title, level, "\n".join(lines[at + 1:after]).strip("\n"), tuple(t for _, t in stack)))
    if not parts[0][2].strip():  # nothing before the first heading
        parts = parts[1:]
    return Article(form, article_title, [Section(i, *part) for i, part in enumerate(parts)])


def _opens_with_title(lines: list[str], headings: list[tuple[int, int, str]]) -> bool:
    """One `#` heading, before any text: the article's title, and the text under it the lead."""
    at, level, _ = headings[0]
    return level == 1 and sum(h[1] == 1 for h in headings) == 1 and not "".join(lines[:at]).strip()


def _marked(lines: list[str], pattern: re.Pattern[str]) -> list[tuple[int, int, str]]:
    return [(i, len(m.group(1)), m.group(2)) for i, line in enumerate(lines) if (m := pattern.match(line))]


def _unmarked(lines: list[str]) -> list[tuple[int, int, str]]:
    found = []
    for i in range(1, len(lines)):
        line = lines[i].strip()
        if lines[i - 1].strip() or (i + 1 < len(lines) and lines[i + 1].strip()) or not _heading_like(line):
            continue
        if i >= 2 and not lines[i - 2].strip():
            found.append((i, 2, line))
        elif not line.endswith(_SENTENCE_END):
            found.append((i, 3, line))
    return found


def _heading_like(line: str) -> bool:
    return (0 < len(line) <= _MAX_HEADING_CHARS and len(line.split()) <= _MAX_HEADING_WORDS
            and line[0].isalnum() and not line[0].islower() and "[" not in line and "]" not in line
            and not line.endswith((":", ",", ";", "：", "，")))
