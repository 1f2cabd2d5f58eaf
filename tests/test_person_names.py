"""Junk people (issue 41 item 8): a person node needs a person's name.

A word read as a man that is an office (尚书|吏部郎), the start of one (国子 of 国子博士, 通直散 of
通直散骑常侍, 宁朔 of 宁朔将军), a place before its governor's title (江夏内史), a post read as a
native place (服阕，除中书通事舍人) or a name run on into a verb (兄斐起家为…) makes a node that
takes the facts of every place the text writes it. Invented chapters in the manner of the
histories (no bench text), read without a store.
"""

from __future__ import annotations

import pytest

from shiguan.lang.zh.aliases import name_before_verb
from shiguan.lang.zh.person_names import PersonNames
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import KIN, OTHER, SELF, UNDECIDED


def facts(rules, body: str, name: str = "张文远",
          opening: str = "字子文，吴郡人也。仕为建安令。") -> dict[str, tuple[str, str, str, str]]:
    """Value → (who, name, basis, note) of the facts of `name`'s entry (张文远's)."""
    text = f"列传第一\n{name}\n{name}，{opening}{body}\n"
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {f.value: (f.subject.who, f.subject.name, f.subject.basis, f.subject.note) for f in entry.facts}


@pytest.mark.parametrize("body, posts", [
    ("迁太子中庶子，除通直散骑常侍、国子祭酒，领步兵校尉。寻迁国子博士。",  # the start of an office, twice
     ["通直散骑常侍", "国子祭酒", "国子博士"]),
    ("出为宁朔将军、江夏内史。还，为江夏王长史。",  # a general's title, a place before its governor's
     ["宁朔将军", "江夏内史"]),
])
def test_the_start_of_an_office_is_no_man_and_the_post_stays_his(rules, body, posts):
    found = facts(rules, body)
    assert [p for p in posts if found[p][0] != SELF or found[p][2] == UNDECIDED] == []
    assert all("start of an office" in found[p][3] for p in posts if p in ("通直散骑常侍", "国子祭酒"))


def test_an_office_read_after_a_title_is_no_official(rules):
    found = facts(rules, "天监初，转尚书吏部郎，参大选。迁祠部郎，又为尚书祠部郎。")
    assert found["尚书吏部郎"][:1] == (SELF,)
    assert [v for v, s in found.items() if s[0] in (OTHER, KIN) and s[2] != UNDECIDED] == []


def test_a_post_after_a_clause_is_no_native_place(rules):
    """服阕，除中书通事舍人: 舍人 ends a post, not 某地人 after a man's name."""
    found = facts(rules, "以父忧去职。服阕，除中书通事舍人，出为本州别驾。")
    assert found["中书通事舍人"][0] == SELF and found["中书通事舍人"][1] == "张文远"


def test_a_kinsmans_name_ends_where_his_career_begins(rules):
    found = facts(rules, "兄斐起家为郁林太守，征俚贼，死于阵。")
    assert found["郁林太守"][:2] == (KIN, "斐")


@pytest.mark.parametrize("run, name", [("斐起家", "斐"), ("会理嗣", "会理"), ("承嗣", "承嗣"), ("嗣宗", "嗣宗"),
                                       ("元礼解褐", "元礼")])
def test_name_before_verb(run, name):
    assert name_before_verb(run) == name


def test_a_man_named_before_a_post_elsewhere_too_is_still_a_man(subject_rules):
    text = "授王茂宁朔将军。王茂辞不受。寻以国子博士某、国子祭酒某为通直散骑常侍。"
    names = PersonNames(text, subject_rules)
    assert names.why_not("王茂") == ""
    assert names.why_not("国子") != "" and names.why_not("通直散") != ""  # twice; once, begun inside it
    assert PersonNames("授李思忠都督同知。", subject_rules).why_not("李思忠") == ""  # once, right before a post
    assert names.why_not("吏部郎") != ""
    assert PersonNames("以王茂为太守。", subject_rules).why_not("王茂") == ""  # a verb between: no office


def test_men_given_posts_in_one_sentence_keep_them(rules):
    """Several men named whole before their posts (the list-recipient rule) are still men."""
    found = facts(rules, "封李思忠靖安伯，授王国安都督同知。王国安辞。李思忠不受。")
    assert found["李思忠靖安伯"][:2] == (OTHER, "李思忠") and found["王国安都督同知"][:2] == (OTHER, "王国安")


def test_a_general_title_or_a_place_before_its_post_is_his_after_wei(rules):
    """出为宁朔将军、东阳太守: two words before two posts are titles after 为 (his posts, with a
    note); after 授 a two-character word may be a man, so the post is no one's yet; a full name
    the text writes again as a man's (李思忠辞) takes his post."""
    found = facts(rules, "出为宁朔将军、东阳太守。俄而授王茂侍中、李思忠尚书。李思忠辞。")
    assert found["宁朔将军"][:2] == (SELF, "张文远") and "a title, not a man" in found["宁朔将军"][3]
    assert found["东阳太守"][:2] == (SELF, "张文远")
    assert found["王茂侍中"][2] == UNDECIDED
    assert found["李思忠尚书"][:2] == (OTHER, "李思忠")


def test_the_places_a_post_counts_are_no_man(subject_rules):
    names = PersonNames("迁使持节、都督荆雍益梁宁五州诸军事。", subject_rules)
    assert names.why_not("荆雍益梁宁") != ""
