"""The shiguan CLI with a model that answers only from a recording: a recorded model run measured
again without the model (bench/article_gold.py `run --calls FILE` with no --model).

    SHIGUAN_LLM_BACKEND=llama SHIGUAN_MODEL_PATH=qwen2.5-coder-1.5b.gguf \
        python bench/recorded_cli.py article DIR 黄河 --plan worded --words 600 --json

Exact (the default): the call log is the cache, keyed by the exact request and by the backend's
name and model (the GGUF file's stem), so this backend takes the llama backend's name and the
stem of the path it is given (the file need not exist). A request the log does not hold (a prompt
or a plan that changed since the recording) is a model failure, exit 3, naming the stage: a
replay never asks a model.

By line (BY_LINE=FILE, `article_gold.py run --calls FILE --by-line`): the recording answers a
plan that drifted since it was made (today's ingest plans a few other sentences). A request it
holds exactly gets its reply; a wording request (numbered planned sentences) gets, for each
planned sentence, the line the recording gave that same sentence, and no line for one it lacks
(the rules' sentence stands); any other request (headings, introduction, conclusion) an empty
reply (the rules' frame). The counts go to COUNTS=FILE (JSON) after each request. Its model is
named apart (stem.by-line), so these answers never enter an exact replay's cache.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

from shiguan import registries
from shiguan.article.wording import TASKS, numbered_lines
from shiguan.cli import app
from shiguan.config import LLMSettings
from shiguan.llm import LLMError
from shiguan.llm.protocol import Completion, Request

BY_LINE = "SHIGUAN_REPLAY_BY_LINE"  # the recording (JSON lines) a by-line replay answers from
COUNTS = "SHIGUAN_REPLAY_COUNTS"  # where it writes what it answered, and how
SUFFIX = ".by-line"  # the model stem of a by-line replay


class RecordedOnly:
    """Stands for the backend the log was recorded with; answers nothing itself."""

    name = "llama"
    concurrent = False

    def __init__(self, settings: LLMSettings):
        self.model = Path(settings.model_path or "").stem

    def complete(self, request: Request, timeout: float) -> Completion:
        last = request.messages[-1].content[:120]
        raise LLMError(f"no recorded reply for this request (model {self.model}): {last!r}")


class Recording:
    """A recording's replies by exact key, and its wording lines by the planned sentence."""

    def __init__(self, path: Path):
        rows = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
        self.exact = {r["key"]: r["response"] for r in rows}
        self.lines: dict[str, str] = {}
        for r in rows:
            if wording(json.loads(r["request"])["messages"][0]["content"]):
                asked = numbered_lines(json.loads(r["request"])["messages"][-1]["content"])
                said = numbered_lines(r["response"])
                for n, planned in asked.items():
                    if n in said:
                        self.lines.setdefault(planned.strip(), said[n])


def wording(system: str) -> bool:
    """Whether a request is the article's wording of numbered planned sentences."""
    return system.strip().startswith(tuple(TASKS.values()))


class ByLine:
    """Answers from a recording, line by line where the exact request is not recorded."""

    name = "llama"
    concurrent = False

    def __init__(self, settings: LLMSettings):
        self.model = Path(settings.model_path or "").stem
        self.recorded = self.model.removesuffix(SUFFIX)
        self.recording = Recording(Path(os.environ[BY_LINE]))
        self.counts: Counter[str] = Counter()

    def complete(self, request: Request, timeout: float) -> Completion:
        text = self.recording.exact.get(request.key(self.name, self.recorded))
        self.counts["exact_requests" if text is not None else "other_requests"] += 1
        if wording(request.messages[0].content):
            asked = numbered_lines(request.messages[-1].content)
            if text is None:
                lines = {n: self.recording.lines.get(planned.strip()) for n, planned in asked.items()}
                text = "\n".join(f"{n}. {line}" for n, line in lines.items() if line)
            said = numbered_lines(text)
            self.counts["lines_recorded"] += sum(n in said for n in asked)
            self.counts["lines_not_recorded"] += sum(n not in said for n in asked)
        elif text is None:
            self.counts["empty_replies"] += 1
            text = ""
        if os.environ.get(COUNTS):
            Path(os.environ[COUNTS]).write_text(json.dumps(self.counts, sort_keys=True), "utf-8")
        return Completion(text)


def main() -> None:
    stand_in = ByLine if os.environ.get(BY_LINE) else RecordedOnly
    registries.LLM_BACKENDS._factories["llama"] = stand_in  # noqa: SLF001 (a bench stand-in)
    app()


if __name__ == "__main__":
    main()
