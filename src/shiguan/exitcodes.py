"""The exit statuses every command keeps, so scripts can branch on them."""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    OK = 0
    PARTIAL = 1  # inputs refused (a --batch name not found, an ingested file refused, none readable); stdout closed
    USAGE = 2  # bad arguments or settings, or the name given is no single person (unknown, shared, --id not his)
    MODEL = 3  # the language model failed (unreachable, or kept answering unusably)
    BROKEN = 4  # the project database is damaged, or shiguan failed unexpectedly (a bug)


CONTRACT = """Exit status, the same for every command:

- **0** done. A question `ask` cannot answer from the graph is an answer: 0, with the refusal.
- **1** partly done: some inputs were refused (`bio --batch` names not found or shared, files `ingest` refused, \
or no file `ingest` could read); the rest was done; or the output's reader stopped reading (`| head`), which is \
not reported.
- **2** usage error, or the name is no single person: unknown (`person` still shows where the text occurs), \
shared (`person` lists the candidates), or `--id` is not one of the people the name may mean.
- **3** the language model failed; rerun to resume.
- **4** the project database is damaged (restore it from a backup), or shiguan failed unexpectedly: \
a bug, whose traceback is saved to a file the message names.
"""
