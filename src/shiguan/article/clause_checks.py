"""What a Chinese wording must keep of its planned sentence's clauses beyond their names, dates
and characters (article/wording.py): the demo model's kept wordings of the 黄河 article that
misled (issue 40) passed every other check.

- **the verb's reach**: 河决荥泽 (the river breached at 荥泽) worded 黄河决入荥泽 (breached into
  荥泽). A complement of direction or result (入, 至, 到, 破 …) put between a planned verb and the
  words that followed it says where the deed went or how it ended, which the plan does not;
  a particle (于, 在, 了) or a noun (决堤于杨桥) between them is a wording. Nor may a wording leave
  those words a clause of their own (河决利津 worded 黄河决堤，利津);
- **the order of the clauses**: 自黄河决於中牟，贾鲁河淤塞，潘铎责工员赔濬 worded with 潘铎's order
  first puts the order before the breach that caused it. A classical sentence tells its clauses
  in the order things happened (自, 既, 遂 …), so each planned clause, placed at the wording's
  clause it shares most characters with, must come no earlier than the clause before it;
- **numbers and words of how often or how many**: 山东河决数为灾 (the breaches often brought
  ruin) worded 山东河决，灾 lost 数. A number (十里, 十万, outside the era date) must stand as
  written or in digits, and a word of frequency or extent (数, 屡, 复, 再, 皆 …) by itself or a
  modern equivalent (多次, 又, 都 …).

Each function takes the wording and the planned sentence, both simplified and without the date
clause, and says what is wrong, or "".
"""

from __future__ import annotations

import re

_HAN = re.compile(r"[\u3400-\u9fff]")
_CLAUSES = re.compile(r"[，；：。,;:]")
# complements of direction or result, which say where a deed went or how it ended
DIRECTION = set("入进出到至往向回过破陷克占")
# a light verb a modern wording puts before the planned verb it carries (进行防护 for 防护): it
# says nothing of where the deed before it went
LIGHT_VERBS = {"进行"}
# a word of frequency or extent, and what a modern wording may say for it
QUANTITY = {"数": ("数", "多", "屡", "几", "频"), "屡": ("屡", "多", "数", "频"), "累": ("累", "多", "屡", "数"),
            "频": ("频", "屡", "多"), "每": ("每",), "再": ("再", "又", "复", "第二", "两", "二"),
            "复": ("复", "又", "再", "重"), "凡": ("凡", "共", "总"), "共": ("共", "一起", "同", "总"),
            "皆": ("皆", "都", "全", "均", "俱", "悉"), "俱": ("俱", "都", "全", "均", "皆"),
            "悉": ("悉", "都", "全", "均", "皆", "尽"), "尽": ("尽", "都", "全", "均", "皆", "悉"),
            "各": ("各", "分别"), "诸": ("诸", "各", "众", "多")}
_NUMERAL = re.compile("[〇零一二两三四五六七八九十百千万亿]+")
_VALUES = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"零": 0, "两": 2}
_UNITS = {"十": 10, "百": 100, "千": 1000}
# numerals that are words, not numbers (一时 at one time, 万一, 统一, 专一 …): read as written
_NOT_A_NUMBER = re.compile("一时|一日|万一|统一|专一|唯一|划一|一同|一起|一并|一切|一概|一体|一律|十分|千万")


def changed_verb(text: str, planned: str) -> str:
    """Why `text` puts a complement of direction or result after a planned verb (see the
    module's docstring), or ""."""
    for clause in filter(None, _CLAUSES.split(planned)):
        for i, verb in enumerate(clause[:-1]):
            after = clause[i + 1:i + 3]
            if not _HAN.fullmatch(verb) or not _HAN.fullmatch(after[0]) or len(_HAN.findall(after)) < len(after):
                continue
            for m in re.finditer(re.escape(verb) + r"([\u3400-\u9fff]{1,2})" + re.escape(after), text):
                if m.group(1) in LIGHT_VERBS:  # 督吏防护 worded 督吏进行防护: no reach of 吏's
                    continue
                added = [c for c in m.group(1) if c in DIRECTION and c not in clause]
                if added:
                    return (f"changes 「{verb}{after}」 to 「{m.group()}」: 「{added[0]}」 says where it went "
                            "or how it ended")
            if len(after) == 2 and _cut(text, verb, after):
                return f"cuts 「{after}」 from 「{verb}」: no clause of it holds them together"
    return ""


def _cut(text: str, verb: str, after: str) -> bool:
    """Whether `text` holds the two characters that followed a planned verb only as a clause of
    their own, hardly more than them, the verb in another (河决利津 worded 黄河决堤，利津: the
    place left hanging; 出家财，修邗沟 is two deeds, each its clause)."""
    said = [c for c in _CLAUSES.split(text) if c]
    holding = [c for c in said if after in c]
    bare = all(len(_HAN.findall(c)) <= len(after) + 1 for c in holding)
    return bool(holding) and bare and any(verb in c for c in said) and not any(verb in c for c in holding)


def reordered(text: str, planned: str) -> str:
    """Why `text` tells the planned clauses in another order (see the module's docstring), or ""."""
    said = [set(_HAN.findall(c)) for c in _CLAUSES.split(text)]
    last, before = -1, ""
    for clause in filter(None, _CLAUSES.split(planned)):
        chars = set(_HAN.findall(clause))
        shared = [len(chars & s) for s in said]
        best = max(shared, default=0)
        if best < 2:  # worded wholly anew, or left out (other checks read that)
            continue
        places = [i for i, n in enumerate(shared) if n == best]
        at = next((i for i in places if i >= last), places[0])
        if at < last:
            return f"tells 「{clause}」 before 「{before}」, which its planned sentence tells first"
        last, before = at, clause
    return ""


def dropped_quantity(text: str, planned: str) -> str:
    """Why `text` leaves out a number or a word of frequency or extent of `planned` (see the
    module's docstring), or ""."""
    words = _NOT_A_NUMBER.sub("", planned)
    for number in _NUMERAL.findall(words):
        value = numeral_value(number)
        if number not in text and (value is None or not re.search(rf"(?<!\d){value}(?!\d)", text)):
            return f"leaves out the number 「{number}」"
    for word, said in QUANTITY.items():
        if word in words and not any(s in text for s in said):
            return f"leaves out 「{word}」 (how often or how many)"
    return ""


def numeral_value(number: str) -> int | None:
    """The value of a Chinese numeral as the histories write counts (十里, 二十八, 十万, 三百),
    or None when it is no plain count."""
    total, section, digit = 0, 0, None
    for c in number:
        if c in _VALUES:
            if digit is not None:  # 二八: a list of digits, no count
                return None
            digit = _VALUES[c]
        elif c in _UNITS:
            section += (1 if digit is None else digit) * _UNITS[c]
            digit = None
        elif c in "万亿":
            total = (total + section + (digit or 0)) * (10000 if c == "万" else 10 ** 8)
            section, digit = 0, None
    return total + section + (digit or 0)
