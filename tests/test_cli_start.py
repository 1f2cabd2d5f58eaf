"""The light commands start without the heavy libraries: `shiguan --help`, `--version` and `era`
must feel instant, so they may not import scikit-learn, spaCy, torch, the model clients or the
web stack that other jobs need (issue 42). Checked by what a fresh interpreter holds afterwards,
not by a clock: the time is measured in docs/benchmarks.md."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

HEAVY = ("sklearn", "scipy", "numpy", "spacy", "thinc", "torch", "transformers", "openai", "httpx", "fastapi",
         "starlette", "uvicorn", "jinja2", "pypdf", "networkx", "llama_cpp", "opencc", "ahocorasick")

_RUN = """
import json, sys
from shiguan.cli import app
try:
    app(sys.argv[1:])
except SystemExit:
    pass
print(json.dumps(sorted({name.split(".")[0] for name in sys.modules})))
"""


@pytest.mark.parametrize("args", [["--help"], ["era", "万历三十二年"], ["era", "--help"], ["ingest", "--help"]])
def test_light_commands_import_no_heavy_library(args: list[str]) -> None:
    done = subprocess.run([sys.executable, "-c", _RUN, *args], capture_output=True, text=True, check=True)
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert not loaded & set(HEAVY), f"shiguan {' '.join(args)} imported {sorted(loaded & set(HEAVY))}"


def test_every_api_name_resolves() -> None:
    """The lazy table names real modules and attributes: a typo there would fail only when used."""
    from shiguan import api

    assert all(getattr(api, name) is not None for name in api.__all__)
    assert api.init_project.__self__ is api.Project
