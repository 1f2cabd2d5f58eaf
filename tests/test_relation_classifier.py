"""The benchmarks' naming conventions (label map and sentence rules) and the trained classifier's
apply path, on a tiny hand-made model. No bench data and no trained model are needed; every
sentence here was written for the test."""

from __future__ import annotations

import numpy as np
import pytest
from classifier_helpers import tiny_classifier

from shiguan.errors import ProjectError
from shiguan.kg.ontology import Ontology
from shiguan.lang.zh.relations.classifier import RelationClassifier, candidate_pairs, graph_triples, pair_features
from shiguan.lang.zh.relations.sentence_rules import SentenceRules
from shiguan.lang.zh.relations.span_tagger import Span, bio_labels, candidates, char_features, decode, spans_of, tag


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    return Ontology.load()


def read(text: str, ontology: Ontology, dataset: str) -> set[tuple[str, str, str]]:
    labels = ontology.datasets[dataset]
    found = SentenceRules.load().extract_sentence(text, ontology.restricted(set(labels.labels)))
    return {k for t in found if (k := labels.convert(t.head.text, t.relation, t.tail.text))}


def test_cclue_calls_a_courtesy_name_名_and_a_title_号(ontology):
    cclue, chisiec = ontology.datasets["cclue"], ontology.datasets["chisiec"]
    assert cclue.convert("韦子粲", "字", "晖茂") == ("韦子粲", "名", "晖茂")
    assert cclue.convert("赵晖", "名", "晖") == ("赵晖", "名", "晖")
    assert cclue.convert("表", "封爵", "成武侯") == ("表", "号", "成武侯")
    assert cclue.convert("常", "号", "忠武") == ("常", "号", "忠武")
    assert cclue.convert("章邯", "封爵", "雍王") == ("章邯", "任职", "雍王")  # a king holds an office there
    assert chisiec.convert("韦恪", "字", "子通") == ("韦恪", "别名", "子通")


def test_posthumous_and_temple_names_are_号(ontology):
    assert ("常", "号", "忠武") in read("常卒，谥曰忠武。", ontology, "cclue")
    both = read("考诚谥曰文穆，庙号烈祖。", ontology, "cclue")
    assert {("考诚", "号", "文穆"), ("考诚", "号", "烈祖")} <= both
    assert ("广", "号", "开阳恭侯") in read("明帝乃追谥广曰开阳恭侯。", ontology, "cclue")
    assert ("表", "号", "成武侯") in read("表遂封成武侯。", ontology, "cclue")
    assert ("张绣", "号", "列侯") in read("张绣率众降，封列侯。", ontology, "cclue")


def test_a_given_name_opening_a_clause_stands_for_the_full_name(ontology):
    found = read("遣人请节度使查文徽，文徽与剑州刺史战。", ontology, "cclue")
    assert ("查文徽", "名", "文徽") in found
    # a one-character given name is too often a word: not read
    assert not any(k[1] == "名" for k in read("刺史李稠，稠奔于岐。", ontology, "cclue"))


def test_a_verb_or_a_dynasty_before_a_name_is_no_full_name(ontology):
    # 闻 (hear), 白 (tell), 于 (at) stand before the name; 庄宗 is a temple name, not a given name
    for text in ("宗闻陈婴已下，陈婴者，县吏也。", "入白庄宗曰可，庄宗怒。", "使人言于项羽，项羽大怒。",
                 "遣使聘唐庄宗，庄宗喜。"):
        assert not any(k[1] == "名" for k in read(text, ontology, "cclue")), text


# ---- the classifier, on a model written by hand (classifier_helpers.py) ----

def test_features_are_strings_of_what_stands_around():
    feats = char_features("甲一之子", 0)
    assert "u0:甲" in feats and "u1:一" in feats and "u-1:＃" in feats and "b0:甲一" in feats
    head, tail = Span("甲一", "PER", 0, 2), Span("乙二", "PER", 4, 6)
    feats = pair_features("甲一之子乙二", head, tail, [head, tail])
    assert "between:ht:之子:PER>PER" in feats and "types:PER>PER" in feats
    assert "between:th:之子:PER>PER" in pair_features("甲一之子乙二", tail, head, [head, tail])
    assert candidate_pairs([head, tail, Span("甲一", "PER", 20, 22)], 5) == [(head, tail), (tail, head)]


def test_bio_labels_and_decoding_keep_spans_well_formed():
    labels = bio_labels(5, [Span("甲一", "PER", 0, 2), Span("一之", "PER", 1, 3)])
    assert labels == ["B-PER", "I-PER", "O", "O", "O"]  # the overlapping span is dropped
    assert spans_of("甲一之子乙", labels) == [Span("甲一", "PER", 0, 2)]
    tags = ("O", "B-PER", "I-PER")
    assert decode(tags, np.array([[0.1, 0.5, 0.4], [0.1, 0.1, 0.8]])) == ["B-PER", "I-PER"]
    # the likeliest labels one by one (O, then I-PER) are ill formed: an I needs a B before it
    assert decode(tags, np.array([[0.6, 0.0, 0.4], [0.3, 0.2, 0.5]])) == ["O", "O"]


def test_the_classifier_tags_pairs_and_labels_them(tmp_path):
    clf = tiny_classifier()
    text = "甲一之子乙二。"
    assert [s.text for s in tag(clf.tagger, text)] == ["甲一", "乙二"]
    assert {s.text for s in candidates(clf.tagger, text, 0.5)} >= {"甲一", "乙二"}
    found = clf.extract(text)
    assert [t.key() for t in found] == [("甲一", "子", "乙二")]
    assert found[0].head.type == "person" and found[0].score > 0.9 and found[0].method == "classifier:cclue"
    assert clf.extract(text, threshold=0.99999) == []
    path = tmp_path / "model.npz"
    clf.save(path)
    again = RelationClassifier.load(path)
    assert (again.dataset, again.max_distance, again.threshold) == ("cclue", 10, 0.6)
    assert [t.key() for t in again.extract(text)] == [("甲一", "子", "乙二")]


def test_graph_triples_keep_confident_relations_of_the_right_types(ontology):
    clf = tiny_classifier()
    assert [t.key() for t in graph_triples(clf, "甲一之子乙二。", ontology)] == [("甲一", "子", "乙二")]
    assert graph_triples(clf, "甲一乙二。", ontology) == []


def test_a_file_that_is_no_classifier_is_refused(tmp_path):
    path = tmp_path / "x.npz"
    np.savez(path, something=np.zeros(2))
    with pytest.raises(ProjectError, match="not a relation-classifier file"):
        RelationClassifier.load(path)
    (tmp_path / "y.npz").write_text("not numpy")
    with pytest.raises(ProjectError):
        RelationClassifier.load(tmp_path / "y.npz")


def test_a_headless_title_goes_to_the_man_the_sentence_posted(ontology):
    # the latest man given a post in the sentence, else the man opening it as its doer
    assert ("术", "号", "阳翟侯") in read("以术为左将军，封阳翟侯，假节。", ontology, "cclue")
    assert ("虞", "号", "襄贲侯") in read("虞以功即拜太尉，封襄贲侯。", ontology, "cclue")
    assert ("柔", "号", "关内侯") in read("柔将部曲从征乌丸，以功封关内侯。", ontology, "cclue")
    # "太祖以琮为……" opens with the man who gives, not the one given: no head is guessed
    found = read("太祖以琮为青州刺史、封列侯。", ontology, "cclue")
    assert ("太祖", "号", "列侯") not in found
    # a new sentence has no holder yet
    assert not any(k[2] == "乡侯" for k in read("以术为左将军。封乡侯。", ontology, "cclue"))


def test_what_men_call_the_man_of_the_sentence_is_his_号(ontology):
    assert ("卓", "号", "尚父") in read("卓至西京，为太师，号曰尚父。", ontology, "cclue")
    assert ("布", "号", "飞将") in read("布便弓马，膂力过人，号为飞将。", ontology, "cclue")
    # "故世号米贼": 故世 is no man
    assert not any(k[0] == "故世" for k in read("从受道者出五斗米，故世号米贼。", ontology, "cclue"))


def test_a_rank_raised_and_a_title_before_a_given_name(ontology):
    assert ("植", "任职", "陈王") in read("帝进植爵为陈王。", ontology, "cclue")  # a king holds an office there
    assert ("表", "号", "观津侯") in read("帝进表爵为观津侯，增邑五百。", ontology, "cclue")
    assert ("植", "号", "鄄城侯") in read("夏四月，立鄄城侯植为鄄城王。", ontology, "cclue")
    assert ("彰", "号", "鄢陵侯") in read("遣鄢陵侯彰讨破之。", ontology, "cclue")
    # 夏侯 is a surname, not a marquis of 夏
    assert not any(k[2].endswith("夏侯") for k in read("庚午，大将军夏侯惇薨。", ontology, "cclue"))


def test_a_titled_man_made_king_is_named_by_his_given_name(ontology):
    assert ("叡", "任职", "平原王") in read("三月乙丑，立齐公叡为平原王。", ontology, "cclue")


def test_a_man_read_only_after_an_office_is_the_last_holder(ontology):
    # 官名某 reads 大长秋 as a man after 中常侍; the sentence's doer 曹腾 comes first
    found = read("曹腾为中常侍大长秋，封费亭侯。", ontology, "cclue")
    assert ("曹腾", "号", "费亭侯") in found and ("大长秋", "号", "费亭侯") not in found


def test_a_first_or_changed_name_belongs_to_the_man_named(ontology):
    assert ("煜", "名", "从嘉") in read("煜字重光，初名从嘉，景第六子也。", ontology, "cclue")
    # 景 is the text's subject
    assert ("景", "名", "璟") in read("景，初名景通，昪长子也。既立，又改名璟。", ontology, "cclue")
    assert not any(k[1] == "名" for k in read("项羽已杀卿子冠军，威震楚国，名闻诸侯。", ontology, "cclue"))


def test_a_ruler_and_his_reign_name_are_one_man_both_ways(ontology):
    found = read("帝中丁崩，弟外壬立，是为帝外壬。", ontology, "cclue")
    assert {("外壬", "同名于", "帝外壬"), ("帝外壬", "同名于", "外壬")} <= found
    assert ("太子钊", "同名于", "康王") in read("太子钊遂立，是为康王。", ontology, "cclue")
    assert not any(k[0].startswith("孙") for k in read("而玄嚣之孙高辛立，是为帝喾。", ontology, "cclue"))


def test_a_renamed_place_is_one_place_both_ways(ontology):
    found = read("升汴州为开封府，建为东都。", ontology, "cclue")
    assert {("汴州", "同名于", "开封府"), ("开封府", "同名于", "汴州")} <= found
