"""Whose fact is it: two tests for each way another man's fact reached a subject's biography.

The chapters are written for these tests in the manner of the dynastic histories (no bench text):
each is a heading line and entries, ingested into a fresh project, then read back through the
facts stored under each person and through the rules-only biography.
"""

from __future__ import annotations

import pytest

from shiguan.ingest import ingest
from shiguan.lang.zh.write.biography import write_rules_biography
from shiguan.project import Project
from shiguan.retrieve.person import lookup


@pytest.fixture
def chapter(tmp_path):
    """Ingest one chapter; returns a function from a name to (his facts, his biography text)."""
    made: list[Project] = []

    def load(text: str):
        root = tmp_path / f"p{len(made)}"
        (tmp_path / f"c{len(made)}").mkdir()
        (tmp_path / f"c{len(made)}" / "卷.txt").write_text(text, encoding="utf-8")
        project = Project.init(root)
        ingest(project, [tmp_path / f"c{len(made)}"])
        made.append(project)

        def person(name: str):
            found = lookup(project, name)
            assert found.resolved is not None, name
            bio = write_rules_biography(project, found)
            return found, "".join(s.text for s in bio.sentences)
        return project, person

    yield load
    for p in made:
        p.close()


def decided(found, relation: str) -> set[str]:
    assert all(t.decided for t in found.facts)
    return {t.tail_text for t in found.facts if t.relation == relation}


# -- an honour or a post given to several people in one sentence ---------------------------------

def test_honours_listed_for_men_the_text_has_not_named_before_are_not_his(chapter):
    project, person = chapter(
        "周文定\n"
        "周文定，字子安，江西吉水人。洪武末，授兵部主事。永乐二年，论靖难功，封张文远靖安伯，授李思忠都督同知。"
        "文定迁郎中，卒。\n")
    found, bio = person("周文定")
    assert "靖安伯" not in bio and "都督同知" not in bio
    assert not any("靖安伯" in v or "都督同知" in v for v in decided(found, "封爵") | decided(found, "任职"))
    assert "兵部主事" in bio and "郎中" in bio
    # each honour is stored under the man it names
    holders = dict(project.store.db.execute(
        "SELECT t.tail_text, e.name FROM triples t JOIN entities e ON e.id = t.head_id "
        "WHERE t.tail_text LIKE '%靖安伯' OR t.tail_text LIKE '%都督同知'").fetchall())
    assert holders == {"张文远靖安伯": "张文远", "李思忠都督同知": "李思忠"}


def test_a_post_the_court_gives_to_a_man_named_earlier_is_his(chapter):
    _, person = chapter(
        "王用宾\n"
        "王用宾，字仲礼，山西太原人。以举人授知县。都督张文远从用宾守济南，力战有功。三年，上授张文远靖安伯，"
        "赐用宾金币。擢用宾右佥都御史。\n")
    found, bio = person("王用宾")
    assert "靖安伯" not in bio
    assert "右佥都御史" in bio and "知县" in bio


# -- an aside about another man ------------------------------------------------------------------

def test_a_colleague_named_with_his_native_place_lends_nothing(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。同官有陈道亨，陈道亨，福建晋江人。嘉靖五年进士，"
        "官至按察使。守敬迁员外郎，卒。\n")
    found, bio = person("王守敬")
    assert "按察使" not in bio and "进士" not in bio
    assert "户部主事" in bio and "员外郎" in bio
    assert "按察使" not in decided(found, "任职")


def test_a_man_introduced_with_zhe_lends_nothing(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。有赵文华者，浙江慈谿人，以贿得侍郎，擢工部尚书。"
        "守敬劾之，迁员外郎。\n")
    found, bio = person("王守敬")
    assert "侍郎" not in bio and "工部尚书" not in bio
    assert "户部主事" in bio and "员外郎" in bio


# -- a kinsman named by his given name alone -----------------------------------------------------

def test_a_brothers_given_name_opens_his_own_clauses(chapter):
    _, person = chapter(
        "李允恭\n"
        "李允恭，字敬夫，陕西三原人。万历十一年进士，授行人。弟允中，亦举于乡。允恭迁御史。允中寻授工部主事，"
        "卒于官。允恭累官右副都御史，卒。\n")
    found, bio = person("李允恭")
    assert "工部主事" not in bio
    assert {"行人", "御史", "右副都御史"} <= decided(found, "任职")
    assert "工部主事" not in decided(found, "任职")
    assert bio.count("卒") == 1


def test_a_son_named_in_full_then_by_his_given_name(chapter):
    _, person = chapter(
        "赵希周\n"
        "赵希周，字元卿，河南祥符人。天启二年进士，授编修。其子赵廷瑞，崇祯元年举人。希周擢侍讲。"
        "廷瑞寻授兵部主事，迁郎中。希周卒。\n")
    found, bio = person("赵希周")
    assert "兵部主事" not in bio and "举人" not in bio
    assert {"编修", "侍讲"} <= decided(found, "任职")


# -- a father's posthumous name ------------------------------------------------------------------

def test_a_fathers_posthumous_name_in_his_own_sentence(chapter):
    _, person = chapter(
        "孙应奎\n"
        "孙应奎，字文宿，河南洛阳人。父思敬，官至巡抚，谥恭毅。应奎，正德十六年进士，授户部主事。\n")
    found, bio = person("孙应奎")
    assert "恭毅" not in bio and "巡抚" not in bio
    assert decided(found, "谥号") == set()
    assert "户部主事" in bio


def test_a_sons_office_before_his_name_is_no_part_of_it(chapter):
    project, person = chapter(
        "裘元修\n"
        "裘元修，字叔度，江西新建人。乾隆四年进士，授编修。元修子知府允中，卒於京师。元修迁侍郎。"
        "从子廷佐巡抚江西，元修例回避。\n")
    found, bio = person("裘元修")
    assert "卒" not in bio and "侍郎" in bio
    names = {row[0] for row in project.store.db.execute("SELECT name FROM entities")}
    assert "允中" in names and "知府允中" not in names
    assert "江西" not in names  # 廷佐巡抚 is no office opening the name: 廷佐 is the nephew


def test_what_follows_a_fathers_sentence_is_kept_out_until_the_son_is_named(chapter):
    _, person = chapter(
        "孙应奎\n"
        "孙应奎，字文宿，河南洛阳人。父思敬，以忠节著。卒，赠太常卿，谥恭毅。应奎，正德十六年进士，"
        "授户部主事。\n")
    found, bio = person("孙应奎")
    assert "恭毅" not in bio and "太常卿" not in bio
    undecided = found.undecided
    assert {t.tail_text for t in undecided} >= {"太常卿", "恭毅"}
    assert all(t.note for t in undecided)  # and why each was kept out
    assert "户部主事" in bio


# -- 「X者」 does not end the entry ----------------------------------------------------------------

def test_an_aside_line_with_zhe_stays_inside_the_entry(chapter):
    project, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。\n"
        "赵文华者，浙江慈谿人，以贿得侍郎。\n"
        "守敬疏劾文华，迁员外郎。十年，卒。\n")
    found, bio = person("王守敬")
    entries = project.store.entries_of(found.resolved.entity_id)
    assert len(entries) == 1 and project.store.counts()["entries"] == 1
    assert "员外郎" in bio and "卒" in bio  # the rest of his life is still his
    assert "侍郎" not in bio


def test_a_listed_subject_may_open_his_entry_with_zhe(chapter):
    project, person = chapter(
        "王守敬赵文华\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。\n"
        "赵文华者，浙江慈谿人，以贿授侍郎。\n")
    wen, bio = person("赵文华")
    assert "侍郎" in bio
    assert project.store.counts()["entries"] == 2


# -- 孙 as a surname -------------------------------------------------------------------------------

def test_sun_first_in_a_heading_group_is_a_surname(chapter):
    project, person = chapter(
        "王用宾 孙承恩\n"
        "王用宾，字仲礼，山西太原人。以举人授知县。\n"
        "孙承恩，字贞甫。正德六年进士，授编修。\n")
    found, bio = person("孙承恩")
    assert found.resolved.name == "孙承恩"
    assert bio.startswith("孙承恩，字贞甫")
    assert not any(t.relation == "祖父" for t in found.facts)


def test_sun_leading_a_heading_line_is_a_surname(chapter):
    project, person = chapter(
        "孙承恩王用宾\n"
        "王用宾，字仲礼，山西太原人。以举人授知县。\n"
        "孙承恩，字贞甫。正德六年进士，授编修。\n")
    found, _ = person("孙承恩")
    assert found.resolved.name == "孙承恩"
    assert lookup(project, "承恩").resolved is None  # no grandson 承恩 was made of him


# -- the subject's name in object position -------------------------------------------------------

def test_his_full_name_after_the_verb_is_cut_from_the_post(chapter):
    _, person = chapter(
        "李永檀\n"
        "李永檀，字子材，直隶献县人。乾隆十年进士。二十年，擢李永檀左副都御史。\n")
    found, bio = person("李永檀")
    assert "擢左副都御史" in bio and "擢李永檀" not in bio
    assert decided(found, "任职") == {"左副都御史"}


def test_his_given_name_after_the_verb_is_cut_from_the_post(chapter):
    _, person = chapter(
        "严永檀\n"
        "严永檀，字子材，浙江仁和人。嘉庆中，入赀为通判。道光五年，调永檀江南河道总督。\n")
    found, bio = person("严永檀")
    assert "调江南河道总督" in bio and "永檀江南" not in bio


# -- a clause said twice -------------------------------------------------------------------------

def test_the_same_post_twice_is_said_once(chapter):
    _, person = chapter(
        "陈良谟\n"
        "陈良谟，字士亨，福建长乐人。万历二年进士，授御史，兼右佥都御史。巡按江西，复兼右佥都御史。\n")
    _, bio = person("陈良谟")
    assert bio.count("兼右佥都御史") == 1


def test_the_same_honour_read_twice_is_said_once(chapter):
    _, person = chapter(
        "陈良谟\n"
        "陈良谟，字士亨，福建长乐人。万历二年进士。卒，赠太子少保。后追论其功，赠太子少保。\n")
    _, bio = person("陈良谟")
    assert bio.count("太子少保") == 1


# -- a quoted edict or memorial ------------------------------------------------------------------

def test_an_edict_in_quotation_marks_is_no_ones_list_of_facts(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。上曰：「守敬忠直，宜加太子少保，擢都御史。」"
        "守敬辞，迁员外郎。\n")
    found, bio = person("王守敬")
    assert "太子少保" not in bio and "都御史" not in bio
    assert not any(t.tail_text in ("太子少保", "都御史") for t in found.facts)
    assert "员外郎" in bio


def test_a_memorial_whose_quotation_marks_became_spaces_is_no_ones_list_of_facts(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。疏言： 臣父尝授按察使，卒於官，谥清惠。 "
        "上嘉之，迁员外郎。\n")
    found, bio = person("王守敬")
    assert "按察使" not in bio and "清惠" not in bio
    assert "员外郎" in bio


def test_the_sentence_after_a_memorial_whose_closing_mark_became_a_space_is_his_again(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。疏言： 臣父尝授按察使，卒於官，谥清惠。 "
        "守敬即迁员外郎。\n")
    found, bio = person("王守敬")
    # the closing space is the quotation's end, not the next clause's start inside it
    assert "按察使" not in bio and "员外郎" in bio


def test_a_memorial_set_apart_after_a_colon_ending_its_paragraph_is_no_ones(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。及议伐北边，守敬表曰：\n"
        "臣闻兵者凶器。若大驾亲征，必克其城，斩首万级，拜大将军，封万户侯。\n"
        "书奏，帝嘉之，迁员外郎。\n")
    found, bio = person("王守敬")
    # the memorial's proposals are not his deeds; the narrative after it is his again
    assert "大将军" not in bio and "万户侯" not in bio and "斩首" not in bio
    assert not decided(found, "任职") & {"大将军"} and not decided(found, "封爵") & {"万户侯"}
    assert "员外郎" in bio and "户部主事" in bio


@pytest.mark.parametrize("paragraphs, absent, present", [
    # the space standing for the opening mark quotes up to the closing space, no further
    ("帝问计，守敬曰：\n 贼众可破，愿拜大将军。 帝然之，守敬迁员外郎。", ("大将军",), ("员外郎",)),
    # a later paragraph in the memorial's own voice is its text too
    ("守敬表曰：\n兵者凶器，不可轻用。\n臣闻古之良将，破城斩首万级，拜大将军，封万户侯。\n书奏，帝嘉之，迁员外郎。",
     ("大将军", "万户侯"), ("员外郎",)),
    # 臣庶 (the officials) opens narrative, not a memorial's voice
    ("\n臣庶封章多乞召还守敬，帝从之。守敬兼吏部尚书。", (), ("吏部尚书",)),
])
def test_where_a_memorial_set_apart_ends(chapter, paragraphs, absent, present):
    _, person = chapter("王守敬\n王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。" + paragraphs + "\n")
    _, bio = person("王守敬")
    assert [w for w in absent if w in bio] == [] and [w for w in present if w not in bio] == []


# -- a paragraph about another man ---------------------------------------------------------------

def test_a_paragraph_opened_by_a_son_named_before_is_his_not_the_fathers(chapter):
    _, person = chapter(
        "叶成\n"
        "叶成，满洲正黄旗人。天聪三年，授牛录额真。顺治五年，卒，谥敏壮。以长子车尔喜袭。\n"
        "车尔喜初官甲喇额真。崇德六年，从攻锦州，破明兵，擢巴牙喇纛章京。十八年，改镶红旗蒙古都统。\n")
    found, bio = person("叶成")
    assert "破明兵" not in bio and "镶红旗蒙古都统" not in bio
    assert "镶红旗蒙古都统" not in decided(found, "任职")
    assert "牛录额真" in bio


def test_a_paragraph_opened_by_an_officer_under_him_is_the_officers(chapter):
    _, person = chapter(
        "刘步云\n"
        "刘步云，福建侯官人。光绪十年，迁副将，擢右翼总兵。二十年，战死，诏优恤。\n"
        "其左翼总兵林泰和，亦籍侯官。管镇远，战大东沟，赐号霍春巴图鲁。\n")
    found, bio = person("刘步云")
    assert "霍春巴图鲁" not in bio and not decided(found, "赐号")
    assert "右翼总兵" in bio


def test_a_paragraph_opened_by_a_man_who_recommends_him_goes_on_about_him(chapter):
    _, person = chapter(
        "陆元春\n"
        "陆元春，字春江，浙江仁和人。同治十三年进士。\n"
        "两江总督刘坤章疏荐元春才任方面，二十一年，授惠潮嘉道，迁按察使。\n")
    found, bio = person("陆元春")
    assert "惠潮嘉道" in bio and "按察使" in decided(found, "任职")


# -- a servant or a disciple ----------------------------------------------------------------------

def test_a_servants_grief_is_not_his(chapter):
    _, person = chapter(
        "志成\n"
        "志成，字公颖，满洲正红旗人。光绪六年进士，授编修。宣统三年，兵变，遂遇害。其仆吕顺奔走营棺敛，"
        "抚尸号恸，亦为叛军所戕。\n")
    _, bio = person("志成")
    assert "号恸" not in bio and "编修" in bio


def test_a_disciple_introduced_with_you_and_spoken_of_by_his_master_lends_nothing(chapter):
    _, person = chapter(
        "罗泽北\n"
        "罗泽北，字仲岳，湖南湘乡人。诸生。咸丰二年，倡办团练，擢知县。六年，卒於军，谥忠节。\n"
        "弟子从军多成名将。其早死者，有锺近平，少事泽北，以克己自励。泽北语人曰： 锺生其庶几乎！ "
        "咸丰四年，偕弟近安从王珍破贼於靖港，追至蒲圻羊楼峒，战失利，死之。后并附祀泽北专祠。\n")
    found, bio = person("罗泽北")
    assert "克己自励" not in bio and "羊楼峒" not in bio and "附祀" not in bio
    assert "知县" in bio and "忠节" in bio


# -- someone the throne or an enemy is ------------------------------------------------------------

def test_a_flight_the_throne_fears_is_not_his(chapter):
    _, person = chapter(
        "五寿\n"
        "五寿，满洲镶白旗人。乾隆三十六年，授总兵。时僧格桑窜大金川。上虑两酋逃往鄂罗克，命五寿驻丹坝。\n")
    found, bio = person("五寿")
    assert "逃往" not in bio


def test_an_enemy_chiefs_victory_is_not_his(chapter):
    _, person = chapter(
        "杨应瑞\n"
        "杨应瑞，字佩之，汉军正白旗人。乾隆二十九年，拜东阁大学士。三十一年，缅甸大入边。"
        "缅酋莽达宁自为木梳长所篡，击败贵家木邦，贵酋奔孟连。应瑞调兵五万。\n")
    _, bio = person("杨应瑞")
    assert "击败贵家木邦" not in bio and "东阁大学士" in bio


def test_an_officer_with_a_name_of_number_characters_acts_for_himself(chapter):
    _, person = chapter(
        "天成\n"
        "天成，山西太谷人。武进士，授蓝翎侍卫，累迁四川川北镇总兵。师围资哩，天成攻南山，参赞五岱攻北山，未下。\n")
    _, bio = person("天成")
    assert "北山" not in bio and "川北镇总兵" in bio


# -- a man the text introduces in passing ---------------------------------------------------------

def test_a_man_introduced_by_a_zi_that_is_not_his_lends_nothing(chapter):
    _, person = chapter(
        "陈世恺\n"
        "陈世恺，字赞伯，湖广恩施人。康熙十一年，授杭州副将。二十八年，卒，谥襄敏。字天培，授都司。"
        "累迁至浙江提督。\n")
    found, bio = person("陈世恺")
    assert "都司" not in bio and "浙江提督" not in bio
    assert decided(found, "任职") == {"杭州副将"}


def test_the_man_named_after_zhe_wei_is_the_one_who_moved_on(chapter):
    _, person = chapter(
        "钱沛\n"
        "钱沛，字东注，云南昆明人。乾隆三十六年进士，授检讨。甘肃冒赈事发，主其事者为甘肃布政使王亶成，"
        "时已迁浙江巡抚，坐诛。沛迁通政司参议。\n")
    found, bio = person("钱沛")
    assert "浙江巡抚" not in bio and "通政司参议" in bio


# -- what follows his impeachment -----------------------------------------------------------------

def test_the_arrest_after_he_impeaches_a_man_named_before_the_verb_is_that_mans(chapter):
    _, person = chapter(
        "宋德仁\n"
        "宋德仁，字右之，江南长洲人。顺治十二年进士，授编修。康熙十五年，擢左都御史。"
        "山东提督柯永真纵兵鼓譟，德仁劾奏，上命逮治。迁刑部尚书。\n")
    _, bio = person("宋德仁")
    assert "逮治" not in bio and "刑部尚书" in bio


def test_the_punishment_for_his_own_rash_impeachment_is_his(chapter):
    _, person = chapter(
        "梁鼎臣\n"
        "梁鼎臣，字星海，广东番禺人。光绪六年进士，授编修。疏劾北洋大臣李鸿章，不报。旋又追论妄劾，"
        "交部严议，降五级调用。\n")
    found, bio = person("梁鼎臣")
    assert "降五级调用" in bio


# -- a surnamed man whose surname is also a word --------------------------------------------------

def test_a_council_called_by_a_surnamed_man_the_text_names_alone_elsewhere_is_his(chapter):
    _, person = chapter(
        "罗泽西\n"
        "罗泽西，字仲山，湖南湘乡人。咸丰四年，擢知县。曾国华会诸将於金口，议攻武昌。国华以为然。"
        "泽西绘图献方略。国华遂从之。曾国华荐泽西，授道员。\n")
    _, bio = person("罗泽西")
    assert "议攻武昌" not in bio and "知县" in bio


def test_a_degree_after_cheng_is_no_man(chapter):
    _, person = chapter(
        "钱载之\n"
        "钱载之，字坤一，浙江秀水人。乾隆十七年，成进士，改庶吉士。进士，非其志也。"
        "四十五年，擢礼部侍郎。时人谓成进士者多矣。\n")
    found, bio = person("钱载之")
    assert "进士" in decided(found, "出身") and "礼部侍郎" in bio


# -- an attached account the chapter heading announces -------------------------------------------

def test_a_paragraph_opening_with_a_listed_name_is_his_own_entry(chapter):
    project, person = chapter(
        "绰和善绰和善从子富喀图\n"
        "绰和善，亦隶镶红旗。从太祖征伐，天命六年，授游击。天聪五年，从上伐明，战死。\n"
        "富喀图初以摆牙喇壮达事太宗。大凌河之役，富喀图亦被创。八年，攻大同，仍奋进克敌寨。"
        "顺治三年，授西安驻防总管。康熙五年，卒。\n")
    found, bio = person("绰和善")
    assert "攻大同" not in bio and "西安驻防总管" not in bio and "康熙五年" not in bio
    nephew, his = person("富喀图")
    assert "西安驻防总管" in decided(nephew, "任职")


def test_a_line_naming_a_man_as_another_mans_son_opens_his_entry(chapter):
    project, person = chapter(
        "岳锺瑶\n"
        "岳锺瑶，超龙子。雍正初，授四川提督。乾隆二年，卒，谥恪勤。\n"
        "濬，锺琦子。以二品荫生授西安同知，擢口北道，再擢山东布政使。\n")
    found, bio = person("岳锺瑶")
    assert "西安同知" not in bio and "山东布政使" not in bio and "四川提督" in bio
    assert [e.pattern for e in project.store.entries_of_document(1)][-1] == "name-parent"


def test_a_listed_mans_given_name_opening_a_paragraph_begins_his_account(chapter):
    _, person = chapter(
        "蒋东明刘廷\n"
        "蒋东明，字轶众，安徽亳州人。咸丰初，与同邑刘廷、李承光夜出袭寇。同治七年，晋总兵。光绪十三年，卒於工次。\n"
        "廷既解亳围，补千总，从宋庆驻守宋集。廷截之光州，擢总兵，赐号额腾依巴图鲁。光绪四年，卒於洛阳。\n")
    _, bio = person("蒋东明")
    assert "千总" not in bio and "额腾依巴图鲁" not in bio and "洛阳" not in bio
    assert "晋总兵" in bio


def test_a_clan_word_before_his_name_is_dropped_when_the_text_uses_his_name_alone(chapter):
    _, person = chapter(
        "觉罗拜图\n"
        "觉罗拜图，景祖弟包朗阿曾孙也。\n"
        "拜图事太祖差后。天命六年，从太祖伐明，攻沈阳，拜图迎战，斩副将一。既克辽东，授游击。\n")
    found, bio = person("觉罗拜图")
    assert "游击" in decided(found, "任职") and "斩副将一" in bio


# -- a kinsman of a kinsman, and a rule for everyone ------------------------------------------------

def test_a_brothers_grandson_inheriting_the_rank_takes_the_deeds_after_him(chapter):
    _, person = chapter(
        "鄂本忠\n"
        "鄂本忠，曼靖氏，其先为蒙古。天聪八年，改三等甲喇章京。九年正月，卒。康熙间，兄孙讬克塔袭世职。"
        "从抚远大将军费扬古讨噶尔丹有功，进三等精奇尼哈番。\n")
    _, bio = person("鄂本忠")
    assert "噶尔丹" not in bio and "甲喇章京" in bio


def test_a_custom_stated_in_his_life_is_no_post_of_his(chapter):
    _, person = chapter(
        "顾纯\n"
        "顾纯，字希翰，江苏吴县人。嘉庆七年进士，授编修。故事，大臣子弟不得充军机章京，时值考选，许一体与试。"
        "二十五年，迁侍讲学士。\n")
    found, bio = person("顾纯")
    assert "军机章京" not in bio and "侍讲学士" in bio

