"""Build llama.cpp's `llama-server` (parallel slots) from the source llama-cpp-python vendors.

PyPI carries no llama.cpp binaries, but llama-cpp-python's source distribution holds the llama.cpp
it is built on. This downloads the source of the installed version (`make model` installs it),
builds only the server (about five minutes on two cores; cmake and a C++ compiler are needed) and
prints the binary's path. It is kept under the shiguan cache (`llama-server/VERSION/`), so a second
run only prints the path.

    python scripts/build_llama_server.py [--jobs N]

Then: `python bench/serving.py --llama-server --server-binary PATH`, or serve a model for shiguan
as docs/serving.md says.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from shiguan.cache import default_cache_dir

CMAKE_OPTIONS = ("-DCMAKE_BUILD_TYPE=Release", "-DLLAMA_CURL=OFF", "-DLLAMA_BUILD_TESTS=OFF",
                 "-DLLAMA_BUILD_EXAMPLES=OFF", "-DLLAMA_BUILD_SERVER=ON",
                 "-DBUILD_SHARED_LIBS=OFF")  # one file that can be copied out of the build tree


def source_of(release: str, into: Path) -> Path:
    """The llama.cpp tree inside llama-cpp-python's source distribution of `release`."""
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                    f"llama-cpp-python=={release}", "-d", str(into)], check=True)
    [archive] = into.glob("llama_cpp_python-*.tar.gz")
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    [tree] = into.glob("llama_cpp_python-*/vendor/llama.cpp")
    return tree


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="compile jobs (default: the cores)")
    args = ap.parse_args()
    try:
        release = version("llama-cpp-python")
    except PackageNotFoundError:
        print("llama-cpp-python is not installed: run `make model` (or pip install 'shiguan[local]') first",
              file=sys.stderr)
        return 2
    missing = [tool for tool in ("cmake", "c++") if shutil.which(tool) is None]
    if missing:
        print(f"building llama-server needs {' and '.join(missing)}", file=sys.stderr)
        return 2
    home = default_cache_dir("llama-server") / release
    binary = home / "llama-server"
    if not binary.is_file():
        with tempfile.TemporaryDirectory() as work:
            tree = source_of(release, Path(work))
            build = Path(work) / "build"
            print(f"building llama-server of llama.cpp as llama-cpp-python {release} vendors it…", flush=True)
            subprocess.run(["cmake", "-S", str(tree), "-B", str(build), *CMAKE_OPTIONS], check=True,
                           stdout=subprocess.DEVNULL)
            subprocess.run(["cmake", "--build", str(build), "--target", "llama-server", "-j", str(args.jobs)],
                           check=True, stdout=subprocess.DEVNULL)
            home.mkdir(parents=True, exist_ok=True)
            shutil.copy2(build / "bin" / "llama-server", binary)
    print(binary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
