"""A part's heading is the same on every run (issue 40): the rules-only article is a record a
historian cites, so its headings may not change with the interpreter's string hashing."""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
from shiguan.lang.zh.write.chronicle import part_terms
parts = [["甲乙督水师，丙丁筑炮台。"] * 2, ["戊己修船厂，庚辛练乡勇。"] * 2]
print(part_terms(parts, ["水师"], set()))
"""


def test_tied_terms_give_the_term_told_first_whatever_the_hash_seed():
    seen = set()
    for seed in ("1", "2", "3", "4", "5", "6"):
        out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONHASHSEED": seed})
        seen.add(out.stdout.strip())
    assert seen == {"['甲乙', '戊己']"}
