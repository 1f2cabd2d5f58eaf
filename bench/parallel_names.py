"""Who a translated line can name: the people of a chapter and the forms its translation uses for
them, the throne, groups, kinsmen and pronouns (see parallel_labels.py for what is done with them).

Names are those the translation uses for the chapter's people: the graph's people and aliases in
that document (their given names, and their given names with the surname the translation adds:
国安 → 李国安, 护 → 宇文护), and full names the translation writes where the classical line has
the given name alone (a sign the string is a person's name, not a word), or copies from the
classical line and uses for a person (X说, 任命X为…).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from parallel_variants import line_variants, variant_forms

_PRONOUN = r"(?<!其)(?:他们|她们|他|她)(?![人日处乡国方年])"
_THRONE = (r"(?:[东西南北前后]?[汉魏晋宋齐梁陈隋唐周]|北魏|东魏|西魏)?皇帝|皇上|天子|朝廷|陛下|圣上|君主|国君|诏令|诏书"
           r"|有诏|(?:[周汉魏晋宋齐梁陈隋唐]|北魏|北齐|北周|南齐|后周|后唐|后晋|后汉)?(?:[太高世中仁英神哲徽钦光宁理度宪穆敬宣懿僖昭德顺睿玄肃代]宗"
           r"|[太高世]祖|[文武景昭宣元成哀平明章和安顺桓灵献惠废静闵恭孝神庄节太]{1,2}帝)")
_THRONE_ONLY = re.compile(_THRONE)
_OFFICE_AFTER = re.compile(r"中庶子|庶子|少保|少傅|少师|詹事|洗马|舍人|宾客|家令|府|宫|殿|陵|禄大夫")  # 金紫光禄大夫
_GROUP = (r"叛军|叛贼|贼兵|贼军|贼寇|贼众|贼人|敌军|敌人|敌兵|盗贼|乱军|乱兵|寇|贼(?!臣)"
          r"|(?:羌|胡|蛮|夷|狄|戎|金|辽|夏|蒙古|契丹|突厥|吐蕃|回纥|回鹘|鲜卑|匈奴|柔然|蠕蠕|高丽|百济|新罗|党项|女真|氐)"
          r"(?:人|军|兵|众|族|贼|寇|骑)"
          r"|(?:北魏|东魏|西魏|北齐|北周|官|魏|齐|周|梁|陈|宋|隋|唐|燕|秦|晋|吴|蜀|汉|元|明|清)(?:的?(?:救兵|援兵|援军)|军|兵)")
KIN_WORDS = ("父亲", "母亲", "儿子", "长子", "次子", "幼子", "少子", "小儿子", "大儿子", "女儿", "妻子", "夫人",
             "哥哥", "兄长", "长兄", "弟弟", "堂弟", "堂兄", "叔父", "伯父", "祖父", "曾祖父", "孙子", "侄子",
             "外甥", "外祖父", "舅舅", "岳父", "女婿", "养子", "嗣子", "部将", "部下", "属下", "手下", "门生",
             "弟子", "家奴", "奴仆", "仆人", "家僮", "使者", "部属")
# After a causative verb and a name, what the man is made to do (任命X为…, 派X去…, 诏X守…).
PIVOT_AFTER = re.compile(r"[为去来到任兼领掌管主镇守征讨攻率带统出入回赴知做当跟随与和等代充乘押送护迎接巡视察查审处"
                          r"理办修筑造建治持奉使往至驻屯防救援追击伐平破收招抚慰劳赈监督总摄行执捕拘囚杀斩诛问讯劾"
                          r"奏上写撰编校定议商谈说告报传宣谕赐颁发引导]|前往|担任|出任|充任")


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    form: str
    kind: str  # name | pronoun | throne | group | kin
    who: frozenset[str] = frozenset()  # person keys, for a name


# After a one-character given name opening a clause, what shows it is the man acting (烈说, 烈率…).
_ACTS_AFTER = "说率到被又便就也已不乃却亦回入派上请让领攻击守救因曾再仍向对"
# Characters that open a clause as a word far more often than as a man's given name (又任, 升任).
_NOT_SHORT = set("又再也还便就才都升调改转迁授拜任入出回到进退后先初时乃遂即因曾仍亦皆共并同与和不未已将被令使请")


@dataclass
class Lexicon:
    """Name forms the translation of one chapter uses for people, each with the people it names.
    `short`: one-character given names (烈 of 于烈), a name only at the start of a clause and
    before a verb or an adverb there (烈说…), where a character of running text seldom stands."""

    forms: dict[str, frozenset[str]] = field(default_factory=dict)
    short: dict[str, frozenset[str]] = field(default_factory=dict)
    partial: dict[str, frozenset[str]] = field(default_factory=dict)
    _pattern: re.Pattern[str] | None = None

    def pattern(self) -> re.Pattern[str]:
        if self._pattern is None:
            names = sorted(self.forms, key=len, reverse=True)
            kin = "|".join(sorted(KIN_WORDS, key=len, reverse=True))
            parts = [f"(?P<throne>{_THRONE})"]  # before names: 孝武帝, not the graph's 孝武
            parts += [f"(?P<name>{'|'.join(map(re.escape, names))})"] if names else []
            if self.partial:  # 胡僧 of 胡僧祐 only before punctuation or a verb: not 周法 of 周法僧
                parts += [f"(?P<partial>(?:{'|'.join(map(re.escape, self.partial))})(?=[，。；：{_ACTS_AFTER}]))"]
            if self.short:
                parts += [f"(?P<short>(?:^|(?<=[，。；：！？\n]))[{''.join(self.short)}](?=[{_ACTS_AFTER}]))"]
            parts += [f"(?P<kin>{kin})", f"(?P<pronoun>{_PRONOUN})", f"(?P<group>{_GROUP})"]
            self._pattern = re.compile("|".join(parts))
        return self._pattern

    def mentions(self, text: str) -> list[Mention]:
        """Mentions in `text`, longest name first where forms overlap."""
        out = []
        for m in self.pattern().finditer(text):
            kind = m.lastgroup or "name"
            if _OFFICE_AFTER.match(text, m.end()):
                continue  # 太子中庶子, 皇后宫: part of an office's or a place's name
            if kind == "name" and _THRONE_ONLY.fullmatch(m.group()):
                kind = "throne"  # the graph's node for an emperor (神宗) is the throne acting
            who = self.forms.get(m.group(), frozenset()) if kind == "name" else frozenset()
            if kind in ("short", "partial"):
                kind, who = "name", (self.short if kind == "short" else self.partial)[m.group()]
            if kind == "name" and text[m.start() - 1:m.start()] == "字":
                continue  # 卢恺，字长仁: his 字 stated, not a man named
            out.append(Mention(m.start(), m.end(), m.group(), kind, who))
        return out


def split_surname(name: str, surnames: frozenset[str]) -> tuple[str, str]:
    """(surname, given name) of a Han name of 2–4 characters; ("", name) when it has none."""
    for n in (2, 1):
        if 2 <= len(name) <= 4 and len(name) > n and name[:n] in surnames:
            return name[:n], name[n:]
    return "", name


def expansions(text: str, given: str, surnames: frozenset[str], kin: frozenset[str] = frozenset()) -> set[str]:
    """Full names `text` writes for a given name: a surname just before it. A one-character
    given name takes a compound surname, one of `kin` (the surnames of the chapter's subjects,
    which their kinsmen bear: 纵 → 王纵 in 王重荣's entry), or a surname that is not mostly a
    word, written so at least twice (志 → 刘志)."""
    found: Counter[str] = Counter()
    i = text.find(given)
    while i >= 0:
        for n in (2, 1):
            surname = text[i - n:i] if i >= n else ""
            if surname in surnames or surname in kin:
                found[surname + given] += 1
                break
        i = text.find(given, i + 1)
    out = set()
    for full, count in found.items():
        surname = full[:-len(given)]
        wordlike = surname in WORDLIKE_SURNAMES  # of the chapter's (`kin`): before a one-character given name only
        if (len(surname) == 2 or (surname in kin and (not wordlike or (len(given) == 1 and _given_shape(given))))
                or (not wordlike and (len(given) >= 2 or count >= 2))):
            out.add(full)
    return out


_KIN_PREFIX = re.compile(r"^(?=.{3,5}$).{0,2}?(?:长子|次子|少子|幼子|从子|从弟|从兄|子|弟|兄|孙|侄)(.{1,2})$")
_TITLE_PREFIX = re.compile(r"^(?:.{1,4}[公王侯伯]|庶人|废太子|太子)(.{1,2})$")


def given_names(form: str) -> set[str]:
    """The given name inside a name form that the graph wrote with a kinship word or a noble
    title before it: 绰弟椿 → 椿, 子庆远 → 庆远, 邵惠公颢 → 颢, 庶人谅 → 谅 (not 子仪, a name)."""
    return {m.group(1) for m in (_KIN_PREFIX.match(form), _TITLE_PREFIX.match(form)) if m}


_TAGGED = re.compile(r"^(?:岛夷|僭晋|私署|伪|海夷|匈奴|铁弗|徒何|羯胡|鲜卑|氐|羌|卢水胡|賨|巴)(.{2,3})$")


def name_variants(form: str, translation: str, surnames: frozenset[str], kin: frozenset[str] = frozenset()) -> set[str]:
    """The forms a translation may use for a person the graph calls `form`: the form itself (of
    two characters or more), its given name (two or more), and the full names the translation
    writes for a form that may be a given name (one or two characters, or none with a surname:
    惠达 → 周惠达) or for the given name inside it (邵惠公颢 → 宇文颢)."""
    tagged = _TAGGED.match(form)  # 岛夷桓玄: 魏书's tag for a southern ruler, then his name
    if tagged:
        form = tagged.group(1)
    surname, given = split_surname(form, surnames)
    out = {form} if len(form) >= 2 else set()
    if surname and len(given) >= 2:
        out.add(given)
    for g in ({form} if not surname or len(form) <= 2 else set()) | given_names(form):
        out |= expansions(translation, g, surnames, kin)
    if len(form) == 2 and form[0] in "子弟兄孙侄":  # 子颖 → 宗颖 in 宗泽's chapter (but 子仪 is a name)
        out |= expansions(translation, form[1], frozenset(), kin)
    return out


_MODERN_FUNCTION = set("的了是在着们这那个么吗呢吧就都也还把被对给让说和与为他她它我你其所之而以于")
NUMERALS = set("一二三四五六七八九十百千万两")
# Surnames that are far more often a verb or a word in running text (任太子 is 任 + 太子).
WORDLIKE_SURNAMES = set("任终于时和平明成文东安常乐从向应解管经都能双通容易满广国尚农别相查后公有帅年言福归海法"
                         "那空养须益权盖伯商於家封曲车山谷全班仰秋仲宫宁暴甘厉戎祖武符龙幸司印宿怀从索咸籍能闻党"
                         "贡劳申扶宰却通边浦充慕连习向古居步衡弘匡文寇广禄东利越隆师巩勾敖融冷辛那简饶空沙丰关相"
                         "后荆红游权盖益公有琴商伯赏墨年爱阳言福卿归海帖晋楚法汝钦")
# Before a given name that opens a classical clause (及翻兄弟官显, 既而福信杀道琛).
_CLAUSE_OPENERS = ("", "及", "既", "而", "初", "后", "时", "会", "乃", "遂", "又", "亦", "因", "故", "既而", "于是")


def _opens_clause(given: str, source: str) -> bool:
    """Whether the classical line has `given` at the start of a clause, where a subject stands."""
    at = source.find(given)
    while at >= 0:
        head = source[:at]
        cut = max(head.rfind(p) for p in "，。；：！？ ")
        if head[cut + 1:] in _CLAUSE_OPENERS:
            return True
        at = source.find(given, at + 1)
    return False


# Characters of titles, offices and grammar, never of a given name the histories shorten to.
_NOT_GIVEN = set("王帝公侯将军州县郡官年字位即乃遂亦皆既则及曰氏人尉卿丞史时诏敕")  # 有诏: there was a decree


def _given_shape(given: str) -> bool:
    return not set(given) & (_MODERN_FUNCTION | NUMERALS | _NOT_GIVEN)


def name_shaped(form: str, surnames: frozenset[str], kin: frozenset[str] = frozenset()) -> bool:
    """A surname (not one that is mostly a word, unless the chapter's subjects bear it) and a
    given name of one or two characters that holds no title, numeral or grammar: 黄邺, 王纵."""
    surname, given = split_surname(form, surnames)
    return (bool(surname) and 1 <= len(given) <= 2 and _given_shape(given)
            and (surname in kin or len(surname) == 2 or surname not in WORDLIKE_SURNAMES))


def translation_names(pairs: Iterable[tuple[str, str]], surnames: frozenset[str], classical: str,
                      known: Iterable[str] = ()) -> set[str]:
    """Full names in the translation that are people's, found two ways:

    - introduced: the translation writes a full name where the classical line has the given name
      alone at the start of a clause (梦莘独谓 → 只有徐梦莘说), and the classical text writes it in
      full somewhere (the man was introduced): once for a two-character given name, twice for a
      one-character one;
    - copied: a full name both the classical line and its translation write, which the
      translation uses for a person (`used_for_person`: 胡廷直说, 任命王文度为…).

    A surname that is mostly a word (任, 尚, 平 …) counts only for a name introduced twice (尚让,
    任忠); a string that overlaps a name already `known` never does (蒙字鲁 in 陆龟蒙字鲁望)."""
    introduced: Counter[str] = Counter()
    copied: set[str] = set()
    names = sorted(set(known), key=len, reverse=True)
    for source, target in pairs:
        taken = [False] * len(target)
        for name in names:
            at = target.find(name)
            while at >= 0:
                taken[at:at + len(name)] = [True] * len(name)
                at = target.find(name, at + 1)
        for i in range(len(target)):
            if taken[i]:
                continue
            for n in (2, 1):
                surname = target[i:i + n]
                if len(surname) != n or surname not in surnames:
                    continue
                wordlike = n == 1 and surname in WORDLIKE_SURNAMES
                for g in (2, 1):
                    given = target[i + n:i + n + g]
                    full = surname + given
                    if len(given) != g or not _given_shape(given) or any(taken[i:i + n + g]):
                        continue
                    if wordlike and g == 1 and PIVOT_AFTER.match(given):
                        continue  # 赏赐: a verb after a surname that is mostly a word
                    if full in classical and _opens_clause(given, source):
                        introduced[full] += 1
                    elif full in source and not wordlike:
                        copied.add(full)
                break
    translation = "\n".join(t for _, t in pairs)
    return ({name for name, count in introduced.items()
             if count >= 2 or (len(split_surname(name, surnames)[1]) >= 2 and name[0] not in WORDLIKE_SURNAMES)}
            | {name for name in copied if used_for_person(name, translation)})


def chapter_lexicon(people: Mapping[str, Iterable[str]], pairs: list[tuple[str, str]],
                    surnames: frozenset[str], kin: frozenset[str] = frozenset(),
                    unwritten: Mapping[str, Iterable[str]] | None = None) -> Lexicon:
    """The names the translation of a chapter uses for its people. `people`: person key → the
    graph's name forms for him; `pairs`: (classical line, translation) of the chapter.

    One-character forms are too common in running text to count alone; a Han name's given name
    (two characters or more) counts, and so does a form with the surname the translation puts
    before it (also for the given name inside 绰弟椿 or 邵惠公颢: 苏椿, 宇文颢). `unwritten`: person
    key → the graph's full names the translation never writes, which it may write varied (温子升
    written 温子癉; see `variant_forms`)."""
    translation = "\n".join(t for _, t in pairs)
    classical = "\n".join(s for s, _ in pairs)
    forms: dict[str, set[str]] = {}
    held: dict[str, set[str]] = {}  # form -> the people the graph gives it as a name of their own
    for key, names in people.items():
        for name in names:
            held.setdefault(name, set()).add(key)
    for key, names in people.items():
        for name in set(names):
            for form in name_variants(name, translation, surnames, kin):
                keys = forms.setdefault(form, set())
                if not another_mans(form, names, surnames, bool(held.get(form, set()) - {key}) or form in classical):
                    keys.add(key)
    for form in [f for f, keys in forms.items() if not keys]:
        forms[form] = {f"t:{form}"}  # 朱修之, which the classical writes, when only 毛修之 held him
    bare = {g: k for k, names in people.items() for f in names
            for g in ({f} if not split_surname(f, surnames)[0] else set()) | given_names(f)}
    for name in translation_names(pairs, surnames, classical, forms):
        if name not in forms:
            # 周子谅 for the graph's 谅: a man the graph knows by his given name alone
            keys = {k for f, k in bare.items() if name.endswith(f) and len(f) < len(name)
                    and not another_mans(name, people[k], surnames, name in classical)} or {f"t:{name}"}
            forms[name] = keys
            given = split_surname(name, surnames)[1]
            if len(given) >= 2 and given not in forms:
                forms[given] = keys
    known = {f: frozenset(k) for f, k in forms.items()}
    for k, names in (unwritten or {}).items():
        for name in names:
            if name not in forms:
                known[name] = known.get(name, frozenset()) | {k}
    for variant, keys in variant_forms(known, translation, classical, surnames, _given_shape).items():
        # 温子癉 for the graph's 温子升; two characters once may be a word (元呈奏表: 元 presents)
        if len(variant) > 2 or translation.count(variant) >= 2 or used_for_person(variant, translation):
            forms[variant] = set(keys)
    for variant, keys in line_variants(known, pairs, surnames, _given_shape, _opens_clause, _ACTS_AFTER).items():
        forms.setdefault(variant, set(keys))  # 崔慰巡 where the classical line opens with 慰祖
    partial, short = partial_forms(forms, translation, surnames)
    return Lexicon({f: frozenset(k) for f, k in forms.items() if _HAN_NAME.fullmatch(f)}, short,  # not 史，
                   {f: frozenset(k) for f, k in partial.items() if f not in forms})


def another_mans(form: str, names: Iterable[str], surnames: frozenset[str], elsewhere: bool) -> bool:
    """Whether a full name the translation writes for a man's given name is another man's: the
    graph gives it to another person or the classical chapter writes it (`elsewhere`), and the
    man's own full name puts another surname before that given name (朱修之 is not 毛修之, though
    the graph also calls him 修之). A name found nowhere else is the translation's slip (强弘策
    for 张弘策): still he."""
    surname, given = split_surname(form, surnames)
    if not surname or not elsewhere:
        return False
    own = {s for f in names if not given_names(f) for s, g in [split_surname(f, surnames)] if s and g == given}
    return bool(own) and surname not in own  # not 法僧 for 元法僧: 法 is no surname of a name he has


_TITLE_TAIL = ("夫人", "公主")  # 夫人 for 谯国夫人
_HAN_NAME = re.compile(r"[\u4e00-\u9fff]{2,6}")


def partial_forms(forms: Mapping[str, Iterable[str]], translation: str,
                  surnames: frozenset[str]) -> tuple[dict[str, set[str]], dict[str, frozenset[str]]]:
    """The parts of a name a translation writes for its man when the part names no one else of
    the chapter: the surname and first character of a three-character name (胡僧 for 胡僧祐, 孔子
    for 孔子袪), the title a titled woman is called by (夫人 for 谯国夫人), and the one-character
    given name of a man with a one-character surname (烈 for 于烈; see `Lexicon.short`). Each
    only where the translation writes the part without the rest; never a part two people share."""
    parts: dict[str, set[str]] = {}
    short: dict[str, set[str]] = {}
    for form, keys in forms.items():
        surname, given = split_surname(form, surnames)
        whole = bool(_HAN_NAME.fullmatch(form)) and form in translation  # not 史，宁, 不能…: never written whole
        if whole and len(form) == 3 and len(surname) == 1 and _given_shape(given):
            parts.setdefault(form[:2], set()).update(keys)
        for tail in _TITLE_TAIL:
            if whole and form.endswith(tail) and len(form) > len(tail):
                parts.setdefault(tail, set()).update(keys)
        if len(surname) == 1 and len(given) == 1 and _given_shape(given) and given not in _NOT_SHORT:
            short.setdefault(given, set()).update(keys)

    def alone(part: str) -> bool:  # written at least once where no longer form of the chapter holds it
        longer = [f for f in forms if part in f and f != part]
        return translation.count(part) > sum(translation.count(f) for f in longer)

    out = {p: k for p, k in parts.items() if len(k) == 1 and p not in forms and alone(p)
           and not any(p in f and not set(forms[f]) & k for f in forms)}
    ones = {g: frozenset(k) for g, k in short.items() if len(k) == 1 and g not in forms
            and not any(g in f and not set(forms[f]) & k for f in forms)}
    return out, ones




_OPENING = re.compile(r"，?(?:字|是?[^，。]{1,10}人)")
_PERSON_AFTER = ("字", "说", "回答", "等人", "本人", "年少", "从小", "自幼", "小时候", "年轻", "去世", "逝世",
                 "病逝", "病死", "被杀", "遇害", "担任", "出任", "升任", "调任", "改任", "兼任", "被任命", "被授",
                 "被封", "被贬", "被罢")
_PERSON_BEFORE = ("任命", "提升", "提拔", "派遣", "召见", "拜见", "推荐", "举荐", "弹劾", "处死", "斩杀", "杀死",
                  "杀了", "命令", "诏令", "跟随", "投奔", "命", "派", "让", "请", "召", "封", "拜", "授予")


# What only a man does right after his name at the start of a clause (王僧辩率领…, 甄钦之说).
_ACTS = ("说", "率领", "率", "派", "请求", "请", "攻打", "攻", "击败", "带领", "上书", "上奏", "认为", "听说", "跟随",
         "回答", "劝")
_CLAUSE_START = "，。；：！？\n"


def used_for_person(form: str, translation: str) -> bool:
    """Whether the translation uses `form` as a person's name somewhere: opening a line (狄仁杰，字…;
    X是…人), before his courtesy name,
    his kinsman (X的父亲), his words, his death or his appointment, after a verb that only a
    person undergoes (任命X, 召见X, 杀死X), after a kinship word (祖父徐钦之), or opening a clause
    before what only a man does (X率领…, X说). A group (金人), an office or a place rarely stands so."""
    after = _PERSON_AFTER + tuple("的" + k for k in KIN_WORDS)
    at = translation.find(form)
    while at >= 0:
        rest = translation[at + len(form):at + len(form) + 4]
        after_form = translation[at + len(form):at + len(form) + 16]
        opening = (at == 0 or translation[at - 1] == "\n") and _OPENING.match(after_form)
        lead = re.sub(r"(?:名叫|叫|名)$", "", translation[max(0, at - 6):at])
        kin_before = lead.endswith(KIN_WORDS) or lead.endswith(("父", "子", "兄", "弟"))  # 祖父甄钦之, 父名钦之
        acts = (at == 0 or translation[at - 1] in _CLAUSE_START) and rest.startswith(_ACTS)
        if opening or rest.startswith(after) or translation[max(0, at - 2):at].endswith(_PERSON_BEFORE):
            return True
        if kin_before or acts:
            return True
        at = translation.find(form, at + 1)
    return False



def split_man_forms(forms: Iterable[str], names: Iterable[str], surnames: frozenset[str],
                    kin: frozenset[str]) -> set[str]:
    """The names a translation writes for a man the graph split into two nodes, one by his full
    name and one by his given name alone (the graph's 烈 and 于烈; 楼伏连 and 伏连), so that a
    clause the translation gives the other node is read as his:

    - a three-character form whose surname shiguan does not list (楼伏连, 垣荣祖): its two-character
      given name (伏连, 荣祖);
    - a form that is a given name alone (烈): the one full name of the chapter's `names` that puts
      a surname of the chapter's subjects (`kin`) before it (于烈); none when two do."""
    out: set[str] = set()
    for form in forms:
        if len(form) == 3 and not split_surname(form, surnames)[0] and _given_shape(form[1:]):
            out.add(form[1:])
        if 1 <= len(form) <= 2 and not split_surname(form, surnames)[0]:
            full = {n for n in names if len(n) > len(form) and split_surname(n, surnames) == (n[:-len(form)], form)
                    and n[:-len(form)] in kin}
            out |= full if len(full) == 1 else set()
    return out
