"""The dead ends a newcomer met (issue 42): a folder with nothing shiguan reads, a Word file,
no --version, emoji codes in output, near-miss names, the wrong first step suggested."""

from __future__ import annotations

import io
import json

import pytest
from test_cli import flat, invoke

from shiguan.retrieve.near_names import distance, near_names
from shiguan.terminal import Terminal


def test_version():
    r = invoke("--version")
    assert r.exit_code == 0
    assert r.stdout.startswith("shiguan ") and r.stdout.split()[1][0].isdigit()


def test_an_empty_folder_is_nothing_ingested(tmp_path):
    root, folder = tmp_path / "proj", tmp_path / "empty"
    folder.mkdir()
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, folder, "--no-progress")
    assert r.exit_code == 1
    assert "nothingtoingest" in flat(r.stderr)


def test_a_folder_of_word_files_names_them_and_says_how_to_convert(tmp_path):
    root, folder = tmp_path / "proj", tmp_path / "docs"
    folder.mkdir()
    for name in ("卷一.docx", "memoir.epub", "notes.odt"):
        (folder / name).write_bytes(b"PK\x03\x04 not text")
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, folder, "--no-progress")
    assert r.exit_code == 1
    said = flat(r.stderr)
    assert all(name in said for name in ("卷一.docx", "memoir.epub", "notes.odt"))
    assert "3not.txt/.md/.pdf(skipped)" in flat(r.stdout)
    assert "pandoc" in said


def test_skipped_files_beside_good_ones_are_named_and_the_run_succeeds(tmp_path, corpus):
    root = tmp_path / "proj"
    (corpus["卷一百.txt"].parent / "scan.docx").write_bytes(b"PK\x03\x04")
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, corpus["卷一百.txt"].parent, "--no-progress")
    assert r.exit_code == 0, r.output
    assert "4 added" in r.stdout and "scan.docx" in r.stderr


def test_a_single_word_file_is_refused_with_a_conversion_command(tmp_path):
    root, doc = tmp_path / "proj", tmp_path / "My Book.docx"
    doc.write_bytes(b"PK\x03\x04")
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, doc, "--no-progress")
    assert r.exit_code == 2
    assert "pandoc -t plain --wrap=none -o 'My Book.txt' 'My Book.docx'" in r.stderr.replace("\n", " ")


def test_emoji_codes_print_as_written():
    terminal = Terminal(file=io.StringIO(), force_terminal=False)
    terminal.print("by rules:date: 1604 :smile:")
    assert terminal.file.getvalue().strip() == "by rules:date: 1604 :smile:"


@pytest.fixture
def ingested(tmp_path, corpus):
    root = tmp_path / "proj"
    assert invoke("init", root).exit_code == 0
    assert invoke("ingest", root, corpus["卷一百.txt"].parent, "--no-progress").exit_code == 0
    return root


def test_a_near_miss_name_suggests_the_name(ingested):
    r = invoke("bio", ingested, "阿里兖")
    assert r.exit_code == 2
    assert "did you mean 「阿里衮」?" in r.stderr
    assert "did you mean 「阿里衮」?" in invoke("person", ingested, "阿里兖").stdout


def test_a_near_miss_in_the_other_script_is_folded(ingested):
    r = invoke("person", ingested, "阿襄袞", "--json")  # one typo, and 袞 for 衮
    assert json.loads(r.stdout)["did_you_mean"] == ["阿里衮"]


def test_a_name_far_from_every_name_suggests_nothing(ingested):
    r = invoke("bio", ingested, "诸葛亮")
    assert r.exit_code == 2 and "did you mean" not in r.stderr


class _Aliases:
    def __init__(self, *forms: str) -> None:
        self.forms = forms

    def global_alias_owners(self):
        return ((form, i, "name") for i, form in enumerate(self.forms))


def test_latin_names_allow_an_edit_per_six_letters():
    store = _Aliases("Frederick Douglass", "Frederick", "Hugh Auld", "Thomas Auld")
    assert near_names(store, "Frederick Douglas") == ["Frederick Douglass"]
    assert near_names(store, "frederik duglass") == ["Frederick Douglass"]  # case folded, two edits
    assert near_names(store, "Hugh Aul") == ["Hugh Auld"]
    assert near_names(store, "Ann") == []


def test_distance_stops_at_its_bound():
    assert distance("孙承忠", "孙承宗", 1) == 1
    assert distance("kitten", "sitting", 5) == 3
    assert distance("kitten", "sitting", 1) == 2  # more than the bound: bound + 1


def test_bio_on_an_empty_project_says_to_ingest(tmp_path):
    root = tmp_path / "proj"
    assert invoke("init", root).exit_code == 0
    r = invoke("bio", root, "兆惠")
    assert r.exit_code == 2
    assert "no documents yet" in r.stderr and f"shiguan ingest {root} FOLDER" in r.stderr
    assert "shiguan person" not in r.stderr


def test_era_after_a_project_uses_its_dynasties(ingested):
    r = invoke("era", ingested, "崇祯元年")
    assert r.exit_code == 0, r.output
    assert "1628" in r.stdout
    (ingested / "shiguan.toml").write_text('[era]\ndynasties = ["唐"]\n', encoding="utf-8")
    assert "北魏" not in invoke("era", ingested, "太和九年").stdout
    assert "北魏" in invoke("era", "太和九年").stdout


def test_era_with_a_stray_word_says_what_it_takes(tmp_path):
    r = invoke("era", "崇祯", "元年")
    assert r.exit_code == 2
    assert "not a project directory" in r.stderr and "shiguan era 崇祯元年" in r.stderr
    assert "unexpected extra argument" not in r.output


def test_a_batch_names_the_near_name_of_one_it_cannot_write(ingested, tmp_path):
    names = tmp_path / "names.txt"
    names.write_text("阿里兖\n兆惠\n", encoding="utf-8")
    r = invoke("bio", ingested, "--batch", names, "-o", tmp_path / "out")
    assert r.exit_code == 1
    assert "阿里兖: not in the knowledge graph (did you mean 「阿里衮」?)" in r.stderr
