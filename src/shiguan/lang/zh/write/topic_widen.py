"""The widening round of a topic's association (ConvergeWriter's expansion keywords, without a
model): the words the sources write *instead of* the topic word, found from the corpus, each kept
only while the sentences it brings stay on the topic.

The two rounds of topic_terms.py find terms written *beside* the topic word (a navy's 战船, a
river's 决口) and gather only inside the topic's people's lives, so a sentence that names the
topic by another word in another man's life is never read: 舟师 for 水师 is never written in a
sentence that holds 水师 (a synonym stands in the word's place, not beside it).

A candidate is a **kin compound**: a term of the topic word's length that keeps its head (its
last character) in the same place and puts another modifier before it (舟师, 陆师, 京师, 会师
beside 水师). It is kept only if

- its modifier opens no place name the corpus writes (睢州, 卫辉 … : 睢河 is another river, a
  sibling of 黄河, not another name of it);
- its modifier is itself a character of the topic's sentences: commoner in them (the topic word
  taken out) than in the corpus by `MODIFIER_LIFT` (舟 and 陆 in a navy's sentences, 京 and 会
  no more than anywhere): the modifier plays the topic's modifier's role;
- it stands *instead of* the topic word, not beside it: at most `BESIDE_SHARE` of its sentences
  also hold the topic word (陆师 "the land army" is written beside 水师 in 水陆 pairs: its
  opposite, not its synonym);
- the sentences it would bring speak the topic's language: at least `PROFILE_SHARE` of them hold
  a term of the topic's profile (the two-character terms of two seed sentences or more, of two
  biographies, `PROFILE_LIFT` times commoner there than in the corpus, none sharing a character
  with the candidate), `PROFILE_OVER_BASE` times the share of the corpus's sentences (measured on
  an even sample).

What it brings then passes every filter the topic word's own sentences pass (the actor, the
enemy's fleet, another river): the guard here is about the topic, not about whose deed it is.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from .topic_corpus import Sentence, TopicCorpus, grams

WIDEN_SIZE = 3  # widening terms kept at most
KIN_MIN = 5  # a kin compound written at least this often in the corpus
MODIFIER_LIFT = 3.0
BESIDE_SHARE = 0.2
PROFILE_MIN = 2  # a profile term: in this many seed sentences, of this many biographies …
PROFILE_LIFT = 8.0  # … this many times commoner there than in the corpus
PROFILE_SHARE = 0.55
PROFILE_OVER_BASE = 5.0
SAMPLE_STEP = 4
BASE_SAMPLE = 2000  # corpus sentences the base share is measured on
PLACE_ENDS = "州县府"  # a modifier that opens a place name this often names that place's water or force


def widen(corpus: TopicCorpus, topic: str, vocabulary: list[str], seed: list[Sentence],
          unfit: Callable[[str], bool]) -> tuple[list[str], dict[str, str]]:
    """The widening terms of `topic` (best first) and each refused candidate with why;
    `vocabulary`: the rounds' terms (no candidate again); `unfit(term)`: the rounds' own test of a
    term (a place, a name, a number, another sense of the character …)."""
    kept: list[tuple[float, str]] = []
    refused: dict[str, str] = {}
    if len(topic) != 2 or not seed:
        return [], refused
    seed_text = "\n".join(s.text.replace(topic, "") for s in seed)
    sample = "\n".join(s.text for s in corpus.sentences[::SAMPLE_STEP])  # what the corpus's rates are read on
    chars = Counter(sample)
    placed = Counter(re.findall(f"[\u4e00-\u9fff](?=[{PLACE_ENDS}])", corpus.whole))
    profile: list[str] = []
    base = 0.0
    for term in _kin(corpus, topic):
        if any(term in v or v in term for v in vocabulary):
            continue
        why, new = _refused(corpus, topic, term, seed_text, chars, len(sample), placed)
        if not why and unfit(term):
            continue
        if not why and not profile:  # made once, for the first candidate that needs it
            profile = _profile(corpus, topic, seed, sample)
            base = _share(corpus.sentences[::max(1, len(corpus.sentences) // BASE_SAMPLE)], profile, "")
        share = 0.0 if why else _share(new, profile, term)
        if not why and (share < PROFILE_SHARE or share < PROFILE_OVER_BASE * base):
            why = f"its sentences leave the topic ({share:.2f} hold its terms, the corpus's {base:.2f})"
        if why:
            refused[term] = why
        else:
            kept.append((share * len(new), term))
    return [t for _, t in sorted(kept, reverse=True)[:WIDEN_SIZE]], refused


def _refused(corpus: TopicCorpus, topic: str, term: str, seed_text: str, chars: Counter[str], size: int,
             placed: Counter[str]) -> tuple[str, list[Sentence]]:
    """Why a kin compound is no synonym by its modifier or by where it is written ("" if none),
    and the sentences it would newly bring; `chars`: the characters of a sample of `size`
    characters of the corpus, counted; `placed`: how often each stands before a place ending."""
    modifier = term[0]
    if placed[modifier] >= KIN_MIN:
        return f"its modifier names a place ({modifier}州, {modifier}县 …): another place's", []
    lift = (seed_text.count(modifier) / max(1, len(seed_text))) / max(
        1e-9, chars[modifier] / max(1, size))
    if lift < MODIFIER_LIFT:
        return f"its modifier {modifier} is no commoner in the topic's sentences (lift {lift:.1f})", []
    holding = corpus.sentences_holding(term)
    beside = sum(1 for s in holding if topic in s.text) / max(1, len(holding))
    if beside > BESIDE_SHARE:
        return f"written beside the topic word, not instead of it ({beside:.2f} of its sentences)", []
    return "", [s for s in holding if topic not in s.text]


def _kin(corpus: TopicCorpus, topic: str) -> list[str]:
    """Terms of two characters with the topic's head last and another modifier, commonest first."""
    found = Counter(m.group() for m in re.finditer(f"[\u4e00-\u9fff](?={re.escape(topic[-1])})", corpus.whole))
    return [ch + topic[-1] for ch, n in found.most_common() if n >= KIN_MIN and ch not in topic]


def _profile(corpus: TopicCorpus, topic: str, seed: list[Sentence], sample: str) -> list[str]:
    """The two-character terms the topic's sentences share (see the module's docstring), their
    corpus frequency estimated on the sample (every `SAMPLE_STEP`th sentence: one pass over its
    character pairs)."""
    held: Counter[str] = Counter()
    where: dict[str, set[int | None]] = {}
    for s in seed:
        for g in grams(s.text):
            if len(g) == 2 and not set(g) & set(topic):
                held[g] += 1
                where.setdefault(g, set()).add(s.entry)
    pairs = Counter(map(str.__add__, sample, sample[1:]))
    total = len(corpus.sentences[::SAMPLE_STEP])
    return [g for g, n in held.items() if n >= PROFILE_MIN and len(where[g]) >= PROFILE_MIN
            and (n / len(seed)) / max(1e-9, pairs[g] / total) >= PROFILE_LIFT]


def _share(sentences: list[Sentence], profile: list[str], term: str) -> float:
    """The share of `sentences` holding a profile term that shares no character with `term`."""
    if not sentences:
        return 0.0
    own = [p for p in profile if not set(p) & set(term)]
    return sum(1 for s in sentences if any(p in s.text for p in own)) / len(sentences)
