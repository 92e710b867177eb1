"""The teacher stage end to end, on real backends: a local transformers model (the embedded
SmolLM2) inside prepare, and a llama.cpp server started here. Counts backend calls to prove that
a killed run resumes from its cache, and searches the request log for planted PII."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from conftest import MARKER, PLANTED

from quilltune.config import load_config
from quilltune.errors import ConfigError
from quilltune.prepare.api import prepare_folder
from quilltune.prepare.pairs.backends import OpenAIBackend, TransformersBackend, VLLMBackend
from quilltune.prepare.pairs.hooks import run_teacher_stage
from quilltune.prepare.progress import StageReporter
from quilltune.prepare.tasks import ill_posed

TEACHER = [
    "data.pairs.teacher_weight=1.0",
    "data.pairs.max_teacher_generations=4",
    "data.pairs.teacher.max_new_tokens=24",
    "data.pairs.teacher.request_log=true",
    "data.pairs.teacher.batch_size=2",
    "data.pairs.teacher.tasks={summarize_section: 1.0, question_answer: 1.0}",
]


def _cfg(corpus: Path, extra: list[str] | None = None):
    cfg = load_config("smollm2-cpu-demo", TEACHER + (extra or []))
    cfg.data.inputs = [str(corpus)]
    return cfg


def _rows(folder: Path, pattern: str) -> list[dict]:
    return [r for p in sorted(folder.glob(pattern)) for r in pq.read_table(p).to_pylist()]


class Counting:
    """A real backend, with its calls counted; raises KeyboardInterrupt (a kill) after ``kill_after``."""

    def __init__(self, inner, kill_after: int | None = None) -> None:
        self.inner, self.kill_after, self.calls, self.model_id = inner, kill_after, 0, inner.model_id

    def generate(self, batch, sampling):
        if self.kill_after is not None and self.calls >= self.kill_after:
            raise KeyboardInterrupt
        self.calls += len(batch)
        return self.inner.generate(batch, sampling)

    def close(self) -> None:
        pass  # the test owns the inner backend


@pytest.fixture(scope="module")
def teacher_run(pii_corpus, tmp_path_factory):
    out = tmp_path_factory.mktemp("teacher-run")
    data_dir, summary = prepare_folder(_cfg(pii_corpus), out=out, progress=False)
    return data_dir, json.loads((data_dir / "manifest.json").read_text())


def test_teacher_pairs_are_generated_verified_and_carry_lineage(teacher_run):
    data_dir, manifest = teacher_run
    t = manifest["teacher"]
    assert t["chosen"] == 4 and t["generated"] == 4 and t["accepted"] + t["rejected"] == 4
    assert set(t["by_task"]) == {"summarize_section", "question_answer"}
    docs = {r["doc_id"]: r["text"] for r in _rows(data_dir / "documents", "*.parquet")}
    teacher = _rows(data_dir / "pairs", "part-teacher-*.parquet")
    assert len(teacher) == t["accepted"] == manifest["pairs_by_generator"]["teacher"]
    for r in teacher:
        assert r["generator"] == "teacher" and r["prompt_version"].endswith("-v1")
        assert r["input"] == docs[r["doc_id"]][r["source_start"] : r["source_end"]]
        assert not ill_posed(r["instruction"], r["input"])
    rejected = [json.loads(line) for line in (data_dir / "rejected_pairs.jsonl").read_text().splitlines()]
    assert len(rejected) == t["rejected"] and all(r["reasons"] for r in rejected)
    # Every pair (template and teacher) reaches the tokens: samples + dropped == pairs, per split.
    for split in ("train", "validation"):
        s = manifest["splits"][split]
        assert s["samples"] + s["dropped_no_loss"] == s["pairs"]


def test_no_planted_pii_value_reaches_the_teacher(teacher_run):
    data_dir, _ = teacher_run
    log = (data_dir / ".teacher-cache" / "requests.jsonl").read_text()
    assert len(log.splitlines()) == 4
    for value in PLANTED:
        assert value not in log, value
    assert "Wellesley" not in log and "okonkwo" not in log.lower()


def test_a_killed_generation_resumes_without_paying_twice(teacher_run, pii_corpus, tmp_path):
    import shutil

    data_dir = tmp_path / "data"
    shutil.copytree(teacher_run[0], data_dir)
    cfg = _cfg(
        pii_corpus, ["data.pairs.teacher.batch_size=1", f"data.pairs.teacher.cache_dir={tmp_path / 'cache'}"]
    )
    work = tmp_path / "work"
    redact = [json.loads(p.read_text()) for p in sorted((data_dir / ".work" / "redact").glob("part-*.json"))]
    inner = TransformersBackend("smollm2-135m-instruct", threads=1)
    try:
        killed = Counting(inner, kill_after=2)
        with StageReporter(False) as rep, pytest.raises(KeyboardInterrupt):
            run_teacher_stage(cfg.data, data_dir, work, len(redact), redact, rep, backend=killed)
        assert killed.calls == 2
        again = Counting(inner)
        with StageReporter(False) as rep:
            stats = run_teacher_stage(cfg.data, data_dir, work, len(redact), redact, rep, backend=again)
        assert again.calls == 2 == stats["generated"] and stats["cached"] == 2
        with StageReporter(False) as rep:  # a finished stage is not run again
            assert (
                run_teacher_stage(cfg.data, data_dir, work, len(redact), redact, rep, backend=again) == stats
            )
        assert again.calls == 2
    finally:
        inner.close()


def test_forget_removes_a_document_its_pairs_tokens_and_cached_generations(teacher_run, pii_corpus, tmp_path):
    import shutil

    from transformers import AutoTokenizer

    data_dir, before = teacher_run
    out = tmp_path / "forget"
    shutil.copytree(data_dir, out)
    docs = _rows(out / "documents", "*.parquet")
    target = next(r["doc_id"] for r in docs if MARKER in r["text"])
    ids = tmp_path / "forget.txt"
    ids.write_text(f"# withdrawn by the client\n{target}\n")
    cache = out / ".teacher-cache" / "generations.sqlite"
    with sqlite3.connect(cache) as db:
        had = db.execute("SELECT count(*) FROM gen WHERE doc_id = ?", (target,)).fetchone()[0]
    _, summary = prepare_folder(_cfg(pii_corpus, [f"data.forget={ids}"]), out=out, progress=False)
    after = json.loads((out / "manifest.json").read_text())
    assert after["forgotten"] == {"documents": 1, "cached_generations_deleted": had}
    assert after["totals"]["documents_dropped"].get("forgotten") == 1
    assert target not in {r["doc_id"] for r in _rows(out / "documents", "*.parquet")}
    assert target not in {r["doc_id"] for r in _rows(out / "pairs", "*.parquet")}
    with sqlite3.connect(cache) as db:
        assert db.execute("SELECT count(*) FROM gen WHERE doc_id = ?", (target,)).fetchone()[0] == 0
    assert MARKER not in json.dumps(after)
    tok = AutoTokenizer.from_pretrained(after["tokenizer"]["path"])
    for split in ("train", "validation"):
        for row in _rows(out / "tokens" / split, "*.parquet"):
            assert MARKER not in tok.decode(row["input_ids"])
    assert sum(after["splits"][s]["pairs"] for s in after["splits"]) < sum(
        before["splits"][s]["pairs"] for s in before["splits"]
    )


def test_llama_cpp_server_backend_end_to_end(llama_server, pii_corpus, tmp_path):
    out = tmp_path / "llama"
    cfg = _cfg(
        pii_corpus,
        [
            "data.pairs.teacher.backend=openai",
            f"data.pairs.teacher.base_url={llama_server}",
            "data.pairs.teacher.max_new_tokens=48",
            "data.pairs.max_teacher_generations=6",
        ],
    )
    data_dir, _ = prepare_folder(cfg, out=out, progress=False)
    t = json.loads((data_dir / "manifest.json").read_text())["teacher"]
    assert t["backend"] == "openai" and t["generated"] == 6
    assert t["tokens_in"] > 0 and t["tokens_out"] > 0 and t["tokens_per_second"] > 0
    log = (data_dir / ".teacher-cache" / "requests.jsonl").read_text()
    assert not any(v in log for v in PLANTED)
    # The same config again from the same cache: no request reaches the server.
    backend = Counting(OpenAIBackend("smollm2-135m-instruct", llama_server, "OPENAI_API_KEY"))
    redact = [json.loads(p.read_text()) for p in sorted((data_dir / ".work" / "redact").glob("part-*.json"))]
    with StageReporter(False) as rep:
        stats = run_teacher_stage(
            cfg.data, data_dir, tmp_path / "w2", len(redact), redact, rep, backend=backend
        )
    assert backend.calls == 0 and stats["cached"] == 6


def test_vllm_backend_says_how_to_install_it_where_it_is_missing():
    try:
        import vllm  # noqa: F401
    except ImportError:
        with pytest.raises(ConfigError, match="pip install vllm"):
            VLLMBackend("smollm2-135m-instruct")
    else:
        pytest.skip("vllm is installed here: the missing-package path cannot be shown")


def test_the_teacher_refuses_unredacted_text_unless_allowed(pii_corpus):
    with pytest.raises(ConfigError, match="redacted"):
        load_config("smollm2-cpu-demo", TEACHER + ["data.pii.enabled=false"])
    load_config(
        "smollm2-cpu-demo", TEACHER + ["data.pii.enabled=false", "data.pairs.teacher.allow_unredacted=true"]
    )
