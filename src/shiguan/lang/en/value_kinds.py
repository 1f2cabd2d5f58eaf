"""Whether a value found by a pattern's path is of the relation's kind, by the shape of the parse
and the entity labels (issue 43, item 2): a teacher is whom he went to school *to*, not the town he
went to school in; a man's shop is no place (went to Andrew Bradford the printer's); a plural
common noun is no office (took charge of the men, women and children; of the blankets)."""

from __future__ import annotations

from typing import Any


def out_of_kind(pattern: Any, token: Any) -> bool:
    """Whether the value headed by `token` cannot be of `pattern`'s kind, whatever else fits."""
    if pattern.detail == "teacher" and _town_of_schooling(token):
        return True
    if pattern.kind == "place" and _someones_house(token):
        return True
    return pattern.kind == "office" and _many(token, pattern)


def _town_of_schooling(token: Any) -> bool:
    """"When I went to Maysville to school": the "to" before "to school" names where, not whom;
    the teacher is the "to" after it (I went to school to Mr. Martin)."""
    if token.dep_ != "pobj" or token.head.lower_ != "to":
        return False
    verb = token.head.head
    return any(p.dep_ == "prep" and p.lower_ == "to" and p.i > token.i
               and any(o.dep_ == "pobj" and o.lower_ == "school" for o in p.children)
               for p in verb.children)


def _someones_house(token: Any) -> bool:
    """A person named and then his trade in the possessive: "went to Andrew Bradford the printer's"
    is to his house or shop, not to a place of that name."""
    if token.ent_type_ != "PERSON":
        return False
    after = [t for t in token.doc[token.i + 1:token.i + 5]]
    for t in after:
        if t.tag_ in ("NN", "NNS") and any(c.tag_ == "POS" for c in t.children) and (
                t.head.i == token.i or t.head.i == token.head.head.i or t.head.i == token.head.i):
            return True
        if t.is_punct and t.text != ",":
            return False
    return False


def _many(token: Any, pattern: Any) -> bool:
    """A plural common noun is people or things in his charge, not an office he held (took charge of
    the men, women, and children; of the blankets and provisions); "one of the commissioners" is one."""
    return token.tag_ == "NNS" and token.lower_ not in pattern.value_words
