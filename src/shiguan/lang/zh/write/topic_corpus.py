"""The corpus as a topic article reads it: every sentence, the biography it stands in, and the
terms a topic's sentences are gathered by.

A 纪事本末 is made of sentences, not of retrieved windows: a snippet cut around a query's words
loses half of what its chunk holds (docs/article-design.md §1). So the project's documents are
split into sentences once per run (about a second for 1.7 M characters), each with the entry it
stands in, and the topic's terms are counted over them.

The **family** of a topic word are the two- and three-character terms sharing a character with
it that the biographies using the topic word use more than the others do (count × log lift),
ConvergeWriter's association without a model. Left out of it: place names (a term that is or
begins or ends a 籍贯 value of the project: 河北, 河南), personal name forms, and a term in
which the shared character has another sense, read from the corpus: it stands mostly in
sentences that never hold the topic word's other characters, and is far commoner than the topic
word (师 in 水师 is the navy; in 率师, 会师, 督师 the army).
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ....project import Project

SENTENCE = re.compile(r"[^。！？\n]+[。！？]?")
_NOT_HAN = re.compile(r"[^\u4e00-\u9fff]")
FAMILY_SIZE = 20  # family terms kept, the most associated first
FAMILY_MIN_COUNT = 3
FAMILY_CANDIDATES = 400  # the terms the topic's biographies use most, of which the family is chosen
DIRECTIONS = "东西南北"
FAMILY_MIN_LIFT = 1.5
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
        for d in store.documents():
            text = store.document_text(d.id, normalised=True)
            self.texts[d.id] = text
            entries = sorted(store.entries_of_document(d.id), key=lambda e: e.start)
            starts = [e.start for e in entries]
            self.entry_names.update((e.id, e.name) for e in entries)
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

    def is_place(self, term: str) -> bool:
        """A native place of the project's people, or the start or end of a short one (河北 of 河北大名)."""
        return any(p == term or (len(p) <= 4 and (p.startswith(term) or p.endswith(term))) for p in self.places)

    def holding(self, terms: list[str]) -> list[Sentence]:
        return [s for s in self.sentences if any(t in s.text for t in terms)]

    def family(self, topic: str) -> list[str]:
        """Terms sharing a character with the topic, ranked by their association with the
        biographies that use the topic word, and more associated with them than the shared
        character itself is (会师 is no more a word of 水师's biographies than 师 is); places,
        names, fragments of the topic word and other senses left out."""
        users = {s.entry for s in self.holding([topic]) if s.entry is not None}
        if not users:
            return []
        held: dict[int, set[str]] = {}
        for s in self.sentences:
            if s.entry in users:
                held.setdefault(s.entry, set()).update(g for g in grams(s.text) if set(g) & set(topic))
        counts: Counter[str] = Counter()
        for terms in held.values():
            counts.update(t for t in terms if topic not in t)
        own = "\n".join(s.text for s in self.sentences if s.entry in users)
        in_own, in_all = _pairs(own, topic), _pairs(self.whole, topic)

        def lift(term: str) -> float:
            return (in_own[term] / len(own)) / max(1e-9, in_all[term] / len(self.whole))

        shared_lift = {ch: lift(ch) for ch in set(topic)}
        scored = []
        for term, n in counts.most_common(FAMILY_CANDIDATES):
            if n < FAMILY_MIN_COUNT or len(term) != 2:
                continue
            shared = max(shared_lift[ch] for ch in term if ch in topic)
            lifted = lift(term)
            if lifted > max(FAMILY_MIN_LIFT, shared):  # more than the shared character's own lift
                scored.append((n * math.log(lifted), term))
        kept: list[str] = []
        for _, term in sorted(scored, reverse=True):
            if len(kept) == FAMILY_SIZE:
                break
            if any(k in term for k in kept) or self._not_the_topic(term, topic):
                continue
            kept.append(term)
        return kept

    def _not_the_topic(self, term: str, topic: str) -> bool:
        """A place (a native place of the project's people, or the topic's character with a
        direction after it: 河南, 河北), a name form, a fragment of the topic word (its
        occurrences mostly inside the topic word: 师提 of 水师提督), or another sense of the
        shared character (the term much commoner than the topic word, its sentences rarely
        holding the topic's other characters: 率师, 会师)."""
        if self.is_place(term) or term in self.persons or (len(term) == 2 and term[1] in DIRECTIONS
                                                            and term[0] in topic):
            return True
        total = self.whole.count(term)
        if total == 0:
            return True
        inside = 0  # occurrences that overlap the topic word: 以水 of 以水师, 师提 of 水师提督
        for k in range(1, min(len(term), len(topic))):
            if term[-k:] == topic[:k]:
                inside += self.whole.count(term + topic[k:])
            if term[:k] == topic[-k:]:
                inside += self.whole.count(topic[:-k] + term)
        if inside > total / 3:
            return True
        topic_n = max(1, self.whole.count(topic))
        if total < OTHER_SENSE_RATIO * topic_n:
            return False
        others = set(topic) - set(term)
        lines = [s.text for s in self.sentences if term in s.text] if others else []
        near = sum(1 for ln in lines if others & set(ln.replace(term, "")))
        return bool(others) and near < OTHER_SENSE_SHARE * len(lines)


def _pairs(text: str, chars: str) -> Counter[str]:
    """How often each two-character term holding one of `chars` (or one of them alone) occurs:
    counted in one pass over the positions of those characters (str.count on a few megabytes
    of Han text takes 8 ms a term)."""
    starts: set[int] = set()
    alone: Counter[str] = Counter()
    for ch in set(chars):
        at = text.find(ch)
        while at >= 0:
            alone[ch] += 1
            starts.update((at - 1, at))
            at = text.find(ch, at + 1)
    pairs = Counter(text[i:i + 2] for i in starts if i >= 0)
    return pairs + alone
