"""Writing a result to the path given with -o: atomically, never in place of something that is
not a regular file, never through a symbolic link unless asked, and with corpus text's control
characters shown as on the terminal."""

from __future__ import annotations

import os
import shutil
import stat
from contextlib import suppress
from pathlib import Path

from .corpus.load import display_name
from .errors import OutputError
from .terminal import plain


def write_output(path: Path, text: str, force: bool = False) -> None:
    """Write `text` (UTF-8) to `path` through a `.part` file renamed over it, so an interrupted run
    never leaves half a file behind. A symlink is refused unless `force` (then its target is
    replaced and the link kept): a link planted where output goes would otherwise overwrite
    whatever it points to. A directory, device, FIFO or socket at the path is refused, not
    replaced (as root, replacing /dev/full would turn the device into a file); no `.part` file is
    left on failure. Control characters other than tab and newline are written as `\\uNNNN`
    (terminal.plain), so a file shown with `cat` cannot act on the terminal; in JSON that is the
    string escape of the same character."""
    refuse_link(path, force)
    text = plain(text)
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


def refuse_link(path: Path, force: bool = False) -> None:
    """A symbolic link at `path` is refused unless `force`; commands check before their work."""
    if path.is_symlink() and not force:
        raise OutputError(f"{display_name(path)}: is a symbolic link (to {display_name(Path(os.readlink(path)))}); "
                          "shiguan does not write through one: give another path, or --force to replace its target")


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
