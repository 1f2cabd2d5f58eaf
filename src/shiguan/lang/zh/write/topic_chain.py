"""A sentence another known man opens, read again for a topic article. The attribution at ingest
may carry the biography's man through it: in a rebel's life, 「察尼屯君山，不能断湖道，至是造鸟船百、
沙船四百馀，配以兵三万，水师始成军，以贝勒鄂鼐统之」 was carried to the rebel, and its last clauses
left undecided, so the court's fleet was nobody's. Three shapes are read here:

- a sentence opened by another known man's name (not his men, words or fellows: 某之, 某所, 某等),
  its first clause stored as the biography's man's by carrying, whose carried clauses end with
  以X统之 ("with X to command it"): the sentence is that man's, who put X in command (X named as
  the object of 以: never X's own deed, never the biography's man's). A clause between saying the
  thing made was done (水师始成军) is nobody's deed but its result. Without 以X统之 the chain is left
  as stored: 「曾国藩治水师，充营官，转战湖北」 in a subordinate's life tells his own career after a
  clause of time, and a chain cannot tell the two apart;
- a group that opens with such a result runs back over its actor's clauses of the sentence, the
  deed that made it, up to GROUP_MAX characters.
"""

from __future__ import annotations

import re

from ....models import CARRIED, NAME, NOBODY, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, UNSTATED
from ..read import ClauseRow
from .topic_deeds import GROUP_MAX, Deed, _forms
from .topic_named import NOT_HIS_OWN

ENDS = "。！？\n"
RESULT = re.compile(r"^[^，；：。]{1,4}?(?:始|遂|乃|于是|至是)?(?:成军|告成|成)$")  # 水师始成军: the thing made, done
COMMAND = re.compile(r"^以[^，；：。]{1,8}?(?:统|领|将|督|率)(?:之|焉)$")  # 以贝勒某统之: he put 某 in command


def chains(rows: list[ClauseRow], text: str, persons: re.Pattern[str] | None, own: str) -> list[ClauseRow]:
    """The rows with each sentence another known man opens read as his, where its chain of
    carried clauses ends with his putting a man in command (以X统之); the others as stored."""
    out = list(rows)
    for i, (start, end, who, _, basis) in enumerate(out):
        clause = text[start:end].strip("，；：。 ")
        m = persons.match(clause) if persons is not None else None
        if (who, basis) != (SELF, CARRIED) or m is None or text[:start].rstrip()[-1:] not in ENDS \
                or clause[m.end():m.end() + 1] in NOT_HIS_OWN or m.group() in _forms(own) or own.endswith(m.group()):
            continue
        read = [(start, end, OTHER, m.group(), NAME)]
        for s, e, w, _, b in out[i + 1:]:
            part = text[s:e].strip("，；：。 ")
            unsettled = w == UNKNOWN_WHO or b in (UNDECIDED, UNSTATED)
            if any(ch in text[start:s] for ch in ENDS) or not ((w, b) == (SELF, CARRIED) or unsettled):
                break  # the sentence has ended, or a clause has a subject of its own
            if unsettled and COMMAND.match(part):
                read.append((s, e, OTHER, m.group(), CARRIED))
                out[i:i + len(read)] = read  # only a chain that ends with him putting a man in command
                break
            if unsettled and not RESULT.match(part):
                break
            read.append((s, e, NOBODY, "", b) if unsettled else (s, e, OTHER, m.group(), CARRIED))
    return out


def runs_back(deed: Deed, rows: list[ClauseRow]) -> bool:
    """A group opening with a result (水师始成军) starts at its actor's first clause of the
    sentence before it, if the clauses between are all his and the group stays within GROUP_MAX
    characters. Always True: a filter's companion, it only widens the group."""
    head = deed.text.split("，", 1)[0]
    if not deed.actor or not RESULT.match(head):
        return True
    before = [r for r in rows if deed.sentence.start <= r[0] < deed.body_at]
    at = len(before)
    while at and before[at - 1][2:] in ((OTHER, deed.actor, NAME), (OTHER, deed.actor, CARRIED)):
        at -= 1
    if at < len(before) and deed.end - before[at][0] <= GROUP_MAX:
        deed.body_at = before[at][0]
        deed.start = min(deed.start, deed.body_at)
        deed.text = deed.sentence.text[deed.body_at - deed.sentence.start:deed.end - deed.sentence.start].strip(
            "，；：。 ")
    return True


def carried_past_another(deed: Deed, rows: list[ClauseRow], text: str, persons: re.Pattern[str] | None,
                         own: str) -> str:
    """Why a deed carried to the biography's man is not his, or "": the carrying ran, in its
    sentence or the one before, through a clause another known man opens (曾国藩进兵黄州，访询居民，
    …皆流涕。於是疏陈当时无水师, all stored as 吴文镕's after his death): the subject may be that man."""
    if persons is None or deed.actor != own or deed.actor_basis != CARRIED:
        return ""
    since = max(text.rfind(ch, 0, deed.sentence.start - 1) for ch in ENDS) + 1  # this sentence and the one before
    for start, end, who, _, basis in reversed([r for r in rows if since <= r[0] < deed.body_at]):
        if who != SELF or basis != CARRIED:
            return ""
        clause = text[start:end].strip("，；：。 ")
        m = persons.match(clause)
        if m is not None and clause[m.end():m.end() + 1] not in NOT_HIS_OWN and m.group() not in _forms(own) \
                and not own.endswith(m.group()):
            return f"carried to him past a clause {m.group()} opens"
    return ""
