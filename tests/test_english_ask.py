"""`ask` in English over a hand-built English store (tests/english_store.py): the rules answer
from his decided facts with the date as written and a citation, or refuse in English; the model
answers only with a quotation that stands in the passage it names; `ask` sends an English
question down the English path."""

from __future__ import annotations

import json

import pytest
from english_store import build, ingested
from typer.testing import CliRunner

from shiguan import api
from shiguan.cli import app
from shiguan.config import LLMSettings
from shiguan.lang.en import STYLE
from shiguan.lang.en.rules import english_rules
from shiguan.lang.en.write.answer import answer_by_rules
from shiguan.lang.en.write.answering import questions_style
from shiguan.lang.en.write.model_answer import answer_by_model
from shiguan.lang.en.write.question import named_people, read_question
from shiguan.llm import LLM
from shiguan.llm.scripted import ScriptedBackend
from shiguan.project import Project


@pytest.fixture
def weller(tmp_path):
    built = build(tmp_path / "p")
    yield built
    built.project.close()


def scripted(project, script):
    return LLM(ScriptedBackend(script), project.store, LLMSettings(backend="none", json_retries=0),
               sleep=lambda s: None)


def test_an_answer_gives_his_fact_as_written_and_cites_its_sentence(weller):
    a = answer_by_rules(weller.project, "Where was Thomas Weller born?")
    # two places read in one sentence are one birth
    assert a.answered and a.answer == ("Thomas Weller was born in Salem, Essex county, on the 4th of March, "
                                       "1789/90 (1790)[1].")
    assert a.citations[0].sentence == "I was born in Salem, in Essex county, on the 4th of March, 1789/90."
    assert a.citations[0].text == "Salem" and a.entities == ["Thomas Weller"]
    md = a.markdown()
    assert "**References**" in md and "“I was born in Salem, in Essex county, on the 4th of March, 1789/90.”" in md


def test_names_are_matched_whole_in_any_case_and_a_shared_surname_goes_to_the_narrator(weller):
    store, rules = weller.project.store, questions_style(weller.project)
    titles = english_rules(weller.project).names.titles
    assert [n.name for n in named_people(store, "when was thomas weller born", rules["not_names"], titles)[0]] == \
        ["Thomas Weller"]
    assert [n.name for n in named_people(store, "Who was Weller's father?", rules["not_names"], titles)[0]] == \
        ["Thomas Weller"]  # the father is a Weller too, but "Weller" is the narrator's first
    assert named_people(store, "Who was Wellerton?", rules["not_names"], titles)[0] == []  # not inside a word
    assert named_people(store, "Who built Weller-House?", rules["not_names"], titles)[0] == []  # nor a compound
    # a bare "Weller" the reader kept apart is the narrator's surname before it is anyone's name
    assert [n.name for n in named_people(store, "Where was Weller born?", rules["not_names"], titles)[0]] == \
        ["Thomas Weller"]
    q = read_question(store, "When did Thomas Weller move to Boston?", rules, titles)
    assert (q.relations, q.when, q.values) == (("residence",), True, ("Boston",))
    q = read_question(store, "To which city did Weller go when he left Salem?", rules, titles)
    assert (q.relations, q.when, q.where) == (("residence",), False, True)  # a later "when" opens a clause
    # a question that capitalises its names writes none in lower case: "samuel" there is no one
    found = named_people(store, "Did Thomas Weller see samuel in Boston?", rules["not_names"], titles)[0]
    assert [n.name for n in found] == ["Thomas Weller"]
    found = named_people(store, "where did samuel live", rules["not_names"], titles)[0]
    assert [n.name for n in found] == ["Samuel Weller"]


def test_another_person_a_question_names_is_matched_by_any_of_his_names(weller):
    a = answer_by_rules(weller.project, "When did Thomas Weller marry Miss Lowell?")
    assert a.answered and a.answer == "Thomas Weller married Mary Lowell on June 2, 1812[1]."


def test_facts_whose_sentences_say_nothing_else_the_question_says_do_not_answer_it(weller):
    # his one book is The Printer's Guide, but the question asks of one he read over and over at fourteen
    a = answer_by_rules(weller.project, "What book did Thomas Weller get hold of at fourteen and read over and over?")
    assert not a.answered and "does besides (hold, fourteen, read, over)" in a.why


@pytest.mark.parametrize("question, answer", [
    ("Who were the parents of Thomas Weller?", "Thomas Weller was the son of John Weller and Sarah Hale[1]."),
    ("Whom did Weller marry?", "Thomas Weller married Mary Lowell on June 2, 1812[1]."),
    ("When did Thomas Weller move to Boston?",
     "Thomas Weller removed to Boston in the spring of 1809[1]; he returned to Boston in 1815[2]."),
    ("What did Thomas Weller publish in 1820?", "Thomas Weller wrote The Printer's Guide in 1820[1]."),
    ("Where was Weller buried?", "Thomas Weller was buried in the Old Granary ground[1]."),
    ("When did Thomas Weller go to London?", "Thomas Weller went to London in 1830[1]."),  # a weak cue, alone
    ("Which office was Weller elected to?",  # of his positions, those of the verb asked
     "Thomas Weller was elected clerk of the Typographical Society in 1825[1]."),
    ("What was Weller's trade?",
     "Thomas Weller was bound apprentice in 1802[1]; he worked as a journeyman in the spring of 1809[2]; "
     "he was elected clerk of the Typographical Society in 1825[3]."),
    ("What was John Weller's trade?", "John Weller was a cooper[1]."),
    ("What school did Thomas Weller go to?", "Thomas Weller went to the grammar school[1]."),
    ("When did Thomas Weller return to Boston?", "Thomas Weller returned to Boston in 1815[1]."),  # not 1809
    ("Where did Thomas Weller go after he was sent abroad?", "Thomas Weller went to London in 1830[1]."),
])
def test_rules_answer_the_relation_asked_from_his_decided_facts(weller, question, answer):
    a = answer_by_rules(weller.project, question)
    assert a.answered and a.answer == answer and len(a.citations) == answer.count("[")


@pytest.mark.parametrize("question, why", [
    ("What did Thomas Weller found?", "no founded"),  # a relation he has no fact of
    ("When did Thomas Weller move to Paris?", "holding Paris"),  # he moved, but not there
    ("What did Thomas Weller publish in 1821?", "in 1821"),
    ("What college did Thomas Weller attend?", "no event or education"),  # his grammar school is none
    ("When did Thomas Weller go to school?", "no date for Thomas Weller's education"),  # a school is no year
    ("When was Thomas Weller's father born?", "not of Thomas Weller"),  # his own birth is no answer
    ("In what year did Thomas Weller's dog die?", "not of Thomas Weller"),
    ("What was the trade of Thomas Weller's father?", "no calling (father)"),  # his own offices are no answer
    ("Where did Thomas Weller live after his marriage?", "tell with «marriage»"),  # not every Boston of his
    ("Who taught Thomas Weller?", "no education of Thomas Weller's names a person"),  # a school is no teacher
    ("How many brothers did Thomas Weller have?", "says how many"),  # "his brother Samuel" is no number
    ("Where was Weller elected clerk?", "no position"),  # a place asked of an office, which holds none
    ("Was Thomas Weller a deacon?", "only questions about a relation"),  # no cue; and the deacon is undecided
    ("Where was Napoleon born?", "names no person"),
    # a verb acts on his kinsman: the question asks what befell the father, not his name
    ("Which nation killed Thomas Weller's father?", "only questions about a relation"),
    ("What did Thomas Weller inherit from his father?", "only questions about a relation"),
    ("In which town did Thomas Weller live as a boy?", "told of his youth"),  # Boston at nineteen is not
    ("Where was he born?", "names no person"),
])
def test_rules_refuse_in_english_what_the_sources_do_not_answer(weller, question, why):
    a = answer_by_rules(weller.project, question)
    assert not a.answered and a.answer == STYLE.refusal and not a.citations and why in a.why
    assert a.markdown() == f"{STYLE.refusal}\n\n({a.why})\n"


def test_a_value_in_the_first_person_is_no_answer(weller):
    a = answer_by_rules(weller.project, "Where did Thomas Weller live?")
    assert "uncle" not in a.answer and "removed to Boston" in a.answer


def _reply(answerable, answer="", passage=0, quote=""):
    return json.dumps({"answerable": answerable, "answer": answer, "passage": passage, "quote": quote})


def _passage_with(request, words):
    lines = request.messages[-1].content.splitlines()
    return next(int(line[1:line.index("]")]) for line in lines if line.startswith("[") and words in line)


def test_the_model_answers_with_a_verbatim_quote_which_is_cited(weller):
    def answer(request):
        n = _passage_with(request, "removed to Boston")
        return _reply(True, "He moved to Boston in the spring of 1809.", n,
                      "In the spring of 1809 I removed to Boston")

    llm = scripted(weller.project, [answer])
    a = answer_by_model(weller.project, llm, "When did Thomas Weller move to Boston?")
    assert a.answered and a.mode == "model" and a.answer == "He moved to Boston in the spring of 1809[1]."
    c = a.citations[0]
    assert c.text == "In the spring of 1809 I removed to Boston"
    assert c.sentence == "In the spring of 1809 I removed to Boston, where I worked as a journeyman."
    request = llm.backend.seen[0].messages
    assert request[0].role == "system" and "word for word" in request[0].content
    assert "Person: Thomas Weller" in request[1].content and "Question: When did" in request[1].content


def test_the_model_is_refused_a_quote_not_in_a_passage_an_answer_beyond_its_quote_and_an_unanswerable_reply(weller):
    def misquoted(request):
        n = _passage_with(request, "removed to Boston")
        return _reply(True, "He moved to Boston in 1808.", n, "In the spring of 1808 I removed to Boston")

    def beyond(request):  # verbatim, but the answer says more than the quotation
        n = _passage_with(request, "removed to Boston")
        return _reply(True, "He moved to Boston in 1808.", n, "In the spring of 1809 I removed to Boston")

    cases = [("When did Thomas Weller move to Boston?", misquoted, "not word for word in a passage"),
             ("In what year did Thomas Weller move to Boston?", beyond, "says what its quotation does not: 1808"),
             ("How many sons had Thomas Weller?", _reply(True, "Four sons.", 1, "I was born in Salem, in Essex"),
              "says what its quotation does not: Four"),
             ("Did Thomas Weller ever sail to Boston?", _reply(False), "insufficient"),
             ("What was the name of Thomas Weller's son?",
              _reply(True, "Thomas Weller.", 1, "I was born in Salem, in Essex county"),
              "says what its quotation does not: Thomas, Weller"),
             ("Where did Thomas Weller live?", _reply(True, "Boston.", 42, "x" * 30), "not word for word in a passage")]
    for question, reply, why in cases:  # each its own question: an answered request is replayed from the log
        a = answer_by_model(weller.project, scripted(weller.project, [reply]), question)
        assert not a.answered and a.answer == STYLE.refusal and not a.citations and why in a.why


def test_a_verbatim_quote_in_another_passage_shown_is_cited_where_it_stands(weller):
    def elsewhere(request):  # the model names another passage than the one it quotes
        lines = [line for line in request.messages[-1].content.splitlines() if line.startswith("[")]
        other = next(int(line[1:line.index("]")]) for line in lines if "born in Salem" not in line)
        return _reply(True, "He was born in Salem.", other, "I was born in Salem, in Essex county")

    a = answer_by_model(weller.project, scripted(weller.project, [elsewhere]), "Where was Thomas Weller born?")
    assert a.answered and a.answer == "He was born in Salem[1]."
    assert a.citations[0].sentence.startswith("I was born in Salem")


def test_no_person_named_means_no_model_call(weller):
    llm = scripted(weller.project, [])
    a = answer_by_model(weller.project, llm, "Where was Napoleon born?")
    assert not a.answered and a.answer == STYLE.refusal and not llm.backend.seen


def test_ask_sends_an_english_question_down_the_english_path(weller):
    project = weller.project
    a = api.ask(project, "Where was Thomas Weller born?", None)
    assert a.answered and a.answer.startswith("Thomas Weller was born in Salem")
    refused = api.ask(project, "Thomas Weller的父亲是谁？", None)  # a Chinese question: the Chinese path
    assert not refused.answered and refused.answer.startswith("无法回答")
    forced = api.ask(project, "Thomas Weller的父亲是谁？", None, lang="en")
    assert forced.answer != refused.answer
    with pytest.raises(api.ShiguanError, match="--lang de"):
        api.ask(project, "Where was Thomas Weller born?", None, lang="de")
    result = CliRunner().invoke(app, ["ask", str(project.root), "When did Weller die?", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["answered"] and data["answer"] == "Thomas Weller died in Boston on May 1, 1861[1]."
    assert data["citations"][0]["sentence"].startswith("Weller died in Boston")


def test_a_which_question_is_answered_only_by_a_fact_whose_sentence_names_the_thing_asked(weller):
    """"Which newspaper did he write?": his book is no newspaper; the rules refuse."""
    assert answer_by_rules(weller.project, "What book did Thomas Weller write?").answered
    a = answer_by_rules(weller.project, "Which newspaper did Thomas Weller write?")
    assert not a.answered and a.answer == STYLE.refusal


def test_the_models_quote_must_stand_in_a_sentence_that_tells_of_him(weller):
    """A verbatim quote from a sentence whose subject is his father answers nothing about him;
    asked who his father was, it does."""
    def trade(request):
        n = _passage_with(request, "was a cooper")
        return _reply(True, "He was a cooper.", n, "My father, John Weller, was a cooper")

    a = answer_by_model(weller.project, scripted(weller.project, [trade]), "What was Thomas Weller's first trade?")
    assert not a.answered and a.answer == STYLE.refusal and "not in a sentence that tells of Thomas Weller" in a.why

    def father(request):
        n = _passage_with(request, "was a cooper")
        return _reply(True, "John Weller.", n, "My father, John Weller, was a cooper")

    a = answer_by_model(weller.project, scripted(weller.project, [father]), "Who was Thomas Weller's father?")
    assert a.answered and a.answer == "John Weller[1]."


def test_a_long_quotation_is_judged_by_the_sentence_that_answers_and_his_own_name_is_no_addition(weller):
    """The sentence after the one that answers speaks of another "he"; the answer names him."""
    def school(request):
        n = _passage_with(request, "grammar school")
        return _reply(True, "Thomas Weller went to the grammar school.", n,
                      "I went to the grammar school for a year. Some said he was then made a deacon.")

    a = answer_by_model(weller.project, scripted(weller.project, [school]), "Where did Thomas Weller go to school?")
    assert a.answered and a.answer == "Thomas Weller went to the grammar school[1]."


@pytest.mark.parametrize(("sentence", "his"), [
    ("I took her to wife in 1812.", True),  # a she beside his I, but not a subject
    ("I heard that he was born in Glasgow.", False),  # a he is the subject of what is told
    ("My father, John Weller, was a cooper.", False),  # his word only as a possessive
    ("Weller was elected clerk.", True),
])
def test_a_sentence_tells_of_him_when_he_is_a_subject_in_it(weller, sentence, his):
    from shiguan.lang.en.verify.check import his_sentence
    from shiguan.retrieve.person import lookup

    found = lookup(weller.project, "Thomas Weller")
    assert his_sentence(weller.project, found, sentence, voiced=True, asks_who=False) is his


def test_with_a_model_his_facts_answer_first_and_the_model_only_what_they_do_not(weller):
    def trade(request):
        n = _passage_with(request, "grammar school")
        return _reply(True, "He went to the grammar school.", n, "I went to the grammar school for a year")

    llm = scripted(weller.project, [trade])
    by_facts = api.ask(weller.project, "Whom did Thomas Weller marry?", llm)
    assert by_facts.mode == "rules" and by_facts.answered and not llm.backend.seen
    by_model = api.ask(weller.project, "What did Thomas Weller do for a year?", llm)
    assert by_model.mode == "model" and by_model.answered and len(llm.backend.seen) == 1


def test_the_models_quotation_must_name_the_thing_a_which_question_asks_for(weller):
    def party(request):  # his own sentence, his words, but no party in it
        n = _passage_with(request, "grammar school")
        return _reply(True, "The grammar school.", n, "I went to the grammar school for a year")

    question = "Which party did Thomas Weller join at the grammar school?"
    a = answer_by_model(weller.project, scripted(weller.project, [party]), question)
    assert not a.answered and "names no party" in a.why


def test_a_word_of_the_question_meets_its_past_in_a_facts_sentence():
    from shiguan.lang.en.write.answering import word_stem, word_stems

    # "after his escape" is said by "he escaped": the facts of that sentence speak to it
    assert word_stem("escape") in word_stems("In 1838 he escaped from slavery and married Anna Murray.")
    assert word_stem("marry") in word_stems("he married") and word_stem("college") == word_stem("colleges")


def test_a_sentence_names_a_college_only_where_the_noun_heads_its_phrase():
    from shiguan.lang.en.write.fact_words import names_kind

    # "What college did he attend?" is not answered by the school of a sentence about a college education
    assert not names_kind("His father could not bear the expense of a college education, so he went to a school.",
                           "college")
    assert names_kind("In 1900 she entered Radcliffe College.", "college")
    assert names_kind("Keller was a member of the Socialist Party.", "party")


def memoir_answers(tmp_path, text: str, *questions: str) -> dict:
    """The rules' answers to the questions, over one memoir by Ben Weller ingested through the command."""
    project = api.open_project(ingested(tmp_path, "memoir.txt", text, "--narrator", "Ben Weller"))
    said = {q: answer_by_rules(project, q) for q in questions}
    project.close()
    return said


def article(tmp_path, text: str):
    """A project of one English article, ingested through the command."""
    return api.open_project(ingested(tmp_path, "ada.txt", text))


def test_a_date_is_no_place_and_a_home_is_no_cause_of_death(tmp_path):
    project = article(tmp_path, "Ada Mary Weller (March 3, 1850 – June 1, 1920) was a Scottish teacher.\n\nWeller "
                                "taught in Perth for thirty years. Weller died on June 1, 1920. Her brother Tom "
                                "Weller died at his home in Perth in 1931.\n")
    assert not answer_by_rules(project, "Where did Ada Weller die?").answered  # "died on June 1, 1920"
    # said in the brackets where the article opens and in its body: one clause, both cited
    assert answer_by_rules(project, "When did Ada Weller die?").answer == "Ada Mary Weller died on June 1, 1920[1][2]."
    tom = answer_by_rules(project, "Where did Tom Weller die?").answer
    assert "home in Perth" in tom and "died of" not in tom


def test_what_she_co_founded_is_said_so(tmp_path):
    project = article(tmp_path, "Ada Mary Weller (March 3, 1850 – June 1, 1920) was a Scottish teacher.\n\nIn "
                                "1889 Weller co-founded the Perth Ladies' College. In 1895 Weller was re-elected "
                                "president of the Perth Society.\n")
    assert answer_by_rules(project, "What did Ada Weller found?").answer.startswith("Ada Mary Weller co-founded the")
    assert "re-elected president" in answer_by_rules(project, "What position did Ada Weller hold?").answer


def test_the_noun_a_cue_asks_for_picks_its_facts(tmp_path):
    project = article(tmp_path, "Ada Mary Weller (March 3, 1850 – June 1, 1920) was a Scottish teacher.\n\nIn 1870 "
                                "Weller graduated from the University of Edinburgh. In 1900 the University of St "
                                "Andrews conferred upon Weller the honorary degree of Doctor of Laws.\n")
    assert answer_by_rules(project, "When did Ada Weller graduate?").answer.startswith(
        "Ada Mary Weller graduated from the University of Edinburgh in 1870")
    degree = answer_by_rules(project, "What honorary degree did Ada Weller receive?").answer
    assert "Doctor of Laws" in degree and "Edinburgh" not in degree  # her school is no degree


def test_when_asks_the_date_of_its_own_verb(tmp_path):
    project = article(tmp_path, "Ada Mary Weller (March 3, 1850 – June 1, 1920) was a Scottish teacher.\n\nIn 1866 "
                                "Weller entered the University of Edinburgh, which was then in the hands of the "
                                "Church. In 1872 Weller married Tom Hay, who was a printer in the town.\n")
    entered = answer_by_rules(project, "In what year did Ada Weller graduate from the University of Edinburgh?")
    assert not entered.answered and "what the question's verb says" in entered.why  # 1866 is when she entered
    assert answer_by_rules(project, "When did Ada Weller enter the University of Edinburgh?").answered
    assert answer_by_rules(project, "When did Ada Weller marry?").answer.endswith("in 1872[1].")


def test_a_kinsmans_name_or_calling_the_verb_asked_and_a_kinsman_of_one_sex(tmp_path):
    said = memoir_answers(tmp_path, "My father was a miller named John Weller. I had a son, Tom. In 1876 I opened a "
                          "school at Erie. In 1877 I attended the academy at Meadville. My first book, The Lamp, "
                          "appeared in 1890.\n",
                          "What was the name of Ben Weller's father?",
                          "What was the occupation of Ben Weller's father?", "What school did Ben Weller open?",
                          "What was the name of Ben Weller's daughter?",
                          "What was the title of Ben Weller's first book?")
    assert "John Weller" in said["What was the name of Ben Weller's father?"].answer  # his, not his father's
    assert "miller" in said["What was the occupation of Ben Weller's father?"].answer
    assert "opened a school" in said["What school did Ben Weller open?"].answer  # not the academy attended
    assert not said["What was the name of Ben Weller's daughter?"].answered  # Tom is his son
    assert "The Lamp" in said["What was the title of Ben Weller's first book?"].answer  # "Weller's" is his name


def test_a_calling_asked_as_what_the_kinsman_held_or_followed(tmp_path):
    asked = ("What office did Ben Weller's father hold?", "What trade did Ben Weller's father follow?",
             "What did Ben Weller's father edit?")
    said = memoir_answers(tmp_path, "I was born in Perth in 1850. My father was a justice of the peace. I became a "
                          "pilot in 1870.\n", *asked)
    assert "justice of the peace" in said[asked[0]].answer and "pilot" not in said[asked[0]].answer
    assert "justice of the peace" in said[asked[1]].answer
    assert not said[asked[2]].answered  # the father's deed, not his calling


def test_what_the_kinsman_was_asks_his_calling_who_he_was_his_name(tmp_path):
    what, who = "What was Ben Weller's father?", "Who was Ben Weller's father?"
    said = memoir_answers(tmp_path, "I was born in Perth in 1850. My father was a member of the state senate. I "
                          "became a pilot in 1870.\n", what, who)
    assert "member of the state senate" in said[what].answer and "pilot" not in said[what].answer
    assert not said[who].answered  # no name of his father is told


def test_an_ordinal_must_be_said_a_title_in_the_first_person_is_a_name_and_its_own_words_go_first(tmp_path):
    second, mill, magazine = memoir_answers(
        tmp_path, "In 1850 I married Ann Hay. At thirteen I went to work in the mill as a doffer. In 1860 I became a "
        "teacher at Erie. In 1865 I became the editor of Our Young Folks, a magazine for children.\n",
        "Who was Ben Weller's second wife?", "What was Ben Weller's first job in the mill?",
        "Of which magazine did Ben Weller become editor in 1865?").values()
    assert not second.answered and "«second»" in second.why  # the one wife named is not his second
    (tmp_path / "two").mkdir()
    second, third, charge = memoir_answers(
        tmp_path / "two", "In 1882 I married Miss Fanny Norton. In 1885 I married Miss Olivia Adams. In 1879 I took "
        "charge of the night school.\n", "Who was Ben Weller's second wife?", "Who was Ben Weller's third wife?",
        "What did Ben Weller take charge of in 1879?").values()
    assert "Olivia Adams" in second.answer and "Fanny" not in second.answer  # the second he married, by year
    assert not third.answered and "took charge of the night school" in charge.answer  # not "served as"
    assert "doffer" in mill.answer and "teacher" not in mill.answer  # the facts whose sentence says "mill"
    assert "Our Young Folks" in magazine.answer  # "Our" there names a magazine, not the narrator


def test_parents_the_birth_names_are_not_said_twice_and_answer_who_her_father_was(tmp_path):
    project = article(tmp_path, "Ann Weller (April 9, 1841 – October 30, 1912) was an American physician.\n\nWeller "
                                "was born in Troy, New York, to Daniel Weller, a blacksmith. Weller died at her home "
                                "in Rochester in 1912.\n")
    bio, _ = api.biography(project, api.find_person(project, "Ann Weller"), None, api.BiographyOptions())
    father = answer_by_rules(project, "Who was Ann Weller's father?")
    project.close()
    assert bio.markdown().split("References")[0].count("Daniel Weller") == 1  # "born … to Daniel Weller": once
    assert father.answered and "Daniel Weller" in father.answer  # born to him: a parent whose sex is unsaid


def test_a_deed_asked_in_its_own_words_is_answered_by_its_fact(tmp_path):
    said = memoir_answers(tmp_path, "In 1861 I enlisted in the Eleventh Indiana Volunteers. I was mustered out at "
                          "Indianapolis on the 1st of December, 1864. In 1866 I taught a district school in Hatfield. "
                          "I have been a member of the Grand Army of the Republic since 1866.\n",
                          "When was Ben Weller mustered out?", "Where did Ben Weller teach?",
                          "What organisation was Ben Weller a member of?", "When was Ben Weller wounded?")
    # no cue names a relation: the fact whose verb or value says the question's words answers it
    assert said["When was Ben Weller mustered out?"].answer.startswith(
        "Ben Weller was mustered out at Indianapolis on the 1st of December, 1864[1]")
    assert "district school in Hatfield" in said["Where did Ben Weller teach?"].answer  # taught meets teach
    assert "Grand Army of the Republic" in said["What organisation was Ben Weller a member of?"].answer
    assert not said["When was Ben Weller wounded?"].answered


def test_his_mother_is_no_parent_of_unsaid_sex_and_a_worse_sentence_of_his_does_not_answer(tmp_path):
    project = article(tmp_path, "Walter Ashby (1851–1919) was an American chemist.\n\nAshby was born in Troy, the son "
                                "of Robert Ashby. In 1877, Ashby joined the faculty of Ohio State University as an "
                                "assistant professor of chemistry. Robert Smith met him there. He was appointed "
                                "professor of agricultural chemistry in 1882.\n")
    mother = answer_by_rules(project, "Who was Walter Ashby's mother?")
    father = answer_by_rules(project, "Who was Walter Ashby's father?")
    appointed = api.ask(project, "When was Walter Ashby appointed professor of agricultural chemistry?", None)
    project.close()
    assert not mother.answered and "Robert Ashby" in father.answer
    # the sentence that says it best is one whose "He" could be Robert Smith: not the 1877 one instead
    assert not appointed.answered


def test_a_noun_set_before_the_cue_narrows_it(tmp_path):
    said = memoir_answers(tmp_path, "I attended the district school in winter. In 1843 I entered Dartmouth College.\n",
                          "Where did Ben Weller go to law school?", "Where did Ben Weller go to school?")
    assert not said["Where did Ben Weller go to law school?"].answered  # no school of his is told with "law"
    assert "Dartmouth College" in said["Where did Ben Weller go to school?"].answer


def test_a_deed_asked_without_a_cue_needs_its_verb_not_only_a_word_of_its_value(tmp_path):
    said = memoir_answers(tmp_path, "I was born in a log cabin near Harper's Mill in 1851. In 1860 I was put to work "
                          "as a bobbin-boy.\n", "What did Ben Weller do in the mill?")
    assert not said["What did Ben Weller do in the mill?"].answered  # not "born near Harper's Mill"


def test_a_year_told_from_another_is_no_answer_alone_and_makes_a_sentence_name_two_dates(tmp_path):
    ingested(tmp_path, "memoir.txt", "I was born in Perth in 1790. My father was a weaver. On the 14th of August, "
                                     "1812, I enlisted in the Fifth Foot, and I was promoted to sergeant the "
                                     "following year. In 1830 I removed to Leith. The same year I entered into "
                                     "partnership with Thomas Pell.\n", "--narrator", "Ben Weller")
    project = Project.open(tmp_path / "p")
    try:
        for question in ("When was Ben Weller promoted to sergeant?", "When did Ben Weller enter into partnership?"):
            answer = api.ask(project, question, None)
            assert "1812" not in answer.answer and "same year[" not in answer.answer, answer.answer
    finally:
        project.close()


def test_a_kinsmans_deed_in_a_sentence_that_names_him_by_his_surname_is_no_answer(tmp_path):
    """His son's sentence holds the son's fact of him, and the son bears his surname: neither
    makes the son's death at sea his."""
    ingested(tmp_path, "obituary.txt", "Captain Nathan B. Weller, one of the oldest shipmasters of this port, died at "
                                       "his residence on Sunday. He was born in Salem in 1811. In 1859 he retired "
                                       "from the sea. His only son, Captain William Weller, was lost at sea in 1866 "
                                       "with the bark Ocean Queen. Captain Weller was of the Marine Society.\n")
    project = Project.open(tmp_path / "p")
    try:
        answer = api.ask(project, "When was Nathan B. Weller lost at sea?", None)
        assert not answer.answered, answer.answer
        assert "1859" in api.ask(project, "When did Nathan B. Weller retire from the sea?", None).answer
    finally:
        project.close()


def test_a_which_question_is_answered_by_a_value_thatsays_which():
    from shiguan.lang.en.write.fact_words import says_which

    assert says_which("the grammar school", "", "school") and says_which("Hampton Institute", "", "school")
    assert says_which("a school", " at Erie", "school")  # its clause names it
    assert not says_which("the school", " for a year", "school") and not says_which("school", "", "school")
    assert not says_which("his schools", "", "school")


def test_his_father_asked_is_the_one_named_first_not_a_later_description(weller):
    from english_store import ARTICLE

    from shiguan.store import NewTriple

    store = weller.project.store
    page = weller.documents[1]
    entry = next(e.id for e in store.entries_of(weller.narrator) if e.document_id == page)
    sentence = "A printer named Weller, no kin of his, kept a shop in Salem."
    s = ARTICLE.index(sentence)
    chunk = store.chunk_containing(page, s)
    v = ARTICLE.index("a shop", s)
    store.add_triples([NewTriple(weller.narrator, "father", "a shop", None, entry, chunk, page, s, s + len(sentence),
                                 v, v + 6, "en:test", 1.0, "", None, None, None, "son", "name", "Thomas Weller",
                                 s + 17, s + 23, "", "")])
    a = answer_by_rules(weller.project, "Who was Thomas Weller's father?")
    assert a.answered and "John Weller" in a.answer and "shop" not in a.answer, a.answer


def test_a_which_question_is_not_answered_by_a_clause_that_does_not_say_which(tmp_path):
    said = memoir_answers(tmp_path, "In 1840 I went to Albany. When I was appointed colonel, the 21st regiment was "
                          "still in the State service.\n", "Of which regiment was Ben Weller appointed colonel?")
    answer = said["Of which regiment was Ben Weller appointed colonel?"]
    assert not answer.answered or "21st" in answer.answer, answer.answer  # never "was appointed colonel" alone
