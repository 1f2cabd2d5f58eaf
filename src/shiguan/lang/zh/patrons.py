"""A patron's clause, then a post with no one named: 宋武帝镇京口，引为参军.

The earlier histories tell a career through its patrons: 某镇京口，引为参军; 谢晦为荆州刺史，请为长史;
司徒某闻其名，辟为主簿. The clause before names another man, so the rest of the sentence would be
kept undecided (after_other.py); but a verb of recruiting (引为, 辟为, 请为, 板为, 表为 …) has the patron
as its agent and leaves out its object, as a narrative leaves out the man it is about: the entry's
subject, where the entry is telling his own life. Not where the clause before denies or says the
other man was acted on (佖亦不见用，召为…: he is the one recalled), nor where no post follows.
After the throne's clause (武帝受命，拜太常) any verb of a grant says so: the throne takes no post.
"""

from __future__ import annotations

from ...models import CARRIED, NOBODY, SELF, UNDECIDED, Subject
from .name_shapes import SENTENCE_END, Clause, SubjectRules


def recruited(text: str, rules: SubjectRules, clauses: list[Clause], start: int, end: int,
              durable: Subject, current: Subject) -> Subject | None:
    """`durable`, the man the entry is about, when the clause text[start:end], which `current` (the man
    of the clause before, or no one) would leave undecided, recruits him after a patron's clause in its
    sentence (the note names that clause); else None."""
    if not clauses or durable.who != SELF or current.basis != UNDECIDED:
        return None
    before = clauses[-1]
    if before.subject.who in (SELF, NOBODY) or any(ch in SENTENCE_END for ch in text[before.end:start]):
        return None
    if not (rules.recruits.match(text, start, end)
            or rules.throne_grants.match(text, start, end) and _throne_first(text, rules, before)):
        return None
    patron = text[before.start:before.end]
    if rules.acted_on.search(patron) or rules.closing.search(patron):
        return None
    post = text[start:end].rstrip("，。；：！？ \u3000")
    if not (rules.office_end.search(post) or rules.post_end.search(post)):
        return None
    return Subject(SELF, durable.name, CARRIED, durable.cue, note=f"a post given after 「{patron[:12]}」, a patron's "
                   "or the throne's clause: the man the entry is about")


def _throne_first(text: str, rules: SubjectRules, clause: Clause) -> bool:
    """Whether the clause opens with the throne (武帝受命), or a dynasty and a ruler's title (宋武帝); not
    a man's 上 after his given name (彻上其事: he reports)."""
    if rules.throne.match(text, clause.start, clause.end):
        return True
    title = rules.throne.match(text, clause.start + 1, clause.end)
    return bool(title) and len(title.group()) >= 2 and title.group()[-1] in "帝宗祖"

