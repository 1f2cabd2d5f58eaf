"""Re-ingest knows a document by its content and its name relative to the corpus root: a corpus
moved to another folder is the same corpus; a copy beside the original is another."""

from __future__ import annotations

import shutil

from shiguan.ingest import ingest
from shiguan.project import Project

CHAPTERS = {"卷一.txt": "兆惠\n兆惠，字和甫，吴雅氏，满洲正黄旗人。\n",
            "sub/卷二.txt": "阿桂\n阿桂，字广廷，章佳氏，满洲正蓝旗人。\n"}


def corpus(root):
    for name, text in CHAPTERS.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def edit(path):
    path.write_text(path.read_text(encoding="utf-8") + "乾隆三年，授户部尚书。\n", encoding="utf-8")


def test_a_moved_corpus_with_an_edited_file_replaces_it(tmp_path):
    project = Project.init(tmp_path / "p")
    old = corpus(tmp_path / "old" / "corpus")
    ingest(project, [old])
    shutil.move(tmp_path / "old", tmp_path / "new")
    edit(tmp_path / "new" / "corpus" / "sub" / "卷二.txt")
    report = ingest(project, [tmp_path / "new" / "corpus"])
    assert (report.replaced.count, report.unchanged.count, report.added.count) == (1, 1, 0)
    paths = [d.path for d in project.store.documents()]
    assert len(paths) == 2 and any(p.endswith("new/corpus/sub/卷二.txt") for p in paths)
    project.close()


def test_a_copy_beside_the_original_is_another_corpus(tmp_path):
    project = Project.init(tmp_path / "p")
    ingest(project, [corpus(tmp_path / "a")])
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    edit(tmp_path / "b" / "卷一.txt")
    report = ingest(project, [tmp_path / "b"])
    assert (report.replaced.count, report.added.count) == (0, 1)
    assert len(project.store.documents()) == 3
    project.close()
