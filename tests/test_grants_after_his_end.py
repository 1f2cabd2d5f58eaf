"""Grants and deeds that are not his though the text names no one else at them (issue 41): the posts
after a death his own name opens (胄竟坐死。于是征政为…，拜和代州刺史); a post after he, or another
man, speaks for a man (言X可大任，乃召除…; 荐一人，擢…), asks a post for him (飞表授佐武义大夫) or
reports his merit (飞上其功，迁…); and another man "too" whose surname is also a word (曾觌亦召还，
建节钺). Invented chapters."""

from __future__ import annotations

from conftest import his_decided, life_subjects, stored_facts


def test_a_grant_after_a_death_his_name_opens_is_not_his(tmp_path):
    text = ("列传第一\n元胄\n元胄，河南洛阳人。少英果，累迁上柱国。炀帝即位，不得调。时慈州刺史上官政坐事徙岭南，"
            "将军丘和亦以罪废。胄与和有旧，因数从之游。和明日奏之，胄竟坐死。于是征政为骁卫将军，拜和代州刺史。\n")
    facts = stored_facts(tmp_path, text, "元胄")
    assert ("卒", "坐死") in facts and ("任职", "上柱国") in facts
    assert ("任职", "和代州刺史") not in facts and not any(v.startswith("于是征政") for _, v in facts)


def test_his_life_told_back_after_his_death_stays_his(tmp_path):
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。少好学。文远坐事死。初为郡功曹，迁主簿。\n")
    assert ("任职", "主簿") in stored_facts(tmp_path, text, "张文远")


def test_a_post_after_a_plea_for_another_man_is_not_his(tmp_path):
    text = ("列传第一\n赵文远\n赵文远，字子文，解州人。迁侍御史。时张浚久废，文远言张浚可大任，乃召除知枢密院。"
            "曾觌荐一人，赐第，擢谏议大夫。文远力求去，授少保。\n")
    facts = stored_facts(tmp_path, text, "赵文远")
    assert ("任职", "侍御史") in facts and ("任职", "少保") in facts
    assert ("任职", "知枢密院") not in facts and ("任职", "谏议大夫") not in facts


def test_another_man_too_is_not_his_though_his_surname_is_a_word(rules):
    found = life_subjects(rules, "既去，上卒遣使。曾觌亦召还，建节钺。文远亦上疏求去。于是亦拜少保。")
    assert not his_decided(found["曾觌亦召还"]) and not his_decided(found["建节钺"])
    assert his_decided(found["文远亦上疏求去"]) and his_decided(found["于是亦拜少保"])


def test_a_post_he_asks_for_is_not_his(tmp_path):
    text = ("列传第一\n岳文远\n岳文远，字子文，相州人。迁武翼郎。黄佐降，文远表授佐武义大夫。文远奏授统制。"
            "黄佐袭周伦砦，杀伦。文远上其功，迁武经大夫。文远以功迁武功大夫。\n")
    facts = stored_facts(tmp_path, text, "岳文远")
    assert ("任职", "武翼郎") in facts and ("任职", "武功大夫") in facts
    assert not any("武义大夫" in v or v in ("统制", "武经大夫") for _, v in facts)


def test_a_post_after_he_speaks_for_a_man_named_by_his_given_name_is_not_his(tmp_path):
    text = ("列传第一\n赵文远\n赵文远，字子文，解州人。迁侍御史。张浚久废，文远言浚可大任，乃召除知枢密院。"
            "文远力求去，授少保。\n")
    facts = stored_facts(tmp_path, text, "赵文远")
    assert ("任职", "侍御史") in facts and ("任职", "少保") in facts
    assert ("任职", "知枢密院") not in facts


def test_an_honour_after_he_speaks_again_for_the_dead_is_not_his(tmp_path):
    """又言…: his words again, carried to him; the death he tells (死节) is the other man's, and 赠恤之典,
    "the rites for the dead" he speaks of, is no honour at all."""
    text = ("列传第一\n高文远\n高文远，字子文，邛州人。累迁侍御史。江万里赴水死，事闻，赠太傅。文远言赠恤之典，"
            "所当度越故常，遂加赠太师。又言赏通判池州赵卯发死节太薄，乃加赠待制。文远卒，赠少师。\n")
    facts = stored_facts(tmp_path, text, "高文远")
    assert ("赠", "少师") in facts and ("任职", "侍御史") in facts
    assert not any(r == "赠" and v in ("待制", "太师", "恤之典", "太傅") for r, v in facts)
