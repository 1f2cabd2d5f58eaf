"""A parent's mourning, illness or death is no kinsman named, and a forebear's line is not his
(issue 41). 父艰去职 read 艰去职 as a father by name and kept every post after it out of 赵绰's life;
汉大鸿胪章十一世孙。章子统，…为雁门太守 gave a forebear's son's post to 窦炽; 承祖俭及父暕尝为此职 kept
王承's last post and death out once his one-character name was read as his before any word.
Invented text in the manner of the histories (no bench text), read without a store."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.models import SELF, UNDECIDED


@pytest.mark.parametrize("mourning", ["父艰去职，哀毁骨立。", "母疾，乃辞归。", "母亡，居丧以孝闻。",
                                      "母终，哀毁过礼。", "母没，去官。", "父死，去官。"])
def test_a_parents_mourning_or_illness_names_no_kinsman(rules, mourning):
    found = facts(rules, f"{mourning}既免丧，又为掌教中士。迁侍中。")
    assert found["掌教中士"][:1] == (SELF,) and found["侍中"][2] != UNDECIDED


def test_a_father_named_by_his_name_still_carries_his_sentence(rules):
    assert facts(rules, "父略，平远将军。")["平远将军"][0] != SELF


def test_a_forebears_sons_career_is_not_his(rules):
    found = facts(rules, "汉大鸿胪章十一世孙。章子统，灵帝时，为雁门太守，亡奔匈奴。父略，平远将军。炽性严明。迁侍中。",
                  name="窦炽", opening="字光成，扶风平陵人也。")
    assert found["雁门太守"][0] != SELF and found["雁门太守"][2] == UNDECIDED
    assert found["侍中"][:1] == (SELF,)


@pytest.mark.parametrize("remark", ["承祖俭及父暕尝为此职，三世为国师，当世以为荣。",
                                    "初，承伯父肜集众家《晋书》为四十卷，世称博悉。"])
def test_after_a_remark_on_his_forebears_his_life_goes_on(rules, remark):
    found = facts(rules, f"承性简贵。承少好学。迁国子祭酒。{remark}久之，出为东阳太守。卒于郡。",
                  name="王承", opening="字安期，琅邪临沂人。")
    assert found["东阳太守"][:1] == (SELF,) and found["东阳太守"][2] != UNDECIDED


def test_a_kinsman_introduced_on_his_own_still_leaves_the_next_sentence_undecided(rules):
    found = facts(rules, "父崇，官至都统。由中书充某章京。")
    assert found["某章京"][2] == UNDECIDED


def test_his_one_character_name_opening_two_clauses_is_his_before_any_word(rules):
    found = facts(rules, "父端，齐奉朝请。筠孤贫好学，师事沛国刘献。既长，博通经术。"
                         "起家奉朝请，迁王府行参军。筠议曰：可。",
                  name="司马筠", opening="字贞素，河内温人。")
    assert found["王府行参军"][:1] == (SELF,) and found["王府行参军"][2] != UNDECIDED
