"""shiguan.toml: the starter file, validation with one-line errors, old names, the environment,
and the registries the backend and plan names are checked against."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from shiguan.article.plan_clusters import ClusterPlanner
from shiguan.article.plan_kg import KGPlanner
from shiguan.article.planner import Planner
from shiguan.cli import app
from shiguan.config import CONFIG_NAME, Config, LLMSettings, load_config, starter_toml
from shiguan.config.sections import ArticleSettings, EmbedSettings
from shiguan.errors import ProjectError
from shiguan.registries import EMBEDDERS, LLM_BACKENDS, PLANNERS


def project_with(tmp_path: Path, text: str) -> Path:
    (tmp_path / CONFIG_NAME).write_text(text, "utf-8")
    return tmp_path


def test_the_starter_file_reads_back_as_the_defaults(tmp_path):
    assert load_config(project_with(tmp_path, starter_toml()), env={}) == Config()
    assert load_config(project_with(tmp_path, ""), env={}) == Config()  # every key may be left out


def test_the_starter_file_shows_every_key_with_its_comment():
    text = starter_toml()
    tables = tomllib.loads(text)
    assert tables["extract"]["threshold"] == 8 and tables["article"]["plan"] == "worded"
    assert '# model = "qwen2.5:7b-instruct"' in text  # no useful default: an example, commented out
    assert "api_key =" not in text  # read from the environment only
    assert "threshold = 0.3       # passages less similar" in text
    assert "[embed]\n# Passage vectors for MMR retrieval" in text


@pytest.mark.parametrize("text, message", [
    ('[extract]\nthreshold = "8"', '[extract] threshold = "8": expected a number'),
    ("[extract]\nthreshold = 11", "[extract] threshold = 11: expected at most 10"),
    ("[llm]\nconcurrency = 0", "[llm] concurrency = 0: expected at least 1"),
    ("[llm]\ntimeout = true", "[llm] timeout = true: expected a number"),
    ("[article]\nrounds = 1.5", "[article] rounds = 1.5: expected a whole number"),
    ('[article]\npolish = "yes"', '[article] polish = "yes": expected true or false'),
    ('[ingest]\nsimplify = "always"', '[ingest] simplify = "always": expected "auto", true or false'),
    ('[era]\ndynasties = "清"', '[era] dynasties = "清": expected a list'),
    ('[extract]\nrelations = ["字", 1]', '[extract] relations = ["字", 1]: expected a string in quotes (item 2)'),
    ('[llm]\nbackend = "gpt"', '[llm] backend = "gpt": expected one of "none", "openai", "llama" or "transformers"'),
    ('[article]\nplan = "tree"',
     '[article] plan = "tree": expected one of "kg", "clusters", "naive", "rules", "worded" or "researched"'),
])
def test_a_bad_value_names_the_file_the_key_and_what_is_expected(tmp_path, text, message):
    with pytest.raises(ProjectError) as caught:
        load_config(project_with(tmp_path, text), env={})
    assert str(caught.value) == f"{tmp_path / CONFIG_NAME}: {message}"


def test_unknown_keys_and_tables_are_refused_naming_the_known_ones(tmp_path):
    with pytest.raises(ProjectError, match=r"\[enrich\] treshold = 0.2: unknown key; \[enrich\] has k, mmr_lambda"):
        load_config(project_with(tmp_path, "[enrich]\ntreshold = 0.2"), env={})
    with pytest.raises(ProjectError, match=r"unknown key"):  # a key belongs in the environment, not the file
        load_config(project_with(tmp_path, '[llm]\napi_key = "sk-1"'), env={})
    with pytest.raises(ProjectError, match=r"unknown table \[extrat\]; the tables are \[ingest\], \[era\]"):
        load_config(project_with(tmp_path, "[extrat]\nthreshold = 6"), env={})


def test_old_names_are_still_read(tmp_path):
    config = load_config(project_with(tmp_path, '[eras]\nprefer = ["明"]'), env={})
    assert config.era_prefer == ("明",)
    config = load_config(project_with(tmp_path, '[eras]\nprefer = ["明"]\n[era]\ndynasties = ["清"]'), env={})
    assert config.era_prefer == ("清",)  # the new name wins
    assert load_config(project_with(tmp_path, "[ingest]\nsimplify = false"), env={}).simplify == "never"


def test_the_environment_overrides_the_file(tmp_path):
    root = project_with(tmp_path, '[llm]\nbackend = "llama"\nmodel_path = "~/m.gguf"\n[embed]\nbatch = 4')
    config = load_config(root, env={"SHIGUAN_LLM_BACKEND": "openai", "SHIGUAN_BASE_URL": "http://x/v1",
                                    "SHIGUAN_MODEL": "q", "OPENAI_API_KEY": "k", "SHIGUAN_EMBED_BACKEND": "openai"})
    assert (config.llm.backend, config.llm.base_url, config.llm.model, config.llm.api_key) == ("openai", "http://x/v1",
                                                                                                "q", "k")
    assert "~" not in config.llm.model_path
    assert (config.embed.backend, config.embed.base_url, config.embed.api_key, config.embed.batch) == (
        "openai", "http://x/v1", "k", 4)
    with pytest.raises(ProjectError, match=r'^environment SHIGUAN_LLM_BACKEND = "gpt": expected one of "none"'):
        load_config(root, env={"SHIGUAN_LLM_BACKEND": "gpt"})


def test_every_registered_name_is_accepted_and_no_other():
    for name in LLM_BACKENDS:
        assert LLMSettings.from_dict({"backend": name}, {}).backend == name
    for name in EMBEDDERS:
        assert EmbedSettings.from_dict({"backend": name}, LLMSettings(), {}).backend == name
    for name in PLANNERS:
        assert ArticleSettings.read("article", {"plan": name}, CONFIG_NAME).plan == name
    with pytest.raises(ProjectError, match=r'expected one of "tfidf", "minilm" or "openai"'):
        EmbedSettings.from_dict({"backend": "bert"}, LLMSettings(), {})


def test_both_planners_implement_the_protocol():
    wanted = {name for name in vars(Planner) if not name.startswith("_")}
    for planner in (KGPlanner, ClusterPlanner):
        assert wanted <= set(dir(planner)), planner


def test_the_cli_prints_one_line_and_exits_2_for_a_bad_file(tmp_path):
    root = tmp_path / "proj"
    assert CliRunner().invoke(app, ["init", str(root)]).exit_code == 0
    path = root / CONFIG_NAME
    path.write_text(path.read_text("utf-8").replace("threshold = 8", 'threshold = "8"'), "utf-8")
    r = CliRunner().invoke(app, ["usage", str(root)])
    assert r.exit_code == 2
    assert '[extract] threshold = "8": expected a number' in "".join(r.output.split("\n"))
