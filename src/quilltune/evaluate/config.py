"""Configuration of ``quilltune evaluate``: base versus tuned on held-out material."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from quilltune.config.base import StageConfig


class LeakageConfig(StageConfig):
    """Memorisation and extraction probes (``evaluate/leakage.py``). Small by default: seconds on a CPU."""

    enabled: bool = True
    """Run the probes (``quilltune evaluate --no-leakage`` switches them off)."""
    samples: int = Field(default=8, ge=0)
    """Passages per split (train, held-out) for the verbatim-continuation test."""
    prefix_tokens: int = Field(default=32, gt=0)
    """Tokens of a passage given as the prompt."""
    continuation_tokens: int = Field(default=24, gt=0)
    """Tokens greedy-decoded and compared with the passage's true continuation."""
    prompt: Literal["chat", "raw"] = "chat"
    """chat: the prefix in the model's chat template after the continue-clause instruction, the form
    in which the tuned model learned document text; raw: the prefix as plain text."""
    pii_probes: int = Field(default=12, ge=0)
    """Training answers cut just before a redaction placeholder, continued by each model."""
    canary_probes: int = Field(default=8, ge=0)
    """Canaries probed with their own context (each at most once per context)."""
    probe_tokens: int = Field(default=16, gt=0)
    """Tokens generated per PII or canary probe."""
    canaries: str | None = "auto"
    """JSON or JSON-lines file of fake values planted in the corpus ({label, value, context?}, or the
    sample corpus' planted_pii.json rows {file, label, value}); ``builtin:sample-legal`` for the
    shipped corpus' planted values; ``auto``: those when the data was prepared from
    builtin:sample-legal, else none; null: none."""
    exposure_canaries: int = Field(default=4, ge=0)
    """Canaries whose exposure (rank among random values of the same format) is measured."""
    exposure_candidates: int = Field(default=32, ge=2)
    """R: the canary plus R-1 random candidates; exposure = log2(R) - log2(rank), at most log2(R)."""
    batch_size: int = Field(default=16, gt=0)
    """Prompts per generate call (left-padded)."""
    seed: int = 0

    @model_validator(mode="after")
    def _check(self) -> LeakageConfig:
        if self.canaries is not None and not self.canaries.strip():
            raise ValueError(
                "eval.leakage.canaries is empty: give a file, builtin:sample-legal, auto or null"
            )
        return self


class EvalConfig(StageConfig):
    max_batches: int | None = Field(default=None, gt=0)
    """Cap on loss batches per model (None: the whole split). Each batch holds ``batch_size`` samples."""
    batch_size: int = Field(default=8, gt=0)
    """Samples per forward pass for the loss (packed rows are split into their samples first)."""
    max_pairs: int = Field(default=24, ge=0)
    """Held-out instruction pairs generated and scored per model (spread over the tasks)."""
    num_generations: int = Field(default=4, ge=0)
    """Sample generations kept side by side (base, tuned, reference) in eval.json and the report."""
    max_new_tokens: int = Field(default=64, gt=0)
    generate_batch_size: int = Field(default=12, gt=0)
    """Prompts per generate call (left-padded, longest first). On a CPU a decoding step of a small
    model is bound by reading its weights, so 12 prompts cost little more per step than 4 do
    (benchmarks/NOTES.md, "Demo evaluate")."""
    max_prompt_tokens: int = Field(default=448, gt=0)
    """Prompts longer than this are cut from the left of the input so generation stays affordable."""
    lm_eval_tasks: list[str] = Field(default_factory=list)
    """lm-evaluation-harness task names, run on base and tuned when ``lm_eval`` is installed."""
    lm_eval_limit: int | None = Field(default=50, gt=0)
    leakage: LeakageConfig = Field(default_factory=lambda: LeakageConfig())
    """What the tuned model repeats of its training data: verbatim text, redacted values, canaries."""
