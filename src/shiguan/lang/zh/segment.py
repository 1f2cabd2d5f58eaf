"""Pattern-based segmentation of a document into per-person entries, then into chunks.

AIstorian observes that every entry of a biographical collection opens the same way (name, then
courtesy name, then native place). We use that regularity without a model: chapter heading lines
list the subjects, and a line that opens with a listed name (or with the `姓名，字…` / `姓名，…人。`
shape, with a listed name not yet opened that the paragraph repeats, or with a kinsman's
one-character name and 字: 适字景伯; where no heading lists anyone, with 姓名字… or 姓名，…曾孙。)
starts that person's entry. A people's account starts none.
Everything else is a paragraph; long entries are cut into chunks at line, then sentence
boundaries so every chunk stays inside one entry.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...models import ChunkDraft, Segment
from .aliases import leading_surname

_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class SegmentRules:
    heading_forbidden: frozenset[str]
    heading_max_chars: int
    separator: str
    name_re: re.Pattern[str]
    openers: tuple[tuple[str, re.Pattern[str]], ...]
    opener_reject: re.Pattern[str]
    listed_zi: re.Pattern[str]
    descent: re.Pattern[str]
    given_zi: re.Pattern[str]
    kin_markers: tuple[str, ...]  # longest first
    mid_line: re.Pattern[str]
    listed_lead_reject: re.Pattern[str]
    people: re.Pattern[str]
    commentary: re.Pattern[str]
    max_chars: int
    sentence_end: re.Pattern[str]

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SegmentRules:
        charset = d["name_charset"]
        name_re = re.compile(f"[{charset}]{{{d['name_min_chars']},{d['name_max_chars']}}}")
        return cls(
            heading_forbidden=frozenset(d["heading_forbidden"]),
            heading_max_chars=int(d["heading_max_chars"]),
            separator=d["name_separator"],
            name_re=name_re,
            openers=tuple((o["name"], re.compile(o["regex"])) for o in d.get("openers", [])),
            opener_reject=re.compile(d.get("opener_reject") or "(?!)"),
            listed_zi=re.compile(d.get("listed_zi") or "(?!)"),
            descent=re.compile(d.get("descent") or "(?!)"),
            given_zi=re.compile(d.get("given_zi") or "(?!)"),
            kin_markers=tuple(sorted(d.get("kinship", {}).get("markers", []), key=len, reverse=True)),
            mid_line=re.compile(d.get("mid_line_opening") or "(?!)"),
            listed_lead_reject=re.compile(d.get("listed_lead_reject") or "(?!)"),
            people=re.compile(d.get("people") or "(?!)"),
            commentary=re.compile(d["commentary"]["regex"]),
            max_chars=int(d["chunking"]["max_chars"]),
            sentence_end=re.compile(f"[{re.escape(d['chunking']['sentence_end'])}]|\\.(?=\\s)"),
        )


def iter_lines(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of every line, end excluding the newline."""
    pos = 0
    for line in text.split("\n"):
        yield pos, pos + len(line)
        pos += len(line) + 1


def _is_heading(line: str, rules: SegmentRules) -> bool:
    bare = _TAG.sub("", line).strip()
    return (
        0 < len(bare) <= rules.heading_max_chars
        and not any(ch in rules.heading_forbidden for ch in bare)
        and any("\u3400" <= ch <= "\u9fff" for ch in bare)
    )


def _opener(line: str, headings: list[str], opened: set[str], rules: SegmentRules,
            leads: frozenset[str] = frozenset(), open_name: str = "") -> tuple[str, str] | None:
    """(heading form, pattern name) when `line` opens an entry; `open_name` heads the entry now open."""
    full = next(
        ((m.group("name"), n) for n, r in rules.openers
         if (m := r.match(line)) and not rules.opener_reject.search(m.group("name"))),
        None,
    )
    if full and full[0] not in opened and any(len(o) >= 2 and line.startswith(o) and len(full[0]) > len(o)
                                              for o in opened):
        full = None  # 子显伟容貌，… after 子显字景阳's opening: his life goes on
    cut = line.find(rules.separator)
    zi = rules.listed_zi.match(line)
    if zi and any(zi.group("name") in h for h in headings):
        cut = zi.end("name")  # 王盟字子仵，… : the name, then his 字 with no comma between
    if cut > 0:
        prefix = line[:cut]
        if prefix.endswith("者") and any(prefix[:-1] in h for h in headings):
            prefix = prefix[:-1]  # 「X者，…」 opens X's entry only because a heading lists him
        if rules.name_re.fullmatch(prefix) and any(prefix in h for h in headings) \
                and not _given_name_of(prefix, opened) and not _father_of(prefix, open_name, headings):
            # A subject opens once; a second opening needs the full `name，字…` shape
            # (variant biographies printed one after another, as for 赵尔丰).
            if prefix not in opened or (full and full[0] == prefix):
                return prefix, "subject-line"
    if full and full[0] not in opened:
        return full
    unlisted = zi or rules.descent.match(line)
    if unlisted and _unlisted(unlisted.group("name"), line, headings, opened, rules):
        return unlisted.group("name"), "unlisted"  # 柳璨字炤之，… where no heading lists anyone
    given = rules.given_zi.match(line)
    if given and (name := given.group("name")) not in opened and not _given_name_of(name, opened) \
            and (given.group("lead") == name or not given.group("lead") and any(name in h for h in headings)):
        return name, "given-zi"  # 适字景伯，皓长子也 under 洪皓（子适遵迈）: his son's life, not his
    return _listed_lead(line, headings, opened, rules, leads)


def _unlisted(name: str, line: str, headings: list[str], opened: set[str], rules: SegmentRules) -> bool:
    """Whether `name`字… or `name`，…曾孙。 opens an entry in a document whose heading lines list no
    one (奸臣上): a surname and a given name of one or two characters that the paragraph names again
    (柳璨字炤之，…璨…; 李林甫，…曾孙。…林甫…), not yet opened. Where the headings list the chapter's
    men, only a listed name opens so (a kinsman's 字 line stays in the entry it is attached to)."""
    surname = leading_surname(name)
    return (0 < len(surname) and 1 <= len(name) - len(surname) <= 2 and name not in opened
            and not rules.opener_reject.search(name) and not _given_name_of(name, opened)
            and line.count(name[len(surname):]) >= 2 and not any(o in h for h in headings for o in opened))


def _father_of(prefix: str, son: str, headings: list[str]) -> bool:
    """Whether `prefix` (父成) is the father a heading pairs with `son`, whose entry is open
    (王文远（父成）): only then does his account stand inside the son's entry. Before the son's
    line it would fall into the previous man's entry as that man's kinsman."""
    return bool(son) and prefix.startswith(_FATHER) and any(
        re.search(f"{re.escape(son)}[（(][^）)]*{re.escape(prefix)}", h) for h in headings)


def _given_name_of(prefix: str, opened: set[str]) -> bool:
    """Whether `prefix` is the given name of a man whose entry has opened (国藩，… after 曾国藩's
    opening): the paragraph goes on with his life, it opens no new entry."""
    return any(len(o) > len(prefix) and o.endswith(prefix) for o in opened)


def _listed_lead(line: str, headings: list[str], opened: set[str], rules: SegmentRules,
                 leads: frozenset[str]) -> tuple[str, str] | None:
    """A paragraph that opens with a name the chapter heading lists, whose entry has not opened yet,
    and that names him again (富喀禅初以摆牙喇壮达事太宗。…富喀禅亦被创…): his attached biography.
    Not the given name of a man whose full name opens a line of the document (成功攻台湾… in 张煌言's
    life, where 郑成功，初名森… opens later), nor a man whose own `name，…` line opens later (石介有名山东，
    自介而下皆以先生事复 goes on with 孙复's life; 石介，字守道… is his): `leads` are the names that open lines."""
    # the name is the longest start of the line that the paragraph repeats (富喀禅, not 富喀)
    n = next((n for n in range(min(8, len(line) - 1), 1, -1)
              if rules.name_re.fullmatch(line[:n]) and line.count(line[:n]) >= 2), 0)
    name = line[:n]
    if (n and not rules.opener_reject.search(name) and not rules.listed_lead_reject.match(line, n)
            and name[0] not in _KIN_LEAD and any(name in h for h in headings)
            and not any(name in o or len(o) > 1 and o in name for o in opened)
            and not any(lead.endswith(name) for lead in leads)):
        return _kinsman(line, name, opened, rules) or name, "listed-lead"
    return None


def _kinsman(line: str, name: str, opened: set[str], rules: SegmentRules) -> str:
    """炽兄善，… after 窦炽's entry: the repeated start 炽兄 is an opened man's given name and a
    kinship word, so the paragraph is his kinsman's, named up to the comma (炽兄善: 善), or ""."""
    cut = line.find(rules.separator)
    if name[-1] in _KIN_LEAD and _given_name_of(name[:-1], opened) and len(name) < cut <= len(name) + 2:
        return line[:cut]
    return ""


# 王某（父某） lists the father, but his account (父某，为郡小吏…) stands inside the son's entry,
# before the son's career goes on (某，举进士…): it opens no entry that would take that career
_FATHER = "父"
_KIN_LEAD = "子弟孙兄父"  # 子穆成格。: a kinsman's line, read by the kin-line opener or not at all


_GROUP_BREAK = " \u3000,，、;；"


def first_in_group(name: str, headings: list[str]) -> bool:
    """Whether a heading line lists `name` with no other name before it in its group (at the
    line's start, or after a space or comma): a kinship word there has no one to hang on."""
    for h in headings:
        at = h.find(name)
        while at >= 0:
            if at == 0 or h[at - 1] in _GROUP_BREAK:
                return True
            at = h.find(name, at + 1)
    return False


def listed_kinship(name: str, headings: list[str], rules: SegmentRules) -> tuple[str, str]:
    """The kinship word a heading lists `name` right after, and the name before the word: 子 and ""
    in 洪皓（子适遵迈） (the man the bracket follows); 弟 and 询 in 李穆子浑穆兄子询询弟崇; or ("", "")."""
    for h in headings:
        at = h.find(name)
        while at > 0:
            marker = next((m for m in rules.kin_markers if h.startswith(m, at - len(m))), "")
            if marker:
                before = h[:at - len(marker)]
                return marker, "" if not before or before[-1] in "（(" + _GROUP_BREAK else before[-1]
            at = h.find(name, at + 1)
    return "", ""


# 迈字景卢，皓季子也。 / 缵字伯绪，缅第三弟也。: his first clause names the man whose son or brother he
# is; 播弟椿。椿字延寿 / 第三子鹍。鹍字子鹏: the sentence before it does (no name: the chapter's man)
_TOLD_KIN = (re.compile(r"^[\u3400-\u9fff]字[\u3400-\u9fff]{1,4}，(?P<of>[\u3400-\u9fff]{1,3}?)之?"
                        r"(?:长|次|仲|季|幼|少|第[一二三四五六七八九十]+)?(?P<k>子|弟|兄)也[，。]"),
             re.compile(r"^(?P<of>[\u3400-\u9fff]{0,3}?)(?:长|次|第[一二三四五六七八九十])?"
                        r"(?P<k>兄子|弟子|[弟兄子])[\u3400-\u9fff]。"))


def _given_kinship(line: str, name: str, headings: list[str], opened: set[str],
                   rules: SegmentRules) -> tuple[str, str]:
    """A one-character name's kinship: the heading's (listed_kinship), else the one told."""
    listed = listed_kinship(name, headings, rules) if line[1:2] == "字" else ("", "")
    return listed if listed[0] else _told_kinship(line, opened)


def _told_kinship(line: str, opened: set[str]) -> tuple[str, str]:
    """The kinship the first clause of a one-character name's life, or the sentence before it,
    tells, when the man it names is one whose entry has opened (皓, the end of 洪皓), else ("", "")."""
    for told in _TOLD_KIN:
        m = told.match(line)
        if m and (not m.group("of") or m.group("of") in opened or _given_name_of(m.group("of"), opened)):
            return m.group("k"), m.group("of")
    return "", ""


def segment(text: str, rules: SegmentRules) -> list[Segment]:
    """Split `text` into entry, paragraph and commentary segments in document order."""
    segments: list[Segment] = []
    headings: list[str] = []
    opened: set[str] = set()
    current: Segment | None = None
    leads = frozenset(text[s:e].split(rules.separator, 1)[0] for s, e in iter_lines(text)
                      if 0 < text.find(rules.separator, s, e) - s <= 8)

    def close() -> None:
        nonlocal current
        if current is not None:
            segments.append(current)
            current = None

    for start, end in iter_lines(text):
        line = text[start:end]
        stripped = line.strip()
        if not stripped:
            continue
        lead = start + (len(line) - len(line.lstrip()))
        if _is_heading(stripped, rules):
            close()
            headings.append(_TAG.sub("", stripped).strip())
            segments.append(Segment(lead, end, "paragraph", pattern="heading"))
            continue
        if rules.commentary.match(stripped):
            close()
            current = Segment(lead, end, "commentary", pattern="commentary")
            continue
        for p_start, p_end in _mid_line_openings(text, lead, end, headings, opened, rules):
            found = _opener(text[p_start:p_end], headings, opened, rules, leads,
                            current.heading if current is not None and current.kind == "entry" else "")
            if found and rules.people.match(text, p_start, p_end):
                close()  # 魏虏，匈奴种也: a people's account, in no man's entry and no man's own
                current = Segment(p_start, p_end, "paragraph", pattern="people")
            elif found:
                close()
                opened.add(found[0])
                kin = _given_kinship(text[p_start:p_end], found[0], headings, opened, rules) \
                    if found[1] == "given-zi" else ("", "")
                current = Segment(p_start, p_end, "entry", heading=found[0], pattern=found[1],
                                  first_in_group=first_in_group(found[0], headings), kinship=kin[0], kin_of=kin[1])
            elif current is None:
                current = Segment(p_start, p_end, "paragraph", pattern="paragraph")
            else:
                current.end = p_end
    close()
    return segments


def _mid_line_openings(text: str, start: int, end: int, headings: list[str], opened: set[str],
                       rules: SegmentRules) -> list[tuple[int, int]]:
    """The line [start, end) cut where a sentence ends and a listed man's life opens in the same
    line (…静弟处，上开府。卒。陆通字仲明，…: a paragraph break lost in the printing)."""
    cuts = [m.start("name") for m in rules.mid_line.finditer(text, start, end)
            if (name := m.group("name"))[0] not in _KIN_LEAD and any(name in h for h in headings)
            and name not in opened and not _given_name_of(name, opened)]
    bounds = [start, *cuts, end]
    return list(zip(bounds, bounds[1:]))


def _pieces(text: str, start: int, end: int, rules: SegmentRules) -> Iterator[tuple[int, int, bool]]:
    """Cut [start, end) into pieces of at most max_chars: lines first, then sentences, then
    fixed windows. The flag says whether a piece had to be cut blindly (a window)."""
    limit = rules.max_chars
    if end - start <= limit:
        yield start, end, False
        return
    units: list[tuple[int, int, bool]] = []
    for ls, le in iter_lines(text[start:end]):
        ls, le = ls + start, le + start
        if le - ls <= limit:
            units.append((ls, le, False))
            continue
        s = ls
        for m in rules.sentence_end.finditer(text, ls, le):
            units.append((s, m.end(), False))
            s = m.end()
        if s < le:
            units.append((s, le, False))
    packed_start: int | None = None
    packed_end = start
    for us, ue, _ in units:
        if ue - us > limit:
            if packed_start is not None:
                yield packed_start, packed_end, False
                packed_start = None
            for ws in range(us, ue, limit):
                yield ws, min(ws + limit, ue), True
            continue
        if packed_start is not None and ue - packed_start > limit:
            yield packed_start, packed_end, False
            packed_start = None
        if packed_start is None:
            packed_start = us
        packed_end = ue
    if packed_start is not None:
        yield packed_start, packed_end, False


def chunk(text: str, segments: list[Segment], rules: SegmentRules) -> list[ChunkDraft]:
    """Non-overlapping chunks, each inside one segment, with surrounding whitespace trimmed."""
    chunks: list[ChunkDraft] = []
    for index, seg in enumerate(segments):
        for s, e, window in _pieces(text, seg.start, seg.end, rules):
            piece = text[s:e]
            s += len(piece) - len(piece.lstrip())
            e -= len(piece) - len(piece.rstrip())
            if e <= s:
                continue
            kind = "entry" if seg.kind == "entry" else ("window" if window else "paragraph")
            chunks.append(ChunkDraft(s, e, kind, index))
    return chunks
