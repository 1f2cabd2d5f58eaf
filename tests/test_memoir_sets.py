"""The memoirs bench runs the unread set only when it is named: nobody writing rules may read its
biographies, and a default run with --show prints every memoir it measures. The third and fourth
fresh sets run only when named too, so that the default run stays the eight its documented figures count."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from english_memoirs import default_names  # noqa: E402


def test_a_default_run_leaves_out_the_unread_memoirs(tmp_path):
    for name, kind in (("alder", "memoir-dev"), ("birch", "memoir-fresh"), ("cedar", "memoir-unread"), ("dogwood", ""),
                       ("elm", "memoir-fresh3"), ("fir", "memoir-fresh4")):
        gold = f'set = "{kind}"\nnarrator = "Ann Alder"\n' if kind else 'narrator = "Dora Dogwood"\n'
        (tmp_path / f"{name}.toml").write_text(gold, "utf-8")
    (tmp_path / "claims.toml").write_text('[alder]\nkind = "memoirs"\n', "utf-8")  # no narrator: not a memoir
    assert default_names(tmp_path) == ["alder", "birch", "dogwood"]
