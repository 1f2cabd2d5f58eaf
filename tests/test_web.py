"""The web app through FastAPI's test client: every page and action, escaping of hostile corpus
text, path traversal, Host names, CSRF, unknown ids, writing biographies and deciding reviews."""

from __future__ import annotations

import json
import re
import threading

import pytest
from conftest import write_corpus
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from shiguan import cli
from shiguan.config import LLMSettings
from shiguan.ingest import ingest
from shiguan.lang.zh.verify.check import check_claim
from shiguan.llm import LLM, LLMError
from shiguan.llm.scripted import ScriptedBackend
from shiguan.project import Project
from shiguan.retrieve.person import lookup
from shiguan.web.app import create_app
from shiguan.web.security import CSRF_COOKIE

NOT_INCLUDED = json.dumps({"verdict": "not_included", "evidence": "", "explanation": "not in the references"})


def client_for(project: Project, **kwargs) -> TestClient:
    return TestClient(create_app(project.root, **kwargs))


@pytest.fixture
def client(project):
    with client_for(project) as c:
        yield c


def token(c: TestClient) -> str:
    """This browser's CSRF token (a first page hands it out)."""
    if CSRF_COOKIE not in c.cookies:
        c.get("/people")
    return c.cookies[CSRF_COOKIE]


def person_id(project: Project, name: str) -> int:
    found = lookup(project, name)
    assert found.resolved is not None
    return found.resolved.entity_id


def write(c: TestClient, entity_id: int, writer: str = "rules") -> str:
    """Start a biography, follow its events to the end, and return the output's URL."""
    return run_job(c, entity_id, writer)["output_url"]


def run_job(c: TestClient, entity_id: int, writer: str) -> dict:
    """Start a biography, follow its events to the end, and return its last progress."""
    r = c.post(f"/people/{entity_id}/biographies", data={"writer": writer, "csrf_token": token(c)},
               follow_redirects=False)
    assert r.status_code == 303, r.text
    job = r.headers["location"]
    assert job.startswith("/jobs/")
    events = c.get(f"{job}/events")
    assert events.headers["content-type"].startswith("text/event-stream")
    done = events.text.split("event: done\ndata: ", 1)[1].split("\n", 1)[0]
    progress = json.loads(done)
    assert progress["state"] == "done", progress
    assert c.get(job, follow_redirects=False).headers["location"] == progress["output_url"]
    return progress


# -- pages ---------------------------------------------------------------------------------------

def test_search_by_zi_goes_to_the_person_and_says_how_he_was_found(client, project):
    r = client.get("/people", params={"q": "和甫"})
    assert r.status_code == 200 and r.url.path == f"/people/{person_id(project, '兆惠')}"
    assert "兆惠" in r.text and "「和甫」 is his 字" in r.text
    assert client.get("/people", params={"q": "兆惠"}).url.path == r.url.path


def test_traditional_name_finds_the_same_person(client, project):
    r = client.get("/people", params={"q": "趙爾豐"})
    assert r.url.path == f"/people/{person_id(project, '赵尔丰')}"
    assert "「趙爾豐」 is his name" in r.text


def test_shared_name_lists_the_candidates(client):
    r = client.get("/people", params={"q": "傅鼐"})
    assert r.status_code == 200
    assert "names 2 people" in r.text and "阁峰" in r.text and "重庵" in r.text
    ids = re.findall(r'href="/people/(\d+)"', r.text)
    assert len(set(ids)) >= 2


def test_a_name_outside_the_graph_falls_back_to_full_text(client):
    r = client.get("/people", params={"q": "金川"})
    assert r.status_code == 200 and "not a name in the knowledge graph" in r.text and "督粮运" in r.text


def test_people_index_lists_everyone_with_an_entry(client):
    r = client.get("/people")
    assert r.status_code == 200 and "people with entries of their own" in r.text
    assert "兆惠" in r.text and "舒常" in r.text


def test_person_page(client, project):
    pid = person_id(project, "兆惠")
    r = client.get(f"/people/{pid}")
    assert r.status_code == 200
    page = r.text
    assert "和甫" in page and "字" in page  # names
    # every fact links to its span in the document and quotes its source sentence
    assert re.search(r'href="/documents/\d+\?start=\d+&amp;end=\d+#target"', page)
    assert '<span class="sentence span">字和甫</span>' in page
    assert "his own entry" in page  # the chunks about him, with the reason
    assert f'src="/people/{pid}/graph"' in page  # the ego network
    assert 'value="rules"' in page and 'value="model"' not in page  # no model configured


def test_graph_page_may_run_only_its_own_inline_script(client, project):
    r = client.get(f"/people/{person_id(project, '兆惠')}/graph", params={"hops": 2})
    assert r.status_code == 200 and "佛标" in r.text
    csp = r.headers["content-security-policy"]
    assert re.search(r"script-src 'sha256-[A-Za-z0-9+/=]+'", csp) and "unsafe-inline" not in csp
    assert client.get(f"/people/{person_id(project, '兆惠')}/graph", params={"hops": 3}).status_code == 400


def test_documents_list_and_reader_with_highlights(client, project):
    r = client.get("/documents")
    assert r.status_code == 200 and "卷一百.txt" in r.text
    doc_id = next(d.id for d in project.store.documents() if d.path.endswith("卷一百.txt"))
    r = client.get(f"/documents/{doc_id}")
    assert r.status_code == 200
    # the value of a triple is marked, and the mark names the facts the panel lists
    mark = re.search(r'<mark class="evidence value" data-facts="(\d+)"[^>]*>和甫</mark>', r.text)
    assert mark, r.text[:3000]
    fact = re.search(rf'<li id="fact-{mark.group(1)}".*?</li>', r.text, re.S).group(0)
    assert "字" in fact and "和甫" in fact and "兆惠" in fact
    r = client.get(f"/documents/{doc_id}", params={"start": 12, "end": 20})
    assert 'id="target"' in r.text


def test_a_span_past_the_end_of_the_document_is_ignored(client, project):
    doc = project.store.documents()[0]
    r = client.get(f"/documents/{doc.id}", params={"start": doc.chars + 5, "end": doc.chars + 9})
    assert r.status_code == 200 and 'id="target"' not in r.text
    assert client.get(f"/documents/{doc.id}", params={"start": -1, "end": 4}).status_code == 400


@pytest.mark.parametrize("url", ["/people/999999", "/people/999999/graph", "/documents/999999", "/outputs/999999",
                                 "/jobs/no-such-job", "/jobs/no-such-job/events", "/no/such/page"])
def test_unknown_ids_are_404(client, url):
    r = client.get(url)
    assert r.status_code == 404
    assert "<h1>" in r.text  # the site's error page, not a bare message


def test_non_numeric_ids_do_not_match_any_route(client):
    assert client.get("/documents/abc").status_code == 404
    assert client.get("/people/1.5").status_code == 404


# -- writing -------------------------------------------------------------------------------------

def test_rules_only_biography_is_written_stored_and_readable(client, project):
    pid = person_id(project, "兆惠")
    url = write(client, pid)
    [row] = project.store.outputs(pid)
    assert url == f"/outputs/{row.id}" and row.mode == "rules-only"
    r = client.get(url)
    assert r.status_code == 200
    assert "兆惠，字和甫" in r.text
    # each citation opens a numbered reference that quotes the source sentence in its context
    assert re.search(r'<a class="cite" href="#ref-1" data-ref="1">\[1\]</a>', r.text)
    ref = re.search(r'<li id="ref-1".*?</li>', r.text, re.S).group(0)
    assert '<span class="sentence">' in ref and "兆惠，" in ref and "open in the document" in ref
    listing = client.get("/outputs")
    assert f'href="/outputs/{row.id}"' in listing.text and "rules-only" in listing.text
    assert f'href="/outputs/{row.id}"' in client.get(f"/people/{pid}").text  # "written about him"


def scripted_timeline(p: Project) -> LLM:
    """A model that words 兆惠's timeline's four sentences, the third with a wrong year (the era
    Solver corrects it), and finds nothing to verify."""
    pending = iter(["兆惠，字和甫，吴雅氏，满洲正黄旗人，父佛标", "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领",
                    "乾隆十五年，命兼领户部侍郎", "乾隆二十九年，卒，赠太保，谥文襄"])
    replies = [lambda req: NOT_INCLUDED if req.json_schema is not None else next(pending)] * 40
    return LLM(ScriptedBackend(replies), p.store, LLMSettings(backend="none"), sleep=lambda s: None)


def test_a_job_run_again_says_its_model_calls_came_from_the_log(project):
    with client_for(project, open_model=scripted_timeline) as c:
        pid = person_id(project, "兆惠")
        first, again = run_job(c, pid, "model"), run_job(c, pid, "model")
    assert first["model_calls"] > 0 and first["cache_hits"] == 0
    assert again["model_calls"] == 0 and again["cache_hits"] == first["model_calls"]


def test_model_biography_shows_verdicts_and_what_the_solvers_did(project):
    # the timeline's four sentences; the third gives a wrong year, which the era Solver corrects
    with client_for(project, open_model=scripted_timeline) as c:
        pid = person_id(project, "兆惠")
        assert 'value="model"' in c.get(f"/people/{pid}").text
        r = c.get(write(c, pid, "model"))
    assert r.status_code == 200
    assert "乾隆十三年（1748），命兼领户部侍郎。" in r.text
    assert '<span class="verdict supported">supported</span>' in r.text
    assert "era solver" in r.text and "atomic fact" in r.text


def test_a_long_job_shows_its_progress_until_it_ends(project):
    release = threading.Event()

    def slow(p: Project) -> LLM:
        release.wait(10)
        raise LLMError("the model server did not answer")

    with client_for(project, open_model=slow) as c:
        r = c.post(f"/people/{person_id(project, '兆惠')}/biographies",
                   data={"writer": "model", "csrf_token": token(c)}, follow_redirects=False)
        job = r.headers["location"]
        page = c.get(job)
        assert page.status_code == 200 and "Writing with the model" in page.text
        assert re.search(r'data-field="state">(queued|running)<', page.text)
        assert f'data-events="{job}/events"' in page.text
        release.set()
        events = c.get(f"{job}/events").text
        page = c.get(job).text
    assert '"state": "failed"' in events and "did not answer" in events
    assert "did not answer" in page and project.store.outputs() == []


def test_the_model_button_needs_a_model(client, project):
    r = client.post(f"/people/{person_id(project, '兆惠')}/biographies",
                    data={"writer": "model", "csrf_token": token(client)})
    assert r.status_code == 400 and "No model is configured" in r.text
    r = client.post(f"/people/{person_id(project, '兆惠')}/biographies",
                    data={"writer": "poet", "csrf_token": token(client)})
    assert r.status_code == 400


def test_an_output_that_is_not_a_biography_is_shown_as_text(client, project):
    oid = project.store.add_output(None, "article", "manual", "# 札记\n\n一段文字。", "not json")
    r = client.get(f"/outputs/{oid}")
    assert r.status_code == 200 and "一段文字。" in r.text


# -- the review queue ----------------------------------------------------------------------------

@pytest.fixture
def in_review(disputed):
    """赵尔丰's two variant biographies naming different fathers, and the review item a check opens."""
    check_claim(disputed, lookup(disputed, "赵尔丰"), "赵尔丰，父文颖。")
    return disputed


def test_review_decision_is_stored_and_respected_by_later_checks(in_review):
    [item] = in_review.store.reviews("open")
    with client_for(in_review) as c:
        page = c.get("/review").text
        assert "Open <span class=\"muted\">1</span>" in page
        # both readings, each in its source sentence
        assert ('父<span class="span">文颖</span>，见忠义传。' in page
                and '父<span class="span">文英</span>，官知府。' in page)
        r = c.post(f"/review/{item.id}", data={"choose": "文英", "note": "关外本", "sentence": "赵尔丰，父文英。",
                                               "csrf_token": token(c)}, follow_redirects=False)
        assert r.status_code == 303
        page = c.get(r.headers["location"]).text
    assert f"#{item.id} decided" in page and "Decided <span class=\"muted\">1</span>" in page
    row = in_review.store.review(item.id)
    assert (row.status, row.decision, row.note, row.sentence) == ("resolved", "文英", "关外本", "赵尔丰，父文英。")
    # exactly as after `shiguan review N --choose 文英`: later checks use the decision
    later = check_claim(in_review, lookup(in_review, "赵尔丰"), "赵尔丰，父文颖。")
    assert later.verdict == "not_supported" and later.suggestion == "赵尔丰，父文英。"


def test_a_review_decision_must_be_one_of_the_readings(in_review):
    [item] = in_review.store.reviews("open")
    with client_for(in_review) as c:
        c.get("/review")
        r = c.post(f"/review/{item.id}", data={"choose": "文武", "csrf_token": token(c)})
        assert r.status_code == 400 and "文颖" in r.text
        assert c.post("/review/999", data={"choose": "文英", "csrf_token": token(c)}).status_code == 404
    assert in_review.store.review(item.id).status == "open"


def test_unchanged_sentence_is_not_kept_as_a_rewrite(in_review):
    [item] = in_review.store.reviews("open")
    with client_for(in_review) as c:
        c.get("/review")
        c.post(f"/review/{item.id}", data={"choose": "文颖", "sentence": item.claim, "csrf_token": token(c)})
    assert in_review.store.review(item.id).sentence == ""


# -- security ------------------------------------------------------------------------------------

HOSTILE = "<script>alert(1)</script>"


@pytest.fixture
def hostile(tmp_path):
    """A corpus whose text and file name carry markup; a review item and an output that quote it."""
    text = (f"黄五王六\n黄五，字{HOSTILE}，江南人。授<img src=x onerror=alert(2)>知府。乾隆十三年，迁按察使。\n"
            "王六，字子美，浙江人。父黄五。\"</textarea><b>x</b>\n")
    write_corpus(tmp_path / "c", {"卷<b>一.txt": text})
    p = Project.init(tmp_path / "p")
    ingest(p, [tmp_path / "c"])
    pid = lookup(p, "黄五").resolved.entity_id
    reading = {"value": HOSTILE, "document": p.store.documents()[0].path, "start": 8, "end": 33,
               "sentence": f"黄五，字{HOSTILE}，江南人。"}
    p.store.open_review("k", pid, "字", f"黄五，字{HOSTILE}。", json.dumps([reading, dict(reading, value="子美")]))
    yield p
    p.close()


def test_corpus_markup_is_text_on_every_page(hostile):
    pid = lookup(hostile, "黄五").resolved.entity_id
    doc = hostile.store.documents()[0].id
    with client_for(hostile) as c:
        output = write(c, pid)
        c.post("/review/1", data={"choose": HOSTILE, "note": HOSTILE, "sentence": HOSTILE, "csrf_token": token(c)})
        assert hostile.store.review(1).sentence == HOSTILE  # the decided item shows note and sentence too
        pages = {url: c.get(url) for url in [
            "/people", f"/people/{pid}", f"/people/{pid}/graph", "/people?q=alert", f"/people?q={HOSTILE}",
            "/documents", f"/documents/{doc}", f"/documents/{doc}?start=0&end=40", "/outputs", output, "/review"]}
    for url, r in pages.items():
        assert r.status_code == 200, url
        body = r.text
        for raw in ("<script>alert", "<img src=x", "<b>x</b>", "</textarea><b>", "<b>一"):
            assert raw not in body, (url, raw)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in pages[f"/documents/{doc}"].text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in pages["/review"].text
    assert "\\u003cscript\\u003e" in pages[f"/people/{pid}/graph"].text  # inside the graph page's JSON block


def test_pages_carry_a_strict_content_security_policy(client):
    r = client.get("/people")
    csp = r.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'self'" in csp
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["x-frame-options"] == "SAMEORIGIN"


@pytest.mark.parametrize("url", [
    "/static/..%2F..%2F..%2Fshiguan.toml", "/static/%2e%2e/%2e%2e/shiguan.toml", "/static/..%252F..%252Fshiguan.toml",
    "/documents/..%2F..%2Fshiguan.db", "/documents/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/static/..\\..\\shiguan.toml",
    "/people/1/..%2F..%2F..%2Fshiguan.toml",
])
def test_path_traversal_is_refused(client, url):
    r = client.get(url)
    assert r.status_code in (400, 404), url
    assert "[llm]" not in r.text and "SQLite" not in r.text


def test_static_files_are_served(client):
    r = client.get("/static/app.js")
    assert r.status_code == 200 and "textContent" in r.text


def test_csrf_cookie_is_http_only_and_same_site(project):
    with client_for(project) as c:
        cookie = c.get("/people").headers["set-cookie"]
    assert cookie.startswith(f"{CSRF_COOKIE}=") and "HttpOnly" in cookie and "SameSite=Strict" in cookie


@pytest.mark.parametrize("sent", [None, "", "wrong-token-wrong-token-wrong-token-wrong-1"])
def test_post_without_the_right_csrf_token_is_refused(client, project, sent):
    pid = person_id(project, "兆惠")
    token(client)  # the browser holds a token; the request does not carry it
    data = {"writer": "rules"} if sent is None else {"writer": "rules", "csrf_token": sent}
    r = client.post(f"/people/{pid}/biographies", data=data)
    assert r.status_code == 403 and "CSRF" in r.text
    assert project.store.outputs() == []


def test_post_from_a_browser_without_the_cookie_is_refused(project):
    """Another site's form can copy no token and send no SameSite=Strict cookie."""
    with client_for(project) as c:
        r = c.post(f"/people/{person_id(project, '兆惠')}/biographies",
                   data={"writer": "rules", "csrf_token": "x" * 43})
    assert r.status_code == 403


def test_review_post_needs_the_token_too(in_review):
    [item] = in_review.store.reviews("open")
    with client_for(in_review) as c:
        c.get("/review")
        assert c.post(f"/review/{item.id}", data={"choose": "文英"}).status_code == 403
        assert c.post(f"/review/{item.id}", data={"choose": "文英"},
                      headers={"X-CSRF-Token": token(c)}, follow_redirects=False).status_code == 303
    assert in_review.store.review(item.id).status == "resolved"


def test_get_never_changes_anything(client, project):
    assert client.get(f"/people/{person_id(project, '兆惠')}/biographies").status_code == 405
    assert project.store.outputs() == []


def test_unknown_host_names_are_refused(project):
    """A page of another site whose name resolves to 127.0.0.1 (DNS rebinding) gets nothing."""
    with TestClient(create_app(project.root, allowed_hosts={"127.0.0.1", "localhost"}),
                    base_url="http://attacker.example") as c:
        assert c.get("/people").status_code == 400
    with TestClient(create_app(project.root, allowed_hosts={"127.0.0.1", "localhost"}),
                    base_url="http://127.0.0.1:8000") as c:
        assert c.get("/people").status_code == 200


def test_a_directory_that_is_not_a_project_fails_at_once(tmp_path):
    with pytest.raises(Exception, match="shiguan init"):
        create_app(tmp_path)


# -- the serve command ---------------------------------------------------------------------------

@pytest.fixture
def served(monkeypatch):
    calls = []
    monkeypatch.setattr("uvicorn.run", lambda app, **kw: calls.append(kw))
    return calls


def test_serve_binds_localhost_and_prints_the_address(project, served):
    r = CliRunner().invoke(cli.app, ["serve", str(project.root)])
    assert r.exit_code == 0, r.output
    assert "http://127.0.0.1:8000/" in r.stdout and "warning" not in r.output
    assert served == [{"host": "127.0.0.1", "port": 8000, "log_level": "warning"}]


def test_serve_warns_when_binding_elsewhere(project, served):
    r = CliRunner().invoke(cli.app, ["serve", str(project.root), "--host", "0.0.0.0", "--port", "8123"])
    assert r.exit_code == 0, r.output
    assert "warning" in r.stderr and "no login" in "".join(r.stderr.split("\n"))
    assert served[0]["host"] == "0.0.0.0" and served[0]["port"] == 8123


def test_serve_on_a_missing_project_fails(tmp_path, served):
    r = CliRunner().invoke(cli.app, ["serve", str(tmp_path / "nowhere")])
    assert r.exit_code == 2 and served == []


def test_a_csrf_pair_someone_else_picks_is_refused(project):
    """The cookie and the form agree, but the server never signed the token: refused."""
    with client_for(project) as c:
        picked = "A" * 22 + "." + "B" * 43
        c.cookies.set(CSRF_COOKIE, picked)
        r = c.post(f"/people/{person_id(project, '兆惠')}/biographies",
                   data={"writer": "rules", "csrf_token": picked})
    assert r.status_code == 403 and project.store.outputs() == []


@pytest.mark.parametrize("host, status", [
    ("127.0.0.1:80@evil.com", 400), ("evil.com", 400), ("localhost:8000", 200), ("127.0.0.2:8000", 200),
    ("192.168.1.5:8000", 200), ("[::1]:8000", 200), ("shiguan.lan", 200), ("", 400),
])
def test_host_names_are_parsed_and_ip_addresses_always_answered(project, host, status):
    with TestClient(create_app(project.root, allowed_hosts={"localhost", "shiguan.lan"})) as c:
        assert c.get("/people", headers={"host": host}).status_code == status


def test_serving_on_every_address_keeps_the_host_check(project, served, monkeypatch):
    seen = []
    import shiguan.web.app as web_app
    real = web_app.create_app
    monkeypatch.setattr(web_app, "create_app",
                        lambda root, allowed_hosts=None: seen.append(allowed_hosts) or real(root))
    r = CliRunner().invoke(cli.app, ["serve", str(project.root), "--host", "0.0.0.0", "--allow-host", "Shiguan.lan"])
    assert r.exit_code == 0, r.output
    assert seen == [{"localhost", "shiguan.lan"}]


def test_a_biographys_markdown_carries_no_raw_html_from_the_corpus(hostile):
    """A Markdown viewer runs raw HTML: corpus markup is written escaped in the text and the
    references of a biography."""
    from shiguan.lang.zh.write.biography import write_rules_biography

    md = write_rules_biography(hostile, lookup(hostile, "黄五")).markdown()
    assert "<script>" not in md and "<img" not in md and "<b>" not in md
    assert "&lt;script&gt;" in md or "&lt;img" in md


def test_a_rules_biography_cites_after_each_clause_as_its_markdown_does(client, project):
    """The page places each marker where the Markdown does: 兆惠，字和甫[1]，吴雅氏[1]…, not all of
    them after the sentence."""
    pid = person_id(project, "兆惠")
    page = client.get(write(client, pid)).text
    body = re.search(r'<article class="biography".*?</article>', page, re.S).group(0)
    shown = re.sub(r'<a class="cite"[^>]*>(\[\d+\])</a>', r"\1", re.sub(r"<span[^>]*>|</span>|\s", "", body))
    shown = re.sub(r"<[^>]+>", "", shown)
    [row] = project.store.outputs(pid)
    markdown = row.markdown.split("\n\n")[1]  # the body, between the title and the note
    assert "字和甫[1]，" in shown and shown == markdown.replace(" ", "")


def test_an_empty_review_queue_says_what_it_is_for(client, project):
    page = client.get("/review").text
    assert "Nothing to review. An item opens here when a sentence is checked" in page
    assert f"<code>shiguan check {project.root.name} NAME SENTENCE</code>" in page
    check_claim(project, lookup(project, "兆惠"), "兆惠，字和甫。")  # supported: still nothing to decide
    assert "An item opens here" in client.get("/review").text


def test_a_near_miss_search_offers_the_name(client):
    page = client.get("/people", params={"q": "阿里兖"}).text
    assert re.search(r'Did you mean <a href="/people\?q=%E9%98%BF%E9%87%8C%E8%A1%AE">阿里衮</a>\?', page)


def test_citations_fall_back_to_the_sentence_end_when_a_clause_is_not_in_it():
    from shiguan.web.outputs import Piece, pieces

    clauses = [{"text": "兆惠，字和甫", "citations": [1]}, {"text": "父佛标", "citations": [2]}]
    assert pieces("兆惠，字和甫，父佛标。", clauses, [1, 2]) == [
        Piece("兆惠，字和甫", [1]), Piece("，父佛标", [2]), Piece("。", [])]
    assert pieces("兆惠，字和甫。", clauses, [1, 2]) == [Piece("兆惠，字和甫。", [1, 2])]  # edited since
    assert pieces("兆惠善战。", [], [3]) == [Piece("兆惠善战。", [3])]  # a model's sentence

@pytest.mark.parametrize("headers, status", [
    ({"Origin": "http://evil.com"}, 403), ({"Origin": "null"}, 403), ({"Referer": "http://evil.com/x"}, 403),
    ({"Origin": "http://testserver"}, 303), ({"Referer": "http://testserver/people"}, 303), ({}, 303),
])
def test_a_valid_csrf_pair_from_another_origin_is_refused(project, headers, status):
    """The token is right, but the browser says the form was on another site: refused."""
    with client_for(project) as c:
        r = c.post(f"/people/{person_id(project, '兆惠')}/biographies", headers=headers,
                   data={"writer": "rules", "csrf_token": token(c)}, follow_redirects=False)
    assert r.status_code == status
    assert status == 303 or ("another site" in r.text and project.store.outputs() == [])
