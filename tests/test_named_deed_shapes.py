"""Deeds of a clause that opens with his name (issue 41: read more of his text as facts): one
that says with whom, by what force or under whom he acted before the act (某与某共攻某城,
某以郡兵赴之, 某从大将军某讨某贼, 某率某等救之) is his whoever shares it, and his manner of
governing, writing or being (某为政清简) is his; not friendship, a reason, a kinsman, his
partisans (某党某), the passive, nor what befalls several. Invented text, the shapes of the
earlier histories."""

from __future__ import annotations

from conftest import rules_biography

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import NAME, SELF

ENTRY = ("列传第一\n甲乙丙\n"
         "甲乙丙字某某，某郡人也。为某州刺史。乙丙与丁戊共攻某城，拔之。乙丙以郡兵赴某戍。"
         "乙丙从大将军丁戊讨某贼。乙丙又率某官丁戊等救某城。乙丙以前军都督从某帝追贼于某水。\n"
         "乙丙与丁戊友善。乙丙以贼众既盛，退保某城。乙丙从弟庚辛率众降贼。乙丙与丁戊等皆免官。\n"
         "乙丙为政清简。乙丙为文典而速。乙丙为人所略。乙丙党庚辛掠某县。乙丙党于丁戊。\n")


# What opens a shared deed may not be a reason, the enemy's force, a plan, a hypothesis, a negation
# or the passive; nor his being accused (为人告, a passive without 所); 从 before a kinsman is no leader.
NOT_DONE = ("列传第一\n甲乙丙\n"
            "甲乙丙字某某，某郡人也。为某州刺史。乙丙与丁戊共攻某城，拔之。乙丙以齐师入寇，上表求援。"
            "乙丙以贼兵攻某城急，乃弃城走。乙丙以魏军围某城，遣使告急。乙丙与丁戊若攻某城，必克。"
            "乙丙与丁戊不能攻某城，乃还。乙丙与丁戊欲攻某城，不果。乙丙与丁戊将攻某城，会病卒。"
            "乙丙从丁戊谋据某城，事觉。乙丙与丁戊议降贼，不从。乙丙与丁戊并为贼所破走。"
            "乙丙从丁戊为贼所擒获。乙丙为人告谋反，下狱。乙丙以其众降某帝。乙丙以舟师袭某城。"
            "乙丙与征虏将军丁戊共讨某贼。乙丙从姪丁戊赴某戍。乙丙从曾祖丁戊镇某城。乙丙复从贺若某讨平之。"
            "乙丙与开府丁戊各统精卒百骑为殿以拒之。乙丙率诸将攻某城。乙丙以神策兵屯某地。\n")


def his_deeds(rules, text: str = ENTRY) -> set[str]:
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == "甲乙丙")
    return {f.value for f in entry.facts if f.relation == "事件" and (f.subject.who, f.subject.basis) == (SELF, NAME)}


def test_a_deed_shared_or_led_is_his(rules):
    found = his_deeds(rules)
    for deed in ("与丁戊共攻某城，拔之", "以郡兵赴某戍", "从大将军丁戊讨某贼", "又率某官丁戊等救某城",
                 "以前军都督从某帝追贼于某水", "党于丁戊"):
        assert deed in found, (deed, found)


def test_his_manner_of_governing_or_writing_is_his(rules):
    found = his_deeds(rules)
    assert "为政清简" in found and "为文典而速" in found, found


def test_no_friendship_reason_kinsman_passive_or_what_befalls_several(rules):
    found = his_deeds(rules)
    for said in ("友善", "贼众既盛", "从弟", "庚辛", "免官", "所略", "掠某县"):
        assert not any(said in v for v in found), (said, found)


def test_no_reason_enemy_force_plan_hypothesis_negation_or_passive_opens_a_shared_deed(rules):
    found = his_deeds(rules, NOT_DONE)
    for said in ("齐师", "贼兵", "魏军", "若攻", "不能", "欲攻", "戊将攻", "谋据", "议降", "贼所", "告谋反",
                 "从姪", "从曾祖"):
        assert not any(said in v for v in found), (said, found)
    for deed in ("以其众降某帝", "以舟师袭某城", "与征虏将军丁戊共讨某贼",  # his own force, a general's title
                 "复从贺若某讨平之", "与开府丁戊各统精卒百骑为殿以拒之", "率诸将攻某城", "以神策兵屯某地"):
        assert deed in found, (deed, found)


def test_his_shared_deeds_are_in_his_biography(tmp_path):
    text = rules_biography(tmp_path, ENTRY, "甲乙丙")
    assert "与丁戊共攻某城" in text and "从大将军丁戊讨某贼" in text and "以郡兵赴某戍" in text, text
    assert "庚辛" not in text and "友善" not in text, text
