"""Who a clause is about after one about another man (named, appointed, or unnamed): the subject
again when that man closed his part and the subject, or the run the entry is in, acted before him;
the man who acted before when it was another (崇与战，令狐潮败走，追斩数千级: 崇's pursuit); else no
one to the end of the sentence; and in the sentence after it, no one until a clause names the
subject or opens on a step of a life (past_his_sentence)."""

from __future__ import annotations

from ...models import SELF, UNDECIDED, UNKNOWN_WHO, Span, Subject
from .name_shapes import SubjectRules, sentence_end, sentence_start
from .run_notes import RUNS, people_note


def after_other(text: str, rules: SubjectRules, stated: Subject, durable: Subject, acting: Subject,
                c_start: int, c_end: int) -> Subject:
    """Whom the clauses after text[c_start:c_end], `stated`'s, are about: `durable` again if that
    clause closed his part (舒赫德卒) and `acting` (who acted before it) was the subject or the run,
    but for an honour for the dead right after a named man's death (夏竦卒，赐谥…; not 郁郁不得意卒, a
    word read as a man); `acting` if another man acted before; else no one to the sentence's end."""
    closed = rules.closing.search(text, c_start, c_end)
    if closed and rules.group_routed.match(text, c_start, c_end):
        closed = None  # 某等兵败，开城以出: the routed men flee
    if closed and not stated.name and acting.basis == UNDECIDED and acting is not durable:  # 令狐潮败走
        return acting
    if closed and not (stated.name and rules.posthumous.match(text, closed.start())):
        return durable.carried()
    who = stated.name or "someone the text does not name"
    return Subject(UNKNOWN_WHO, stated.name, UNDECIDED, stated.cue or Span(c_start, c_end),
                   note=f"{IN_HIS_SENTENCE}{who} acts, after his clause")


IN_HIS_SENTENCE = "in the sentence where "
PAST_HIS_SENTENCE = "in the sentence after the one where "


def past_his_sentence(text: str, mine: list[str], current: Subject, durable: Subject) -> Subject | None:
    """Whom the sentence after one where another man acted last is about, when the entry is the
    subject's: no one, until a clause names him or opens on a step of his life (resumes); the
    histories go on with the other man's deeds there as often as they come back to the subject
    (王世充发难。攻东太阳门而入). None when the sentence ended otherwise; when the man is not named, is a
    people (燕人犯边: its account ends with its sentence), or is named by a piece of the subject's name
    (文天祥上疏乞诛宋臣, read as 宋臣's clause); when he speaks (仲宣谓人曰：「兴吾门者，当是此儿。」: words,
    often of the subject); or when his sentence names the subject too (表宁为大都督: he acted on him;
    彻…力战，宪军赖以获全: the subject acted first), whose life goes on. `mine`: the subject's name forms."""
    if durable.who != SELF or not current.name or current.cue is None or not current.note.startswith(IN_HIS_SENTENCE) \
            or people_note(current.name) or any(current.name in form for form in mine):
        return None
    start = sentence_start(text, current.cue.start)
    before, after = text[start:current.cue.start], text[current.cue.end:sentence_end(text, current.cue.end)]
    if "曰" in after or any(form and (form in before or form in after) for form in mine):
        return None
    note = f"{PAST_HIS_SENTENCE}{current.name} acts, before the subject is named or takes a step of his life"
    return Subject(UNKNOWN_WHO, current.name, UNDECIDED, current.cue, note=note)


def resumes(text: str, rules: SubjectRules, mine: list[str], current: Subject, start: int, end: int) -> bool:
    """Whether the clause text[start:end], stating no one, is the subject's again in the sentence
    after another man's (past_his_sentence): past a time, it opens on a step of a life (迁…, 以功进位…,
    起为…, 卒) or on one of his name forms `mine` (素多权略 in 杨素's life)."""
    if not current.note.startswith(PAST_HIS_SENTENCE):
        return False
    time = rules.time_prefix.match(text, start, end)
    pos = time.end() if time else start
    return bool(rules.career_step.match(text, pos, end)) or any(form and text.startswith(form, pos) for form in mine)


def before_run(ran_from: Subject, run_over: Subject, durable: Subject, current: Subject) -> tuple[Subject, Subject]:
    """Whom the entry was about and who acted as a run (贼…, 帝亲征…) opens: as they were when a run goes
    on (`ran_from`, `run_over`), else `durable` and `current`; in the sentence after another man's, the
    subject acted, as before any run, whose grants it ends on (…虏退，进号某将军)."""
    if durable.note.startswith(RUNS):
        return ran_from, run_over
    return durable, durable.carried() if current.note.startswith(PAST_HIS_SENTENCE) else current
