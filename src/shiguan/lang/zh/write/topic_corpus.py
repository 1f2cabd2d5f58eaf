"""The corpus as a topic article reads it: every sentence, the biography it stands in, and the
terms a topic's sentences are gathered by.

A 纪事本末 is made of sentences, not of retrieved windows: a snippet cut around a query's words
loses half of what its chunk holds (docs/article-design.md §1). So the project's documents are
split into sentences once per run (about a second for 1.7 M characters), each with the entry it
stands in, and the topic's terms are counted over them.

The topic's terms are found by association (topic_terms.py); this module keeps what they are
counted in, and tells a term that is no term of the topic: a place (a term that is or begins or
ends a 籍贯 value of the project: 河北, 河南), a personal name form, or a term in which a
character it shares with the topic word has another sense, read from the corpus: it stands
mostly in sentences that never hold the topic word's other characters, and is far commoner than
the topic word (师 in 水师 is the navy; in 率师, 会师, 督师 the army).
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ....project import Project
from ..aliases import leading_surname

# an office title and the name written after it (the name is left to the caller to bound); not a
# verb after it (御史言海防…: the censor spoke of the coast's defence, 言海 is no man)
TITLED = re.compile(r"(?:总督|巡抚|提督|总兵|河督|漕督|总河|侍郎|尚书|学士|将军|都统|副将|参将|游击|知府|知县|知州"
                    r"|大臣|御史|千总|把总|守备|道员|布政使|按察使)"
                    r"(?![言奏请劾疏称议])([\u4e00-\u9fff]{3})")
SENTENCE = re.compile(r"[^。！？\n]+[。！？]?")
_NOT_HAN = re.compile(r"[^\u4e00-\u9fff]")
DIRECTIONS = "东西南北"
OTHER_SENSE_RATIO = 3.0  # a term this many times commoner than the topic word …
OTHER_SENSE_SHARE = 0.2  # … whose sentences hold the topic's other characters this rarely


@dataclass(frozen=True, slots=True)
class Sentence:
    document_id: int
    start: int  # offsets in the document's text
    end: int
    text: str
    entry: int | None  # the stored entry (biography) it stands in
    entry_start: int = 0  # where that entry begins


def grams(text: str) -> set[str]:
    """The two- and three-character Han terms of a text."""
    runs = _NOT_HAN.sub("|", text).split("|")
    return {run[i:i + n] for run in runs for n in (2, 3) for i in range(len(run) - n + 1)}


class TopicCorpus:
    """Every sentence of the project's documents, with the entry it stands in."""

    def __init__(self, project: Project):
        self.project = project
        store = project.store
        self.sentences: list[Sentence] = []
        self.texts: dict[int, str] = {}
        self.entry_names: dict[int, str] = {}
        self.entry_ends: dict[tuple[int, int], int] = {}  # (document, entry start) → its end
        self.kin_entries: set[int] = set()  # a kinsman's life appended to another's (子某, 弟某)
        self._counted: dict[str, int] = {}
        for d in store.documents():
            text = store.document_text(d.id, normalised=True)
            self.texts[d.id] = text
            entries = sorted(store.entries_of_document(d.id), key=lambda e: e.start)
            starts = [e.start for e in entries]
            self.entry_names.update((e.id, e.name) for e in entries)
            self.kin_entries.update(e.id for e in entries if e.kinship)
            self.entry_ends.update(((d.id, e.start), e.end) for e in entries)
            for m in SENTENCE.finditer(text):
                body = m.group()
                if not body.strip():
                    continue
                lead = len(body) - len(body.lstrip())
                i = bisect.bisect_right(starts, m.start()) - 1
                inside = i >= 0 and entries[i].start <= m.start() < entries[i].end
                self.sentences.append(Sentence(d.id, m.start() + lead, m.end(), body.strip(),
                                               entries[i].id if inside else None,
                                               entries[i].start if inside else 0))

    @cached_property
    def whole(self) -> str:
        """Every sentence on its own line: what a term is counted in (str.count is fast)."""
        return "\n".join(s.text for s in self.sentences)

    @cached_property
    def places(self) -> set[str]:
        return set(self.project.store.tail_texts("籍贯"))

    @cached_property
    def persons(self) -> set[str]:
        return self.project.store.alias_forms(["name", "given", "字", "号", "heading"])

    @cached_property
    def name_pieces(self) -> dict[str, list[str]]:
        """The two- and three-character pieces of the name forms of three characters or more,
        each with the names it is a piece of (曾国 → 曾国藩): a piece of a name is no term."""
        pieces: dict[str, list[str]] = {}
        for name in self.persons:
            if len(name) >= 3:
                for g in grams(name) - {name}:
                    pieces.setdefault(g, []).append(name)
        return pieces

    @cached_property
    def titled_names(self) -> Counter[str]:
        """The two and three characters after an office title (总督靳辅, 提督黄翼升), counted: how the
        histories name a man, whether or not the project has his biography."""
        found: Counter[str] = Counter()
        for m in TITLED.finditer(self.whole):
            found[m.group(1)[:2]] += 1
            found[m.group(1)] += 1
        return found

    @cached_property
    def titled_given(self) -> frozenset[str]:
        """The given names of the men written at least twice after an office title with a surname
        (履谦 of 团练大臣王履谦): a piece of a name, no term."""
        return frozenset(n[1:] for n, k in self.titled_names.items()
                         if len(n) == 3 and k >= 2 and leading_surname(n) == n[0])

    def is_name(self, term: str) -> bool:
        """A man's name the project does not know: written after an office title (河道总督靳辅) at
        least twice, or the given name of such a man (履谦 of 大臣王履谦), or the given name of a
        surname and it (林翼 of 胡林翼) in most of its occurrences."""
        return self.titled_names[term] >= 2 or term in self.titled_given or self.given_alone(term)

    def given_alone(self, term: str, share: float = 0.5) -> bool:
        """A given name of two characters (林翼 of 胡林翼): one surname written before it, at least
        three times and in `share` of its occurrences."""
        if len(term) != 2:
            return False
        char, n, total = self._before(term)
        return n >= 3 and n >= share * total and leading_surname(char + term) == char

    def surnamed(self, word: str, share: float = 1 / 3) -> set[str]:
        """The names a one-character word opens as a man's surname (苗沛霖, then 沛霖 alone): the
        word and two characters after it, where the corpus writes those two as his given name (that
        word before them at least three times and in `share` of their occurrences) and as a
        clause's subject, at its head, three times or more (沛霖伏诛; not 疆平 of 苗疆平, 酋阿 of
        苗酋阿某). The word inside them is his name, not the topic (a rebel surnamed 苗 on 苗)."""
        if len(word) != 1 or leading_surname(word + "某") != word:
            return set()
        after = Counter(m.group(1) for m in re.finditer(f"{re.escape(word)}([\u4e00-\u9fff]{{2}})", self.whole))
        return {word + g for g, n in after.items() if n >= 3 and self._before(g)[0] == word
                and self.given_alone(g, share) and len(re.findall(f"(?:^|[，。；：])(?={g})", self.whole, re.M)) >= 3}

    def _before(self, term: str) -> tuple[str, int, int]:
        """The character most often written before the term, how often, and the term's count."""
        before: Counter[str] = Counter()
        at = self.whole.find(term)
        while at > 0:
            before[self.whole[at - 1]] += 1
            at = self.whole.find(term, at + 1)
        if not before:
            return "", 0, 0
        char, n = before.most_common(1)[0]
        return char, n, sum(before.values())

    def in_a_place(self, term: str) -> bool:
        """A term opening with a direction that mostly follows one character: the end of a place
        name run on into what follows it (南盐 of 河南盐, 北岸 of 黄河北岸)."""
        if term[0] not in DIRECTIONS:
            return False
        _, n, total = self._before(term)
        return n >= 3 and 2 * n >= total

    def count(self, term: str) -> int:
        """How often a term occurs in the corpus, counted once per run."""
        if term not in self._counted:
            self._counted[term] = self.whole.count(term)
        return self._counted[term]

    def count_all(self, terms: list[str]) -> None:
        """Count many short terms in one pass over the positions of their first characters
        (str.count takes 8 ms a term over the corpus; a few hundred terms would take seconds)."""
        wanted = {t for t in terms if t not in self._counted}
        found: Counter[str] = Counter()
        for ch in {t[0] for t in wanted}:
            at = self.whole.find(ch)
            while at >= 0:
                found[self.whole[at:at + 2]] += 1
                found[self.whole[at:at + 3]] += 1
                at = self.whole.find(ch, at + 1)
        self._counted.update((t, found[t]) for t in wanted)

    def entries_holding(self, term: str) -> list[int | None]:
        """The entry of each sentence that holds the term (a sentence once)."""
        return [s.entry for s in self.sentences_holding(term)]

    def sentences_holding(self, term: str) -> list[Sentence]:
        """The sentences that hold the term, found in the joined text (a sentence once)."""
        found, last = [], -1
        at = self.whole.find(term)
        while at >= 0:
            i = bisect.bisect_right(self._line_starts, at) - 1
            if i != last:
                found.append(self.sentences[i])
                last = i
            at = self.whole.find(term, at + 1)
        return found

    @cached_property
    def _line_starts(self) -> list[int]:
        starts, at = [], 0
        for s in self.sentences:
            starts.append(at)
            at += len(s.text) + 1
        return starts

    def is_place(self, term: str) -> bool:
        """A native place of the project's people, or the start or end of a short one (河北 of 河北大名)."""
        return any(p == term or (len(p) <= 4 and (p.startswith(term) or p.endswith(term))) for p in self.places)

    def holding(self, terms: list[str]) -> list[Sentence]:
        return [s for s in self.sentences if any(t in s.text for t in terms)]

    def not_the_topic(self, term: str, topic: str) -> bool:
        """A place (a native place of the project's people, or the topic's character with a
        direction after it: 河南, 河北), a name form, a fragment of the topic word (its
        occurrences mostly inside the topic word: 师提 of 水师提督), or another sense of the
        shared character (the term much commoner than the topic word, its sentences rarely
        holding the topic's other characters: 率师, 会师)."""
        if self.is_place(term) or self.in_a_place(term) or term in self.persons or (
                len(term) == 2 and term[1] in DIRECTIONS and term[0] in topic):
            return True
        total = self.count(term)
        if total == 0:
            return True
        inside = 0  # occurrences that overlap the topic word: 以水 of 以水师, 师提 of 水师提督
        for k in range(1, min(len(term), len(topic))):
            if term[-k:] == topic[:k]:
                inside += self.count(term + topic[k:])
            if term[:k] == topic[-k:]:
                inside += self.count(topic[:-k] + term)
        if inside > total / 3:
            return True
        topic_n = max(1, self.count(topic))
        if total < OTHER_SENSE_RATIO * topic_n:
            return False
        others = set(topic) - set(term)
        lines = [s.text for s in self.sentences if term in s.text] if others else []
        near = sum(1 for ln in lines if others & set(ln.replace(term, "")))
        return bool(others) and near < OTHER_SENSE_SHARE * len(lines)
