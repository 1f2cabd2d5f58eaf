"""The rules-only 纪事本末 on clauses whose shape names their actor: a later clause of a
sentence opened by an office title and a known man's name is his own group; the court's order
with its object left out after a flood sends the biography's man; a companion taken along does
not end his run. Every passage is invented for these tests, in the manner of the histories."""

from __future__ import annotations

from conftest import ingested_chapters
from test_topic_articles import _chapter as one_chapter

from shiguan.lang.zh.write.chronicle import write_chronicle

LIVES = (
    "诸臣\n"
    "萨文安，字子安，满洲正白旗人。康熙二十四年，河道总督靳文请于黄河南岸筑堤，束水注海，按察使于成安主濬黄河海口，"
    "下廷臣议。三十年，卒。\n"
    "于成安，字子成，山西永宁人。康熙二十年，授按察使。三十年，卒。\n"
    "伊桑安，字子桑，满洲镶黄旗人。康熙二十一年，黄河决，命往江南勘视河工，以布政使崔维安随往，维安条上治河法。"
    "三十年，卒。\n"
    "于成德，字子德，山西永宁人。康熙二十五年，疏请濬黄河海口，于成德之议寝。三十年，卒。\n"
)


def said(project, topic: str) -> list[str]:
    return [t.text for s in write_chronicle(project, topic, 100000).sections for t in s.sentences]


def test_a_later_clause_opened_by_a_title_and_a_known_name_is_his_own_group(tmp_path):
    project = one_chapter(tmp_path, LIVES)
    told = said(project, "黄河")
    at = told.index("康熙二十四年（1685），河道总督靳文请于黄河南岸筑堤。")
    assert told[at + 1] == "按察使于成安主濬黄河海口。"  # the same year: said once, in the source's order
    # the first man's proposal stays his and does not run on into the second man's clause
    assert not any("靳文" in t and "于成安" in t for t in told)
    project.close()


def test_the_courts_order_after_a_flood_sends_him_with_his_companion(tmp_path):
    project = one_chapter(tmp_path, LIVES)
    assert "康熙二十一年（1682），黄河决，命伊桑安往江南勘视河工，以布政使崔维安随往。" in said(project, "黄河")
    project.close()


def test_a_flood_answered_by_an_order_he_received_is_told_with_him(tmp_path):
    project = one_chapter(tmp_path, (
        "阿文桂\n"
        "阿文桂，字子桂，满洲正蓝旗人。乾隆四十四年，黄河决仪封，奉命往按。四十六年秋，黄河决青龙冈，"
        "命自甘肃赴河南会河道总督李奉安督塞河。五十年，卒。\n"
        "李奉安，字子奉，江苏江都人。乾隆四十年，授河道总督。五十年，卒。\n"))
    told = said(project, "黄河")
    assert "乾隆四十四年（1779），黄河决仪封，阿文桂奉命往按。" in told
    # 会 inside the clause joins the titled man: he is a companion, not the actor
    assert any(t.endswith("黄河决青龙冈，命阿文桂自甘肃赴河南会河道总督李奉安督塞河。") for t in told)
    project.close()


def test_a_bare_flood_told_again_at_the_same_site_is_told_once(tmp_path):
    project = one_chapter(tmp_path, (
        "李奉安\n"
        "李奉安，字子奉，江苏江都人。黄河决青龙冈。乾隆四十年，授河道总督。五十年，卒。\n"
        "钱正德，字子德，江苏吴县人。黄河决青龙冈，命偕大学士阿文桂驰赴河南督办堵筑。五十年，卒。\n"))
    told = [t for t in said(project, "黄河") if "青龙冈" in t]
    assert told == ["黄河决青龙冈，命钱正德偕大学士阿文桂驰赴河南督办堵筑。"]
    project.close()


def test_his_response_named_after_other_mens_plan_is_told_without_it(tmp_path):
    project = one_chapter(tmp_path, (
        "丁宝安\n"
        "丁宝安，字子宝，贵州平远人。同治十年，黄河决郓城侯家林，运道梗，河臣议次年兴工，宝安谓宜及水涸时，"
        "力疾请自任。十二年，卒。\n"))
    # 河臣议… is the river officials' plan, not his: left out, his words and request told with his name
    assert "同治十年（1871），黄河决郓城侯家林，运道梗，丁宝安谓宜及水涸时，力疾请自任。" in said(project, "黄河")
    project.close()


def test_the_enemys_deed_and_his_order_sending_another_are_not_his(tmp_path):
    project = one_chapter(tmp_path, (
        "僧格安\n"
        "僧格安，蒙古科尔沁人。咸丰九年五月，英、法兵船犯天津，毁海口防具，驶至鸡心滩。十年，卒。\n"
        "周馥安，字子馥，安徽建德人。光绪十年，中法事起，李鸿文命赴海口编民舶立团防。二十年，卒。\n"
        "李鸿文，字子文，安徽合肥人。同治元年，授巡抚。三十年，卒。\n"))
    text = "".join(said(project, "海口"))
    assert "僧格安毁海口" not in text  # the foreign ships destroyed the defences
    assert "李鸿文命赴海口" not in text  # he sent 周馥安: the deed is not 李鸿文's
    project.close()


def test_a_clan_prefix_is_no_surname_when_the_clause_opens_with_his_name(tmp_path):
    project = one_chapter(tmp_path, (
        "宗室奕安\n"
        "宗室奕安，字子安，满洲镶蓝旗人。道光二十一年，奕安等始收回虎门诸炮台，修筑海口炮台。三十年，卒。\n"))
    told = "".join(said(project, "炮台"))
    assert "宗室奕安等始收回虎门诸炮台" in told and "奕安奕安" not in told
    project.close()


def test_a_clause_saying_what_the_places_before_it_were_is_not_his(tmp_path):
    project = one_chapter(tmp_path, (
        "程祖安\n"
        "程祖安，字子祖，江苏吴县人。道光十年，虞城横河、惠民沟，旧为黄河宣泄潦水要区，迭经漫淤，并疏濬之。"
        "十二年，于内黄开引河，筑黄河大坝。十五年，卒。\n"))
    text = "".join(said(project, "黄河"))
    assert "程祖安旧为" not in text  # the rivers were the drainage, not he
    assert "道光十二年（1832），程祖安筑黄河大坝。" in text  # his own deed stays
    project.close()


def test_a_clause_opened_by_those_who_spoke_is_not_his(tmp_path):
    """言者议… : "those who spoke proposed …", a subject of its own, not the biography's man."""
    project = one_chapter(tmp_path, (
        "彭安麟\n"
        "彭安麟，字子麟，湖南衡阳人。同治四年，言者议长江水师提督宜驻吴淞口外，安麟力持不可。"
        "五年，疏请于长江设水师，从之。十年，卒。\n"))
    told = said(project, "水师")
    assert any("长江设水师" in t for t in told)
    assert not any("言者" in t or "吴淞" in t for t in told)
    project.close()


SENT = (
    "诸将\n"
    "蓝安珍，字子珍，福建漳浦人。康熙六十年，朱安贵为乱，安珍上书满安策破贼状，满安令统水师战船四百、官兵一万二千。"
    "雍正元年，卒。\n"
    "觉罗满安，字子满，满洲正黄旗人。康熙五十年，授闽浙总督。雍正元年，卒。\n"
    "林安国，字子国，福建同安人。康熙六十年，施文上书满安，满安令统水师战船百。雍正元年，卒。\n"
    "施文，字子文，福建晋江人。康熙五十年，授提督。雍正元年，卒。\n"
)


def test_another_mans_order_with_its_object_left_out_sends_the_man_who_spoke_to_him(tmp_path):
    """廷珍上书满保…，满保令统战船…: 满保 ordered, the man who wrote to him commanded."""
    project = one_chapter(tmp_path, SENT)
    told = said(project, "水师")
    assert "康熙六十年（1721），满安令蓝安珍统水师战船四百、官兵一万二千。" in told
    # another man wrote to him: the order sends that man, never the biography's 林安国
    assert not any("林安国" in t or "战船百" in t for t in told)
    project.close()


CHAINED = (
    "逆臣\n"
    "吴安桂，字子桂，辽东人。康熙十二年，安桂反，自称周王。十七年，安桂称帝，造战舰于衡州。"
    "十八年，贝勒察安攻岳州。察安屯君山，不能断湖道，至是造鸟船百、沙船四百馀，配以兵三万，水师始成军，以贝勒鄂安统之。"
    "安桂寻死。\n"
)
GENERAL = "宗室\n察安，满洲正蓝旗人。康熙十三年，授大将军。二十年，卒。\n"


def two_chapters(tmp_path, first: str, second: str):
    """The general's life in a chapter of its own, read after the first: that chapter was read
    without his name."""
    return ingested_chapters(tmp_path, {"卷一.txt": first, "卷二.txt": second})


def test_a_sentence_another_known_man_opens_is_his_with_its_result_and_commander(tmp_path):
    """察尼屯君山，…至是造…，水师始成军，以贝勒鄂鼐统之, in a rebel's life: the court's general built
    the fleet and put 鄂鼐 in command; never the rebel's deed, never 鄂鼐's own."""
    project = two_chapters(tmp_path, CHAINED, GENERAL)
    told = said(project, "水师")
    assert "察安屯君山，不能断湖道，至是造鸟船百、沙船四百馀，配以兵三万，水师始成军，以贝勒鄂安统之。" in told
    assert not any("吴安桂" in t or "衡州" in t for t in told)  # the rebel's own fleet stays out
    project.close()


def test_a_chain_without_a_commander_stays_the_biography_mans(tmp_path):
    """曾国藩治水师，充营官，…累擢副将 in a subordinate's life: his career after a clause of time."""
    project = two_chapters(tmp_path, (
        "诸将\n罗安元，字子元，湖南湘乡人。察安治水师，充营官，转战湖北，累擢副将。十年，卒。\n"), GENERAL)
    told = said(project, "水师")
    assert not any(t.startswith("察安") and "营官" in t for t in told)
    project.close()


def test_a_deed_carried_past_a_clause_another_known_man_opens_is_not_his(tmp_path):
    """吴文镕's life, after his death: 曾国藩进兵黄州，…皆流涕。于是疏陈当时无水师 is 曾国藩's memorial."""
    project = two_chapters(tmp_path, (
        "诸臣\n吴安镕，字子镕，江苏仪徵人。咸丰三年，安镕疏请造战船，治水师。四年，卒。逾数月，察安进兵黄州，"
        "访询居民，皆流涕。乃疏陈当时无水师，不能制贼。\n"), GENERAL)
    told = said(project, "水师")
    assert any("疏请造战船" in t for t in told)  # his own memorial stays
    assert not any("当时无水师" in t for t in told)
    project.close()
