"""What the graph of one book says, read through the parallel translation.

Only modules that are the project's outside face are used: `shiguan.api` (ingest, the rules-only
biography, a person by id), `shiguan.project` and `shiguan.store` (documents, entries, triples,
aliases, mentions; the store's tables where it has no reader for them: the people of one
document, and which people hold which forms).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from parallel_labels import KIN_RENDERINGS, Subject, read_clause
from parallel_names import (
    WORDLIKE_SURNAMES,
    Lexicon,
    Mention,
    chapter_lexicon,
    given_names,
    name_shaped,
    name_variants,
    split_man_forms,
    split_surname,
    translation_names,
    used_for_person,
)
from parallel_text import Chapter, Located, clause_spans, locate_lines

import shiguan
from shiguan import api
from shiguan.corpus.normalize import to_simplified
from shiguan.project import Project


@cache
def surnames() -> frozenset[str]:
    """The Han surnames shiguan ships (data/surnames.txt, wherever the package keeps it)."""
    path = next(Path(shiguan.__file__).parent.rglob("surnames.txt"))
    lines = path.read_text("utf-8").splitlines()
    return frozenset(w for ln in lines if not ln.startswith("#") for w in ln.split())


def key(entity_id: int) -> str:
    return f"e{entity_id}"


@dataclass(frozen=True)
class Reading:
    """How the translation reads one classical clause."""

    line: int | None  # the classical line (None: the span is in no located line)
    classical: str  # the classical clause
    translation: str  # the translated line
    rendered: str  # the translation's clause that renders it
    subject: Subject
    topic: Subject | None = None  # with no subject or a pronoun: whom the translation was talking about


_UNTRANSLATED = Subject("untranslated")
_KIN_WORD = re.compile(r"子|弟|兄|孙|侄")


@dataclass
class Document:
    """One chapter as ingested: its stored text, where its classical lines stand, and the names
    its translation uses."""

    chapter: Chapter
    doc_id: int
    text: str
    located: Located
    people: dict[str, set[str]]  # person key -> the graph's forms for him
    entry_names: set[str]
    kinsmen: dict[str, str] = field(default_factory=dict)  # person key -> kinship of an entry hung on a relative
    lexicon: Lexicon = field(default_factory=Lexicon)
    _mentions: dict[int, list[Mention]] = field(default_factory=dict)
    _forms: dict[str, set[str]] = field(default_factory=dict)
    _kin: frozenset[str] | None = None

    @property
    def kin_surnames(self) -> frozenset[str]:
        """The surnames of the chapter's subjects (their kinsmen's too): those of its entries, and
        those of the full names its translation writes five times or more (a subject the graph
        did not find: 宗泽, whose son the graph calls 子颖). A surname that is mostly a word counts
        only from such a written name whose given name the graph holds alone (于 of 于烈, for the
        graph's 烈; not 任 of the place 任城)."""
        if self._kin is None:
            translation = self.translation
            written = {n for n in translation_names(self.pairs(), surnames(), "\n".join(self.chapter.source))
                       if translation.count(n) >= 5}
            alone = {f for forms in self.people.values() for f in forms}
            self._kin = frozenset(s for n in set(self.entry_names) | written
                                  if (s := split_surname(n, surnames())[0])
                                  and (len(s) == 2 or s not in WORDLIKE_SURNAMES
                                       or (n in written and n[len(s):] in alone)))
        return self._kin

    @property
    def translation(self) -> str:
        return "\n".join(self.chapter.target)

    def pairs(self) -> list[tuple[str, str]]:
        return list(zip(self.chapter.source, self.chapter.target))

    def kinsman(self, person: str) -> bool:
        """Whether the graph knows the person as someone's kinsman: his entry hangs on a relative,
        or his name carries a kinship word (子庆远, 绰弟椿)."""
        named = self.people.get(person, ())
        return person in self.kinsmen or any(len(f) >= 3 and given_names(f) and _KIN_WORD.search(f) for f in named)

    def kin_words(self, person: str) -> str:
        """The modern words ("儿子|长子…") for the kinsman of the entry's subject the graph's person
        is, by his entry's kinship or the kinship word in his name (子庆远); "" for none."""
        kinship = self.kinsmen.get(person, "")
        if not kinship:
            named = [f for f in self.people.get(person, ()) if len(f) >= 3 and given_names(f)]
            found = [_KIN_WORD.search(f) for f in named]
            kinship = next((m.group() for m in found if m and m.start() <= 2), "")
        return "|".join(KIN_RENDERINGS.get(kinship, ()))

    def forms_of(self, person: str) -> set[str]:
        """The person's names: the graph's forms, the given names inside them, and the lexicon's."""
        if person not in self._forms:
            forms = set(self.people.get(person, ()))
            forms |= {g for f in forms for g in given_names(f)}
            self._forms[person] = forms | {f for f, who in self.lexicon.forms.items() if person in who}
        return self._forms[person]

    def mentions(self, line: int) -> list[Mention]:
        if line not in self._mentions:
            self._mentions[line] = self.lexicon.mentions(self.chapter.target[line])
        return self._mentions[line]

    def read(self, start: int, value: tuple[int, int], relation: str = "") -> Reading:
        """The translation's reading of the clause holding `value` (document offsets)."""
        line = self.located.line_at(value[0])
        if line is None:
            line = self.located.line_at(start)
        if line is None:
            return Reading(None, "", "", "", _UNTRANSLATED)
        ls, le = self.located.spans[line]  # type: ignore[misc]
        spans = clause_spans(self.text, ls, le) or [(ls, le)]
        k = next((i for i, (s, e) in enumerate(spans) if s <= value[0] < e),
                 min(range(len(spans)), key=lambda i: abs(spans[i][0] - value[0])))
        cs, ce = spans[k]
        target = self.chapter.target[line]
        mentions = self.mentions(line)
        own = self.text[max(value[0], cs):min(value[1], ce)]
        before = (self.chapter.target[line - 1], self.mentions(line - 1)) if line > 0 else None
        r = read_clause(self.text[cs:ce], k / (len(spans) - 1) if len(spans) > 1 else 0.0, target, mentions,
                        own, relation, before, self.chapter.source[line])
        return Reading(line, self.text[cs:ce], target, r.rendered, r.subject, r.topic)


def _document_people(project: Project, doc_id: int) -> dict[int, set[str]]:
    """The people the graph knows in one document, with every form it holds for each: entry
    subjects, heads and person tails of its triples, its aliases and mentions."""
    db = project.store.db
    ids = {r[0] for r in db.execute(
        "SELECT entity_id FROM entries WHERE document_id=? UNION SELECT head_id FROM triples WHERE document_id=? "
        "UNION SELECT tail_id FROM triples WHERE document_id=? AND tail_id IS NOT NULL "
        "UNION SELECT m.entity_id FROM mentions m JOIN chunks c ON c.id=m.chunk_id WHERE c.document_id=?",
        (doc_id,) * 4)}
    people: dict[int, set[str]] = {}
    for eid, (name, type_) in project.store.entities(ids).items():
        if type_ == "person":
            forms = {name} | {a.form for a in project.store.aliases_of(eid)}
            people[eid] = forms | {to_simplified(f) for f in forms}
    return people


def unwritten_forms(people: dict[str, set[str]], translation: str, names: frozenset[str]) -> dict[str, set[str]]:
    """The graph's full names (a surname of `names`, even one mostly a word: 寇赞) that the
    translation never writes: it may write them varied (温子升 as 温子癉, 寇赞 as 寇硈)."""
    return {k: {f for f in forms if f not in translation and split_surname(f, names)[0]} for k, forms in people.items()}


def documents(project: Project, chapters: list[Chapter]) -> list[Document]:
    """Each chapter's stored document, its classical lines located and its names gathered."""
    out = []
    for chapter in chapters:
        stored = project.store.documents_at_path(str(chapter.text_path))
        if not stored:
            continue
        doc = stored[-1]
        text = project.store.document_text(doc.id)
        people = _document_people(project, doc.id)
        entries = project.store.entries_of_document(doc.id)
        d = Document(chapter, doc.id, text, locate_lines(text, chapter.source),
                     {key(e): forms for e, forms in people.items()}, {e.name for e in entries},
                     {key(e.entity_id): e.kinship for e in entries if e.kinship})
        named = _person_forms(d)
        for k, styles in _courtesy_names(project, doc.id).items():
            named.setdefault(k, set()).update(styles)
        unwritten = unwritten_forms(d.people, d.translation, surnames())
        d.lexicon = chapter_lexicon(named, d.pairs(), surnames(), d.kin_surnames, unwritten)
        for k, forms in d.people.items():  # one man the graph split into two nodes names both
            for form in split_man_forms(forms, d.lexicon.forms, surnames(), d.kin_surnames):
                if form in d.lexicon.forms:
                    d.lexicon.forms[form] = d.lexicon.forms[form] | {k}
        out.append(d)
    return out


def _courtesy_names(project: Project, doc_id: int) -> dict[str, set[str]]:
    """Each man's 字 of two characters or more, as the graph reads it: a translation calls a man
    by it (伯渊说…) as by his name."""
    out: dict[str, set[str]] = {}
    for head, style in project.store.db.execute(
            "SELECT head_id, tail_text FROM triples WHERE document_id=? AND relation='字'", (doc_id,)):
        style = to_simplified(style)
        if 2 <= len(style) <= 3:
            out.setdefault(key(head), set()).add(style)
    return out


def _person_forms(doc: Document) -> dict[str, set[str]]:
    """The graph's forms that name a person in the translation: shaped as a Han name (surname and
    given name), or used there for a person (see `used_for_person`); a one-character form counts
    through the full name the translation writes for it."""
    translation = doc.translation
    kept: dict[str, set[str]] = {}
    for k, forms in doc.people.items():
        good = {f for f in forms if any(name_shaped(v, surnames(), doc.kin_surnames) or used_for_person(v, translation)
                                         for v in _variants(f, translation, doc.kin_surnames) if v in translation)}
        if good:
            kept[k] = good
    return kept


def _variants(form: str, translation: str, kin: frozenset[str] = frozenset()) -> set[str]:
    return name_variants(form, translation, surnames(), kin)


def person_used(doc: Document, forms: set[str], subjects: set[str]) -> bool:
    """Whether the translation uses one of a person's forms (or the full names it writes for them)
    for a person: as the subject of a clause (`subjects`: the names found as subjects), or in a
    person's context (see `used_for_person`)."""
    translation = doc.translation
    variants = {v for f in forms for v in _variants(f, translation, doc.kin_surnames)}
    return bool(variants & subjects) or any(used_for_person(v, translation) for v in variants)


def ingest_book(project: Project, chapters: list[Chapter], workers: int,
                on_file: Callable[[Path, int, int], None] | None = None) -> float:
    """Ingest the chapters' printed text (files already stored are skipped); seconds taken."""
    import time

    started = time.perf_counter()
    api.ingest(project, [c.text_path for c in chapters if c.has_text], on_wait=lambda _: None,
               on_file=on_file, workers=workers)
    return time.perf_counter() - started


def rules_biography(project: Project, entity_id: int) -> dict | None:
    """His rules-only biography (as `bio --json` gives it), or None when he is no single person."""
    found = api.person_by_id(project, entity_id)
    if found is None:
        return None
    bio, _ = api.biography(project, found, None)
    return bio.to_dict()
