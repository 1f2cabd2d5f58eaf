"""The pattern files English is read by, as one project's rules: en_facts.toml (the dependency
patterns of facts) and en_names.toml (titles, kinsmen, given names), each with the project's own
copy merged over the shipped one."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ...config import Config
from ...project import Rules
from .facts import FactRules, fact_rules
from .people import NameRules, name_rules


@dataclass(frozen=True)
class EnglishRules:
    facts: FactRules
    names: NameRules

    @classmethod
    def load(cls, root: Path, config: Config) -> EnglishRules:
        return cls(fact_rules(root), name_rules(root))


def english_rules(rules: Rules) -> EnglishRules:
    """The project's English rules, loaded at the first use."""
    return rules.language_rules("en", EnglishRules.load)
