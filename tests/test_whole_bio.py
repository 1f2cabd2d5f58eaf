"""A biography clause is whole, its date right and its citation short: a subordinate clause is
written with his own main clause or not at all, a bare year after a new reign takes no era, and
a kinship read from an entry's heading cites the kin line and the father's head, not the entry."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from conftest import ingested_text

from shiguan.lang.zh.write.biography import write_rules_biography
from shiguan.retrieve.person import lookup

# Written for these tests in the manner of the histories.
TEXT = (
    "王德明\n"
    "王德明，字子昭，河东闻喜人也。开皇初，拜仪同三司。性廉谨，凡所征伐之处，秋毫无犯。每从征伐，常为前锋。"
    "每去官，辄无私宅。及至京师，帝大悦。既破贼，帝赐物千段。三年，授骠骑将军。文帝崩，炀帝嗣位，拜左武卫将军。"
    "十年，从帝征辽东，迁右御卫大将军。以疾卒于家，年六十二。\n"
    "子王文远，少有器干，官至内史舍人。\n"
)


@pytest.fixture(scope="module")
def bios(tmp_path_factory):
    """The biographies of the father and of the son his entry lists, written once."""
    project = ingested_text(tmp_path_factory.mktemp("whole"), TEXT)
    try:
        yield {name: write_rules_biography(project, lookup(project, name)) for name in ("王德明", "王文远")}
    finally:
        project.close()


def father(bios) -> str:
    return "".join(s.text for s in bios["王德明"].sentences)


def test_a_scene_whose_main_clause_is_anothers_is_not_written(bios):
    # 既破贼，帝赐物千段: the main clause is the emperor's; 既破贼 alone is no deed
    assert "既破贼" not in father(bios)


def test_a_scene_followed_by_his_own_main_clause_is_written_whole(bios):
    text = father(bios)
    assert "每从征伐，常为前锋" in text and "每去官，辄无私宅" in text


def test_a_bare_year_after_an_accession_takes_no_era(bios):
    text = father(bios)
    assert "迁右御卫大将军" in text  # the fact stays, without a date
    assert "开皇十年" not in text and "590" not in text


def test_a_bare_year_with_no_accession_between_keeps_its_era(bios):
    assert "开皇三年（583），授骠骑将军" in father(bios)


def test_a_heading_kinship_cites_the_kin_line_and_the_fathers_head(bios):
    sentence = next(s for s in bios["王文远"].sentences if "父王德明" in s.text)
    cited = {c.sentence for c in sentence.citations}
    assert "子王文远，少有器干，官至内史舍人。" in cited
    assert "王德明，字子昭，河东闻喜人也。" in cited
    assert all(len(c) < 40 for c in cited)  # never the father's whole entry


class _Source:
    """A citer over one invented sentence: `whole` reads only what follows the value."""

    def __init__(self, text: str):
        self.text = text

    def source(self, _document_id: int, start: int, end: int) -> str:
        return self.text[start:end]


@pytest.mark.parametrize(("sentence", "value", "written"), [
    ("每战必陷阵，众皆服之。", "每战必陷阵", "每战必陷阵"),  # a habit said whole
    ("每怀忧惧，不能自安。", "每怀忧惧", None),
    ("每读书至孝子之篇，辄掩卷而泣。", "每读书至孝子之篇", "每读书至孝子之篇，辄掩卷而泣"),
    ("自以年老，上表乞骸骨。", "自以年老", None),
    ("若贼至，则击之。", "若贼至", None),  # a condition, never a deed
    ("既至，乃弃官归。", "既至", "既至，乃弃官归"),
    ("既至，因叹曰：", "既至", None),  # what he goes on to say is not written
    ("性廉谨，凡所至之处，秋毫无犯。", "性廉谨，凡所至之处", None),
    ("从征伐时。", "从征伐时", "从征伐时"),  # the sentence ends with it: nothing left out
    ("既破贼，复叛归突厥。", "既破贼", None),  # 复 opens the rebels' act, not his
    ("每去官，咸哭送之。", "每去官", None),  # the people's
    ("既破贼，因奏称有功。", "既破贼", None),  # what he goes on to report is not written
])
def test_whole_writes_a_scene_with_its_main_clause_or_not_at_all(sentence, value, written):
    from shiguan.lang.zh.write.whole_clause import whole

    start = sentence.index(value)
    t = SimpleNamespace(document_id=1, value_start=start, value_end=start + len(value))
    assert whole(t, _Source(sentence), value) == written
