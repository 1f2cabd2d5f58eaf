"""Rules-only relation extraction from any classical-Chinese sentence, with exact spans.

extract.py reads facts about an entry's subject from the entry's formulas; these patterns read a
relation between two names standing in one sentence of any text (annals, chronicles, the
benchmarks), so both ends of every triple are substrings at their recorded offsets. The pattern
library is data (data/sentence_rules.toml); it favours precision and leaves to the model what
needs reading rather than matching.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ....errors import ProjectError
from ....kg.graph import sentence_around
from ....kg.ontology import Mention, Ontology, RelationTriple
from ....rules import load_rules
from ..aliases import surnames

# Everything that is not a Han character: ASCII, punctuation, symbols, full-width forms.
_NOT_HAN = "\\x00-\\u2fff\\u3000-\\u303f\\ufe30-\\ufe4f\\uff00-\\uffef"
# Where a clause begins: after these, or at the start of the text.
_CLAUSE_BREAKS = frozenset("，。；：！？、“”「」『』（）()○●◎□\n\t 　")
_SENTENCE_END = "。！？"
# The relations by which a sentence gives a man a post: he is who its headless clauses speak of.
_HOLDER_RELATIONS = frozenset({"任职", "升迁", "封爵"})
# The relations by which a sentence names a man: its headless naming clauses are about him.
_NAME_RELATIONS = frozenset({"字", "名", "别名", "姓", "号"})
_FRAGMENT = re.compile(r"\{([a-z_]+)\}")


@dataclass(frozen=True)
class Pattern:
    name: str
    relation: str
    regex: re.Pattern[str]
    clause: bool  # tried only where a clause begins
    opening: bool  # a match opening a sentence names the text's subject
    subject: bool  # no head group: the head is the text's subject
    # no head group: the head is the man the sentence has so far given a post ("post") or named ("name")
    holder: str | None
    relatives: bool  # a subject pattern also tried in a sentence about a relative
    both_ways: bool  # a symmetric relation: the triple is also read tail to head
    head_type: str | None  # None: the relation's first head type
    tail_type: str | None
    reject_head: re.Pattern[str] | None
    reject_tail: re.Pattern[str] | None


def _fragment(fragments: dict[str, str], name: str, where: str) -> str:
    if name not in fragments:
        raise ProjectError(f"sentence_rules.toml: {where} names an unknown fragment {{{name}}}")
    return fragments[name]


def _expand(text: str, fragments: dict[str, str], where: str) -> str:
    for _ in range(5):  # fragments may name fragments
        if not _FRAGMENT.search(text):
            return text
        text = _FRAGMENT.sub(lambda m: _fragment(fragments, m.group(1), where), text)
    raise ProjectError(f"sentence_rules.toml: {where}: fragments nest too deeply")


def _compile(regex: str, where: str) -> re.Pattern[str]:
    try:
        return re.compile(regex)
    except re.error as exc:
        raise ProjectError(f"sentence_rules.toml: {where} is not a valid regular expression ({exc})") from exc


@dataclass(frozen=True)
class SentenceRules:
    patterns: tuple[Pattern, ...]
    reject: dict[str, re.Pattern[str]]  # by entity type
    office: re.Pattern[str]  # a whole office
    title: re.Pattern[str]  # a whole title of nobility
    relative: re.Pattern[str]  # a sentence about a relative begins so
    opener: re.Pattern[str] | None = None  # a man opening a sentence as its doer ("虞以功即拜太尉")
    given_name: str | None = None  # the relation read from a given name standing for a full one
    name_stops: frozenset[str] = frozenset()
    not_surname: frozenset[str] = frozenset()  # surnames that, before a name, are rather a verb
    given_reject: re.Pattern[str] | None = None  # what is never a given name standing alone

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SentenceRules:
        chars = d["chars"]
        fragments = {
            "nc": f"[^{_NOT_HAN}{chars['name_stops']}]",
            "pc": f"[^{_NOT_HAN}{chars['place_stops']}]",
            "oc": f"[^{_NOT_HAN}{chars['office_stops']}]",
            "zc": f"[^{_NOT_HAN}]",
            **d["fragments"],
        }
        patterns = []
        for name, p in d["patterns"].items():
            subject = bool(p.get("subject", False))
            holder = p.get("holder")
            if holder not in (None, "post", "name"):
                raise ProjectError(f"sentence_rules.toml: pattern {name}: holder is post or name, not {holder!r}")
            if ("(?P<h>" in p["regex"]) == (subject or bool(holder)) or "(?P<t>" not in p["regex"]:
                raise ProjectError(f"sentence_rules.toml: pattern {name} needs a group t, and a group h "
                                   "unless it reads the subject or the holder")
            patterns.append(Pattern(
                name=name,
                relation=p["relation"],
                regex=_compile(_expand(p["regex"], fragments, f"pattern {name}"), f"pattern {name}"),
                clause=bool(p.get("clause", False)),
                opening=bool(p.get("opening", False)),
                subject=subject,
                holder=holder,
                relatives=bool(p.get("relatives", False)),
                both_ways=bool(p.get("both_ways", False)),
                head_type=p.get("head"),
                tail_type=p.get("tail"),
                reject_head=_compile(p["reject_head"], f"{name}.reject_head") if "reject_head" in p else None,
                reject_tail=_compile(p["reject_tail"], f"{name}.reject_tail") if "reject_tail" in p else None,
            ))
        whole = {k: _compile(f"(?:{_expand('{' + k + '}', fragments, k)})$", k) for k in ("office", "title")}
        return cls(
            patterns=tuple(patterns),
            reject={k: _compile(v, f"reject.{k}") for k, v in d.get("reject", {}).items()},
            relative=_compile(d["subject"]["relative"], "subject.relative"),
            opener=(_compile(_expand(d["holder"]["opener"], fragments, "holder.opener"), "holder.opener")
                    if "holder" in d else None),
            office=whole["office"],
            title=whole["title"],
            given_name=d.get("given_name", {}).get("relation"),
            not_surname=frozenset(d.get("given_name", {}).get("not_surname", "")),
            given_reject=(_compile(d["given_name"]["reject"], "given_name.reject")
                          if "reject" in d.get("given_name", {}) else None),
            name_stops=frozenset(chars["name_stops"]),
        )

    @classmethod
    def load(cls, project_root: Path | None = None) -> SentenceRules:
        return cls.from_dict(load_rules("sentence_rules.toml", project_root))

    def extract_sentence(self, text: str, ontology: Ontology) -> list[RelationTriple]:
        """Every relation of `ontology` the patterns find in `text`, in text order, each once."""
        starts = clause_starts(text)
        found: dict[tuple[int, int, str, int, int], RelationTriple] = {}

        def keep(p: Pattern, matches: Iterable[re.Match[str]], subject: Mention | None = None) -> None:
            for m in matches:
                for t in self._triples(p, m, text, ontology, subject):
                    found.setdefault((t.head.start, t.head.end, t.relation, t.tail.start, t.tail.end), t)

        wanted = [p for p in self.patterns if p.relation in ontology.relations]
        if self.given_name in ontology.relations:
            for full, given in self._given_names(text, starts):
                found.setdefault((full.start, full.end, self.given_name, given.start, given.end), RelationTriple(
                    full, self.given_name, given,
                    sentence_around(text, min(full.start, given.start), max(full.end, given.end)),
                    "rules:given_name"))
        for p in wanted:
            if p.clause and not (p.subject or p.holder):
                keep(p, (m for s in starts if (m := p.regex.match(text, s))))
            elif not (p.subject or p.holder):
                keep(p, p.regex.finditer(text))
        subject = self._subject(text, starts)
        for p in wanted:
            if p.holder:
                for s in starts:
                    if ((m := p.regex.match(text, s))
                            and (holder := self._holder(p.holder, text, s, found.values(), subject))):
                        keep(p, [m], holder)
        if subject is None:
            return _in_order(found.values())
        # A sentence that opens with another person's relation is about that person.
        others = {t.head.start for t in found.values() if t.head.text != subject.text
                  and sentence_around(text, t.head.start, t.head.start)[0] == t.head.start}
        own = [s for s in starts if s >= subject.end and sentence_around(text, s, s)[0] not in others]
        for p in wanted:
            if p.subject:
                for s in own:
                    if (p.relatives or not self._about_relative(text, s)) and (m := p.regex.match(text, s)):
                        keep(p, [m], _latest_mention(text, subject, s))
        return _in_order(found.values())

    def _given_names(self, text: str, starts: list[int]) -> list[tuple[Mention, Mention]]:
        """(full name, given name) where a clause opens with a two-character given name that the
        text wrote earlier after a listed surname ("查文徽……文徽与剑州"), at its first such
        clause. A one-character given name is too often a word, so it is not read (read as the
        full name's, it was right 4 times in 56 on half of C-CLUE's train split)."""
        listed = surnames()
        out, seen = [], set()
        for s in starts:
            given = text[s:s + 2]
            if (len(given) < 2 or given in seen or any(ch in self.name_stops or ch in _CLAUSE_BREAKS for ch in given)
                    or (self.given_reject and self.given_reject.search(given))):
                continue
            full = next(((text[p - k:p + 2], p - k) for p in _occurrences(text, given) if p < s
                         for k in (2, 1) if p >= k and text[p - k:p] in listed
                         and not any(ch in self.name_stops or ch in self.not_surname for ch in text[p - k:p])), None)
            if full:
                seen.add(given)
                out.append((Mention(full[0], "person", full[1], full[1] + len(full[0])),
                            Mention(given, "name", s, s + 2)))
        return out

    def _subject(self, text: str, starts: list[int]) -> Mention | None:
        """The person a text opens with ("○韦恪韦恪，字子通，京兆人也"), read by an opening
        pattern at the start of a sentence; None when the text does not open so."""
        for s in starts:
            k = s  # back over a repeated heading to where the clause breaks
            while k > 0 and text[k - 1] not in _CLAUSE_BREAKS:
                k -= 1
            if k > 0 and text[k - 1] not in _SENTENCE_END + "○\n":
                continue
            for p in self.patterns:
                m = p.regex.match(text, s) if p.opening else None
                if m:
                    heads = self._pieces(m, "h", "person", p.reject_head)
                    if heads:
                        return heads[0]
        return None

    def _holder(self, kind: str, text: str, pos: int, found: Iterable[RelationTriple],
                subject: Mention | None) -> Mention | None:
        """The man a headless clause at `pos` speaks of. Of a post ("以术为左将军，封阳翟侯",
        "虞以功即拜太尉，封襄贲侯"): the man given the latest post earlier in the same sentence
        (the post that ends last), else the man opening the sentence as its doer, else a man read
        only after an office ("中常侍大长秋": 大长秋 may be a post too, so he comes last). Of a
        name ("煜字重光，初名从嘉"): the man the sentence last named, else the text's subject."""
        start = sentence_around(text, pos, pos)[0]
        if kind == "name":
            named = [t.head for t in found if t.relation in _NAME_RELATIONS and start <= t.head.start < pos]
            if named:
                return max(named, key=lambda h: h.start)
            return subject if subject and subject.end <= pos else None
        posted = [t for t in found if t.relation in _HOLDER_RELATIONS and t.head.type == "person"
                  and start <= t.head.start < pos and t.tail.end <= pos]
        named = [t for t in posted if t.method != "rules:官名某"]
        if named:
            return max(named, key=lambda t: (t.tail.end, -t.head.start)).head
        if opener := self._opener(text, start, pos):
            return opener
        return max(posted, key=lambda t: (t.tail.end, -t.head.start)).head if posted else None

    def _opener(self, text: str, start: int, pos: int) -> Mention | None:
        """The man opening the sentence at `start` as its doer, named before `pos`."""
        m = self.opener.match(text, start) if self.opener and start < pos else None
        if not m or m.end("h") > pos:
            return None
        rej = self.reject.get("person")
        if self.office.match(m.group("h")) or (rej and rej.search(m.group("h"))):
            return None
        return Mention(m.group("h"), "person", m.start("h"), m.end("h"))

    def _about_relative(self, text: str, pos: int) -> bool:
        """Whether the sentence holding `pos` opens with a relative ("父荣，官至……") and
        `pos` is not that opening."""
        start, _ = sentence_around(text, pos, pos)
        return start < pos and bool(self.relative.match(text, start))

    def _triples(self, p: Pattern, m: re.Match[str], text: str, ontology: Ontology,
                 subject: Mention | None) -> list[RelationTriple]:
        relation = ontology.relations[p.relation]
        head_type = p.head_type or relation.head[0]
        tail_type = p.tail_type or relation.tail[0]
        heads = [subject] if (p.subject or p.holder) and subject else self._pieces(m, "h", head_type, p.reject_head)
        tails = self._pieces(m, "t", tail_type, p.reject_tail)
        out = []
        for head in heads:
            for tail in tails:
                name = "封爵" if tail.type == "title" else p.relation
                if name not in ontology.relations or head.text == tail.text:
                    continue
                start, end = min(head.start, tail.start), max(head.end, tail.end)
                out.append(RelationTriple(head, name, tail, sentence_around(text, start, end), f"rules:{p.name}"))
                if p.both_ways:
                    out.append(RelationTriple(tail, name, head, sentence_around(text, start, end), f"rules:{p.name}"))
        return out

    def _pieces(self, m: re.Match[str], group: str, kind: str,
                reject: re.Pattern[str] | None) -> list[Mention]:
        """The group's value as mentions: a list "甲、乙" is two; an office list only when each
        piece is an office ("刑、兵二部尚书" is one)."""
        value, start = m.group(group), m.start(group)
        pieces, pos = [], start
        for piece in value.split("、"):
            pieces.append((piece, pos))
            pos += len(piece) + 1
        if kind in ("office", "title") and not all(self._kind_of(v, kind) for v, _ in pieces):
            pieces = [(value, start)]
        out = []
        for v, s in pieces:
            found = self._kind_of(v, kind)
            if not found or (reject and reject.search(v)):
                continue
            if found == "person" and self.office.match(v):
                continue  # "尚书左丞" is one office, not 尚书 named 左丞
            rej = self.reject.get(found)
            if rej and rej.search(v):
                continue
            out.append(Mention(v, found, s, s + len(v)))
        return out

    def _kind_of(self, value: str, kind: str) -> str | None:
        """The entity type `value` can stand as: an office slot also takes a title."""
        if not value:
            return None
        if kind == "office":
            return "office" if self.office.match(value) else "title" if self.title.match(value) else None
        if kind == "title":
            return "title" if self.title.match(value) else None
        return kind


def _latest_mention(text: str, subject: Mention, pos: int) -> Mention:
    """The subject as last named at the start of a sentence before `pos`: in full or by the
    given name ("恪少好学" after "韦恪，字子通"), else where the text opened with it."""
    name = subject.text
    given = name[2:] if len(name) >= 4 else name[1:]  # after a one- or two-character surname
    forms = [name, given] if given else [name]
    sentence = sentence_around(text, pos, pos)[0]
    while sentence > subject.end:
        for form in forms:
            if text.startswith(form, sentence):
                return Mention(form, subject.type, sentence, sentence + len(form))
        sentence = sentence_around(text, sentence - 1, sentence - 1)[0]
    return subject


def _occurrences(text: str, value: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(value), text)]


def _in_order(triples: Iterable[RelationTriple]) -> list[RelationTriple]:
    return sorted(triples, key=lambda t: (min(t.head.start, t.tail.start), t.relation))


def clause_starts(text: str) -> list[int]:
    """Offsets where a clause begins. A heading that repeats the name the entry opens with
    ("○韦恪韦恪，字子通") counts from the second copy."""
    starts = [0] + [i + 1 for i, ch in enumerate(text) if ch in _CLAUSE_BREAKS]
    out = []
    for s in starts:
        for k in (4, 3, 2):
            first = text[s:s + k]
            if len(first) == k and first == text[s + k:s + 2 * k] and not any(c in _CLAUSE_BREAKS for c in first):
                s += k
                break
        out.append(s)
    return out
