"""`ask` in English by rules: which one of a kind, as the sentence of his fact names it.

"Of which regiment was he appointed colonel?" meets his fact "became colonel", whose template says no
regiment; its sentence may: "This was the 21st Illinois infantry, the regiment of which I
subsequently became colonel". The thing is taken only where the parse ties it to the fact: the
fact's clause is a relative clause of the kind's noun, and that noun is in apposition to a name, has
one in apposition to it, or is named by its own modifiers ("the 21st regiment, which I commanded");
a name is capitalised words or a number. A regiment the sentence names beside the fact ("When I was
appointed colonel, the 21st regiment was still in the State service") is not his office's: nothing
in the parse says so, and a wrong regiment with a real citation is the worst answer.
"""

from __future__ import annotations

from typing import Any

from ....retrieve.citations import Citer
from ....store import TripleRow
from ..nlp import load
from .answering import EnglishAnswer, word_stem
from .question import EnglishQuestion

_CLAUSES = frozenset({"relcl", "acl"})
_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "his", "her", "my", "our", "their", "its"})


def kind_named(question: str, q: EnglishQuestion, held: list[TripleRow], citer: Citer) -> EnglishAnswer | None:
    """The one thing of the kind a "which" asks that the sentences of his facts name as theirs
    ("the 21st Illinois infantry, the regiment of which I … became colonel"),
    cited by its fact; None when they name none, or two."""
    named: dict[str, tuple[str, TripleRow]] = {}
    for t in held:
        if thing := told_kind(t, q.kind, citer):
            named.setdefault(thing.casefold(), (thing, t))
    if len(named) != 1:
        return None
    thing, t = next(iter(named.values()))
    ref = citer.cite_in_sentence(t).ref
    why = f"the sentence of his fact names the {q.kind} the fact's clause tells of"
    return EnglishAnswer(question, True, f"{thing}[{ref}].", "rules", [n.name for n in q.named],
                         [citer.source(t.document_id, t.start, t.end)], citer.references(), why=why)


def told_kind(t: TripleRow, kind: str, citer: Citer) -> str:
    """The name the fact's sentence gives the thing of `kind` its clause tells of, or ""."""
    sentence = citer.source(t.document_id, t.start, t.end)
    lo, hi = t.value_start - t.start, t.value_end - t.start
    doc = load()(sentence)
    inside = [w for w in doc if lo <= w.idx < hi]
    head = next((w for w in inside if not lo <= w.head.idx < hi or w.head.i == w.i), None)
    if head is None:
        return ""
    clause = next((a for a in [head, *head.ancestors] if a.dep_ in _CLAUSES), None)
    noun = None if clause is None else clause.head
    if noun is None or word_stem(noun.text) != word_stem(kind):
        return ""
    named = next((c for c in noun.children if c.dep_ == "appos"), None)
    for phrase in ([noun.head] if noun.dep_ == "appos" else []) + ([named] if named is not None else []) + [noun]:
        name = _name(phrase)
        if name:
            return name
    return ""


def _name(noun: Any) -> str:
    """The noun with the words before it (determiners aside) when one of them names: capitalised
    (not as the sentence's first word) or a number ("the 21st Illinois infantry", "the Fifth Ohio");
    "" for "the regiment"."""
    words = [w for w in noun.doc[noun.left_edge.i:noun.i + 1] if w.lower_ not in _DETERMINERS and w.dep_ != "punct"]
    if not any(w.text[:1].isupper() and w.i > 0 and w.text != "I" or w.text[:1].isdigit() for w in words):
        return ""
    return " ".join(w.text for w in words)
