"""What he then did: a clause opening with 遂, 乃 or 因 after a clause his name opens that is no
deed alone (issue 41, point 4: an unbroken run of clauses with no other possible agent).

「某以众寡不敌，遂还某城」, 「某知其谋，遂击破之」: the words after his name give a reason, a fear or
what he heard; the clause 遂 or 乃 opens says what he did, its subject dropped because it is still
he. The run is his deed only whole (the reason with the act, never the reason alone), and only
within `consequence_reach` clauses (extract.toml), each before the act carrying him on: none opens
with another agent, a time, his kinsmen or men; no words spoken, no passive (某为贼所执，遂…: the
captors act next), no pointer but the object of what he does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .carried_run import carries_his_run
from .reversals import following

if TYPE_CHECKING:
    from .extract import ExtractRules

# The method of a named deed run on to what he then did: without its act it is a reason alone,
# so it is said whole or not at all (never cut where the run reaches another man's clause).
THEN_DEED = "event:行事:then"
_ACTED_ON = ("之", "焉")  # 某御之: a short act after it (乃退, 乃降) may be theirs


def consequence_end(entry: str, head: str, end: int, rules: ExtractRules, a_deed: Callable[[str], bool],
                    forms: Sequence[str], reach: int = 1) -> int:
    """The end of the clause among the next `reach` of the sentence after `end` that tells what he
    then did (遂还某地, 乃遣使请降) after the words `head` after his name: a deed by the named-deed
    tests (`a_deed`), which may hold a fact of its own (遂以忧卒: the reason is said with it); every
    clause before it carries him on. 0 when there is none; -1 when there is one that may be another's
    (then neither is said): after words spoken, the passive or a scene he only sets (hanging_on_him),
    after he urges or acts on a man (某证其罪，乃诛某: the court; 某御之，乃退: the enemy), or a bare
    act of one character (乃止, 乃免), or one the court does (乃赠某官)."""
    for s, e in following(entry, end, reach):
        clause = entry[s:e]
        if entry[e:e + 1] == "：" or any(clause.startswith(f) for f in forms) or rules.not_his.match(clause):
            return 0
        if (then := rules.consequence.match(clause)) is not None:
            short = e - s - then.end()
            answered = rules.answered_after.search(head) or short <= 1 or (head.endswith(_ACTED_ON) and short <= 3)
            return e if hanging_on_him(head, rules) and _a_deed_of_his(clause, rules, a_deed) and not answered else -1
        if rules.not_deed.match(clause) or rules.joined_not.match(clause) or not _a_deed_of_his(clause, rules, a_deed):
            return 0
    return 0


def _a_deed_of_his(clause: str, rules: ExtractRules, a_deed: Callable[[str], bool]) -> bool:
    """A clause with no subject of its own that may be his act: a deed, no passive, any pointer
    only the object of what he does (破之, 斩其将)."""
    return a_deed(clause) and not rules.not_acting.search(clause) and carries_his_run(clause)


def hanging_on_him(words: str, rules: ExtractRules) -> bool:
    """Whether the words after his name may lead on to what he did: not words spoken nor the passive
    (某曰, 某为某所执, 某被收), nor a scene set by his arrival, a time or his death (某既至，乃命公卿议之:
    the ruler commands; 某死之后，遂亡奔某: another flees), where the next act may be another's."""
    return not rules.not_acting.search(words) and not rules.scene.search(words)
