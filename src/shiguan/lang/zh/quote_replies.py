"""Where a clause his name may open starts, in text that stands spaces for stripped quotation
marks (上谓之曰： 此不足忧。 乙丙东归): past the space that closed the quotation before it, so that
the deed told right after words spoken is read (extract.py _named_deeds). A quotation a space
opens is nobody's all the same (attribute.py drops what is read in it).

Only a space that closes every quotation opened before it in the paragraph counts: a space after
a colon opens words spoken, one after a sentence's end closes them, and a charge that quotes the
man's own words (某上言： 乙丙尝语人云： 吾当为天子。 乙丙又私造甲兵…) is still the speaker's
after the inner quotation closes."""

from __future__ import annotations

from collections.abc import Sequence

from .name_shapes import ruler_at
from .office_lists import clause_end

# The least characters after his name of a deed right after a quotation: a bare reply (某拜谢,
# 某乃止, 某默然) says nothing without the words it answers, and those are left out.
REPLY_MIN = 4
_SPACES = " \u3000"
_OPENS = "：:"
_CLOSES = "。！？!?"
# A one-character name form that is also a word of time or a particle (时某城围闭数月 for a man named
# 某时; 之, 其, 乃): after a quotation it opens the narrative's next clause far more often than his deed.
_WORDS = "时初后先今是此昔以为于与及而之其所乃遂则亦又并皆俱自既将"


def opening_name(entry: str, s: int, forms: Sequence[str]) -> tuple[int, int, str, bool]:
    """The clause from `s`: where its words start, where it ends, the form of his name opening it
    ("" for none), and whether it is a bare reply to a quotation before it (too short to tell)."""
    e = clause_end(entry, s)
    words = s
    while words < e and entry[words] in _SPACES:
        words += 1
    if words > s and not _all_closed(entry, s):
        return words, e, "", False
    form = next((f for f in forms if entry.startswith(f, words) and e - words > len(f)
                 and not ruler_at(entry, words, f) and not (words > s and f in _WORDS)), "")
    return words, e, form, bool(form) and words > s and e - words - len(form) < REPLY_MIN


def _all_closed(entry: str, space: int) -> bool:
    """Whether the space at `space` closes the last quotation still open in its paragraph: it follows
    a sentence's end, and every space after a colon before it has been closed by one."""
    if not space or entry[space - 1] not in _CLOSES:
        return False
    depth = 0
    for i in range(entry.rfind("\n", 0, space) + 1, space + 1):
        if entry[i] in _SPACES and i > 0 and entry[i - 1] not in _SPACES:
            if entry[i - 1] in _OPENS:
                depth += 1
            elif entry[i - 1] in _CLOSES:
                depth = max(0, depth - 1)
    return depth == 0
