"""Question answering over the graph: the rules path, the model path with a scripted backend,
and the refusal whenever the graph holds no support."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.config import LLMSettings
from shiguan.kg.resolve import LOOKUP_KINDS
from shiguan.lang.zh import STYLE
from shiguan.lang.zh.write.answer import answer_by_model, answer_by_rules
from shiguan.llm import LLM
from shiguan.llm.scripted import ScriptedBackend
from shiguan.retrieve.graph import named_entities, rank, statements_around


def scripted(project, script):
    return LLM(ScriptedBackend(script), project.store, LLMSettings(backend="none", json_retries=0),
               sleep=lambda s: None)


def test_rules_answer_a_named_persons_relation_with_its_source(project):
    a = answer_by_rules(project, "兆惠的字是什么？")
    assert a.answered and a.answer == "兆惠的字是和甫[1]。"
    assert a.citations[0].sentence.startswith("兆惠，字和甫") and "和甫" in a.citations[0].text


def test_a_courtesy_name_reaches_the_same_person(project):
    a = answer_by_rules(project, "和甫的父亲是谁？")
    assert a.answered and "佛标" in a.answer and a.entities == ["兆惠"]


def test_rules_refuse_what_they_cannot_answer(project):
    no_relation = answer_by_rules(project, "兆惠为人如何？")
    unknown = answer_by_rules(project, "诸葛亮的字是什么？")
    missing = answer_by_rules(project, "舒赫德的号是什么？")
    for a in (no_relation, unknown, missing):
        assert not a.answered and a.answer == STYLE.refusal and not a.citations and a.why
    assert "号" in missing.why


def test_statements_are_verbalised_and_ranked_against_the_question(project):
    named = named_entities(project.store, "兆惠的父亲是谁")
    statements = statements_around(project.store, named, 1)
    assert "兆惠的父亲是佛标" in {s.text for s in statements}
    assert rank(statements, "兆惠的父亲是谁", 1)[0].text == "兆惠的父亲是佛标"


def _answer(answerable, text, used):
    return json.dumps({"answerable": answerable, "answer": text, "used": used}, ensure_ascii=False)


def test_model_answer_cites_the_statements_it_used(project):
    def answer(request):
        facts = request.messages[-1].content
        n = next(line.split("]")[0].lstrip("[") for line in facts.splitlines() if "父亲是佛标" in line)
        return _answer(True, f"兆惠的父亲是佛标[{n}]。", [int(n)])

    llm = scripted(project, ['{"entities": ["兆惠"]}', answer])
    a = answer_by_model(project, llm, "兆惠的父亲是谁？")
    assert a.answered and a.answer == "兆惠的父亲是佛标[1]。" and a.mode == "model"
    assert len(a.citations) == 1 and "父佛标" in a.citations[0].sentence


def test_model_refusals_are_kept_and_unsupported_answers_refused(project):
    cases = [
        _answer(False, "", []),                       # the model says the facts do not suffice
        _answer(True, "兆惠的父亲是佛标。", [99]),      # cites a number it was never given
        _answer(True, "他的父亲是某人[1]。", [1]),      # names nothing of what it cites
    ]
    for reply in cases:
        llm = scripted(project, ['{"entities": ["兆惠"]}', reply])
        a = answer_by_model(project, llm, "兆惠的父亲是谁？")
        assert not a.answered and a.answer == STYLE.refusal and not a.citations


def test_no_support_in_the_graph_means_no_answer_call(project):
    llm = scripted(project, ['{"entities": ["诸葛亮"]}'])
    a = answer_by_model(project, llm, "诸葛亮的字是什么？")
    assert not a.answered and len(llm.backend.seen) == 1


def test_entities_the_model_invents_are_ignored(project):
    llm = scripted(project, ['{"entities": ["阿桂"]}', _answer(True, "兆惠的字是和甫[1]。", [1])])
    a = answer_by_model(project, llm, "兆惠的字是什么？")
    assert a.entities == ["兆惠"]  # 阿桂 is not in the question: the alias scan found 兆惠


def test_cli_ask_json(project):
    runner = CliRunner()
    ok = runner.invoke(app, ["ask", str(project.root), "兆惠的字是什么？", "--json"])
    assert ok.exit_code == 0, ok.output
    data = json.loads(ok.stdout)
    assert data["answered"] is True and "和甫" in data["answer"] and data["citations"][0]["document"]
    refused = runner.invoke(app, ["ask", str(project.root), "诸葛亮的字是什么？", "--json"])
    assert refused.exit_code == 0 and json.loads(refused.stdout)["answered"] is False


def test_an_answer_without_markers_cites_the_facts_whose_value_it_gives(project):
    def answer(request):
        n = len([line for line in request.messages[-1].content.splitlines() if line.startswith("[")])
        return _answer(True, "佛标", list(range(1, n + 1)))  # "used" everything, cited nothing inline

    llm = scripted(project, ['{"entities": ["兆惠"]}', answer])
    a = answer_by_model(project, llm, "兆惠的父亲是谁？")
    assert a.answered and a.answer == "佛标[1]" and a.statements == ["兆惠的父亲是佛标"]
    assert len(a.citations) == 1 and "父佛标" in a.citations[0].sentence


def test_the_issues_questions_on_the_fixture(project):
    posthumous = answer_by_rules(project, "兆惠的谥号是什么？")
    assert posthumous.answer == "兆惠谥文襄[1]。" and posthumous.citations[0].sentence == "上临其丧，赠太保，谥文襄。"
    death = answer_by_rules(project, "兆惠什么时候去世？")
    assert death.answer == "兆惠于乾隆二十九年（1764年）卒[1]。"  # not 兆惠卒于卒
    assert death.citations[0].sentence == "二十九年十一月，卒。"
    father = answer_by_rules(project, "兆惠的父亲是谁？")
    assert father.answer == "兆惠的父亲是佛标[1]；佛标官至都统[1]。"  # his own office, read in his son's entry
    assert father.citations[0].sentence == "父佛标，官至都统。"
    son = answer_by_rules(project, "舒赫德的儿子是谁？")
    assert son.answer == "舒赫德的儿子是舒常[1]。"  # his son, read from the son's own entry
    assert son.citations[0].sentence == "子舒常，始为侍卫。"


def test_the_people_a_question_names_are_found_among_its_substrings_as_in_every_known_name(project):
    """The store is asked which of the question's substrings name someone, not for every form it
    holds (hundreds of thousands in a large corpus); the forms found are those a scan with all of
    them finds."""
    store = project.store
    every = {n for n in store.alias_forms(LOOKUP_KINDS) | store.entity_names() if len(n) >= 2}
    for question in ("兆惠的父亲是谁", "和甫与佛标何时相见？", "无人之问"):
        expected = sorted({n for n in every if n in question})
        assert sorted(store.names_among((question[i:j] for i in range(len(question))
                                         for j in range(i + 2, len(question) + 1)), LOOKUP_KINDS)) == expected
    assert {n.form for n in named_entities(store, "和甫与佛标何时相见？")} >= {"和甫", "佛标"}
