"""Regex-driven relation extraction (AIstorian §2.2.1) with exact spans.

The pattern library lives in data/extract.toml. Identity facts (字, 号, clan, native place,
father) are read from an entry's opening sentence, where the histories state them; career facts
(appointments, degrees, death, posthumous names) anywhere in the entry. Each fact keeps the span
of its value and of the clause that was matched, and the era date of its sentence when there is
one, converted to a Gregorian year. Whose fact each is (the subject, a kinsman, someone named in
passing) is decided afterwards, clause by clause (subjects.py, attribute.py).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import replace

from ...era import resolve_bare_years
from ...models import Fact, Span
from .carried_run import a_fear_alone, acted_on_before, after_a_sending, carries_his_run, opened_by
from .clause_scan import clause_matches
from .extract_rules import ExtractRules
from .given_alone import THEN
from .name_shapes import CLAUSE_BREAK
from .office_lists import a_kinsmans_post, a_post_not_his, clause_end, listed_posts, post_pieces
from .ordered_deeds import ordered_deeds
from .portrait import PORTRAIT, portrait_clause
from .quote_replies import opening_name
from .reversals import following, undoing, undone
from .then_clauses import past_thereupon, then_his

_SENTENCE_END = "。！？"
EVENT = "事件"  # the relation of an event clause (what kind of event is the fact's detail)
_DEATH = ("卒", "享年")
NAMED_DEED = "行事"  # the detail of a deed read because its clause opens with his name


class _Dates:
    """Era dates of one entry, to qualify a fact with the date of its own sentence."""

    def __init__(self, text: str, base: int, prefer: tuple[str, ...], quoted: Sequence[tuple[int, int]]):
        self.text = text
        self.base = base
        self.dates = resolve_bare_years(text, prefer, [(s - base, e - base) for s, e in quoted])
        self.ends = [d.end for d in self.dates]

    def _opens_clause(self, pos: int) -> bool:
        """Whether a date stands at the start of its clause (after at most two words' worth of
        lead: 至, 及, 后於), where it dates what follows rather than what the clause speaks of."""
        lead = 0
        while pos - lead > 0 and self.text[pos - lead - 1] not in CLAUSE_BREAK:
            lead += 1
        return lead <= 2

    def qualify(self, fact: Fact) -> Fact:
        pos = fact.span.start - self.base  # the date may stand inside the evidence (乾隆四十年进士)
        i = bisect_right(self.ends, pos) - 1
        if i < 0:
            return fact
        date = self.dates[i]
        between = self.text[date.end:pos]
        if any(ch in between for ch in _SENTENCE_END):
            return fact
        if not self._opens_clause(date.start) and any(ch in between for ch in CLAUSE_BREAK):
            return fact  # 论汤若望误以顺治十八年闰十月为闰七月，…，攻汤若望: a date spoken of
        fact.when = date.text
        fact.when_span = Span(date.start + self.base, date.end + self.base)
        fact.year = date.gregorian
        fact.era = date.era
        return fact


_LEADING = "。；，、！？」』”’ \t\n\u3000"  # and the mark closing a quotation before it


def _fact(relation: str, m: re.Match[str], base: int, method: str, detail: str = "") -> Fact:
    start = m.start()
    while start < m.start("v") and m.string[start] in _LEADING:
        start += 1  # the clause break a pattern anchors on is not part of the evidence
    who = m.span("who") if "who" in m.re.groupindex and m.group("who") else None
    return Fact(
        relation=relation,
        value=m.group("v"),
        span=Span(m.start("v") + base, m.end("v") + base),
        evidence=Span(start + base, m.end() + base),
        method=method,
        detail=detail,
        recipient=Span(who[0] + base, who[1] + base) if who else None,
    )


def _accept(relation: str, value: str, rules: ExtractRules) -> bool:
    """Whether no reject pattern of `relation` holds in `value`; an event's count of men he leads
    (率乡兵三千人拒之) is his force, not a crowd the event befalls, so the count is not tested."""
    rej = rules.reject.get(relation)
    if relation == EVENT:
        value = rules.led_force.sub(lambda m: m.groupdict().get("by") or "", value)  # no `by`: all out
    return not (rej and rej.search(value))


def opening_facts(text: str, start: int, end: int, rules: ExtractRules) -> list[Fact]:
    """The facts of the entry text[start:end]'s opening sentence (字, native place, father …)."""
    return _opening_facts(text[start:opening_sentence_end(text, start, end)], start, rules)


def _opening_facts(sentence: str, base: int, rules: ExtractRules) -> list[Fact]:
    facts: list[Fact] = []
    for relation, pattern in rules.opening.items():
        for m in pattern.finditer(sentence):
            if not _accept(relation, m.group("v"), rules):
                continue
            kind = m.groupdict().get("k") or ""
            fact = _fact(relation, m, base, f"opening:{relation}", detail=kind)
            if relation == "籍贯" and (banner := rules.banner.match(fact.value)):
                v_start = fact.span.start + banner.start("v")
                fact = Fact("旗籍", banner.group("v"), Span(v_start, v_start + len(banner.group("v"))),
                            fact.evidence, "opening:旗籍")
            facts.append(fact)
    return facts


def _command_verb(run: str, rules: ExtractRules) -> int:
    """The length of a verb of command opening an office (署两江总督, 兼梅勒额真), which is no
    part of its title; 0 when there is none, or the office is titled so (领侍卫内大臣)."""
    command = rules.command_verb.match(run)
    return command.end() if command and rules.office_suffix.search(run[command.end():]) else 0


def _office_facts(text: str, base: int, rules: ExtractRules, own: Sequence[str]) -> list[Fact]:
    facts: list[Fact] = []
    for m in (m for m in rules.office_run.finditer(text)
              if not a_kinsmans_post(text, m, rules, own) and not a_post_not_his(text, m)):
        run = m.group("run")
        pos = m.start("run")
        named = run.find("为", 0, 7)  # 授永福为三宣副提督: the office after 为, the man before it
        recipient = None
        if named > 0:
            recipient = Span(base + pos, base + pos + named)
            run, pos = run[named + 1:], pos + named + 1
        verb = m.group("verb") or m.group("verb1") or ""
        at = m.start("run") - len(verb)
        verb = verb or "为"  # 仲明为御史中丞: a name, then 为 and the post
        if not recipient and (cut := _command_verb(run, rules)):
            verb += run[:cut]  # 调署两江总督: acting 两江总督, appointed by 调
            run, pos = run[cut:], pos + cut
        pieces = post_pieces(run, rules) or [run]  # 使持节、壮武将军、衡州刺史: a mark, then two posts
        # "上授雅尔哈善靖逆将军": the court appoints; whom is read by attribute.py
        method = "office:granted" if at > 0 and text[at - 1] in "上帝" else "office"
        method = "office:named" if not (m.group("verb") or m.group("verb1")) else method
        for piece in pieces:
            cut = _command_verb(piece, rules)  # 授吏部参政、兼梅勒额真
            piece, pos = piece[cut:], pos + cut
            if (2 <= len(piece) <= rules.office_max and rules.office_suffix.search(piece)
                    and _accept("任职", piece, rules)):
                s = base + pos
                facts.append(Fact("任职", piece, Span(s, s + len(piece)), Span(base + at, base + m.end()), method,
                                  detail=verb, recipient=recipient))
            pos += len(piece) + 1
        read = bool(facts) and facts[-1].evidence.start == base + at  # the run gave a post
        for at_piece, piece in listed_posts(text, m.end(), rules) if read else ():  # 累迁A，B，C: B, C too
            if _accept("任职", piece, rules):
                s = base + at_piece
                facts.append(Fact("任职", piece, Span(s, s + len(piece)), Span(base + at, s + len(piece)), method,
                                  detail=verb, recipient=recipient))
    return facts


def _event_facts(entry: str, base: int, rules: ExtractRules, typed: list[Fact]) -> list[Fact]:
    """Event clauses; not one that holds a fact read otherwise (追谥X is a 谥, 左迁X an office:
    said once), nor a punishment the next clause lifts. An event is kept whole (_whole_event)."""
    taken, events = [f.span for f in typed], []
    for kind, pattern in rules.events.items():
        for m in clause_matches(pattern, entry):
            if not _accept(EVENT, m.group("v"), rules) or rules.points_back.search(m.group("v")):
                continue
            s, e = m.start("v") + base, m.end("v") + base
            if _overlaps(taken, s, e):
                continue
            if kind == "降黜" and rules.mitigated.match(entry, m.end() + 1):
                continue
            fact = _whole_event(_fact(EVENT, m, base, f"event:{kind}", detail=kind), entry, base, rules, taken)
            if fact is not None:
                events.append(fact)
    kept: list[Fact] = []  # an event kept whole holds the clause it runs on over: that one is not said again
    for f in sorted(events, key=lambda f: f.span.start - f.span.end):
        if not any(k.span.start < f.span.end and f.span.start < k.span.end for k in kept):
            kept.append(f)
    return kept


def _overlaps(spans: list[Span], start: int, end: int) -> bool:
    """Whether [start, end) overlaps one of `spans` (a clause another fact already holds)."""
    return any(sp.start < end and start < sp.end for sp in spans)


def _whole_event(f: Fact, entry: str, base: int, rules: ExtractRules, taken: list[Span]) -> Fact | None:
    """The event with the clauses it cannot stand without (issue 41, item 6): a subordinate clause
    (以平某功) runs on over its main clause, a decision over the clause that undoes it (疏请某事，
    不报). None when that clause holds a fact of its own (that fact is the one said)."""
    end = f.span.end - base
    value_start = f.span.start - base
    clause_start = f.evidence.start - base
    reach = None
    if rules.subordinate.match(entry[clause_start:end]):
        reach = next(iter(following(entry, end, 1)), None)
        if reach is None:
            return None
    if (undo := undoing(entry, reach[1] if reach else end, rules)) is not None:
        reach = undo
    if reach is None:
        return f
    if _overlaps(taken, end + base, reach[1] + base):
        return None
    return replace(f, value=entry[value_start:reach[1]], span=Span(f.span.start, reach[1] + base),
                   evidence=Span(f.evidence.start, reach[1] + base))


def opening_sentence_end(text: str, start: int, end: int) -> int:
    """End (exclusive) of the first sentence of [start, end)."""
    for i in range(start, end):
        if text[i] in _SENTENCE_END:
            return i + 1
    return end


def _named_deeds(entry: str, base: int, body_start: int, own: Sequence[str], rules: ExtractRules,
                 typed: list[Fact], events: list[Fact]) -> tuple[list[Fact], list[Span]]:
    """The clauses after the opening sentence that open with one of his names (冲病死, 某率骑袭某坞)
    and hold no fact read otherwise: a death so told is a death; any other clause whose words after
    the name are a deed (extract.toml named_deed: no words spoken, no clause that needs another) is
    an event in the source's words, the name its recipient, his only where the subject rules read
    that name as his (attribute.py drops it otherwise); a clause whose words after his name speak of
    his kin or men (某宗子皆被害) is theirs. Not 明帝即位 for a 王明, nor a fear alone (惧祸，遂见杀).
    His death is read after his name even where an event pattern read the clause (子邕战败而殁 was a
    campaign): extract_facts keeps the death, not the event."""
    forms = sorted((f for f in own if f), key=len, reverse=True)
    taken = [f.span for f in typed]
    evented = [f.span for f in events]
    out: list[Fact] = []
    theirs: list[Span] = []
    s = body_start
    while s < len(entry):
        s, e, form, bare = opening_name(entry, s, forms)  # past a quotation's closing space
        if not form and (then := _then_named(entry, s, e, forms)) and not _overlaps(taken, s + base, e + base) \
                and (death := _named_death(entry, base, s, then, e, rules)) is not None:
            out.append(death)  # 命下而某卒: his death, told after the scene and 而 with his name
        elif form and rules.not_his.match(entry, s + len(form), e):
            theirs.append(Span(s + base, e + base))
        elif form and not bare and entry[e:e + 1] != "：" and not _overlaps(taken, s + base, e + base):
            if _overlaps(evented, s + base, e + base):
                death = _named_death(entry, base, s, s + len(form), e, rules)
                joined = [death] if death is not None else []
            else:
                joined = [_joined(d, entry, base, rules, taken + evented, forms)
                          for d in _named_deed(entry, base, s, s + len(form), e, rules, taken + evented)]
            alone = a_fear_alone(entry[s + len(form):e], rules.motive)
            out.extend(j for j in joined if j.span.end > e + base or not alone)
        s = e + 1
    return out, theirs


def _then_named(entry: str, s: int, e: int, forms: Sequence[str]) -> int:
    """The end of his name where a clause sets the scene and goes on with 而 and his name (后一月而某卒,
    方还宫而某薨), else 0."""
    m = THEN.match(entry, s, e)
    return next((m.end() + len(f) for f in forms if entry.startswith(f, m.end())), 0) if m else 0


def _named_death(entry: str, base: int, s: int, name_end: int, e: int, rules: ExtractRules) -> Fact | None:
    """His death, when the words after his name in the clause [s, e) are a death and nothing else."""
    rest = entry[name_end:e] + "。"
    for pattern in rules.body.get("卒", ()):
        m = pattern.match(rest)
        if m and m.end() == len(rest) - 1:  # the whole clause, with a closing 焉
            return Fact("卒", m.group("v"), Span(name_end + m.start("v") + base, e + base),
                        Span(s + base, e + base), "body:卒")
    return None


def _named_deed(entry: str, base: int, s: int, name_end: int, e: int, rules: ExtractRules,
                taken: list[Span]) -> list[Fact]:
    if (death := _named_death(entry, base, s, name_end, e, rules)) is not None:
        return [death]
    deed = entry[name_end:e]
    shared = rules.shared.match(deed)  # 某与某共攻某城: with whom, then the act, judged alone
    if rules.motive.match(deed) and (then := _consequence(entry, e, rules, deed)):
        e = then  # 某恐粮运不继，遂还某地: what he feared, then what he did
    elif (shared and rules.shared_not.search(deed, 0, shared.end())) \
            or not ((shared and _a_deed(deed[shared.end():], rules))
                    or (not rules.not_deed.match(deed, past_thereupon(deed)) and _a_deed(deed, rules))) \
            or (len(deed) < rules.points_back_min and rules.points_back.search(deed)):
        return []
    f = Fact(EVENT, entry[s:e], Span(s + base, e + base), Span(s + base, e + base), f"event:{NAMED_DEED}",
             detail=NAMED_DEED, recipient=Span(s + base, name_end + base))
    whole = _whole_event(f, entry, base, rules, taken)
    return [whole] if whole is not None else []


def _a_deed(words: str, rules: ExtractRules) -> bool:
    """Whether the words after his name tell a deed: no words spoken, nothing the reject refuses."""
    return bool(rules.named_deed.fullmatch(words)) and _accept(EVENT, words, rules)


def _consequence(entry: str, end: int, rules: ExtractRules, deed: str) -> int:
    """The end of the clause after `end` that tells what he then did (遂还某地, 乃遣使请降), a deed
    by the named-deed tests, still his after the `deed` before it (then_clauses.py); 0 when none."""
    if not (after := following(entry, end, 1)):
        return 0
    s, e = after[0]
    clause = entry[s:e]
    bad = entry[e:e + 1] == "：" or not rules.consequence.match(clause) or rules.points_back.search(clause)
    return 0 if bad or not _a_deed(clause, rules) or not then_his(deed, clause) else e


def _joined(f: Fact, entry: str, base: int, rules: ExtractRules, taken: list[Span], forms: list[str]) -> Fact:
    """A named deed with the clauses after it in its sentence that carry it on: after a deed of his
    nature or youth (乙丙少好学，博涉经史) up to `joined_max`, after any other (乙丙至某城，作连城以
    逼之) up to `joined_act_max`; each a deed by the same test, holding no fact of its own, not
    opening with his name again (that one is its own deed) nor with the one he acted on; one that
    points back only at what he acted on carries it on (击虏，破之: carried_run.py), none after 遣丁戊."""
    end = f.span.end - base
    if f.relation != EVENT:
        return f
    nature = rules.joined_after.match(entry, f.recipient.end - base, end)
    for s, e in following(entry, end, rules.joined_max if nature else rules.joined_act_max):
        clause = entry[s:e]
        if (entry[e:e + 1] == "：" or _overlaps(taken, s + base, e + base)
                or acted_on_before(clause, entry[f.recipient.end - base:s])
                or any(clause.startswith(form) for form in forms) or rules.not_deed.match(clause)
                or rules.not_his.match(clause)
                or (rules.joined_not.match(clause) and (nature or not rules.consequence.match(clause)))
                or (rules.consequence.match(clause) and not then_his(entry[f.recipient.end - base:s], clause))
                or after_a_sending(entry[f.recipient.end - base:s], forms)
                or rules.repute.fullmatch(clause) and rules.repute_not_after.search(entry, f.recipient.end - base, s)
                or not _a_deed(clause, rules) or not carries_his_run(clause)):
            break
        end = e
    if end == f.span.end - base:
        return f
    return replace(f, value=f.value + entry[f.span.end - base:end], span=Span(f.span.start, end + base),
                   evidence=Span(f.evidence.start, end + base))


def _portrait(entry: str, base: int, first_end: int, rules: ExtractRules, typed: list[Fact],
              own: Sequence[str]) -> list[Fact]:
    """His nature told right after the opening formulas (portrait.py: 某，字某，某人也。少好学), with
    the clauses that carry it on, as a deed of the opening's subject."""
    taken = [f.span for f in typed]
    formulas = [(f.relation, f.evidence) for f in typed if f.method.startswith("opening:")]
    at = portrait_clause(entry, first_end, formulas, base, own, rules.joined_after,
                         lambda clause: not rules.not_deed.match(clause) and _a_deed(clause, rules))
    if at is None or _overlaps(taken, at[0] + base, at[1] + base):
        return []
    s, e = at
    f = Fact(EVENT, entry[s:e], Span(s + base, e + base), Span(s + base, e + base), f"opening:{PORTRAIT}",
             detail=PORTRAIT, recipient=Span(s + base, s + base))
    whole = _whole_event(f, entry, base, rules, taken)
    forms = sorted((f for f in own if f), key=len, reverse=True)
    return [] if whole is None else [replace(_joined(whole, entry, base, rules, taken, forms), recipient=None)]


def _typed_joined(events: list[Fact], entry: str, base: int, body_start: int, own: Sequence[str],
                  rules: ExtractRules, typed: list[Fact]) -> list[Fact]:
    """Events a pattern read in a clause his name opens (乙丙率众击虏), carried on as a named deed
    is (_joined: 击虏，破之): the span runs on, the evidence stays what the pattern matched, so that
    attribute.py can cut what the subject rules give to someone else (carried_run.carried_past)."""
    forms = sorted((f for f in own if f), key=len, reverse=True)
    out = []
    for f in events:
        s = opened_by(entry, f.evidence.start - base, forms)
        if s < body_start or clause_end(entry, f.span.end - base) != f.span.end - base:
            out.append(f)
            continue
        name = next(len(form) for form in forms if entry.startswith(form, s))
        taken = [x.span for x in typed + events if x is not f]
        j = _joined(replace(f, recipient=Span(s + base, s + name + base)), entry, base, rules, taken, forms)
        out.append(replace(j, recipient=f.recipient, evidence=f.evidence))
    return out


def extract_facts(text: str, start: int, end: int, rules: ExtractRules, prefer: tuple[str, ...],
                  quoted: Sequence[tuple[int, int]] = (), own: Sequence[str] = ()) -> list[Fact]:
    """All facts of the entry text[start:end], in document order. `quoted`: spans of text that
    are quotations (their era names date only what they quote); `own`: the forms of his name
    (entries.own_forms), for the deeds of clauses that open with one."""
    entry = text[start:end]
    first_end = opening_sentence_end(text, start, end)
    facts = _opening_facts(text[start:first_end], start, rules) + rules.lineage.facts(entry, first_end - start, start)
    hers = rules.consort_body.items() if own and rules.consort.search(own[0]) else ()
    for relation, patterns in [*rules.body.items(), *hers]:  # in a consort's own entry, 崩 is her death
        for pattern in patterns:
            for m in clause_matches(pattern, entry):
                if _accept(relation, m.group("v"), rules):
                    facts.append(_fact(relation, m, start, f"body:{relation}"))
    facts.extend(_office_facts(entry, start, rules, own))
    taken = [f.span for f in facts]  # a deed ordered by his name (诏某讨某贼), kept whole: before the events
    facts += [w for d in ordered_deeds(entry, start, first_end - start, own, rules.not_his, taken)
              if (w := _whole_event(d, entry, start, rules, taken)) is not None]
    events = _event_facts(entry, start, rules, facts)  # not over a fact undone either
    events = _typed_joined(events, entry, start, first_end - start, own, rules, facts)
    named, theirs = _named_deeds(entry, start, first_end - start, own, rules, facts, events)
    deaths = [f.span for f in named if f.relation == "卒"]
    events = [f for f in events if not _overlaps(deaths, f.span.start, f.span.end)]
    named += _portrait(entry, start, first_end - start, rules, facts + events + named, own)
    facts = [f for f in undone(facts, entry, start, rules) + events + named
             if not (f.relation in _DEATH and any(t.start <= f.span.start < t.end for t in theirs))]
    # A father named in the opening sentence is read by both pattern sets: keep one.
    seen: set[tuple[str, int]] = set()
    unique = []
    for f in sorted(facts, key=lambda f: (f.span.start, f.relation)):
        if (f.relation, f.span.start) not in seen:
            seen.add((f.relation, f.span.start))
            unique.append(f)
    dates = _Dates(entry, start, prefer, quoted)
    return [dates.qualify(f) for f in unique]
