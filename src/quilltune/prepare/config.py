"""Configuration of ``quilltune prepare``: raw corpus → redacted documents → pairs → token shards."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from quilltune.config.base import StageConfig
from quilltune.prepare.pairs.config import PairsConfig

TASK_NAMES = ("title_section", "define_term", "list_parties", "continue_clause", "section_provides")
"""Pair generators in ``quilltune.prepare.tasks`` (the keys of ``task_mix``)."""


class DedupConfig(StageConfig):
    exact: bool = True
    near: bool = True
    near_threshold: float = Field(default=0.85, gt=0, le=1)
    """Jaccard similarity (MinHash LSH over word 5-grams) above which a document is a near-duplicate."""
    num_perm: int = Field(default=128, ge=16, le=1024)
    near_action: Literal["drop", "keep"] = "drop"
    """drop: keep the first of a near-duplicate cluster only; keep: keep all, in the same split."""


class PIIConfig(StageConfig):
    enabled: bool = True
    mode: Literal["placeholder", "mask", "drop"] = "placeholder"
    """placeholder: ``[PERSON_1]`` consistent within a document; mask: ``[REDACTED]``; drop: drop the document."""
    ner: bool = True
    """Use the spaCy NER model (installed from the registry) for PERSON, combined with legal-context rules."""
    profile: Literal["training", "anonymise"] = "training"
    """training: identifiers of people (names, contact data, identity numbers, birth dates); anonymise: for
    publishing or sharing judgments, also case/application/court file numbers, initials used as pseudonyms,
    and the quasi-identifiers (dates, places, organisations), each with its own typed placeholder."""


class PrepareConfig(StageConfig):
    inputs: list[str] = Field(default_factory=lambda: ["builtin:sample-legal"])
    """Files, folders or globs. ``builtin:sample-legal`` is the legal corpus shipped with quilltune."""
    out: str | None = None
    follow_external_links: bool = False
    """Follow symlinks that lead outside their input folder (default: skip them, reason link_outside_input)."""
    """Output folder; default: a cache folder keyed by inputs, config and tokenizer."""
    seq_len: int = Field(default=512, gt=0)
    packing: bool = True
    pack_order: Literal["random", "length"] = "random"
    """random: each sample goes to the fullest row it fits, in a seeded random order, so a row holds
    unrelated samples; length: the same in decreasing length (best-fit decreasing), which fills rows
    no better on these corpora and fills them with length-alike (often same-task) samples, which
    trained measurably worse on short jobs (benchmarks/NOTES.md)."""
    val_ratio: float = Field(default=0.05, gt=0, lt=1)
    seed: int = 0
    min_chars: int = Field(default=200, ge=0)
    workers: int = Field(default=1, ge=1)
    memory_budget_mb: int = Field(default=2048, gt=0)
    shard_rows: int = Field(default=2048, gt=0)
    dedup: DedupConfig = Field(default_factory=DedupConfig)
    pii: PIIConfig = Field(default_factory=PIIConfig)
    task_mix: dict[str, float] = Field(
        default_factory=lambda: {
            "title_section": 1.0,
            "define_term": 1.0,
            "list_parties": 1.0,
            "continue_clause": 1.0,
            "section_provides": 1.0,
        }
    )
    pairs: PairsConfig = Field(default_factory=PairsConfig)
    """Template and teacher-model pairs mixed by weight, the teacher's backend, tasks and cache."""
    token_budget: int | None = None
    """Most training tokens the folder may hold (``quilltune prepare --token-budget``; ``200M``, ``1.5B``
    and ``2e8`` are read too). After dedup, whole documents are chosen in a seeded order, stratified
    by source folder and file type so each stratum keeps its share, until ``tokens/train`` holds as
    close to this as documents allow without going over. Left-out documents keep their rows in
    documents/ and pairs/ with split ``left_out`` and are listed in ``left_out_documents.jsonl``;
    the manifest's ``token_budget`` accounts for them. Validation is not cut. None: everything."""
    forget: str | None = None
    """A file of document ids (doc_id, or source path) to drop with everything derived from them."""
    max_pairs_per_document: int = Field(default=8, gt=0)
    pairs_per_10k_chars: float = Field(default=2.0, ge=0)
    """Long documents (whole Acts) get more pairs: up to max(max_pairs_per_document, this x length/10k)."""
    system_prompt: str | None = None
    """System message added to every formatted sample (None: the chat template's own default)."""
    boilerplate_min_docs: int = Field(default=5, ge=2)
    boilerplate_ratio: float = Field(default=0.2, gt=0, le=1)
    """A line is boilerplate when it appears in >= max(boilerplate_min_docs, ratio x documents) documents."""
    max_doc_chars: int = Field(default=1_000_000, ge=10_000)
    """Longer documents are cut into parts at paragraph boundaries (same split; spaCy's limit is 1e6)."""
    pack_window: int = Field(default=8192, gt=0)
    """Samples packed together at a time: bounds memory; larger packs slightly tighter."""
    ingest_batch_files: int = Field(default=256, gt=0)
    """Files per ingest batch: the unit of resumption (a rerun skips finished batches)."""
    engine: Literal["local", "ray"] = "local"
    """local: --workers processes on this machine; ray: the same stages as Ray Data jobs."""
    ray_address: str | None = None
    """Ray cluster address for engine: ray (None: start a local Ray with ``workers`` CPUs)."""

    @field_validator("token_budget", mode="before")
    @classmethod
    def _read_token_budget(cls, value: object) -> object:
        from quilltune.prepare.budget import parse_token_count

        return parse_token_count(value)

    @model_validator(mode="after")
    def _check(self) -> PrepareConfig:
        if not self.inputs:
            raise ValueError("prepare.inputs is empty: give at least one file, folder or glob")
        if "summarize_section" in self.task_mix:
            raise ValueError(
                "prepare.task_mix: the template task summarize_section asked for a heading and is now "
                "named title_section; a real summary is the teacher task summarize_section "
                "(data.pairs.teacher.tasks)"
            )
        unknown = sorted(set(self.task_mix) - set(TASK_NAMES))
        if unknown:
            raise ValueError(
                f"prepare.task_mix: unknown task(s) {', '.join(unknown)}; valid: {', '.join(TASK_NAMES)}"
            )
        if any(w < 0 for w in self.task_mix.values()) or not any(self.task_mix.values()):
            raise ValueError("prepare.task_mix needs non-negative weights with at least one above 0")
        if self.pairs.teacher_enabled and not self.pii.enabled and not self.pairs.teacher.allow_unredacted:
            raise ValueError(
                "data.pairs: the teacher sees only redacted text, but data.pii.enabled is false; enable "
                "PII redaction or set data.pairs.teacher.allow_unredacted: true"
            )
        return self
