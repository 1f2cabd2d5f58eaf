"""Store what the English reader read from one document: its people, their entries and name
forms, its passages, and their facts, each under the person it was decided to be about.

A person is kept when the document is about him (its narrator, an article's subject), has a
fact, or is named at least twice: a name spaCy saw once and nothing was read about is more often
a misreading than a person. The narrator's entry is the passages where he speaks; an article's
subject's is the whole article. A person keeps his id when the document is read again
(`before`: the old version's people by name).
"""

from __future__ import annotations

from bisect import bisect_right

from ...models import Fact
from ...store import AliasRow, NewChunk, NewEntry, NewTriple, Store
from .people import Person, split_title
from .read import EnglishRead

NARRATOR_ENTRY, SUBJECT_ENTRY, PERSON_ENTRY = "en-narrator", "en-subject", "en-person"  # an article's subject


def store_english(store: Store, doc_id: int, text: str, read: EnglishRead, before: dict[str, list[int]]) -> int:
    """Store the read document under `doc_id`; returns the number of entries (people) stored."""
    facts_of: dict[str, list[Fact]] = {}
    for key, fact in read.facts:
        facts_of.setdefault(key, []).append(fact)
    people = read.people
    kept = [p for p in people.persons.values() if p.about or p.key in facts_of or people.named_count(p.key) >= 2]
    kept.sort(key=lambda p: (not p.about, p.first.start if p.first else 0))
    starts = [s for s, _ in read.chunks]
    body = (read.body[0][0], read.body[-1][1]) if read.body else (0, len(text))
    entry_of: dict[str, int] = {}
    entity_of: dict[str, int] = {}
    for ord_, person in enumerate(kept):
        earlier = before.get(person.key)
        entity_id = earlier.pop(0) if earlier else store.add_entity(person.key)
        if person.about:  # his entry is the whole work: his surname alone is his anywhere in it
            start, end = body
        else:
            at = max(0, bisect_right(starts, person.first.start if person.first else 0) - 1)
            start, end = read.chunks[at] if read.chunks else body
        heading = person.forms.most_common(1)[0][0] if person.forms else person.key
        entry_of[person.key] = store.add_entry(NewEntry(
            document_id=doc_id, ord=ord_, heading=heading, name=person.key, start=start, end=end,
            pattern=NARRATOR_ENTRY if person.narrator else SUBJECT_ENTRY if person.about else PERSON_ENTRY,
            kinship="", relative_of="", entity_id=entity_id))
        entity_of[person.key] = entity_id
        store.add_aliases(_aliases(person, entity_id, entry_of[person.key], read))
    about = next((entry_of[p.key] for p in kept if p.about), None)

    def owner(start: int) -> int | None:
        """The narrator's passages are those where he speaks, and the title page's title naming him;
        an article's are all its subject's."""
        return about if read.subject or people.speaks(start) or any(s == start for s, _ in read.title) else None

    chunk_ids = [store.add_unindexed_chunk(NewChunk(document_id=doc_id, ord=i, start=s, end=e, kind="paragraph",
                                                    entry_id=owner(s)))
                 for i, (s, e) in enumerate(read.chunks)]
    store.index_chunks((c, text[s:e]) for c, (s, e) in zip(chunk_ids, read.chunks))  # in one batch
    rows = []
    for key, facts in facts_of.items():
        for f in facts:
            assert f.subject is not None
            chunk_id = chunk_ids[max(0, bisect_right(starts, f.evidence.start) - 1)] if chunk_ids else None
            rows.append(NewTriple(
                head_id=entity_of[key], relation=f.relation, tail_text=f.value, tail_id=None,
                entry_id=entry_of[key], chunk_id=chunk_id, document_id=doc_id,
                start=f.evidence.start, end=f.evidence.end, value_start=f.span.start, value_end=f.span.end,
                method=f.method, score=f.score, when_text=f.when,
                when_start=f.when_span.start if f.when_span else None,
                when_end=f.when_span.end if f.when_span else None, year=f.year, detail=f.detail,
                basis=f.subject.basis, about=f.subject.name, cue_start=f.subject.cue.start if f.subject.cue else None,
                cue_end=f.subject.cue.end if f.subject.cue else None, note=f.subject.note, era=""))
    store.add_triples(rows)
    store.set_meta(f"lang:{doc_id}", "en")
    if read.narrator:
        store.set_meta(f"narrator:{doc_id}", f"{read.narrator}\t{read.narrator_reason}")
    return len(kept)


def _aliases(person: Person, entity_id: int, entry_id: int, read: EnglishRead) -> list[AliasRow]:
    """His full name and every form the document names him by: a full name or a titled form is
    looked up anywhere (global), a single word (a surname, a given name) only inside his entry."""
    first = person.first
    rows = {person.key: AliasRow(entity_id=entity_id, entry_id=entry_id, form=person.key, kind="name", scope="global",
                                 start=first.start if first and person.forms.get(person.key) else None,
                                 end=first.end if first and person.forms.get(person.key) else None,
                                 rule="" if person.forms.get(person.key) else "narrator: " + read.narrator_reason)}
    for form in person.forms:
        if form in rows:
            continue
        title, bare = split_title(form, read.people.rules)
        if title:
            kind, scope = "title+name", "global"
        elif len(bare.split()) > 1:
            kind, scope = "name", "global"
        else:
            kind = "surname" if bare == person.surname and bare != person.given else "given"
            scope = "global" if bare == person.key else "entry"
        rows[form] = AliasRow(entity_id=entity_id, entry_id=entry_id, form=form, kind=kind, scope=scope,
                              start=None, end=None, rule="as the document names him")
    return list(rows.values())
