"""Errors a user can act on: each message names the file or input and says what to do."""


class ShiguanError(Exception):
    """Base class; the CLI prints these without a traceback and exits with status 2 (3 when the
    model failed: shiguan.exitcodes)."""


class InputError(ShiguanError):
    """A corpus file or argument that cannot be used as given."""


class ProjectError(ShiguanError):
    """A project directory that is missing, not initialised, or broken."""


class OutputError(ShiguanError):
    """A path given to write to (-o) that cannot be written as given."""
