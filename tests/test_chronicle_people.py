"""Who and where the rules-only 纪事本末 names, on a topic nobody had read (a people, written
with one character that is also a surname): a man surnamed with the topic's word is not the
topic; the emperor named by his temple name, and the court's honour for a dead man, are not the
biography's man's deeds; a son's life headed by a two-character given name names no one a reader
can find; a term opening another place (清江 of 清江浦) is that place; a period is honest and a
sentence ending in 「！」 gets no 「。」. Every passage is invented for these tests, in the manner
of the histories."""

from __future__ import annotations

from contextlib import closing

import pytest
from conftest import ingested_chapters

from shiguan.lang.zh.write.chronicle import write_chronicle

PEOPLE = (
    "张守仁李正德王成赵德宜子骏文\n"
    "张守仁，字子仁，湖南凤凰人。乾隆六十年，守仁剿苗于松桃，破其寨。嘉庆二年，守仁抚苗民，设屯堡。五年，卒。\n"
    "李正德，字子正，安徽寿州人。咸丰十年，正德击苗德禄于凤台，败之。同治元年，苗德禄复叛，正德又破苗德禄于颍上。"
    "苗德禄走蒙城。德禄复叛，德禄伏诛，德禄之党散。二年，卒。\n"
    "王成，字子成，贵州铜仁人。嘉庆二年，成从总督剿苗，破其寨。五年春，仁宗知成剿苗奋勇，命所领自为一军。"
    "六年，苗复叛，成力战，死之。照例赐恤，于苗疆及原籍建专祠。\n"
    "赵德宜，字子宜，江苏昆山人。康熙十年，德宜抚苗疆，设营汛。二十年，卒。\n"
    "子骏文，历兵科给事中。康熙四十一年，疏劾湖广总督办理苗疆剿抚失宜。卒。\n"
)


def sections(tmp_path, text: str, topic: str, asked: tuple[str, ...] = ()) -> list:
    """The chronicle's sections of the topic over one invented chapter."""
    with closing(ingested_chapters(tmp_path, {"卷一.txt": text})) as project:
        return write_chronicle(project, topic, 100000, asked=asked).sections


def told(tmp_path, text: str, topic: str, asked: tuple[str, ...] = ()) -> list[str]:
    return [t.text for s in sections(tmp_path, text, topic, asked) for t in s.sentences]


def test_the_topics_word_as_a_mans_surname_is_not_the_topic(tmp_path):
    text = told(tmp_path, PEOPLE, "苗")
    assert any("张守仁剿苗于松桃" in t for t in text)  # the people themselves: the topic
    assert not any("苗德禄" in t for t in text)  # a rebel surnamed 苗 (德禄 alone elsewhere): a name


def test_the_emperor_by_his_temple_name_is_not_the_biographys_man(tmp_path):
    assert not any("仁宗知" in t for t in told(tmp_path, PEOPLE, "苗"))  # 王成仁宗知成…: the emperor knew him


def test_the_courts_honour_for_a_dead_man_is_not_his_deed(tmp_path):
    assert not any("建专祠" in t for t in told(tmp_path, PEOPLE, "苗"))  # he did not build his own shrine


NOT_HIS = [  # (his life, his deed kept, the throne's or the court's words that are not his)
    # any dynasty's temple title (one character and 祖 or 宗), not one dynasty's list
    ("钱守义\n钱守义，字子义，湖广辰州人。万历二年，守义从总督剿苗，破其寨。"
     "五年春，神宗知守义剿苗奋勇，命所领自为一军。七年，卒。\n", "钱守义从总督剿苗", "神宗知"),
    # the court's honour, his death told in the sentence before it (…死之。事闻，予世职，建专祠)
    ("祁永年\n祁永年，字子年，贵州镇远人。嘉庆二年，永年从总督剿苗，破其寨。"
     "六年，苗复叛，永年力战，死之。事闻，予云骑尉世职，于苗疆建专祠。\n", "祁永年从总督剿苗", "专祠"),
]


@pytest.mark.parametrize(("text", "his", "not_his"), NOT_HIS)
def test_the_throne_by_any_temple_title_or_an_honour_after_his_death_is_not_his_deed(tmp_path, text, his, not_his):
    said = told(tmp_path, text, "苗")
    assert any(his in t for t in said) and not any(not_his in t for t in said), said


def test_a_son_headed_by_a_two_character_given_name_is_no_actor(tmp_path):
    text = told(tmp_path, PEOPLE, "苗")
    assert any("赵德宜抚苗疆" in t for t in text)
    assert not any("骏文" in t for t in text)  # 子骏文: the reader cannot tell whose son


CANAL = "".join(f"{n}年，周世安巡视清江浦，阅漕船。" for n in "一二三四五六七八九十") * 2


def test_a_term_opening_another_place_the_corpus_writes_often_is_that_place(tmp_path):
    """清江 (the 苗 country's 厅) opens 清江浦, a canal town of 20 sentences none of which holds 苗."""
    text = ("张守仁\n"
            "张守仁，字子仁，湖南凤凰人。乾隆六十年，守仁剿苗于松桃，破其寨。嘉庆二年，守仁进攻清江，克之。"
            "三年，守仁于清江浦筑土城驻之。五年，卒。\n"
            f"周世安，字子安，江苏山阳人。道光元年，授漕运总督。{CANAL}卒。\n")
    said = told(tmp_path, text, "苗", asked=("清江",))
    assert any("守仁进攻清江" in t for t in said)  # the topic's own 清江
    assert not any("清江浦" in t for t in said)  # the canal town: another place


def test_a_parts_period_runs_to_the_dates_its_undated_episodes_follow(tmp_path):
    """One dated deed of 1802 and one undated after a date of 1884: the part is 1802 to after 1884."""
    text = ("傅守一\n"
            "傅守一，字子一，顺天宛平人。嘉庆七年，守一办理边防善后，民悦服。十年，卒。\n"
            "陶安，字子安，湖南长沙人。光绪十年，授黑龙江副都统。明年，调吉林，督边防。二十年，卒。\n")
    parts = sections(tmp_path, text, "边防")
    assert len(parts) == 1 and sum(len(s.sentences) for s in parts) == 2
    assert parts[0].heading.endswith("1802–1884后"), parts[0].heading


def test_a_seat_lying_somewhere_and_the_men_counted_before_with_are_not_his_deeds(tmp_path):
    """治当苗冲: his post's seat lay on the 苗's road (治, the seat, no verb); 流犯三千馀人，与苗民错处:
    the convicts lived among the 苗, he memorialised to move them."""
    text = ("傅守一\n"
            "傅守一，字子一，顺天宛平人。嘉庆元年，授凤凰厅同知。治当苗冲，会大军移征湖北。二年，守一剿苗于松桃，破之。十年，卒。\n"
            "贺长安，字子长，湖南善化人。道光十六年，授贵州巡抚。黔省安置流犯三千馀人，与苗民错处，衅隙易生，疏请改发新疆。"
            "十八年，长安抚苗民，设义学。卒。\n")
    said = told(tmp_path, text, "苗")
    assert any("傅守一剿苗于松桃" in t for t in said) and any("贺长安抚苗民" in t for t in said)
    assert not any("治当" in t for t in said)
    assert not any("贺长安与苗民" in t for t in said)


def test_the_men_he_leads_counted_before_with_are_his_own_battle(tmp_path):
    """率兵三千人，与苗战: the count closes a clause that has him lead the men; the battle is his."""
    text = ("韩立本\n韩立本，字子本，湖南沅州人。乾隆六十年，立本剿苗于松桃，破其寨。"
            "嘉庆元年，立本率兵三千人，与苗战于平陇，大破之。五年，卒。\n")
    assert any("韩立本与苗战" in t for t in told(tmp_path, text, "苗"))


def test_a_part_of_undated_episodes_only_is_headed_by_the_dates_they_follow(tmp_path):
    """No deed of the part dated by its own clause: still a period, not 「其他」, and not a year it
    may not be (明年 after 光绪十年 is 1885): after the date it follows."""
    text = ("陶安\n陶安，字子安，湖南长沙人。光绪十年，授黑龙江副都统。明年，调吉林，督边防。二十年，卒。\n")
    assert [s.heading for s in sections(tmp_path, text, "边防")] == ["1884后"]


def test_a_sentence_ending_in_an_exclamation_gets_no_full_stop_after_it(tmp_path):
    text = ("杨守春\n杨守春，字子春，四川崇庆人。以武举效用督标，累擢守备。\n"
            "乾隆六十年，调赴苗疆，力战解围，进援松桃，率敢死四十人为前锋，纵马入贼屯，呼曰： 大兵至矣！降者免死。\n")
    said = told(tmp_path, text, "苗")
    assert any(t.endswith("大兵至矣！") for t in said), said
