"""What a command says when it fails in a way no input explains: a damaged database, or a bug.

Either way the exit status is 4 (exitcodes.BROKEN), never Python's 1, which the contract keeps
for "partly done". A bug's traceback goes to a file the message names, not over the terminal.
"""

from __future__ import annotations

import sqlite3
import sys
import traceback
from datetime import UTC, datetime
from pathlib import Path

from .cache import default_cache_dir
from .errors import damage_message

# What SQLite says when the file's pages are not what its schema promises.
_DAMAGE = ("malformed", "not a database", "corrupt", "disk i/o error")


def is_damage(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.DatabaseError) and any(w in str(exc).lower() for w in _DAMAGE)


def save_traceback(exc: BaseException, argv: list[str] | None = None) -> Path:
    """Write the traceback, the command line and the version to a new file in the user cache."""
    now = datetime.now(UTC)
    folder = default_cache_dir("crashes")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{now:%Y%m%dT%H%M%S}-{now.microsecond:06d}.txt"
    lines = [f"shiguan {installed_version()}, {now.isoformat(timespec='seconds')}",
             "command: " + " ".join(argv if argv is not None else sys.argv), "",
             *traceback.format_exception(type(exc), exc, exc.__traceback__)]
    path.write_text("\n".join(lines), "utf-8")
    return path


def crash_message(exc: BaseException, argv: list[str] | None = None) -> str:
    """One line for the user: the damage and what to do, or where a bug's traceback was saved."""
    if is_damage(exc):
        return damage_message("the project database", exc)
    try:
        saved = f"the traceback is in {save_traceback(exc, argv)}"
    except OSError as write_error:  # a full disk must not hide the original error
        saved = f"its traceback could not be saved ({write_error})"
    return (f"shiguan failed unexpectedly ({type(exc).__name__}: {exc}). This is a bug; {saved}. "
            f"Please report it with that file")


def installed_version() -> str:
    """shiguan's version as installed. importlib.metadata is imported here, not when a command
    starts: it costs `shiguan era` a tenth of its start."""
    from importlib import metadata

    try:
        return metadata.version("shiguan")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return "(not installed)"
