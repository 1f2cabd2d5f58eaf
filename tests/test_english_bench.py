"""The narratives bench counts a passage as about him when it names him, in capitals too."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from english import _about_him  # noqa: E402


def test_a_passage_naming_him_in_capitals_is_about_him():
    forms = ["Amos Thorne", "Thorne"]
    assert _about_him("CHAPTER IV. AMOS THORNE AT THE MILL.", 0, forms, [])
    assert _about_him("Thorne came back to the mill.", 0, forms, [])
    assert not _about_him("The thorn bushes grew by the mill.", 0, forms, [])
