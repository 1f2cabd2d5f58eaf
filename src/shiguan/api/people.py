"""Opening a project and its model, and finding the one person a name means."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..corpus.normalize import to_simplified
from ..errors import ShiguanError
from ..lang import EN, person_language
from ..llm import LLM, open_llm
from ..project import Project
from ..retrieve.citations import Citation, Citer
from ..retrieve.person import PersonResult, lookup, why_his
from ..store import AliasRow, TripleRow
from ..terminal import command


def open_project(root: Path) -> Project:
    return Project.open(root)


def open_model(project: Project, rules_only: bool = False) -> LLM | None:
    """The project's configured model, or None: `rules_only`, or no model configured."""
    return None if rules_only else open_llm(project.config.llm, project.store)


class NoSinglePerson(ShiguanError):
    """The name is unknown or shared; `result` holds where it occurs or the candidates."""

    def __init__(self, message: str, result: PersonResult):
        super().__init__(message)
        self.result = result


def find_person(project: Project, name: str, entity_id: int | None = None, doc: str | None = None) -> PersonResult:
    """Everything the name reaches. An --id that is not one of the people the name may mean is
    refused rather than silently answering about someone else."""
    found = lookup(project, name, entity_id, doc)
    if entity_id is None and found.ambiguous:
        found = _one_across(project, found, doc) or found
    if entity_id is not None and (found.resolved is None or found.resolved.matched == "id"):
        ids = ", ".join(f"{c.entity_id} ({c.name})" for c in lookup(project, name, None, doc).candidates)
        raise ShiguanError(f"--id {entity_id} is not one of the people 「{name}」 may mean"
                           f"{' in documents matching --doc ' + doc if doc else ''}: "
                           f"{ids or 'it is no name in the knowledge graph'}")
    return found


def _one_across(project: Project, found: PersonResult, doc: str | None) -> PersonResult | None:
    """The person a full name shared by English documents means: the one whose own account the
    corpus holds, the others being him named elsewhere (lang/en/accounts.py); None when the name
    stays ambiguous."""
    top = [c for c in found.candidates if c.matched == found.candidates[0].matched]
    if any(person_language(project.store, c.entity_id) != EN for c in top):
        return None
    from ..lang.en.accounts import account_holder
    from ..lang.en.rules import english_rules

    holder = account_holder(project.store, found.query, [c.entity_id for c in top], english_rules(project).names)
    if holder is None:
        return None
    one = lookup(project, found.query, holder.entity_id, doc)
    one.elsewhere = [c for c in top if c.entity_id in holder.mentions]
    one.elsewhere_why = holder.why
    return one


def one_person(project: Project, found: PersonResult) -> PersonResult:
    """`found` when it is one person; NoSinglePerson (unknown, or shared) otherwise."""
    if found.resolved is None:
        if found.ambiguous:
            raise NoSinglePerson(f"「{found.query}」 is ambiguous: rerun with --id", found)
        if not project.store.has_documents():
            raise NoSinglePerson("the project holds no documents yet: read some first with "
                                 f"`{command('ingest', project.root, 'FOLDER')}`", found)
        raise NoSinglePerson(f"「{found.query}」 is not a person in the knowledge graph{did_you_mean(found)}; "
                             f"try `{command('person', project.root, found.query)}` to see where it occurs", found)
    return found


def did_you_mean(found: PersonResult) -> str:
    """" (did you mean 「孙承宗」?)" when names a few edits away exist, else ""."""
    return f" (did you mean {' or '.join(f'「{form}」' for form in found.near)}?)" if found.near else ""


@dataclass(frozen=True)
class CitedFact:
    """A fact as a page shows it: its citation, its document's text, and why it is his."""
    triple: TripleRow
    citation: Citation
    text: str
    why: str


def cited_facts(project: Project, triples: Iterable[TripleRow]) -> list[CitedFact]:
    citer = Citer(project)
    texts: dict[int, str] = {}
    facts = []
    for t in triples:
        text = texts.setdefault(t.document_id, project.store.document_text(t.document_id))
        facts.append(CitedFact(t, citer.cite(t), text, why_his(t, text)))
    return facts


def matched_aliases(found: PersonResult, query: str) -> list[AliasRow]:
    """The person's name forms the query matched, in either script."""
    return [a for a in found.aliases if a.form in (query, to_simplified(query))]


def person_by_id(project: Project, entity_id: int) -> PersonResult | None:
    """A person with an entry, by id (the web app's addresses); None when there is none."""
    if not project.store.entries_of(entity_id):
        return None
    found = lookup(project, project.store.entity_name(entity_id), entity_id=entity_id)
    return found if found.resolved is not None else None
