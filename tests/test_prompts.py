"""Prompts as files: every shipped prompt validates, a wrong variable is a clear error, a project's
own prompt is used (and checked the same way), and the model-call log names each call by the file
its prompt came from. That moving the prompts out of the code changed no request is checked for
every test by the golden_requests fixture (conftest.py, prompt_golden.py)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import prompt_golden
import pytest

import shiguan
from shiguan.config import LLMSettings
from shiguan.lang.zh.write.answer import answer_by_model
from shiguan.llm import LLM
from shiguan.llm.scripted import ScriptedBackend
from shiguan.prompts import PromptError, load_prompt, parse_prompt, shipped_prompts

SRC = Path(shiguan.__file__).parent


def scripted(project, script):
    return LLM(ScriptedBackend(script), project.store, LLMSettings(backend="none", json_retries=0),
               sleep=lambda s: None)


def test_every_shipped_prompt_loads_and_declares_exactly_what_it_uses():
    shipped = shipped_prompts()
    assert len(shipped) >= 30 and {lang for _, lang in shipped} == {"zh", "en"}
    for stage, lang in shipped:
        prompt = load_prompt(stage, lang)
        assert prompt.stage == stage and prompt.parts
        assert prompt.variables == frozenset().union(*(p.get_identifiers() for p in prompt.parts.values()))


def test_a_wrong_variable_is_an_error_naming_the_file_and_the_variable():
    with pytest.raises(PromptError, match=r"x\.toml: uses undeclared variable\(s\) persn"):
        parse_prompt('variables = ["person"]\nuser = "为$persn作传"', "x", "zh", "x.toml")
    with pytest.raises(PromptError, match=r"x\.toml: declares variable\(s\) extra that no template uses"):
        parse_prompt('variables = ["person", "extra"]\nuser = "为${person}作传"', "x", "zh", "x.toml")
    with pytest.raises(PromptError, match=r"x\.toml: 'user' has a '\$' that starts no variable"):
        parse_prompt('variables = []\nuser = "costs $5"', "x", "zh", "x.toml")
    with pytest.raises(PromptError, match="not valid TOML"):
        parse_prompt('user = "unclosed', "x", "zh", "x.toml")


def test_rendering_without_a_value_or_with_an_unknown_one_fails_clearly():
    prompt = load_prompt("ask", "zh")
    with pytest.raises(PromptError, match=r"zh/ask\.toml: the prompt needs the variable\(s\) question"):
        prompt.messages(facts="[1] 兆惠的父亲是佛标")
    with pytest.raises(PromptError, match=r"no variable\(s\) answer declared"):
        prompt.messages(facts="", question="", answer="")
    assert [m.role for m in prompt.messages(facts="f", question="q")] == ["system", "user"]
    assert prompt.messages(facts="f", question="谁？")[1].content == "参考信息：\nf\n问题：谁？"


def test_json_braces_in_a_prompt_are_text_not_placeholders():
    assert '{"answerable": true或false' in load_prompt("ask", "zh").render("system")


def _override(root: Path, stage: str, text: str) -> Path:
    path = root / "prompts" / "zh" / f"{stage}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_project_prompt_replaces_the_shipped_one_and_is_checked(project):
    _override(project.root, "ask-entities", 'variables = ["question"]\nsystem = "找出实体。"\nuser = "问：$question"\n')
    backend = ScriptedBackend(['{"entities": []}'])
    llm = LLM(backend, project.store, LLMSettings(backend="none", json_retries=0), sleep=lambda s: None)
    answer_by_model(project, llm, "诸葛亮的字是什么？")
    assert [(m.role, m.content) for m in backend.seen[0].messages] == [("system", "找出实体。"),
                                                                        ("user", "问：诸葛亮的字是什么？")]
    bad = _override(project.root, "ask-entities", 'variables = ["question"]\nuser = "问：$quest"\n')
    with pytest.raises(PromptError, match=re.escape(f"{bad}: uses undeclared variable(s) quest")):
        answer_by_model(project, scripted(project, []), "诸葛亮的字是什么？")


def test_the_call_log_names_each_call_by_its_prompt_file(project):
    def answer(request):
        n = next(line.split("]")[0].lstrip("[") for line in request.messages[-1].content.splitlines()
                 if "父亲是佛标" in line)
        return json.dumps({"answerable": True, "answer": f"兆惠的父亲是佛标[{n}]。", "used": [int(n)]},
                          ensure_ascii=False)

    answer_by_model(project, scripted(project, ['{"entities": ["兆惠"]}', answer]), "兆惠的父亲是谁？")
    stages = [row[0] for row in project.store.db.execute("SELECT stage FROM llm_calls ORDER BY id")]
    assert stages == ["ask-entities", "ask"]
    assert all((stage, "zh") in shipped_prompts() for stage in stages)


def _stage_argument(call: ast.Call) -> ast.expr | None:
    name = call.func.attr if isinstance(call.func, ast.Attribute) else ""
    return call.args[0] if name in ("text", "structured", "send") and call.args else None


def test_no_call_site_names_its_stage_itself():
    """A stage written at the call site could drift from the prompt's file name: every model call
    outside the llm package takes it from the prompt."""
    for path in SRC.rglob("*.py"):
        if path.parent.name == "llm":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            arg = _stage_argument(node) if isinstance(node, ast.Call) else None
            assert not isinstance(arg, (ast.Constant, ast.JoinedStr)), f"{path}:{node.lineno} names a stage"


def test_the_golden_record_of_requests_is_in_place():
    golden = prompt_golden.load()
    assert len(golden) >= 50 and sum(map(len, golden.values())) >= 200
