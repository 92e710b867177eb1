"""Interrupted runs resume to the same bytes; the CLI prints JSON and exits with documented codes."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from prepare_corpus import doc_text
from prepare_helpers import prepare_dir

RUNNER = """
import sys
from pathlib import Path
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.pipeline import run_prepare
cfg = PrepareConfig(inputs=[sys.argv[1]], pii={"enabled": False}, min_chars=100, ingest_batch_files=2, seq_len=128)
run_prepare(cfg, Path(sys.argv[2]), Path(sys.argv[3]), "smollm2-135m-instruct", progress=False)
"""


def _resume_corpus(root: Path) -> Path:
    root.mkdir()
    for i in range(8):
        (root / f"a{i:02d}.txt").write_text(doc_text(200 + i), encoding="utf-8")
    rng = random.Random(0)
    words = [f"w{k}" for k in range(5000)]
    for i in range(2):  # big, distinct documents: the clean/dedup stage takes a while on them
        paras = [" ".join(rng.choice(words) for _ in range(80)) + "." for _ in range(1000)]
        (root / f"z{i}.txt").write_text("\n\n".join(paras), encoding="utf-8")
    return root


def test_killed_run_resumes_to_identical_outputs(tmp_path, embedded_model_dir):
    corpus = _resume_corpus(tmp_path / "corpus")
    out = tmp_path / "killed"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen(
        [sys.executable, "-c", RUNNER, str(corpus), str(out), str(embedded_model_dir)], env=env
    )
    marker = out / ".work" / "ingest" / "batch-00002.done"
    deadline = time.time() + 120
    while not marker.exists() and proc.poll() is None and time.time() < deadline:
        time.sleep(0.01)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert marker.exists() and not (out / "manifest.json").exists(), "the run was not interrupted mid-way"
    for p in out.rglob("*.parquet"):  # nothing half-written under a final name
        if not p.name.startswith("."):
            pq.read_metadata(p)
    resumed = prepare_dir([str(corpus)], out, embedded_model_dir, ingest_batch_files=2, seq_len=128)
    assert resumed["up_to_date"] is False
    prepare_dir([str(corpus)], tmp_path / "clean", embedded_model_dir, ingest_batch_files=2, seq_len=128)
    a = json.loads((out / "manifest.json").read_text())
    b = json.loads((tmp_path / "clean" / "manifest.json").read_text())
    assert a["files"] == b["files"] and a["totals"] == b["totals"]
    assert not list(out.rglob(".*.tmp-*"))


def _cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).with_name("quilltune")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=300, cwd=cwd)


def test_cli_json_summary_and_exit_codes(tmp_path, nasty_corpus):
    res = _cli(
        "prepare",
        "-i",
        str(nasty_corpus),
        "--out",
        str(tmp_path / "d"),
        "--no-pii",
        "--json",
        "--set",
        "data.min_chars=100",
    )
    assert res.returncode == 0, res.stderr
    summary = json.loads(res.stdout)
    assert summary["by_status"]["skipped"] >= 4 and summary["skipped_by_reason"]["binary"] == 1
    assert (
        summary["tokens"]["train"] > 0
        and summary["mb_per_second"] > 0
        and "ingest" in summary["stage_seconds"]
    )

    missing = _cli("prepare", "-i", str(tmp_path / "nope"), "--out", str(tmp_path / "e"), "--no-pii")
    assert (
        missing.returncode == 2 and "does not exist" in missing.stderr and "Traceback" not in missing.stderr
    )


def test_locked_output_folder_is_refused(tmp_path, nasty_corpus, embedded_model_dir):
    from quilltune.errors import LockedError
    from quilltune.locking import FolderLock

    with FolderLock(tmp_path / "locked"), pytest.raises(LockedError, match="in use") as err:
        prepare_dir([str(nasty_corpus)], tmp_path / "locked", embedded_model_dir)
    assert err.value.exit_code == 4


def test_nothing_usable_is_a_clear_error(tmp_path, embedded_model_dir):
    from quilltune.errors import InputError

    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.bin").write_bytes(b"\x00\x01")
    (tmp_path / "in" / "b.txt").write_text("tiny")
    with pytest.raises(InputError, match="nothing left to train on"):
        prepare_dir([str(tmp_path / "in")], tmp_path / "out", embedded_model_dir)


def test_seq_len_above_the_model_context_is_a_config_error(tmp_path, tiny_llama_dir):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.txt").write_text(doc_text(1))
    res = _cli(
        "prepare",
        "-i",
        str(tmp_path / "in"),
        "--out",
        str(tmp_path / "out"),
        "--no-pii",
        "--no-progress",
        "--set",
        f"model.name={tiny_llama_dir}",
        "--set",
        "data.seq_len=4096",
    )
    assert res.returncode == 2 and "Traceback" not in res.stderr, res.stderr
    assert "data.seq_len 4096" in res.stderr and "1024" in res.stderr
    assert not (tmp_path / "out" / "tokens").exists()
