"""His portrait: the clause of his nature, youth or learning that follows the opening formulas.

The histories open an entry with the man's name, 字 and native place, then say what he was like
(某，字某，某人也。少好学，… / 子某，少笃学，有文才). No name opens that clause, so the named
deeds (extract.py) never read it and the carried run does not say whose it is; but the opening
named him and nothing stands between: no kinsman, no other man, no deed of anyone. Only the first
clause after the formulas is looked at, in the opening sentence or opening the next one; the
entry's first clause is passed over as his name only when it ends with his name (第三子允, not
文远兄文达: the brother's nature would be his), and a clause with an agent of its own is refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ...models import Span
from .office_lists import clause_end

PORTRAIT = "性行"  # the detail of the deed so read
_NAMING_MAX = 6  # a first clause this short is his name as headed (第三子允, 杞简公连, 子恭嗣, 陆让母者) …
_AFTER_NAME = re.compile("[嗣者]$")  # … his name, then that he succeeded or 者 (子恭嗣, 某者，某人也)
_FORMULAS = ("字", "号", "初名", "籍贯", "原籍", "旗籍", "氏族")  # … and these say who he is, not what he did
_WHOSE = re.compile("(?:也|世孙|之后)$")  # … and so does a clause of whose son or descendant he is (某之子也)
# Another agent in the clause: an enemy (深州贼某攻陷郡城), the throne (少帝即位), officials (有司劾其),
# one who judged him (善相者见而奇之) or a man acting on him (少府某奇之, 博陵某荐之于朝): their deed, not his nature.
_ANOTHER = re.compile("[贼寇敌虏盗匪帝诏敕者]|司|朝廷|之(?:$|[于於])|其")


def portrait_clause(entry: str, first_end: int, formulas: list[tuple[str, Span]], base: int, own: Sequence[str],
                    nature: re.Pattern[str], a_deed: Callable[[str], bool]) -> tuple[int, int] | None:
    """The clause (start, end in `entry`) that tells his nature after the opening formulas, or None:
    the first clause after his name (a short first clause ending with one of his forms, `own`, or with it and 嗣 or 者),
    the clauses the formulas of his name and origin hold (`formulas`: relation and evidence, in
    the text's positions) and those saying whose son or descendant he is (某之子也, 某八世孙),
    whether it ends the opening sentence (`first_end`) or opens the next; a clause of his nature
    (`nature`) and a deed, not one saying whose kin he is (清河崔氏之甥也, 某从叔也: 清 and 素 open
    names too), nor one with an agent of its own."""
    held = [span for relation, span in formulas if relation in _FORMULAS]
    forms = tuple(f for f in own if f)
    s, first = 0, True
    while s < len(entry):
        e = clause_end(entry, s)
        if e == s:
            s += 1
            continue
        named = first and e - s <= _NAMING_MAX and _AFTER_NAME.sub("", entry[s:e]).endswith(forms)
        if s >= first_end or not (any(sp.start < e + base and s + base < sp.end for sp in held)
                                  or named or _WHOSE.search(entry, s, e)):
            clause = entry[s:e]
            his = nature.match(clause) and not clause.endswith("也") and not _ANOTHER.search(clause)
            return (s, e) if his and a_deed(clause) else None
        s, first = e + 1, False
    return None
