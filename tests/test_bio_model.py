"""Free sentence-by-sentence biography writing (`bio --free`) with the scripted backend: keep, regenerate, solve,
cut, drop, stop; and a batch that was interrupted resumes from the call log."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from shiguan import cli
from shiguan.config import LLMSettings
from shiguan.lang.zh.write.verified import BiographyWriter
from shiguan.llm import LLM
from shiguan.llm.protocol import TransientError
from shiguan.llm.scripted import ScriptedBackend
from shiguan.retrieve.person import lookup

NOT_INCLUDED = json.dumps({"verdict": "not_included", "evidence": "", "explanation": "not in the references"})


def model(sentences):
    """Replies to generation requests from `sentences` in order; the verifier (asked for JSON)
    always hears that the references do not include the fact."""
    pending = iter(sentences)

    def reply(request):
        return NOT_INCLUDED if request.json_schema is not None else next(pending)
    return [reply] * 40


def write(project, name, sentences, solvers=True):
    llm = LLM(ScriptedBackend(model(sentences)), project.store, LLMSettings(backend="none"), sleep=lambda s: None)
    return BiographyWriter(project, lookup(project, name), llm, solvers=solvers).write(), llm.backend


def generation(backend):
    return [r for r in backend.seen if r.json_schema is None]


def test_verified_sentences_are_kept_with_citations_until_the_model_says_done(project):
    bio, backend = write(project, "兆惠", ["兆惠，字和甫，满洲正黄旗人", "乾隆十三年，命兼领户部侍郎。", "完"])
    assert [s.text for s in bio.sentences] == ["兆惠，字和甫，满洲正黄旗人。", "乾隆十三年，命兼领户部侍郎。"]
    assert all(s.citations for s in bio.sentences) and not bio.dropped
    md = bio.markdown()
    assert "兆惠，字和甫，满洲正黄旗人。[1]" in md and "## 参考文献" in md
    # each sentence is conditioned on the verified prefix, and stops at 。
    assert "兆惠，字和甫，满洲正黄旗人。" in backend.seen[1].messages[-1].content
    assert backend.seen[0].stop[0] == "。" and all(r.json_schema is None for r in backend.seen)
    assert (bio.model_calls, json.loads(bio.to_json())["cost"]["model_calls"]) == (3, 3)


def test_not_included_is_regenerated_at_lower_temperature_then_dropped(project):
    script = ["兆惠善骑射", "兆惠善骑射", "兆惠善骑射", "完"]
    bio, backend = write(project, "兆惠", script)
    assert bio.sentences == [] and len(bio.dropped) == 3
    tries = generation(backend)[:3]
    assert [r.temperature for r in tries] == [0.6, 0.3, 0.15]
    assert len({r.sample for r in tries}) == 3  # distinct samples, distinct cache keys
    assert len(backend.seen) - len(generation(backend)) == 1  # the verdict on 善骑射 is asked once, then cached


def test_regenerated_sentence_that_verifies_is_kept_and_says_so(project):
    bio, _ = write(project, "兆惠", ["兆惠善骑射", "兆惠，以笔帖式直军机处", "完"])
    [s] = bio.sentences
    assert s.text == "兆惠，以笔帖式直军机处。" and s.actions == ["regenerated 1× (not included in the sources)"]


def test_era_conflict_is_solved_in_full_mode_and_dropped_without_solvers(project):
    full, _ = write(project, "兆惠", ["乾隆十五年，命兼领户部侍郎", "完"])
    assert [s.text for s in full.sentences] == ["乾隆十三年（1748），命兼领户部侍郎。"]
    assert "era solver" in full.sentences[0].actions[0]
    drop, _ = write(project, "兆惠", ["乾隆十五年，命兼领户部侍郎", "完"], solvers=False)
    assert drop.sentences == [] and drop.dropped[0]["verdict"] == "not_supported"


def test_unsupported_clause_is_cut_and_the_rest_kept(project):
    bio, _ = write(project, "兆惠", ["兆惠，字和甫，善骑射", "完"])
    [s] = bio.sentences
    assert s.text == "兆惠，字和甫。" and "cut unsupported clauses: 善骑射" in s.actions


def test_a_repeat_is_sampled_again_hotter_and_repetition_ends_the_biography(project):
    bio, backend = write(project, "兆惠", ["兆惠，字和甫"] * 10)
    assert len(bio.sentences) == 1
    gen = generation(backend)
    assert len(gen) == 10  # one kept, then three sentences of three tries each
    assert [r.temperature for r in gen[1:4]] == [0.6, 0.9, 1.0]


def test_a_sentence_of_clauses_already_written_is_a_repeat(project):
    bio, _ = write(project, "兆惠", ["兆惠，字和甫，满洲正黄旗人", "兆惠，满洲正黄旗人，字和甫"] * 5)
    assert [s.text for s in bio.sentences] == ["兆惠，字和甫，满洲正黄旗人。"]


def test_clauses_already_written_are_dropped_from_a_new_sentence(project):
    bio, _ = write(project, "兆惠", ["兆惠，字和甫，满洲正黄旗人", "兆惠，字和甫，以笔帖式直军机处", "完"])
    assert [s.text for s in bio.sentences] == ["兆惠，字和甫，满洲正黄旗人。", "以笔帖式直军机处。"]


def test_next_sentence_prompt_points_at_the_first_uncited_source_sentence(project):
    _, backend = write(project, "兆惠", ["兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙", "完"])
    assert "下一句可据：「父佛标，官至都统。」" in backend.seen[1].messages[-1].content


def test_interrupted_batch_resumes_from_the_call_log(project, tmp_path, monkeypatch):
    names = tmp_path / "names.txt"
    names.write_text("兆惠\n阿里衮\n", encoding="utf-8")
    out = tmp_path / "out"
    backends = []

    def fake_open(script):
        def open_llm(settings, store):
            backends.append(ScriptedBackend(script))
            return LLM(backends[-1], store, LLMSettings(backend="none", max_retries=1, concurrency=1),
                       sleep=lambda s: None)
        return open_llm

    first = ["兆惠，字和甫", "完", "阿里衮，字松崖", TransientError("timed out"), TransientError("timed out")]
    monkeypatch.setattr("shiguan.api.people.open_llm", fake_open(first))
    project.close()
    r = CliRunner().invoke(cli.app, ["bio", str(project.root), "--free", "--batch", str(names), "-o", str(out)])
    assert r.exit_code == 3 and "rerun the same command to resume" in r.output
    assert (out / "兆惠.md").exists() and not (out / "阿里衮.md").exists()

    monkeypatch.setattr("shiguan.api.people.open_llm", fake_open(["完"]))
    r = CliRunner().invoke(cli.app, ["bio", str(project.root), "--free", "--batch", str(names), "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert len(backends[1].seen) == 1  # 兆惠 skipped; 阿里衮's first sentence replayed from the log
    assert "阿里衮，字松崖。" in (out / "阿里衮.md").read_text("utf-8")


def test_batch_writes_biographies_concurrently(project, tmp_path, monkeypatch):
    names = tmp_path / "names.txt"
    names.write_text("兆惠\n阿里衮\n舒赫德\n", encoding="utf-8")
    first = {"兆惠": "兆惠，字和甫", "阿里衮": "阿里衮，字松崖", "舒赫德": "舒赫德，字伯容"}

    def reply(request):  # answers by the person the prompt is about, whatever the thread order
        prompt = request.messages[-1].content
        person = next(p for p in first if f"为{p}作传" in prompt)
        return first[person] if "尚未开始" in prompt else "完"

    def open_llm(settings, store):
        return LLM(ScriptedBackend([reply] * 20, concurrent=True), store, LLMSettings(backend="none", concurrency=2))

    monkeypatch.setattr("shiguan.api.people.open_llm", open_llm)
    project.close()
    r = CliRunner().invoke(cli.app, ["bio", str(project.root), "--free", "--batch", str(names),
                                     "-o", str(tmp_path / "o")])
    assert r.exit_code == 0, r.output
    for person, sentence in first.items():
        assert sentence + "。" in (tmp_path / "o" / f"{person}.md").read_text("utf-8")


def test_prompt_shows_the_house_style_with_another_persons_rules_biography(project):
    _, backend = write(project, "舒赫德", ["完"])
    prompt = backend.seen[0].messages[-1].content
    assert "体例示例" in prompt and "兆惠，字和甫" in prompt  # 兆惠 has the most facts in the fixture
    assert "为舒赫德作传" in prompt


def test_a_projects_own_style_file_replaces_the_generated_example(project):
    (project.root / "style.txt").write_text("汪润之，字雨元，号听舫，浙江钱塘人。散馆授编修，官至少詹事。",
                                            encoding="utf-8")
    _, backend = write(project, "舒赫德", ["完"])
    assert "汪润之，字雨元" in backend.seen[0].messages[-1].content


def test_model_evidence_must_state_the_fact(project):
    from shiguan.lang.zh.verify.check import check_claim

    verdict = json.dumps({"verdict": "supported", "evidence": "兆惠"}, ensure_ascii=False)
    llm = LLM(ScriptedBackend([verdict]), project.store, LLMSettings(backend="none"))
    r = check_claim(project, lookup(project, "兆惠"), "兆惠尝督金川粮运。", llm)
    assert r.verdict == "not_included" and "does not state" in r.check.facts[0].message
