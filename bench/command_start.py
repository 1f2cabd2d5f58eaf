"""How long the light commands take to start: `shiguan --help`, `shiguan era 万历三十二年` and
`shiguan --version`, each run N times in a fresh interpreter. Prints the median wall time and the
median CPU time (user + system, the figure a loaded machine does not inflate) per command, and
what `import shiguan.cli` costs by `python -X importtime`.

    python bench/command_start.py [--runs 5] [--src DIR]

--src runs another checkout's `src/` (PYTHONPATH first), e.g. an export of main, for a before
figure with the same interpreter and libraries.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

COMMANDS = (["--help"], ["era", "万历三十二年"], ["--version"])


def _run(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run of `python -m shiguan.cli ARGS`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "shiguan.cli", *args], env=env, capture_output=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _import_seconds(env: dict[str, str]) -> float:
    """`import shiguan.cli`'s cumulative time as -X importtime reports it."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", "import shiguan.cli"], env=env,
                          capture_output=True, text=True, check=True)
    line = next(x for x in reversed(done.stderr.splitlines()) if x.rstrip().endswith("| shiguan.cli"))
    return int(line.split("|")[1]) / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--src", help="a checkout's src/ directory to run instead of the installed one")
    options = parser.parse_args()
    env = dict(os.environ)
    if options.src:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, (options.src, env.get("PYTHONPATH"))))
    print(f"load average {os.getloadavg()[0]:.1f}; {options.runs} runs each; medians")
    print(f"{'command':<28} {'wall s':>7} {'CPU s':>7}")
    for args in COMMANDS:
        runs = [_run(args, env) for _ in range(options.runs)]
        print(f"{'shiguan ' + ' '.join(args):<28} {statistics.median(w for w, _ in runs):>7.2f} "
              f"{statistics.median(c for _, c in runs):>7.2f}")
    print(f"import shiguan.cli (-X importtime): {statistics.median(_import_seconds(env) for _ in range(3)):.2f} s")


if __name__ == "__main__":
    main()
