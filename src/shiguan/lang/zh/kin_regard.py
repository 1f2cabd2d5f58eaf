"""A kinsman who regards him: 从叔某特知爱之，袭封某公.

A kinsman introduced in the subject's run whose clause ends with a verb of regard and 之 (爱之,
器之, 奇之 …) acts on the subject: 之 is the man the text was speaking of. When the next clause
tells what the regard explains, an inheritance or a benefit (袭封, 嗣, 荫, 以女妻之, 荐, 表), that
clause is the subject's (the translations give 袭封 to him). Nothing else is handed back: the
kinsman's own career may follow his regard (叔父某甚器之，后拜某州刺史), so the clause after the
benefit is undecided until the subject is named, and so is any clause after a regard that does
not tell one. Nor is 之 the subject when another man stands before it (从叔某见丁戊奇之).

A forebear the text names through the subject's own name in his life (承祖俭及父暕尝为此职; 初，昭伯父肜集…)
is a remark on his family: after its sentence his life goes on (久之，出为…), where a kinsman
introduced on his own (父X，…。由举人授…) leaves the next sentences undecided.
"""

from __future__ import annotations

import re

from ...models import KINSMAN, SELF, UNDECIDED, UNKNOWN_WHO, Span, Subject
from .name_shapes import Clause, SubjectRules

_FOREBEARS = re.compile("[曾高外]?祖父?|[伯叔从]?父|[伯叔]")

_REGARDS = re.compile("[爱异奇器重礼赏叹称]之焉?")
_ANOTHER = re.compile("[见闻遇与谓视观及](?!而)")  # 见某奇之: 之 is the man he saw (not 见而奇之)
_BENEFIT = re.compile("(?<=[，；])(?:遂|乃|因)?(?:袭|嗣|荫|以女妻|荐|表)")
NOTE = "past the benefit a kinsman's regard explains (…爱之，袭封…): undecided until he is named"


def after_regard(text: str, clauses: list[Clause], home: Subject) -> Subject | None:
    """Whom the next clause carries after a kinsman's regard: the subject (`home`) for the benefit
    it explains, undecided after that benefit; None when no such regard comes just before."""
    if _regards_him(text, clauses):
        return home.carried()
    if _regards_him(text, clauses[:-1]):
        return Subject(UNKNOWN_WHO, "", UNDECIDED, Span(clauses[-1].start, clauses[-1].end), note=NOTE)
    return None


def _regards_him(text: str, clauses: list[Clause]) -> bool:
    """Whether the last of `clauses`, about a kinsman named while the entry was about the subject
    (the clause before it), ends with the kinsman regarding him (…特知爱之) and the next clause of
    its sentence tells the benefit that regard explains (袭封…)."""
    if len(clauses) < 2 or clauses[-1].subject.basis != KINSMAN or clauses[-2].topic.who != SELF:
        return False
    start, end = clauses[-1].start, clauses[-1].end
    m = _REGARDS.search(text, max(start, end - 3), end)
    return m is not None and m.end() == end and not _ANOTHER.search(text, start, m.start()) \
        and _BENEFIT.match(text, end + 1) is not None


def his_forebear(text: str, digression: Subject, mine: list[str], rules: SubjectRules) -> bool:
    """Whether a kinsman's digression is on a forebear named through one of the subject's forms
    (`mine`: 承祖俭, 昭伯父肜), or on any kinsman his term alone names there, a word that names no
    one after it (绶母亦知书，每躬自训教: no name of hers to carry on; not 瑾次子令则, a son named
    whom the reader did not read as a name): the subject's life goes on after its sentence."""
    cue = digression.cue
    return digression.basis == KINSMAN and cue is not None and bool(_FOREBEARS.fullmatch(digression.kin) or (
        not digression.name and rules.kin_not_a_name.match(text, cue.end))) \
        and any(f and text.startswith(f, cue.start) for f in mine)
