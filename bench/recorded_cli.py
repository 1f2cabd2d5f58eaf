"""The shiguan CLI with a model that answers only from the project's call log: a recorded model
run measured again without the model (bench/article_gold.py `run --calls FILE` with no --model).

    SHIGUAN_LLM_BACKEND=llama SHIGUAN_MODEL_PATH=qwen2.5-coder-1.5b.gguf \
        python bench/recorded_cli.py article DIR 黄河 --plan worded --words 600 --json

The call log is the cache, keyed by the exact request and by the backend's name and model (the
GGUF file's stem), so this backend takes the llama backend's name and the stem of the path it is
given (the file need not exist). A request the log does not hold (a prompt or a plan that changed
since the recording) is a model failure, exit 3, naming the stage: a replay never asks a model.
"""

from __future__ import annotations

from pathlib import Path

from shiguan import registries
from shiguan.cli import app
from shiguan.config import LLMSettings
from shiguan.llm import LLMError
from shiguan.llm.protocol import Completion, Request


class RecordedOnly:
    """Stands for the backend the log was recorded with; answers nothing itself."""

    name = "llama"
    concurrent = False

    def __init__(self, settings: LLMSettings):
        self.model = Path(settings.model_path or "").stem

    def complete(self, request: Request, timeout: float) -> Completion:
        last = request.messages[-1].content[:120]
        raise LLMError(f"no recorded reply for this request (model {self.model}): {last!r}")


def main() -> None:
    registries.LLM_BACKENDS._factories["llama"] = RecordedOnly  # noqa: SLF001 (a bench stand-in)
    app()


if __name__ == "__main__":
    main()
