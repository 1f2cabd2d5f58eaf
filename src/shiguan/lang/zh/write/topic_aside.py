"""A topic's word that is only an aside in its clause group: the place an army passed or
crossed, or the title of a man other than the actor. The group then tells another matter.

- **passing**: 次黄河，夜以革囊结筏自蔡湾渡，破贼… — the army camped by the river and crossed it;
  the topic word is where it went (after 次, 渡, 涉, 过, 逾, 越) or the line it held (扼), not what
  was done to it;
- **another man's title**: 从漕运总督某剿贼, 命漕运总督某会讯, 劾南河河道总督某… — the topic word names
  the office of the man the actor followed, impeached or was sent beside, not the actor's deed;
  the actor's own title, a titled man he worked with (会同河道总督某督防汛: their joint work) and an
  office set up or cut (分设水利营田使) stay.

Either leaves the group out only when every term of the topic it holds stands in such a place
(次黄河，筑堤 is still the river's works).
"""

from __future__ import annotations

import re

from .topic_deeds import _forms

PASSING = re.compile(r"[次渡涉过逾越扼]$")
TITLE = re.compile(r"营?(?:总督|提督|总兵|副将|参将|游击|都统|道|使|营|大臣|将军|巡抚)")
JOINT_OR_SET_UP = re.compile(r"(?:会同|偕|同|与|设|置|裁|增|添|改|立)[^，；：]{0,6}$")


def aside(text: str, terms: list[str], actor: str) -> str:
    """Why the group's terms are all asides (module doc), or ""."""
    spots = [(m.start(), m.end()) for t in terms for m in re.finditer(re.escape(t), text)]
    kinds = set()
    for start, end in spots:
        if PASSING.search(text[:start]):
            kinds.add("a place passed or crossed (次黄河…渡)")
        elif (title := TITLE.match(text, end)) and actor and not JOINT_OR_SET_UP.search(text[:start]) and not any(
                text.startswith(f, title.end()) for f in _forms(actor)) and _names_after(text, title.end()):
            kinds.add("another man's office title (从漕运总督某…)")
        else:
            return ""
    return f"the topic's word only as an aside: {', '.join(sorted(kinds))}" if kinds else ""


def _names_after(text: str, at: int) -> bool:
    """A man's name follows the title: two or more characters before the clause goes on."""
    return bool(re.match(r"[\u4e00-\u9fff]{2}", text[at:]))
