"""His clauses that gave no fact (issue 41): a deed an edict orders him by name (诏某为赋), and a
post held on duty in a palace hall (直某省). Each is his only on positive evidence, and a twin
that is another man's, only meant or garbled is not stored. Invented text, the shapes of the
earlier histories."""

from __future__ import annotations

from conftest import rules_biography
from test_named_deeds import facts_of

from shiguan.models import NAME, SELF

ENTRY = ("列传第一\n韦乙丙\n"
         "韦乙丙字某某，某郡人也。拜某王国侍郎，直某林省。其年，某地献马，诏乙丙与待诏丁戊、庚辛为赋。"
         "擢某骑侍郎，进直某德、某光省。是时，帝以旧宅为某寺，敕乙丙与壬癸各制寺碑。"
         "自是《某铭》、《某檄》，并诏乙丙为文。诏乙丙讨某贼，固辞不就。\n")


def test_a_deed_ordered_by_his_name_is_his_clause_whole(rules):
    found = facts_of(rules, ENTRY, "韦乙丙")
    assert found["诏乙丙与待诏丁戊、庚辛为赋"] == ("事件", SELF, NAME), found
    assert found["敕乙丙与壬癸各制寺碑"] == ("事件", SELF, NAME)
    # 并 gathers what the clause before lists: said with it, never 「并诏乙丙为文」 alone
    assert found["自是《某铭》、《某檄》，并诏乙丙为文"] == ("事件", SELF, NAME)
    assert "并诏乙丙为文" not in found
    # an order he refused is said with its refusal
    assert found["诏乙丙讨某贼，固辞不就"] == ("事件", SELF, NAME)


def test_an_order_naming_another_man_meant_or_spoken_is_not_his(rules):
    found = facts_of(rules, "列传第一\n韦乙丙\n韦乙丙字某某，某郡人也。为某州刺史。诏丁戊与乙丙为赋。"
                     "帝欲诏乙丙讨某贼。请敕乙丙镇某城。诏乙丙子某守某城。诏乙丙曰： 汝往。 敕乙丙为贼所执。"
                     "丁戊遣乙丙救某城。命乙丙守某城。\n",
                     "韦乙丙")
    for value in found:
        for not_his in ("诏丁戊", "欲诏", "请敕", "乙丙子", "诏乙丙曰", "所执", "遣乙丙", "命乙丙"):
            assert not_his not in value or found[value][1] != SELF, (value, found)


def test_a_post_on_duty_in_a_palace_hall_is_an_appointment(rules):
    found = facts_of(rules, ENTRY, "韦乙丙")
    assert found["直某林省"][0] == found["直某德、某光省"][0] == "任职"
    twin = facts_of(rules, "列传第一\n韦乙丙\n韦乙丙字某某，某郡人也。为某州刺史。直至某殿，直言某省。\n", "韦乙丙")
    assert not any(v.startswith("直") for v in twin), twin


def test_they_are_in_his_biography_in_order(tmp_path):
    text = rules_biography(tmp_path, ENTRY, "韦乙丙")
    said = ["直某林省", "诏乙丙与待诏丁戊、庚辛为赋", "直某德、某光省", "敕乙丙与壬癸各制寺碑",
            "自是《某铭》、《某檄》，并诏乙丙为文"]
    assert all(s in text for s in said), text
    assert [text.index(s) for s in said] == sorted(text.index(s) for s in said), text
