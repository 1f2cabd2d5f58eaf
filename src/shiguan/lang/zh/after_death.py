"""No post for a dead man: a post or deed carried on after his death and honours is another man's.

The earlier histories tell a son's life inside his father's entry after the father's death, and
the throne's posthumous honour for the father stands in the son's account (…遂以忧愤卒。子素。…
帝悟其言，赠敷使持节、大将军，谥曰忠壮。拜素车骑大将军、仪同三司…以功封清河县子): the 赠 names
the father, so the posts carried on after it read as his, with a real citation. A man the entry
has buried and honoured receives no new post, rank or fief and does no deed: a grant or deed
carried on after the last 赠 or 谥 of his that follows his own decided death, from words that
named him no later than those honours, is kept undecided; so is one after a death his name
opens (和明日奏之，胄竟坐死。于是征政为骁卫将军，拜和代州刺史: another man's grant, by a given name
alone). Where the text names him again after them (初，亮…, 质性…: the life told back, his
character) or turns back to his youth without his name (初为郡功曹, 少时尝率乡兵), what it carries
on is his; so is a posthumous grant (追封, 追赠). The death must come first: a 赠 read before it is
often a gift (縡赠诗五十韵), not the end of his life.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models import CARRIED, NAME, SELF, UNDECIDED, Fact
from .last_death import DEATH, HONOURS
from .name_shapes import CLAUSE_BREAK
from .run_notes import undecided

POSTS = frozenset({"任职", "封爵", "加衔", "赐号", "事件"})  # what only the living receive or do
_POSTHUMOUS = re.compile(r"追[封赠谥复进]|赠|谥")  # honours for the dead, in the words before the value
_TOLD_BACK = re.compile(r"。(?:初|先是|少时|少|始|幼)")  # a sentence turning back to his earlier life


def no_posts_after_death(facts: list[Fact], text: str) -> list[Fact]:
    """`facts` with every post, rank, fief or deed carried on after the subject's own decided 赠 or
    谥, with no name of his since, made undecided: it is a kinsman's or another man's (his son's
    career after his honours)."""
    deaths = [f for f in facts if f.relation == DEATH and _decided_his(f)]
    died = min((f.span.end for f in deaths), default=len(text))
    buried = max((f.span.end for f in facts if f.relation in HONOURS and _decided_his(f) and f.span.start >= died),
                 default=len(text))
    # a death his name opens (胄竟坐死) buries him as surely: 和明日奏之，胄竟坐死。于是征政为…，拜和代州刺史
    buried = min([buried] + [f.span.end for f in deaths if f.subject.basis == NAME])
    out = []
    for f in facts:
        s = f.subject
        if s is not None and s.who == SELF and s.basis == CARRIED and f.relation in POSTS and f.span.start >= buried \
                and (s.cue is None or s.cue.start < buried) and not _posthumous(text, f) \
                and not _TOLD_BACK.search(text, buried, f.span.start + 2):
            why = "carried on after his named death, or his 赠 or 谥: a dead man holds no post"
            f = replace(f, subject=undecided(why, cue=s.cue))
        out.append(f)
    return out


def _decided_his(f: Fact) -> bool:
    """Whether the fact is the subject's, decided (an undecided death may be a kinsman's)."""
    return f.subject is not None and f.subject.who == SELF and f.subject.basis != UNDECIDED


def _posthumous(text: str, f: Fact) -> bool:
    """Whether the words of the fact's clause before its value grant it to the dead (追封, 赠)."""
    start = f.span.start
    while start > 0 and text[start - 1] not in CLAUSE_BREAK:
        start -= 1
    return _POSTHUMOUS.search(text, start, f.span.start) is not None
