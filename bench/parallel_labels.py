"""Silver labels for *whose clause is this*, read off a line-aligned modern translation.

Classical prose drops the subject of most clauses; the translation names it. A classical clause
is labelled in three steps:

1. **align**: the clauses of the translated line are scored by the classical clause's content
   characters they hold (function words left out; a few verbs and death words also match their
   modern renderings, 迁 → 升/调, 卒 → 去世); the best is taken when it holds at least half of
   them. The *anchor* is where the first of the fact's own characters stands in it (its value,
   else any content character), outside any mention of a person: roughly the verb.
2. **subject**: the nearest mention of a person before the anchor in that clause that stands
   where a subject stands: at the start of the clause (after time words and a title: 于是太祖…,
   大将军刘昶…) or just after a causative verb (派他去…, 任命左卫中郎将王文度为…); objects, the
   objects of prepositions and the agents of passives (对他, 被X …) are passed over. A possessor
   stands for the kinsman it owns (王罢的儿子), a kinship word for the name after it (父亲王纵).
   With none, the subject is carried from the clauses before it in the same sentence: the man a
   causative verb names last, else the clause-initial subject. A sentence boundary stops it.
   The throne acting on a man it names (太祖征召长孙俭入朝) gives the clause to that man. A date
   (永安三年), a decree naming no one (诏书下令…) and a man whose fall the sentence told (X被荡平，
   他…) are no subject, nor is a man, kinsman or band whose death it told, or whose defeat or
   retreat after a "no sooner" cue or before 后 (稍一退却，就…; 敌兵撤退后，…; not a man beaten
   who flees on), except for his death's own clauses (X去世，召拜…; 父亲去世，抚养…; but X去世，时年六十); an event
   opening with a man's kinsman (X第二个儿子Y去世) is the man's.
3. **label** against the person the graph gave the clause to: his when the subject is one of his
   names; another's when it is another person's name, the throne (皇帝, 太宗 …), a group (叛军,
   贼), or a kinsman; unknown for no subject or no alignment. A reader's label (`reader_label`)
   takes 他/她 for the man it stands for in its own sentence (`antecedent`), and a kinship word
   for the graph's person when he is the entry subject's kinsman of that kind.

Who can be named, and the names of a chapter, are in parallel_names.py; the names that the words
around them show are no man (a place, an office, a connective) are dropped first
(parallel_false_mentions.py). A kinsman's death before a mourning (母亲去世他就离职) is a time.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from parallel_false_mentions import true_mentions
from parallel_names import NUMERALS, PIVOT_AFTER, Mention
from parallel_text import CLAUSE_MARKS, SENTENCE_MARKS, clause_spans

HIS, OTHER, UNKNOWN = "his", "other", "unknown"

# Classical function words: they survive translation by accident, not by meaning.
_FUNCTION = set("之乎者也矣焉哉兮而以于於为其所则乃因遂又亦皆既及与曰云且若或莫不无有此是故然即已尚犹复更仍凡")
# Classical words whose modern rendering shares no character with them.
_RENDERINGS: dict[str, tuple[str, ...]] = {
    "卒": ("去世", "逝世", "病逝", "死"), "薨": ("去世", "逝世", "死"), "殁": ("去世", "死"), "殂": ("去世", "死"),
    "迁": ("升", "调", "改任", "转任"), "擢": ("提升", "提拔", "升"), "徙": ("调", "改任", "迁"),
    "除": ("任", "授"), "拜": ("任", "授"), "授": ("任",), "累": ("接连", "多次", "屡"),
    "诛": ("杀", "处死", "斩"), "擒": ("活捉", "俘", "捉"), "执": ("抓", "捉", "捕"),
    "斩": ("杀",), "破": ("打败", "击败", "攻克", "攻破"), "败": ("打败", "击败"),
    "讨": ("讨伐", "征讨", "攻打"), "击": ("攻打", "进攻"), "疏": ("上书", "奏"), "表": ("上书", "上奏"),
    "父": ("父亲",), "母": ("母亲",), "妻": ("妻子",), "兄": ("哥哥",), "弟": ("弟弟",),
}
_SHARE = 0.5  # of the classical clause's content characters, the aligned clause must hold
_LINE_SHARE = 0.3  # … and the translated line, of the classical line's

# Facts given to a man (an office, a title, an honour): their clause's subject is often the
# throne that gives them, and the man is the one it gives them to (皇帝赐给他谥号).
RECEIVED = frozenset({"任职", "加衔", "封爵", "赠", "谥号", "祀"})
_GRANTED = re.compile(r"[寻又乃遂后复仍俄]?(?:赐爵|进爵|赐|封)")  # 赐爵建业公 as an event: given too
# Before a mention, these make it the subject of what follows (派他去…, 任命X为…, 由X代任…).
_PIVOTS = ("任命", "命令", "派遣", "派", "命", "令", "诏令", "下诏", "诏", "让", "使", "叫", "请", "召", "征召",
           "提升", "提拔", "擢升", "升", "授予", "授", "任用", "起用", "推荐", "举荐", "保举", "敦促", "催促",
           "劝", "要求", "委任", "调任", "调", "封", "拜", "追赠", "赠", "以", "允许", "准许", "留下", "留", "任",
           "安排", "委派", "推举", "拥立", "征辟", "辟", "署", "用", "选", "由", "引")
# 引X为外援/为党: X is taken in, no pivot; the one who takes him in acts next.
_BRINGS_IN = re.compile(r"为[^，。；]{0,3}(?:援|党|助|羽翼|心腹|知己|同志)")
_JOIN = re.compile(r"[和与及同、]")
# After a name, these make it an event or a band, never whom a later 他 stands for (侯景之乱, X等人).
_NOT_A_MAN = re.compile(r"之乱|之变|之役|等|一伙|部众|的军队")
# A one-character kinship word between a man and his kinsman (杨播弟杨椿, 刘聪之子刘粲, 王某的五弟李某).
_SHORT_KIN = re.compile(r"(?:的|之)?[一二三四五六七八九十]?(子|弟|兄|父|孙|侄|从弟|从兄|族弟|长子|次子)"
                        r"(?=[\u4e00-\u9fff])")
# Between a man and his kinsman (王罢的儿子, 刘聪之子, 他的第九个儿子).
_OWNS = re.compile(r"(?:的|之)?(?:第?[一二三四五六七八九十]+个)?")
# A man's dependant after X的 (萧子响的胆力之士王冲天, 穆崇同族的人丑善).
_DEPENDANT = re.compile(r"(?:同族)?的([^，。的]{0,4}?(?:之士|将领|部将|部下|手下|使者|门客|属官|僚属|亲信|族人|家人"
                        r"|士兵|人))(?=[\u4e00-\u9fff])")
# A kinsman's name after the kinship word (他的父亲李永，…; 祖父名叫于安定，…).
_APPOSED = re.compile(r"(?:名叫|叫|名)?([\u4e00-\u9fff]{1,4}?)(?=[，。；、的字]|等)")
# After a name, these make it a date (世宗初年，…; 太宗即位，…).
_TIME_AFTER = re.compile(r"初年|末年|年间|时期|时候|时，|之时|即位|即皇帝位|即帝位|登上帝位|在位|当政|登基|称帝|死后"
                         r"|去世后|去世之后|死了之后|在世时|在世的时候|朝，"
                         r"|(?:元|[二三四五六七八九十]+)年(?![之内后多间来中])")  # 永安三年: an era's year
_SPLIT_DATE = re.compile(r"(?<=[初末])年")  # a junk name 景德初 before 年: 景德初年 is a date
_ERA_AFTER = re.compile(r"[\u4e00-\u9fff]{2,4}(?:元|[二三四五六七八九十]+)年")  # 齐和帝中兴二年, 睿宗李旦文明元年
# 使 ending an office (洛州防御使郭进) is no causative verb.
_SHI_OFFICES = (r"节度|防御|观察|经略|安抚|转运|招讨|宣抚|制置|处置|按察|采访|巡察|团练|盐铁|度支|镇抚|宣慰"
                r"|招抚|发运|提刑|巡检|刺史|留守")
_OFFICE_SHI = re.compile(rf"(?:{_SHI_OFFICES})使$")
# A decree with no man named is no agent of its own: it acts on the man talked about (诏书下令恢复官爵).
_DECREE = re.compile(r"诏令|诏书|有诏")
# After a man's name, his rising put down (臧质的反叛被平定后): the next clause is another man's; and
# his fall (侯莫陈悦被荡平): a 他 after it is another man (侯莫陈悦被荡平，他代管秦州).
_RISING = r"(?:的)?(?:叛乱|反叛|作乱|之乱|造反)"
_PUT_DOWN = re.compile(rf"{_RISING}(?:被)?(?:平定|平息|讨平)")
_DEFEATED = re.compile(rf"{_PUT_DOWN.pattern}|失败|败亡|覆灭")  # 元颢失败，升任…: not 元颢 rising
# …nor a man's (or a kinsman's, a band's) death, defeat or retreat: 父亲去世，抚养…; 魏军稍一退却，就筑…
_BEATEN = r"(?:被(?:打败|击败|击破)|退却|退走|撤退|逃走|逃跑|败走|败逃|溃败|溃散)"
_GONE = re.compile(rf"{_DEFEATED.pattern}|[稍一才又已便就也都终竟随即因病]{{0,3}}(?:去世|逝世|病逝|丧亡|亡故|死了)"
                   rf"|[稍一才刚]{{1,2}}{_BEATEN}|{_BEATEN}(?:以|之)?后")  # 敌兵撤退后: a time
_FALL = re.compile(rf"{_RISING}?(?:已|又)?被(?:杀|诛|斩|处死|擒|俘|打败|击败|击破|平定|荡平|讨平|消灭|废)"
                   rf"|{_PUT_DOWN.pattern}")
_GONE_OR_ROSE = re.compile(rf"{_GONE.pattern}|(?:举兵|起兵)?{_RISING}")
_KIN_DIED = re.compile(r"(?:去世|逝世|病逝|亡故|死)(?:了)?")  # 母亲去世…: a time when the mourning follows
_MOURNS = re.compile(r"他|她|辞|离|解|去职|守丧|守孝|服丧|居丧|丁忧|回家|归")
_POSTHUMOUS = re.compile(r"赠|谥|追封|祭|葬")  # …but a grant after death goes to the fallen man
# …but the clauses of his own death go on with him (X去世，死时六十岁; 谧号 is the translation's 谥号).
_AFTER_DEATH = re.compile(rf"{_POSTHUMOUS.pattern}|谧|追认|追授|岁|时年|终年|享年|去世|逝世|死")
# Verbs whose object is a man beaten or killed: not whom a later 他 stands for (朱氏打败葛荣，命他为别将).
_BEATS = ("打败", "击败", "击破", "杀死", "杀了", "斩杀", "擒获", "俘虏", "消灭", "平定", "讨平")
# Words no kinsman's name holds: what follows 他儿子 in 他儿子去世后.
_VERBISH = re.compile(r"死|去|了|时|后|说|被|因|在|到|曾|又|也|便|就|都|是|承袭|继承|继嗣|官至|作官|做官|任职")
# A title between a causative verb or the clause start and a name (任命左卫中郎将王文度为…).
_TITLE = re.compile(r"[^，。的他她与和同及跟随向对被把将给为在从到]{1,4}"
                    r"(?:将军|将|都督|刺史|太守|使|令|尉|丞|卿|郎|侍郎|尚书|御史|大夫|中郎|校尉"
                    r"|长史|参军|司马|主簿|节度使|观察使|王|公|侯|官|吏|臣)$")
_PREFIX = re.compile(
    r"^(?:(?:当时|这时|那时|此时|其时|后来|不久|以后|此后|之后|随后|接着|于是|因此|所以|因而|起初|当初|最初|开始"
    r"|先是|原来|然而|但是|可是|不过|但|而|又|也|并且|并|便|就|才|都|同年|当年|这年|那年|次年|第二年|第二天|次日"
    r"|当天|这天|早年|晚年|从前|只有|唯独|正好|恰好|适逢|刚|后|初|等到|待到|及至|直到|到"
    r"|[^，。的]{0,10}?(?:年间|年初|年末|初年|末年|年|月|日|时候|时|以后|之后|期间|中|初|末))\s*)*$")


@dataclass(frozen=True)
class Subject:
    kind: str  # name | pronoun | throne | group | kin | none | unaligned
    form: str = ""
    who: frozenset[str] = frozenset()
    how: str = ""  # before the verb | carried | pivot
    named: str = ""  # for a kinsman, the name the translation gives him when it knows no such person
    agent: str = ""  # for a man the throne acts on, the throne's words (文帝征周迪…)
    owner: Subject | None = None  # for a kinsman, the man whose kinsman he is (徐勉 of 徐勉第二个儿子)


@dataclass(frozen=True)
class Aligned:
    start: int  # the translation clause, offsets in the translated line
    end: int
    anchor: int  # where its verb is taken to stand
    share: float  # of the classical content found in it


def content(text: str) -> str:
    """The Han characters of a classical text that carry its meaning."""
    return "".join(ch for ch in text if "\u3400" <= ch <= "\u9fff" and ch not in _FUNCTION)


def _found(ch: str, text: str) -> int:
    """Where `text` renders the classical character `ch` (itself or a modern rendering); -1 if not."""
    hits = [i for i in [text.find(ch)] + [text.find(r) for r in _RENDERINGS.get(ch, ())] if i >= 0]
    return min(hits) if hits else -1


def align(classical: str, target: str, position: float, value: str = "",
          mentions: Iterable[Mention] = ()) -> Aligned | None:
    """The clause of `target` (a translated line) that renders the classical clause, or None.

    `position` is the classical clause's place in its line (0 first … 1 last): between clauses
    that hold as much of it, the one at the nearer place wins. `value` is the fact's own words,
    whose first rendering is the anchor."""
    want = content(classical)
    if not want:
        return None
    distinct = set(want)
    spans = clause_spans(target)
    best: tuple[float, int, int, int] | None = None
    for k, (s, e) in enumerate(spans):
        piece = target[s:e]
        hits = sum(_found(ch, piece) >= 0 for ch in distinct)
        pairs = sum(want[i:i + 2] in piece for i in range(len(want) - 1))
        place = k / (len(spans) - 1) if len(spans) > 1 else 0.0
        score = hits + pairs - abs(place - position)
        if hits and (best is None or score > best[0]):
            best = (score, s, e, hits)
    if best is None or best[3] < max(1.0, _SHARE * len(distinct)):
        return None
    _, s, e, hits = best
    names = [(m.start, m.end) for m in mentions]
    anchor = _anchor(target, s, e, content(value), names) if value else -1
    if anchor < 0:
        anchor = _anchor(target, s, e, want, names)
    return Aligned(s, e, anchor if anchor >= 0 else e, hits / len(distinct))


def _anchor(target: str, s: int, e: int, chars: str, names: list[tuple[int, int]]) -> int:
    """The first place in target[s:e] where one of `chars` is rendered outside a name; -1 if none."""
    best = -1
    for ch in set(chars):
        for r in (ch, *_RENDERINGS.get(ch, ())):
            i = target.find(r, s, e)
            while i >= 0 and any(a <= i < b for a, b in names):
                i = target.find(r, i + 1, e)
            if i >= 0 and (best < 0 or i < best):
                best = i
    return best


def _after(target: str, start: int, at: int, words: tuple[str, ...]) -> bool:
    before = target[start:at]
    return any(before.endswith(w) for w in words)


_SENDS = ("派遣", "派", "遣", "差遣", "差")
# 使 after the sender's name (睿使张威击之; not 使撰, the throne's unsaid, nor 使持节, 使者, 诸使).
_SHI = re.compile(r"(?<=[\u4e00-\u9fff])(?<!诸)使(?=[\u4e00-\u9fff])(?![持者节君臣])")


def _sending(classical: str, value: str) -> bool:
    """Whether the classical clause sends a man (珙遣刘全将以往): 遣/派, or a 使 that is no office's
    (节度使) when the fact's own words hold it: in 乙使国安镇守某城 the guarding is the sent man's."""
    if any(v in classical for v in "遣派"):
        return True
    return "使" in value and any(not _OFFICE_SHI.search(classical, 0, m.end()) for m in _SHI.finditer(classical))


def _role(target: str, s: int, m: Mention, mentions: list[Mention], received: bool = False) -> str:
    """Where a mention stands in the clause starting at `s`: "initial" (only time words, 于是 …
    and a title before it: 于是太祖…, 大将军刘昶…), "pivot" (just after a causative verb and a
    title: 派他去…, 任命左卫中郎将王文度为…), "possessed" (a kinship word after X的: 王罢的儿子),
    or "" (an object, a preposition's object, a passive's agent: not a subject). `received`:
    the receiver after 给/授予 counts as a pivot."""
    before = target[s:m.start]
    owner = [n for n in mentions if n.end in (m.start, m.start - 1) and n.kind in ("name", "pronoun")
             and target[n.end:m.start] in ("", "的")]
    if m.kind == "kin" and owner:
        return "possessed" if _role(target, s, owner[-1], mentions) else ""
    died = _KIN_DIED.match(target, m.end) if m.kind == "kin" else None
    if died and _MOURNS.match(target, died.end()):
        return ""  # 母亲去世辞了官: the kinsman's death is the time of the clause
    if (_TIME_AFTER.match(target, m.end) or _SPLIT_DATE.match(target, m.end)
            or (m.kind == "throne" and _ERA_AFTER.match(target, m.end))):
        return ""  # 世宗初年, 太宗即位, 永安三年: a date, not a subject
    last = max((n.end for n in mentions if s <= n.start and n.end <= m.start), default=s)
    bare = target[s:last] + _TITLE.sub("", target[last:m.start])  # 侯景将韦粲: no title across a name
    if _PREFIX.match(before) or _PREFIX.match(bare):
        return "initial"
    if m.kind == "kin":
        return ""
    if received and any(before.endswith(v) or bare.endswith(v) for v in ("给", "授予", "赐予", "赠给")):
        return "pivot"  # 赠送给他丰厚的财物: he receives it
    done = m.end == len(target) or target[m.end] in CLAUSE_MARKS  # 封给了北海太守王球。
    pivots = [v for v in _PIVOTS if (v != "使" or not _OFFICE_SHI.search(before))
              and (v != "引" or not _BRINGS_IN.match(target, m.end))]  # 引X为外援: X is no subject
    acts = done or PIVOT_AFTER.match(target, m.end) or target.startswith("以", m.end)  # 诏X以本官为…
    if any(before.endswith(v) or bare.endswith(v) for v in pivots) and acts:
        return "pivot"
    return ""


def _name_after(found: re.Match[str] | None) -> str:
    """The kinsman's name after a kinship word, if what follows looks like one (not 去世后)."""
    name = found.group(1) if found else ""
    return name if name and not set(name) & NUMERALS and not _VERBISH.search(name) else ""


def _with_partners(target: str, m: Mention, mentions: list[Mention]) -> Subject:
    """The subject `m`: a possessor stands for what it possesses (王罢的儿子 is the son), a
    kinship word followed by a name is that name (父亲王纵), and the men coordinated with it join
    it (X和Y, X与他)."""
    held = [n for n in mentions if n.kind in ("name", "pronoun") and n.end <= m.start
            and target[n.end:m.start] in ("", "的")] if m.kind == "kin" else []
    owner = Subject(held[-1].kind, held[-1].form, held[-1].who) if held else None  # 王乙的夫人: his
    while True:  # 他哥哥的儿子沈昭略: the son
        kin = [n for n in mentions if n.kind == "kin" and n.start >= m.end and _OWNS.fullmatch(target[m.end:n.start])]
        if not kin:
            break
        owner = owner or Subject(m.kind, m.form, m.who)
        m = kin[0]
    for owned in (_DEPENDANT, _SHORT_KIN):  # 萧子响的胆力之士王冲天: his man; 杨播弟杨椿: his brother
        found = owned.match(target, m.end) if m.kind in ("name", "pronoun") else None
        if found:
            after = [n for n in mentions if n.start == found.end() and n.kind == "name"]
            if not after:
                return Subject("kin", found.group(1), named=_name_after(_APPOSED.match(target, found.end())),
                               owner=Subject(m.kind, m.form, m.who))
            m = after[0]
    named = [n for n in mentions if n.start == m.end and n.kind == "name"]
    if m.kind == "kin" and named:
        m = named[0]
    if m.kind == "kin":
        return Subject("kin", m.form, named=_name_after(_APPOSED.match(target, m.end)), owner=owner)
    who = set(m.who)
    form = m.form
    for n in mentions:
        gap = target[m.end:n.start]
        if n.start >= m.end and len(gap) == 1 and _JOIN.fullmatch(gap) and n.kind in ("name", "pronoun"):
            who |= n.who
            form += gap + n.form
    return Subject(m.kind, form, frozenset(who))


def subject_of(target: str, aligned: Aligned, mentions: list[Mention], received: bool = False,
               sending: bool = False) -> Subject:
    """The subject of the aligned clause of a translated line (see the module's docstring).

    The throne acting (太祖征召长孙俭入朝) makes the clause the man's it acts on when the clause
    names one, and another's when it names none; for a fact given to a man (`received`: an office,
    a title, an honour) the throne that gives it names no one, and the receiver after 给 counts.
    `sending`: the classical clause states a sending (珙遣刘全将以往), whose subject is the man who
    sends (孟珙派刘全…), not the man sent."""
    found = _subject(target, aligned, mentions, received, sending)
    if found.kind == "throne":
        acted_on = [m for m in mentions if aligned.start <= m.start < aligned.end and m.kind in ("name", "pronoun")
                    and m.start > target.find(found.form, aligned.start)]
        if acted_on:
            m = acted_on[0]
            return Subject(m.kind, m.form, m.who, "acted on by the throne", agent=found.form)
        if received:
            return Subject("none", found.form, how="the throne gives it")
        if _DECREE.fullmatch(found.form):
            return Subject("none", found.form, how="a decree on him")
    return found


def _subject(target: str, aligned: Aligned, mentions: list[Mention], received: bool, sending: bool) -> Subject:
    if received:  # 误把爵位封给了北海太守王球: the man it is given to, wherever he stands in the clause
        given_to = [m for m in mentions if aligned.start <= m.start < aligned.end and m.kind in ("name", "pronoun")
                    and _role(target, aligned.start, m, mentions, True) == "pivot"]
        if given_to:
            return replace(_with_partners(target, given_to[0], mentions), how="receiver")
    inside = [m for m in mentions if aligned.start <= m.start and m.end <= aligned.anchor]
    for m in reversed(inside):
        role = _role(target, aligned.start, m, mentions, received)
        if role == "pivot" and sending and target[aligned.start:m.start].endswith(_SENDS):
            continue  # 孟珙派刘全率兵前往: the sending is 孟珙's
        if role:
            return replace(_with_partners(target, m, mentions), how="pivot" if role == "pivot" else "before the verb")
    spans = [sp for sp in clause_spans(target) if sp[1] <= aligned.start]
    for s, e in reversed(spans):
        if any(ch in SENTENCE_MARKS for ch in target[e:aligned.start]):
            break
        if _object_only(target, s, e, mentions):
            return Subject("none", how="after another's object")  # 别的宰相不喜欢仲郢，降职…: not 仲郢's subject
        if _fallen(target, s, e, mentions, _GONE, ("name", "kin", "group")) and not _AFTER_DEATH.search(
                target, aligned.start, aligned.end):
            return Subject("none", how="after another's fall")
        carried = _carried(target, s, e, mentions)
        if carried is not None and carried.kind == "throne":
            return Subject("none", carried.form, how="after the throne")  # 武帝爱赏他，跟随征讨: his, unsaid
        if carried is not None:
            return carried
    return Subject("none")


def _object_only(target: str, s: int, e: int, mentions: list[Mention]) -> bool:
    """Whether a clause names men only as objects: its subject is then something the translation
    does not name as a person, and nothing can be carried through it."""
    inside = [m for m in mentions if s <= m.start and m.end <= e]
    named = [m for m in inside if m.kind in ("name", "pronoun")]
    return bool(named) and not any(_role(target, s, m, mentions) for m in inside)  # 儿子元谦: a subject


def _fallen(target: str, s: int, e: int, mentions: list[Mention], fall: re.Pattern[str] = _FALL,
            kinds: tuple[str, ...] = ("name",)) -> bool:
    """Whether a clause tells the fall of the man who opens it (see `_FALL`)."""
    return any(fall.match(target, m.end) for m in mentions
               if s <= m.start and m.end <= e and m.kind in kinds and _role(target, s, m, mentions) == "initial")


def _carried(target: str, s: int, e: int, mentions: list[Mention], initial_only: bool = False) -> Subject | None:
    """What an earlier clause of the sentence hands on: the man its causative verb names, else
    its clause-initial subject; None when it hands on no one."""
    inside = [m for m in mentions if s <= m.start and m.end <= e]
    roles = [(_role(target, s, m, mentions), m) for m in inside]
    if not initial_only:
        pivots = [m for role, m in roles if role == "pivot"]
        if pivots and pivots[-1] is inside[-1]:
            return Subject(pivots[-1].kind, pivots[-1].form, pivots[-1].who, "pivot")
    for role, m in roles:
        if role in ("initial", "possessed"):
            return replace(_with_partners(target, m, mentions), how="carried")
    return None


def topic(before: list[tuple[str, list[Mention]]]) -> Subject:
    """The man the translation was last talking about, for a clause with no subject or a pronoun:
    the clause-initial subject of the nearest earlier sentence that has one (a pronoun or the
    throne there sends the search further back: the throne acts on the man talked about).
    `before`: translated text before the clause with its mentions, earliest first (the previous
    line, then the current line up to the clause)."""
    for text, mentions in reversed(before):
        ends = [0] + [i + 1 for i, ch in enumerate(text) if ch in SENTENCE_MARKS]
        if ends[-1] != len(text):
            ends.append(len(text))
        for a, b in reversed(list(zip(ends, ends[1:]))):
            for s, e in clause_spans(text, a, b):
                found = _carried(text, s, e, [m for m in mentions if s <= m.start < e], initial_only=True)
                if found is not None and found.kind not in ("pronoun", "throne"):
                    return replace(found, how="topic")
                if found is not None:
                    break
    return Subject("none")


def singular_pronoun(subject: Subject) -> bool:
    """他/她 alone (not 他们, not 他和X): a reader takes it for the man last talked about."""
    return subject.kind == "pronoun" and subject.form in ("他", "她")


def reader_label(subject: Subject, about: Subject | None, key: str, forms: Iterable[str] = (),
                 kinsman: bool = False, kin_word: str = "") -> str:
    """The label a reader gives: the subject's, and for 他/她 the man it stands for (`about`, see
    `antecedent`), as a reader carries him on. A clause with no subject stays
    unknown: read by eye, the man last named before it was another in 16 of 20 such clauses
    (the translation drops the entry's own subject, not another's). `kin_word`: the kinship
    words for the kinsman of the entry's subject the graph's person is (儿子 for a son): 他的儿子
    is then he."""
    forms = tuple(forms)
    named = subject.named if len(subject.named) <= 3 else ""  # 封为列侯 after 儿子 is no name
    if (subject.kind == "kin" and subject.form in kin_word.split("|")
            and (not named or any(named.endswith(f) for f in forms if f))):
        return HIS
    label = verdict(subject, key, forms, kinsman)
    if label == UNKNOWN and about is not None and singular_pronoun(subject):
        return verdict(about, key, forms, kinsman)
    return label


def _names(named: str) -> bool:
    """Whether the words after a kinship word name someone (夫人张氏逝世: 张氏, swallowed with her death),
    not a death told of her (夫人逝世) or a tail too long to be a name."""
    return bool(named) and ("氏" in named[1:3] or (len(named) <= 3 and not _KIN_DIED.match(named)))


def verdict(subject: Subject, key: str, forms: Iterable[str] = (), kinsman: bool = False) -> str:
    """his / other / unknown for the person `key` the graph gave the clause to; `forms`, his
    names, decide for a kinsman the translation names (他的父亲李永 is the graph's 永);
    `kinsman`: the graph knows him as someone's kinsman, so an unnamed kinsman may be he."""
    own = [f for f in forms if len(f) >= 2]
    if any(f in subject.agent for f in own) or (subject.kind == "throne" and any(f in subject.form for f in own)):
        return HIS  # the graph's person is the emperor who acts (文宣 in 文宣帝)
    if subject.kind == "name":
        return HIS if key in subject.who else OTHER
    if (subject.kind == "kin" and subject.owner is None and len(subject.form) >= 2 and not _names(subject.named)
            and any(len(f) > len(subject.form) and f.endswith(subject.form) for f in forms)):
        return HIS  # 夫人 in 谯国夫人's entry, no one's and unnamed: her title (夫人约束本族, 夫人逝世)
    if subject.kind == "kin" and subject.named:
        return HIS if any(f and subject.named.endswith(f) for f in forms) else OTHER
    if subject.kind == "kin" and kinsman:
        return UNKNOWN  # 他儿子去世后, and the graph's person is a son: perhaps this one
    if subject.kind in ("throne", "group", "kin"):
        return OTHER
    return UNKNOWN



# -- kinship facts, and whether a name is used for a person ------------------------------------

_KIN_RENDERINGS = {"父": ("父亲",), "母": ("母亲",), "子": ("儿子", "长子", "次子", "幼子", "少子", "小儿子", "大儿子"),
                   "兄": ("哥哥", "兄长", "长兄"), "弟": ("弟弟",), "妻": ("妻子", "夫人"), "祖父": ("祖父",),
                   "孙": ("孙子",), "女": ("女儿",), "叔伯": ("叔父", "伯父", "叔叔"), "曾祖": ("曾祖父", "曾祖"),
                   "从兄": ("堂兄",), "族叔": ("族叔",)}
KIN_RELATIONS = frozenset(_KIN_RENDERINGS)
KIN_RENDERINGS = {**_KIN_RENDERINGS, "侄": ("侄子",), "从子": ("侄子",)}


def kin_owner(target: str, relation: str, mentions: list[Mention]) -> Subject:
    """Whose kinsman a kinship fact names, as the translation says it: the name just before
    the kinship word (袁翻的父亲, 他的儿子); none when the word stands alone (父亲袁宣)."""
    for word in _KIN_RENDERINGS.get(relation, ()):
        at = target.find(word)
        while at >= 0:
            before = target[:at].removesuffix("的")
            owner = [m for m in mentions if m.end == len(before) and m.kind in ("name", "pronoun")]
            if owner:
                return Subject(owner[-1].kind, owner[-1].form, owner[-1].who, "possessor")
            at = target.find(word, at + 1)
    return Subject("none")




@dataclass(frozen=True)
class ClauseReading:
    """How a translated line reads one classical clause."""

    rendered: str  # the translation's clause that renders it ("" when none does)
    subject: Subject
    topic: Subject | None = None  # with no subject or a pronoun: whom the translation was talking about


def _tells_kin(kin_word: str, value: str) -> bool:
    """Whether an event's own words open by naming the kinsman (第二子悱卒, 曾祖因为…, 属官惶怖): the
    event is then told of the man whose kinsman he is, as a part of his life."""
    return any(ch in value[:3] for ch in kin_word if ch not in "的人儿亲将下手使者门生")


def loose(line: str, target: str) -> bool:
    """Whether a translated line renders too little of its classical line to be trusted: some
    lines of the corpus translate a neighbour (the rest of a memorial, a dropped sentence)."""
    want = set(content(line))
    return len(want) >= 4 and sum(_found(ch, target) >= 0 for ch in want) < _LINE_SHARE * len(want)


def read_clause(classical: str, position: float, target: str, mentions: list[Mention], value: str = "",
                relation: str = "", before: tuple[str, list[Mention]] | None = None, line: str = "") -> ClauseReading:
    """The subject the translated line `target` gives the classical clause (at `position` in its
    `line`, 0 … 1; `value`: the fact's own words in it). A kinship fact is read by its possessor.
    `before`: the previous translated line and its mentions, for the topic. A loose line (see
    `loose`) aligns nothing."""
    mentions = true_mentions(target, mentions, relation, value)
    if line and loose(line, target):
        return ClauseReading("", Subject("unaligned", how="loose line"))
    if relation in KIN_RELATIONS:
        return ClauseReading(target, kin_owner(target, relation, mentions))
    aligned = align(classical, target, position, value, mentions)
    if aligned is None:
        return ClauseReading("", Subject("unaligned"))
    received = relation in RECEIVED or bool(_GRANTED.match(classical)) or "赐死" in value  # a death decreed
    subject = subject_of(target, aligned, mentions, received, _sending(classical, value))
    if "忧" in classical and subject.kind in ("kin", "none"):
        subject = _mourner(target, aligned, mentions, subject)
    if subject.kind == "kin" and subject.owner is not None and relation == "事件" and _tells_kin(subject.form, value):
        subject = replace(subject.owner, how="his kinsman's event")  # 勉第二子悱卒: 徐勉's son died
    about = None
    if singular_pronoun(subject):
        about = antecedent(target, aligned.start, mentions, subject)
    elif subject.kind == "none" and not subject.how:
        earlier = [(target[:aligned.start], [m for m in mentions if m.end <= aligned.start])]
        about = topic(([before] if before else []) + earlier)
    return ClauseReading(target[aligned.start:aligned.end], subject, about)


def _paired(target: str, named: list[Mention]) -> bool:
    """Whether the last man named is joined to the one before him (X和建威将军Y): a 他 after
    them may stand for either."""
    if len(named) < 2:
        return False
    gap = target[named[-2].end:named[-1].start]
    return bool(gap) and gap[0] in "和与同及、" and (len(gap) == 1 or _TITLE.fullmatch(gap[1:]) is not None)


def _mourner(target: str, aligned: Aligned, mentions: list[Mention], found: Subject) -> Subject:
    """The subject of a mourning clause (母忧去职 → 母亲去世他就离职): the kinsman's death is its
    time, and the man after it the one who leaves office; none when the clause names no one after."""
    for m in mentions:
        died = _KIN_DIED.match(target, m.end) if m.kind == "kin" else None
        if died and aligned.start <= m.start < aligned.end:
            after = [n for n in mentions if died.end() <= n.start < aligned.end and n.kind in ("name", "pronoun")
                     and target[died.end():n.start] in ("", "后", "时")]
            return replace(_with_partners(target, after[0], mentions), how="mourner") if after else Subject("none")
    return found


def antecedent(target: str, start: int, mentions: list[Mention], subject: Subject) -> Subject:
    """The man the 他/她 `subject` of the clause at `start` stands for, as a reader takes him: the
    subject of an earlier clause of the same sentence (夏侯详多次辞让，朝廷就重新授予他…); when 他
    receives or is sent and his clause names no agent of its own, the agent is that earlier
    subject, and 他 the man named after him (李穆…，引赵芬为长史，封他为…: 赵芬). None past the
    sentence's start, past an earlier 他 (梁仑定佩服他的才能，赠送给他…), past an event or a group
    (侯景之乱, 高智慧等人), or, for a 他 before the verb, past a man whose fall, death or rising the
    clause told (萧宝夤失败后，他…). Read by eye, the topic of earlier sentences was another man in
    18 of 20 such clauses where it was not the graph's (侯景 for 他 in 王褒's entry)."""
    opened = max((i + 1 for i, ch in enumerate(target[:start]) if ch in SENTENCE_MARKS), default=0)
    at = next((m.start for m in mentions if m.start >= start and m.form == subject.form), start)
    own_agent = any(start <= m.start < at and m.kind in ("name", "throne") for m in mentions)
    acted_on = subject.how in ("receiver", "pivot", "acted on by the throne") and not own_agent
    own = clause_spans(target, start)
    posthumous = bool(_POSTHUMOUS.search(target, start, own[0][1] if own else len(target)))
    for s, e in reversed(clause_spans(target, opened, start)):
        inside = [m for m in mentions if s <= m.start < e]
        if any(m.kind == "pronoun" for m in inside) or any(
                _NOT_A_MAN.match(target, m.end) for m in inside if m.kind == "name"):
            break
        if not posthumous and _fallen(target, s, e, mentions):
            break  # 宇文护被诛杀，朝廷封他…: the fallen man is not he
        if subject.how == "before the verb" and not posthumous and _fallen(target, s, e, mentions, _GONE_OR_ROSE):
            break  # 萧宝夤失败后，他重归乡里; 尉迟迥举兵反叛，他便…: not the man he would be named after
        if acted_on and target[s:e].endswith(("时", "之时", "时候", "之后", "以后")) and any(
                m.kind == "name" and _role(target, s, m, mentions) != "pivot" for m in inside):
            break  # 王乙执掌政权时，召用他为中尉; 石勒称帝之后，授予他…: the man of the time clause
        if acted_on:
            named = [m for m in inside if m.kind == "name" and _role(target, s, m, mentions) != "initial"
                     and not target[s:m.start].endswith(_BEATS)]
            if named and _paired(target, named):
                return Subject("none", how="two men before him")  # 派田子和孙季高…，加派他为…: either
            if named:
                return Subject("name", named[-1].form, named[-1].who, "antecedent")
            if any(m.kind in ("name", "throne") for m in inside):
                break  # the agent who acts on him: not he
            continue
        found = _carried(target, s, e, inside, initial_only=True)
        if found is not None and found.kind == "name":
            return replace(found, how="antecedent")
        if found is not None:
            break  # the throne, a group or a kinsman: not whom 他 names
    return Subject("none")
