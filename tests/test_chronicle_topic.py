"""The rules-only 纪事本末 stays on its topic and names the right man: an army crossing the river
is not the river's history, another man's office title holding the topic word is not the topic
(a joint work with him is), a term of a larger matter the topic touches gathers nothing, and a
title at the head of a clause carried to the biography's man names another actor. Every passage
is invented for these tests, in the manner of the histories."""

from __future__ import annotations

from test_topic_articles import _chapter as one_chapter

from shiguan.lang.zh.write.chronicle import write_chronicle
from shiguan.lang.zh.write.topic_corpus import TopicCorpus
from shiguan.lang.zh.write.topic_terms import associate

CROSSING = (
    "诸臣\n"
    "张文远，字子远，江南山阳人。康熙十五年，次黄河，夜以革囊结筏渡，破贼龙尾山。"
    "十六年，黄河决萧家渡，文远驰往堵筑，三月工竣。卒。\n"
)

CANAL = (
    "诸臣\n"
    "周魁元，字子元，安徽合肥人。咸丰三年，从漕运总督袁甲剿贼，授总兵。"
    "五年，疏请漕运改由海道，南河淤浅，从之。卒。\n"
    "吴文英，字子英，江苏无锡人。道光五年，疏言： 漕运全资水利，宜通源节流，以济运道。"
    "六年，奏漕运旗丁困苦，南河工费繁重，请减浮收，从之。卒。\n"
    "郑国安，字子安，浙江山阴人。道光八年，奏漕运船帮迟误，南河水浅，请展限，允之。"
    "九年，请严漕运旗丁之禁，允之。卒。\n"
    "孙立本，字子本，江西南昌人。道光十年，疏陈漕运积弊，请革陋规，从之。"
    "十二年，命往江南会同漕运总督兰第锡督修漕船。十五年，奏劾漕运总督庚长擅提盐课银充饷。卒。\n"
)


SEED = (
    "诸臣\n"
    "周魁元，字子元，安徽合肥人。咸丰五年，疏请漕运改由海道，南河淤浅，河决屡见，从之。卒。\n"
    "吴文英，字子英，江苏无锡人。道光六年，奏漕运船少，南河工费繁重，河决不时，请减浮收，从之。卒。\n"
    "郑国安，字子安，浙江山阴人。道光八年，奏漕运船帮迟误，南河水浅，河决为患，请展限，允之。卒。\n"
    "孙立本，字子本，江西南昌人。道光十年，疏陈漕运积弊，请革陋规，从之。卒。\n"
)


def _filler() -> str:
    """A hundred lives of river officials that never write the canal's word: 南河 stands in far
    more sentences without it than with it, and 河决 tells a flood (the larger matter the canal
    touches: the river it crosses)."""
    lives = []
    for k, (a, b, c) in enumerate((a, b, c) for a in "赵钱冯陈褚卫蒋沈韩杨" for b in "文武安定仁" for c in "国良"):
        flood = "河决，督修运堤。" if k < 20 else ""
        post = ("巡视", "调", "督", "驻", "往")[k % 5]  # what stands before 南河 varies: no place name's tail
        lives.append(f"{a}{b}{c}，字子{c}，山西太原人。{post}南河运道。{flood}" + "有惠政。" * 20 + "卒。\n")
    return "".join(lives)


def said(project, topic: str) -> list[str]:
    return [t.text for s in write_chronicle(project, topic, 100000).sections for t in s.sentences]


def test_an_army_crossing_the_river_is_not_the_rivers_history(tmp_path):
    project = one_chapter(tmp_path, CROSSING)
    text = "".join(said(project, "黄河"))
    assert "龙尾山" not in text  # 次黄河…渡，破贼: where the army went, not what was done to the river
    assert "康熙十六年（1677），黄河决萧家渡，张文远驰往堵筑，三月工竣。" in text
    project.close()


def test_a_title_at_the_head_of_a_carried_clause_names_its_actor(tmp_path):
    project = one_chapter(tmp_path, (
        "诸臣\n"
        "钱伯平，字子平，江南山阳人。乾隆二十年，请赴伊犁屯田，从之。是岁冬，定边右副将军赵安国驻伊犁办贼。"
        "二十二年，伯平奏伊犁屯田，人授十五亩。卒。\n"
        "赵安国，字子国，满洲正白旗人。乾隆十年，授将军。卒。\n"
        "孙守义，字子义，辽东海州人。崇德七年，守郛蒙古台吉吴巴什等议举伊犁城降，守义觉之。"
        "八年，守义于伊犁屯田，兵民便之。卒。\n"))
    text = "".join(said(project, "伊犁"))
    assert "钱伯平定边" not in text and "赵安国驻伊犁办贼" not in text  # his, not 钱伯平's
    assert "议举伊犁城降" not in text  # the taiji's proposal, not 孙守义's
    assert "钱伯平奏伊犁屯田，人授十五亩" in text
    project.close()


def test_a_term_of_a_larger_matter_gathers_nothing(tmp_path):
    """南河 and 河决 stand in the canal's sentences, but far more in the river officials' lives:
    the river the canal crosses, not the canal."""
    project = one_chapter(tmp_path, SEED + _filler())
    found = associate(TopicCorpus(project), "漕运")
    assert {"南河", "河决"} <= set(found.refused) and not {"南河", "河决"} & set(found.terms)
    assert "周魁元疏请漕运改由海道" in "".join(said(project, "漕运"))
    project.close()


def test_another_mans_title_holding_the_topic_word_is_not_the_topic_but_joint_work_is(tmp_path):
    project = one_chapter(tmp_path, CANAL)
    text = "".join(said(project, "漕运"))
    assert "剿贼" not in text  # he followed the canal's governor to fight: not the canal
    assert "庚长" not in text  # he impeached the canal's governor over the salt money
    assert "会同漕运总督兰第锡督修漕船" in text  # their joint work: the canal's
    project.close()


def test_a_post_given_is_nothing_done_but_the_flood_before_it_stays(tmp_path):
    project = one_chapter(tmp_path, (
        "诸臣\n"
        "戴均平，字子平，江西大庾人。嘉庆十八年秋，黄河决睢州，出为东河总督。二十年，黄河溢睢宁，均平驰往堵筑，合龙。卒。\n"
        "拉锡文，字子文，满洲正白旗人。雍正五年，迭署江宁将军、天津满洲水师营都统。六年，造水师战船二十，驻天津。卒。\n"))
    river = said(project, "黄河")
    assert "嘉庆十八年秋（1813），黄河决睢州。" in river  # the flood told, the post left out
    assert not any("东河总督" in t for t in river)
    navy = "".join(said(project, "水师"))
    assert "水师营都统" not in navy and "造水师战船二十" in navy
    project.close()


def test_a_term_opening_with_and_others_is_no_term(tmp_path):
    """等议 (某等议: "he and others discussed") follows the names of the men who met, whatever they
    met on: a fragment, not a term of the topic."""
    lives = "".join(f"{n}，字子{n[1]}，江南山阳人。乾隆{k}年，{n}请于江北屯田，兵民便之。"
                    f"{k + 1}年，{n}与将军赵某等议进兵，屯田事寝。卒。\n"
                    for k, n in zip(range(2, 6), ["钱明远", "孙德安", "周文英", "吴国良"]))
    project = one_chapter(tmp_path, "诸臣\n" + lives + _filler())
    assert "等议" not in associate(TopicCorpus(project), "屯田").terms
    project.close()


def test_a_bare_circuit_or_camp_is_no_title_and_a_titled_man_he_leads_is_his_object(tmp_path):
    """水师营兵, 黄河道口, 黄河营房 name no office, and the men after 率, 督 … a title are the ones he
    led: the deeds are his (issue 40, review of the merged article changes)."""
    project = one_chapter(tmp_path, (
        "诸臣\n"
        "孔维岳，字子岳，江南桃源人。康熙二十年，维岳疏濬黄河道口淤沙。二十二年，维岳修黄河营房百间。"
        "二十四年，维岳筑黄河南岸遥堤。卒。\n"
        "苏德明，字子明，福建同安人。雍正三年，德明练水师营兵千人，驻金门。"
        "四年，率水师总兵林永清等击贼于铜山，破之。五年，督水师副将吴世泰等击贼于南澳，破之。六年，德明造水师战船十。"
        "八年，督办军务侍郎周文英等增设水师。卒。\n"))
    river = "".join(said(project, "黄河"))
    assert "孔维岳疏濬黄河道口淤沙" in river and "孔维岳修黄河营房百间" in river
    navy = "".join(said(project, "水师"))
    assert "苏德明练水师营兵千人" in navy
    assert "苏德明率水师总兵林永清等击贼于铜山" in navy and "苏德明督水师副将吴世泰等击贼于南澳" in navy
    assert "增设水师" not in navy  # 督办军务侍郎 is a title: 周文英's deed, not one 苏德明 led
    project.close()


def test_moving_his_camp_is_a_deed_and_a_memorial_keeps_its_answer(tmp_path):
    """移驻工次 is no post given (移 is one only before an office's title), and a memorial told to its
    point runs on to the court's answer in the next clause."""
    project = one_chapter(tmp_path, (
        "诸臣\n"
        "韩子敬，字子敬，河南商丘人。乾隆十二年，黄河决铜瓦厢，移驻工次督堵。十四年，子敬筑黄河北岸缕堤。卒。\n"
        "邵文炳，字子炳，浙江会稽人。乾隆二十年，疏言： 黄河旧堤冲决十馀里，宜于北岸别开引河，部议不行。卒。\n"))
    river = said(project, "黄河")
    assert "乾隆十二年（1747），黄河决铜瓦厢，韩子敬移驻工次督堵。" in river
    assert any(t.endswith("宜于北岸别开引河，部议不行。") for t in river)
    project.close()
