"""His posthumous honours after his kinsmen bury him: 子某护丧还，帝废朝五日，赠司徒，谥文忠.

The histories tell his death, then the sons who bring his coffin home, then the court's 赠 and 谥
in the same sentence without naming him again. Carried on from the kinsman the sentence names,
the honours would be the son's, with a real citation. A 赠 or 谥 carried on from a kinsman named
in its own sentence, who mourns (丧, 柩, 葬 between him and the honour), after the entry told the
subject's death or his age at it, and with no death told since that kinsman was named, is the
subject's: a kinsman's own honour follows his own death (子某卒，赠某), an elder's comes with the
son's rank (父某，以子贵，赠某), and a kinsman who petitions may ask it for anyone (孙某表请立碑，
追谥: the grandfather's), so the kinsman must be a younger one who mourns. Between his mourning
and the honour only the court may speak (帝废朝, 诏, 赙): a death the reader does not read (寻亦殒,
毁瘠殒身), the son's own career (后累迁某官) or another kinsman honoured (赠其母) makes it the son's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models import CARRIED, KIN, SELF, Fact, Span, Subject
from .name_shapes import SENTENCE_END

POSTHUMOUS = frozenset({"赠", "谥号"})
DEATH = frozenset({"卒", "享年"})  # a death, or the age at it (缢杀之，年七十六: the age tells it)
NOTE = "a posthumous honour after his death, carried past the kinsmen who mourn him (子某护丧还，赠…)"
_ELDER = re.compile("其?[父母祖曾高伯叔舅姑]")  # 父某…赠: the elder honoured for the son
_MOURNS = re.compile("[丧柩榇葬]")  # 护丧还, 扶柩, 归葬
# What the court alone says between the mourning and the honour: 帝废朝五日, 诏赠, 赙钱, 谥曰.
_COURT = re.compile("(?:帝|上|诏|敕|有司|朝廷|废朝|辍朝|赙|追|赠|谥|册)(?![^，；]*其)[^，；]*$")
_BREAK = re.compile("[，；]")


def honours_after_mourners(facts: list[Fact], text: str, own: list[str]) -> list[Fact]:
    """`facts` with each 赠/谥 carried on from a kinsman who mourns the dead subject given back to him."""
    deaths = [f.span.start for f in facts if f.relation in DEATH and f.subject is not None]
    his_deaths = [f.span.start for f in facts if f.relation in DEATH and f.subject is not None
                  and f.subject.who == SELF]
    out = []
    for f in facts:
        s = f.subject
        if f.relation in POSTHUMOUS and s is not None and s.who == KIN and s.basis == CARRIED and s.cue \
                and _in_sentence(text, s.cue.start, f.span.start) and not _ELDER.match(text, s.cue.start) \
                and _only_the_court_after_mourning(text, s.cue.start, f.span.start) \
                and any(d < s.cue.start for d in his_deaths) \
                and not any(s.cue.start <= d < f.span.start for d in deaths):
            f = replace(f, subject=Subject(SELF, own[0] if own else "", CARRIED,
                                           Span(s.cue.start, f.span.start), note=NOTE))
        out.append(f)
    return out


def _only_the_court_after_mourning(text: str, start: int, end: int) -> bool:
    """Whether a mourning word stands in [start, end) and every clause after its own, up to the
    honour at `end`, is the court's (护丧还，帝废朝五日，赠…; not 护丧还，寻亦殒，赠…)."""
    mourning = _MOURNS.search(text, start, end)
    if mourning is None:
        return False
    after = _BREAK.search(text, mourning.end(), end)
    return after is None or all(_COURT.match(c) for c in _BREAK.split(text[after.end():end]))


def _in_sentence(text: str, start: int, end: int) -> bool:
    return not any(ch in SENTENCE_END for ch in text[start:end])
