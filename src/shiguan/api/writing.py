"""The jobs that write about one person or answer about the graph: biography (one, or a batch
written in parallel), check and ask. Each records what it wrote."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import MAX_CLAIM_CHARS, MAX_QUESTION_CHARS, ShiguanError, within
from ..lang import codes, language, person_language, question_language
from ..llm import LLM, LLMError
from ..output import write_output
from ..project import Project
from ..retrieve.person import PersonResult, lookup
from ..verify.verdicts import ClaimCheck
from ..write.types import Answer, Biography, BiographyOptions, VerifiedBiography
from .outputs import record_check, record_output
from .people import did_you_mean


def _checked(lang: str | None) -> str | None:
    if lang is not None and lang not in codes():
        raise ShiguanError(f"--lang {lang}: give one of {', '.join(sorted(codes()))}")
    return lang


def biography_language(project: Project, found: PersonResult, lang: str | None = None) -> str:
    """The language his biography is written in: `lang`, else that of the documents of his entries."""
    assert found.resolved is not None
    return _checked(lang) or person_language(project.store, found.resolved.entity_id)


def biography(project: Project, found: PersonResult, llm: LLM | None,
              options: BiographyOptions = BiographyOptions()) -> tuple[Biography | VerifiedBiography, int]:
    """The resolved person's biography, written by the pack of his language (`options.lang`,
    else that of his documents), and the id of its stored output."""
    bio = language(biography_language(project, found, options.lang)).biography(project, found, llm, options)
    return bio, record_output(project, "biography", bio.mode, bio.markdown(), bio.to_json(), bio.entity_id)


@dataclass
class BatchOutcome:
    written: int = 0
    skipped: int = 0  # already in the directory (see `force`)
    failed: list[str] = field(default_factory=list)  # names that are no single person, and why
    error: LLMError | None = None  # the model failed: the run stopped, and a rerun resumes


def biography_batch(project: Project, names: Sequence[str], out_dir: Path, llm: LLM | None,
                    options: BiographyOptions = BiographyOptions(), force: bool = False,
                    on_start: Callable[[int], None] | None = None,
                    on_done: Callable[[str], None] | None = None) -> BatchOutcome:
    """One file per name in `out_dir`; names already written are skipped unless `force`.

    With a model, `concurrency` biographies are written at once (LLM.map), so an OpenAI-compatible
    server has that many requests to work on; the first model failure stops the batch once
    those in hand are written, and a rerun resumes from the files and the call log."""
    suffix = ".json" if options.as_json else ".md"
    todo = [n for n in names if force or not (out_dir / f"{n}{suffix}").exists()]
    outcome = BatchOutcome(skipped=len(names) - len(todo))
    if on_start:
        on_start(len(todo))
    written: list[str] = []

    def write(name: str) -> str:
        """Why the name was not written; "" when it was."""
        try:
            r = lookup(project, name)
        except ShiguanError as exc:
            return str(exc)
        if r.resolved is None:
            return f"{name}: {'ambiguous' if r.ambiguous else 'not in the knowledge graph' + did_you_mean(r)}"
        b, _ = biography(project, r, llm, options)
        try:
            write_output(out_dir / f"{name}{suffix}", b.to_json() + "\n" if options.as_json else b.markdown(), force)
        except ShiguanError as exc:  # a symbolic link or a directory where this name's file goes
            return str(exc)
        written.append(name)
        return ""

    def one(name: str) -> str:
        why = write(name)
        if on_done:
            on_done(name)
        return why

    try:
        problems = llm.map(one, todo) if llm is not None else [one(n) for n in todo]
        outcome.failed = [p for p in problems if p]
    except LLMError as exc:
        outcome.error = exc
    outcome.written = len(written)
    return outcome


def check(project: Project, found: PersonResult, claim: str, llm: LLM | None) -> ClaimCheck:
    """A verdict on each atomic fact of the claim, by the pack of his language; recorded among the
    project's checks."""
    assert found.resolved is not None
    within(claim, MAX_CLAIM_CHARS, "claim")
    result = language(person_language(project.store, found.resolved.entity_id)).check(project, found, claim, llm)
    record_check(project, result)
    return result


def ask(project: Project, question: str, llm: LLM | None, hops: int = 2, lang: str | None = None) -> Answer:
    """An answer from the graph with the sentence of every fact used; recorded among the outputs.
    The question's language (`lang`, else its script: mostly Latin letters is English) decides
    which pack answers it, from the sources in that language."""
    within(question, MAX_QUESTION_CHARS, "question")
    answer = language(_checked(lang) or question_language(question)).answer(project, question, llm, hops)
    record_output(project, "answer", llm.name if llm else "rules", answer.markdown(), answer.to_json())
    return answer
