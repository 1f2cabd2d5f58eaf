"""Whether the words after a temple title that is also a kinsman term (高祖) are the throne's
deed, not a kinsman's name.

高祖 is a great-great-grandfather (高祖凝，晋宜都太守) and an emperor (高祖辄称善, 高祖深嘉焉,
高祖大怒). Read as a kinsman, the emperor's reaction becomes a man named 辄称善 in the document's
names, and that name then keeps the throne test from reading 高祖 as the throne: the clauses
after it stay undecided, or go to a kinsman nobody has. A name never opens with an adverb that
stands before a verb (辄, 深, 甚, 每 … followed by more of the clause: 高祖常，为景州刺史 is a
man named 常), nor with a verb the throne does (悦, 怒, 嘉, 纳, 受禅, 践阼, 临, 幸 …). The throne
coming in person (高祖亲临，哀动左右) is its deed in any chapter; the other adverbs and the verbs
are where the document has the word act as the throne somewhere (or the word is no kinsman term
itself: 天子大悦 read as 天 and 子); a chain of ancestors (高祖X，…。曾祖Y / 祖Y) keeps X a name
whatever its shape.

The shapes are the language's (adverbs, the throne's verbs, the ancestors' order), never names.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from .name_scan import words_after

if TYPE_CHECKING:
    from .name_shapes import SubjectRules

# Adverbs of degree, habit and manner: before a verb, never the first character of a name that
# runs on (高祖辄称善, 高祖深纳之, 高祖每嘉叹之, 高祖大悦); alone before a break they may be one (祖深，…)
_ADVERBS = "辄深甚每颇犹益常尝雅大弥尤愈殊特乃遂亦复又即亲素固竟"
# The throne coming in person (高祖亲临，哀动左右; 亲征, 亲幸): its deed in any chapter, never a
# kinsman introduced by name; the other adverbs count only where the document shows the throne
_IN_PERSON = "亲"
# The throne's reactions to a man or his words (高祖悦, 高祖嘉焉, 高祖纳焉, 高祖览表) and its conquests (高祖定京邑)
_REACTIONS = "悦喜怒笑叹嗟嘉纳许异赏器重惜悼览省定"
_BREAK = "，。；：！？\n"
_LOWER_ANCESTOR = re.compile("[，。；](?:其)?(?:曾祖|祖|父)")


def throne_deed_after(text: str, term_at: int, after: int, rules: SubjectRules) -> bool:
    """Whether the words at `after`, right after a bare kinsman term at `term_at` that is also
    a temple title (高祖; or 祖 with 高 before it), are the throne's deed in this document, not a
    kinsman's name."""
    starts = (at for at in (term_at - 1, term_at) if at >= 0 and rules.throne.fullmatch(text, at, after))
    term = text[next(starts, after):after]  # 高祖, or 祖 read as the term after a lead 高
    if not term or after >= len(text):
        return False
    first = text[after]
    verb = (first in _REACTIONS or rules.court_verbs.match(text, after) or rules.throne_acts.match(text, after)
            or rules.throne_closing.match(text, after) or rules.predicate.match(text, after))
    adverb = first in _ADVERBS and after + 1 < len(text) and text[after + 1] not in _BREAK
    if not (verb or adverb) or _ancestors_go_on(text, after, rules):
        return False
    if not rules.kin.fullmatch(term):
        return True  # 天子大悦: the throne whatever the document, no 天 with a son
    return adverb and first == _IN_PERSON or acts_as_throne(text, term, rules)


def acts_as_throne(text: str, word: str, rules: SubjectRules) -> bool:
    """Whether the document has `word` (高祖) act as the throne somewhere (高祖以…, 高祖崩, 高祖践阼);
    asked again for each of its clauses and names, so kept per document and word."""
    return _acts(text, word, rules.court_verbs.pattern, rules.throne_closing.pattern)


@lru_cache(maxsize=64)
def _acts(text: str, word: str, court_verbs: str, closing: str) -> bool:
    return words_after(text, word, f"{court_verbs}|{closing}")


def _ancestors_go_on(text: str, after: int, rules: SubjectRules) -> bool:
    """Whether a lower ancestor is named in this sentence or the next, in the same paragraph
    (高祖凝，晋宜都太守。曾祖…; not 父忧 of a mourning, nor the father of the next entry)."""
    stop = text.find("\n", after)
    stop = len(text) if stop < 0 else stop
    first = text.find("。", after, stop)
    second = text.find("。", first + 1, stop) if first >= 0 else -1
    reach = stop if first < 0 or second < 0 else second + 1
    return any(not rules.kin_not_a_name.match(text, m.end())
               for m in _LOWER_ANCESTOR.finditer(text, after, reach))
