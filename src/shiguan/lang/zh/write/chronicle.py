"""A 纪事本末 without a model: a topic's events gathered from the biographies, told in time order,
each sentence one source clause group with its actor named, dated and cited.

Steps (docs/articles.md, "A rules-only 纪事本末"):

1. **gather**: the sentences holding the topic word, and those of the topic's people holding a
   term found by association, two rounds with a drift guard (topic_terms.py);
2. **deeds**: each sentence's clause group, filtered and given its actor by the attribution
   (topic_deeds.py), and its era date;
3. **episodes**: deeds of the same year that share a rare term (a site: 杨桥, 铜瓦厢) are one
   episode, however many biographies tell it; the number of biographies is its corroboration;
4. **budget**: episodes are chosen in a stated priority until `max_chars` is spent: episodes
   several biographies tell, most first; then the topic's own events (a flood and the response,
   a dated deed naming the topic word); then institutions (设, 定…营制, 别立); then the other
   deeds; then the proposals their sentence says were taken up (如议行, 从之); the other proposals
   (疏, 奏, 请) last; within each, round-robin over reigns so that no period eats
   the budget, and, within a reign, those that hold the topic word itself and more of its terms
   first;
5. **sections**: the chosen episodes in time order, cut where the years between two episodes
   are widest, each section headed by its most distinctive term and its period;
6. **realise**: each episode is one sentence: the era date with its Gregorian year, the actor's
   full name where the group does not open with it, and the clause group as the source has it.
"""

from __future__ import annotations

import re
import time
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from ....project import Project
from ....write.chronicle_plan import Chronicle, ChronicleSection, Told
from ..aliases import leading_surname
from ..read import ClauseRow, read_stored_document
from .topic_actor import ActorNames
from .topic_aside import aside
from .topic_chain import carried_past_another, chains, runs_back
from .topic_corpus import TopicCorpus, grams
from .topic_deeds import (
    CLAUSE,
    COURT_ORDER,
    DATE_CLAUSE,
    FLOOD,
    NATURAL,
    SUBJECTLESS,
    Deed,
    DeedReader,
    date_deeds,
    is_rebel,
)
from .topic_elsewhere import other_places, other_river
from .topic_named import anothers_deed, groups, order_end, relabel, sent_by_another, titled_other
from .topic_terms import Association, associate

DEFAULT_CHARS = 3000
RARE = 40  # a term in at most this many sentences can name an episode's site
SECTION_SIZE = 8  # episodes a section holds, about
SECTION_MAX = 6  # sections at most
UNDATED = "年份未详"  # the heading of the episodes no date places
OTHER_RIVER = 10  # a water word with the two characters before it this common is another river's name
NAMED_WITHIN = 12  # a given name this near the group's start names its actor
# a clause that is only a date (…引河，四十二年二月): the date of a clause the group does not hold
BARE_DATE = re.compile(r"^(?:[元一二三四五六七八九十]+年)?[春夏秋冬]?(?:[正一二三四五六七八九十]+月)?"
                       r"(?:[初一二三四五六七八九十]+日)?$")
BACKGROUND = re.compile(r"^[会时值适](?=[^，；]{0,4}?(?:河|黄|淮|江|湖|堤|水))")  # 会河决…: "it happened that"
# What a treatise tells first: an episode several biographies tell; the topic's own event (a
# flood and the response to it, or a dated deed, not a proposal, naming the topic word); an
# institution; a deed; a proposal its sentence says was taken up (如议行, 从之);
# last the other proposals (a memorial asks, and most of what was asked was never done).
PRIORITY = ("corroborated", "event", "institution", "deed", "adopted", "proposal")


@dataclass
class Episode:
    deeds: list[Deed]
    level: str = ""  # its class in PRIORITY, once the topic has classed it

    @property
    def corroboration(self) -> int:
        return len({d.entry for d in self.deeds})

    @property
    def told(self) -> Deed:
        """The deed that tells it: dated, in the actor's own biography, short."""
        return min(self.deeds, key=lambda d: (not d.year, d.actor_basis == "name", len(d.text)))

    @property
    def estimate(self) -> float:
        return self.told.estimate

    def priority(self, topic: str) -> str:
        if self.corroboration > 1:
            return "corroborated"
        d = self.told
        if d.setting or (d.year and topic in d.text and d.kind != "proposal"):
            return "event"
        return "adopted" if d.adopted else d.kind


def write_chronicle(project: Project, topic: str, max_chars: int | None = None,
                    corpus: TopicCorpus | None = None, asked: Sequence[str] = ()) -> Chronicle:
    """The topic's chronicle from the project's biographies, within `max_chars` characters;
    `asked`: a model's research queries, terms that gather as the rounds' do (article/research.py)."""
    clock = _Clock()
    corpus = corpus or TopicCorpus(project)
    clock("sentences")
    association = associate(corpus, topic)
    association.asked = [t for t in asked if t not in association.terms]
    terms = association.terms
    clock("terms")
    known = frozenset(corpus.persons)
    reader = DeedReader(corpus.entry_names, _names_pattern(corpus, terms), known, ActorNames(known, corpus))
    masks = [p for p in corpus.places | corpus.persons if len(p) > 1 and any(t in p for t in terms) and p not in terms]
    masks += [n for t in terms for n in corpus.surnamed(t)] + other_places(corpus, terms, topic)  # 苗沛霖, 清江浦
    floods = _floods(association)
    considered = []
    for s in corpus.sentences:
        if s.entry is None:
            continue
        flood = "" if association.gathers(s) or not floods else _flood_of(s.text, topic, corpus)
        if flood or association.gathers(s):
            considered += groups(reader, s, terms + [flood] if flood else terms, masks)
    clock("deeds")
    deeds = _attributed(project, corpus, reader, considered, topic if floods else "")
    clock("attribution")
    episodes = _retold(_episodes(deeds, corpus), corpus)
    budget = max_chars or DEFAULT_CHARS
    chosen, dropped = _choose(episodes, topic, budget, association.widened)
    sections = _sections(chosen, terms, corpus.persons)
    clock("plan")
    return Chronicle(topic, terms, sections, reader.left_out, dropped, budget, clock.seconds, considered)


def _floods(association: Association) -> bool:
    """Whether the topic is a water's: round one found a term of its floods (河决 for 黄河) that
    shares a character with the topic word. Then a flood of that water gathers its sentence in
    any biography (the official sent to close a breach need not be one of the topic's people)."""
    return any(FLOOD.search(t) and set(t) & set(association.topic) for t in association.first)


def _flood_of(text: str, topic: str, corpus: TopicCorpus) -> str:
    """The clause of the sentence telling a flood or breach of the topic's water (河决郑州,
    郑州河再决), or "": not another river's, whose name the corpus writes often as one word
    (永定河决, 北运河…漫口)."""
    for clause in CLAUSE.findall(text):
        m = NATURAL.match(clause)
        if not m or not set(m.group()) & set(topic):
            continue
        at = next(i for i, ch in enumerate(m.group()) if ch in topic)
        named = m.group()[max(0, at - 2):at + 1]
        if at < 2 or topic in m.group() or corpus.count(named) < OTHER_RIVER:
            return m.group()
    return ""


class _Clock:
    def __init__(self) -> None:
        self.began = time.perf_counter()
        self.seconds: dict[str, float] = {}

    def __call__(self, step: str) -> None:
        now = time.perf_counter()
        self.seconds[step] = round(now - self.began, 2)
        self.began = now


def _names_pattern(corpus: TopicCorpus, terms: list[str]) -> re.Pattern[str] | None:
    names = sorted((n for n in corpus.persons if len(n) >= 2 and not any(t in n or n in t for t in terms)),
                   key=len, reverse=True)
    return re.compile("|".join(map(re.escape, names))) if names else None


def _attributed(project: Project, corpus: TopicCorpus, reader: DeedReader, deeds: list[Deed],
                water: str = "") -> list[Deed]:
    """The deeds whose actor the attribution names, each dated (`water`: the topic, if a water's,
    whose deeds naming another river are that river's)."""
    by_doc: dict[int, list[Deed]] = defaultdict(list)
    for d in deeds:
        by_doc[d.sentence.document_id].append(d)
    kept: list[Deed] = []
    prefer = project.config.era_prefer
    for doc, mine in by_doc.items():
        text = corpus.texts[doc]
        clauses = _clauses(project, doc)
        starts = [c[0] for c in clauses]
        by_entry: dict[int, list[Deed]] = defaultdict(list)
        for d in mine:
            by_entry[d.sentence.entry_start].append(d)
        for start, group in by_entry.items():
            end = corpus.entry_ends[(doc, start)]
            name = corpus.entry_names.get(group[0].entry or -1, "")
            own = chains(relabel(clauses[bisect_left(starts, start):bisect_left(starts, end)], text, reader.persons,
                                 name), text, reader.persons, name)
            rebel = is_rebel(own, text)
            ok = [d for d in group if (not rebel and sent_by_another(reader, d, own)
                                       or reader.attribute(d, own, rebel, text[start:d.sentence.start])
                                       and runs_back(d, own))
                  and not ((why := _not_his(d, own, text, reader, water, corpus)) and not reader._refuse(d, why))]
            date_deeds(ok, text[start:end], start, prefer)
            kept += ok
    return kept


def _not_his(deed: Deed, rows: list[ClauseRow], text: str, reader: DeedReader, water: str,
             corpus: TopicCorpus) -> str:
    """Why a deed the filters gave an actor is another's, another river's, or tells another
    matter (the topic's word an aside: topic_aside.py), or ""."""
    own = corpus.entry_names.get(deed.entry or -1, "")
    return anothers_deed(deed) or titled_other(deed, reader.persons) or _elsewhere(deed, water, corpus) \
        or aside(deed.setting + deed.text, deed.terms, deed.actor, reader.persons) or carried_past_another(
        deed, rows, text, reader.persons, own)


def _elsewhere(deed: Deed, water: str, corpus: TopicCorpus) -> str:
    """Why a water's deed is another river's (topic_elsewhere.other_river), or ""."""
    river = other_river(deed.setting + deed.text, water, corpus.count) if water else ""
    return f"another river's works ({river})" if river else ""


def _clauses(project: Project, document_id: int) -> list[ClauseRow]:
    """The clauses ingest stored, or (a document read before they were kept) read again."""
    stored = project.store.clauses_of(document_id)
    if stored is not None:
        return stored
    return [(c.start, c.end, c.subject.who, c.subject.name, c.subject.basis)
            for e in read_stored_document(project, document_id) for c in e.clauses]


def _episodes(deeds: list[Deed], corpus: TopicCorpus) -> list[Episode]:
    """Deeds of one year sharing a rare term are one episode (union-find over the pairs)."""
    parent = list(range(len(deeds)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    by_key: dict[tuple[int, str], list[int]] = defaultdict(list)
    for i, d in enumerate(deeds):
        if d.year:  # an undated deed's year is a guess: it is told on its own (造战舰於衡州), not merged
            for g in grams(d.setting + d.text):
                by_key[(int(d.estimate), g)].append(i)
    for (_, g), members in by_key.items():  # only a term two biographies share is counted in the corpus
        if len({deeds[i].entry for i in members}) > 1 and corpus.whole.count(g) <= RARE:
            for i in members[1:]:
                parent[root(i)] = root(members[0])
    groups: dict[int, list[Deed]] = defaultdict(list)
    for i, d in enumerate(deeds):
        groups[root(i)].append(d)
    return [Episode(g) for g in groups.values()]


def _retold(episodes: list[Episode], corpus: TopicCorpus) -> list[Episode]:
    """Without the bare floods (an event told with nobody's response) that another episode of
    about their year (or any, for an undated one) tells at the same site, a rare name of three
    characters (河决青龙冈 beside 河决河南青龙冈，命阿桂…): the same breach, worded differently.
    The one kept is the one with a response, or else the dated, longer telling."""
    def fuller(e: Episode) -> tuple:
        return (bool(e.told.text), bool(e.told.year), len(e.told.setting))

    def threes(e: Episode) -> set[str]:
        return {g for g in grams(e.told.setting) if len(g) == 3}

    sites = {id(e): threes(e) for e in episodes if e.told.setting}
    pairs = [(e, o, shared) for e in episodes if e.told.setting and not e.told.text for o in episodes
             if o is not e and (shared := sites[id(e)] & sites.get(id(o), set())) and fuller(o) > fuller(e)
             and (not e.told.estimate or abs(o.told.estimate - e.told.estimate) <= 1)]
    corpus.count_all([g for _, _, shared in pairs for g in shared])  # only the words two tellings share
    gone = {id(e) for e, _, shared in pairs if any(corpus.count(g) <= RARE for g in shared)}
    return [e for e in episodes if id(e) not in gone]


def _choose(episodes: list[Episode], topic: str, budget: int,
            widened: Sequence[str] = ()) -> tuple[list[Episode], int]:
    """Episodes by the stated priority, round-robin over reigns, until the budget is spent;
    those gathered by a widening term alone (topic_widen.py: a synonym the rules found, less
    sure than the topic word and the rounds' terms) after all the rest; within a reign, the
    most corroborated first, then those told with the topic word itself, with more of its
    terms, dated, shorter."""
    def rank(e: Episode) -> tuple:
        d = e.told
        return (-e.corroboration, topic not in d.setting + d.text, -len(d.terms), not d.year, len(d.text))

    for e in episodes:
        e.level = e.priority(topic)
    order: list[Episode] = []
    def widening_alone(e: Episode) -> bool:
        return bool(widened) and set(e.told.terms) <= set(widened)

    for weaker, level in ((weaker, level) for weaker in (False, True) for level in PRIORITY):
        by_reign: dict[str, list[Episode]] = defaultdict(list)
        for e in sorted((e for e in episodes if e.level == level and widening_alone(e) == weaker), key=rank):
            by_reign[e.told.era or _reign_of(e)].append(e)
        queues = list(by_reign.values())
        while any(queues):
            for q in queues:
                if q:
                    order.append(q.pop(0))
    chosen, used, seen = [], 0, set()
    for e in order:
        said = _told(e).text
        cost = len(said)
        if said in seen or used + cost > budget or any(_says_no_more(e, c) for c in chosen):
            continue
        seen.add(said)
        chosen.append(e)
        used += cost
    return chosen, len(order) - len(chosen)


def _says_no_more(e: Episode, other: Episode) -> bool:
    """An episode whose words stand whole in a chosen one's of about the same year (an estimated
    year is a guess: one either side), by the same actor (a flood's: nobody), says nothing new:
    「是岁，河决孙家集」 beside 「二十六年，河决孙家集，运河…溃」."""
    d, o = e.told, other.told
    words = (d.setting + d.text).strip("，；：。")
    return (bool(words) and d.actor == o.actor and abs(d.estimate - o.estimate) <= 1
            and words in o.setting + o.text)


def _reign_of(e: Episode) -> str:
    return str(int(e.estimate) // 20) if e.estimate else "?"


def _sections(chosen: list[Episode], terms: list[str], names: set[str]) -> list[ChronicleSection]:
    """Time order, cut into parts of about equal size at the widest gap between years near each
    cut; each part headed by its most distinctive term (a term of the topic first, never a name) and
    its period. Episodes no date places come last, under their own heading."""
    dated = sorted((e for e in chosen if e.estimate),  # one year's in the sources' order (two of a sentence)
                   key=lambda e: (e.estimate, e.told.sentence.document_id, e.told.start, e.told.body_at))
    undated = [e for e in chosen if not e.estimate]
    n = max(1, min(SECTION_MAX, len(dated) // SECTION_SIZE))
    size = len(dated) / n
    cuts = []
    for k in range(1, n):
        near = range(max(1, round(k * size - size / 3)), min(len(dated), round(k * size + size / 3) + 1))
        cuts.append(max(near, key=lambda i: (_gap(dated, i), -abs(i - k * size))))
    parts = [dated[a:b] for a, b in zip([0, *cuts], [*cuts, len(dated)]) if b > a]
    headings = part_terms([[e.told.setting + e.told.text for e in part] for part in parts], terms, names)
    sections = [ChronicleSection(_heading(best, part), _year_once([_told(e) for e in part]))
                for part, best in zip(parts, headings)]
    if undated:
        sections.append(ChronicleSection(UNDATED, [_told(e) for e in undated]))
    return sections


def part_terms(parts: list[list[str]], terms: list[str], names: set[str]) -> list[str]:
    """Each part's most distinctive two-character term (a term of the topic first, never a name),
    from its episodes' texts; a tie goes to the term told first, so a heading is the same on every
    run (a set's order changes with the interpreter's string hashing)."""
    counts = [Counter(g for text in part for g in sorted((g for g in grams(text) if len(g) == 2), key=text.find))
              for part in parts]
    best = []
    for count in counts:
        def distinct(g: str, count: Counter[str] = count) -> float:
            return count[g] / (1 + sum(c[g] for c in counts if c is not count))
        usable = [g for g in count if count[g] > 1 and g not in names and not set(g) <= set(terms[0])]
        best.append(max(usable, key=lambda g: (g in terms, distinct(g), count[g]), default=""))
    return best


def _gap(ordered: list[Episode], i: int) -> float:
    a, b = ordered[i - 1].estimate, ordered[i].estimate
    return (b - a) if a and b else 0.0


def _heading(term: str, part: list[Episode]) -> str:
    """The part's term and its period: from its first year to its last, an undated episode's
    year being the last date before it in its biography (a part of one dated deed of 1802 and
    undated ones after 1880 is 1802–1880后, not 1802). That date is only a lower bound (明年 after
    光绪十年 is 1885), so a period ending on an undated episode says 后 (after) rather than a year."""
    first, last = int(min(e.estimate for e in part)), max(part, key=lambda e: e.estimate)
    after = "" if last.told.year else "后"
    period = f"{first}–{int(last.estimate)}{after}" if int(last.estimate) != first else f"{first}{after}"
    return f"{term}（{period}）" if term else period


def _year_once(told: list[Told]) -> list[Told]:
    """The era year is said once a paragraph: a sentence of the same year as the dated one
    before it in its section loses its era year, keeping a season or month (the denser form;
    the budget counted the whole date)."""
    last = None
    for t in told:
        date = _date(t.deed)
        if t.deed.year and t.deed.year == last and t.text.startswith(date) and "年" in date.split("（")[0]:
            season = date[date.index("年") + 1:date.index("（")]  # 冬, 正月: kept
            t.text = (f"{season}，" if season else "") + t.text[len(date):]
        last = t.deed.year or last
    return told


def _date(d: Deed) -> str:
    if not d.year:
        return ""
    written = d.date_text if d.era in d.date_text else d.era + d.date_text
    return f"{written}（{d.year}），"


def _given(actor: str, body: str) -> str:
    """The name the sources write for him once he is introduced: the end of his name the body
    opens with (满保 of 觉罗满保, 奕山 of 宗室奕山, 毓美 of 栗毓美), or the given name after his surname."""
    tail = next((actor[k:] for k in range(1, len(actor) - 1) if body.startswith(actor[k:])), "")
    surname = leading_surname(actor)  # the tail the body opens with first: 宗室奕山 is no 宗 + 室奕山
    return tail or (actor[len(surname):] if surname else "")


def _no_dangling_date(body: str) -> str:
    """The group without a last clause that is only a date (寻开陶庄引河，四十二年二月: the date of
    the 工竟 after it, which the group does not hold): a date is said with its own clause."""
    parts = CLAUSE.findall(body)
    last = parts[-1].rstrip("，；：。") if parts else ""
    return "".join(parts[:-1]).rstrip("，；：") if len(parts) > 1 and last and BARE_DATE.match(last) else body


def _told(e: Episode) -> Told:
    d = e.told
    date = _date(d)
    body, lead = d.text, ""
    given = _given(d.actor, body)
    if d.ordered and (at := order_end(body)):  # 命往江南勘视河工 → 命伊桑阿往江南勘视河工 (满保令蓝廷珍统…)
        body = body[:at] + d.actor + body[at:]
    elif (order := COURT_ORDER.match(body)) and given and body.startswith(given, order.end()):
        body = body[:order.end()] + d.actor + body[order.end() + len(given):]  # 诏鼐办理 → 诏傅鼐办理
    elif given and body.startswith(given):
        body, lead = body[len(given):], d.actor
    elif d.actor and d.actor not in body and len(given) > 1 and (
            given in body[:NAMED_WITHIN] or given in body and not SUBJECTLESS.match(body)):
        body = body.replace(given, d.actor, 1)  # 上命鸿藻驰往督办 → 上命李鸿藻驰往督办
    elif d.actor and d.actor not in body and not (len(given) > 1 and given in body[:NAMED_WITHIN]):
        inner = DATE_CLAUSE.match(body)  # 次年，塞决工竣: the name after the date
        at = body.find("，", inner.end()) + 1 if inner and "，" in body[inner.end():inner.end() + 3] else 0
        body, lead = body[at:], body[:at] + d.actor
    body = _no_dangling_date(body)
    setting = f"{d.setting.rstrip('，；：')}，" if d.setting and body else BACKGROUND.sub("", d.setting)
    text = f"{date}{setting}{lead}{body}".rstrip("，；：、。")
    text += "" if text.endswith(("！", "？")) else "。"  # 呼曰：大兵至矣！ ends his sentence already
    return Told(text, d.sentence.document_id, d.start, d.end, d, e.level, e.corroboration)

