"""Whether the name the attribution gives a topic's deed is a man's: the actor an article names
must be a person the graph holds, or a name the corpus writes as a man's. A wrong name with a
real citation is the worst error, so a deed whose actor's name fails is left out; so is a deed
carried to him past a clause sending men (X遣Y、Z等…，与…遇, X檄Y赴援，督…: theirs, not his), and so is
the court's honour for a dead man (赐恤，…建专祠: not his deed).

A biography headed by a given name alone (子煦, an appended son's life) names no one a reader can
find. What the attribution misreads as another man's name, by its shape in the corpus:

- a piece of a longer name the sentence writes, one the graph holds (袁甲 of 袁甲三);
- a body of men or a place (江西军, 海西路's 路, 寇之): a name ends in none of these;
- a function word read with the name after it (从傅恒, 况和春: "following 傅恒", "moreover 和春");
- a name with the word after it (柴大纪坚 of 柴大纪坚守: the name written after a title is 柴大纪);
- a given name alone, of a man the graph holds (有德 of 孔有德) or whose surname the corpus writes
  before it often (宗棠 of 左宗棠): the article names a man in full or not at all;
- a phrase written once in the corpus and never after an office title (有文武略, "had civil and
  military gifts", read as 文武略): a man the histories name is named more than once, or titled.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..aliases import leading_surname
from .topic_corpus import TopicCorpus

# a clause before sends men, one or several, next or clauses earlier (有德遣梅勒额真卓罗、蓝拜等蹑进才，与…水师遇;
# 遣千总某蹑贼，至某里，与团练合击), not before a semicolon (遣某夹击，大破之；复与某统舟师…: his again); not
# an order he received (奉命, 受命; 令攻某港: 令 opening a clause, a verb after it)
SENT_MEN = re.compile(r"(?:(?<![奉受承])[遣檄]|(?<=[^奉受承，；。])[命令]|(?<=[，；。])[命令](?![攻往赴击守剿援驰督]))"
                      r"([^，。；：]{2,})(?=，[^；]*$)")
# a count of men closing a clause that does not have him lead them (流犯三千馀人, not 率兵三千人:
# 率兵三千人，与苗战 is his own battle)
COUNTED = re.compile(r"(?:^|[，；。：])[^，；。：率领统带将提募]*[一二三四五六七八九十百千万数馀]人，$")
# an honour the court gives a dead man (建专祠, 入祀, 予谥), after his death or its 恤
HONOUR = re.compile(r"[建立][^，；。]{0,4}祠|[入附]祀|予谥|赐[恤祭]|追赠")
MOURNED = re.compile(r"死|卒|殁|殉|阵亡|恤|赠|谥")
UNIT_END = re.compile(r"[军师兵营路之等部]$")
FUNCTION_HEAD = re.compile(r"^[从况偕与及令命而乃遂时会随同率以]")
SURNAMED = 3  # a biography's name this long may be a full name the graph lacks; shorter, a given name
MIN_WRITTEN = 2  # an unknown name written fewer times than this, and never after a title, is no man's
OFTEN = 3  # the name after a function word written this often on its own is the man
GIVEN_SHARE = 1 / 3  # a surname before the name this often: his given name (his own life writes it alone)


def sends(before: str, forms: list[str], text: str = "") -> bool:
    """A clause of `before` sends men other than him (`forms`: 命某赴天津 sends him: his deed after it),
    or ends counting men whom the group `text` goes on with 与 (流犯三千馀人，与苗民错处: theirs; not
    men he leads, 率兵三千人，与苗战: his)."""
    if text.startswith("与") and COUNTED.search(before):
        return True
    return any(not m.group(1).startswith(tuple(forms)) for m in SENT_MEN.finditer(before))


def honoured(before: str, text: str) -> bool:
    """The group is the court's honour for a dead man (照例赐恤，於某地建专祠), carried to him by
    the attribution: told as his deed it says he built his own shrine. `before`: his biography up
    to the group, where his death is told, often a sentence earlier (…死之。事闻，予世职，建专祠)."""
    return bool(HONOUR.search(text)) and bool(MOURNED.search(before + text))


@dataclass
class ActorNames:
    """The names the graph holds (`known`) and the corpus they are counted in."""

    known: frozenset[str]
    corpus: TopicCorpus

    def not_his_own(self, name: str, entry: int | None = None) -> str:
        """Why the biography's man's name is none the graph holds, or "": a son's life headed by
        his given name alone (子煦, 孙笃, and 子骏业 though the graph holds 骏业: the reader cannot
        tell who); a name of three characters or more the graph lacks may be a full one (博果铎)."""
        kin = entry in self.corpus.kin_entries and not leading_surname(name)
        if len(name) < SURNAMED and (name not in self.known or kin):
            return "the biography's man is named by his given name alone (子煦)"
        return ""

    def not_a_man(self, name: str, text: str) -> str:
        """Why `name`, read as the actor of a clause of `text`, is no man's name, or ""."""
        at = text.find(name)
        longer = text[at:at + len(name) + 1] if at >= 0 else ""
        titled = self.corpus.titled_names
        if len(longer) > len(name) and longer in self.known:
            return "a piece of a longer name the sentence writes (袁甲 of 袁甲三)"
        if name in self.known:
            return ""
        if len(name) > 3 and (name[:-1] in self.known or titled.get(name[:-1], 0)):
            return "a name read with the word after it (柴大纪坚 of 柴大纪坚守)"
        if UNIT_END.search(name):
            return "a body of men or a place, not a man (江西军)"
        if FUNCTION_HEAD.match(name) and (name[1:] in self.known or self.corpus.count(name[1:]) >= OFTEN):
            return "a function word read with the name after it (从傅恒)"
        if any(n.endswith(name) for n in self.corpus.name_pieces.get(name, ())) or self.corpus.given_alone(
                name, GIVEN_SHARE):
            return "a given name alone (有德 of 孔有德, 宗棠 of 左宗棠): the man is not named in full"
        if self.corpus.count(name) < MIN_WRITTEN and not titled.get(name, 0):
            return "written once in the corpus and never after a title (有文武略)"
        return ""
