"""Training sets for style fine-tuning (AIstorian §2.3.1), built from a project's own index.

Each person's references are what `shiguan bio` gives the model: `lookup` (own entry first, then
chunks naming him), cut by `reference_text` to the same budget. SFT examples are chat-formatted
(system = the writer's style instruction, user = references + task, assistant = the expert
biography) and augmented in AIstorian's two phases:

- `shuffled`: the reference sentences holding his key facts (those a triple was read from) trade
  places, so the model learns to find facts wherever they stand, not to copy the entry in order;
- `distractors`: chunks from OTHER people's entries, chosen to be confusable (same surname, same
  chapter, same office), are mixed in, so the model learns to pick the right man's facts.

Persons, not examples, are split 8:2 (seeded), so no held-out person's biography is seen in any
augmented form.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..lang.zh.aliases import leading_surname
from ..lang.zh.verify.references import SENTENCE
from ..lang.zh.write.verified import reference_text
from ..project import Project
from ..prompts import load_prompt
from ..retrieve.person import PersonResult, lookup
from ..store import ChunkRow

PROMPT = load_prompt("train-biography", "zh")  # shipped only: a model is asked as it was trained
SYSTEM = PROMPT.render("system")


@dataclass
class GoldBio:
    person: str
    biography: str
    doc: str | None = None  # a document path fragment, when a name is shared (persons.jsonl's "doc")
    entity_id: int | None = None


@dataclass
class PersonData:
    gold: GoldBio
    found: PersonResult
    references: str  # exactly as at generation time
    key_sentences: list[str] = field(default_factory=list)

    @property
    def entity_id(self) -> int:
        assert self.found.resolved is not None
        return self.found.resolved.entity_id

    @property
    def name(self) -> str:
        assert self.found.resolved is not None
        return self.found.resolved.name


def read_gold(path: Path) -> list[GoldBio]:
    """`{"person", "biography"}` per line; `doc` or `id` may pick one of several namesakes."""
    try:
        lines = path.read_text("utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot be read as UTF-8 ({exc})") from exc
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            out.append(GoldBio(row["person"].strip(), row["biography"].strip(), row.get("doc"), row.get("id")))
        except (json.JSONDecodeError, KeyError, AttributeError) as exc:
            raise InputError(f"{path}:{n}: expected a JSON object with \"person\" and \"biography\" ({exc})") from exc
    if not out:
        raise InputError(f"{path}: no biographies")
    return out


def prompt_messages(person: str, references: str) -> list[dict[str, str]]:
    """The chat prompt of a whole biography, in the generation writer's words (its STYLE)."""
    return [{"role": m.role, "content": m.content} for m in PROMPT.messages(references=references, person=person)]


def sentences(text: str) -> list[str]:
    return [m.group() for m in SENTENCE.finditer(text) if m.group().strip()]


def split_by_person(keys: Iterable[int], seed: int, test_share: float = 0.2) -> tuple[set[int], set[int]]:
    """(train, test) person ids; the order depends only on the seed and the ids."""
    ordered = sorted(set(keys), key=lambda k: hashlib.sha256(f"{seed}:{k}".encode()).hexdigest())
    n_test = max(1, round(len(ordered) * test_share)) if len(ordered) > 1 else 0
    return set(ordered[n_test:]), set(ordered[:n_test])


def shuffle_key_facts(references: str, key: list[str], rng: random.Random) -> str | None:
    """The references with the key-fact sentences permuted among their own positions (every other
    sentence, and every line break, stays put); None when fewer than two distinct key sentences
    exist to trade places."""
    lines = [sentences(line) for line in references.split("\n")]
    # only whole sentences move: a fragment (a heading line) would run into its new neighbour
    spots = [(i, j) for i, line in enumerate(lines) for j, s in enumerate(line) if s in key and s[-1] in "。！？"]
    original = [lines[i][j] for i, j in spots]
    if len(set(original)) < 2:
        return None
    moved = original[:]
    while moved == original:
        rng.shuffle(moved)
    for (i, j), s in zip(spots, moved):
        lines[i][j] = s
    return "\n".join("".join(line) for line in lines)


def surname(name: str) -> str:
    return leading_surname(name) or name[:1]


class DistractorPool:
    """Chunks from other people's entries, indexed by what makes them confusable with a person."""

    def __init__(self, project: Project):
        store = project.store
        self.project = project
        self.by_entity: dict[int, list[ChunkRow]] = {}
        self.name: dict[int, str] = {}
        self.offices: dict[int, set[str]] = {}
        offset, page = 0, 500
        while rows := store.people(offset, page):
            for entity_id, name, _ in rows:
                entries = store.entries_of(entity_id)
                if not entries:
                    continue
                chunks = store.chunks_of_entries([e.id for e in entries])
                if chunks:
                    self.by_entity[entity_id] = chunks
                    self.name[entity_id] = name
            offset += page
        for entity_id in self.by_entity:
            self.offices[entity_id] = store.fact_values(entity_id, "任职")
        self._texts: dict[int, str] = {}

    def text(self, chunk: ChunkRow) -> str:
        if chunk.document_id not in self._texts:
            self._texts[chunk.document_id] = self.project.store.document_text(chunk.document_id)
        return self._texts[chunk.document_id][chunk.start:chunk.end]

    def candidates(self, person: PersonData) -> list[tuple[str, int, ChunkRow]]:
        """(why, other person, chunk), most confusable first: same surname, same chapter, same office."""
        me = person.entity_id
        own_chunks = {h.chunk.id for h in person.found.chunks}
        my_docs = {h.chunk.document_id for h in person.found.chunks if h.source == "entry"}
        my_offices = self.offices.get(me) or self.project.store.fact_values(me, "任职")
        my_surname = surname(person.name)
        out: list[tuple[str, int, ChunkRow]] = []
        for other, chunks in self.by_entity.items():
            if other == me or self.name[other] == person.name:
                continue  # a namesake is a different man, but naming him is no test of the model
            reasons = []
            if surname(self.name[other]) == my_surname:
                reasons.append(f"same surname {my_surname}")
            if any(c.document_id in my_docs for c in chunks):
                reasons.append("same chapter")
            shared = sorted(my_offices & self.offices.get(other, set()))
            if shared:
                reasons.append(f"same office {shared[0]}")
            if not reasons:
                continue
            chunk = next((c for c in chunks if c.id not in own_chunks), None)
            if chunk is not None:
                out.append(("; ".join(reasons), other, chunk))
        return out


def add_distractors(person: PersonData, pool: DistractorPool, rng: random.Random, n: int,
                    chars: int) -> tuple[str, list[dict[str, Any]]] | None:
    """The references with `n` confusable chunks of other people inserted at random places."""
    cands = pool.candidates(person)
    if not cands:
        return None
    rng.shuffle(cands)
    cands.sort(key=lambda c: -c[0].count(";"))  # stable: more reasons first, random among equals
    chosen = cands[:n]
    pieces = [p for p in person.references.split("\n") if p]
    info = []
    for why, other, chunk in chosen:
        text = pool.text(chunk).strip()[:chars]
        pieces.insert(rng.randint(0, len(pieces)), text)
        info.append({"person_id": other, "person": pool.name[other], "chunk_id": chunk.id, "why": why,
                     "text": text})
    return "\n".join(pieces), info


def key_sentences(project: Project, found: PersonResult, references: str) -> list[str]:
    """Reference sentences holding the evidence of one of his triples (his key facts)."""
    texts: dict[int, str] = {}
    evidence = set()
    for t in found.facts:
        doc = texts.setdefault(t.document_id, project.store.document_text(t.document_id))
        evidence.add(doc[t.start:t.end])
    return [s for s in dict.fromkeys(sentences(references)) if any(e and e in s for e in evidence)]


def resolve_people(project: Project, golds: list[GoldBio], reference_chars: int
                   ) -> tuple[list[PersonData], list[dict[str, str]]]:
    people, skipped = [], []
    for g in golds:
        found = lookup(project, g.person, entity_id=g.entity_id, doc=g.doc)
        if found.resolved is None:
            why = "shared by several people (give \"doc\" or \"id\")" if found.ambiguous else "not in the index"
            skipped.append({"person": g.person, "why": why})
            continue
        refs = reference_text(found.chunks, reference_chars)
        people.append(PersonData(g, found, refs, key_sentences(project, found, refs)))
    return people, skipped


def sft_example(person: PersonData, references: str, variant: str, extra: dict | None = None) -> dict[str, Any]:
    row = {"person": person.name, "person_id": person.entity_id, "variant": variant,
           "prompt": prompt_messages(person.name, references),
           "completion": [{"role": "assistant", "content": person.gold.biography}]}
    if extra:
        row.update(extra)
    return row


def sft_examples(person: PersonData, pool: DistractorPool, rng: random.Random, n_distractors: int,
                 distractor_chars: int) -> list[dict[str, Any]]:
    """The plain example (generation-time references) and its augmented variants."""
    rows = [sft_example(person, person.references, "plain")]
    shuffled = shuffle_key_facts(person.references, person.key_sentences, rng)
    if shuffled is not None:
        rows.append(sft_example(person, shuffled, "shuffled"))
    mixed = add_distractors(person, pool, rng, n_distractors, distractor_chars)
    if mixed is not None:
        rows.append(sft_example(person, mixed[0], "distractors", {"distractors": mixed[1]}))
        if shuffled is not None:
            both = add_distractors(PersonData(person.gold, person.found, shuffled, person.key_sentences),
                                   pool, rng, n_distractors, distractor_chars)
            if both is not None:
                rows.append(sft_example(person, both[0], "shuffled+distractors", {"distractors": both[1]}))
    return rows


def write_jsonl(path: Path, rows: Iterable[dict[str, Any]]) -> int:
    n = 0
    with path.open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
            n += 1
    return n


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        raise InputError(f"{path}: no such file (run `shiguan train data` first)")
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
