"""Training, evaluation, the transformers backend and GGUF export on a tiny random model built
from a config (no download). Skipped without the train extra."""

from __future__ import annotations

import json

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("peft")
pytest.importorskip("trl")
gguf = pytest.importorskip("gguf")

from train_helpers import tiny_model_dir  # noqa: E402

from shiguan.config import LLMSettings  # noqa: E402
from shiguan.llm import Message, open_llm  # noqa: E402
from shiguan.llm.hf_model import BaseRef, TrainError, check_memory, read_chain  # noqa: E402
from shiguan.train.build import build_datasets  # noqa: E402
from shiguan.train.trainers import SFT_DEFAULTS, SIMPO_DEFAULTS, TrainSettings, train_sft, train_simpo  # noqa: E402

GOLD = [
    {"person": "兆惠", "biography": "兆惠，字和甫，吴雅氏，满洲正黄旗人。"},
    {"person": "阿里衮", "biography": "阿里衮，字松崖，钮祜禄氏，满洲正白旗人。"},
    {"person": "舒赫德", "biography": "舒赫德，字伯容，舒穆鲁氏，满洲正白旗人。"},
    {"person": "傅鼐", "doc": "卷七十八", "biography": "傅鼐，字阁峰，富察氏，满洲镶白旗人。初授侍卫。"},
    {"person": "赵尔丰", "biography": "赵尔丰，字季和，汉军正蓝旗人。"},
]


@pytest.fixture
def trained(project, tmp_path):
    gold = tmp_path / "gold.jsonl"
    gold.write_text("".join(json.dumps(g, ensure_ascii=False) + "\n" for g in GOLD), "utf-8")
    data = tmp_path / "train"
    build_datasets(project, gold, data, reference_chars=120, distractor_chars=60, distractors=1)
    base = tiny_model_dir(tmp_path / "tiny")
    quick = dict(batch=2, max_steps=2, save_steps=1, max_length=1024, limit=4, threads=1)
    sft_log = train_sft(data, str(base), tmp_path / "sft", TrainSettings(**{**SFT_DEFAULTS, **quick}))
    simpo_log = train_simpo(data, None, tmp_path / "sft", tmp_path / "style",
                            TrainSettings(**{**SIMPO_DEFAULTS, **quick, "lr": 1e-3}))
    return data, base, sft_log, simpo_log


def test_sft_simpo_eval_backend_export(trained, tmp_path):
    """One test, as training is the slow part: train both steps, resume, then use the adapter."""
    data, base, sft_log, simpo_log = trained
    assert sft_log["steps"] == 2 and len(sft_log["losses"]) == 2
    assert all(x["loss"] == x["loss"] and x["loss"] > 0 for x in sft_log["losses"])  # finite, not NaN
    assert sft_log["seconds_per_step"] > 0 and sft_log["peak_rss_mb"] > 0
    assert simpo_log["steps"] == 2 and all(x["loss"] == x["loss"] for x in simpo_log["losses"])
    assert (tmp_path / "sft" / "adapter_config.json").is_file()
    assert json.loads((tmp_path / "sft" / "adapter_config.json").read_text())["r"] == 32
    assert json.loads((tmp_path / "style" / "adapter_config.json").read_text())["r"] == 8
    chain = read_chain(tmp_path / "style")
    assert chain["base"] == str(base.resolve()) and chain["merged_first"] == [str((tmp_path / "sft").resolve())]
    assert list((tmp_path / "sft" / "checkpoints").glob("checkpoint-*"))
    # a second run with the same output resumes from the last checkpoint: no step is run again
    again = train_sft(data, str(base), tmp_path / "sft",
                      TrainSettings(**{**SFT_DEFAULTS, "batch": 2, "max_steps": 2, "max_length": 1024, "limit": 4}))
    assert again["steps"] == 2 and again["losses"] == sft_log["losses"]

    # using the result: evaluation, the in-process backend, export
    from typer.testing import CliRunner

    from shiguan.cli import app

    result = CliRunner().invoke(app, ["train", "eval", str(data), "--adapter", str(tmp_path / "style"),
                                      "--max-new-tokens", "8", "-o", str(tmp_path / "eval.json"), "--threads", "1"])
    assert result.exit_code == 0, result.output
    report = json.loads((tmp_path / "eval.json").read_text("utf-8"))
    assert report["persons"] == 1 and 0 <= report["rougeL"] <= 1 and len(report["items"]) == 1
    assert report["items"][0]["gold"] in [g["biography"] for g in GOLD]

    llm = open_llm(LLMSettings(backend="transformers", adapter=str(tmp_path / "style"), threads=1), None)
    reply = llm.text("t", [Message("system", "s"), Message("user", "兆惠")], max_tokens=4)
    assert isinstance(reply, str) and llm.name.startswith("transformers:")

    result = CliRunner().invoke(app, ["train", "export", str(tmp_path / "style"), "-o", str(tmp_path / "x.gguf")])
    assert result.exit_code == 2 and "convert_hf_to_gguf.py" in result.output  # an HF base needs llama.cpp's converter


def test_gguf_export_keeps_base_metadata(tmp_path):
    """The merged weights are written under the base GGUF's tensor names with its metadata."""
    from transformers import AutoModelForCausalLM

    from shiguan.train.export import write_gguf_like

    model = AutoModelForCausalLM.from_pretrained(tiny_model_dir(tmp_path / "tiny"))
    names = gguf.get_tensor_name_map(gguf.MODEL_ARCH.QWEN2, 2)
    base = tmp_path / "base.gguf"
    w = gguf.GGUFWriter(str(base), "qwen2")
    w.add_name("tiny")
    w.add_block_count(2)
    w.add_head_count(4)
    w.add_head_count_kv(2)
    w.add_file_type(gguf.LlamaFileType.ALL_F32)
    w.add_token_list(["a", "b"])
    for k, v in model.state_dict().items():
        w.add_tensor(names.get_name(k, try_suffixes=(".weight", ".bias")), v.float().numpy())
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    state = {k: v + 1.0 for k, v in model.state_dict().items()}  # "merged" weights, all changed
    out = tmp_path / "out.gguf"
    info = write_gguf_like(str(base), state, out, "f16")
    r = gguf.GGUFReader(str(out))
    assert r.fields["general.architecture"].contents() == "qwen2"
    assert r.fields["qwen2.block_count"].contents() == 2
    assert r.fields["tokenizer.ggml.tokens"].contents() == ["a", "b"]
    assert r.fields["general.file_type"].contents() == int(gguf.LlamaFileType.MOSTLY_F16)
    tensors = {t.name: t for t in r.tensors}
    assert info["tensors"] == len(tensors) == len(state)
    q = tensors["blk.1.attn_q.weight"]
    want = state["model.layers.1.self_attn.q_proj.weight"].numpy()
    got = q.data.reshape(want.shape).astype("float32")
    assert abs(got - want).max() < 1e-2
    assert tensors["blk.0.attn_norm.weight"].data.dtype.name == "float32"


def test_too_big_model_is_refused(tmp_path, monkeypatch):
    import shiguan.llm.hf_model as m

    base = tiny_model_dir(tmp_path / "tiny")
    monkeypatch.setattr(m, "available_bytes", lambda: 1000)
    with pytest.raises(TrainError, match=r"parameters need about .* GiB .* only .* GiB is available"):
        check_memory(BaseRef.parse(base), 8.0, "training")
    with pytest.raises(TrainError, match="no such model"):
        BaseRef.parse(tmp_path / "missing")
