"""Read every entry of one document: its heading, its facts, and whose each fact is.

Nothing here touches the store, so a document reads the same whatever was ingested before it:
the people a clause may be about are those the document itself names (its entries, and the
shapes of subjects.py), never the aliases of other documents.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...corpus.normalize import simplified_by_character
from ...models import OPENING, SELF, Fact, Segment, Span, Subject
from ...progress import read_up_to
from .after_death import no_posts_after_death
from .aliases import han_surname
from .attribute import attribute
from .death_honours import honours_after_his_death
from .extract import extract_facts, opening_facts, opening_sentence_end
from .extract_rules import ExtractRules
from .kin_mourners import honours_after_mourners
from .last_death import his_last_death
from .name_shapes import Clause, SubjectRules
from .naming import Heading, NamingRules, parse_heading
from .others_deaths import others_deaths_kept_out
from .others_lives import others_lives
from .outcomes import OutcomeRules, with_outcomes
from .quotes import quote_spans
from .subjects import SubjectTracker

_SELF_FORMS = ("字", "号", "初名")
_CLAN_PREFIXES = ("觉罗", "宗室")  # written before a Manchu name, which the text then uses alone


@dataclass
class ReadEntry:
    segment: Segment
    heading: Heading
    heading_span: Span
    name_span: Span
    opening_end: int
    facts: list[Fact] = field(default_factory=list)
    clauses: list[Clause] = field(default_factory=list)  # whom each clause is about


def own_forms(name: str, heading: str, facts: list[Fact], entry: str = "") -> list[str]:
    """The forms an entry names its own subject by: his name, the heading as written, 字/号/初名,
    his given name without a Han surname (赵尔丰 → 尔丰; 彭鹏 → 鹏, read only where it opens a
    clause before a verb), and the end of his name that opens two clauses of his entry
    (贺兰祥 … 祥年十一而孤 … 祥先登: a surname not listed), and his name without the clan word
    before it (觉罗拜山 → 拜山)."""
    forms = [name, heading] + [f.value for f in facts if f.relation in _SELF_FORMS]
    surname = han_surname(name, facts)
    if surname and len(name) > len(surname):
        forms.append(name[len(surname):])
    if given := _given_in_use(name, entry):
        forms.append(given)  # 贺兰祥: 祥, whatever surname list reads 贺 as his surname
    clan = next((c for c in _CLAN_PREFIXES if name.startswith(c) and len(name) - len(c) >= 2), "")
    if clan:
        forms.append(name[len(clan):])  # 觉罗拜山 … 拜山迎战
    # 魏徵 … 徵不能谢: the converter keeps a name whole as written but simplifies its characters alone (征)
    forms += [alone for f in forms if (alone := simplified_by_character(f)) != f and alone in entry]
    return [f for f in dict.fromkeys(forms) if f]


def _given_in_use(name: str, entry: str) -> str:
    """The longest end of `name` (at most two characters, never the whole; a name of at most four)
    that opens two or more clauses of `entry` after its first sentence, or "".
    """
    if len(name) > 4:
        return ""  # a Han name with a surname no list holds is at most four characters (贺兰祥)
    body = entry[entry.find("。") + 1:]
    for n in range(min(2, len(name) - 1), 0, -1):
        if _clause_openings(body, name[-n:]) >= 2:
            return name[-n:]
    return ""


def _clause_openings(body: str, end: str) -> int:
    """How many times `end` opens a clause of `body` before no break: the matches of
    `(?:^|[，。；\n])END(?![，。；：、\n])` re.findall counts, found with str.find (a pattern per name
    overflowed re's cache and was compiled again for each entry, then tried at every character)."""
    count, taken, at = 0, 0, body.find(end)  # taken: where the last match ended (matches do not overlap)
    while at >= 0:
        starts = at if at == 0 else at - 1  # the match holds the break before the name
        after = body[at + len(end):at + len(end) + 1]
        if starts >= taken and (at == 0 or body[at - 1] in "，。；\n") and (not after or after not in "，。；：、\n"):
            count, taken = count + 1, at + len(end)
        at = body.find(end, at + 1)
    return count


def read_entries(text: str, segments: list[Segment], naming: NamingRules, extract: ExtractRules,
                 subjects: SubjectRules, era_prefer: tuple[str, ...], outcome: OutcomeRules) -> dict[int, ReadEntry]:
    """Every entry segment of `text` (keyed by segment index) with its facts attributed; a fight's
    outcome (破之) said with the deed of his it ends (outcomes.py)."""
    read: dict[int, ReadEntry] = {}
    earlier: list[str] = []
    for index, seg in enumerate(segments):
        if seg.kind != "entry":
            continue
        first_end = opening_sentence_end(text, seg.start, seg.end)
        heading = parse_heading(seg.heading, text[seg.start:first_end], earlier, naming, seg.first_in_group,
                                (seg.kinship, seg.kin_of))
        h_start = text.find(seg.heading, seg.start)
        name_at = seg.heading.rfind(heading.name)
        read[index] = ReadEntry(seg, heading, Span(h_start, h_start + len(seg.heading)),
                                Span(h_start + name_at, h_start + name_at + len(heading.name)), first_end)
        earlier.append(heading.name)
    listed = "\n".join(text[s.start:s.end] for s in segments if s.pattern == "heading")
    tracker = SubjectTracker(text, subjects, known=earlier, listed=listed)
    for entry in read.values():
        seg = entry.segment
        quotes = quote_spans(text, seg.start, seg.end, subjects)
        own = own_forms(entry.heading.name, seg.heading, opening_facts(text, seg.start, seg.end, extract),
                        text[seg.start:seg.end])
        if own and extract.consort.search(own[0]) and "后" in own[0]:  # an empress's entry: 太后 is she;
            own += [t for t in extract.consort_titles if t not in own]  # in a 妃's it may be another
        facts = extract_facts(text, seg.start, seg.end, extract, era_prefer, quotes, own)
        clauses = tracker.track(seg.start, seg.end, own, entry.opening_end, quotes)
        clauses = others_lives(text, clauses, entry.opening_end or seg.start, own)
        facts = with_outcomes(facts, text, seg.start, seg.end, entry.opening_end, own, clauses, outcome)
        facts = his_last_death(attribute(facts, clauses, tracker, own, extract.reversal), clauses, tracker, own)
        facts = honours_after_his_death(facts, clauses, tracker, own)
        facts = no_posts_after_death(honours_after_mourners(facts, text, own), text)
        entry.facts = others_deaths_kept_out(facts, clauses, tracker, own)
        entry.clauses = clauses
        read_up_to(seg.end)
    return read


def heading_subject(entry: ReadEntry) -> Subject:
    """The basis of a fact read from the heading itself (kinship, a noble title)."""
    return Subject(SELF, entry.heading.name, OPENING, entry.heading_span)
