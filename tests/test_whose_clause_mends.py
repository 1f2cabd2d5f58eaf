"""Small wrong-person and junk mends of issue 41 (whose clause), each reproduced on invented
text of the shape the histories have (no bench text), read without a store."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.lang.zh.quotes import quote_spans
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.lang.zh.rules import chinese_rules
from shiguan.models import SELF, UNDECIDED

_OPENING = "张文远，字子文，吴郡人也。仕为建安令。"


def clauses(rules, body: str, before: str = "") -> dict[str, tuple[str, str, str]]:
    """Clause text → (who, name, basis) in 张文远's entry, after an entry of 李道成's ending `before`."""
    text = f"列传第一\n李道成\n李道成，字子明，吴郡人也。{before}\n张文远\n{_OPENING}{body}\n"
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == "张文远")
    return {text[c.start:c.end]: (c.subject.who, c.subject.name, c.subject.basis) for c in entry.clauses}


def test_a_name_before_a_guard_generals_post_is_no_place_and_names_the_man(rules):
    """出为王恪卫军长史 (卫军, the guard general's command, not a 卫 garrison): 王恪 is a man, so
    恪 alone opening a clause is his, not the subject's."""
    found = clauses(rules, "王恪举员外郎孔襜使虏，文远言论不相饶。至是文远东归，恪不出送，朝廷无祖饯者。",
                    before="出为王恪卫军长史。")
    assert found["恪不出送"][:3] == ("unknown", "王恪", UNDECIDED)
    assert found["至是文远东归"][0] == SELF


def test_a_place_before_a_garrison_is_still_a_place(rules):
    """宁远卫 is a garrison: a clause opening with 远 after it names no 宁远."""
    found = clauses(rules, "文远守宁远卫，远近畏服。")
    assert found["远近畏服"][0] == SELF


def test_a_two_character_given_name_holding_a_name_stop_names_its_man(rules):
    """令恭 of 边令恭: 令 stops names elsewhere (令 = to order), but the full name stood before."""
    found = clauses(rules, "时中使边令恭监军，与文远不协。令恭迁内侍监，文远迁司徒长史。令恭寻卒。")
    assert found["令恭迁内侍监"][1:] == ("边令恭", UNDECIDED)
    assert found["令恭寻卒"][1:] == ("边令恭", UNDECIDED)
    assert found["文远迁司徒长史"][0] == SELF


def test_two_name_stops_are_a_word_not_a_given_name(rules):
    """攻守 after 所云攻守之策: two name stops (attack, defend) are a word, no man 云攻守."""
    found = clauses(rules, "文远上书，所云攻守之策甚备。攻守三旬，殄其太半。")
    assert found["攻守三旬"][0] == SELF


def test_an_order_to_a_man_named_before_is_still_read_as_an_order(rules):
    found = clauses(rules, "时中使边令恭监军。文远令恭守城，迁司徒长史。")
    assert found["迁司徒长史"][0] == SELF


@pytest.mark.parametrize("body, value, relation", [
    ("文远与裴大眼讨贼，大破之。迁侍中。卒，赠大将军，谥曰忠。", "大将军", "赠"),
    ("文远与韦中和讨贼，中流矢，迁侍中。卒，赠中书令。", "中书令", "赠"),
    ("文远与陈少游友善，少好学。拜少府卿。", "少府卿", "任职"),
])
def test_a_posts_first_character_is_no_receiver(rules, body, value, relation):
    """大破之 and 赠大将军 after 裴大眼: 大 is "greatly" and the first character of the post, no man
    named 大; the post and the 谥 after it are the subject's."""
    found = facts(rules, body)
    assert found[value][0] == SELF and found[value][2] != UNDECIDED
    if "谥" in body:
        assert found["忠"][0] == SELF and found["忠"][2] != UNDECIDED


def test_the_rulers_eastern_rite_is_no_fief(rules):
    found = facts(rules, "迁侍中。帝东封太山，文远从行。进封平乐县侯。")
    assert "太山" not in found and found["平乐县侯"][0] == SELF


def test_a_kinsman_named_by_the_last_character_of_his_opening_is_no_style(rules):
    """元昌弟元: the new man 元 stands last, not at the 元 of 元昌 (which would read 元 as opening his
    own 字): his account is a kinsman's, never "opened by his name and 字"."""
    found = facts(rules, "子元昌，早卒。文远迁侍中。元昌弟元，官至光禄大夫，卒。")
    who, _, _, note = found["光禄大夫"]
    assert who != SELF and "字 (元字" not in note


def test_a_style_opening_still_reads_as_one(rules):
    found = facts(rules, "文远迁侍中。遐字景远，官至光禄大夫，卒。")
    assert found["光禄大夫"][2] == UNDECIDED and "字 (遐字" in found["光禄大夫"][3]


@pytest.mark.parametrize("text, quoted", [
    ("文远上表曰：\n\u3000\u3000兵者凶器，不可久用。\n文远迁侍中。", "\u3000\u3000兵者凶器，不可久用。"),
    ("文远上表曰：\n    兵者凶器，不可久用。\n文远迁侍中。", "    兵者凶器，不可久用。"),
    ("\u3000\u3000臣闻兵者凶器。\n文远迁侍中。", "\u3000\u3000臣闻兵者凶器。"),
])
def test_an_indented_memorial_paragraph_is_quoted_whole(rules, text, quoted):
    spans = [text[a:b] for a, b in quote_spans(text, 0, len(text), chinese_rules(rules).subjects)]
    assert quoted in spans and not any("迁侍中" in s for s in spans)


def test_one_space_opening_a_paragraph_still_stands_for_a_mark(rules):
    text = "文远上表曰：\n 兵者凶器。 文远迁侍中。"
    spans = [text[a:b] for a, b in quote_spans(text, 0, len(text), chinese_rules(rules).subjects)]
    assert " 兵者凶器。 " in spans and not any("迁侍中" in s for s in spans)


@pytest.mark.parametrize("text, quoted, narrative", [
    ("文远上表曰：\n兵者凶器，不可久用。\n夫兵者，不得已而用之。\n今北边无事。\n文远迁侍中。",
     ["夫兵者，不得已而用之。", "今北边无事。"], "文远迁侍中。"),
    ("臣闻兵者凶器。\n昔汉文帝节用爱人。\n文远迁侍中。", ["昔汉文帝节用爱人。"], "文远迁侍中。"),
])
def test_a_memorials_next_paragraph_arguing_on_is_quoted_whole(rules, text, quoted, narrative):
    """After a paragraph quoted whole, 夫…, 今… or 昔… goes on with the memorial's argument."""
    spans = [text[a:b] for a, b in quote_spans(text, 0, len(text), chinese_rules(rules).subjects)]
    assert all(q in spans for q in quoted) and not any(narrative in s for s in spans)


@pytest.mark.parametrize("text", ["文远迁侍中。\n今北边无事，文远出镇。",
                                  "文远上表曰：\n兵者凶器。\n又论火灾，文远迁侍中。",
                                  "文远上表曰：\n“兵者凶器。”\n今北边无事，文远迁侍中。",
                                  "文远上表曰：\n兵者凶器。\n夫人王氏，文远迁侍中，卒。",
                                  "文远上表曰：\n兵者凶器。\n今上即位，文远迁侍中。"])
def test_a_paragraph_after_narrative_or_opening_with_you_stays_narrative(rules, text):
    """今 after a narrative paragraph (or after a memorial a mark closed), and 又 (又论…, 又言：),
    open the narrative as often as a memorial; so do 夫人 (his wife) and 今上 (the reigning emperor)."""
    spans = [text[a:b] for a, b in quote_spans(text, 0, len(text), chinese_rules(rules).subjects)]
    assert not any("文远" in s for s in spans)
