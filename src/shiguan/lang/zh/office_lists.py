"""Posts listed after an appointing clause, each in a clause of its own (累迁A，B，C).

The histories of the Southern and Northern dynasties write a run of posts with commas, not 、:
「累迁中军法曹行参军，太子舍人，邵陵王文学，太傅主簿」. Only the first clause has a verb, so the
office reader stopped there and the later posts were no fact at all. A clause of the same sentence
that is nothing but posts (every piece ends with an office's suffix) carries on the appointment
before it: same verb, same evidence start, so it is read, attributed and written with that
appointment. The run stops at the first clause that is anything else: one holding a verb of
appointment (the office reader reads it itself), one an adverb or another act opens (俄迁, 加, 带),
a man's 为 (张某为司空), a name the entry wrote before (张某吏部尚书, 某吏部尚书). It is not read
at all when the clause after it undoes the appointment
(征为A，B，不就: left as the reader leaves it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...models import Fact
from .aliases import leading_surname, surnames
from .name_shapes import CLAUSE_BREAK

if TYPE_CHECKING:
    from .extract_rules import ExtractRules

# Endings of the office reader's that, in a clause read alone, are more often something else: a grant
# (给鼓吹一部), a road or a garrison (卒于道, 归本镇), a fief's households (实封千户), teaching (聚徒教授),
# guests (接宴宾客), laws (稍习法令, 参议律令).
_NOT_A_POST = re.compile("(?:部|道|镇|户|教授|宾客|[法律诏招号政命教]令)$")
# A clause a kinsman opens (弟某某郡太守, 中子某…) is his kinsman's post, not one listed after his.
_KIN_OPENS = re.compile("[子弟兄孙侄妻女父母叔伯族舅甥婿]|从(?!事)|[长次中少季幼]子")
# A clause opening with one of these is an act or an adverb before a post (加戎昭将军, 俄迁某官,
# 守鸿胪卿, 带郯令, 复兼某官, 即本号开府, 就加太傅, 卒于某官, 坐事贬某官, 罢侍讲, 让还某官, 旋赐三品卿,
# 赏轻车都尉, 裁某县丞), not a post listed alone: not read here.
_NOT_A_TITLE = ("加进增并又复寻俄仍还迁转领兼守行带假赠封袭拜除授补征召出入徙改历累再即乃遂俱皆亦及与以"
                "就卒终稍有协求归赴颇聚益接罢让荐坐犹贬升至代繇旋赐赏裁"
                "时顷既未久")  # a time word (时某官, 顷之, 既而, 未几, 久之): not 后/前 (后军将军)
# … nor one a verb of charge opens (授户部尚书，总理陕西巡抚: he ran the province; 会办, 帮办).
_CHARGE = re.compile("总理|总统|总办|管理|办理|督理|兼管|协理|会办|帮办|经理")


def clause_end(text: str, pos: int) -> int:
    """Where the clause running from `pos` ends: its clause break, or the end of the text."""
    while pos < len(text) and text[pos] not in CLAUSE_BREAK:
        pos += 1
    return pos


def listed_posts(text: str, end: int, rules: ExtractRules) -> list[tuple[int, str]]:
    """The posts (position in `text`, title) of the clauses after the appointing run ending at
    `end`, while each clause of the sentence is only posts joined by 、."""
    out: list[tuple[int, str]] = []
    pos = end
    while pos < len(text) and text[pos] == "，":
        start = pos + 1
        stop = clause_end(text, start)
        pieces = bare_posts(text, start, stop, rules)
        if not pieces:
            break
        out.extend(pieces)
        pos = stop
    if out and pos < len(text) and text[pos] == "，" and _undoes_next(text, pos + 1, rules.reversal):
        return []
    return out


def a_kinsmans_post(text: str, m: re.Match[str], rules: ExtractRules, own: Sequence[str] = ()) -> bool:
    """Whether the office run `m` opens with 位 in a sentence that opens with a man's kinsman, named
    (某弟某，位某官; 某宗人某字某，…，位某官; extract.toml kinsman_post), or after a son of a list of
    sons (有子三人：长曰某，位某官; sons_post): the post is the kinsman's, and is not read, though the
    subject rules might carry it on from his man. A 子 or 孙 inside one of his names `own` (萧子云,
    公孙某) is no kinsman: those names are masked first."""
    if not (m.group("verb1") or "").startswith("位"):
        return False
    end = m.end("verb1")
    start = max(text.rfind(c, 0, m.start("verb1")) for c in "。；\n") + 1
    sentence = max(text.rfind(c, 0, m.start("verb1")) for c in "。\n") + 1
    if rules.sons_post.search(text, sentence, end):
        return True
    clause = text[start:end]
    for form in sorted((f for f in own if len(f) > 1), key=len, reverse=True):
        clause = clause.replace(form, "某" * len(form))
    return bool(rules.kinsman_post.fullmatch(clause))


# A clause whose verb of appointment follows "all" (其子孙虽在襁褓，悉拜仪同; 兄弟皆为郡守), a group
# of kin or followers (子弟皆拜仪同; 诸子并拜仪同; 族人皆拜) or a count of men, with the words that
# say who they are or the verb that chose them before it (门生二人授大都督, 门生故吏数十人皆拜仪同,
# 擢八人为县令): the posts of several men, not his. Only a count alone or after the words for his
# followers or kin: one after a name or a list may count him in (某兄弟三人皆拜; 某、某二人俱拜), one after
# 以 or a deed counts troops or heads (以步骑三千人迁某官; 斩首数百人迁某官). Not 并 alone, as often
# "also" (尚某公主，并拜驸马都尉: his own) as "both"; nor men he leads (率骑三百人为前锋).
_MEN = "[二三四五六七八九十两数百千]+人"
_SEVERAL = re.compile("(?:(?:子弟|诸子|诸孙|子孙|兄弟|诸弟|子侄|昆弟|宗族|族人|宗人|门生|门人|故吏)"
                      "[初后俄寻旋复再仍乃又遂]{0,2}[悉皆咸俱并]{1,2}"
                      "|[初后俄寻旋复再仍乃又遂]{0,2}[悉皆咸俱]{1,2}"
                      f"|其?(?:门生|门人|故吏|部曲|宾客|宗人|族人|子弟|诸子){{0,2}}{_MEN}"
                      "[初后俄寻旋复再仍乃又遂]{0,2}[悉皆咸俱并]{0,2})")
# The men a verb appoints, counted before 为 (擢八人为县令): the post is theirs.
_COUNTED_MEN = re.compile(f"{_MEN}[为爲]")
# A verb of appointment after a refusal or an intent (辞不拜光禄勋; 固辞未受; 将拜光禄勋，会卒):
# the post was never held.
_NOT_TAKEN = re.compile("(?:不|未|将|欲|拟)$")
# … or in the list of a posthumous grant (追赠三世皆至太师、尚书令、兼中书令): the dead's, never held by him.
_POSTHUMOUS = re.compile("[^，。；]{0,4}?(?:追赠|追封|追谥|赠)")


def a_post_not_his(text: str, m: re.Match[str]) -> bool:
    """Whether the verb of the office run `m` follows, in its clause, nothing but "all" (悉拜, 皆为),
    a group of kin with it (诸子并拜) or a count of men (门生二人授), or comes before one (擢八人为):
    several men's post; or a refusal or an intent (辞不拜, 将拜), or a posthumous grant's list (追赠三世皆至
    太师、兼中书令): a post never held."""
    verb = "verb" if m.group("verb") else "verb1" if m.group("verb1") else ""
    if not verb:
        return False
    start, at = max(text.rfind(c, 0, m.start(verb)) for c in CLAUSE_BREAK) + 1, m.start(verb)
    return bool(_SEVERAL.fullmatch(text, start, at) or _NOT_TAKEN.search(text, start, at)
                or _POSTHUMOUS.match(text, start, at) or _COUNTED_MEN.match(text, m.start("run")))


def post_pieces(run: str, rules: ExtractRules) -> list[str]:
    """The posts of one appointment's run, split at 、; a piece that ends in no post belongs to the
    one after it, a post named over a list of places (青、冀二州刺史; 都督南、北司二州诸军事; 刑、兵
    二部尚书). Empty when the run does not end in a post, or holds only marks of rank (使持节)."""
    pieces: list[str] = []
    held: list[str] = []
    for piece in run.split("、"):
        held.append(piece)
        if rules.office_suffix.search(piece) or rules.list_marks.fullmatch(piece):
            pieces.append("、".join(held))
            held = []
    if held or all(rules.list_marks.fullmatch(p) for p in pieces):
        return []
    return pieces


def bare_posts(text: str, start: int, stop: int, rules: ExtractRules) -> list[tuple[int, str]]:
    """The posts (position, title) of a clause that is only posts joined by 、 (no verb, no name)."""
    clause = text[start:stop]
    if not clause or "为" in clause or clause[0] in _NOT_A_TITLE or _KIN_OPENS.match(clause) or _CHARGE.match(clause) \
            or rules.office_run.search(text, start, stop) or _opens_with_a_name(text, start, stop, rules):
        return []
    out, pos = [], start
    for piece in post_pieces(clause, rules):
        if not rules.list_marks.fullmatch(piece):
            if not (2 <= len(piece) <= rules.office_max) or _NOT_A_POST.search(piece):
                return []
            out.append((pos, piece))
        pos += len(piece) + 1
    return out


def _opens_with_a_name(text: str, start: int, stop: int, rules: ExtractRules) -> bool:
    """Whether the clause opens with words the entry wrote before as a man's name (与张某相知 …
    张某吏部尚书, or 某吏部尚书 alone): a surname and more, or the given name after a surname,
    standing there as a name, not going on into the same words as here. The post is that man's,
    not one listed."""
    clause = text[start:stop]
    for n in (3, 2, 1):
        lead, rest = clause[:n], clause[n:]
        if len(rest) < 2 or not rules.office_suffix.search(rest):
            continue
        at, named = text.find(lead, 0, start), False
        while at >= 0 and not named:
            named = bool((n >= 2 and leading_surname(lead)) or text[at - 1:at] in surnames()
                         or text[max(at - 2, 0):at] in surnames()) and at > 0 \
                and text[at + n:at + n + 1] != rest[0] and _stands_as_a_name(text, at, n, rules)
            at = text.find(lead, at + 1, start)
        if named and not _opens_a_post(text, lead, start, rules):
            return True
    return False


def _opens_a_post(text: str, lead: str, here: int, rules: ExtractRules) -> bool:
    """Whether the text writes `lead`, anywhere but at `here`, as the start of a post (太子 of 太子
    舍人 after 太子薨, 卫尉 of 卫尉卿): then it is an office's words, not a man's name."""
    at = text.find(lead)
    while at >= 0:
        if at != here and not _stands_as_a_name(text, at, len(lead), rules):
            return True
        at = text.find(lead, at + 1)
    return False


def _stands_as_a_name(text: str, at: int, n: int, rules: ExtractRules) -> bool:
    """Whether the words at `at` (n long) stand there as a man's: their clause goes on into no
    post (与张某相知), or he is appointed (张某为…); 尚书 of 迁尚书令, 太子 of 太子舍人 are no name."""
    end = clause_end(text, at)
    return "为" in text[at + n:end] or not rules.office_suffix.search(text[at:end])


def _undoes_next(text: str, start: int, reversal: re.Pattern[str]) -> bool:
    return bool(reversal.search(text, start, clause_end(text, start)))


def judged_at(f: Fact, text: str) -> int:
    """Where whose fact it is gets decided: a post listed after its appointment (one whose evidence
    runs over a clause break from its verb) at the verb, as the appointment is; any other fact at
    its value. Read alone, the bare clause 「黄门侍郎」 looks like a title before an unnamed man."""
    if f.method.startswith("office") and "，" in text[f.evidence.start:f.span.start]:
        return f.evidence.start
    return f.span.start
