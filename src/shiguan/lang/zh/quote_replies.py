"""Where a clause his name may open starts, in text that stands spaces for stripped quotation
marks (上谓之曰： 此不足忧。 乙丙东归): past the space that closed the quotation before it, so that
the deed told right after words spoken is read (extract.py _named_deeds). A quotation a space
opens is nobody's all the same (attribute.py drops what is read in it)."""

from __future__ import annotations

from collections.abc import Sequence

from .name_shapes import ruler_at
from .office_lists import clause_end

# The least characters after his name of a deed right after a quotation: a bare reply (某拜谢,
# 某乃止, 某默然) says nothing without the words it answers, and those are left out.
REPLY_MIN = 4


def opening_name(entry: str, s: int, forms: Sequence[str]) -> tuple[int, int, str, bool]:
    """The clause from `s`: where its words start, where it ends, the form of his name opening it
    ("" for none), and whether it is a bare reply to a quotation before it (too short to tell)."""
    e = clause_end(entry, s)
    words = s
    while words < e and entry[words] in " \u3000":
        words += 1
    form = next((f for f in forms if entry.startswith(f, words) and e - words > len(f)
                 and not ruler_at(entry, words, f)), "")
    return words, e, form, bool(form) and words > s and e - words - len(form) < REPLY_MIN
