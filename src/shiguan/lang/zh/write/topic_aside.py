"""A topic's word that is only an aside in its clause group: the place an army passed or
crossed, or the title of a man other than the actor. The group then tells another matter.

- **passing**: 次黄河，夜以革囊结筏自蔡湾渡，破贼… — the army camped by the river and crossed it;
  the topic word is where it went (after 次, 渡, 涉, 过, 逾, 越) or the line it held (扼), not what
  was done to it;
- **another man's title**: 从漕运总督某剿贼, 命漕运总督某会讯, 劾南河河道总督某… — the topic word names
  the office of the man the actor followed, impeached or was sent beside, not the actor's deed;
  the actor's own title, a titled man he worked with (会同河道总督某督防汛: their joint work) or led
  (率水师总兵某等击贼), and an office set up or cut (分设水利营田使) stay; a name must follow the title
  (one the project knows, or one followed by 等 or a deed), and a bare 道 or 营 is no title.

Either leaves the group out only when every term of the topic it holds stands in such a place
(次黄河，筑堤 is still the river's works).
"""

from __future__ import annotations

import re

from .topic_deeds import LEADS, SUBJECTLESS, _forms

PASSING = re.compile(r"[次渡涉过逾越扼]$")
# an office's title (not a bare 道 or 营: 黄河道口, 水师营兵, 黄河营房 are no offices)
TITLE = re.compile(r"营?(?:总督|提督|总兵|副将|参将|游击|都统|道员|使|大臣|将军|巡抚)")
# what may follow a man's name besides what opens a deed (SUBJECTLESS): 等, the clause's end,
# an adverb of his misdeed (劾漕运总督某擅提盐课)
NAME_ENDS = re.compile(r"等|[，。；：]|[擅私妄辄]")
JOINT_OR_SET_UP = re.compile(r"(?:会同|偕|同|与|设|置|裁|增|添|改|立)[^，；：]{0,6}$")


def aside(text: str, terms: list[str], actor: str, persons: re.Pattern[str] | None = None) -> str:
    """Why the group's terms are all asides (module doc), or ""; `persons`: the names the
    project knows."""
    spots = [(m.start(), m.end()) for t in terms for m in re.finditer(re.escape(t), text)]
    kinds = set()
    for start, end in spots:
        if PASSING.search(text[:start]):
            kinds.add("a place passed or crossed (次黄河…渡)")
        elif (title := TITLE.match(text, end)) and actor and not (
                JOINT_OR_SET_UP.search(text[:start]) or LEADS.search(text[:start])) and not any(
                text.startswith(f, title.end()) for f in _forms(actor)) and _names_after(text, title.end(), persons):
            kinds.add("another man's office title (从漕运总督某…)")
        else:
            return ""
    return f"the topic's word only as an aside: {', '.join(sorted(kinds))}" if kinds else ""


def _names_after(text: str, at: int, persons: re.Pattern[str] | None) -> bool:
    """A man's name follows the title: one the project knows, or two or three characters and
    then 等, the clause's end or what opens a deed (某剿贼, 某等议), not any two characters."""
    if persons is not None and persons.match(text, at):
        return True
    return any(re.fullmatch(r"[\u4e00-\u9fff]+", text[at:at + k]) and (
        NAME_ENDS.match(text, at + k) or SUBJECTLESS.match(text[at + k:])) for k in (2, 3))
