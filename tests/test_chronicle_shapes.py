"""The rules-only 纪事本末 on the shapes of the sources' sentences: a memorial's words are his
words, not his deeds; the court's order sending a man is told with his name; a companion named
on the way does not end a man's run of clauses; 剿贼 is no enemy's fleet; 自设 is "since"; a
run of posts is nothing done; an event with no site, a supposition, a name after an office
title are left out. Every passage is invented for these tests, in the manner of the histories."""

from __future__ import annotations

import pytest
from test_topic_articles import _chapter as one_chapter

from shiguan.ingest import ingest
from shiguan.lang.zh.write.chronicle import write_chronicle
from shiguan.lang.zh.write.topic_corpus import TopicCorpus
from shiguan.lang.zh.write.topic_deeds import SUBJECTLESS, is_rebel
from shiguan.lang.zh.write.topic_terms import associate
from shiguan.models import SELF
from shiguan.project import Project

RIVER = (
    "李文忠\n"
    "李文忠，字少荃，安徽合肥人。道光二十七年进士。光绪二十四年，疏称迁民筑堤，成工匪易，惟择要加修两岸堤埝，"
    "疏通黄河海口，为救急治标之策。二十六年，卒。\n"
    "张世安，字子平，山东济宁人。道光三年，增培黄河两岸堤工，疏陈河工大计，略曰： 今日之黄河，有防无治。"
    "五年，旋授开归道，调山东黄河道。七年，疏言： 若黄河底淤，则下游必溃。卒。\n"
    "赵德安，字子安，江苏无锡人。道光二十三年，会河南中牟黄河决，德安驰往堵筑。初，雍正间，京师设官米局，"
    "收黄河漕米存储平粜。卒。\n"
    "王永德，字子美，河南祥符人。咸丰元年进士。光绪十三年，黄河决郑州，上命永德驰往督办。十五年，卒。\n"
)

NAVY = (
    "蔡荣\n"
    "蔡荣，字子华，福建晋江人。康熙十七年，荣督造水师战舰成，率绿旗兵五千，从大将军尚善进攻岳州，"
    "以舟八百入洞庭湖。二十年，卒。\n"
    "彭雪琴，字子琴，湖南衡阳人。咸丰三年，雪琴欲剿贼非治水师不可，乃奏请造战舰于衡州。"
    "同治十年，自设长江水师，东南无事，将士渐耽安逸。光绪十六年，卒。\n"
    "尚善，字子良，满洲正蓝旗人。康熙十三年，授大将军。十九年，卒。\n"
    "尚可敬，字子敬，辽东海州人。天聪七年，攻旅顺时，获可敬戚属水师二十七人，至是，命归诸可敬。卒。\n"
    "刘含章，字子章，安徽合肥人。光绪二十年，始威海、旅顺水师皆荒岛，含章营构十馀年。卒。\n"
    "傅永贵，字子富，山西太原人。嘉庆七年，诏永贵修治水师战船，民悦服。卒。\n"
)


@pytest.fixture(scope="module")
def river(tmp_path_factory):
    root = tmp_path_factory.mktemp("river")
    (root / "c").mkdir()
    (root / "c" / "卷一.txt").write_text(RIVER, encoding="utf-8")
    (root / "c" / "卷二.txt").write_text(NAVY, encoding="utf-8")
    project = Project.init(root / "p")
    ingest(project, [root / "c"])
    yield project
    project.close()


def said(project, topic: str) -> list[str]:
    return [t.text for s in write_chronicle(project, topic, 100000).sections for t in s.sentences]


def test_a_memorials_words_are_his_words_not_his_deeds(river):
    text = "".join(said(river, "黄河"))
    # 疏通黄河海口 stands inside what he memorialised: told from its lead, never as his deed
    assert "李文忠疏称迁民筑堤" in text
    assert "李文忠疏通" not in text


def test_a_sayings_lead_brings_its_words(river):
    assert any(t.endswith("疏陈河工大计，略曰： 今日之黄河，有防无治。") for t in said(river, "黄河"))


def test_a_run_of_posts_is_nothing_done_and_a_supposition_is_no_fact(river):
    text = "".join(said(river, "黄河"))
    assert "开归道" not in text
    assert "若黄河底淤" not in text  # his memorial supposes it; nothing happened


def test_the_courts_order_sending_him_is_told_with_his_full_name(river):
    assert "光绪十三年（1887），黄河决郑州，上命王永德驰往督办。" in said(river, "黄河")


def test_a_companion_named_on_the_way_does_not_end_his_run_of_clauses(river):
    assert any("蔡荣督造水师战舰成，率绿旗兵五千，从大将军尚善进攻岳州" in t for t in said(river, "水师"))


def test_fighting_the_rebels_is_no_enemys_fleet(river):
    assert any("欲剿贼非治水师不可，乃奏请造战舰于衡州" in t for t in said(river, "水师"))


def test_since_is_no_deed(river):
    # 自设长江水师，东南无事: "since the fleet was set up", not he set it up himself
    assert not any("自设长江水师" in t for t in said(river, "水师"))


def test_a_name_written_after_an_office_title_is_no_term(tmp_path):
    lives = "".join(
        f"{n}，字子{n[1]}，江南山阳人。乾隆{k}年，河道总督靳辅疏请于黄河北岸筑堤，{n}与议。卒。\n"
        for k, n in zip(range(2, 9), ["赵安", "钱平", "孙明", "周远", "吴齐", "郑和", "冯春"]))
    project = one_chapter(tmp_path, "诸臣\n" + lives)
    corpus = TopicCorpus(project)
    assert corpus.is_name("靳辅") and not corpus.is_name("北岸")
    assert "靳辅" not in associate(corpus, "黄河").terms
    project.close()


def test_a_breach_that_happened_is_no_mans_deed_nor_is_the_background(river):
    text = "".join(said(river, "黄河"))
    assert "赵德安会" not in text  # 会…河决: "it happened that", the setting of his response
    assert "道光二十三年（1843），会河南中牟黄河决，赵德安驰往堵筑。" in text
    assert "官米局" not in text  # 初，…京师设官米局: the capital's, not his


def test_a_man_named_inside_a_clause_carried_to_him_is_its_object_not_its_actor(river):
    text = "".join(said(river, "水师"))
    assert "戚属" not in text  # 攻旅顺时，获可敬戚属: the army took his kin; not his deed
    assert "刘含章始威海" not in text  # 始 + a place: "at first", the background


def test_the_courts_order_naming_him_gets_his_full_name_not_his_name_before_it(river):
    assert "嘉庆七年（1802），诏傅永贵修治水师战船，民悦服。" in said(river, "水师")


def test_a_flood_of_the_topics_water_gathers_its_sentence_in_any_biography(tmp_path):
    """The official sent to close a breach need not be one of the topic's people; another river
    (永定河, written often as one word) is not the topic's water."""
    flood = "".join(f"{n}，字子{n[1]}，江南山阳人。乾隆{k}年，黄河决{p}，{n}驰往堵筑，河决口合龙。卒。\n"
                    for k, n, p in zip(range(2, 8), ["赵安", "钱平", "孙明", "周远", "吴齐", "郑和"],
                                       ["萧家渡", "铜山", "杨桥", "仪封", "睢州", "丰北"]))
    other = "".join(f"{n}，字子{n[1]}，直隶宛平人。嘉庆{k}年，永定河决，{n}往勘。卒。\n"
                    for k, n in zip(range(2, 14), ["冯春", "陈秋", "褚明", "卫远", "蒋思", "沈齐", "韩德", "杨成",
                                                   "朱仁", "秦义", "尤礼", "许信"]))
    sent = "李鸿文，字子文，直隶高阳人。光绪十三年，河决郑州，上命鸿文驰往督办。卒。\n"
    filler = "".join(f"{a}{b}{c}，字子{b}，山西太原人。以举人授知县，有惠政。卒。\n"
                     for a in "赵钱孙李周" for b in "文武安定" for c in "国忠良永")  # lives with no water
    project = one_chapter(tmp_path, "诸臣\n" + flood + other + sent + filler)
    text = "".join(said(project, "黄河"))
    assert "光绪十三年（1887），河决郑州，上命李鸿文驰往督办。" in text
    assert "永定河" not in text
    project.close()


def test_a_memorial_after_a_quotation_closed_by_a_space_is_its_named_mans(tmp_path):
    project = one_chapter(tmp_path, (
        "林则安\n"
        "林则安，字子平，福建侯官人。道光二十年，与江忠烈议曰： 贼以舟楫为利，官军不及。 "
        "忠烈即具疏请造水师战舰于衡州，奉旨允行。二十五年，卒。\n"
        "江忠烈，字子烈，湖南新宁人。咸丰二年，授知府。三年，卒。\n"))
    # the space after 不及。 closes the quotation: what follows is narration, 江忠烈's memorial
    assert any(t.startswith("江忠烈即具疏请造水师战舰") for t in said(project, "水师"))
    project.close()


@pytest.mark.parametrize("lead", ["大要", "论"])
def test_the_gist_of_a_proposal_is_a_lead_that_brings_its_words(tmp_path, lead):
    project = one_chapter(tmp_path, (
        "严正方\n"
        f"严正方，字子方，浙江仁和人。道光五年，疏陈黄河事宜，{lead}： 先筑越坝以护堤工，可期永无塌卸。"
        "九年，卒。\n"))
    # 大要： (the gist:), 论： lead the words they sum up: never a sentence that ends on the lead
    told = said(project, "黄河")
    assert not any(t.endswith(f"{lead}。") for t in told)
    assert any(f"{lead}： 先筑越坝" in t for t in told)
    project.close()


def test_a_flood_told_again_in_fewer_words_is_told_once(tmp_path):
    project = one_chapter(tmp_path, (
        "周正安\n"
        "周正安，字子安，山东济宁人。乾隆二十五年，授知县。是岁，黄河决孙家集。三十年，卒。\n"
        "钱正德，字子德，江苏吴县人。乾隆二十六年，黄河决孙家集，运河两堤俱溃。三十年，卒。\n"))
    # the undated telling says word for word what the dated one of about its year says
    told = [t for t in said(project, "黄河") if "孙家集" in t]
    assert told == ["乾隆二十六年（1761），黄河决孙家集，运河两堤俱溃。"]
    project.close()


def test_a_clause_opened_by_yushi_in_either_form_carries_its_man_on():
    # ingest writes 於是 as 于是 as often as not: both "thereupon" open a clause with no subject
    assert SUBJECTLESS.match("于是筑堤三百丈") and SUBJECTLESS.match("於是筑堤三百丈")
    assert not SUBJECTLESS.match("旗丁请免")


@pytest.mark.parametrize("clauses, rebel", [
    (["遂反", "复叛", "攻某城"], True),
    (["毋以反间引嫌", "遂反", "攻某城"], False),  # 反间, sowing discord: no rising of his
    (["安集反侧", "反覆无常"], False),
])
def test_only_a_rising_makes_a_rebel(clauses, rebel):
    text, rows = "", []
    for clause in clauses:
        rows.append((len(text), len(text) + len(clause), SELF, "某", "carried"))
        text += clause + "，"
    assert is_rebel(rows, text) is rebel
