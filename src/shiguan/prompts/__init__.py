"""Prompts as data: each request the model is sent comes from a file, not from code.

A prompt lives in `prompts/<lang>/<stage>.toml` (lang is the language the prompt is written in)
and its file stem is the stage the model-call log records, so a line of the log leads straight to
the text that produced it. A project changes a prompt without touching code by putting a file of
the same name under `<project>/prompts/<lang>/`; it replaces the shipped one whole.

A file holds its message templates (`system`, `user`, …) and declares their `variables`.
Placeholders are `$name` or `${name}` (string.Template): prompts are full of JSON braces, which
`{name}` would collide with; a literal dollar sign is `$$`. The declaration is checked when the
file is loaded, so a misspelt variable in an edited prompt is an error naming the file at once,
not a prompt sent with a hole in it halfway through a long job; rendering checks the values given.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from string import Template

from ..errors import ProjectError
from ..llm.protocol import Message

ROLES = ("system", "user")  # the parts that become messages, in this order
PROMPTS_DIR = "prompts"  # in a project directory: <project>/prompts/<lang>/<stage>.toml


class PromptError(ProjectError):
    """A prompt file that cannot be used, or a prompt rendered without the values it needs."""


@dataclass(frozen=True)
class Prompt:
    stage: str
    lang: str
    source: str  # the file it was read from, for messages
    variables: frozenset[str]
    parts: Mapping[str, Template]  # "system", "user" or another named part

    def render(self, part: str, **values: object) -> str:
        """One part with `values` put in; every placeholder of the part must be given, and
        nothing the file does not declare."""
        if part not in self.parts:
            raise PromptError(f"{self.source}: has no {part!r} part (it has {', '.join(self.parts)})")
        self._check(values, placeholders(self.parts[part]), f"part {part!r}")
        return self.parts[part].substitute({k: str(v) for k, v in values.items()})

    def messages(self, shots: Sequence[Message] = (), /, **values: object) -> list[Message]:
        """The system and user messages, with `shots` (worked examples as earlier turns) between
        them; `values` must fill both, and be declared by the file."""
        roles = [role for role in ROLES if role in self.parts]
        self._check(values, frozenset().union(*(placeholders(self.parts[r]) for r in roles)), "the prompt")
        system, user = ([Message(r, self.render(r, **values))] if r in self.parts else [] for r in ROLES)
        return [*system, *shots, *user]

    def _check(self, values: Mapping[str, object], needed: frozenset[str], what: str) -> None:
        missing, unknown = sorted(needed - set(values)), sorted(set(values) - self.variables)
        if missing:
            raise PromptError(f"{self.source}: {what} needs the variable(s) {', '.join(missing)}, not given")
        if unknown:
            raise PromptError(f"{self.source}: no variable(s) {', '.join(unknown)} declared")


def placeholders(template: Template) -> frozenset[str]:
    return frozenset(template.get_identifiers())


def parse_prompt(text: str, stage: str, lang: str, source: str) -> Prompt:
    """A prompt from the text of its file, checked: each part a string with valid placeholders,
    and the placeholders of all parts together exactly the declared variables."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PromptError(f"{source}: not valid TOML ({exc})") from None
    declared = data.pop("variables", [])
    if not isinstance(declared, list) or not all(isinstance(v, str) for v in declared):
        raise PromptError(f"{source}: 'variables' must be a list of names")
    if not set(ROLES) & set(data):
        raise PromptError(f"{source}: no message template (a 'system' or a 'user' text)")
    parts: dict[str, Template] = {}
    for name, body in data.items():
        if not isinstance(body, str):
            raise PromptError(f"{source}: {name!r} must be a string of template text")
        template = Template(body)
        if not template.is_valid():
            raise PromptError(f"{source}: {name!r} has a '$' that starts no variable (write $$ for a dollar sign)")
        parts[name] = template
    used = frozenset().union(*(placeholders(t) for t in parts.values()))
    if missing := sorted(used - set(declared)):
        raise PromptError(f"{source}: uses undeclared variable(s) {', '.join(missing)}; add them to 'variables'")
    if unused := sorted(set(declared) - used):
        raise PromptError(f"{source}: declares variable(s) {', '.join(unused)} that no template uses")
    return Prompt(stage, lang, source, frozenset(declared), parts)


@cache
def _load(stage: str, lang: str, project_root: Path | None, stamp: tuple[int, int] | None) -> Prompt:
    """Read and checked once per file version (`stamp`: an override's mtime and size)."""
    if stamp is not None:
        local = override_path(project_root, stage, lang)
        return parse_prompt(local.read_text("utf-8"), stage, lang, str(local))
    shipped = resources.files(__name__).joinpath(lang, f"{stage}.toml")
    if not shipped.is_file():
        raise PromptError(f"no prompt {lang}/{stage}.toml is shipped")
    return parse_prompt(shipped.read_text("utf-8"), stage, lang, f"shiguan/prompts/{lang}/{stage}.toml")


def override_path(project_root: Path, stage: str, lang: str) -> Path:
    return project_root / PROMPTS_DIR / lang / f"{stage}.toml"


def load_prompt(stage: str, lang: str, project_root: Path | None = None) -> Prompt:
    """The prompt for `stage` in `lang`: the project's own file if it has one, else the shipped."""
    local = override_path(project_root, stage, lang) if project_root is not None else None
    if local is None or not local.is_file():
        return _load(stage, lang, None, None)
    stat = local.stat()
    return _load(stage, lang, project_root, (stat.st_mtime_ns, stat.st_size))


def shipped_prompts() -> list[tuple[str, str]]:
    """(stage, lang) of every prompt the package ships."""
    root = resources.files(__name__)
    return sorted((f.name.removesuffix(".toml"), lang.name) for lang in root.iterdir() if lang.is_dir()
                  for f in lang.iterdir() if f.name.endswith(".toml"))
