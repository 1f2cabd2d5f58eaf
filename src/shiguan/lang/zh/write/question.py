"""What a question asks, read from its shape, for the rules path of `shiguan ask`.

The names the question uses are set aside first (a name may hold a cue: 王士任, 舒常子), then
the longest cue in what is left decides the relation, so that 谥号 is a 谥 and not a 号; every
relation name is its own cue. A question asking for a time (什么时候, 何时, 哪一年) wants dates;
one naming an office after an appointment verb (何时任两江总督) or a degree (中进士) wants the
facts that hold it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from ....corpus.normalize import to_simplified

DEATH = ("卒", "享年")  # a death and the age at it are one answer
OFFICE = ("任职", "升迁")

# Question words -> the relations that answer them.
_WORDS: dict[str, tuple[str, ...]] = {
    "字": ("字",), "号": ("号",), "籍贯": ("籍贯", "出生地"), "哪里人": ("籍贯", "出生地"),
    "何地人": ("籍贯", "出生地"),
    "何许人": ("籍贯", "出生地"), "父亲": ("父",), "父": ("父",), "儿子": ("子",), "子": ("子",), "哥哥": ("兄",),
    "兄": ("兄",), "弟": ("弟",), "官职": OFFICE, "官": OFFICE, "任": OFFICE, "职": OFFICE, "谥": ("谥号",),
    "卒": DEATH, "去世": DEATH, "死": DEATH, "逝世": DEATH,
    "享年": DEATH, "终年": DEATH, "多少岁": DEATH, "几岁": DEATH,
    "寿": DEATH, "旗": ("旗籍",), "氏": ("氏族",), "姓": ("氏族",), "爵": ("封爵",), "封": ("封爵",),
    "进士": ("出身",), "举人": ("出身",), "贡生": ("出身",), "科第": ("出身",), "功名": ("出身",),
    "葬": ("葬于",), "赠": ("赠",), "同僚": ("同僚",), "讨": ("讨伐",), "杀": ("杀",),
    "去过": ("去往",), "到过": ("去往",), "赴": ("去往",), "驻": ("驻守",),
}
# Every relation name answers for itself (谥号, 出身, 初名 …) unless a word says more.
CUES: dict[str, tuple[str, ...]] = {r: (r,) for rels in _WORDS.values() for r in rels} | {"初名": ("初名",)} | _WORDS
_DEGREES = ("进士", "举人", "贡生")  # a degree named in the question is the one asked about
_WHEN = re.compile(r"什么时候|何时|哪一?年|那一?年|何年|几年|哪个时候|何日")
_HOLD = re.compile(r"(?:出任|担任|任|署|授|擢|为|做|当)(?P<office>[\u3400-\u9fff]{2,12})")


@dataclass(frozen=True)
class Asked:
    relations: tuple[str, ...]
    when: bool = False  # the question asks for a time
    value: str = ""  # an office or degree the question names: the facts must hold it


def _without_names(question: str, names: Iterable[str]) -> str:
    q = to_simplified(question)
    for name in sorted(set(names), key=len, reverse=True):
        q = q.replace(to_simplified(name), "　" * len(name))
    return q


def _longest_cue(q: str) -> str:
    """The longest cue in the question; of equals, the first."""
    found = [(i, cue) for cue in CUES for i in [q.find(cue)] if i >= 0]
    return min(found, key=lambda f: (-len(f[1]), f[0]))[1] if found else ""


def _named_office(q: str, office_suffix: re.Pattern[str]) -> str:
    """The office a question names after an appointment verb (何时任两江总督 → 两江总督)."""
    for m in _HOLD.finditer(q):
        office = m.group("office")
        for end in range(len(office), 1, -1):  # 两江总督的 …: the longest stretch that is an office
            if office_suffix.search(office[:end]):
                return office[:end]
    return ""


def read_question(question: str, names: Iterable[str], office_suffix: re.Pattern[str]) -> Asked:
    q = _without_names(question, names)
    when = bool(_WHEN.search(q))
    office = _named_office(q, office_suffix)
    if office:
        return Asked(OFFICE, when, office)
    cue = _longest_cue(q)
    if not cue:
        return Asked((), when)
    return Asked(CUES[cue], when, cue if cue in _DEGREES else "")
