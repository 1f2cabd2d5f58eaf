"""Whose death follows last words: the speaker's, or the man he spoke them to.

The book prints a quotation as its words between spaces, and a death may open the clause right
after it (…以累卿。 卒): the dying man is the one who spoke. When the clause that opens the
quotation is carried to the man the entry is about (no name of his opens it) but names him past
its first character (亮执植手曰: another man takes his hand), the speaker is someone the tracker
did not take for a person, and the death may be that man's. Where nothing names him in that
clause (谓其子曰) the words, and the death, are his; where the throne speaks (上曰) it is not the
throne's death the entry goes on to tell. A death the throne orders right after his words to it
against a man (谐之又言： …。 于是赐死) is that man's, as it may be; after words he says at his own
end (顾曰： 汝杀我！ 于是伏诛), or words the throne has said against him (上使御史奏谧…： …谧…。 诏赐死),
it is his.
"""

from __future__ import annotations

import re

from ...models import NAME, QUOTE, SELF, Fact
from .last_death import DEATH
from .name_shapes import Clause, SubjectRules

_ORDERED = re.compile("赐死|赐自尽|伏诛|伏法|被诛|见诛|弃市|诛死|坐诛|斩")  # a death the throne orders
_TO_THRONE = re.compile("(?<!大)言(?:于|$)|奏|劾|谮|诉")  # words to the throne, against someone


def words_to_him(f: Fact, clause: Clause, clauses: list[Clause], text: str, own: list[str],
                 rules: SubjectRules) -> str:
    """Why the death `f`, in the clause right after a quotation, may be the speaker's and not his
    ("" when it is not so)."""
    if f.relation != DEATH:
        return ""
    at = next((i for i, c in enumerate(clauses) if c is clause), 0)
    before = at - 1
    while before >= 0 and clauses[before].subject.basis == QUOTE:  # as quote_edges reads a quotation's clauses
        before -= 1
    if before < 0 or before == at - 1:
        return ""  # no quotation right before its clause
    speaker = clauses[before]
    start = speaker.start + (text[speaker.start] == " ")
    said = text[start:speaker.end]
    throne = rules.throne.match(text, start)
    against_him = throne or any(form in text[speaker.end:clause.start] for form in own if form)
    if speaker.subject.who == SELF and _ORDERED.search(f.value) and _TO_THRONE.search(said) and not against_him:
        return f"a death the throne orders right after his words to it (「{said}」): the man he spoke of, it may be"
    if speaker.subject.who != SELF or speaker.subject.basis == NAME or throne:
        return ""
    if not any(form in said[1:] for form in own if form):
        return ""
    return f"a death right after words spoken to him (「{said}」): the speaker's, it may be"
