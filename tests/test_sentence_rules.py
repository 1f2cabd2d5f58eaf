"""Sentence rules: each pattern on a sentence written for the test, with exact offsets."""

from __future__ import annotations

import pytest

from shiguan.errors import ProjectError
from shiguan.kg.ontology import Ontology
from shiguan.lang.zh.relations.sentence_rules import SentenceRules, clause_starts
from shiguan.rules import load_rules

# One case per rule: (text, head, relation, tail, pattern).
CASES = [
    ("○韦恪韦恪，字子通，京兆杜陵人也。", "韦恪", "字", "子通", "字"),
    ("○韦恪韦恪，字子通，京兆杜陵人也。", "韦恪", "出生地", "京兆杜陵", "某地人"),
    ("崔朗者，博陵人也。", "崔朗", "出生地", "博陵", "某地人"),
    ("周敦，自号南村翁。", "周敦", "号", "南村翁", "号"),
    ("郑宽，小字阿奴。", "郑宽", "别名", "阿奴", "小字"),
    ("靖公卒，子穆公立。", "靖公", "子", "穆公", "卒子立"),
    ("穆公薨，弟庄公立。", "穆公", "弟", "庄公", "卒弟立"),
    ("韩平父曰韩章，官至太守。", "韩平", "父", "韩章", "某父某"),
    ("吴丰弟吴宁为骑都尉。", "吴丰", "弟", "吴宁", "某弟某"),
    ("吴宁兄吴丰，有勇力。", "吴宁", "兄", "吴丰", "某兄某"),
    ("帝以郑宽为荆州刺史。", "郑宽", "任职", "荆州刺史", "以某为某官"),
    ("乃拜韦恪为中书侍郎。", "韦恪", "任职", "中书侍郎", "拜某为某官"),
    ("明年，冯远为尚书右仆射。", "冯远", "任职", "尚书右仆射", "某为某官"),
    ("冯远迁司空。", "冯远", "升迁", "司空", "某迁某官"),
    ("骑都尉王通、别驾孙敬等屯兵北海。", "孙敬", "任职", "别驾", "官名某"),
    ("封郑宽为安平侯。", "郑宽", "封爵", "安平侯", "封某为某爵"),
    ("赵岳杀孙敬，遂据其城。", "赵岳", "杀", "孙敬", "某杀某"),
    ("孙敬为赵岳所杀。", "赵岳", "杀", "孙敬", "为某所杀"),
    ("赵岳讨王通，不克。", "赵岳", "讨伐", "王通", "某讨某"),
    ("王通奔北海。", "王通", "去往", "北海", "某至某地"),
    ("韦恪卒，葬于洛阳。", "韦恪", "葬于", "洛阳", "某葬某地"),
    ("诏葬韦恪于洛阳。", "韦恪", "葬于", "洛阳", "葬某于某地"),
]

# An entry: the subject named once, then appointments and a father without a name before them.
ENTRY = "刘平，字子衡，幽州人也。祖海，父师安，御史。平少好学，初为郎中，累迁侍中。子刘宽，历官司徒。"


@pytest.fixture(scope="module")
def rules() -> SentenceRules:
    return SentenceRules.load()


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    return Ontology.load()


def keys(triples):
    return {t.key() for t in triples}


@pytest.mark.parametrize("text,head,relation,tail,pattern", CASES)
def test_each_rule_reads_its_relation_at_exact_offsets(rules, ontology, text, head, relation, tail, pattern):
    found = [t for t in rules.extract_sentence(text, ontology) if t.key() == (head, relation, tail)]
    assert found, rules.extract_sentence(text, ontology)
    t = found[0]
    assert t.method == f"rules:{pattern}"
    assert text[t.head.start:t.head.end] == head and text[t.tail.start:t.tail.end] == tail
    assert t.tail.start == text.index(tail, t.head.end if t.head.start < t.tail.start else 0)
    assert text[t.evidence[0]:t.evidence[1]].find(head) >= 0


def test_every_end_is_the_text_at_its_offsets_and_every_relation_is_the_ontologys(rules, ontology):
    for text in {c[0] for c in CASES} | {ENTRY}:
        for t in rules.extract_sentence(text, ontology):
            assert t.relation in ontology.relations
            for m in (t.head, t.tail):
                assert text[m.start:m.end] == m.text, (text, t)
            assert t.evidence[0] <= min(t.head.start, t.tail.start) and max(t.head.end, t.tail.end) <= t.evidence[1]


def test_a_list_gives_one_triple_per_item(rules, ontology):
    text = "骑都尉王通、别驾孙敬等屯兵北海。"
    assert {("王通", "任职", "骑都尉"), ("孙敬", "任职", "别驾")} <= keys(rules.extract_sentence(text, ontology))


def test_a_title_among_offices_is_a_title(rules, ontology):
    got = keys(rules.extract_sentence("韦恪为左将军、安平侯。", ontology))
    assert {("韦恪", "任职", "左将军"), ("韦恪", "封爵", "安平侯")} <= got


def test_one_office_is_not_split_into_an_office_and_a_name(rules, ontology):
    got = keys(rules.extract_sentence("尚书左丞王通卒。", ontology))
    assert ("王通", "任职", "尚书左丞") in got
    assert not any(h == "左丞" for h, _, _ in got)


def test_the_subject_an_entry_opens_with_holds_its_appointments(rules, ontology):
    triples = rules.extract_sentence(ENTRY, ontology)
    got = keys(triples)
    assert {("刘平", "父", "师安"), ("师安", "任职", "御史"), ("平", "任职", "郎中"), ("平", "升迁", "侍中")} <= got
    # the son's career is his own, not the subject's
    assert not any(tail == "司徒" for _, _, tail in got)
    later = next(t for t in triples if t.tail.text == "侍中")
    assert later.head.start == ENTRY.index("平少好学")  # the nearest naming of the subject


def test_a_sentence_about_another_person_is_not_the_subjects(rules, ontology):
    got = keys(rules.extract_sentence("周敦，自号南村翁。韩平父曰韩章，官至太守。", ontology))
    assert not any(t == "太守" for _, _, t in got)


def test_words_that_are_not_names_make_no_triples(rules, ontology):
    for text in ("天子至洛阳。", "至是，乃还。", "众皆如故。", "斩首八千级。"):
        assert rules.extract_sentence(text, ontology) == [], text


def test_relations_outside_the_ontology_are_not_read(rules, ontology):
    only_zi = ontology.restricted({"字"})
    got = rules.extract_sentence("○韦恪韦恪，字子通，京兆杜陵人也。", only_zi)
    assert {t.relation for t in got} == {"字"}


def test_a_heading_repeating_the_name_starts_the_clause_at_the_second_copy(rules, ontology):
    text = "○韦恪韦恪，字子通"
    assert 3 in clause_starts(text) and 1 not in clause_starts(text)
    (zi,) = rules.extract_sentence(text, ontology)
    assert (zi.head.start, zi.head.end, zi.tail.start) == (3, 5, 7)


def test_a_project_adds_a_pattern(tmp_path, ontology):
    (tmp_path / "sentence_rules.toml").write_text(
        '[patterns."某友某"]\nrelation = "朋友"\nclause = true\n'
        "regex = '(?P<h>{name})与(?P<t>{name})相友善{end}'\n", "utf-8")
    rules = SentenceRules.load(tmp_path)
    assert ("崔朗", "朋友", "郑宽") in keys(rules.extract_sentence("崔朗与郑宽相友善。", ontology))


def test_a_broken_pattern_is_reported_by_name():
    d = load_rules("sentence_rules.toml")
    d["patterns"]["坏"] = {"relation": "字", "regex": "(?P<h>{name})(?P<t>{nowhere})"}
    with pytest.raises(ProjectError, match="坏.*nowhere"):
        SentenceRules.from_dict(d)
    d["patterns"]["坏"] = {"relation": "字", "regex": "(?P<h>[)(?P<t>x)"}
    with pytest.raises(ProjectError, match="坏"):
        SentenceRules.from_dict(d)
