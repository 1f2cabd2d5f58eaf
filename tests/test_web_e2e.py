"""End to end: `shiguan serve` on a free localhost port, driven by headless Chromium (Debian's
chromium + chromium-driver, through selenium): search a person by his 字, open his page, write a
rules-only biography, open a citation and see its source sentence, read it in the document, and
decide a review item.

With SHIGUAN_SCREENSHOTS=DIR the walk saves the screenshots that docs/screenshots/ holds.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from conftest import write_corpus

from shiguan.ingest import ingest
from shiguan.lang.zh.verify.check import check_claim
from shiguan.retrieve.person import lookup

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
WAIT = 30  # seconds: the machine may be busy
# 赵尔丰 in another edition, with another father: checking a sentence opens a review item.
VARIANT = "赵尔丰\n赵尔丰，字季和，汉军正蓝旗人。父文英，官知府。尔丰以盐大使改知县。\n"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(project, tmp_path):
    write_corpus(tmp_path / "variant", {"卷二百五十六·关外本.txt": VARIANT})
    ingest(project, [tmp_path / "variant"])
    check_claim(project, lookup(project, "赵尔丰"), "赵尔丰，父文颖。")
    assert project.store.reviews("open"), "the variant edition should open a review item"
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "shiguan.cli", "serve", str(project.root), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + WAIT
    while True:
        try:
            urllib.request.urlopen(base + "/people", timeout=2)
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail(f"shiguan serve did not start: {proc.communicate()[0]}")
            time.sleep(0.2)
    yield base
    proc.terminate()
    proc.wait(10)


@pytest.fixture
def browser():
    if not CHROMIUM or not CHROMEDRIVER:
        pytest.skip("needs chromium and chromedriver (Debian: apt-get install chromium chromium-driver)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1280,900"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    driver.implicitly_wait(5)
    yield driver
    driver.quit()


def test_historian_walks_through_the_app(server, browser, project):
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    shots = Path(os.environ["SHIGUAN_SCREENSHOTS"]) if os.environ.get("SHIGUAN_SCREENSHOTS") else None
    # while a submitted form's page replaces the old one, Chromium may answer "Node with given id does
    # not belong to the document" for an element just found (a busy machine, CI): the wait asks again
    wait = WebDriverWait(browser, WAIT, ignored_exceptions=(WebDriverException,))

    def shot(name: str) -> None:
        if shots:
            shots.mkdir(parents=True, exist_ok=True)
            browser.save_screenshot(str(shots / f"{name}.png"))

    def search(text: str) -> None:
        box = browser.find_element(By.NAME, "q")
        box.clear()
        box.send_keys(text)
        box.submit()

    # a shared name lists the candidates; a 字 goes to the one man who bears it
    browser.get(server + "/people")
    search("傅鼐")
    wait.until(ec.text_to_be_present_in_element((By.TAG_NAME, "h2"), "names 2 people"))
    shot("people-search")
    search("和甫")
    wait.until(ec.text_to_be_present_in_element((By.TAG_NAME, "h1"), "兆惠"))
    assert "「和甫」 is his 字" in browser.find_element(By.CLASS_NAME, "found-as").text
    facts = browser.find_element(By.CSS_SELECTOR, "table.facts").text
    assert "和甫" in facts and "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。" in facts
    shot("person")

    # his neighbourhood: the graph page draws inside its frame (its inline script is allowed by hash)
    frame = browser.find_element(By.CSS_SELECTOR, "iframe.graph")
    browser.execute_script("arguments[0].scrollIntoView(); window.scrollBy(0, -110)", frame)  # below the header
    browser.switch_to.frame(frame)
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "g.node")) > 3)
    assert "佛标" in browser.find_element(By.ID, "graph").text
    browser.switch_to.default_content()
    shot("person-graph")
    browser.execute_script("window.scrollTo(0, 0)")  # the button out from under the sticky header

    # write a rules-only biography: the job page follows it and opens it when it is written
    browser.find_element(By.CSS_SELECTOR, "button[value=rules]").click()
    wait.until(ec.url_contains("/outputs/"))
    bio = browser.find_element(By.CSS_SELECTOR, "article.biography")
    assert "兆惠，字和甫" in bio.text

    # a citation opens its source sentence in context, the cited words marked
    bio.find_element(By.CSS_SELECTOR, "a.cite").click()
    popover = browser.find_element(By.ID, "popover")
    wait.until(lambda d: popover.is_displayed())
    assert "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。" in popover.text
    assert popover.find_element(By.CSS_SELECTOR, ".span").text
    shot("output-citation")

    # … and from there the document, the cited span in view and each highlight showing its fact
    popover.find_element(By.LINK_TEXT, "open in the document").click()
    wait.until(ec.url_contains("/documents/"))
    assert browser.find_element(By.ID, "target").is_displayed()
    mark = next(m for m in browser.find_elements(By.CSS_SELECTOR, "mark.value") if m.text == "和甫")
    mark.click()
    title = browser.find_element(By.CSS_SELECTOR, "[data-panel-title]")
    wait.until(lambda d: "1 fact" in title.text)
    shown = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "[data-fact]") if li.is_displayed()]
    assert len(shown) == 1 and "字" in shown[0] and "和甫" in shown[0]
    shot("document")

    # the review queue: pick the reading that stands, with a note
    browser.find_element(By.PARTIAL_LINK_TEXT, "Review queue").click()
    item = browser.find_element(By.CSS_SELECTOR, ".review-item.open")
    assert "文颖" in item.text and "文英" in item.text
    shot("review")
    item.find_element(By.CSS_SELECTOR, "input[value='文英']").click()
    item.find_element(By.NAME, "note").send_keys("关外本")
    item.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait.until(ec.text_to_be_present_in_element((By.CLASS_NAME, "flash"), "文英"))
    [row] = project.store.reviews()
    assert (row.status, row.decision, row.note) == ("resolved", "文英", "关外本")

    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert not errors, errors  # no script errors, nothing the Content-Security-Policy blocked


def _has_cjk_font() -> bool:
    """What fontconfig, which Chromium asks on Linux, holds for Chinese."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        pytest.skip("needs fontconfig's fc-list to know whether a CJK font is installed")
    return bool(subprocess.run([fc_list, ":lang=zh"], capture_output=True, text=True).stdout.strip())


def test_the_page_warns_when_no_font_draws_chinese(server, browser):
    """Without a CJK font every character is an empty box: the page says so, and how to mend it."""
    from selenium.webdriver.common.by import By

    browser.get(server + "/people")
    warning = browser.find_element(By.ID, "no-cjk-font")
    assert warning.is_displayed() == (not _has_cjk_font())
    assert "fonts-noto-cjk" in warning.get_attribute("textContent")
