"""``data.pairs``: how template pairs and teacher-model pairs are mixed, and how the teacher runs."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from quilltune.config.base import StageConfig


class TeacherConfig(StageConfig):
    backend: Literal["transformers", "openai", "vllm"] = "transformers"
    """transformers: a local model in a child process (CPU or GPU); openai: any OpenAI-compatible server
    (vLLM serve, TGI, llama.cpp server, Ollama); vllm: vLLM's offline engine on a GPU (optional extra)."""
    model: str = "smollm2-135m-instruct"
    """A registered model name or a local folder (transformers, vllm), or the server's model id (openai)."""
    base_url: str = "http://127.0.0.1:8080/v1"
    """openai backend: the server's OpenAI-compatible root (ends in /v1)."""
    api_key_env: str = "OPENAI_API_KEY"
    """openai backend: the environment variable that holds the key (never put a key in a config)."""
    tasks: dict[str, float] = Field(
        default_factory=lambda: {
            "summarize_section": 1.0,
            "explain_plain": 1.0,
            "question_answer": 1.0,
            "extract_clauses": 1.0,
            "draft_clause": 1.0,
            "issue_spotting": 0.5,
            "summarize_contract": 1.0,
            "summarize_judgment": 1.0,
        }
    )
    """Teacher task ids (the built-in library, plus templates_dir) and their weights."""
    templates_dir: str | None = None
    """A folder of YAML task templates to add to (or override) the built-in library."""
    max_new_tokens: int = Field(default=160, gt=0, le=4096)
    temperature: float = Field(default=0.0, ge=0, le=2)
    top_p: float = Field(default=1.0, gt=0, le=1)
    seed: int = 0
    batch_size: int = Field(default=4, gt=0)
    threads: int | None = Field(default=1, ge=1)
    """CPU threads of the local (transformers) teacher; None: torch's default. On a busy 2-core box one
    thread did the same generation with 5x less CPU than two (benchmarks/NOTES.md)."""
    timeout_s: float = Field(default=300, gt=0)
    """openai backend: seconds per request."""
    max_source_chars: int = Field(default=4000, ge=200)
    """Longest passage shown to the teacher (also bounded by what fits data.seq_len in the pair)."""
    request_log: bool = False
    """Append every prompt sent to the teacher to <cache>/requests.jsonl (an audit of what left the run)."""
    cache_dir: str | None = None
    """Generation cache (default: <out>/.teacher-cache, kept across config changes and reruns)."""
    price_in_per_mtok: float = Field(default=0.0, ge=0)
    price_out_per_mtok: float = Field(default=0.0, ge=0)
    """API price per million tokens in / out, for the dry-run estimate (0: a local backend)."""
    tokens_per_second: float | None = Field(default=None, gt=0)
    """Throughput for the dry-run time estimate (None: measured on a short generation)."""
    allow_unredacted: bool = False
    """Allow the teacher with data.pii.enabled: false (it then sees raw text)."""


class PairsConfig(StageConfig):
    template_weight: float = Field(default=1.0, ge=0)
    teacher_weight: float = Field(default=0.0, ge=0)
    """Teacher generations per template pair = teacher_weight / template_weight (0: no teacher)."""
    max_teacher_generations: int | None = Field(default=None, gt=0)
    """A hard cap on teacher generations for the run (cost control)."""
    teacher: TeacherConfig = Field(default_factory=TeacherConfig)

    @model_validator(mode="after")
    def _check(self) -> PairsConfig:
        if self.template_weight == 0 and self.teacher_weight == 0:
            raise ValueError(
                "data.pairs: template_weight and teacher_weight are both 0: no pairs would be made"
            )
        if any(w < 0 for w in self.teacher.tasks.values()):
            raise ValueError("data.pairs.teacher.tasks: weights must be >= 0")
        return self

    @property
    def teacher_enabled(self) -> bool:
        return self.teacher_weight > 0 and any(self.teacher.tasks.values())
