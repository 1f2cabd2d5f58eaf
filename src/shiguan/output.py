"""Writing a result to the path given with -o: atomically, and never in place of something that is
not a regular file."""

from __future__ import annotations

import os
import shutil
import stat
from contextlib import suppress
from pathlib import Path

from .corpus.load import display_name
from .errors import OutputError


def write_output(path: Path, text: str) -> None:
    """Write `text` (UTF-8) to `path` through a `.part` file renamed over it, so an interrupted run
    never leaves half a file behind. A symlink is written through: its target is replaced and the
    link kept. A directory, device, FIFO or socket at the path is refused, not replaced (as root,
    replacing /dev/full would turn the device into a file); no `.part` file is left on failure."""
    try:
        target = path.resolve()
    except RuntimeError as exc:  # Python 3.11 reports a symlink loop this way
        raise OutputError(f"{display_name(path)}: cannot write (a loop of symbolic links)") from exc
    _check_target(path, target)
    tmp = target.with_name(target.name + ".part")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(text, encoding="utf-8")
        if target.exists():
            shutil.copymode(target, tmp)
        os.replace(tmp, target)
    except OSError as exc:
        with suppress(OSError):
            tmp.unlink()
        raise _cannot_write(path, exc) from exc


def _cannot_write(path: Path, exc: OSError) -> OutputError:
    return OutputError(f"{display_name(path)}: cannot write ({exc.strerror or exc})")


def _check_target(path: Path, target: Path) -> None:
    """Refuse before writing anything, so a refusal leaves no `.part` file behind."""
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise _cannot_write(path, exc) from exc
    if stat.S_ISDIR(mode):
        raise OutputError(f"{display_name(path)}: is a directory; give a file name to write to")
    if not stat.S_ISREG(mode):
        raise OutputError(f"{display_name(path)}: exists and is not a regular file (a device, FIFO or socket); "
                          "shiguan writes only regular files: give another path, or leave out -o to print")
