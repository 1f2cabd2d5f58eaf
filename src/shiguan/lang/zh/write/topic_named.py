"""Clauses whose shape names their actor where the stored attribution left them undecided, read
again for a topic article, and the later clause groups of a sentence that such a clause opens.

A treatise's fact is often the second half of a biography's sentence: 「河道总督靳辅请…筑堤，束黄河注
海，按察使于成龙主濬海口」 tells two men's proposals, and the second is the one a reader of the
topic wants. The attribution at ingest leaves a clause after another man's undecided, so three
shapes are read here, each naming its actor in the text itself:

- an office title and a known man's full name at the clause's head, a deed verb after it
  (按察使于成龙主濬海口): his clause (not 某之…, 某所部, 某等: his men or his words);
- the court's order with its object left out (命往江南勘视河工) in a sentence that names nobody
  before it (only its date and a flood): it sends the biography's man, as the order carried to
  him in any other sentence does;
- a companion taken along (以布政使某随往) is the clause before it continued: the actor of the
  mission does not change because the man who went with him is named.

And one group the attribution gives to the wrong man: another man's order with its object left out
(廷珍上书满保策破贼状，满保令统战船四百): the man it sends is the one who, in the clause just
before, spoke to him, the biography's man by his name; the group is told as the order sending
him (满保令蓝廷珍统战船四百). And a group carried to him that opens with an office title and another
man's name (定边右副将军某驻伊犁, 蒙古台吉某等议…) is that man's, known or not: the title says who.
"""

from __future__ import annotations

import re

from ....models import APPOINTEE, CARRIED, NAME, NOBODY, OPENING, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, UNSTATED
from ..read import ClauseRow
from .topic_corpus import Sentence
from .topic_deeds import (
    CLAUSE,
    DATE_CLAUSE,
    DEED,
    LEADS,
    NATURAL,
    OBJECT_BEFORE,
    ORDERED,
    Deed,
    DeedReader,
    _forms,
    _named_in,
)

OFFICE = re.compile(r"^(?:河道总督|漕运总督|总督|巡抚|提督|总兵|河督|漕督|总河|侍郎|尚书|大学士|学士|将军|都统|御史"
                    r"|布政使|按察使|知府|知县|副将|参将|游击|道员)")
NOT_HIS_OWN = "之所等部将子弟妻母父兄"  # 某之议, 某所部, 某等: his words, his men, several men
TAKEN_ALONG = re.compile(r"^以[^，；：。]{1,10}(?:随往|随行|从行|从往|偕往|随)$")
UNSETTLED = (UNDECIDED, UNSTATED)
# a clause whose subject is the court's foe: rebels, bandits, a foreign state or its ships and troops
FOE = re.compile(r"^(?:[贼寇逆匪敌盗夷倭]|英[、人夷法]|法[、人兵军舰船]|俄[、人兵军]|日本|美[、国人]|德[、国人])")
COPULA = re.compile(r"^(?:旧|本|向|原|素|夙)?为(?![^，；：]{0,3}[所之])")  # "was …": no deed
# a title near a clause's head (after a few words of its own: 守郛蒙古台吉…), a name after it;
# a lookahead, so that 副将军 is read as 副将 and as 将军
OPENING_TITLE = re.compile(r"(?=(将军|总督|巡抚|提督|总兵|大臣|尚书|侍郎|都统|台吉|副将|参将|学士|御史))")
TITLE_NEAR = 10  # characters of the group a title opening it may stand after
SENDS = re.compile(r"(?:命|令|檄|札|委|饬|调)(?=[往偕驰赴会督勘按察查塞堵治署兼管办巡视赈统率领])")


def titled_man(clause: str, persons: re.Pattern[str] | None) -> str:
    """The known man an office title opens the clause with, a deed verb after his name, or ""."""
    office = OFFICE.match(clause)
    if office is None or persons is None:
        return ""
    m = persons.match(clause, office.end())
    if m is None or clause[m.end():m.end() + 1] in NOT_HIS_OWN or not DEED.search(clause, m.end()):
        return ""
    return m.group()


def relabel(rows: list[ClauseRow], text: str, persons: re.Pattern[str] | None, own: str) -> list[ClauseRow]:
    """The entry's clause rows with the three shapes read (module doc); the others as stored."""
    out: list[ClauseRow] = []
    for row in rows:
        start, end, who, _, basis = row
        clause = text[start:end].strip("，；：。 ")
        unsettled = who == UNKNOWN_WHO or basis in UNSETTLED
        if unsettled and (man := titled_man(clause, persons)):
            row = (start, end, OTHER, man, NAME)
        elif unsettled and ORDERED.match(clause) and own and _nobody_before(out, text, start):
            row = (start, end, SELF, own, CARRIED)
        elif TAKEN_ALONG.match(clause) and out and out[-1][1] >= start - 1 and out[-1][2] in (SELF, OTHER) \
                and out[-1][4] not in UNSETTLED:
            row = (start, end, out[-1][2], out[-1][3], CARRIED)
        out.append(row)
    return out


def _nobody_before(rows: list[ClauseRow], text: str, start: int) -> bool:
    """Every clause of the sentence before `start` is its date or a flood (nobody else named)."""
    opens = max(text.rfind(ch, 0, start) for ch in "。！？\n") + 1
    before = [r for r in rows if r[0] >= opens]
    return all(DATE_CLAUSE.match(text[r[0]:r[1]].strip()) or r[2] in (NOBODY, UNKNOWN_WHO)
               and NATURAL.match(text[r[0]:r[1]].strip()) for r in before)


def next_named(clauses: list[tuple[int, str]], after: int, persons: re.Pattern[str] | None) -> int | None:
    """The offset of the first clause at or after `after` that an office title and a known man's
    name open (a later group of the sentence, his), or None."""
    return next((at for at, c in clauses if at >= after and titled_man(c, persons)), None)


def groups(reader: DeedReader, s: Sentence, terms: list[str], masks: list[str]) -> list[Deed]:
    """The sentence's first clause group, then each later one that a titled man's clause opens
    (…，按察使于成龙主濬海口: his own group, beside 靳辅's)."""
    clauses = [(m.start(), m.group()) for m in CLAUSE.finditer(s.text)]
    found: list[Deed] = []
    d = reader.group(s, terms, masks)
    while d is not None:
        found.append(d)
        at = next_named(clauses, d.end - s.start, reader.persons)
        d = reader.group(s, terms, masks, since=at) if at is not None else None
        if d is not None and d.body_at != s.start + at:
            break  # the group would open at a later clause, not with his name
    return found


def anothers_deed(deed: Deed) -> str:
    """Why a deed the attribution gave its actor is another man's, or "":
    - his name (after his title, if any), then an order word with its object left out (鸿章命赴海口
      编民舶, 两广总督某调治海防): the man he sent did it (the biography's man, not the one named);
    - carried to him past a clause of the sentence whose subject is the enemy or a foreign power
      (英、法兵船犯天津，毁海口防具: the ships did it, not the biography's man);
    - carried to him, opening with "was" (旧为…) after a clause of its sentence: it describes
      what that clause names (虞城横河…，旧为豫东宣泄潦水要区，…并疏濬之)."""
    text, actor = deed.text, deed.actor
    if any(0 <= (at := text.find(f)) <= TITLE_NEAR and SENDS.match(text, at + len(f)) for f in _forms(actor)):
        return "his order sending another man (某命赴…), not his deed"
    if deed.actor_basis in (NAME, OPENING, APPOINTEE):
        return ""
    before = deed.sentence.text[:deed.body_at - deed.sentence.start]
    last = [c.strip("，；：。 ") for c in CLAUSE.findall(before) if c.strip("，；：。 ")]
    last = [c for c in last if not DATE_CLAUSE.match(c)][-1:]
    if last and FOE.match(last[0]) and not _named_in(last[0], actor):
        return "carried past a clause whose subject is the enemy or a foreign power"
    if last and COPULA.match(text):  # 虞城横河、惠民沟…，旧为豫东宣泄潦水要区: the rivers were, not he
        return "a description of what the clause before names (旧为…), not his deed"
    return ""


def titled_other(deed: Deed, persons: re.Pattern[str] | None) -> str:
    """Why a group carried to the biography's man is another's, named by his title at its head
    (定边右副将军某…; an unknown name with 等 after it: 蒙古台吉某等议…), or "" (not after 从, 偕,
    命 …, 率, 督, 统, 领, 调: there the titled man is a companion, the one sent or the one led)."""
    if deed.actor_basis != CARRIED:
        return ""
    for title in OPENING_TITLE.finditer(deed.text, 0, TITLE_NEAR + 3):
        end = title.end(1)
        if title.start() > TITLE_NEAR or OBJECT_BEFORE.search(deed.text[:end]) or LEADS.search(deed.text[:end]):
            return ""
        rest = deed.text[end:]
        known = persons.match(rest) if persons is not None else None
        name = known.group() if known else rest[:rest.index("等")] if re.match(r"[\u4e00-\u9fff]{2,3}等", rest) else ""
        if name and not any(name.startswith(f) or f.startswith(name) for f in _forms(deed.actor)):
            return "another man named by his title at the group's head, not the man it is carried to"
    return ""


def sent_by_another(reader: DeedReader, deed: Deed, rows: list[ClauseRow]) -> bool:
    """The group opens with another known man's name and his order with its object left out, and
    the sentence's clause before it is the biography's man's by his name, naming that man
    (廷珍上书满保…，满保令统战船…): the order sends him. Then the deed is his, told as the order
    (`ordered`: his name goes after the order's word), and True; else False, the rows decide."""
    full = reader.entry_names.get(deed.entry or -1, "")
    head = next((k for k in range(2, 5) if SENDS.match(deed.text, k)), 0)
    orderer = deed.text[:head]
    if not head or not full or orderer in _forms(full) or not (
            orderer in reader.known or any(n.endswith(orderer) for n in reader.known if len(n) > len(orderer))):
        return False
    before = [r for r in rows if deed.sentence.start <= r[0] < deed.body_at and r[2] != NOBODY
              and not DATE_CLAUSE.match(deed.sentence.text[r[0] - deed.sentence.start:].strip())]
    if not before or before[-1][2] != SELF or before[-1][4] not in (NAME, OPENING):
        return False
    if orderer not in deed.sentence.text[before[-1][0] - deed.sentence.start:before[-1][1] - deed.sentence.start]:
        return False
    deed.actor, deed.actor_basis, deed.ordered = full, APPOINTEE, True
    return True


def order_end(body: str) -> int:
    """Where the order's word ends in a group told as an order sending him: the court's (命往…) or
    another man's (满保令统…), or 0."""
    if order := ORDERED.match(body):
        return order.end()
    head = next((k for k in range(2, 5) if SENDS.match(body, k)), 0)
    return head + 1 if head else 0
