"""One person across documents: the man whose own account the corpus holds, and his name elsewhere.

Each English document stores the people it names as its own (store.py): the narrator of one
book and the same full name quoted in another book are two nodes. A user asks for the man, not
for a document, so a full name that reaches several people of equal claim to it means the one
whose own account the corpus holds (a narrator, an article's subject) when every other is only
named, in other documents, and nothing tells them apart: a year of birth or death, a father or a
mother, or a sex that differ (Mrs. John Stuart Mill is his wife, not him). Two accounts under
one name, or a namesake the reader kept apart inside the account's own book, stay apart. Nothing
is merged in the store: his biography is his own account's, and the other mentions are listed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...store import Store
from .people import NameRules, split_title, title_gender
from .store import NARRATOR_ENTRY, SUBJECT_ENTRY

ACCOUNTS = (NARRATOR_ENTRY, SUBJECT_ENTRY)
_DATED = ("birth", "death")  # a year of either that differs tells two men apart
_PARENTS = ("father", "mother")


@dataclass(frozen=True)
class Holder:
    """The person a shared full name means, and the others it names: the same man elsewhere."""
    entity_id: int
    why: str
    mentions: tuple[int, ...]


def account_holder(store: Store, name: str, candidates: Sequence[int], rules: NameRules) -> Holder | None:
    """The one of `candidates` (the people the full `name` reaches, each with an equal claim to
    it) whose own account the corpus holds, when all the others are that man named elsewhere;
    None when no one, or more than one, holds an account, or when something tells them apart."""
    if len(split_title(name, rules)[1].split()) < 2:
        return None  # a surname or a given name alone: many men bear it
    entries = {c: store.entries_of(c) for c in candidates}
    holders = [c for c, es in entries.items() if any(e.pattern in ACCOUNTS for e in es)]
    if len(holders) != 1 or len(candidates) < 2:
        return None
    holder = holders[0]
    his_documents = {e.document_id for e in entries[holder]}
    for other in candidates:
        if other != holder and (his_documents & {e.document_id for e in entries[other]}
                                or told_apart(store, holder, other, rules)):
            return None
    account = next(e for e in entries[holder] if e.pattern in ACCOUNTS)
    role = "narrator" if account.pattern == NARRATOR_ENTRY else "subject"
    others = sorted({e.path for c in candidates if c != holder for e in entries[c]})
    return Holder(holder, f"«{name}» is the {role} of {account.path}; the same full name in {', '.join(others)} "
                          "is taken for him: nothing there tells them apart (no other year of birth or death, "
                          "no other parent, no other sex)", tuple(c for c in candidates if c != holder))


def told_apart(store: Store, one: int, other: int, rules: NameRules) -> str:
    """What tells two people of one name apart ("" when nothing does): a year of birth or death
    both have and that differs, a father or mother both have and that differs, or their sex."""
    mine, theirs = store.triples_of(one), store.triples_of(other)
    for relation in _DATED:
        a = {t.year for t in mine if t.relation == relation and t.decided and t.year}
        b = {t.year for t in theirs if t.relation == relation and t.decided and t.year}
        if a and b and not a & b:
            return f"{relation} in {sorted(a)} and {sorted(b)}"
    for relation in _PARENTS:
        a = {t.tail_text.lower() for t in mine if t.relation == relation and t.decided}
        b = {t.tail_text.lower() for t in theirs if t.relation == relation and t.decided}
        if a and b and not any(x in y or y in x for x in a for y in b):
            return f"{relation} {sorted(a)} and {sorted(b)}"
    sexes = [sex_of(store, p, rules, triples) for p, triples in ((one, mine), (other, theirs))]
    if all(sexes) and sexes[0] != sexes[1]:
        return f"sex {sexes[0]} and {sexes[1]}"
    return ""


def sex_of(store: Store, person: int, rules: NameRules, triples: Sequence = ()) -> str:
    """"m" or "f" by what the reader stored (his sex), else by the titles of his name forms (Mrs.),
    else by his given name; "" when none says, or they disagree."""
    stored = {t.tail_text for t in triples if t.relation == "sex" and t.tail_text in ("m", "f")}
    if len(stored) == 1:
        return stored.pop()
    forms = [a.form for a in store.aliases_of(person)] or [store.entity_name(person)]
    said = {g for f in forms if (g := title_gender(split_title(f, rules)[0], rules)) in ("m", "f")}
    if not said:
        said = {g for f in forms if (g := rules.given.get(split_title(f, rules)[1].split()[0].lower(), ""))}
    return said.pop() if len(said) == 1 else ""
