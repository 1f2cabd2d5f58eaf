"""Another man named by his given name alone (issue 41 item 4): the clause is not the subject's.

The histories name a man in full once (招讨刘深攻浅湾) and then by his given name alone, one
character or two (深复来攻井澳). Read as no name, the clause ran on as the entry subject's. Invented
chapters in the manner of the histories (no bench text), read without a store.
"""

from __future__ import annotations

import pytest

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF, UNDECIDED


def facts(rules, body: str, name: str = "张文远", opening: str = "字子文，吴郡人也。仕为建安令。"):
    """Value → (who, name, basis, note) of the facts of `name`'s entry."""
    text = f"列传第一\n{name}\n{name}，{opening}{body}\n"
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {f.value: (f.subject.who, f.subject.name, f.subject.basis, f.subject.note) for f in entry.facts}


def test_a_one_character_given_name_of_a_man_named_before_is_his_clause(rules):
    found = facts(rules, "与吴兴沈约、陈郡谢朓友善。约寻迁尚书左丞，文远迁司徒长史。")
    assert found["尚书左丞"][2] == UNDECIDED and found["尚书左丞"][1] == "沈约"
    assert found["司徒长史"][0] == SELF  # the subject named again: his


def test_a_two_character_given_name_after_a_post_is_another_man(rules):
    """军帅景德元: a post's last character before the surname, no stop: still a man named in full."""
    found = facts(rules, "时侍卫军帅景德元领夔州。德元寻迁雍州刺史，文远代镇夔州。")
    assert found["雍州刺史"][2] == UNDECIDED and found["雍州刺史"][1] == "景德元"


def test_the_rest_of_his_sentence_is_not_the_subjects(rules):
    found = facts(rules, "文远与王谦俱行。谦反，攻始州。")
    assert found["攻始州"][2] == UNDECIDED


def test_the_subjects_own_one_character_given_name_stays_his(rules):
    found = facts(rules, "与吴兴沈约、陈郡谢朓友善。彬寻迁尚书左丞。", name="李彬")
    assert found["尚书左丞"][0] == SELF and found["尚书左丞"][2] != UNDECIDED


def test_a_given_name_never_named_in_full_in_the_entry_runs_on(rules):
    """约 here names no man of the entry: the clause runs on as the subject's."""
    found = facts(rules, "约寻迁尚书左丞。")
    assert found["尚书左丞"][0] == SELF and found["尚书左丞"][2] != UNDECIDED



@pytest.mark.parametrize("body, theirs", [
    ("兄泰亦有名。后文远迁司徒长史。泰历侍中、尚书令。", ["侍中", "尚书令"]),  # 兄泰 … 泰历…
    ("朝廷以文远子敦为征虏将军。敦官至黄门郎。", ["黄门郎"]),  # his son, after his own given name
])
def test_a_kinsman_named_by_his_given_name_alone_is_another_man(rules, body, theirs):
    """A kinsman the entry introduced by a kinsman term (兄泰, 文远子敦) and then names by his given
    name alone: his posts are not the subject's, however far back the term stood."""
    found = facts(rules, body + "文远迁广州刺史。")
    assert [v for v in theirs if found[v][2] != UNDECIDED] == []
    assert found["广州刺史"][0] == SELF and found["广州刺史"][2] != UNDECIDED


def test_a_son_of_a_counted_list_named_alone_is_another_man(rules):
    """子三人：A、B、C, then B官至…: the son's post, not his father's."""
    found = facts(rules, "迁司徒长史。子三人：忠彦、纯彦、粹彦。纯彦官至黄门侍郎。")
    assert found["黄门侍郎"][2] == UNDECIDED
    assert found["司徒长史"][0] == SELF and found["司徒长史"][2] != UNDECIDED


@pytest.mark.parametrize("body, value, his", [
    ("时刺史王道成贪暴，文远劾之，道成怒，改计攻城。", "改计攻城", False),  # his anger, then his deed
    ("时刺史王道成贪暴，文远劾之，道成大怒，改计攻城。", "改计攻城", False),  # a degree word first
    ("时刺史王道成贪暴，文远劾之，道成甚惧，改计攻城。", "改计攻城", False),
    ("时刺史王道成贪暴，文远劾之，道成惶恐，改计攻城。", "改计攻城", False),
    ("时刺史王道成贪暴，文远劾之，道成忌之，改计攻城。", "改计攻城", False),
    ("时刺史王道成贪暴，文远劾之。怒，改计攻城。", "改计攻城", True),  # no name before the feeling
])
def test_a_given_name_before_a_feeling_is_another_man(rules, body, value, his):
    """道成怒，改计攻城: a feeling (怒, 大怒, 甚惧, 惶恐) after a given name alone is that man's, and so is the
    deed his sentence goes on with."""
    assert (facts(rules, body)[value][0] == SELF) is his


@pytest.mark.parametrize("body, value", [
    # no verb list knows 责 or 拥: the man named whole just before is still the one who acts
    ("时主簿王道孙与文远同考试。俄为人所发，道孙责授左赞善大夫，文远夺奉两月。", "左赞善大夫"),
    ("文远约监军李维周继进。维周拥众壁海门，迁濠州刺史。", "濠州刺史"),
])
def test_a_two_character_given_name_before_an_unlisted_word_is_another_man(rules, body, value):
    found = facts(rules, body)
    assert found[value][0] != SELF, found


@pytest.mark.parametrize("body, value", [
    ("时主簿王道孙与文远同考试。文远责授左赞善大夫。", "左赞善大夫"),  # his own name opens it
    ("时主簿王主管与文远善。文远继知某县，主管文字，迁寿州刺史。", "寿州刺史"),  # a verb opens it
    ("及尔朱天光西伐，乃配文远精兵。天光钦文远才望，除伏波将军。", "伏波将军"),  # he regards him
    ("湘东王亲命驾临听，文远乃还山。王亲祖道，并赠侍中。", "侍中"),  # a prince's title, no man 东王亲
])
def test_his_own_clause_after_the_nearest_shape_stays_his(rules, body, value):
    found = facts(rules, body)
    assert found[value][0] == SELF, found


@pytest.mark.parametrize("body, theirs", [
    ("时雍丘令令狐通叛，文远屠其妻子。通怨文远，还攻雍丘。文远迁侍中。", ["还攻雍丘"]),
    ("与司马德戡有隙。德戡怒，改计攻城。文远迁侍中。", ["改计攻城"]),
])
def test_a_given_name_alone_after_a_two_character_surname_is_another_man(rules, body, theirs):
    """令狐通 … 通怨文远，还攻雍丘: a two-character surname whose first character is also a word
    (令 "order", 司 "manage") names the man whole all the same; his given name alone opens his clause."""
    found = facts(rules, body)
    assert [v for v in theirs if found[v][2] != UNDECIDED] == [], found
    assert found["侍中"][0] == SELF and found["侍中"][2] != UNDECIDED


def test_a_two_character_surname_word_before_his_own_name_stays_his(rules):
    """令 before 狐 names no 令狐 man here: the clause after 通 is his own when 通 names no one."""
    found = facts(rules, "时下令狐疑者斩。通怨，还攻雍丘。")
    assert found["还攻雍丘"][0] == SELF and found["还攻雍丘"][2] != UNDECIDED


_FILLER = "文远在郡，劝课农桑，兴学校，修城郭，百姓安之。" * 18  # some 450 characters of his own


def test_a_two_character_given_name_named_in_full_far_back_is_another_man(rules):
    """王德谦 named whole, then more than REACH characters of the subject's own, then 德谦迁…: a
    two-character given name before a verb names the man wherever in the entry he was named whole."""
    found = facts(rules, f"与太原王德谦友善。{_FILLER}德谦寻迁尚书左丞。文远迁侍中。")
    assert found["尚书左丞"][2] == UNDECIDED and found["尚书左丞"][1] == "王德谦"
    assert found["侍中"][0] == SELF and found["侍中"][2] != UNDECIDED


def test_a_one_character_given_name_named_in_full_far_back_runs_on(rules):
    """One character that far back is a word as often as a name (约 "about"): the clause runs on."""
    found = facts(rules, f"与吴兴沈约友善。{_FILLER}约寻迁尚书左丞。")
    assert found["尚书左丞"][0] == SELF and found["尚书左丞"][2] != UNDECIDED


def test_a_one_character_name_another_entry_of_the_document_has(rules):
    """卞拜右丞 in 蔡京's life, whose brother's life opens 卞字元度 below: 卞's post, not 京's. A
    one-character word no entry has still runs on as his (遂拜太尉)."""
    text = ("列传第一\n蔡京（弟卞）\n蔡京，字元长，兴化仙游人。登进士第。卞拜右丞，以京为翰林学士。遂拜太尉。\n"
            "卞字元度，与京同年登科。\n")
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == "蔡京")
    found = {f.value: f.subject for f in entry.facts}
    assert found["右丞"].basis == UNDECIDED and found["右丞"].name == "卞"
    assert found["翰林学士"].who == SELF and found["太尉"].who == SELF


def test_a_given_name_after_when_and_before_his_rank_is_another_man(rules):
    """及彪位至尚书: "when 彪 rose to 尚书", 彪 being 李彪, named whole just before; 位至 is his rank."""
    found = facts(rules, "文远与李彪以儒学相知，及彪位至尚书，文远迁太学博士。")
    assert found["尚书"][2] == UNDECIDED and found["尚书"][1] == "李彪"
    assert found["太学博士"][0] == SELF


def test_a_man_who_hates_is_named_before_his_verb(rules):
    """宰相崔胤恶之: 恶 ("hates") ends the name, so 胤怒 after it is 崔胤's anger, and the death by decree
    that closes his sentence is not the subject's."""
    found = facts(rules, "宰相崔胤恶之，王抟惧祸不解。胤怒，劾抟党宦竖，罢去，赐死。文远迁司徒长史。")
    assert found["赐死"][0] != SELF and found["司徒长史"][0] == SELF


@pytest.mark.parametrize("body, theirs, man", [
    # 子鹄 of 行台樊子鹄: no son named 鹄 holds the fief, nor does the subject
    ("寻随行台樊子鹄追贼。子鹄令骑兵击破之，封行唐县子。", "行唐县子", "樊子鹄"),
    # 子谅 of 周子谅: the man the throne beats and banishes dies on the road, not the subject
    ("尝荐长安尉周子谅为监察御史，子谅劾奏宰相。帝怒，杖子谅于朝堂，流瀼州，死于道。", "死于道", "周子谅"),
])
def test_a_given_name_written_as_a_kinsman_term_and_a_name_is_that_man(rules, body, theirs, man):
    """子鹄, 子谅: a kinsman term and a name, or the given name alone of a man named in full
    before. The full name decides: the clauses are that man's account, into the sentence after,
    until the subject is named again, as a kinsman's would be; never a son's facts."""
    found = facts(rules, body + "文远迁广州刺史。")
    assert found[theirs][1:3] == (man, UNDECIDED)
    assert found["广州刺史"][0] == SELF


def test_again_before_a_verb_is_no_given_name(rules):
    """再任 after 王安石再入相: 再 is "again", no man named 石再; the death after it is the subject's."""
    found = facts(rules, "时王安石再入相，论者惜之。八年，换节永兴军，再任，未拜而薨，年六十八。")
    assert found["未拜而薨"][0] == SELF and found["未拜而薨"][2] != UNDECIDED


@pytest.mark.parametrize("body, theirs, man", [
    ("时御史王恺劾之。恺终不自安，复迁尚书。", "尚书", "王恺"),  # 终: "in the end"
    ("与侍中萧胄同掌机密。胄犹不从，出为雍州刺史。", "雍州刺史", "萧胄"),  # 犹: "still"
])
def test_an_adverb_between_a_given_name_and_its_verb(rules, body, theirs, man):
    """恺终不自安, 胄犹不从: an adverb stands between the given name of a man named in full before
    and his verb; the clause and the rest of his sentence are his, not the subject's."""
    found = facts(rules, body + "文远迁广州刺史。")
    assert found[theirs][1:3] == (man, UNDECIDED)
    assert found["广州刺史"][0] == SELF
