"""Clauses whose agent the text never names, yet is not the man the entry is about.

Classical prose drops the subject, so a clause with none is carried to the man the entry is
about. These shapes say the act is someone else's with no name to show it:

- 会 or 下诏 + a campaign (会伐辽, 会大举北伐, 即日下诏伐蜀): "it happened that (the court) made war on …";
  命将/遣将 + 征 or 伐 (四年，命将征太原): the court sends its generals (a general sends his with 讨, 击).
  The campaign is the throne's; he only took part, and what he did in it is told after.
- 亲征 with no subject (四年，亲征太原; 会亲征晋阳): only a ruler campaigns "in person"; in a
  subject's entry it is the throne's campaign, whatever he did in it.
- 将/既 + a campaign, when a later clause of its sentence has the court act on him by name
  (将征江南，命翰率兵先赴荆南; 既克中山，听入八议，拜衮某将军): the campaign is the throne's,
  which then commands or rewards him.
- 闻 + a man + his surrender (闻某率众来降, 闻其将来归): what he heard is the other man's act;
  the surrender (an event, or 归附) is not his own.
- the throne's rite opening a clause (祀汾阴, 车驾祀南郊, 郊祀毕, 东封): the sacrifice to Heaven,
  Earth or the dynasty at a site only the ruler serves is a date for what he did, not his deed;
  陪祀, 从祀, 受诏祀…, 摄祀 (he took part, or stood in) are left alone.
- a grant he then inherits (赠/谥/封爵 …，以 + his name + 袭焉): his predecessor's, not his.
- the court's word with no one named right after another man's arrival or surrender (北海太守某自河南至，
  诏摄御史大夫; 某来降，诏拜某州都督): the post is the newcomer's; an honour for the dead (赠, 谥) is left alone.

Each makes the fact undecided (kept for search, out of his biography), with the words as its
cue: moving a clause from his to undecided is always allowed. The shapes are the language's,
never names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...models import OTHER, UNKNOWN_WHO, Fact, Subject
from .name_shapes import SubjectRules, sentence_end, sentence_start

# 会 opening a clause (after a year or a season at most), then a campaign verb
_TIME = r"(?:[\u3400-\u9fff]{0,6}?(?:年|月|春|夏|秋|冬|初|中|末)，?)?"
# or 命将/遣将 + 征/伐 (四年，命将征太原): the court sends its generals; a general's own sending is 遣将讨/击
_COURT_CAMPAIGN = re.compile(_TIME + r"(?:(?:会|(?:即日|乃|遂|寻|于是)?下诏)(?:大举|将|复|又)?[东西南北]?(?:伐|征|讨)"
                             r"|[命遣](?:诸)?将[东西南北]?[征伐])")
# 亲征 opening a clause (after a time, 会 or 及 at most): the ruler's own campaign
_IN_PERSON = re.compile(_TIME + r"(?:会|及|属|值)?(?:将|复|又)?亲征")
# 将 or 既 opening a clause before a campaign, and the court's word that acts on a man after it
_PLANNED_CAMPAIGN = re.compile(_TIME + r"(?:将|既|及)(?:大举)?[东西南北]?(?:征|伐|讨|克|平|取|拔)")
_COURT_ON = "命诏拜授以令使"
_INHERITED = frozenset({"赠", "谥号", "封爵"})
_FOR_THE_DEAD = frozenset({"赠", "谥号"})
# 闻 then the man he heard of and his surrender, inside one clause
# the ruler's rite at the clause's lead: a sacrifice at a site of Heaven, Earth or the dynasty, or
# the rite named alone (郊祀毕, 东封还)
_SITES = "南郊|北郊|圜丘|方丘|汾阴|汾脽|汾睢|明堂|西洛|景灵宫|太清宫|昊天|上帝|感生帝|后土|青帝|五帝|郊庙|太一"
_THRONE_RITE = re.compile(
    _TIME + r"(?:会|及|属|值|时)?(?:车驾|帝|上|天子)?(?:将|亲|既|复|再|又)?"
    rf"(?:(?:郊祀|祀|祠|合祭|大飨|有事于)于?(?:{_SITES})"
    r"|(?:郊祀|封禅|东封|西祀|南郊)(?:毕|礼成|礼毕|还)?[ \u3000]*$)")
# another man's clause ending with his arrival, and the court's word opening the next
# 来降, 以城内附, 请降: a surrender brings the man over as an arrival does (某来降，诏拜某都督)
_ARRIVED = re.compile("(?:至|来|入朝|来朝|入觐|入见|还朝|诣阙|降|内附|归附|来归)$")
# … but a surrender to a siege or an attack earlier in its sentence (植围寿阳，守将某以城降，诏进号…)
# is made to the one who besieged, often the subject: the reward is his
_SURRENDER = re.compile("(?:降|内附|归附|来归)$")
_BESIEGED = re.compile("[围攻讨击征伐逼追]")
_COURT_WORD = re.compile("(?:有?诏|帝|上|敕)")
_HEARD_SURRENDER = re.compile(r"闻[^，。；：]{1,10}?(?:来降|来归|来附|降附|归附|内附|归降|请降|乞降)")


def unnamed_agent(f: Fact, text: str, start: int, end: int, own: Iterable[str] = (),
                  before: Subject | None = None) -> str:
    """Why the fact read in the clause text[start:end] is another agent's though none is named,
    or "" when nothing in the clause says so. `own`: the subject's name forms; `before`: whom
    the clause before it was about."""
    lead = start + len(text[start:end]) - len(text[start:end].lstrip(" \u3000"))
    if _COURT_CAMPAIGN.match(text, lead, end):
        return "the court's campaign (会伐…, 下诏伐…, 命将征…): he took part; the campaign is not his deed"
    if before is not None and before.who in (OTHER, UNKNOWN_WHO) and text[start - 1:start] == "，" \
            and f.relation not in _FOR_THE_DEAD and _COURT_WORD.match(text, lead, end) \
            and _ARRIVED.search(text, max(0, start - 12), start - 1) \
            and not any(form and form in text[start:end] for form in own) \
            and not (_SURRENDER.search(text, max(0, start - 12), start - 1) and _besieged_before(text, start)):
        return f"the court's word right after {before.name or 'another man'} arrives or surrenders (某至，诏…): his"
    if _IN_PERSON.match(text, lead, end):
        return "the ruler's campaign in person (亲征…): not the subject's deed"
    if _PLANNED_CAMPAIGN.match(text, lead, end) and _named_after(text, end, own, _COURT_ON):
        return "a campaign before the court commands or rewards him by name (将征…，命某…): the throne's"
    if _THRONE_RITE.match(text, lead, end):
        return "the throne's rite (祀汾阴, 郊祀毕): a date for what he did, not his deed"
    if f.relation in _INHERITED and _named_after(text, end, own, "以", "袭"):
        return "a grant he then inherits (…，以某袭焉): his predecessor's, not his"
    heard = _HEARD_SURRENDER.search(text, start, end)
    if heard and heard.start() <= f.span.start < heard.end():
        return "a surrender he heard of (闻某来降): the other man's act, not his own"
    return ""


def _besieged_before(text: str, start: int) -> bool:
    """Whether the sentence before `start` tells a siege or an attack before the clause of the
    surrender: the surrender was made to that besieger."""
    opens = sentence_start(text, start)
    told = text[opens:start - 1]
    return bool(_BESIEGED.search(told[:told.rfind("，") + 1])) if "，" in told else False


def _named_after(text: str, end: int, own: Iterable[str], before: str, then: str = "") -> bool:
    """Whether a later clause of the sentence holds one of the subject's names right after a
    character of `before` and followed by `then`: the court's word on him (命翰…, 拜衮…), or his
    inheriting (以德林袭焉)."""
    stop = sentence_end(text, end)
    return any(text[at - 1] in before and text.startswith(then, at + len(form))
               for form in own if form for at in _found(text, form, end + 1, stop))


def _found(text: str, form: str, start: int, stop: int) -> list[int]:
    out, at = [], text.find(form, start, stop)
    while at >= 0:
        out.append(at)
        at = text.find(form, at + 1, stop)
    return out



def mourns(before: Subject, rules: SubjectRules, text: str, start: int, end: int) -> bool:
    """The clause text[start:end] is the court's honour right after another man's death
    (某卒，有诏赠…): the dead man's, whoever the entry is about."""
    m = rules.posthumous.search(text, max(0, start - 6), end) if before.who == OTHER else None
    return m is not None and m.start() < start < m.end()
