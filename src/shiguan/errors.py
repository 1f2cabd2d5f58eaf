"""Errors a user can act on: each message names the file or input and says what to do."""


class ShiguanError(Exception):
    """Base class; the CLI prints these without a traceback and exits with status 2 (3 when the
    model failed, 4 when the database is damaged: shiguan.exitcodes)."""


class InputError(ShiguanError):
    """A corpus file or argument that cannot be used as given."""


# What one question, claim or name may hold: answering grows faster than the text (a question of
# 1,000 characters took 19 s, one of 3,400 84 s), and no real question, claim or name is longer.
MAX_QUESTION_CHARS = 500
MAX_CLAIM_CHARS = 1000
MAX_NAME_CHARS = 100


def within(text: str, limit: int, what: str) -> str:
    """`text`, or a refusal that states the limit when it is longer than `limit` characters."""
    if len(text) > limit:
        raise InputError(f"the {what} is {len(text):,} characters long; shiguan takes at most {limit:,}: "
                         f"shorten it (ask one thing at a time)")
    return text


class ProjectError(ShiguanError):
    """A project directory that is missing, not initialised, or broken."""


class DamagedProjectError(ProjectError):
    """A project database SQLite cannot read: restoring a backup is the only repair."""


def damage_message(what: object, exc: BaseException) -> str:
    return (f"{what} is damaged ({exc}); restore it from a backup, or make a new project with "
            f"`shiguan init` and ingest again")


class OutputError(ShiguanError):
    """A path given to write to (-o) that cannot be written as given."""
