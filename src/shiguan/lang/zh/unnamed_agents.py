"""Clauses whose agent the text never names, yet is not the man the entry is about.

Classical prose drops the subject, so a clause with none is carried to the man the entry is
about. Two shapes say the act is someone else's with no name to show it:

- 会 + a campaign (会伐辽, 会大举北伐, 会征高丽): "it happened that (the court) made war on …".
  The campaign is the throne's; he only took part, and what he did in it is told after.
- 亲征 with no subject (四年，亲征太原; 会亲征晋阳): only a ruler campaigns "in person"; in a
  subject's entry it is the throne's campaign, whatever he did in it.
- 闻 + a man + his surrender (闻某率众来降, 闻其将来归): what he heard is the other man's act;
  the surrender (an event, or 归附) is not his own.

Each makes the fact undecided (kept for search, out of his biography), with the words as its
cue: moving a clause from his to undecided is always allowed. The shapes are the language's,
never names.
"""

from __future__ import annotations

import re

from ...models import Fact

# 会 opening a clause (after a year or a season at most), then a campaign verb
_TIME = r"(?:[\u3400-\u9fff]{0,6}?(?:年|月|春|夏|秋|冬|初|中|末)，?)?"
_COURT_CAMPAIGN = re.compile(_TIME + r"会(?:大举|将|复|又)?[东西南北]?(?:伐|征|讨)")
# 亲征 opening a clause (after a time, 会 or 及 at most): the ruler's own campaign
_IN_PERSON = re.compile(_TIME + r"(?:会|及|属|值)?(?:将|复|又)?亲征")
# 闻 then the man he heard of and his surrender, inside one clause
_HEARD_SURRENDER = re.compile(r"闻[^，。；：]{1,10}?(?:来降|来归|来附|降附|归附|内附|归降|请降|乞降)")


def unnamed_agent(f: Fact, text: str, start: int, end: int) -> str:
    """Why the fact read in the clause text[start:end] is another agent's though none is named,
    or "" when nothing in the clause says so."""
    lead = start + len(text[start:end]) - len(text[start:end].lstrip(" \u3000"))
    if _COURT_CAMPAIGN.match(text, lead, end):
        return "the court's campaign (会伐…): he took part; the campaign is not his deed"
    if _IN_PERSON.match(text, lead, end):
        return "the ruler's campaign in person (亲征…): not the subject's deed"
    heard = _HEARD_SURRENDER.search(text, start, end)
    if heard and heard.start() <= f.span.start < heard.end():
        return "a surrender he heard of (闻某来降): the other man's act, not his own"
    return ""
