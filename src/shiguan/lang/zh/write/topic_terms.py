"""A topic's terms by association, without a model: ConvergeWriter's iterative association as
two rounds over the corpus's sentences, with a drift guard.

- **seed**: the sentences holding the topic word, and the biographies they stand in (the
  topic's people: the pivots through which the second round may reach further), joined after
  round one by the biographies that use its terms in several sentences (a 河道总督 whose life
  tells of 决口 and 河工 without writing 黄河);
- **round one**: the two- and three-character terms those sentences use far more than the corpus
  does (count × log lift), in at least three of them and three biographies; a river's 决口, 堤工,
  河工, a navy's 战船, 提督, 舟师 are found by co-occurrence, whether or not they share a
  character with the topic word; but a term sharing none that tells a flood while no flood term
  shares one (河决 for 漕运: the river's, not the canal's; 决口 for 黄河 is its own), or that
  holds the topic word in few of its own sentences (`TOPIC_SHARE`: 南河, 河道 for 漕运), names a
  larger matter the topic only touches, and would gather that matter;
- **round two** (the pivot round): the same association over the sentences the first round's
  terms gather, kept only while it stays on topic: a new term must stand mostly
  (`DRIFT_SHARE`) inside the topic's people's biographies, and also in the seed's own
  sentences more than in the corpus (`SEED_LIFT`), so a campaign the topic's sentences happen
  to pass through (its sieges, its towns) does not pull the rest of the war in;
- **widening** (topic_widen.py): the words written in the topic word's stead (舟师 for 水师), which
  gather wherever they stand, as the topic word does, kept only while their sentences hold the
  rounds' terms far more than the corpus's do;
- never a term: a place (a native place of the project's people, a term ending in a place
  suffix, a fragment of 某家庄), a person's name or a piece of one, a number or measure, a
  date or an era's name in either script (咸丰, 咸丰中, 丰元年: a period, not a matter), the enemy
  (土匪, 粤匪, 英人: whom the topic's men fought, not what they did), a crossing (渡江: any army
  crosses), a term overlapping the
  topic word itself (至黄, 师提 of 水师提督), or the character of the topic with a direction (河北).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

from ....corpus.normalize import to_simplified
from ....era import load_eras
from .topic_corpus import Sentence, TopicCorpus, grams
from .topic_deeds import FLOOD
from .topic_widen import widen

ROUND_SIZE = (14, 8)  # terms kept by round one and by the pivot round
MIN_SENTENCES = 3  # a term in at least this many of the round's sentences …
MIN_BIOGRAPHIES = 3  # … standing in this many biographies
MIN_LIFT = 12.0  # and this many times commoner there than in the corpus
CANDIDATES = 300  # the round's commonest terms, of which its own are chosen
PIVOT_SENTENCES = 3  # a biography with this many sentences of round-one terms is one of the topic's people
DRIFT_SHARE = 0.5  # a pivot-round term must stand this much inside the topic's people's lives …
SEED_LIFT = 8.0  # … and in the seed sentences this many times more than in the corpus
TOPIC_SHARE = 1 / 32  # a round-one term sharing no character with the topic word holds it this often
NUMBER = re.compile(r"[一二三四五六七八九十百千万馀两数里丈尺]|[年月](?![饷俸])")  # 年, 月: a date (丰元年), not 月饷
# the enemy the topic's men fought (土匪, 粤匪, 匪犯: "the bandits invaded"), not a blow against him
# (焚贼) nor his ships (贼船: a fleet's fights are the fleet's matter), nor the sea's (海盗, 洋盗, 倭寇: a
# coast's defence is against them)
CROSSING = re.compile(r"^(?:[渡涉过逾]|越(?![东西南北]))")  # 渡江: where an army went (topic_aside.PASSING), not 越南
ENEMY_TERM = re.compile(r"(?<![焚击破剿攻歼败讨平御捕海洋倭])[匪贼寇逆盗]$|^[匪贼寇逆][犯扰陷窜据]"
                        r"|^(?:英|法|俄|美|德)[人夷]$|^日本$")
ERA_TIMES = ("中", "初", "末", "间", "时", "后")  # what follows an era's name in a time (咸丰中)
PLACE_END = re.compile(r"[州城县府镇关卫堡寨山]$")
# 家庄 of 某家庄; a function word at either edge (等议 of 某等议: "they and others discussed")
# 总督吴, 道总(督): an office title with a character beside it, or a piece of one
FRAGMENT = re.compile(r"^[家氏之於以而其至自由与及为督入擢调授迁署等]|[之於以而其等与及为调授擢入]$"
                      r"|^.?(?:总督|巡抚|提督|总兵|按察|布政)|(?:总督|巡抚|提督|总兵|按察|布政|大臣).?$|[总按]$|^臣")
# a position (北岸, 上游 …: every river and camp has one) or words of a memorial (疏陈, 奏请): no topic's term
POSITION = re.compile(r"^[东西南北上下前后左右][岸路面边侧]$|^[疏奏请议条陈言称]{2}$")


@dataclass
class Association:
    """The topic's terms, round by round, and the biographies of its people."""

    topic: str
    first: list[str] = field(default_factory=list)
    pivot: list[str] = field(default_factory=list)
    widened: list[str] = field(default_factory=list)  # written in the topic word's stead
    people: set[int] = field(default_factory=set)  # entries whose sentences hold the topic word
    refused: dict[str, str] = field(default_factory=dict)  # a term refused (a larger matter, drift) and why
    asked: list[str] = field(default_factory=list)  # a model's research queries (article/research.py)

    @property
    def terms(self) -> list[str]:
        return [self.topic, *self.widened, *self.first, *self.pivot, *self.asked]

    def gathers(self, s: Sentence) -> bool:
        """A sentence of the topic: it holds the topic word, or it stands in one of the topic's
        people's biographies and holds a term of either round (a term alone, in a life that
        never meets the topic, is another matter: 分道, 陆军 in a land campaign); a widening
        term gathers as the topic word does."""
        if self.topic in s.text or any(t in s.text for t in self.widened):
            return True
        return s.entry in self.people and any(t in s.text for t in (*self.first, *self.pivot, *self.asked))


def associate(corpus: TopicCorpus, topic: str) -> Association:
    """The two rounds of association for `topic` (empty when no sentence holds it)."""
    found = Association(topic)
    seed = corpus.holding([topic])
    if not seed:
        return found
    found.people = {s.entry for s in seed if s.entry is not None}
    seed_counts = _counts(seed)
    first = _round(corpus, topic, seed, seed_counts, [topic], ROUND_SIZE[0])
    water = any(FLOOD.search(t) and set(t) & set(topic) for t in first)  # 河决 of 黄河: its floods are its own
    found.refused = {t: why for t in first if (why := _larger_matter(corpus, t, topic, water))}
    found.first = [t for t in first if t not in found.refused]
    told = Counter(s.entry for s in corpus.sentences if s.entry is not None and topic not in s.text
                   and any(t in s.text for t in found.first))
    found.people |= {entry for entry, n in told.items() if n >= PIVOT_SENTENCES}
    pool = [s for s in corpus.sentences if s.entry in found.people and any(t in s.text for t in found.first)
            and topic not in s.text]
    kept: list[str] = []
    for term in _round(corpus, topic, pool, _counts(pool), [topic, *found.first], 3 * ROUND_SIZE[1]):
        why = _drifts(corpus, term, found.people, seed_counts, len(seed))
        if why:
            found.refused[term] = why
        elif len(kept) < ROUND_SIZE[1]:
            kept.append(term)
    found.pivot = kept
    found.widened, refused = widen(corpus, topic, [topic, *found.first, *found.pivot], seed,
                                   lambda term: _unfit(corpus, term, topic))
    found.refused.update(refused)
    return found


def _counts(sentences: list[Sentence]) -> tuple[Counter[str], dict[str, set[int | None]]]:
    """How many of the sentences hold each term, and in which biographies."""
    held: Counter[str] = Counter()
    where: dict[str, set[int | None]] = {}
    for s in sentences:
        for g in grams(s.text):
            held[g] += 1
            where.setdefault(g, set()).add(s.entry)
    return held, where


def _round(corpus: TopicCorpus, topic: str, sentences: list[Sentence],
           counts: tuple[Counter[str], dict[str, set[int | None]]], known: list[str], size: int) -> list[str]:
    """The terms the sentences use far more than the corpus does, best first, none inside another
    kept one (水师提 after 水师提督 is no new term)."""
    held, where = counts
    total = len(corpus.sentences)
    candidates = [(term, n) for term, n in held.most_common(CANDIDATES) if n >= MIN_SENTENCES
                  and len(where[term]) >= MIN_BIOGRAPHIES and not any(term in k or k in term for k in known)
                  and not _shape_unfit(term)]
    corpus.count_all([term for term, _ in candidates])
    scored = []
    for term, n in candidates:
        lift = (n / len(sentences)) / max(1e-9, corpus.count(term) / total)
        if lift >= MIN_LIFT:
            scored.append((n * math.log(lift), term))
    kept: list[str] = []
    for _, term in sorted(scored, reverse=True):
        if len(kept) == size:
            break
        if any(k in term or term in k for k in kept) or _not_a_term(corpus, term, topic):
            continue
        kept.append(term)
    return kept


def _shape_unfit(term: str) -> bool:
    """A number, measure or date, a fragment, a place by its ending, a position, an era's name,
    the enemy, a crossing."""
    return bool(NUMBER.search(term) or FRAGMENT.search(term) or PLACE_END.search(term) or POSITION.search(term)
                or _an_era(term) or ENEMY_TERM.search(term)
                or CROSSING.search(term))


def _unfit(corpus: TopicCorpus, term: str, topic: str) -> bool:
    """No term of the topic, by its shape or by what the corpus makes of it."""
    return _shape_unfit(term) or _not_a_term(corpus, term, topic)


def _not_a_term(corpus: TopicCorpus, term: str, topic: str) -> bool:
    """A place, a name or a piece of one (曾国 of 曾国藩; 泽南, the given name of 罗泽南), a term
    that mostly overlaps the topic word, or another sense of its character (corpus.not_the_topic)."""
    if corpus.is_name(term):
        return True
    names = corpus.name_pieces.get(term, ())
    if any(len(n) == 3 and n.endswith(term) for n in names):
        return True
    if names and 2 * sum(corpus.count(n) for n in names) >= corpus.count(term):
        return True
    return corpus.not_the_topic(term, topic)


@cache
def _an_era(term: str) -> bool:
    """An era's name, alone or with a time in it (咸丰, 咸丰中): not one inside a term (太平军, 黄河清)."""
    eras = _era_names()
    return term in eras or any(term.startswith(era) and term[len(era):] in ERA_TIMES for era in eras)


@cache
def _era_names() -> frozenset[str]:
    """The eras' names as the table writes them (traditional) and as the corpus does (咸豐, 咸丰)."""
    return frozenset(n for e in load_eras() for n in (e.name, to_simplified(e.name)) if len(n) > 1)


def _larger_matter(corpus: TopicCorpus, term: str, topic: str, water: bool) -> str:
    """Why a round-one term names a matter larger than the topic, or "": it shares no character
    with the topic word, and tells a flood of another water (the topic is none: `water`) or
    holds the topic word in less than TOPIC_SHARE of its own sentences (南河 beside 漕运: 3 of 139)."""
    if set(term) & set(topic):
        return ""
    if FLOOD.search(term) and not water:
        return "a flood sharing no character with the topic word: another water's"
    holding = corpus.sentences_holding(term)
    share = sum(1 for s in holding if topic in s.text)
    if share < TOPIC_SHARE * len(holding):
        return f"a larger matter: the topic word in {share} of its {len(holding)} sentences"
    return ""


def _drifts(corpus: TopicCorpus, term: str, people: set[int], seed: tuple[Counter[str], dict],
            seed_size: int) -> str:
    """Why a pivot-round term has left the topic, or "": it must stand in the seed's own
    sentences, more than the corpus's (a lift of SEED_LIFT: the canal's 运河 is in a few of
    盐's sentences, no more than anywhere), and mostly inside the topic's people's biographies."""
    held = seed[0][term]
    if held == 0:
        return "not in any sentence holding the topic word"
    lift = (held / seed_size) / max(1e-9, corpus.count(term) / len(corpus.sentences))
    if lift < SEED_LIFT:
        return f"not associated with the topic word's own sentences (lift {lift:.1f})"
    holding = corpus.entries_holding(term)
    inside = sum(1 for entry in holding if entry in people)
    if inside < DRIFT_SHARE * len(holding):
        return f"mostly outside the topic's people's biographies ({inside} of {len(holding)} sentences)"
    return ""
