"""Where a quotation meets the narrative (issue 41): which clause a quotation holds, where the
clause after it starts, and what an appointment verb takes after it (subjects.py)."""

from __future__ import annotations

import re
from bisect import bisect_right

from ...models import CARRIED, OTHER, QUOTE, SELF, UNDECIDED, UNKNOWN_WHO, Span, Subject
from .name_shapes import Clause, SubjectRules
from .post_leads import GRANT_VERBS


def quote_at(text: str, quotes: list[tuple[int, int]], start: int, end: int) -> int:
    """The index of the quotation (in `quotes`, by start) that holds the clause [start, end),
    read past the space that closed it (the clause after 曰： 某某。 starts with it), or -1."""
    at = end - len(text[start:end].lstrip(" \u3000"))
    qi = bisect_right(quotes, (at, len(text) + 1)) - 1
    return qi if qi >= 0 and quotes[qi][0] <= at < quotes[qi][1] else -1


def past_marks(text: str, start: int, end: int, rules: SubjectRules) -> int:
    """Where a clause starts past the marks closing a quotation before it (。」迁某官): the mark
    is the quotation's, and the clause after it is read from its first word."""
    while start < end - 1 and text[start] in rules.quote_closers:
        start += 1
    return start


def to_a_post(appoint: re.Match[str], text: str, rules: SubjectRules) -> bool:
    """Whether an appointment verb takes the post itself (迁, 加) and an office title follows it
    that opens as titles do (post_opening): 迁太子中庶子, 迁卫军参军 are his posts, not 太 of a 文惠太子
    the entry named; but 加昱散骑常侍 grants the post to 昱, a man named by his given name alone."""
    at, end = appoint.end(), appoint.endpos
    return bool(rules.post_verbs.search(appoint.group()) and rules.post_opening.match(text, at, end)
                and rules.office_title.match(text, at, end))


# The words of another man's own petition or speech (上表曰, 上疏, 启, 请, 自陈, 辞, 谓…曰), in his
# own voice (臣, 吾, 我, 朕): what follows the words is most often his own act (他上表…，出为某州);
# not 谓曰 alone, whose hearer is the entry's man (周文谓曰：「公…」复从战…: his again)
_OWN_PLEA = re.compile("上表|上疏|上书|上言|启|请|自陈|辞|谓(?!曰)")
_FIRST_PERSON = re.compile("臣(?![庶僚下民工])|吾|我|朕")
# Words pointing at a man before the speaker (兴吾门者，当是此兒): praise of him, whose life goes on after it
_POINTS_AT = re.compile("此(?:兒|儿|子|人|郎|生|君)")
# The speaker's own illness, age or end in his own words (吾病笃, 吾老矣, 不复见卿): a death or a going
# home right after them is his, even told to the entry's man (仲宣谓文远曰：「吾病笃…」是夕卒)
# (吾病笃, 吾今老矣: the speaker's own; not 卿疾笃 nor 吾闻卿疾, the hearer's)
_OWN_END = re.compile("(?:吾|我|臣)(?:年|今|已|素|久)?(?:病|老|衰|疾|将死|不起)|不复见")
_DIES_OR_LEAVES = re.compile("卒|死|殁|薨|终|归|去|致仕")
# 并 opening the clause after the words: "and also", the speaker's act going on (朱异曰：「…」并抑不奏闻);
# not the place 并州, nor a grant to the man the words were about (荐之曰：「张君可用。」并拜太子舍人)
_GOES_ON = re.compile(f"并(?![州汾])(?![{GRANT_VERBS}赐为])")
_AFTER_HIS_WORDS = "another man's act after his own words"


def after_their_words(text: str, clauses: list[Clause], start: int, end: int, mine: list[str], subject: Subject,
                      current: Subject) -> tuple[Subject, Subject]:
    """(subject, current) as they are, or undecided for the rest of the sentence when `subject` is
    carried to him and the clause text[start:end] (past the closing mark) is the first after words of
    another man, who opened them by a name the text gave before (not one of the entry's man's forms,
    `mine`), and the clause is the speaker's by its shape:
    - after a plea or speech of his own, in the first person, not naming the entry's man:
      仲宣上表曰：「臣请守边。」出为雍州刺史 is 仲宣's post;
    - a death or a going home after words of his own illness or age, even to the entry's man:
      仲宣谓文远曰：「吾病笃…」是夕卒 is 仲宣's death;
    - opening with 并 ("and also"), not a grant: 朱异曰：「…」并抑不奏闻 is 朱异's act.
    Praise of him (叹曰：「此人才也。」迁…) and the court's words stay carried."""
    kept = subject, current
    if subject.who != SELF or subject.basis != CARRIED or not clauses or clauses[-1].subject.basis != QUOTE:
        return kept
    cue = clauses[-1].subject.cue
    q_start, q_end = (cue.start, cue.end) if cue else (start, start)
    opener = next((c for c in reversed(clauses) if c.subject.basis != QUOTE), None)
    if text[q_end:start].strip(" \u3000」』”’。！？") or opener is None or not _a_man_named_before(text, opener, mine):
        return kept
    words = text[q_start:q_end]
    own_voice = bool(_FIRST_PERSON.search(words)) and not _POINTS_AT.search(words) and not any(f in words for f in mine)
    hearer_his = any(f in text[opener.start:opener.end] for f in mine)
    plea = own_voice and not hearer_his and bool(_OWN_PLEA.search(text, opener.start, opener.end))
    own_end = own_voice and bool(_OWN_END.search(words)) and bool(_DIES_OR_LEAVES.search(text, start, end))
    goes_on = bool(_GOES_ON.match(text[start:end].lstrip(" \u3000")))
    if not (plea or own_end or goes_on):
        return kept
    # the cue is this clause: its sentence (from the words' last stop) holds what left it undecided, so
    # that no later reading gives a death in it back to him (last_death.py)
    theirs = Subject(UNKNOWN_WHO, opener.subject.name, UNDECIDED, Span(start, end), note=_AFTER_HIS_WORDS)
    return theirs, theirs


def _a_man_named_before(text: str, opener: Clause, mine: list[str]) -> bool:
    """Whether the clause opening a quotation is another man's, by a name the text gave before
    it (仲宣 of a 刘仲宣; not a plea verb read as a name: 上疏) that is none of the entry's man's."""
    name = opener.subject.name
    return opener.subject.who == OTHER and bool(name) and not _OWN_PLEA.search(name) \
        and name in text[:opener.start] and not any(f in name for f in mine)
