"""A topic article in English without a model: the narrator's own sentences on the topic, each
with its actor named, in the order the narrative tells them, in sections, each cited.

The same plan as the Chinese 纪事本末 (lang/zh/write/chronicle.py), on the shape of English:

1. **where**: the narratives whose narrator the topic names ("Franklin's printing business":
   Benjamin Franklin's), else every narrated document; only the narrator's own spans
   (lang/en/voice.py: not an editor's preface, a letter or a biographical note);
2. **terms by association**: the topic's head words and their word family gather the seed
   sentences (`_seed_terms`: "slavery" of "escape from slavery" is context); round one
   adds the words those sentences use far more than the narrative does (a printer's press,
   types, partner); the pivot round adds the words of round one's sentences, kept only while
   they stay on topic: most of a new word's sentences must stand near a seed sentence
   (`RADIUS`), so a chapter the topic merely passes through does not pull its own matter in.
   A word the text mostly capitalises is a name, never a term. Runs of seed sentences are
   episodes (`_episodes`): every sentence inside one is a candidate, its own words or not;
3. **the actor**: each candidate sentence is parsed; its main verb's subject must be the
   narrator's "I" or a named person (a proper noun). A pronoun (he, she, we, they) or a common
   noun is an undecided actor, and the sentence is left out and counted, as is a deed said by a
   pro-form ("I did so, but they put …": what was done, the sentence before says) or joined to
   another's the sentence does not name ("I urged …, and the governor pleaded …"), or holding the
   narrator's present ("I think this was …", "Shirley was, I believe, …": his comment; not "I know
   not how"), and sentences the
   source does not assert (lang/en/mood.py: negated, hypothetical, asked, another's word);
4. **budget** (`--words`, default `DEFAULT_WORDS`): sentences holding the topic's own words
   first, then more of its terms and the episodes' sentences, a named or dated one (an event)
   before a reflection, over the narrative's parts in proportion to their seed sentences;
   shorter first within a rank;
5. **sections**: the chosen in the narrative's order, cut at the widest gaps, each headed by its
   most distinctive term; each sentence is the actor's name and the source sentence quoted.
"""

from __future__ import annotations

import math
import re
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from ....corpus.front_matter import body_spans
from ....corpus.terms import terms
from ....errors import InputError
from ....project import Project
from ....write.chronicle_plan import Chronicle, ChronicleSection, Told
from ..facts import said_so
from ..nlp import load
from ..parsed import quoted
from ..rules import english_rules
from ..store import NARRATOR_ENTRY
from ..verify.sentences import sentence_spans
from ..voice import narrator_spans

DEFAULT_WORDS = 500
ROUND_SIZE = (8, 6)  # terms kept by round one and by the pivot round
MIN_SENTENCES = 3
MIN_LIFT = 4.0
EPISODE_SEEDS, EPISODE_GAP = 3, 5000  # seed sentences this close, this many, are an episode of the topic
EPISODE_RANK = 1.5  # inside an episode weighs more than one associated word
RADIUS = 3000  # characters around a seed sentence that are still the topic's matter
DRIFT_SHARE = 0.5
PARSED = 400  # candidate sentences parsed for their actor, the best ranked first
PARTS = 5  # the narrative's parts the budget is spread over
MAX_WORDS = 70  # a longer sentence is no one planned sentence
SECTIONS = 4
_POSSESSIVE = re.compile(r"^(?P<name>.+?)['\u2019]s?\s+(?P<rest>.+)$")
_CAPITALISED = re.compile(r"\b[A-Z][a-z]+\b")
_NAMED = re.compile(r"(?<![.!?:;\u201c\"] )(?<!^)\b(?!I\b)[A-Z][a-z]+|\b1[5-9]\d\d\b")
_FIRST_PERSON = re.compile(r"\b(I|me|my|we|us|our)\b")
_TELLING = frozenset({"tell", "say", "write", "inform", "assure", "relate"})
_NOTE = re.compile(r"^\[\d+\]")
_PRO_DEEDS = frozenset({"so", "it", "this", "that", "same"})  # I did so, I did it, he did the same
_PRONOUNS = frozenset({"he", "she", "we", "they", "it", "you", "one", "who", "that", "this", "these", "those"})


@dataclass
class EnglishDeed:
    """One sentence of the narrator's on the topic, with its actor and why it was left out."""

    text: str
    document_id: int
    start: int
    end: int
    terms: list[str]
    rank: float
    part: int
    quoted: bool = False  # it stands inside a quotation of its paragraph: another speaker's words
    actor: str = ""
    actor_basis: str = ""
    year: int | None = None
    why_out: str = ""


@dataclass
class _Narrative:
    document_id: int
    narrator: str
    text: str
    spans: list[tuple[int, int]]  # the narrator's sentences


def write_english_chronicle(project: Project, topic: str, max_words: int | None = None) -> Chronicle:
    """The topic's chronicle from the narratives, within `max_words` words."""
    began = time.perf_counter()
    name, words = _topic_parts(topic)
    narratives = _narratives(project, name)
    if not narratives:
        raise InputError("no English narrative in the project: the rules-only English article quotes its "
                         "narrators; for a Chinese corpus use --lang zh")
    sentences = [(n, s, e, set(terms(n.text[s:e]))) for n in narratives for s, e in n.spans]
    seed_terms, context = _seed_terms(words, sentences)
    seeds = [x for x in sentences if x[3] & seed_terms]
    first = _round(sentences, seeds, seed_terms | context, narratives, ROUND_SIZE[0])
    pool = [x for x in sentences if x[3] & set(first)]
    near = _near_seed(seeds)
    pivot = [t for t in _round(sentences, pool, seed_terms | set(first), narratives, 3 * ROUND_SIZE[1])
             if _stays(t, sentences, near)][:ROUND_SIZE[1]]
    within = _episodes(seeds)
    found = [_candidate(n, s, e, held, seed_terms, first, pivot, within(n.document_id, s))
             for n, s, e, held in sentences if held & seed_terms or held & set(first)
             or (held & set(pivot) or within(n.document_id, s)) and near(n.document_id, s)]
    found.sort(key=lambda d: -d.rank)
    left_out: Counter[str] = Counter()
    kept = _with_actors(project, found[:PARSED], {n.document_id: n.narrator for n in narratives}, left_out)
    if name:  # the narrator's topic: another man's deed belongs to it only where the narrator takes part
        kept = [d for d in kept if d.actor_basis != "name" or _FIRST_PERSON.search(d.text) or left_out.update(
            ["another man's deed the narrator takes no part in"])]
    if len(found) > PARSED:
        left_out["ranked below the sentences parsed"] += len(found) - PARSED
    budget = max_words or DEFAULT_WORDS
    chosen = _choose(kept, budget, Counter(d.part for d in found if set(d.terms) & seed_terms))
    sections = _sections(chosen, seed_terms | set(first) | set(pivot))
    seconds = {"plan": round(time.perf_counter() - began, 2)}
    return Chronicle(topic, [words, *first, *pivot], sections, dict(left_out), len(kept) - len(chosen), budget,
                     seconds, found)


def _topic_parts(topic: str) -> tuple[str, str]:
    """"Franklin's printing business" → ("Franklin", "printing business")."""
    m = _POSSESSIVE.match(topic.strip())
    return (m["name"], m["rest"]) if m else ("", topic.strip())


def _seed_terms(words: str, sentences: list) -> tuple[set[str], set[str]]:
    """The topic's head words and their word family, and the words of its context.

    In "escape from slavery" the head is the escape: slavery is the whole book's matter and would
    make every sentence a seed, so the words after a preposition are context (never a term of
    their own) where the narrative writes them more often than the head, and the head is not too
    rare to seed anything. The family is the stems the narrative
    writes that extend a head stem or that it extends, five letters shared at least (education,
    educated; escape, escaping), the morphology a stemmer leaves apart."""
    head, _, rest = re.split(r"\s+(of|from|in|at|to|with|against|for|on|during)\s+", words + " of ", maxsplit=1)
    seed, context = set(terms(head)), set(terms(rest))
    heads, contexts = (sum(1 for x in sentences if x[3] & words) for words in (seed, context))
    if heads < MIN_SENTENCES or contexts <= heads:  # "experiments in electricity": both are the topic
        seed, context = seed | context, set()
    vocabulary = {t for x in sentences for t in x[3]}
    family = {t for t in vocabulary for h in seed if min(len(t), len(h)) >= 5 and (t.startswith(h) or h.startswith(t))}
    return seed | family, context - family


def _narratives(project: Project, name: str) -> list[_Narrative]:
    """The narrated documents, those whose narrator the topic names if any does."""
    out = []
    for d in project.store.documents():
        narrator = next((e.name for e in project.store.entries_of_document(d.id) if e.pattern == NARRATOR_ENTRY), "")
        if not narrator:
            continue
        text = project.store.document_text(d.id)
        voiced = narrator_spans(text, body_spans(text), narrator)
        spans = [(s + a, e + a) for a, b in voiced for s, e in sentence_spans(text[a:b])]
        out.append(_Narrative(d.id, narrator, text, spans))
    named = [n for n in out if name and set(name.lower().split()) & set(n.narrator.lower().split())]
    return named or out


def _round(sentences: list, chosen: list, known: set[str], narratives: list[_Narrative], size: int) -> list[str]:
    """The words the chosen sentences use far more than the narratives do (count × log lift),
    none a name (a word the text mostly capitalises)."""
    if not chosen:
        return []
    held = Counter(t for x in chosen for t in x[3])
    everywhere = Counter(t for x in sentences for t in x[3])
    capitals = Counter(w.lower() for n in narratives for w in _CAPITALISED.findall(n.text))
    scored = []
    for term, n in held.items():
        if n < MIN_SENTENCES or term in known or term.isdigit():
            continue
        lift = (n / len(chosen)) / (everywhere[term] / len(sentences))
        if lift >= MIN_LIFT and not _a_name(term, capitals, everywhere[term]):
            scored.append((n * math.log(lift), term))
    return [t for _, t in sorted(scored, reverse=True)[:size]]


def _a_name(term: str, capitals: Counter[str], n: int) -> bool:
    return sum(c for w, c in capitals.items() if w.startswith(term)) * 2 > n


def _near_seed(seeds: list) -> Any:
    by_doc: dict[int, list[int]] = defaultdict(list)
    for n, s, _, _ in seeds:
        by_doc[n.document_id].append(s)
    return lambda doc, at: any(abs(at - s) <= RADIUS for s in by_doc.get(doc, ()))


def _episodes(seeds: list) -> Any:
    """Where the narrative tells the topic at length: runs of at least EPISODE_SEEDS seed sentences
    each within EPISODE_GAP characters of the last, and after it half its length (RADIUS at most):
    a telling opens with the topic's word and runs on past its last. Inside one, a sentence with
    none of the topic's words is still its matter ("I left my chains" in the chapter of the
    escape)."""
    runs: dict[int, list[tuple[int, int]]] = defaultdict(list)
    by_doc: dict[int, list[int]] = defaultdict(list)
    for n, s, _, _ in seeds:
        by_doc[n.document_id].append(s)
    for doc, starts in by_doc.items():
        run = [starts[0]] if starts else []
        for at in [*starts[1:], None]:
            if at is not None and at - run[-1] <= EPISODE_GAP:
                run.append(at)
                continue
            if len(run) >= EPISODE_SEEDS:
                margin = min(RADIUS, (run[-1] - run[0]) // 2)
                runs[doc].append((run[0], run[-1] + margin))
            run = [at] if at is not None else []
    return lambda doc, at: any(a <= at <= b for a, b in runs.get(doc, ()))


def _stays(term: str, sentences: list, near: Any) -> bool:
    """The drift guard: most of the term's sentences stand near a seed sentence."""
    holding = [(n.document_id, s) for n, s, _, held in sentences if term in held]
    return bool(holding) and sum(near(d, s) for d, s in holding) >= DRIFT_SHARE * len(holding)


def _candidate(n: _Narrative, s: int, e: int, held: set[str], seed: set[str], first: list[str],
               pivot: list[str], episode: bool) -> EnglishDeed:
    text = " ".join(n.text[s:e].split())
    own = sorted(held & (seed | set(first) | set(pivot)))
    rank = (3 * len(held & seed) + len(held & set(first)) + 0.5 * len(held & set(pivot)) + EPISODE_RANK * episode
            + _concrete(text) - len(text) / 400)
    part = min(PARTS - 1, PARTS * (s - n.spans[0][0]) // max(1, n.spans[-1][1] - n.spans[0][0]))
    return EnglishDeed(text, n.document_id, s, e, own, rank, part, _in_quotation(n.text, s, e))


def _concrete(text: str) -> int:
    """1 for a sentence that names a person, a place or a date past its first word (an event: "I
    left my chains … New York"), 0 for a reflection ("I had escaped a worse than lion's jaws")."""
    return int(bool(_NAMED.search(text[1:])))


def _in_quotation(text: str, start: int, end: int) -> bool:
    """Whether the sentence's first word stands inside a quotation of its paragraph (dialogue:
    its "I" is the speaker's, not the narrator's)."""
    para = max(text.rfind("\n\n", 0, start), text.rfind("\n\r\n", 0, start)) + 1
    word = re.search(r"[A-Za-z]", text[start:end])
    at = start + (word.start() if word else 0)
    return quoted(text[para:at + 1])[-1]


def _with_actors(project: Project, found: list[EnglishDeed], narrators: dict[int, str],
                 left_out: Counter[str]) -> list[EnglishDeed]:
    """The candidates whose main verb's subject is the narrator's "I" or a named person, and
    which the source asserts; the rest counted by why."""
    nlp, rules = load(), english_rules(project).facts
    known = project.store.alias_forms(["name", "surname", "title+name", "given"])
    kept = []
    for d, doc in zip(found, nlp.pipe([d.text for d in found])):
        d.why_out = _why_out(d, doc, narrators[d.document_id], rules, known)
        if d.why_out:
            left_out[d.why_out] += 1
        else:
            kept.append(d)
    return kept


def _why_out(d: EnglishDeed, doc: Any, narrator: str, rules: Any, known: set[str]) -> str:
    if len(d.text.split()) > MAX_WORDS:
        return "too long for one planned sentence"
    if _NOTE.match(d.text):
        return "an editor's note ([n] …), not the narrator's"
    if d.quoted:
        return "inside a quotation: another speaker's words"
    sent = next(iter(doc.sents))
    root = sent.root
    if root.pos_ not in ("VERB", "AUX"):
        return "no main verb"
    subjects = [t for t in sent if t.dep_ in ("nsubj", "nsubjpass")]
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i != subjects[0].i:
        return "no subject of its own before the main verb: the actor undecided"
    after = doc[root.i + 1].lower_ if root.i + 1 < len(doc) else ""
    if root.lemma_ == "do" and (after in _PRO_DEEDS or any(c.dep_ == "dobj" and c.lower_ in _PRO_DEEDS
                                                           for c in root.children)):
        return "a deed said by a pro-form (\u201cI did so, but they …\u201d): what was done, the sentence before says"
    if any(t.lower_ == "i" and t.dep_ == "nsubj" and _present(t.head) and not _denied(t.head) for t in sent):
        return "the narrator's present (\u201cI think\u201d, \u201c…, I believe, …\u201d): his comment, not a deed"
    if subject.lower_ == "i" and any(_another(c) for v in root.children if v.dep_ == "conj"
                                     for c in v.children if c.dep_ == "nsubj"):  # a passive's is acted on
        return "another's deed joined to his (\u201cI urged …, and the governor pleaded …\u201d): two actors"
    if _parenthetical(root, subject):
        return "a parenthetical teller (\u201cOne day, Miss Sullivan tells me, I …\u201d): the deed is another's"
    if not said_so(root, rules):
        return "not asserted (negated, hypothetical, asked, or another's word)"
    if subject.lower_ in ("i", "my"):
        d.actor, d.actor_basis = narrator, "the narrator's I"
    elif subject.pos_ == "PROPN":
        if any(c.dep_ == "conj" and c.pos_ == "PROPN" for c in subject.children):
            return "several named subjects (Henry and John …): a shared deed, no one actor"
        beside = {t.i for c in subject.children if c.dep_ in ("appos", "prep", "acl", "relcl") for t in c.subtree}
        name = " ".join(t.text for t in subject.subtree if t.pos_ == "PROPN" and t.i not in beside)
        if name not in known and name.split()[-1] not in known:
            return "a capitalised subject the reader knows as no person (Mother, Imagine …)"
        d.actor, d.actor_basis = name, "name"
    elif subject.lower_ in _PRONOUNS:
        return "a pronoun for its subject: the actor undecided"
    else:
        return "the subject is no person named"
    year = re.search(r"(?<![(\d-])\b1[5-9]\d\d\b(?![-\d])", d.text)
    d.year = int(year.group()) if year else None
    return ""


def _another(subject: Any) -> bool:
    """Whether a subject is another's whom the sentence does not name: he, she, they, or a noun with
    its determiner or owner acting ("the governor pleaded"; not "Anna took up the other", named,
    nor "printing was my business", "the secret was to be kept", "these were great advantages")."""
    return (subject.lower_ in ("he", "she", "they")
            or subject.tag_ in ("NN", "NNS") and subject.head.lemma_ != "be"
            and any(c.dep_ in ("det", "poss") for c in subject.children))


def _present(verb: Any) -> bool:
    """Whether a verb, or its auxiliary, is in the present ("I think", "I have said"): not a past
    the tagger reads as present ("I bent myself", "piti'd"), though a form both may be ("I set")
    is read as the present."""
    if verb.lower_.endswith(("'d", "\u2019d")):
        return False
    irregular = load().get_pipe("lemmatizer").lookups.get_table("lemma_exc")["verb"]  # bent: bend
    return any(v.tag_ == "VBZ" or v.tag_ == "VBP" and (v.lower_ in ("am", "are") or v.lower_ not in irregular)
               for v in (verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))))


def _denied(verb: Any) -> bool:
    """Whether a verb is denied, by its own "not" or the one after it, before how, why or where
    ("I know not how I came there": the deed is told); "I know not whether in 1817 or 1819" is a
    hedge, and so a comment."""
    doc, k = verb.doc, verb.i + 1
    denied = k < len(doc) and doc[k].lower_ in ("not", "never")
    k += denied
    return (denied or any(c.dep_ == "neg" for c in verb.children)) and k < len(doc) and \
        doc[k].lower_ in ("how", "why", "where", "what", "when")


def _parenthetical(root: Any, subject: Any) -> bool:
    """A verb of telling set off by commas within the sentence: its subject told the deed, the
    deed is another's ("One day, Miss Sullivan tells me, I pinned the word on my pinafore")."""
    if root.lemma_ not in _TELLING:
        return False
    doc = root.doc
    before = subject.left_edge.i - 1
    after = max([root.i, *(c.right_edge.i for c in root.children if c.dep_ in ("dobj", "dative", "iobj"))]) + 1
    return before >= 0 and doc[before].text == "," and after < len(doc) and doc[after].text == ","


def _choose(kept: list[EnglishDeed], budget: int, weights: Counter[int]) -> list[EnglishDeed]:
    """Best ranked first, over the narrative's parts in proportion to their `weights` (the
    topic's seed sentences each part holds: an escape told in the last chapter takes most of the
    article, an education told throughout spreads), until the words are spent."""
    by_part: dict[int, list[EnglishDeed]] = defaultdict(list)
    for d in sorted(kept, key=lambda d: -d.rank):
        by_part[d.part].append(d)
    taken: Counter[int] = Counter()
    chosen, used = [], 0
    while any(by_part.values()):
        part = min((p for p, q in by_part.items() if q), key=lambda p: (taken[p] + 1) / (weights[p] + 1))
        d = by_part[part].pop(0)
        taken[part] += 1
        cost = len(_said(d).split())
        if used + cost <= budget:
            chosen.append(d)
            used += cost
    return sorted(chosen, key=lambda d: (d.document_id, d.start))


def _said(d: EnglishDeed) -> str:
    when = f" ({d.year})" if d.year else ""
    return f"{d.actor}{when}: \u201c{d.text}\u201d"


def _sections(chosen: list[EnglishDeed], all_terms: set[str]) -> list[ChronicleSection]:
    """The chosen in order, cut at the widest gaps into at most SECTIONS parts, each headed by its
    most distinctive term as the narrative writes it."""
    if not chosen:
        return []
    n = max(1, min(SECTIONS, len(chosen) // 3))
    gaps = sorted(range(1, len(chosen)), key=lambda i: -(chosen[i].start - chosen[i - 1].start
                                                         if chosen[i].document_id == chosen[i - 1].document_id
                                                         else 10**9))[:n - 1]
    cuts = [0, *sorted(gaps), len(chosen)]
    parts = [chosen[a:b] for a, b in zip(cuts, cuts[1:]) if b > a]
    counts = [Counter(t for d in part for t in d.terms) for part in parts]
    sections = []
    for part, count in zip(parts, counts):
        best = max(count, key=lambda t: (count[t] / (1 + sum(c[t] for c in counts)), count[t]), default="")
        sections.append(ChronicleSection(_heading(best, part), [
            Told(_said(d), d.document_id, d.start, d.end, d, "topic" if d.rank >= 3 else "term", 1) for d in part]))
    return sections


def _heading(term: str, part: list[EnglishDeed]) -> str:
    """The term as the text writes it (its commonest word of that stem), capitalised."""
    words = Counter(w.lower() for d in part for w in re.findall(r"[A-Za-z]+", d.text) if terms(w) == [term])
    word = words.most_common(1)[0][0] if words else term
    return word.capitalize()
