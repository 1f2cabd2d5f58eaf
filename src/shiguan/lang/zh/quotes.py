"""Quotations in an entry: an edict or a memorial is about no one, so subjects.py and the fact
extractor look up the spans that are quoted speech or writing (data/subjects.toml [quotes])."""

from __future__ import annotations

import re
from functools import lru_cache

from .name_shapes import SubjectRules, is_han


def quote_spans(text: str, start: int, end: int, rules: SubjectRules) -> list[tuple[int, int]]:
    """Spans of [start, end) that are quoted speech or writing: after a speech word and a colon,
    between quotation marks, or (space_pairs) between two spaces of one line. A speech word and
    a colon that end their paragraph (渊表曰：) quote the next paragraph whole: the histories set
    a memorial, letter or edict apart that way, with no marks, and its words are no one's deeds
    (unless a mark, or the space that stands for one, opens that paragraph: then it ends there).
    A paragraph that opens as a memorial's own voice (臣闻…, 伏惟陛下…, 窃见…) is one too: the
    later paragraphs of a long memorial, which the narrative never opens that way; and so is one
    right after a paragraph quoted whole that opens with 夫, 今 or 昔 (the memorial argues on)."""
    spans: list[tuple[int, int]] = []
    pos, set_apart, whole = start, False, False
    while pos < end:
        line_end = text.find("\n", pos, end)
        line_end = end if line_end < 0 else line_end
        body = _past_indent(text, pos, line_end)
        if not set_apart and (_MEMORIAL_VOICE.match(text, body, line_end)
                              or whole and _ARGUES.match(text, body, line_end)):
            spans.append((pos, line_end))
            pos, whole = line_end + 1, True
            continue
        whole = False
        if set_apart:
            lead = _opening_mark_ends(text, body, line_end, rules)
            if lead < 0:
                spans.append((pos, line_end))
                pos, set_apart, whole = line_end + 1, False, True
                continue
            if lead > pos:
                spans.append((pos, lead))
        else:
            lead = body
        line = _line_quotes(text, lead, line_end, rules)
        spans += line
        set_apart = bool(line) and line[-1][1] == line_end and _opener_alone(text, *line[-1], rules)
        pos = line_end + 1
    return spans


# A memorial's next paragraph, after one quoted whole, opens with its argument's words: 夫 (now, as
# to…), 今 (now), 昔 (of old); not 夫人 (his wife), 今上 (the reigning emperor), 昔者 is still the
# argument's; 又 is left out (又论…, 又言： open the narrative as often)
_ARGUES = re.compile("夫(?!人)|今(?!上)|昔")
# A memorial's own voice opening a paragraph: the writer as 臣 (not 臣庶, 臣僚: the officials the
# narrative speaks of), 伏惟/窃见 (humbly), 愚谓, 陛下
_MEMORIAL_VOICE = re.compile(r"(?:臣(?![庶僚下民工])|伏(?:惟|见|愿|以|闻|寻|读)|窃(?:惟|见|以|谓|闻|寻)"
                             r"|愚(?:谓|以为|臣)|陛下)")


def _past_indent(text: str, start: int, end: int) -> int:
    """Where a paragraph's words start past its indent: two spaces or more (\u3000\u3000) are an
    indent; one alone stands for a quotation mark (the bench's text: 「 若其宠钧董、石…」)."""
    body = start
    while body < end and text[body] in " \u3000":
        body += 1
    return body if body - start >= 2 else start


def _opener_alone(text: str, start: int, end: int, rules: SubjectRules) -> bool:
    """Whether the quotation text[start:end] is a speech word and its colon with nothing after."""
    return bool(rules.quote_opener.fullmatch(text[start:end].rstrip(" \u3000")))


def _opening_mark_ends(text: str, start: int, end: int, rules: SubjectRules) -> int:
    """For a paragraph after one ending in 曰：, where a quotation its first character opens
    ends: past the closing space (space_pairs), or `start` for a mark (_line_quotes reads it);
    -1 when no mark opens it (the paragraph is quoted whole)."""
    if text[start:start + 1] in rules.quote_marks:
        return start
    if rules.space_pairs and text[start:start + 1] in " \u3000":
        space = _next_space(text, start + 1, end)
        return end if space < 0 else space + 1
    return -1


def _line_quotes(text: str, start: int, end: int, rules: SubjectRules) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    stops = _quote_stops(rules.quote_opener.pattern, "".join(rules.quote_marks), rules.space_pairs)
    i = start
    while i < end:
        found = stops.search(text, i, end)  # the next place where a quotation may open
        if found is None:
            break
        i = found.start()
        ch = text[i]
        if ch in rules.quote_marks:
            close = text.find(rules.quote_marks[ch], i + 1, end)
            stop = end if close < 0 else close + 1
            spans.append((i, stop))
            i = stop
            continue
        m = rules.quote_opener.match(text, i, end)
        if m and (i == start or text[i - 1] not in "字号"):
            body = m.end()
            while body < end and text[body] in " \u3000":
                body += 1
            if body < end and text[body] in rules.quote_marks:
                i = body  # the marks decide where it ends
                continue
            stop = end
            if body > m.end() and rules.space_pairs:
                space = _next_space(text, body, end)
                stop = end if space < 0 else space + 1  # the closing space ends it, and is used up
            spans.append((m.start(), stop))
            i = max(stop, i + 1)
            continue
        if rules.space_pairs and ch in " \u3000" and i > start:
            space = _next_space(text, i + 1, end)
            if space > i + 1 and is_han(text[i + 1]):
                spans.append((i, space + 1))
                i = space + 1
                continue
        i += 1
    return spans


@lru_cache(maxsize=4)
def _quote_stops(opener: str, marks: str, space_pairs: bool) -> re.Pattern[str]:
    """Where _line_quotes has something to do: a mark, a speech word's opener, or a space (one
    search rather than a pattern tried at every character)."""
    chars = re.escape(marks + (" \u3000" if space_pairs else ""))
    return re.compile(f"[{chars}]|(?:{opener})" if chars else opener)


def _next_space(text: str, start: int, end: int) -> int:
    for j in range(start, end):
        if text[j] in " \u3000":
            return j
    return -1


def speaks_of(text: str, name: str, quotes: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether the clause [start, end) opens a quotation (…曰： …) that names `name`, by his
    name, his given name, or his surname and 生/君/公 (锺生)."""
    if not name:
        return False
    forms = {name, name[1:] if len(name) == 3 else name, name[0] + "生", name[0] + "君", name[0] + "公"}
    return any(start <= q_start <= end + 2 and any(f in text[q_start:q_end] for f in forms)
               for q_start, q_end in quotes)
