"""What a Chinese wording must keep of its planned sentence word by word (article/wording.py):
the Verifier and the other checks compare characters, so two wrong facts of the demo model's
水师 article passed them (issue 40): 卞宝第 impeached 黄彬 for 侵釐 (taking the likin), worded 侵扰
("harassing"), and 塔齐布 「率兵千三百同水师血战」 (fought alongside the fleet), worded 「与水师血战」,
which reads as fighting it.

A classical sentence's words are mostly one character, so each character of a planned clause is
a word or the meaning-bearing part of one, and it must stand in the wording either as written,
inside the modern word that carries it (遣 → 派遣, 抵 → 抵达, 焚毁 → 焚烧 keep it), or as one of
its modern forms (MODERN: 岁 → 年, 焚 → 烧, 於 → 在), searched with the known names blanked out
(the 成 of 李成 is no form of 为). A form carries only a sense its word has wherever it stands: 败
has no 胜, 卒 no 兵, 陷 no 攻, 罢 no 停, 破 and 克 no bare 攻, 劾 no 参. A character with neither is a word the wording
lost or replaced by another (侵釐 → 侵扰 loses 釐; 治赈 → 赈灾 loses 治, and the check prefers
refusing a faithful wording to passing a wrong one). Left to the other checks or free:

- **particles, pronouns and words of sequence** (FREE: 之, 其, 而, 遂, 时, 寻 …): a modern
  sentence drops or replaces them without changing who did what;
- **numbers and words of how often or how many**: clause_checks.dropped_quantity reads them, with
  their digits and modern forms.

The **relation words** that decide who did what to whom (於, 以, 为, 被, 与, 同, 偕, 率, 从, 随 …)
are words like the others: each must stand, or one of its forms that keeps its role (以 → 因, 由,
用; 为…所, checked as one unit, → 被 or 遭). A companion's 同 or 偕 (together with) has no bare
与, 和 or 跟 among its forms: before a deed two sides can do to each other (战, 遇, 争) those
read as against as well as with, so the wording must say 同, 一起, 一同 … itself.

Nor may a wording tell the people of its plan, and the foes (贼, 敌 …), in another order:
卞宝第劾黄彬 worded 黄彬弹劾卞宝第 keeps every character and gives the deed to the other man (and
黄彬被卞宝第弹劾, right, is refused with it: the demo model kept the order of the names in all
261 lines of the recorded runs).

Nor may it add a word that turns the fact (added_turn): a negation (不, 未, 没 …), a revision
(改), a repetition (又, 再, 重), a limit (只, 仅) or a passive (被, 遭, 受, 见) its planned sentence
does not say in some form (a passive by 被, 遭, 受, 见 or 为…所) — 奏定 worded 「上奏改定」 keeps every
planned word and says the rule was revised; 张达劾李成 worded 张达被李成弹劾 keeps every word and the
names' order and gives the deed to the other man. Other added words
(上疏 for 疏, 抵达 for 抵) are how modern Chinese says the same thing, and pass.

The functions take the wording and the planned sentence, both simplified and without their era
dates, and say what is wrong, or "".
"""

from __future__ import annotations

import re

from .clause_checks import QUANTITY

_HAN = re.compile(r"[\u3400-\u9fff]")
_CLAUSES = re.compile(r"[，；：。、,;:]")
NUMERALS = set("〇零一二两三四五六七八九十百千万亿")
# may go unsaid: particles, pronouns, conjunctions and words of sequence or time
FREE = set("之乎者也矣焉哉兮耳而其所则乃遂即亦且盖夫故时寻俄既已初旋方始尝犹仍是此彼斯等然")
# a companion's "together with": a bare 与, 和 or 跟 is no form of it (see the module's docstring)
TOGETHER = "同|偕|一起|一同|一道|共同|协同|会同|联合|随同"
# a classical word (simplified) → its modern forms that keep its meaning and its role
MODERN = {c: forms.split("|") for c, forms in {
    # relation words
    "于": "于|在|到|至|向|从|自|对|给|比|由|往", "与": "与|和|跟|同|及", "及": "及|和|与|跟|同|到",
    "同": TOGETHER, "偕": TOGETHER, "会": "会|联合|协同|配合|一起|一同",
    "以": "以|因|由|用|凭|让|使|派|命|将|把|作为|为了|来|拿|依|认为", "为": "为|作|成|是|当|替|给|任|做",
    "被": "被|遭|受|为", "见": "见|被|遭|受", "率": "率|带|领", "帅": "帅|率|带|领",
    "从": "从|随|跟|归|由|同意|准|允|依|听", "随": "随|跟|从|同|一起", "自": "自|从|由|亲|己",
    "将": "将|把|率|带|领|要", "令": "令|命|让|使|叫|要求", "命": "命|令|派|让|诏|任",
    "使": "使|让|派|令|叫", "遣": "遣|派", "俾": "俾|使|让",
    # time and people
    "岁": "岁|年", "明": "明|次|第二|下", "翌": "翌|次|第二", "上": "上|皇|帝|朝廷",
    "吏": "吏|官|员|差", "寇": "寇|贼|敌|匪|其", "贼": "贼|寇|敌|匪|叛|其", "师": "师|军|兵|部队",
    "卒": "卒|死|去世|逝世|亡|终", "舟": "舟|船", "舰": "舰|船", "余": "余|多", "馀": "馀|余|多",
    "别": "别|另|分",
    # deeds
    "请": "请|求|建议|申请|奏", "乞": "乞|请|求", "言": "言|说|称|认为|表示|奏|讲", "曰": "曰|说|称|道",
    "疏": "疏|奏|上书", "奏": "奏|疏|报|上书", "陈": "陈|说|述|奏|报|言", "诏": "诏|命|令|旨",
    "往": "往|去|前往|赴|到", "赴": "赴|去|前往|到|往", "抵": "抵|到|至", "至": "至|到|达|抵",
    "还": "还|回|返", "归": "归|回|返|属|交", "徙": "徙|迁|移|调", "迁": "迁|升|调|移|搬",
    "擢": "擢|提|升|拔", "授": "授|任|给|予", "罢": "罢|免|撤|革", "免": "免|罢|撤",
    "擒": "擒|抓|俘|捉|获", "获": "获|得|抓|俘|缴|擒", "斩": "斩|杀", "击": "击|打|攻",
    "攻": "攻|打|击", "破": "破|占|克|陷|溃|败", "克": "克|占|取|破",
    "剿": "剿|讨|攻|打", "讨": "讨|攻|征|伐|打", "伐": "伐|攻|征|讨|打", "战": "战|打|斗",
    "陷": "陷|失|破|占", "焚": "焚|烧",
    "漂": "漂|冲|淹|卷", "溺": "溺|淹", "算": "算|数|计", "濬": "濬|浚|疏|挖", "溢": "溢|漫|泛", "塞": "塞|堵|合",
    "筑": "筑|修|建", "修": "修|筑|建", "治": "治|理|管", "督": "督|监|指挥|率|统", "统": "统|率|领|指挥|管|带",
    "领": "领|率|带|统|管", "典": "典|掌|管|主|统|领", "掌": "掌|管|主|典", "辟": "辟|开", "练": "练|训",
    "募": "募|招|征", "设": "设|置|建|立", "置": "置|设|建|立", "立": "立|建|设", "创": "创|建|立|设",
    "造": "造|建|制|修", "驻": "驻|屯|扎", "屯": "屯|驻|扎", "渡": "渡|过", "截": "截|拦|阻",
    "允": "允|准|同意|许", "嘉": "嘉|赞|奖|表扬", "谙": "谙|熟|懂|了解|通",
    "驰": "驰|赶|奔|急", "按": "按|查|审|察|检", "谓": "谓|说|认为|称|以为",
    "迭": "迭|屡|多次|接连|又", "充": "充|担任|任|当", "冲": "冲|攻|袭|击", "疾": "疾|病", "薨": "薨|死|去世|逝世",
    "殁": "殁|死|去世|逝世", "遁": "遁|逃", "居": "居|住", "入": "入|进", "召": "召|叫|传",
}.items()}


# a passive turns who did what (张达劾李成 worded 张达被李成弹劾): its markers in a wording (见 not
# in a word of seeing or meeting), licensed by any of them or 为…所 in the planned sentence
_PASSIVE_MARKS = "被遭受见"
_PASSIVE = re.compile(r"[被遭受]|(?<![看召接会谒觐朝引遇听意])见")
_AGENT = re.compile(r"为([^，；。]{1,8}?)所")
# the foes a deed is done to or by (as lang/zh/write/topic_named.FOE): parties of the order check
_FOES = "贼寇匪敌盗逆"


def lost_word(text: str, planned: str, names: list[str] | tuple[str, ...] = ()) -> str:
    """Why `text` loses a word of `planned` or says it in a form that changes it (see the
    module's docstring), or "". The known `names` are blanked out of both first: the 成 of 李成
    is no form of 为 (their own check is another's)."""
    blank = re.compile("|".join(map(re.escape, sorted(names, key=len, reverse=True)))) if names else None
    text = blank.sub("□", text) if blank else text
    for clause in filter(None, _CLAUSES.split(planned)):
        own = blank.sub("□", clause) if blank else clause
        passive = _AGENT.search(own)
        if passive and not (_AGENT.search(text) or "被" in text or "遭" in text):
            return f"loses 「为…所」 of 「{clause}」: the passive is said by 被, 遭 or 为…所 alone"
        for c in _HAN.findall(_AGENT.sub(r"\1", own, count=1) if passive else own):
            if c in text or c in FREE or c in QUANTITY or c in NUMERALS:
                continue
            if any(form in text for form in MODERN.get(c, ())):
                continue
            bare = [w for w in "与和跟" if w in text]
            if MODERN.get(c) == TOGETHER.split("|") and bare:
                return f"changes 「{c}」 (together with) of 「{clause}」 to 「{bare[0]}」, which may read as against"
            return f"loses 「{c}」 of 「{clause}」: no word of it keeps it, nor says it in a modern form"
    return ""


# a word that turns a fact when added → the planned words that license it
TURNS = {c: set(licence) for cs, licence in {
    "不未没无非勿莫弗毋": "不未没无非勿莫弗毋靡罔否", "改": "改易更变", "又再重": "又再重复屡累仍",
    "只仅": "只仅但惟唯独止",
}.items() for c in cs}


def added_turn(text: str, planned: str) -> str:
    """Why `text` adds a negation, revision, repetition, limit or passive that `planned` does
    not say (see the module's docstring), or ""."""
    for c in dict.fromkeys(_HAN.findall(text)):
        if c in TURNS and not TURNS[c] & set(planned):
            return f"adds 「{c}」, a negation, revision, repetition or limit its planned sentence does not say"
    voice = _PASSIVE.search(text)
    if voice and not (set(_PASSIVE_MARKS) & set(planned) or _AGENT.search(planned)):
        return f"adds the passive 「{voice.group()}」, which its planned sentence does not say"
    return ""


def swapped_names(text: str, planned: str, names: list[str]) -> str:
    """Why `text` tells the `names` (those the project knows in `planned`) and the foes (贼, 敌
    …) in another order than `planned` does (see the module's docstring), or ""."""
    parties = names + [c for c in _FOES if c in planned]
    told = sorted(dict.fromkeys(n for n in parties if n in text), key=planned.find)
    said = sorted(told, key=text.find)
    if said != told:
        return f"tells 「{said[0]}」 before 「{told[0]}」, which its planned sentence names first"
    return ""
