"""Deaths that are not his though a death word or a killing verb stands in his entry (issue 41,
item zhdeath2): a killing ordered, begged, plotted or tried that was not done (遣刺客杀某，某觉而免;
奏诛某，帝不许), another man's dying speech before 卒, a successor's 至州卒, another man's death
after a mood or a founding, a partisan's execution (以某党诛死), the sent man's 为所害, and the
accusers' list (某、丙所举乙、丁并伏诛); and what a second review found of the rules that mended
them (a list of his partisans, 以幽死, 赐尽 of the man he pleaded for, a pardon, 谗害). Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import NAME, SELF, UNDECIDED

_HEAD = "列传第一\n侯植\n侯植字某，某郡人也。迁某州刺史。"
_LATER = "后十年，卒于家，时年七十。"


@pytest.mark.parametrize("body", [
    "乙忌之，遣刺客杀植，植觉而免。",  # an assassin sent, and he escaped
    "乙奏诛植，帝不许。",  # a memorial refused
    "帝大怒，命斩植，群臣固谏，乃免。",  # an order, and he was spared
    "诏斩植，临刑，帝遣使驰赦之。",  # pardoned at the block
    "乙忌之，密令丙杀植，丙不忍，以告植。",  # the man ordered would not
    "乙求杀植，帝不许。",  # a plea refused
    "乙以植不附己，构害植，植坐免官。",  # framed, dismissed
    "乙说帝诛植，帝不从。",  # persuasion refused
    "乙与丙约杀植，事泄，乙伏诛。",  # a pact found out
    "乙伏兵于道，杀植，植以他道得免。",  # an ambush he escaped
])
def test_a_killing_not_done_is_no_death_and_his_later_death_stands(rules, body):
    found = facts_of_entry(rules, f"{_HEAD}{body}{_LATER}\n", "侯植")
    assert not any(k.startswith(("杀", "诛", "斩", "害")) for k in found), found
    assert found["卒于家"][0] == SELF, found


@pytest.mark.parametrize("body", [
    "乙遣人杀植，不克。植子丙，位某州刺史。",  # tried and failed, no later death told
    "亮执植手曰： 吾子幼，以累卿。 卒，植抚其孤如己子。",  # the dying man's words, then his death
    "亮执植手曰： 吾子幼，以累卿。 遂卒，植抚其孤如己子。",
    "征还，以崔亮代为刺史，至州卒。",  # the successor reached the post and died
    "植既败，故吏丙，以植党诛死。",  # a partisan of his put to death
    "植遣崔亮击贼，战败，遂为所害。植收其余众而还。",  # the man he sent was killed
    "植、丙所举乙、丁并伏诛。",  # his list is the accusers', not the dead
    # a second review (revzh18) of the mended rules: each gave another man's death to him
    "植坐事免官。植、乙之党皆伏诛，植独获免。",  # his partisans', and he escaped
    "植劾丙，丙下狱，以幽死。",
    "植讨贼，擒其帅丙送京师，以贼党诛死。",  # the rebel he caught
    "丙为乙所谮，赐尽。植上疏申理之。",  # the man he pleaded for
    "帝大怒，诏斩植。丙叩头流血，帝意解，乃原之，徙边。",  # pardoned
    "乙素与植有隙，乃谗害植。植遂废于家。",  # slandered, not killed
])
def test_another_mans_death_in_his_entry_is_not_his(rules, body):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert not any(k.endswith(("卒", "死", "害", "诛", "植")) and v[0] == SELF for k, v in found.items()), found


@pytest.mark.parametrize("body", [
    "与崔亮不协，植数言其短。亮竟坐免。郁郁不得志，发病卒。",  # a mood after another man's clause
    "时崔亮有学行，植荐之于朝，除国子博士。国学建，以本官领祭酒，未拜，卒。",  # the man he recommended
])
def test_a_death_after_a_mood_or_a_founding_is_not_given_him(rules, body):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert not any(k.endswith("卒") and v[0] == SELF for k, v in found.items()), found


@pytest.mark.parametrize("body, death", [
    ("疾笃，谓其子曰： 吾死，薄葬。 遂卒，时年六十。", "遂卒"),  # no one else in the speaker's clause
    ("疾笃，上临问之，植曰： 臣无以报国。 卒。", "卒"),  # his own name opens the words
])
def test_his_death_right_after_words_is_his(rules, body, death):
    """A death right after a quotation is the speaker's: his, where nothing in the clause that opens
    the words names him as the one spoken to (亮执植手曰, above, does)."""
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[death][0] == SELF and found[death][1] != UNDECIDED, found


def test_his_death_after_his_name_is_read_where_a_campaign_was(rules):
    """邕战败而殁: a defeat and his death, read as a campaign before; the death is said, not the event."""
    found = facts_of_entry(rules, "列传第一\n王邕\n王邕字某，某郡人也。迁某州刺史。后与贼战于某城，"
                                  "邕战败而殁，时年四十。\n", "王邕")
    assert found["战败而殁"] == (SELF, NAME), found


def test_a_death_ordered_after_his_words_against_a_man_is_not_his(rules):
    """谐之又言： …。 于是赐死: the man he spoke against dies, not he; his own death comes later."""
    found = facts_of_entry(rules, f"{_HEAD}时丙代乙。植言于帝曰： 乙欲擅一州。 及乙下，帝欲不问，植又言： "
                                  "见兽格得而放上山。 于是赐死。十年，卒。\n", "侯植")
    assert found["赐死"][1] == UNDECIDED and found["卒"][0] == SELF, found


def test_his_execution_after_his_own_last_words_is_his(rules):
    found = facts_of_entry(rules, f"{_HEAD}帝令执植，诘之。植失色，顾曰： 汝杀我！ 于是伏诛，时年七十二。\n", "侯植")
    assert found["伏诛"] == (SELF, "carried"), found


def test_an_execution_after_words_against_him_is_his(rules):
    found = facts_of_entry(rules, f"{_HEAD}上使御史中丞丙奏植曰： 植犯上之迹既彰，请收送廷尉。 诏赐死，时年五十二。\n",
                           "侯植")
    assert found["赐死"][0] == SELF and found["赐死"][1] != UNDECIDED, found
