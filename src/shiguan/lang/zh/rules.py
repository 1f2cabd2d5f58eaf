"""The pattern files classical Chinese is read by, as one project's rules: segment.toml (entries
and their headings), extract.toml (facts), subjects.toml and sentence_rules.toml (whose each
fact is), each with the project's own copy merged over the shipped one."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ...config import Config
from ...project import Rules
from ...rules import load_rules
from .extract_rules import ExtractRules
from .name_shapes import SubjectRules
from .naming import NamingRules
from .outcomes import OutcomeRules
from .segment import SegmentRules


@dataclass(frozen=True)
class ChineseRules:
    segment: SegmentRules
    naming: NamingRules
    extract: ExtractRules
    subjects: SubjectRules
    outcome: OutcomeRules

    @classmethod
    def load(cls, root: Path, config: Config) -> ChineseRules:
        return cls(SegmentRules.from_dict(load_rules("segment.toml", root)),
                   NamingRules.from_dict(load_rules("segment.toml", root)),
                   ExtractRules.from_dict(load_rules("extract.toml", root)),
                   SubjectRules.from_dicts(load_rules("subjects.toml", root), load_rules("sentence_rules.toml", root),
                                           *_offices(load_rules("extract.toml", root))),
                   OutcomeRules.from_dict(load_rules("extract.toml", root)))


def chinese_rules(rules: Rules) -> ChineseRules:
    """The project's Chinese rules, loaded at the first use."""
    return rules.language_rules("zh", ChineseRules.load)


def _offices(extract: dict) -> tuple[str, str]:
    """The office words titles are read by before a name, and those the reader also knows."""
    offices = extract["offices"]
    return offices["suffixes"], offices.get("reader_suffixes", "")
