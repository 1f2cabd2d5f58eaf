"""The last death of an entry (lang/zh/last_death.py), read from the tracker's clauses: a clause
that tells only when is nobody acting, whatever subject the tracker gave it. Invented text; the
clauses are built by hand, as the tracker gives them on a long chapter (后废帝 taken for someone)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from test_entry_length import facts_of_entry

from shiguan.lang.zh.last_death import his_last_death
from shiguan.lang.zh.name_shapes import SOMEONE, Clause
from shiguan.models import CARRIED, KIN, OTHER, SELF, UNDECIDED, Fact, Span, Subject


@dataclass
class Tracker:
    text: str

    def person_named(self, who: Subject) -> bool:
        return bool(who.name)


def _death_after(first: str, first_subject: Subject) -> Fact:
    """The facts of `皆有能名。{first}，卒。`, with the death left undecided by `first`'s subject."""
    text = f"陶季直字某。皆有能名。{first}，卒。"
    a = text.index(first)
    b = a + len(first)
    cue = Span(a, b)
    held = Subject("unknown", first_subject.name, UNDECIDED, cue, note="in the sentence where someone acts")
    own = Subject(SELF, "陶季直", CARRIED, Span(0, 3))
    clauses = [Clause(0, 6, own, own, own), Clause(7, 11, own, own, own),
               Clause(a, b, first_subject, own, own), Clause(b + 1, b + 2, held, first_subject, own)]
    death = Fact("卒", "卒", Span(b + 1, b + 2), Span(b + 1, b + 2), "test", subject=held)
    return his_last_death([death], clauses, Tracker(text), ["陶季直"])[0]


@pytest.mark.parametrize("when", ["后废帝元徽三年", "七年春", "经月余日", "居一岁"])
def test_a_death_after_a_clause_that_tells_only_when_is_his(when):
    death = _death_after(when, SOMEONE)
    assert death.subject.who == SELF and death.subject.basis != UNDECIDED, death.subject


@pytest.mark.parametrize("first", ["贼帅某围城三年", "丙为刺史三年"])
def test_a_clause_with_an_actor_before_the_death_keeps_it_undecided(first):
    death = _death_after(first, Subject(OTHER, "某", "name", None))
    assert death.subject.basis == UNDECIDED, death.subject


@pytest.mark.parametrize("age, his", [("，年六十", True), ("", False)])
def test_an_earlier_death_is_his_only_when_it_closes_a_life(age, his):
    """Past a later death that cannot be his (a kinsman's own account), an earlier one is his only
    when its sentence goes on to his age, 赠 or 谥 (卒，年六十), not when told in passing (卒，弟丙立)."""
    text = f"陶季直字子文。皆有能名。卒{age}，弟丙立。丙字子武。丙卒。"
    own = Subject(SELF, "陶季直", CARRIED, Span(0, 3))
    held = Subject("unknown", "", UNDECIDED, None, note="after the sentence about another man")
    kin = Subject(KIN, "丙", "kinsman", Span(text.index("弟丙"), text.index("弟丙") + 2))
    first, second = text.index("卒"), text.rindex("卒")
    clauses = [Clause(0, 6, own, own, own), Clause(7, 11, own, own, own),
               Clause(first, first + 1 + len(age), held, own, own),
               Clause(text.index("弟丙"), text.index("弟丙") + 3, kin, held, held),
               Clause(second - 1, second + 1, kin, kin, kin)]
    deaths = [Fact("卒", "卒", Span(first, first + 1), Span(first, first + 1), "test", subject=held),
              Fact("卒", "卒", Span(second, second + 1), Span(second, second + 1), "test", subject=held)]
    if age:
        at = text.index("六十")
        deaths.append(Fact("享年", "六十", Span(at, at + 2), Span(at, at + 2), "test", subject=held))
    got = his_last_death(deaths, clauses, Tracker(text), ["陶季直"])[0]
    assert (got.subject.who == SELF and got.subject.basis != UNDECIDED) == his, got.subject


@pytest.mark.parametrize("death", ["道卒", "道忧薨"])
def test_a_death_in_a_paragraph_opened_by_a_man_we_cannot_name_is_not_his(rules, death):
    """A paragraph about a man the entries did not split off (a prince listed after a son's line)."""
    found = facts_of_entry(rules, "列传第一\n陶季直\n陶季直字某，丹阳人也。临海王出镇。十年，迁侍中。\n"
                                  f"临海王万福，和平三年封，镇某地。性贪暴，徵还，{death}。谥曰厉王。\n", "陶季直")
    for value in (death, "厉王"):
        assert found[value][0] != SELF or found[value][1] == UNDECIDED, found


@pytest.mark.parametrize("opener", ["宋台立", "梁台建"])
def test_a_paragraph_opened_by_a_time_keeps_his_last_death(rules, opener):
    found = facts_of_entry(rules, "列传第一\n陶季直\n陶季直字某，丹阳人也。迁侍中。\n"
                                  f"{opener}，召为五兵尚书。十年，卒，时年六十一。\n", "陶季直")
    assert found["六十一"][0] == SELF and found["六十一"][1] != UNDECIDED, found


def test_a_death_in_an_attached_account_of_a_man_introduced_by_his_place_is_not_his(rules):
    """An attached account (附传) the entries did not split off: 某某，某地人也。… 卒，赠…，谥曰…。"""
    found = facts_of_entry(rules, "列传第一\n陶季直\n陶季直字某，丹阳人也。迁侍中。\n"
                                  "蔡文那，南阳冠军人也。家素富。历宁朔将军。泰始三年，卒，赠辅师将军，谥曰平侯。\n"
                                  "曹文之，新野人也。积勤劳，位至左军将军。十年，卒。\n", "陶季直")
    for value in ("辅师将军", "平侯"):
        assert found[value][0] != SELF or found[value][1] == UNDECIDED, found


@pytest.mark.parametrize("lady", ["季直妃韦氏者，民部尚书冲之女也，早卒", "季直妻张氏，性贤明，早卒",
                                  "季直母王氏，以疾薨"])
def test_a_death_after_a_lady_named_by_her_kin_term_and_clan_is_not_his(rules, lady):
    """A wife or mother named by her clan (暕妃韦氏, 母某氏) has no man's name shape but is someone
    else: the death told in her sentence is hers (暕妃韦氏者，民部尚书冲之女也，早卒)."""
    found = facts_of_entry(rules, "列传第一\n陶季直\n陶季直字景远，丹阳人也。迁侍中。帝令甲士大索季直第。"
                                  f"{lady}。\n", "陶季直")
    death = lady.rsplit("，", 1)[1]
    assert found[death][0] != SELF or found[death][1] == UNDECIDED, found
