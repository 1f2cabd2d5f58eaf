"""Cited articles (APOLLO's kg plan, ConvergeWriter's clusters plan, the naive baseline) with the
scripted backend: retrieval and snippets, the review loop (a fix applied, an unsupported sentence
removed), the silhouette choice of k, one section per cluster, the outline round trip, and the CLI."""

from __future__ import annotations

import json
from collections.abc import Callable

import numpy as np
import pytest
from typer.testing import CliRunner

from shiguan import cli
from shiguan.article.compose import ArticleRequest, ArticleWriter, plan_outline, write_article
from shiguan.article.outline import Outline, OutlineSection, read_outline
from shiguan.article.plan_clusters import choose_k
from shiguan.article.result import Sentence, WrittenSection
from shiguan.article.sections import Draft, to_sentences
from shiguan.article.sources import CorpusSearch, SourcePool, window
from shiguan.config import LLMSettings
from shiguan.errors import InputError
from shiguan.llm import LLM
from shiguan.llm.protocol import Request
from shiguan.llm.scripted import ScriptedBackend

GOOD = {"text": "兆惠以笔帖式直军机处。", "cites": [1]}
GOOD_2 = {"text": "兆惠赴金川督粮运。", "cites": [1]}
BAD = {"text": "兆惠曾任两江总督。", "cites": [1]}  # no snippet names this office


class Responder:
    """Replies chosen by a phrase of the system prompt; each phrase's replies are used in
    order, the last one repeated. Every (phrase, user message) is recorded."""

    def __init__(self, replies: dict[str, list[object]]):
        self.replies = {k: list(v) for k, v in replies.items()}
        self.asked: list[tuple[str, str]] = []

    def __call__(self, request: Request) -> str:
        system, user = request.messages[0].content, request.messages[-1].content
        for phrase, queue in self.replies.items():
            if phrase in system:
                self.asked.append((phrase, user))
                reply = queue.pop(0) if len(queue) > 1 else queue[0]
                return reply(user) if callable(reply) else json.dumps(reply, ensure_ascii=False)
        raise AssertionError(f"no reply for system prompt {system[:80]!r}")

    def users(self, phrase: str) -> list[str]:
        return [u for p, u in self.asked if p == phrase]


def llm_for(project, responder: Callable[[Request], str]) -> LLM:
    return LLM(ScriptedBackend([responder] * 500), project.store, LLMSettings(backend="none", json_retries=1),
               sleep=lambda s: None)


def common(**extra) -> dict[str, list[object]]:
    replies = {
        "list the numbers of the snippets": [{"relevant": [1]}],
        "You write one section": [{"sentences": [GOOD, GOOD_2]}],
        "You write the introduction": [{"sentences": [{"text": "兆惠赴金川督粮运。", "cites": [1]}]}],
        "You write the conclusion": [{"sentences": [{"text": "兆惠以笔帖式直军机处。", "cites": [1]}]}],
        "You polish one section": [{"sentences": [GOOD_2, GOOD]}],
        "你是史料核对员": [{"verdict": "not_included", "evidence": "", "explanation": "not said"}],
    }
    replies.update(extra)
    return replies


def kg_replies(**extra) -> dict[str, list[object]]:
    return common(**{
        "propose 2 in-depth": [{"deep": [{"question": "兆惠在金川做了什么？", "rationale": "r"},
                                          {"question": "兆惠的出身？", "rationale": "r"}],
                                 "broad": [{"question": "同时的将领？", "rationale": "r"},
                                           {"question": "粮运？", "rationale": "r"}]}],
        "turn research questions into search queries": [{"queries": ["金川", "笔帖式", "阿里衮", "金川"]}],
        "You plan an encyclopedia article. From the knowledge graph": [
            {"title": "兆惠与金川", "sections": [{"heading": "金川督运", "subheadings": ["粮运"]}]}],
        **extra})


@pytest.fixture
def settings(project):
    """Small numbers so a scripted run stays short: 1 round of questions, 2 revisions."""
    (project.root / "shiguan.toml").write_text(
        (project.root / "shiguan.toml").read_text("utf-8").replace("rounds = 3", "rounds = 1")
        .replace("revisions = 3", "revisions = 2"), "utf-8")
    from shiguan.project import Project

    p = Project.open(project.root)
    yield p
    p.close()


def test_window_takes_the_sentences_holding_the_query():
    text = "甲乙丙。兆惠赴金川督粮运。丁戊己。庚辛壬癸。"
    start, end = window(text, "金川", 15)
    assert text[start:end] == "兆惠赴金川督粮运。丁戊己。"  # and what follows, while it fits
    assert window("一二三四五六七八九十", "五", 4) == (0, 4)  # one sentence longer than the limit is cut


def test_search_ranks_matching_chunks_and_prefers_pinned_documents(project):
    pool = SourcePool(project, CorpusSearch(project, 200))
    found = pool.retrieve("金川", 3)
    assert found and "金川" in found[0].text
    doc_text = project.store.document_text(found[0].chunk.document_id)
    assert doc_text[found[0].start:found[0].end] == found[0].text  # exact offsets into the document
    assert pool.retrieve("金川", 3) == [] or all(s.chunk.id not in {f.chunk.id for f in found}
                                                for s in pool.snippets[len(found):])
    plain = CorpusSearch(project, 200).scores("字")
    pinned = CorpusSearch(project, 200, prefer=("卷七十八",))
    boosted = pinned.scores("字")
    rows = [i for i, cid in enumerate(pinned.ids) if "卷七十八" in pinned.rows[cid].path]
    assert rows and all(boosted[i] == pytest.approx(plain[i] * 2) for i in rows)


def test_kg_plan_writes_a_verified_article(settings):
    r = Responder(kg_replies())
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    body = [s for s in article.sections if s.kind == "body"]
    assert [s.heading for s in body] == ["金川督运"]
    assert all(s.verdict == "supported" for sec in article.sections for s in sec.sentences)
    md = article.markdown()
    assert md.startswith("# 兆惠与金川") and "[1]" in md and "## References" in md
    ref = article.to_dict()["references"][0]
    assert ref["text"] in settings.store.document_text(
        next(s.chunk.document_id for s in article.snippets if s.n == ref["n"]))
    # m rounds of questions with memory; a query proposed twice is issued once
    planning = article.planning
    assert len(planning["questions"]) == 4 and planning["queries"].count("金川") == 1
    assert planning["kg"]["triples"], "the topic KG holds the triples read from the snippets"
    assert article.cost["requests_by_stage"]["article-questions"] == 1
    assert body[0].polished  # the polished order verified, so it replaced the draft


def test_review_fix_is_applied(settings):
    r = Responder(kg_replies(**{"You write one section": [{"sentences": [GOOD, BAD]}, {"sentences": [GOOD, GOOD_2]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    body = next(s for s in article.sections if s.kind == "body")
    assert len(body.rounds) == 2
    assert any("两江总督" in f and "Sentence 2" in f for f in body.rounds[0].fixes)
    assert "两江总督" in r.users("You write one section")[1]  # the fix was shown to the writer
    assert not body.removed and {s.text for s in body.sentences} == {GOOD["text"], GOOD_2["text"]}


def test_unsupported_sentence_is_removed_after_the_last_round(settings):
    r = Responder(kg_replies(**{"You write one section": [{"sentences": [GOOD, BAD]}],
                                "You polish one section": [{"sentences": [BAD]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    body = next(s for s in article.sections if s.kind == "body")
    assert len(body.rounds) == 3  # draft + r_max (2) revisions
    assert [s.text for s in body.removed] == [BAD["text"]]
    assert [s.text for s in body.sentences] == [GOOD["text"]]
    assert "两江总督" not in article.markdown()
    report = article.to_dict()["sections"]
    assert any(s["removed"] and s["removed"][0]["verdict"] == "not_included" for s in report)


def test_polish_that_adds_a_fact_is_discarded(settings):
    r = Responder(kg_replies(**{"You polish one section": [{"sentences": [GOOD, BAD]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    body = next(s for s in article.sections if s.kind == "body")
    assert not body.polished and "两江总督" not in article.markdown()


def test_citation_outside_the_snippets_shown_counts_as_none(settings):
    r = Responder(kg_replies(**{"You write one section": [{"sentences": [{"text": GOOD["text"], "cites": [9]}]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    body = next(s for s in article.sections if s.kind == "body")
    assert not body.sentences and body.removed[0].cites == []
    assert any("cites no snippet" in f for f in body.rounds[0].fixes)


def test_choose_k_by_silhouette():
    rng = np.random.default_rng(0)
    centres = np.eye(8)[:3] * 5
    points = np.vstack([c + rng.normal(0, 0.05, (6, 8)) for c in centres])
    k, labels, scores = choose_k(points, 2, 5)
    assert k == 3 and set(scores) == {2, 3, 4, 5} and max(scores, key=scores.get) == 3
    assert len(set(labels[:6])) == 1 and len(set(labels)) == 3
    assert choose_k(points[:2], 2, 5)[0] == 1  # too few points for two clusters


def cluster_replies(**extra) -> dict[str, list[object]]:
    return common(**{
        "Give up to 4 search keywords": [{"keywords": ["金川", "傅鼐"]}],
        "further search keywords": [{"keywords": ["赵尔丰"]}],
        "Summarise each numbered snippet": [lambda user: json.dumps(
            {"summaries": ["摘要"] * user.count("[")}, ensure_ascii=False)],
        "Name their common theme": [{"theme": "主题", "summary": "概述"}],
        "exactly one section per numbered group": [lambda user: json.dumps(
            {"title": "清代人物", "sections": [{"heading": f"第{i}节", "subheadings": []}
                                            for i in range(1, user.count("\n[") + 2)]}, ensure_ascii=False)],
        **extra})


def test_clusters_plan_one_section_per_cluster_drawing_only_on_it(settings):
    r = Responder(cluster_replies())
    llm = llm_for(settings, r)
    writer = ArticleWriter(settings, llm, ArticleRequest("兆惠", "clusters", words=200))
    planned = writer.plan()
    clusters = planned.planning["clusters"]
    assert len(clusters) >= 1 and planned.planning["silhouette"] is not None
    assert sorted(s.cluster for s in planned.outline.sections) == list(range(1, len(clusters) + 1))
    for section in planned.outline.sections:
        members = set(clusters[section.cluster - 1]["snippets"])
        assert {s.n for s in planned.offer(section)} <= members
    article = writer.write(planned)
    for sec in article.sections:
        if sec.kind == "body":
            assert set(sec.offered) <= set(clusters[sec.cluster - 1]["snippets"])
    assert all(d["why"] for d in planned.planning["dropped"])


def test_outline_must_map_clusters_one_to_one():
    outline = Outline("t", [OutlineSection("a", cluster=1), OutlineSection("b", cluster=1)])
    with pytest.raises(InputError, match="exactly one section"):
        outline.check_clusters(2)
    Outline("t", [OutlineSection("a", cluster=2), OutlineSection("b", cluster=1)]).check_clusters(2)


def test_outline_only_then_edited_outline(settings, tmp_path):
    r = Responder(kg_replies())
    outline, planning = plan_outline(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg"))
    path = tmp_path / "outline.md"
    path.write_text(outline.markdown().replace("## 金川督运", "## 军机处\n### 笔帖式"), "utf-8")
    edited = read_outline(path)
    assert [s.heading for s in edited.sections] == ["军机处"] and edited.sections[0].subheadings[:1] == ["笔帖式"]
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", outline=edited))
    assert [s.heading for s in article.sections if s.kind == "body"] == ["军机处"]
    bad = tmp_path / "bad.md"
    bad.write_text("just text\n", "utf-8")
    with pytest.raises(InputError, match="needs a `# title`"):
        read_outline(bad)


def test_naive_baseline_checks_and_removes(settings):
    def naive(user: str) -> str:
        n = next(int(line[1:line.index("]")]) for line in user.splitlines() if "以笔帖式直军机处" in line)
        sentences = [dict(GOOD, cites=[n]), dict(BAD, cites=[n])]
        return json.dumps({"title": "兆惠", "sections": [{"heading": "生平", "sentences": sentences}]},
                          ensure_ascii=False)

    r = Responder(common(**{"a title and a few sections": [naive]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠", "naive"))
    (body,) = article.sections
    assert [s.text for s in body.sentences] == [GOOD["text"]] and [s.text for s in body.removed] == [BAD["text"]]
    assert article.cost["requests_by_stage"] == {"article-naive": 1}


def test_english_sentences_are_judged_whole_by_the_model(settings):
    english = {"text": "Zhaohui served in the Grand Council as a clerk.", "cites": [1]}

    def judge(user: str) -> str:
        quote = "以笔帖式直军机处" if "Grand Council" in user else ""
        verdict = "supported" if quote else "not_included"
        return json.dumps({"verdict": verdict, "evidence": quote}, ensure_ascii=False)

    r = Responder(kg_replies(**{"You write one section": [{"sentences": [english]}], "你是史料核对员": [judge],
                                "You write the introduction": [{"sentences": []}],
                                "You write the conclusion": [{"sentences": []}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", lang="en"))
    body = next(s for s in article.sections if s.kind == "body")
    assert [s.text for s in body.sentences] == [english["text"]]
    assert len(body.sentences[0].check.facts) == 1  # one claim: the whole sentence


def test_a_chinese_item_stays_whole_and_goes_to_the_chinese_verifier(settings):
    (shown,) = SourcePool(settings, CorpusSearch(settings, 200)).retrieve("以笔帖式直军机处", 1)
    two = GOOD["text"] + GOOD_2["text"]
    assert [s.text for s in to_sentences(Draft(sentences=[{"text": two, "cites": [1]}]), [shown], "zh")] == [two]
    writer = ArticleWriter(settings, llm_for(settings, Responder(kg_replies())), ArticleRequest("兆惠 金川", "kg"))
    article = writer.write(writer.plan())
    assert all(s.verdict == "supported" for sec in article.sections for s in sec.sentences)
    assert list(writer.reviewer.checkers) == ["zh"]  # the English claim Verifier never made


def test_bad_requests_are_refused():
    with pytest.raises(InputError, match="topic is empty"):
        ArticleRequest("  ")
    with pytest.raises(InputError, match="unknown plan"):
        ArticleRequest("x", plan="storm")
    with pytest.raises(InputError, match="unknown language"):
        ArticleRequest("x", lang="fr")


def test_cli_article_writes_markdown_json_and_output(settings, tmp_path, monkeypatch):
    r = Responder(kg_replies())
    monkeypatch.setattr("shiguan.api.people.open_llm", lambda s, store: llm_for(settings, r))
    out = tmp_path / "a.md"
    result = CliRunner().invoke(cli.app, ["article", str(settings.root), "兆惠 金川", "--plan", "kg", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_text("utf-8").startswith("# 兆惠与金川")
    report = json.loads(out.with_suffix(".json").read_text("utf-8"))
    assert report["plan"] == "kg" and report["sections"] and report["cost"]["model_calls"] > 0
    from shiguan.project import Project

    p = Project.open(settings.root)
    assert p.store.outputs()[0].kind == "article"
    p.close()
    outline = CliRunner().invoke(cli.app, ["article", str(settings.root), "兆惠 金川", "--plan", "kg",
                                           "--outline-only"])
    assert outline.exit_code == 0 and "## 金川督运" in outline.output


def test_cli_article_without_a_model_says_so(project):
    result = CliRunner().invoke(cli.app, ["article", str(project.root), "金川", "--plan", "clusters"])
    assert result.exit_code == 2 and "needs a language model" in result.output


def test_rouge_is_character_level_for_chinese():
    from shiguan.evaluate.rouge import lcs_length, rouge_1, rouge_l

    assert lcs_length(list("ABCBDAB"), list("BDCABA")) == 4
    assert rouge_1("兆惠赴金川", "兆惠赴金川") == 1.0
    assert rouge_l("兆惠金川", "兆惠赴金川督运") == pytest.approx(2 * (4 / 4) * (4 / 7) / (1 + 4 / 7))
    assert rouge_1("甲乙", "丙丁") == 0.0


def test_eval_article_scores_a_report(settings, tmp_path):
    r = Responder(kg_replies(**{"You write one section": [{"sentences": [GOOD, BAD]}],
                                "You polish one section": [{"sentences": [BAD]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    path = tmp_path / "a.json"
    path.write_text(article.to_json(), "utf-8")
    ref = tmp_path / "ref.md"
    ref.write_text("兆惠以笔帖式直军机处。", "utf-8")
    result = CliRunner().invoke(cli.app, ["eval", "article", str(path), "--reference", str(ref), "--json"])
    assert result.exit_code == 0, result.output
    scores = json.loads(result.output)
    assert scores["hallucination_rate"] == 0.0  # only verified sentences remain
    # first drafts: intro (1 claim), body GOOD + BAD, conclusion (1): one of four unsupported
    assert scores["hallucination_first_draft"] == pytest.approx(0.25)
    assert scores["removed_sentences"] == 1 and scores["coverage_rate"] == 1.0
    assert scores["unique_documents"] == 1 and scores["overlap_supported"] == 1.0
    assert 0 < scores["rouge_l"] <= 1 and scores["diversity"] is not None
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]", "utf-8")
    refused = CliRunner().invoke(cli.app, ["eval", "article", str(bad)])
    assert refused.exit_code == 2 and "not an article report" in refused.output


def test_web_reader_shows_an_article_with_its_snippets(settings):
    from test_web import client_for

    r = Responder(kg_replies(**{"You write one section": [{"sentences": [GOOD, BAD]}],
                                "You polish one section": [{"sentences": [BAD]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    oid = settings.store.add_output(None, "article", "kg", article.markdown(), article.to_json())
    with client_for(settings) as c:
        page = c.get(f"/outputs/{oid}").text
        listing = c.get("/outputs").text
    assert "兆惠以笔帖式直军机处。" in page and 'id="ref-1"' in page
    assert "两江总督" in page  # the removed sentence is listed as dropped, not in the text
    assert "兆惠 金川" in page and f"/outputs/{oid}" in listing


def test_a_sentence_kept_in_an_earlier_section_is_not_repeated(settings):
    r = Responder(kg_replies(**{
        "You plan an encyclopedia article. From the knowledge graph": [
            {"title": "兆惠", "sections": [{"heading": "军机处", "subheadings": []},
                                           {"heading": "金川", "subheadings": []}]}],
        "You write one section": [{"sentences": [GOOD, GOOD_2]}, {"sentences": [GOOD_2]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    first, second = [s for s in article.sections if s.kind == "body"]
    assert {s.text for s in first.sentences} == {GOOD["text"], GOOD_2["text"]}
    assert second.sentences == [] and [s.text for s in second.repeated] == [GOOD_2["text"]]


def test_a_lead_that_only_repeats_the_body_is_left_out(settings):
    r = Responder(kg_replies())  # the scripted lead and conclusion copy body sentences
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    intro = article.sections[0]
    assert intro.kind == "intro" and not intro.sentences and intro.repeated
    empty = next(s for s in article.sections if s.kind == "body")
    empty.sentences = []
    assert f"## {empty.heading}" not in article.markdown()  # a heading with nothing verified under it


def test_snippet_summaries_the_model_cannot_give_fall_back_to_openings(settings):
    r = Responder(cluster_replies(**{"Summarise each numbered snippet": ['{"summaries": ["' + "很长" * 10]}))
    writer = ArticleWriter(settings, llm_for(settings, r), ArticleRequest("兆惠", "clusters"))
    planned = writer.plan()
    cluster = planned.planning["clusters"][0]
    assert cluster["summaries_fallback"] and "Summaries" in cluster["summaries_fallback"]
    first = writer.pool.get(cluster["central"][:1])[0]
    assert cluster["snippet_summaries"][0] == first.text[:60]


def test_an_articles_markdown_carries_no_raw_html_from_the_corpus_or_the_model(settings):
    """A Markdown viewer runs raw HTML: snippets, model sentences and headings are escaped."""
    from dataclasses import replace

    article = write_article(settings, llm_for(settings, Responder(kg_replies())),
                            ArticleRequest("兆惠 金川", "kg", words=200))
    article.snippets = [replace(s, text="<script>alert(1)</script>" + s.text) for s in article.snippets]
    body = next(s for s in article.sections if s.kind == "body")
    body.heading = "<b>金川</b>"
    body.sentences[0].text = "<img src=x onerror=alert(1)>" + body.sentences[0].text
    md = article.markdown()
    assert "<script>" not in md and "<img" not in md and "<b>" not in md
    assert "&lt;script&gt;" in md and "&lt;img" in md and "## &lt;b&gt;金川" in md


NEGATED = {"text": "兆惠未赴金川督粮运。", "cites": [1]}  # the snippet says he went
# a judge that vouches for what it is shown, as the 1.5B model did for 未能 put into a sentence
VOUCHING = {"你是史料核对员": [{"verdict": "supported", "evidence": "赴金川督粮运", "explanation": "says so"}]}


def test_polish_that_adds_a_negation_is_discarded(settings):
    r = Responder(kg_replies(**VOUCHING, **{"You polish one section": [{"sentences": [NEGATED, GOOD]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    body = next(s for s in article.sections if s.kind == "body")
    assert not body.polished and "未赴" not in article.markdown()


def test_polish_that_trades_actors_between_its_snippets_is_discarded(settings):
    """The Verifier reads the cited snippets together: 舒赫德 stands in one, 直军机处 in the other."""
    llm = llm_for(settings, Responder(kg_replies(**VOUCHING)))
    article = write_article(settings, llm, ArticleRequest("兆惠 金川", "kg", words=200))
    his = next(s for s in article.snippets if s.text.startswith("兆惠，以笔帖式"))
    other = next(s for s in article.snippets if s.text.startswith("舒赫德，自笔帖式"))
    writer = ArticleWriter(settings, llm, ArticleRequest("兆惠 金川", "kg"))
    section = WrittenSection("出身", "body", sentences=[Sentence(GOOD["text"], [his.n])])
    swapped = Draft.model_validate({"sentences": [{"text": "舒赫德以笔帖式直军机处。", "cites": [1, 2]}]})
    writer._polish(section, swapped, [his, other])
    assert not section.polished and [s.text for s in section.sentences] == [GOOD["text"]]


def test_an_introduction_that_adds_a_negation_is_removed(settings):
    negated = {"text": "兆惠不直军机处。", "cites": [1]}
    r = Responder(kg_replies(**VOUCHING, **{"You write the introduction": [{"sentences": [NEGATED]}],
                                            "You write the conclusion": [{"sentences": [negated]}]}))
    article = write_article(settings, llm_for(settings, r), ArticleRequest("兆惠 金川", "kg", words=200))
    intro, conclusion = article.sections[0], article.sections[-1]
    assert intro.kind == "intro" and conclusion.kind == "conclusion"
    assert not intro.sentences and not conclusion.sentences
    removed = intro.removed + conclusion.removed
    assert removed and all(any("adds a negation" in f.message for f in s.check.failures) for s in removed)
