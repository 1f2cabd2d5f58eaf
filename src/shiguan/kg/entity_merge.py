"""Entity normalisation after extraction (APOLLO Eq. 4, η): merge entities that are one.

Rules first. A person the model found only in one document merges into an indexed person when
the alias dictionary gives that name (name, 字, 号, 初名 …) to exactly one person with an entry
in that document. Traditional and simplified forms of a place or office were already keyed
together at extraction.

Then the model, for the rest, but only for places, offices, titles and organisations: a pair of
names of one type where one contains the other (伊犁 / 伊犁城) is put to the model as a yes/no
question with the sentences that use them. People are never merged by the model: two people
sharing a name stay two unless the alias dictionary and the document say otherwise.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from ..llm import LLM
from ..prompts import load_prompt
from ..store import Store
from .resolve import LOOKUP_KINDS, with_entry_in

_MODEL_TYPES = ("location", "office", "title", "organisation")
_MAX_PAIRS = 200

class SameEntity(BaseModel):
    same: bool
    reason: str


def merge_by_alias(store: Store) -> int:
    merged = 0
    for entity_id, name, scope in store.scoped_people():
        document_id = int(scope.removeprefix("doc:"))
        owners = {a.entity_id for a in store.aliases_with_form(name) if a.kind in LOOKUP_KINDS}
        here = with_entry_in(store, owners, document_id)
        if len(here) == 1:
            store.merge_entity(entity_id, here.pop(), "alias",
                               f"「{name}」 names one person with an entry in this document")
            merged += 1
    return merged


def candidate_pairs(names: list[tuple[int, str]]) -> list[tuple[tuple[int, str], tuple[int, str]]]:
    """Pairs where the shorter name (two characters or more) stands inside the longer."""
    pairs = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            short, long_ = (a, b) if len(a[1]) <= len(b[1]) else (b, a)
            if len(short[1]) >= 2 and short[1] != long_[1] and short[1] in long_[1]:
                pairs.append((short, long_))
    return pairs[:_MAX_PAIRS]


def merge_by_model(store: Store, llm: LLM, project_root: Path | None = None) -> int:
    prompt = load_prompt("normalise", "zh", project_root)
    merged = 0
    gone: set[int] = set()
    for type_ in _MODEL_TYPES:
        for (a_id, a), (b_id, b) in candidate_pairs(store.edge_entities(type_)):
            if a_id in gone or b_id in gone:
                continue
            context = "\n".join(store.edge_sentences(a_id, 2) + store.edge_sentences(b_id, 2))
            v = llm.structured(prompt.stage, prompt.messages(a=a, b=b, context=context), SameEntity, max_tokens=120)
            if v.same:
                with store.transaction():
                    store.merge_entity(a_id, b_id, "model", v.reason)
                gone.add(a_id)
                merged += 1
    return merged


def normalise(store: Store, llm: LLM | None, project_root: Path | None = None) -> int:
    """Merge what the rules (and, given a model, the model) find to be one entity."""
    with store.transaction():
        merged = merge_by_alias(store)
    if llm is not None:
        merged += merge_by_model(store, llm, project_root)
    return merged
