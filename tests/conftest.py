"""Shared fixtures: pattern rules and small chapters copied from 清史稿 列传 (kept as literals so the
tests run from a clean checkout)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pg_store
import prompt_golden
import pytest

from shiguan.lang.zh.extract_rules import ExtractRules
from shiguan.lang.zh.name_shapes import SubjectRules
from shiguan.lang.zh.naming import NamingRules
from shiguan.lang.zh.segment import SegmentRules
from shiguan.rules import load_rules

PREFER = ("清", "南明", "明")

# 卷一百 (abridged): a heading line, four entries (one a son hung on his father), and 论曰.
CHAPTER_100 = (
    "兆惠阿里衮舒赫德子舒常\n"
    "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。父佛标，官至都统。兆惠，以笔帖式直军机处。"
    "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。乾隆十三年，命兼领户部侍郎。赴金川督粮运。"
    "十八年，命赴西藏防准噶尔。二十九年十一月，卒。上临其丧，赠太保，谥文襄。\n"
    "阿里衮，字松崖，钮祜禄氏，满洲正白旗人，尹德第四子，而讷亲弟也。乾隆初，自二等侍卫授总管内务府大臣。"
    "与兆惠同征回部。\n"
    "舒赫德，字伯容，舒穆鲁氏，满洲正白旗人，徐元梦孙也。舒赫德，自笔帖式授内阁中书，累迁御史。\n"
    "子舒常，始为侍卫。乾隆二十三年二月，命释还。\n"
    "论曰：兆惠再就围中受爵，得援师克竟其功。\n"
)

# Two different men named 傅鼐, in two chapters (卷七十八 and 卷一百四十八), with different 字.
CHAPTER_78 = (
    "傅鼐\n"
    "傅鼐，字阁峰，富察氏，满洲镶白旗人。初授侍卫。雍正二年，授镶黄旗汉军副都统、兵部侍郎。\n"
)
CHAPTER_148 = (
    "傅鼐\n"
    "傅鼐，字重庵，顺天宛平人，原籍浙江山阴。由吏员入赀为府经历，发云南，擢宁洱知县。\n"
)

# 卷二百五十六 (abridged): 赵尔丰's two variant biographies, agreeing on 字 and banner.
CHAPTER_256 = (
    "松寿赵尔丰\n"
    "赵尔丰，字季和，汉军正蓝旗人。以山西知县累保道员。\n"
    "会川乱起，尔丰还省。\n"
    "按；赵尔丰传，关内本与关外一次本相同。\n"
    "赵尔丰，字季和，汉军正蓝旗人。父文颖，见忠义传。尔丰以盐大使改知县。\n"
)


def pytest_configure(config):
    config.addinivalue_line("markers", "sqlite_only: tests of SQLite files themselves (their migrations, "
                                       "damage, locking), skipped when SHIGUAN_TEST_STORE runs the suite on PostgreSQL")


def pytest_collection_modifyitems(config, items):
    if pg_store.SERVER:
        skip = pytest.mark.skip(reason="about SQLite files: the suite runs on PostgreSQL (SHIGUAN_TEST_STORE)")
        for item in items:
            if item.get_closest_marker("sqlite_only"):
                item.add_marker(skip)


@pytest.fixture(autouse=True, scope="session")
def no_clause_model():
    """The rules alone: a clause-subject model built into this machine's cache (make clause-model)
    must not change what a test reads; tests of the model name their own file. For the whole
    session, so that module-scoped fixtures (read before any function's) see it too."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SHIGUAN_CLAUSE_MODEL", "off")
        yield


@pytest.fixture(autouse=True)
def test_store(monkeypatch):
    """With SHIGUAN_TEST_STORE, a project created without a store gets its own new PostgreSQL
    database (through the Python API and the CLI alike), dropped after the test."""
    if not pg_store.SERVER:
        yield
        return
    from shiguan import api
    from shiguan.project import Project

    created: list[str] = []
    real_init = Project.init.__func__

    def init(cls, root, store_url=""):
        if not store_url:
            created.append(store_url := pg_store.new_database())
        return real_init(cls, root, store_url)

    monkeypatch.setattr(Project, "init", classmethod(init))
    monkeypatch.setattr(api, "init_project", Project.init)
    yield
    pg_store.drop_databases(created)


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    """A project's rules (the bundled defaults) in a directory of their own, for a module's tests."""
    from shiguan.config import Config
    from shiguan.project import Rules

    return Rules(tmp_path_factory.mktemp("rules"), Config())


@pytest.fixture(scope="session")
def seg_rules() -> SegmentRules:
    return SegmentRules.from_dict(load_rules("segment.toml"))


@pytest.fixture(scope="session")
def naming_rules() -> NamingRules:
    return NamingRules.from_dict(load_rules("segment.toml"))


@pytest.fixture(scope="session")
def extract_rules() -> ExtractRules:
    return ExtractRules.from_dict(load_rules("extract.toml"))


@pytest.fixture(scope="session")
def subject_rules() -> SubjectRules:
    return SubjectRules.from_dicts(load_rules("subjects.toml"), load_rules("sentence_rules.toml"),
                                   load_rules("extract.toml")["offices"]["suffixes"],
                                   load_rules("extract.toml")["offices"]["reader_suffixes"])


def write_corpus(directory: Path, files: dict[str, str]) -> dict[str, Path]:
    directory.mkdir(parents=True, exist_ok=True)
    out = {}
    for name, text in files.items():
        path = directory / name
        path.write_text(text, encoding="utf-8")
        out[name] = path
    return out


def ingested_text(tmp_path: Path, text: str, name: str = "卷.txt"):
    """A project over one chapter of invented text (close it when done)."""
    return ingested_chapters(tmp_path, {name: text})


def rules_biography(tmp_path: Path, text: str, name: str) -> str:
    """The rules-only biography of `name` in a project over one chapter of invented text."""
    from shiguan.lang.zh.write.biography import write_rules_biography
    from shiguan.retrieve.person import lookup

    project = ingested_text(tmp_path, text)
    try:
        return "".join(s.text for s in write_rules_biography(project, lookup(project, name)).sentences)
    finally:
        project.close()


def entry_subjects(rules, text: str, name: str) -> dict:
    """Clause text → whom the rules read it about (a Subject), in the entry of `name`, read without a store."""
    from shiguan.lang.zh.read import read_chinese_entries
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {text[c.start:c.end]: c.subject for c in entry.clauses}


def life_subjects(rules, body: str) -> dict:
    """Clause text → whom it is about, in 张文远's entry of an invented chapter, whose life is `body`."""
    return entry_subjects(rules, f"列传第一\n张文远\n张文远，字子文，吴郡人也。少好学。{body}\n", "张文远")


def his_decided(found) -> bool:
    """Whether the rules read a clause as the entry subject's, and decided it (not left undecided)."""
    from shiguan.models import SELF, UNDECIDED
    return found.who == SELF and found.basis != UNDECIDED


def stored_facts(tmp_path: Path, text: str, name: str) -> set[tuple[str, str]]:
    """(relation, value) of the facts stored as `name`'s in a project over one chapter of invented text."""
    from shiguan.retrieve.person import lookup

    project = ingested_text(tmp_path, text)
    try:
        return {(t.relation, t.tail_text) for t in lookup(project, name).facts}
    finally:
        project.close()


def ingested_chapters(tmp_path: Path, chapters: dict[str, str]):
    """A project over chapters of invented text, by file name (close it when done)."""
    from shiguan.ingest import ingest
    from shiguan.project import Project

    write_corpus(tmp_path / "c", chapters)
    p = Project.init(tmp_path / "p")
    ingest(p, [tmp_path / "c"])
    return p


@pytest.fixture
def corpus(tmp_path) -> dict[str, Path]:
    return write_corpus(tmp_path / "corpus", {
        "卷一百.txt": CHAPTER_100,
        "卷七十八.txt": CHAPTER_78,
        "卷一百四十八.txt": CHAPTER_148,
        "卷二百五十六.txt": CHAPTER_256,
    })


@pytest.fixture
def project(tmp_path, corpus):
    """An ingested project over the fixture chapters (opened through the Python API)."""
    from shiguan.ingest import ingest
    from shiguan.project import Project

    p = Project.init(tmp_path / "project")
    ingest(p, [corpus["卷一百.txt"].parent])
    yield p
    p.close()


@pytest.fixture
def disputed(tmp_path):
    """Two variant biographies of 赵尔丰 that name different fathers."""
    text = CHAPTER_256 + "赵尔丰，字季和，汉军正蓝旗人。父文英，官知府。尔丰以盐大使改知县。\n"
    p = ingested_text(tmp_path, text, "卷二百五十六.txt")
    yield p
    p.close()


class FakeServer:
    """An OpenAI-compatible server on 127.0.0.1: answers each POST (chat completions,
    embeddings) with the queued (status, body) or (status, body, headers), in order, or what a
    queued callable returns for the request's body, and keeps the paths and bodies. Requests
    are served each in its own thread, so callables see concurrent ones."""

    def __init__(self, replies):
        self.replies = list(replies)
        self.requests = []
        self.paths = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                outer.paths.append(self.path)
                request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append(request)
                reply = outer.replies.pop(0)
                status, body, *headers = reply(request) if callable(reply) else reply
                data = body if isinstance(body, bytes) else json.dumps(body).encode()  # bytes: sent as they are
                self.send_response(status)
                for name, value in (headers[0] if headers else {}).items():
                    self.send_header(name, value)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_port}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()


@pytest.fixture
def openai_server():
    """Starts FakeServer(replies) on demand; every server started is stopped after the test."""
    started: list[FakeServer] = []

    def start(replies) -> FakeServer:
        started.append(FakeServer(replies))
        return started[-1]
    yield start
    for server in started:
        server.close()


_golden = prompt_golden.load()
_rewritten: dict[str, list[str]] = {}


@pytest.fixture(autouse=True)
def golden_requests(request, monkeypatch):
    """Each test's model requests must be byte-identical to its golden record (prompt_golden)."""
    from shiguan.llm.client import LLM

    recorder = prompt_golden.Recorder()
    monkeypatch.setattr(LLM, "_call", recorder.wrap(LLM._call))
    yield
    test = request.node.nodeid
    if request.node.get_closest_marker("llm"):  # a real model's replies, and so its next requests, vary
        return
    if prompt_golden.WRITE:
        _rewritten[test] = sorted(recorder.hashes)
    elif test in _golden:
        assert sorted(recorder.hashes) == _golden[test], (
            f"{test}: the requests sent to the model differ from tests/fixtures/prompts_golden.json "
            "(a prompt changed; if on purpose, rerun with SHIGUAN_PROMPTS_GOLDEN=write)")


def pytest_sessionfinish(session):
    if prompt_golden.WRITE and _rewritten:
        record = {**_golden, **_rewritten}
        prompt_golden.save({test: hashes for test, hashes in record.items() if hashes})
