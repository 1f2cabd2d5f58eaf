"""Deaths in the forms the earlier histories write them (issue 41, item 7): a cause before 而卒,
grief or illness before 卒, 赐死 by decree, 卒时年某; and 卒 as a soldier is no death.
Invented text."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.extract import extract_facts


def read(text: str, rules) -> dict[str, str]:
    text = "甲乙字某，某郡人也。" + text
    return {f.relation: f.value for f in extract_facts(text, 0, len(text), rules, ())
            if f.relation in ("卒", "享年")}


@pytest.mark.parametrize("text, death, age", [
    ("感恸而卒，年二十八。", "感恸而卒", "二十八"),
    ("遂以忧惧卒于某城。", "遂以忧惧卒于某城", None),
    ("闻之，惊愕得疾卒，年八十。", "惊愕得疾卒", "八十"),
    ("有诏赐死。", "赐死", None),
    ("亦被杀。", "被杀", None),
    ("卒时年三十六。", "卒", "三十六"),
    ("十一月卒，时年五十八。", "卒", "五十八"),
    ("明年，诛死。", "诛死", None),
    ("见杀于某门外，时年四十六。", "见杀于某门外", "四十六"),
    ("某帝诏赐死于第。", "赐死于第", None),
    ("命待者取香火，至于五更而死。", "至于五更而死", None),  # what he was doing, then 而死
    ("竟握节以死。", "竟握节以死", None),
    ("战败而殁，赠司空。", "战败而殁", None),
    ("未几死。", "未几死", None),  # a time, then the death
    ("迟明卒，年七十。", "迟明卒", "七十"),
    ("闻之，忧悸死。", "忧悸死", None),  # how it came: fear
    ("竟不仕而终。", "竟不仕而终", None),  # 而终: a natural end after what he did, or did not
    ("至夜而终，时年七十。", "至夜而终", "七十"),
    ("年六十五而终。", "年六十五而终", "六十五"),  # an age, then 而终
    ("除侍中，未拜而终。", "未拜而终", None),  # a post not taken up
    ("谓长史曰： 吾将辞人世。 言毕而终，时年五十九。", "言毕而终", "五十九"),  # the end of his last words
    ("卒年五十九。", "卒", "五十九"),  # the age right after 卒, no break
    ("薨年七十。", "薨", "七十"),
    ("居家逾月卒。", "居家逾月卒", None),  # how long after, at home: no one sent or jailed
    ("道死。", "道死", None),  # on the road
    ("遂就死。", "就死", None),  # went to his death
])
def test_a_death_in_another_form_is_read(extract_rules, text, death, age):
    found = read(text, extract_rules)
    assert found.get("卒") == death and found.get("享年") == age, found


@pytest.mark.parametrize("text", ["大收降卒。", "身先士卒。", "以功赏士卒。", "宁战而死。", "士卒冻馁而死。",
                                  "遂以终身不仕。", "斩首二千级，斩于阵前者甚众。",
                                  "或陈不可，乙大怒，斩于阶侧。",
                                  "胤怒，劾抟党宦竖，不忠，罢去，俄赐死。"])  # 俄 alone: the sentence's other man
def test_a_soldier_is_no_death(extract_rules, text):
    assert "卒" not in read(text, extract_rules)


@pytest.mark.parametrize("text", [
    "乙丙宗族皆遇害。", "诸子俱伏诛。", "是岁，其子在东者皆为某王所害。", "党与皆于某城见杀。",
    "兄弟皆遂被诛。", "党与皆见杀于某城。",
])
def test_a_death_told_of_several_is_not_his(extract_rules, text):
    assert "卒" not in read(text, extract_rules)


def test_a_death_with_others_joined_by_yu_is_his(extract_rules):
    assert read("与兄某俱遇害。", extract_rules).get("卒") == "遇害"


def test_a_bare_death_after_his_own_name_is_read(extract_rules):
    text = "甲乙字某，某郡人也。乙死，子丙袭位。"
    found = [f for f in extract_facts(text, 0, len(text), extract_rules, (), own=("甲乙", "乙"))
             if f.relation == "卒"]
    assert [f.value for f in found] == ["死"]


@pytest.mark.parametrize("text", ["杀人者，死。", "子丙领兵戍某城。死，赠某官。"])
def test_a_bare_death_without_his_name_is_not_read(extract_rules, text):
    assert "卒" not in read(text, extract_rules)


def test_a_death_with_its_place_after_another_name_is_not_read(extract_rules):
    assert "卒" not in read("丙乃自缢于树，乙因伏尸哭。", extract_rules)  # 丙's death, in 乙's entry


@pytest.mark.parametrize("text", [
    "丙奉诏自尽于狱，乙哭之。", "丙受诏自杀于家。", "丙同诏自杀于狱。",  # 丙's death, by decree
    "丙乃自缢，乙因伏尸哭。", "丙诏赐死。",  # a name before 乃 or 诏, with no place after
    "丙诏与丁同弃市。",
])
def test_a_death_by_decree_or_adverb_after_another_name_is_not_read(extract_rules, text):
    assert "卒" not in read(text, extract_rules)


@pytest.mark.parametrize("text, death", [
    ("奉诏自尽于狱。", "自尽于狱"), ("有诏赐死。", "赐死"), ("上诏赐死于家。", "赐死于家"),
    ("乃自缢。", "自缢"), ("遂自杀于家。", "自杀于家"), ("次日，遽诏与某等同弃市。", "弃市"),
])
def test_a_death_by_decree_or_adverb_at_clause_start_is_read(extract_rules, text, death):
    assert read(text, extract_rules).get("卒") == death


@pytest.mark.parametrize("text", ["帝怒，收其党，诛死。", "收其党，遂诛死于市。"])
def test_a_bare_execution_without_his_name_is_not_read(extract_rules, text):
    assert "卒" not in read(text, extract_rules)  # the party's death


@pytest.mark.parametrize("text", ["坐事诛死。", "坐与某谋反，诛死。", "以罪诛死。"])
def test_an_execution_for_his_offence_is_read(extract_rules, text):
    assert read(text, extract_rules).get("卒") == "诛死"


def test_an_execution_after_his_own_name_is_read(extract_rules):
    text = "甲乙字某，某郡人也。乙诛死，子丙袭位。"
    found = [f for f in extract_facts(text, 0, len(text), extract_rules, (), own=("甲乙", "乙"))
             if f.relation == "卒"]
    assert [f.value for f in found] == ["诛死"]


@pytest.mark.parametrize("text, death", [
    ("明年，徙某州，数月卒，年五十一。", "卒"), ("逾月卒，年七十九。", "卒"), ("旬日卒。", "卒"),
    ("未及遣，遇病卒。", "遇病卒"), ("命安置某州，行至某州卒。", "行至某州卒"),
    ("四年冬见诛。", "见诛"), ("三年春，伏诛。", "伏诛"),
    ("寻遇疾卒。", "寻遇疾卒"), ("遂以疾卒。", "遂以疾卒"), ("居数月，忧愤发病卒。", "忧愤发病卒"),
    ("遂于阵没，时年四十一。", "于阵没"), ("遂死狱中。", "死狱中"), ("并伏法。", "伏法"),
])
def test_a_death_after_a_span_of_time_or_on_the_road_is_read(extract_rules, text, death):
    """数月卒, 遇病卒, 行至某州卒, 四年冬见诛, 寻遇疾卒: a time, an illness, an adverb before its cause
    or a journey before the death; 阵没, 死狱中, 伏法."""
    assert read(text, extract_rules).get("卒") == death


@pytest.mark.parametrize("text", ["丙数月卒。", "丙行至某州卒。", "丙四年冬见诛。", "其党数月皆伏诛。", "丙并伏法。",
                                  "丙遂死狱中。", "父母并卒。"])
def test_those_forms_after_another_name_are_not_read(extract_rules, text):
    assert "卒" not in read(text, extract_rules)


@pytest.mark.parametrize("text", [
    "行至某州闻父卒。", "还至家而母卒。", "归至家父已卒。", "行至某州而王丙卒。", "数月父发病卒。",
])
def test_a_kinsmans_or_another_mans_death_on_his_journey_is_not_his(extract_rules, text):
    assert "卒" not in read(text, extract_rules)


@pytest.mark.parametrize("text, death", [
    ("卒不受，终于家。", "终于家"), ("以寿终。", "以寿终"), ("竟以疾终。", "以疾终"), ("病终于家。", "病终于家"),
    ("乃自经死。", "自经死"), ("遂投缳死。", "投缳死"), ("遂自刭。", "自刭"), ("赴井死。", "赴井死"),
    ("夜闻盗至，惊惧坠井卒，时年六十九。", "惊惧坠井卒"), ("疽发背卒。", "疽发背卒"), ("忧卒。", "忧卒"),
    ("雄出战，临阵战殁。", "临阵战殁"),
    ("至某城，为故某州刺史某某诸子所害。", "为故某州刺史某某诸子所害"),
    ("年七十卒。", "卒"), ("被执，不屈而死。", "不屈而死"), ("不食而死。", "不食而死"),
])
def test_a_death_in_an_unseen_form_is_read(extract_rules, text, death):
    """Issue 41 item 7: 终 (终于家, 以寿终), a suicide with 死 after it (自经死), a fall or an ulcer (坠井卒,
    疽发背卒), a death in battle (临阵战殁), a long killer (为某某诸子所害), an age before 卒, a
    death refusing to yield or to eat."""
    assert read(text, extract_rules).get("卒") == death


@pytest.mark.parametrize("text", [
    "丙终于家。", "丙自经死。", "丙疽发背卒。", "丙临阵战殁。", "丙年七十卒。",
    "丙不屈而死。", "妻子皆自经死。", "父母相继以寿终。",
])
def test_an_unseen_form_after_another_name_is_not_read(extract_rules, text):
    """Another man's or several men's death, told in the new forms: a name or a crowd before the verb."""
    assert "卒" not in read(text, extract_rules)


@pytest.mark.parametrize("text", [
    "始终于此。", "终于是，不复言。", "欲自刭。", "当自经死。", "没于贼。", "孤军深入，没于阵。", "陷没于贼中。",
    "坐事诛之。", "以谋反诛其党。", "丙继管学，坐论某事被诛。", "以谋反伏诛。", "年七十，犹卒业。", "临终于家诫诸子。",
    "上自炎、黄，终于天监之末。", "起自建元，终于永明之初。", "起元庖牺，终于晋末。", "辞疾去职，终于齐代，不复出仕。",
    "始于固业，终于无为，十篇。", "而况其子，终于不易。",
])
def test_what_only_looks_like_a_death_is_not_read(extract_rules, text):
    """终于 as "finally"; a suicide meant, not done; 没于贼, 没于阵 (taken by rebels or in battle, alive); an
    execution he orders (坐事诛之, 以谋反诛其党) or one told with its offence and no name (another man's
    in passing, after a verb the subject rules do not know: 丙继管学，坐论某事被诛); 卒业 (finished his
    studies); 临终 (at his death, no death told); 终于 closing a span of time (a book's reach)."""
    assert "卒" not in read(text, extract_rules)


@pytest.mark.parametrize("text, death, age", [
    ("终于家，年七十一。", "终于家", "七十一"), ("以寿终于家，时年八十。", "以寿终于家", "八十"),
    ("竟以疾终于官，年五十。", "以疾终于官", "五十"),
])
def test_a_natural_death_by_zhong_goes_on_to_his_age(extract_rules, text, death, age):
    found = read(text, extract_rules)
    assert found.get("卒") == death and found.get("享年") == age, found


@pytest.mark.parametrize("text", ["始终不渝，年七十犹学。", "临终诫诸子，年七十。"])
def test_an_age_after_zhong_that_tells_no_death_is_not_read(extract_rules, text):
    assert "享年" not in read(text, extract_rules)


@pytest.mark.parametrize("text", [
    "丙至某城数日卒。", "到郡数月父卒。", "在郡岁余母卒。", "数日之中，卒得某城。",
    "某妃尝遇心疾，二日卒。", "杖之百余，数日死。", "令丙攻之，中流矢卒。",
    "遣司马丙攻某城，至某城数日卒。", "以丙为某郡太守，到官三日卒。", "收郡吏丙下狱，后数日卒。",
    "安女为皇后。后寝疾，月余薨。", "沙钵略恶之，月余卒。",
])
def test_a_death_after_a_span_of_time_is_not_read_as_his(extract_rules, text):
    """A death told by how soon it came (到某州少日卒, 后数日卒) is read by no form: the histories tell it
    as often of a man he sent or appointed, a prisoner, his prince, a daughter or a foreign ruler in
    the same sentence (遣司马丙攻某城，至某城数日卒), and a clause that names none of them is carried to
    him; a count of days alone, 死 after a span and a stray arrow the same."""
    assert "卒" not in read(text, extract_rules)


@pytest.mark.parametrize("text", ["遂不屈而死。", "竟不食而死。", "终不食而死。", "未几卒。", "未几薨。",
                                  "竟握节以死。"])
def test_one_death_is_one_fact(extract_rules, text):
    """The forms read after a deed or a time never read again, from another start, a death another
    pattern reads (遂|不屈而死, 未几|卒)."""
    text = "甲乙字某，某郡人也。" + text
    assert len([f for f in extract_facts(text, 0, len(text), extract_rules, ()) if f.relation == "卒"]) == 1



def honours(text: str, rules) -> list[str]:
    return [f.value for f in extract_facts(text, 0, len(text), rules, ()) if f.relation == "赠"]


@pytest.mark.parametrize("text", ["縡赠诗五十韵。", "赠遗甚厚。", "礼赠优渥。",  # a gift of verse or goods
                                  "乞赠三司。", "请赠令仆。",  # asked for another
                                  "及诏追赠修父。"])  # another man's father
def test_a_gift_a_request_or_anothers_father_is_no_honour_of_his(extract_rules, text):
    assert honours(text, extract_rules) == []


@pytest.mark.parametrize("text, honour", [("卒，赠太尉、侍中如故。", "太尉、侍中如故"),
                                         ("卒，赠银青光禄大夫。", "银青光禄大夫"),
                                         ("卒，赠金紫光禄大夫。", "金紫光禄大夫")])
def test_an_honour_after_his_death_is_still_read(extract_rules, text, honour):
    assert honours(text, extract_rules) == [honour]


@pytest.mark.parametrize("text, death", [
    ("开禧元年秋八月卒。", "卒"),  # a season and a month after the year
    ("已薨。", "已薨"),
    ("有顷卒。", "卒"),
    ("道病首疡卒。", "道病首疡卒"),  # an illness named, on the road
    ("疽发背死。", "疽发背死"),  # a sore, then 死
    ("城陷，杀其家，纵火自焚。", "纵火自焚"),  # he burned himself
    ("遂赴火死。", "赴火死"),
    ("谓其子曰： 吾死，薄葬。 遂卒。", "遂卒"),  # right after his last words (printed between spaces)
    ("叹曰： 天亡我乎！ 明日卒。", "明日卒"),
    ("叹曰： 已矣！ 遂自经。", "自经"),
])
def test_a_death_after_last_words_or_in_a_later_form_is_read(extract_rules, text, death):
    """Stop 81: forms of the later histories, and a death that opens the clause right after a
    quotation, which the book prints between spaces (whose death it is: lang/zh/last_words.py)."""
    assert read(text, extract_rules).get("卒") == death
