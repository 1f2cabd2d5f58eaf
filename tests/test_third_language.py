"""A third language is one folder and one registry line: the toy Latin pack of tests/toy_latin,
registered by this test as registries.py would name it, reads, stores and writes a biography
through the same api as Chinese and English; without its line, the same text is refused."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from shiguan import api, registries
from shiguan.lang import codes, language, person_language
from shiguan.registries import Registry

NOTICE = "Carolus Linnaeus, medicus et botanicus Suecus, natus est Rashulti in Smolandia anno 1707.\n"


@pytest.fixture
def latin(monkeypatch):
    """The registry with one line more: "la" -> tests/toy_latin's pack."""
    pack = registries._constructor("toy_latin", "Latin")  # as registries.py names its packs
    monkeypatch.setattr(registries, "LANGUAGES", Registry({**registries.LANGUAGES, "la": pack}))


@pytest.fixture
def corpus(tmp_path):
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "linnaeus.txt").write_text(NOTICE, encoding="utf-8")
    return tmp_path / "c"


def test_without_its_line_the_text_is_refused(tmp_path, corpus):
    project = api.init_project(tmp_path / "p")
    report = api.ingest(project, [corpus]).report
    project.close()
    (path, why), = report.failed
    assert "neither classical Chinese nor English" in why and "reads only these two" in why


def test_a_registered_pack_reads_stores_and_writes_through_the_api(tmp_path, corpus, latin):
    assert codes() == ["zh", "en", "la"] and language("la").name == "Latin"
    project = api.init_project(tmp_path / "p")
    report = api.ingest(project, [corpus]).report
    assert report.failed == [] and report.read_by["Latin"] == 1
    found = api.one_person(project, api.find_person(project, "Carolus Linnaeus"))
    assert person_language(project.store, found.resolved.entity_id) == "la"
    bio, output_id = api.biography(project, found, None)
    markdown = bio.markdown()
    assert bio.sentences[0].text == "Carolus Linnaeus natus est Rashulti in Smolandia anno 1707."
    assert "natus est Rashulti in Smolandia anno 1707[1]." in markdown and "«Carolus Linnaeus, medicus" in markdown
    assert bio.references[0].text == NOTICE.strip()  # cited by the sentence the notice stands in
    assert project.store.output(output_id).markdown == markdown  # recorded as every biography is
    check = api.check(project, found, "Carolus Linnaeus natus est Rashulti in Smolandia anno 1707", None)
    assert check.verdict == "supported"
    assert api.check(project, found, "Carolus Linnaeus natus est Upsaliae anno 1707", None).verdict == "not_included"
    project.close()


def test_the_pack_imports_what_every_pack_shares_and_no_other_pack():
    import toy_latin

    tree = ast.parse(Path(toy_latin.__file__).read_text("utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert {m for m in imported if m.startswith("shiguan.")} >= {"shiguan.lang", "shiguan.write.types"}
    assert not [m for m in imported if m.startswith(("shiguan.lang.zh", "shiguan.lang.en"))]
