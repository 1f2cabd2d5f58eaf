"""Entity resolution and the derived indexes: which entries are one person, which relatives
are known people, and where every person is named (the inverted name index).

Two entries with the same name are one person only when they agree on every identifying fact
both state (字, native place, banner, clan) and share at least one: 赵尔丰's two variant
biographies merge, the two 傅鼐 (字重庵 / 字阁峰) stay apart, and two 常青 with no shared fact
stay apart. A name alone never merges two people.
"""

from __future__ import annotations

import pickle
import tempfile
from array import array
from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from pathlib import Path
from typing import Any

import ahocorasick

from ..models import Fact
from ..store import MentionRow, Store

IDENTITY = ("字", "籍贯", "旗籍", "氏族")
KIN_RELATIONS = ("父", "子", "兄", "弟", "祖父", "叔伯", "从祖", "从兄", "从弟", "族兄", "族叔")
_NUMERALS = set("一二三四五六七八九十百千万廿卅")
#: alias kinds that name a person anywhere in the corpus, in the order a lookup prefers them; the
#: name of an attached biography (子紥兰泰，…) yields to a listed subject of the same name, who is
#: often the same man with his own entry ("自有传")
LOOKUP_KINDS = ("name", "heading", "title+name", "字", "号", "初名", "surname+字", "surname+初名", "attached",
                "inferred", "given", "surname")


def same_person(a: dict[str, set[str]], b: dict[str, set[str]]) -> bool:
    shared = False
    for rel in IDENTITY:
        if a.get(rel) and b.get(rel):
            if not a[rel] & b[rel]:
                return False
            shared = True
    return shared


def identity_of(facts: list[Fact]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for f in facts:
        if f.relation in IDENTITY:
            out.setdefault(f.relation, set()).add(f.value)
    return out


def find_or_create_person(store: Store, name: str, facts: list[Fact]) -> int:
    mine = identity_of(facts)
    for entity_id in store.person_entities_named(name):
        theirs = {rel: store.fact_values(entity_id, rel) for rel in IDENTITY}
        if same_person(mine, theirs):
            return entity_id
    return store.add_entity(name)


def with_entry_in(store: Store, people: set[int], document_id: int) -> set[int]:
    """Those of `people` who have an entry in the document."""
    return {e for e in people if any(r.document_id == document_id for r in store.entries_of(e))}


def one_person(store: Store, candidates: set[int], document_id: int) -> int | None:
    """The person a name in this document means: the only candidate, or of several the only one
    with an entry here; None when that leaves no one or more than one."""
    if len(candidates) > 1:
        candidates = with_entry_in(store, candidates, document_id)
    return next(iter(candidates)) if len(candidates) == 1 else None


def link_relatives(store: Store) -> int:
    """Point kin triples at the person they name when that person is known unambiguously
    (a candidate with an entry in the same document wins), or else at the person of that name
    known to that document only (whose facts were read in the entry: 父佛标，官至都统). Returns
    how many were linked."""
    tails: dict[int, int | None] = {}
    for triple_id, document_id, tail in store.kin_triples(KIN_RELATIONS):
        candidates = {a.entity_id for a in store.aliases_with_form(tail) if a.kind in ("name", "heading", "attached")}
        linked = one_person(store, candidates, document_id)
        if linked is None:
            linked = store.entity_in_scope(tail, "person", f"doc:{document_id}")
        tails[triple_id] = linked
    store.set_tail_ids(tails)
    return sum(1 for tail_id in tails.values() if tail_id is not None)


def _numeral_context(text: str, start: int, end: int) -> bool:
    """A name made of numerals (七十五 is a person) inside a number or a date is not him."""
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    return before in _NUMERALS or after in _NUMERALS or after in "年月日人岁里名"


def _inside_word(text: str, start: int, end: int) -> bool:
    """A name in letters that is part of a longer word (Tom in Tomorrow): no mention. Han text has
    no spaces, so this holds only for names written in Latin letters."""
    return text[start].isascii() and text[start].isalpha() and (
        (start > 0 and text[start - 1].isalnum()) or (end < len(text) and text[end].isalnum()))


def leftmost_longest(automaton: ahocorasick.Automaton | NameIndex, text: str,
                     skip: Callable[[int, int, str], bool] = lambda start, end, form: False,
                     ) -> Iterator[tuple[int, int, str, Any]]:
    """(start, end, form, payload) of the names in `text`, leftmost first, a longer name winning
    over those inside it. The automaton's values are (form, payload); a hit `skip` refuses does
    not cover the text, so a shorter name inside it can still count."""
    return choose_leftmost_longest(_spans(automaton, text), skip)


def _spans(automaton: ahocorasick.Automaton | NameIndex, text: str) -> Iterator[tuple[int, int, str, Any]]:
    """Every hit of the automaton in `text`, overlapping ones included, as (start, end, form, payload)."""
    for end, (form, payload) in automaton.iter(text):
        yield end + 1 - len(form), end + 1, form, payload


def choose_leftmost_longest(hits: Iterable[tuple[int, int, str, Any]],
                            skip: Callable[[int, int, str], bool] = lambda start, end, form: False,
                            ) -> Iterator[tuple[int, int, str, Any]]:
    """The hits (start, end, form, payload) in one text that `leftmost_longest` keeps, whatever
    automata found them."""
    covered = -1
    for start, end, form, payload in sorted(hits, key=lambda h: (h[0], -(h[1] - h[0]))):
        if start < covered or skip(start, end, form):
            continue
        covered = end
        yield start, end, form, payload


class NameIndex:
    """Every global alias form with the people it names, for finding them in text. The automaton
    maps a form to its ordinal and flat arrays hold the rest: tens of bytes a name, where a Python
    tuple for each was hundreds, and a 100 M-character corpus has hundreds of thousands of names
    (the ingest writer's memory grew with the corpus). `iter` answers as an automaton whose values
    are (form, ordinal) does, so that `leftmost_longest` takes it."""

    def __init__(self, owners: Iterable[tuple[str, int, str]]):
        self.automaton = ahocorasick.Automaton(ahocorasick.STORE_INTS)
        self.lengths = array("I")
        self.first = array("q")  # a form's first row in entity_ids and kinds; the next form's ends it
        self.entity_ids = array("q")
        self.kinds = array("B")
        codes: dict[str, int] = {}
        last = None
        for form, entity_id, kind in owners:
            if form != last:
                self.automaton.add_word(form, len(self.lengths))
                self.lengths.append(len(form))
                self.first.append(len(self.entity_ids))
                last = form
            self.entity_ids.append(entity_id)
            self.kinds.append(codes.setdefault(kind, len(codes)))
        self.kind_names = list(codes)  # at most LOOKUP_KINDS and a few more: a byte codes one
        self.first.append(len(self.entity_ids))
        if self.lengths:
            self.automaton.make_automaton()

    def __len__(self) -> int:
        return len(self.lengths)

    def iter(self, text: str) -> Iterator[tuple[int, tuple[str, int]]]:
        if not self.lengths:  # an automaton with no words was never made and cannot search
            return
        for end, ordinal in self.automaton.iter(text):
            yield end, (text[end + 1 - self.lengths[ordinal]:end + 1], ordinal)

    def save(self, path: Path) -> Callable[[], NameIndex]:
        """Write this index to `path` (the automaton and `path`.arrays) and return what reads it back."""
        self.automaton.save(str(path))
        with open(path.with_suffix(".arrays"), "wb") as out:
            pickle.dump((self.lengths, self.first, self.entity_ids, self.kinds, self.kind_names), out)
        return lambda: NameIndex.load(path)

    @classmethod
    def load(cls, path: Path) -> NameIndex:
        names = cls.__new__(cls)
        names.automaton = ahocorasick.load(str(path), pickle.loads)
        with open(path.with_suffix(".arrays"), "rb") as src:
            names.lengths, names.first, names.entity_ids, names.kinds, names.kind_names = pickle.load(src)
        return names

    def owners(self, ordinal: int) -> Iterator[tuple[int, str]]:
        """(entity_id, kind) of the people the form named by `ordinal` is an alias of."""
        for row in range(self.first[ordinal], self.first[ordinal + 1]):
            yield self.entity_ids[row], self.kind_names[self.kinds[row]]


def name_slices(owners: Iterable[tuple[str, int, str]], max_names: int) -> Iterator[tuple[NameIndex, bool]]:
    """`NameIndex`es of at most `max_names` forms each, built in turn from one ordered stream of
    (form, entity_id, kind) rows, each with whether more follow."""
    rows = iter(owners)
    pending = next(rows, None)

    def one_slice() -> Iterator[tuple[str, int, str]]:
        nonlocal pending
        forms, last = 0, None
        while pending is not None:
            if pending[0] != last:
                if forms == max_names:
                    return
                forms, last = forms + 1, pending[0]
            yield pending
            pending = next(rows, None)

    while pending is not None:
        names = NameIndex(one_slice())
        yield names, pending is not None


#: names one slice of the mention pass holds (about 2 MiB); a larger corpus scans with several,
#: kept on disk and read one at a time, so that the pass's memory does not grow with the corpus.
#: Scanning 60x the bench corpus (272,789 names), 14 slices peak 14 MiB above the store's own
#: memory in 84 s, 6 slices of 50,000 25 MiB in 70 s, and one index of every name 28 MiB in 45 s.
MAX_NAMES = 20_000
#: chunks whose hits the pass gathers from every slice before it chooses among them
CHUNKS_PER_BLOCK = 1_000
Owners = tuple[tuple[int, str], ...]  # (entity_id, kind) of the people a name is an alias of


def scan_mentions(store: Store, max_names: int = MAX_NAMES,
                  block: int = CHUNKS_PER_BLOCK) -> Iterator[MentionRow]:
    """Every leftmost-longest alias occurrence, with chunk-relative offsets. The names are
    split into slices of `max_names`; with one slice it stays in memory, with several each is
    saved to a temporary directory and loaded in turn for each `block` of chunks."""
    with tempfile.TemporaryDirectory(prefix="shiguan-names-") as tmp:
        slices = _slice_loaders(name_slices(store.global_alias_owners(), max_names), Path(tmp))
        if not slices:
            return
        if len(slices) == 1:  # nothing to load again: each chunk's hits are chosen as it is read
            block = 1
        texts = store.iter_chunk_texts()
        while chunks := list(islice(texts, block)):
            hits: list[list[tuple[int, int, str, Owners]]] = [[] for _ in chunks]
            for load in slices:
                names = load()
                people: dict[int, Owners] = {}  # a name's owners, one tuple for all its hits
                for found, (_, text) in zip(hits, chunks, strict=True):
                    found.extend(_hits(names, text, people))
                del names, people  # let go before the next slice is loaded
            for found, (chunk_id, text) in zip(hits, chunks, strict=True):
                for start, end, form, owners in choose_leftmost_longest(found, _refusal(text)):
                    for entity_id, kind in owners:
                        yield MentionRow(chunk_id, entity_id, form, kind, start, end)


def _hits(names: NameIndex, text: str, people: dict[int, Owners]
          ) -> Iterator[tuple[int, int, str, Owners]]:
    """Every hit of `names` in `text` with the people its name is an alias of."""
    for start, end, form, ordinal in _spans(names, text):
        if ordinal not in people:
            people[ordinal] = tuple(names.owners(ordinal))
        yield start, end, form, people[ordinal]


def _refusal(text: str) -> Callable[[int, int, str], bool]:
    """Hits in `text` that are not a mention: a numeral name inside a number, letters inside a word."""
    def skip(start: int, end: int, form: str) -> bool:
        return (all(ch in _NUMERALS for ch in form) and _numeral_context(text, start, end)
                or _inside_word(text, start, end))
    return skip


def _slice_loaders(slices: Iterator[tuple[NameIndex, bool]], directory: Path) -> list[Callable[[], NameIndex]]:
    """A way to get each slice back: a slice alone is kept in memory; of several, each is saved to
    `directory` as it is built and let go before the next is built."""
    loaders = []
    for n, (names, more) in enumerate(slices):
        if n == 0 and not more:
            return [_held(names)]
        loaders.append(names.save(directory / f"slice{n}"))
        del names  # let go before the next slice is built
    return loaders


def _held(names: NameIndex) -> Callable[[], NameIndex]:
    return lambda: names


def rebuild_indexes(store: Store) -> None:
    """Recompute tail links and the mention index from stored rows, in one transaction."""
    with store.transaction():
        link_relatives(store)
        store.replace_mentions(scan_mentions(store))
        store.set_meta("indexes_stale", "0")
