"""The extraction ontology (data/ontology.toml) and the typed triples every extractor returns.

Rules, the model's regex path and its chain-of-thought path all produce `RelationTriple`s with
spans into the text they read, so evaluation, storage and display treat them alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import ProjectError
from ..rules import load_rules


@dataclass(frozen=True)
class Relation:
    name: str
    head: tuple[str, ...]  # allowed entity types
    tail: tuple[str, ...]
    definition: str


@dataclass(frozen=True)
class DatasetLabels:
    """How this ontology's relations are named in a benchmark, and which ones point the other way."""

    labels: dict[str, str]
    inverse: frozenset[str]
    # relation -> {last character of the tail: label}: C-CLUE counts a king (立章邯为雍王) as an office.
    by_tail_end: dict[str, dict[str, str]] = field(default_factory=dict)

    def convert(self, head: str, relation: str, tail: str) -> tuple[str, str, str] | None:
        label = self.by_tail_end.get(relation, {}).get(tail[-1:], self.labels.get(relation))
        if label is None:
            return None
        return (tail, label, head) if relation in self.inverse else (head, label, tail)


@dataclass(frozen=True)
class Ontology:
    types: dict[str, str]  # english key -> Chinese label shown to the model
    relations: dict[str, Relation]
    datasets: dict[str, DatasetLabels]
    regex_cues: tuple[str, ...] = ()
    regex_demonstrations: tuple[tuple[str, str, str], ...] = ()  # (text, relation, regex)
    shots: tuple[dict[str, Any], ...] = ()  # worked chain-of-thought examples

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Ontology:
        types = dict(d["types"])
        relations = {}
        for name, r in d["relations"].items():
            for t in (*r["head"], *r["tail"]):
                if t not in types:
                    raise ProjectError(f"ontology: relation {name} uses an unknown entity type {t!r}")
            relations[name] = Relation(name, tuple(r["head"]), tuple(r["tail"]), r["definition"])
        datasets = {}
        for key, ds in d.get("datasets", {}).items():
            unknown = set(ds["labels"]) - set(relations)
            if unknown:
                raise ProjectError(f"ontology: dataset {key} maps unknown relations {sorted(unknown)}")
            datasets[key] = DatasetLabels(dict(ds["labels"]), frozenset(ds.get("inverse", ())),
                                          {k: dict(v) for k, v in ds.get("by_tail_end", {}).items()})
        regex = d.get("regex", {})
        return cls(types, relations, datasets, tuple(regex.get("cues", ())),
                   tuple(tuple(x) for x in regex.get("demonstrations", ())), tuple(d.get("shots", ())))

    @classmethod
    def load(cls, project_root: Path | None = None) -> Ontology:
        return cls.from_dict(load_rules("ontology.toml", project_root))

    def restricted(self, names: set[str] | None) -> Ontology:
        """The same ontology with only the named relations (None keeps all)."""
        if names is None:
            return self
        return replace(self, relations={k: v for k, v in self.relations.items() if k in names})

    def type_key(self, label: str) -> str | None:
        """'人物' or 'person' -> 'person'."""
        if label in self.types:
            return label
        return next((k for k, v in self.types.items() if v == label), None)


@dataclass(frozen=True)
class Mention:
    """An entity as it stands in the text read: offsets relative to that text."""

    text: str
    type: str
    start: int
    end: int


@dataclass(frozen=True)
class RelationTriple:
    head: Mention
    relation: str
    tail: Mention
    evidence: tuple[int, int]  # the sentence holding both ends
    method: str  # rules:<pattern> | regex | cot
    score: float | None = None  # process-supervision total out of 10, when scored

    def key(self) -> tuple[str, str, str]:
        return (self.head.text, self.relation, self.tail.text)
