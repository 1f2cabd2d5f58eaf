"""The attribution benchmark's line locator, aligner and labeller (bench/parallel_*.py), on small
invented chapters in the shape of the parallel corpus: classical lines, their modern translation
line for line, and the chapter as printed. No model, no project."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from attribution_measures import flags_of, pooled_groups  # noqa: E402
from parallel_labels import HIS, OTHER, UNKNOWN, align, content, read_clause, reader_label, verdict  # noqa: E402
from parallel_names import (  # noqa: E402
    Lexicon,
    chapter_lexicon,
    given_names,
    name_variants,
    partial_forms,
    split_man_forms,
    translation_names,
    used_for_person,
)
from parallel_text import clause_spans, locate_lines  # noqa: E402

SURNAMES = frozenset({"李", "王", "周", "宇文", "刘", "任", "张"})
PRINTED = (
    "◎列传第一\n"
    "○李国安王乙\n"
    "李国安字子平，某州某县人也。少好学。\n"
    "天和初，拜某郡太守。卒。\n"
    "王乙，某县人。国安荐之，除侍郎。\n"
)


def lexicon(*people: tuple[str, str]) -> Lexicon:
    return Lexicon({form: frozenset({key}) for form, key in people})


# -- the line locator ----------------------------------------------------------------------------

def test_lines_are_found_in_order_whatever_the_punctuation():
    lines = ["李国安字子平，某州某县人也。", "少好学。", "天和初，拜某郡太守。", "王乙，某县人。"]
    located = locate_lines(PRINTED, lines)
    assert located.share == 1.0
    spans = located.spans
    assert PRINTED[spans[0][0]:spans[0][1]] == "李国安字子平，某州某县人也"
    assert PRINTED[spans[3][0]:spans[3][1]] == "王乙，某县人"
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))
    assert located.line_at(spans[2][0] + 3) == 2


def test_a_line_missing_from_the_text_is_not_found_and_the_cursor_stays():
    located = locate_lines(PRINTED, ["李国安字子平，某州某县人也。", "此句不在书中。", "卒。"])
    assert located.spans[1] is None
    assert PRINTED[located.spans[2][0]:located.spans[2][1]] == "卒"


def test_a_line_that_differs_in_one_character_is_found_loosely():
    located = locate_lines(PRINTED, ["李国安字子平，某洲某县人也。"])
    assert PRINTED[located.spans[0][0]:located.spans[0][1]] == "李国安字子平，某州某县人也"


def test_a_short_line_far_past_the_cursor_is_not_taken():
    far = "某" * 4000 + "卒。"
    assert locate_lines(far, ["卒。"]).spans == [None]


# -- the aligner ---------------------------------------------------------------------------------

def test_the_clause_holding_the_classical_content_is_aligned():
    target = "天和初年，李国安被任命为某郡太守，不久去世。"
    aligned = align("拜某郡太守", target, 0.5, value="某郡太守")
    assert target[aligned.start:aligned.end] == "李国安被任命为某郡太守"
    assert target[aligned.anchor] == "某"


def test_a_death_aligns_with_its_modern_word():
    target = "天和初年，李国安被任命为某郡太守，不久去世。"
    aligned = align("寻卒", target, 1.0)
    assert target[aligned.start:aligned.end] == "不久去世"


def test_a_loose_translation_aligns_nothing():
    assert align("拜某郡太守", "这一行说的是别的事情。", 0.5) is None
    assert content("之乎者也而以") == ""


# -- the labeller --------------------------------------------------------------------------------

def subject(classical: str, target: str, lex: Lexicon, relation: str = "", value: str = "", position: float = 0.0):
    return read_clause(classical, position, target, lex.mentions(target), value, relation)


LEX = lexicon(("李国安", "e1"), ("国安", "e1"), ("王乙", "e2"))


def test_the_name_before_the_verb_is_the_subject():
    r = subject("国安持不可", "李国安坚持认为不可以。", LEX)
    assert (r.subject.form, verdict(r.subject, "e1"), verdict(r.subject, "e2")) == ("李国安", HIS, OTHER)


def test_a_causative_verb_names_the_subject_of_what_follows():
    r = subject("使乙守某城", "李国安派王乙守卫某城。", LEX, "事件", "守某城")
    assert (r.subject.form, r.subject.how) == ("王乙", "pivot")
    office = subject("迁左正言", "升任左正言。", lexicon(("左正", "e9")), "任职", "左正言")
    assert office.subject.kind == "none"  # 左正 is no one the verb makes do anything


def test_an_office_or_honour_goes_to_the_man_it_is_given_to():
    r = subject("以乙为侍郎", "朝廷任命王乙为侍郎。", LEX, "任职", "侍郎")
    assert (r.subject.form, r.subject.how) == ("王乙", "receiver")
    r = subject("误封乙某县侯", "李国安却误把爵位封给了某郡太守王乙。", LEX, "封爵", "某县侯")
    assert r.subject.form == "王乙"


def test_a_title_between_the_verb_and_the_name_is_passed_over():
    r = subject("以某将军乙为都督", "任命左卫中郎将王乙为都督。", LEX, "任职", "都督")
    assert r.subject.form == "王乙"


def test_a_subject_is_carried_to_the_next_clause_of_its_sentence():
    r = subject("迁刺史", "李国安到达某州，升任刺史。", LEX, "任职", "刺史", 1.0)
    assert (r.subject.form, r.subject.how) == ("李国安", "carried")


def test_the_object_of_a_preposition_and_the_agent_of_a_passive_are_not_subjects():
    assert subject("国安惊其才", "李国安对王乙的才学感到惊异。", LEX).subject.form == "李国安"
    assert subject("国安为乙所劾", "李国安被王乙弹劾。", LEX).subject.form == "李国安"


def test_an_object_before_an_unmatched_verb_is_not_the_subject():
    r = subject("乙擒某贼", "王乙活捉李国安的部将。", LEX)
    assert r.subject.form == "王乙"


def test_a_kinsman_is_the_subject_not_his_possessor():
    lex = lexicon(("李国安", "e1"), ("李丙", "e3"))
    r = subject("父丙，为某郡守", "李国安的父亲李丙，任某郡太守。", lex, "任职", "某郡守", 1.0)
    assert r.subject.form == "李丙"
    alone = lexicon(("李国安", "e1"))
    unknown_name = subject("父丙，为某郡守", "他的父亲李丙，任某郡太守。", alone, "任职", "某郡守", 1.0)
    assert unknown_name.subject.kind == "kin" and unknown_name.subject.named == "李丙"
    assert verdict(unknown_name.subject, "e3", {"丙"}) == HIS
    assert verdict(unknown_name.subject, "e1", {"李国安", "国安"}) == OTHER


def test_the_throne_acting_on_a_man_gives_him_the_clause():
    r = subject("于是征国安入朝", "于是太祖征召李国安入朝。", LEX)
    assert (r.subject.form, r.subject.how) == ("李国安", "acted on by the throne")
    gives = subject("赠某州刺史", "朝廷追赠某州刺史。", LEX, "赠", "某州刺史")
    assert gives.subject.kind == "none" and verdict(gives.subject, "e1") == UNKNOWN
    acts = subject("帝从之", "皇帝听从了这个意见。", LEX)
    assert acts.subject.kind == "throne" and verdict(acts.subject, "e1") == OTHER


def test_a_pronoun_or_no_name_is_unknown_and_a_sentence_end_stops_the_search():
    assert verdict(subject("乃免", "他于是被罢免。", LEX).subject, "e1") == UNKNOWN
    r = subject("累迁侍郎", "李国安到了某州。接连升到侍郎。", LEX, "任职", "侍郎", 1.0)
    assert r.subject.kind == "none"
    assert r.topic is not None and r.topic.form == "李国安" and verdict(r.topic, "e1") == HIS


def test_a_rebel_group_is_another_agent():
    r = subject("贼攻某城", "叛贼攻打某城。", LEX)
    assert r.subject.kind == "group" and verdict(r.subject, "e1") == OTHER
    assert subject("羌败走", "李国安合击羌人，羌人败走。", LEX, position=1.0).subject.kind == "group"


def test_a_reign_is_a_date_and_an_emperors_node_is_the_throne():
    lex = lexicon(("李国安", "e1"), ("世宗", "e5"), ("太子", "e6"))
    r = subject("世宗初，为护军将军", "世宗初年，李国安担任护军将军。", lex, "任职", "护军将军", 1.0)
    assert r.subject.form == "李国安"
    r = subject("为护军将军", "世宗初年，担任护军将军。", lex, "任职", "护军将军", 1.0)
    assert r.subject.kind == "none"
    assert [m.kind for m in lex.mentions("世宗说")] == ["throne"]
    assert lex.mentions("迁任太子中庶子") == []  # part of an office's name


def test_a_kinsman_named_after_a_one_character_kinship_word():
    lex = lexicon(("李国安", "e1"), ("李丙", "e3"))
    r = subject("字某", "李国安弟李丙，字某。", lex, "字", "某", 1.0)
    assert r.subject.form == "李丙"


def test_a_kinship_fact_is_read_by_its_possessor():
    lex = lexicon(("李国安", "e1"), ("王乙", "e2"))
    assert read_clause("父丙", 0.0, "王乙的父亲名叫王丙。", lex.mentions("王乙的父亲名叫王丙。"),
                       relation="父").subject.form == "王乙"


# -- the names of a chapter ----------------------------------------------------------------------

PAIRS = [
    ("李国安字子平，某州人也。", "李国安字子平，是某州人。"),
    ("国安持不可，主守某所。", "李国安坚持认为不可以，主张守卫某所。"),
    ("惠达从征。", "周惠达跟随出征。"),
    ("拜太子詹事。", "任太子詹事。"),
]


def test_a_given_name_the_translation_gives_its_surname_is_a_person():
    names = translation_names(PAIRS, SURNAMES, "\n".join(s for s, _ in PAIRS))
    assert "李国安" in names
    assert "任太子" not in names  # 任 is mostly a verb


def test_the_graphs_short_forms_take_the_translations_full_names():
    translation = "\n".join(t for _, t in PAIRS)
    assert "周惠达" in name_variants("惠达", translation, SURNAMES)
    assert "宇文护" in name_variants("某荡公护", "宇文护入朝。宇文护还。", SURNAMES)
    lex = chapter_lexicon({"e7": {"惠达"}}, PAIRS, SURNAMES)
    assert lex.forms["周惠达"] == frozenset({"e7"})
    assert "国安" in lex.forms  # introduced by the translation, under its own key
    assert lex.forms["李国安"] == frozenset({"t:李国安"})


def test_a_name_is_used_for_a_person_in_a_persons_context_only():
    assert used_for_person("王乙", "后来王乙说：可以。")
    assert used_for_person("王乙", "朝廷任命王乙为侍郎。")
    assert not used_for_person("某州", "他到某州的城中。")
    assert used_for_person("甄钦之", "祖父甄钦之，任秘书监。")  # after a kinship word
    assert used_for_person("钦之", "父名钦之，任秘书监。")
    assert used_for_person("王乙", "到了某州，王乙率领部众攻城。")  # opening a clause, acting
    assert not used_for_person("某州", "到了某城，向某州进发。")


# -- issue 41, item 6 ----------------------------------------------------------------------------

def clauses(text: str) -> list[tuple[int, int, str]]:
    return [(s, e, text[s:e]) for s, e in clause_spans(text)]


@pytest.mark.parametrize("text,cited,flag", [
    ("以平某贼功，进秩一等", {0}, "subordinate without main clause"),
    ("部议夺职，疏留中不下", {0}, "decision without its reversal"),
])
def test_a_clause_kept_without_what_completes_it_is_flagged(text, cited, flag):
    assert flags_of(clauses(text), 0, cited) == [flag]
    assert flags_of(clauses(text), 0, cited | {1}) == []


def test_nothing_is_carried_through_a_clause_that_names_men_only_as_objects():
    r = subject("左迁秘书监", "王乙罢相后，别的宰相不喜欢李国安，降职任秘书监。", LEX, "事件", "秘书监", 1.0)
    assert r.subject.kind == "none"


def test_jiang_before_a_group_is_a_preposition_not_a_title():
    r = subject("斩首五千", "李国安率兵奔赴某州，将敌人斩首五千。", LEX, "事件", "斩首五千", 1.0)
    assert r.subject.form == "李国安"


def test_the_emperor_himself_acts_when_the_graph_gives_the_clause_to_him():
    r = subject("文帝征乙出镇某口", "文帝征召王乙去镇守某口。", LEX)
    assert verdict(r.subject, "e8", {"文帝"}) == HIS and verdict(r.subject, "e2") == HIS
    assert verdict(r.subject, "e1") == OTHER


def test_a_man_the_graph_knows_by_his_given_name_takes_the_translations_full_name():
    pairs = [("尝荐某尉周子谅为御史，子谅劾奏某人。", "曾推荐某尉周子谅为御史，周子谅检举揭发某人。")]
    lex = chapter_lexicon({"e4": {"谅"}}, pairs, SURNAMES)
    assert lex.forms["周子谅"] == frozenset({"e4"})
    assert "桓玄" in name_variants("岛夷桓玄", "桓玄七岁时袭封。", SURNAMES | {"桓"})


def test_round_two_shapes():
    """Shapes the second reading found: a gift's receiver after 给, a preposition before a
    title (与都督X), a kinsman after an ordinal (他的第九个儿子名寂), 到X as "when X"."""
    gift = subject("赠遗甚厚", "王乙佩服他的才能，赠送给李国安丰厚的财物。", LEX, "赠", "遗甚厚", 1.0)
    assert gift.subject.form == "李国安"
    along = subject("军败还京", "与都督王乙等人抗拒敌军，兵败回到京城。", LEX, "事件", "军败还京", 1.0)
    assert along.subject.kind == "none"
    ninth = subject("字子玄", "他的第九个儿子名寂，字子玄。", LEX, "字", "子玄", 1.0)
    assert ninth.subject.kind == "kin" and ninth.subject.named == "寂"
    when = subject("及国安摄吏部", "到李国安管吏部，甄别士人。", LEX, "任职", "吏部")
    assert when.subject.form == "李国安"
    assert "杨谅" in name_variants("庶人谅", "杨谅字德章。杨谅立为汉王。", SURNAMES | {"杨"})


def test_a_mans_dependant_and_an_unnamed_kinsman():
    r = subject("乃率党攻垒", "李国安的胆力之士王乙极其愤怒，便率领党徒攻破城垒。", LEX, "事件", "率党攻垒", 1.0)
    assert r.subject.form == "王乙"
    son = subject("卒", "他儿子去世后，朝廷赠官。", LEX, "卒", "卒")
    assert son.subject.kind == "kin"
    assert verdict(son.subject, "e9", {"某"}) == OTHER
    assert verdict(son.subject, "e9", {"某"}, kinsman=True) == UNKNOWN


def test_a_given_name_that_begins_with_zi_is_no_kinship():
    assert given_names("子庆远") == {"庆远"} and given_names("子仪") == set()
    r = subject("封列侯", "李国安的儿子李丁字仲桓，封列侯。", LEX, "封爵", "列侯", 1.0)
    assert r.subject.named == "李丁"


def test_a_son_written_zi_and_his_given_name_takes_his_fathers_surname():
    assert "宗颖" in name_variants("子颖", "于是以宗颖为判官。", SURNAMES | {"宗"}, frozenset({"宗"}))
    assert "宗颖" not in name_variants("子颖", "于是以宗颖为判官。", SURNAMES | {"宗"})
    lex = lexicon(("李国安", "e1"))
    assert [m.kind for m in lex.mentions("神武帝听说了，太武帝征伐某氏")] == ["throne", "throne"]


def test_an_emperor_node_acting_under_his_temple_title_is_he():
    lex = lexicon(("李国安", "e1"))
    r = subject("文宣又亲讨某", "文宣帝又亲自讨伐某国。", lex)
    assert r.subject.kind == "throne"
    assert verdict(r.subject, "e8", {"文宣"}) == HIS and verdict(r.subject, "e1", {"李国安"}) == OTHER


def test_a_kinsman_named_after_his_kinship_word_hands_on_the_subject():
    lex = lexicon(("李国安", "e1"), ("李丙", "e3"))
    r = subject("字思义", "儿子李丙，字思义，继承爵位。", lex, "字", "思义", 0.5)
    assert r.subject.form == "李丙" and verdict(r.subject, "e3") == HIS


# -- reading as a reader does (issue 41: the labeller's own errors) -------------------------------


def test_a_pronoun_carries_the_man_last_named():
    r = subject("乃还某州", "王乙平定了某城，他于是回到某州。", LEX, "事件", "还某州", 1.0)
    assert r.subject.form == "他" and r.topic is not None and r.topic.form == "王乙"
    assert verdict(r.subject, "e1") == UNKNOWN  # the subject alone says nothing …
    assert reader_label(r.subject, r.topic, "e1") == OTHER  # … a reader takes 他 for 王乙
    assert reader_label(r.subject, r.topic, "e2") == HIS
    given = subject("授某官", "王乙平定了某州，授他为某官。", LEX, "任职", "某官", 1.0)
    assert reader_label(given.subject, given.topic, "e2") == UNKNOWN  # who gives it? not said
    named_after = subject("封某县男", "李国安出征时，引王乙为长史，封他为某县男。", LEX, "封爵", "某县男", 1.0)
    assert reader_label(named_after.subject, named_after.topic, "e2") == HIS  # the agent is not 他
    agent = subject("授某官", "李国安到了某州，朝廷授他某官。", LEX, "任职", "某官", 1.0)
    assert reader_label(agent.subject, agent.topic, "e1") == HIS  # 朝廷 acts: 他 is the man before
    past = subject("赠某物", "王乙佩服他的才能，赠送给他财物。", LEX, "赠", "某物", 1.0)
    assert reader_label(past.subject, past.topic, "e2") == UNKNOWN  # an earlier 他: not 王乙
    far = subject("授某官", "王乙到了某州。朝廷授他某官。", LEX, "任职", "某官", 1.0)
    assert reader_label(far.subject, far.topic, "e1") == UNKNOWN  # 王乙 is in another sentence
    plural = subject("乃还", "李国安到了某州。他们于是回来。", LEX, position=1.0)
    assert reader_label(plural.subject, plural.topic, "e1") == UNKNOWN  # 他们: not one man


def test_a_clause_with_no_subject_stays_unknown_and_a_stated_zi_is_no_man():
    r = subject("追赠某官", "李国安去世。追赠某官。", LEX, "赠", "某官", 1.0)
    assert r.subject.kind == "none" and r.topic is not None and r.topic.form == "李国安"
    assert reader_label(r.subject, r.topic, "e1") == UNKNOWN  # the man named last is often another
    lex = lexicon(("李国安", "e1"), ("子平", "e1"))
    assert [m.form for m in lex.mentions("李国安，字子平，某州人。子平说可以。")] == ["李国安", "子平"]


def test_his_kinship_word_is_he_when_the_graph_knows_him_as_that_kinsman():
    r = subject("封列侯", "他的儿子封为列侯。", LEX, "封爵", "列侯")
    assert r.subject.kind == "kin"
    assert reader_label(r.subject, r.topic, "e9", {"某"}, True, "儿子|长子") == HIS
    assert reader_label(r.subject, r.topic, "e9", {"某"}, True, "弟弟") == OTHER  # a brother is no son
    assert reader_label(r.subject, r.topic, "e1", {"李国安"}) == OTHER  # the subject's son: another


def test_a_part_of_a_name_names_its_man_only_when_no_one_else_bears_it():
    forms = {"胡僧祐": {"e1"}, "谯国夫人": {"e2"}, "于烈": {"e3"}, "张乙": {"e4"}}
    text = "胡僧祐来了。胡僧攻城。谯国夫人来了。夫人率兵。烈说可以。"
    parts, short = partial_forms(forms, text, SURNAMES | {"胡", "于"})
    assert parts == {"胡僧": {"e1"}, "夫人": {"e2"}}  # 张乙's 张乙 is not written in part
    assert short == {"烈": frozenset({"e3"}), "乙": frozenset({"e4"})}
    assert partial_forms({"王升": {"e6"}}, "升任刺史。", SURNAMES)[1] == {}  # 升 opens 升任: no man
    assert partial_forms({"张不能": {"e8"}}, "张不能说。", SURNAMES)[0] == {}  # never written whole
    assert "史，" not in chapter_lexicon({"e9": {"史，"}}, [("史曰", "史，说。")], SURNAMES).forms
    shared = partial_forms({"胡僧祐": {"e1"}, "胡僧达": {"e5"}}, "胡僧祐、胡僧达来了。胡僧攻城。", SURNAMES | {"胡"})[0]
    assert shared == {}  # two men are 胡僧: neither
    lex = chapter_lexicon({"e3": {"于烈"}}, [("烈曰可", "烈说可以。烈士很多。")], SURNAMES | {"于"})
    assert [(m.form, m.who) for m in lex.mentions("烈说可以。烈士很多。")] == [("烈", frozenset({"e3"}))]
    brothers = chapter_lexicon({"e7": {"周法尚"}}, [("执法僧", "周法尚来了。抓了周法僧。周法说可以。")], SURNAMES)
    assert [m.form for m in brothers.mentions("抓了周法僧。周法说可以。")] == ["周法"]  # not inside 周法僧


# -- every clause a biography fact spans -----------------------------------------------------------

def test_every_clause_a_fact_spans_is_labelled_for_the_person():
    from attribution_book import spanned_labels
    from attribution_graph import Document
    from attribution_measures import spanned_figures
    from parallel_text import Chapter

    text = "李国安至某州，王乙守某城。"
    source, target = ["李国安至某州，王乙守某城。"], ["李国安到了某州，王乙守卫某城。"]
    doc = Document(Chapter("某书", "卷1", Path("."), source, target), 1, text, locate_lines(text, source),
                   {"e1": {"李国安", "国安"}, "e2": {"王乙"}}, {"李国安"},
                   lexicon=lexicon(("李国安", "e1"), ("国安", "e1"), ("王乙", "e2")))
    labels = spanned_labels(doc, 0, text.index("。"), "e1")  # one deed, carried into 王乙's clause
    assert [(text[s:e], label) for s, e, label in labels] == [("李国安至某州", HIS), ("王乙守某城", OTHER)]
    figures = spanned_figures((i, label) for i, (_, _, label) in enumerate(labels))
    assert (figures[HIS], figures[OTHER], figures["precision_his"]) == (1, 1, 0.5)
    assert (figures["joined"][HIS], figures["joined"][OTHER]) == (0, 1)


def test_a_clause_an_earlier_clauses_fact_carries_on_into_has_a_fact():
    from types import SimpleNamespace

    from attribution_book import _clause_coverage, _reach, _spans

    deed = SimpleNamespace(head_id=1, basis="name", value_start=0, value_end=12)  # 李国安至某州，王乙守某城
    facts = {0: [deed]}
    reach = _reach([deed])  # type: ignore[list-item]
    doc = SimpleNamespace(doc_id=1)
    first = _clause_coverage(doc, 0, 6, 1, facts, {"references": []}, _spans(reach, 0))  # type: ignore[arg-type]
    second = _clause_coverage(doc, 7, 12, 1, facts, {"references": []}, _spans(reach, 7))  # type: ignore[arg-type]
    beyond = _clause_coverage(doc, 13, 18, 1, facts, {"references": []}, _spans(reach, 13))  # type: ignore[arg-type]
    assert (first.decided, first.spanned, first.no_fact) == (1, 0, 0)
    assert (second.decided, second.spanned, second.no_fact) == (0, 1, 0)
    assert (beyond.spanned, beyond.no_fact) == (0, 1)


def test_a_name_the_translation_writes_with_one_character_varied_is_that_man():
    pairs = [("张子升为郎", "张子升担任郎官。"), ("兼舍人", "张子昇兼任舍人。"), ("刘武至", "刘武到来，升任将军。")]
    lex = chapter_lexicon({"e1": {"张子升"}, "e2": {"刘武"}}, pairs, SURNAMES)
    assert lex.forms["张子昇"] == frozenset({"e1"})  # 昇 is written nowhere else: his name
    alone = chapter_lexicon({"e1": {"张子升", "子升"}}, pairs + [("子升曰", "子昇说。")], SURNAMES)
    assert alone.forms["子昇"] == frozenset({"e1"})  # his given name written so too
    common = [("王乙至", "王乙到来，国王说可以，王宫很远。"), ("王乙王宫", "王宫")]
    lex = chapter_lexicon({"e3": {"王乙"}}, common, SURNAMES)
    assert "王说" not in lex.forms and "王宫" not in lex.forms  # grammar; a character the text uses
    once = chapter_lexicon({"e8": {"元乙"}}, [("元乙至", "元乙到来。"), ("元奉表", "元呈奏表章。")], SURNAMES | {"元"})
    assert "元呈" not in once.forms  # 元 presents (呈奏): two characters written once may be words
    assert "不甲" not in chapter_lexicon({"e6": {"不久"}}, [("不久", "不久。不甲。")], SURNAMES).forms  # no surname
    two = [("李甲李乙至", "李甲、李乙到来。李丙兼任舍人。")]  # 丙 varies 甲 and 乙 alike
    assert "李丙" not in chapter_lexicon({"e4": {"李甲"}, "e5": {"李乙"}}, two, SURNAMES).forms  # which one?


def test_a_sending_is_the_senders_and_what_the_man_sent_does_is_his():
    sent = subject("国安遣乙守某城", "李国安派王乙守卫某城。", LEX, "事件", "国安遣乙守某城")
    assert (sent.subject.form, sent.subject.how) == ("李国安", "before the verb")
    assert subject("乙守某城", "李国安派王乙守卫某城。", LEX, "事件", "乙守某城").subject.form == "王乙"


def test_a_full_name_the_translation_never_writes_may_be_written_varied():
    pairs = [("张子升为郎", "张子昇担任郎官。"), ("子升曰", "子昇说。")]
    assert "张子昇" not in chapter_lexicon({}, pairs, SURNAMES).forms
    lex = chapter_lexicon({}, pairs, SURNAMES, unwritten={"e1": {"张子升"}})
    assert lex.forms["张子昇"] == frozenset({"e1"})


def test_the_full_names_a_translation_never_writes_are_kept_apart_for_variants():
    from attribution_graph import unwritten_forms

    people = {"e1": {"寇赞", "赞", "寇硈"}, "e2": {"王乙"}}
    assert unwritten_forms(people, "寇硈来。王乙到。", SURNAMES | {"寇"}) == {"e1": {"寇赞"}, "e2": set()}


@pytest.mark.parametrize("forms, names, expected", [
    ({"楼甲连"}, {"甲连"}, {"甲连"}),  # a surname shiguan does not list: the given name is his too
    ({"甲"}, {"于甲", "王乙"}, {"于甲"}),  # a given name alone: the one full name of a subject's surname
    ({"甲"}, {"于甲", "于乙"}, {"于甲"}),
])
def test_a_man_split_into_two_nodes_is_read_under_both_names(forms, names, expected):
    assert split_man_forms(forms, names, frozenset({"于", "王", "李"}), frozenset({"于", "李"})) == expected


@pytest.mark.parametrize("forms, names", [
    ({"甲"}, {"于甲", "李甲"}),  # two full names end with it: neither
    ({"甲"}, {"王甲"}),  # a surname none of the chapter's subjects bears: another man
    ({"李甲连"}, {"甲连"}),  # a listed surname: name_variants reads it already
])
def test_a_given_name_shared_or_foreign_is_not_his(forms, names):
    assert split_man_forms(forms, names, frozenset({"于", "王", "李"}), frozenset({"于", "李"})) == set()


# -- silver labels that say the truth (issue 41: zhother's reading of "other" labels) ------------


def test_a_word_like_surname_the_translation_writes_often_is_the_chapters():
    from attribution_graph import Document, surnames
    from parallel_text import Chapter

    source = ["于甲，字子乙，某州人也。", "甲少有志。", "甲迁某官。", "甲尝言事。", "甲卒。"]
    target = ["于甲，字子乙，是某州人。", "于甲年少有志向。", "于甲升任某官。", "于甲曾经议论政事。", "于甲去世。"]
    text = "".join(source)
    doc = Document(Chapter("某书", "卷1", Path("."), source, target), 1, text, locate_lines(text, source),
                   {"e1": {"甲"}}, {"甲"})
    assert "于" in doc.kin_surnames  # 于 is mostly a word, but this chapter writes 于甲 as a man five times
    assert "于甲" in name_variants("甲", doc.translation, surnames(), doc.kin_surnames)
    assert "任任乙" not in name_variants("任乙", "委任任乙为某郡太守。", SURNAMES, frozenset({"任"}))  # 委任: a verb


def test_an_event_that_opens_with_his_kinsman_is_told_of_him():
    r = subject("国安第二子丙卒", "李国安第二个儿子李丙去世，李国安悲痛万分。", LEX, "事件", "第二子丙卒")
    assert verdict(r.subject, "e1", {"李国安"}) == HIS
    post = subject("丙为某郡太守", "李国安的儿子李丙任某郡太守。", LEX, "任职", "某郡太守")
    assert verdict(post.subject, "e1", {"李国安"}) == OTHER  # the son's post is not the father's


def test_an_era_before_a_clause_is_a_date_not_its_subject():
    lex = lexicon(("李国安", "e1"), ("永安", "e5"))
    era = subject("除某官", "永安三年，任某官。", lex, "任职", "某官")
    assert verdict(era.subject, "e1") == UNKNOWN
    reign = subject("中兴二年卒", "齐和帝中兴二年，李国安去世。", LEX, "卒", "卒")
    assert verdict(reign.subject, "e1") == UNKNOWN  # not the emperor's death
    year = subject("一岁三迁", "王乙一年之内调任三次。", LEX, "事件", "一岁三迁")
    assert verdict(year.subject, "e2") == HIS  # one year, no era


def test_an_office_ending_in_shi_is_no_causative_verb():
    r = subject("进克某城", "与某州防御使王乙等人率军攻入某境，进克某城。", LEX, "事件", "进克某城", 1.0)
    assert verdict(r.subject, "e1") == UNKNOWN


def test_a_decree_that_names_no_one_acts_on_the_man_talked_about():
    r = subject("诏复官爵", "某年，诏书下令恢复官爵。", LEX, "事件", "诏复官爵")
    assert verdict(r.subject, "e1") == UNKNOWN
    sent = subject("诏乙救之", "有诏让王乙去救援他。", LEX, "事件", "诏乙救之")
    assert verdict(sent.subject, "e2") == HIS


def test_after_a_mans_fall_the_next_clause_is_not_his():
    fallen = subject("行某州事", "王乙被荡平，他代管某州的政务。", LEX, "任职", "某州", 1.0)
    assert reader_label(fallen.subject, fallen.topic, "e1") == UNKNOWN
    put_down = subject("增邑千户", "王乙叛乱平定后，加某将军，增加食邑千户。", LEX, "事件", "增邑千户", 1.0)
    assert verdict(put_down.subject, "e1") == UNKNOWN
    beaten = subject("以为别将", "某氏打败王乙，命他为别将。", LEX, "任职", "别将", 1.0)
    assert reader_label(beaten.subject, beaten.topic, "e1") == UNKNOWN
    ruling = subject("引为中尉", "大冢宰王乙执掌政权时，召用他为中尉。", LEX, "任职", "中尉", 1.0)
    assert reader_label(ruling.subject, ruling.topic, "e1") == UNKNOWN  # the man in power acts on him
    sent = subject("进位大将军", "当派王乙带领军队时，攻克了某州，晋封他为大将军。", LEX, "任职", "大将军", 1.0)
    assert reader_label(sent.subject, sent.topic, "e2") == HIS  # the man sent in the time clause
    age = subject("时年五十三", "王乙被杀，当时五十三岁。", LEX, "享年", "五十三", 1.0)
    assert verdict(age.subject, "e2") == HIS  # his own age at his fall
    honoured = subject("赠某官", "王乙被杀，朝廷追赠他某官。", LEX, "赠", "某官", 1.0)
    assert reader_label(honoured.subject, honoured.topic, "e2") == HIS  # a grant after death is the dead man's


def test_a_decree_or_an_office_is_not_a_name():
    pairs = [("有诏赦之。", "有诏赦免了他。"), ("有诏征之。", "有诏征召他。")]
    assert "有诏" not in translation_names(pairs, SURNAMES | {"有"}, "有诏赦之。有诏征之。")
    assert [m.kind for m in lexicon(("金紫光", "e5")).mentions("他被授予金紫光禄大夫。")] == ["pronoun"]


def test_a_translation_keeping_a_variant_name_is_read_in_the_graph_s_forms(tmp_path):
    """The graph reads a converted text (王顒 stored as 王颙); a translator who keeps the variant
    character names the same man, so his clause is his, not another man's."""
    from parallel_text import load_chapter

    folder = tmp_path / "某书" / "卷一"
    folder.mkdir(parents=True)
    folder.joinpath("source.txt").write_text("顒少好学。\n", "utf-8")
    folder.joinpath("target.txt").write_text("王顒年少时喜欢读书。\n", "utf-8")
    chapter = load_chapter(folder)
    pairs = list(zip(chapter.source, chapter.target))
    lex = chapter_lexicon({"p": {"王颙"}}, pairs, SURNAMES)
    assert [m.who for m in lex.mentions(chapter.target[0])] == [frozenset({"p"})]


def test_pooled_groups_add_the_books_counts_and_recompute_precision():
    """The unread books' figures per basis or relation: counts summed over books (a relation one
    book lacks counts nothing there), precision from the sums, not averaged."""
    one = {"任职": {"clauses": 10, "his": 8, "other": 2, "unknown": 0, "precision_his": 0.8}}
    two = {"任职": {"clauses": 4, "his": 1, "other": 0, "unknown": 3, "precision_his": 1.0},
           "卒": {"clauses": 2, "his": 1, "other": 1, "unknown": 0, "precision_his": 0.5}}
    pooled = pooled_groups([one, two])
    assert list(pooled) == ["任职", "卒"]
    assert pooled["任职"] == {"clauses": 14, "his": 9, "other": 2, "unknown": 3, "precision_his": round(9 / 11, 4)}
    assert pooled["卒"]["precision_his"] == 0.5
