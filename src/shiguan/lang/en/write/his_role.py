"""`ask` in English by rules: who stood to him in a role the reader keeps no relation for.

"Who was his first master in Louisiana?", "Who was her teacher?": the reader stores kinsmen,
spouses and schools, not a master, an owner or a pilot, and the sentence path needs two words of
the question in one sentence ("Our master's name was William Ford" holds one). Such a question,
"who" with the role noun his (questions_en.toml `roles`), is answered from the sentences of his
passages that give the role of his a person's name: "my master's name was X", "my master, X",
"X, my master", "my master was X", "X was my master" (his "my" or "our" in his own narrative, or
his name's possessive), told as done (mood.py). A name the question sets it in ("in Louisiana")
must stand in that sentence or one beside it. Exactly one person named so answers; with "first",
the one told first; an ordinal beyond it, or two people and no "first", is refused.
"""

from __future__ import annotations

import re
from typing import Any

from ....project import Project
from ....retrieve.person import lookup
from ..facts import said_so
from ..nlp import load
from ..rules import FactRules, english_rules
from ..verify.sentences import sentence_spans
from .question import WORD, EnglishQuestion
from .sentence_answer import Found, new_thing, thing_key, voiced

_MINE = frozenset({"my", "our"})


def _role(question: str, q: EnglishQuestion, rules: dict[str, Any]) -> tuple[str, bool] | None:
    """(the role noun, whether "first" is asked) of "Who was his [first] ROLE …?", or None."""
    words = [w.lower() for w in WORD.findall(question)]
    if len(words) < 3 or words[0] != "who" or words[1] not in ("was", "were", "is") or len(q.named) != 1:
        return None
    role = next((w for w in words[2:] if w in rules["roles"]), None)
    ordinals = set(rules["ordinals"]) & set(words)
    owned = rf"(?:['’]s|\bhis|\bher)\s+(?:first\s+)?{role}\b"  # Northup's first master, her teacher
    if role is None or ordinals or not re.search(owned, question, re.I):
        return None
    return role, "first" in words


def _named(token: Any) -> str:
    """The person's name the token stands in, or ""."""
    ent = next((e for e in token.sent.ents if e.start <= token.i < e.end), None)
    return ent.text if ent is not None and ent.label_ == "PERSON" else ""


def _of_role(role_token: Any, facts: FactRules) -> str:
    """The name a sentence gives the role noun: its name's value ("master's name was X"), a name in
    apposition either way, or the other side of "be" ("my master was X", "X was my master")."""
    head = role_token.head
    if role_token.dep_ == "poss" and head.lower_ == "name" and head.dep_ == "nsubj" and head.head.lemma_ == "be":
        attr = next((c for c in head.head.children if c.dep_ == "attr"), None)
        return _named(attr) if attr is not None and said_so(head.head, facts) else ""
    appos = next((c for c in role_token.children if c.dep_ == "appos"), None)
    if appos is not None:
        return _named(appos)
    if role_token.dep_ == "appos":
        return _named(head)
    if role_token.dep_ in ("nsubj", "attr") and head.lemma_ == "be" and said_so(head, facts):
        other = next((c for c in head.children if c.dep_ in ("nsubj", "attr") and c.i != role_token.i), None)
        return _named(other) if other is not None else ""
    return ""


def his_role(project: Project, question: str, q: EnglishQuestion, rules: dict[str, Any]
             ) -> tuple[str, Found, str] | None:
    """(the person, the sentence that names him so, why) or None (see the module's docstring)."""
    read = _role(question, q, rules)
    if read is None:
        return None
    role, first = read
    person = q.named[0]
    his = lookup(project, person.name, entity_id=person.entity_id)
    if his.resolved is None:
        return None
    facts = english_rules(project).facts
    forms = {w for f in [his.resolved.name, *(a.form for a in his.aliases)] for w in f.split() if w[:1].isupper()}
    store = project.store
    found: dict[str, tuple[tuple[int, int], str, Found]] = {}
    for hit in {h.chunk.id: h for h in his.chunks}.values():
        chunk = hit.chunk
        text = store.document_text(chunk.document_id)[chunk.start:chunk.end]
        if not re.search(rf"\b{role}\b", text, re.I):
            continue
        voice = voiced(project, his, chunk)
        spans = sentence_spans(text)
        for i, (start, end) in enumerate(spans):
            if not re.search(rf"\b{role}\b", text[start:end], re.I):
                continue
            beside = " ".join(text[s:e] for s, e in spans[max(0, i - 1):i + 2])
            if not all(re.search(rf"\b{re.escape(v)}\b", beside) for v in q.values):
                continue
            sentence = " ".join(text[start:end].split())
            for t in load()(sentence):
                owner = next((c for c in t.children if c.dep_ == "poss"), None)
                if t.lower_ != role or owner is None or not (
                        owner.lower_ in _MINE and voice or owner.text in forms):
                    continue
                name = _of_role(t, facts)
                if name and new_thing(name, question, [his.resolved.name, *forms]):
                    at = (chunk.start + start, chunk.start + end)
                    key = thing_key(name)
                    if key not in found or at < found[key][0]:
                        found[key] = (at, name, Found(sentence, at, chunk, (role,)))
    told = sorted(found.values(), key=lambda f: (f[2].chunk.document_id, f[0]))
    if not told or (len(told) > 1 and not first):
        return None
    _, name, sentence = told[0]
    why = f"read from the sentence of his passages that names his {role}" + (", the first told" if first else "")
    return name, sentence, why
