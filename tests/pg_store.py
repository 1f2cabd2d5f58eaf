"""PostgreSQL databases for the tests: with SHIGUAN_TEST_STORE=postgresql://user@host:port/db (a
role that may create databases), every project a test creates gets a new database on that
server, dropped after the test; without it the tests keep their projects in SQLite files."""

from __future__ import annotations

import itertools
import os
from urllib.parse import urlsplit, urlunsplit

SERVER = os.environ.get("SHIGUAN_TEST_STORE", "")
_numbers = itertools.count()


def _admin():
    import psycopg

    return psycopg.connect(SERVER, autocommit=True)


def new_database() -> str:
    """The URL of a new, empty database on the test server."""
    name = f"shiguan_test_{os.getpid()}_{next(_numbers)}"
    with _admin() as admin:
        admin.execute(f"CREATE DATABASE {name}")
    return urlunsplit(urlsplit(SERVER)._replace(path=f"/{name}"))


def drop_databases(urls: list[str]) -> None:
    """Drop them, closing whatever connections a test left open."""
    with _admin() as admin:
        for url in urls:
            admin.execute(f"DROP DATABASE IF EXISTS {urlsplit(url).path.lstrip('/')} WITH (FORCE)")
