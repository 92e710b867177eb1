"""Prepare under faults (issue #8 §1): killed mid-shard, a rerun finishes byte-identical to an
uninterrupted run (manifest hashes); a full disk while writing a shard is a clear error and leaves
every finished shard intact."""

from __future__ import annotations

import json
import shutil
import signal
from pathlib import Path

import pytest
from faultkit import run_cli


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    from quilltune.samples import sample_corpus_dir

    c = tmp_path_factory.mktemp("prep-corpus") / "corpus"
    c.mkdir()
    for f in sorted(sample_corpus_dir().glob("*.txt"))[:12]:
        shutil.copy(f, c / f.name)
    return c


def prepare(corpus: Path, out: Path, model: Path, fault: str | None = None):
    # Small shards so the run writes many files; one worker so the fault hook is in the writing process.
    return run_cli(
        [
            "prepare",
            "-i",
            str(corpus),
            "-o",
            str(out),
            "--no-progress",
            "--json",
            "--no-pii",
            "--set",
            f"model.name={model}",
            "--set",
            "data.seq_len=128",
            "--set",
            "data.shard_rows=2",
            "--set",
            "data.workers=1",
        ],
        fault=fault,
    )


@pytest.fixture(scope="module")
def reference(tmp_path_factory, corpus, tiny_llama_dir) -> dict:
    out = tmp_path_factory.mktemp("prep-ref") / "out"
    proc = prepare(corpus, out, tiny_llama_dir)
    assert proc.returncode == 0, proc.stderr[-3000:]
    manifest = json.loads((out / "manifest.json").read_text())
    assert sum(1 for k in manifest["files"] if k.startswith("tokens/train/")) >= 3
    return manifest


def _no_torn_files(out: Path) -> None:
    import pyarrow.parquet as pq

    for p in out.rglob("*.parquet"):
        if not p.name.startswith("."):
            pq.read_metadata(p)  # every file under a final name is complete


def test_prepare_killed_mid_shard_reruns_to_identical_outputs(tmp_path, corpus, tiny_llama_dir, reference):
    out = tmp_path / "out"
    for n in (2, 4):  # torn writes at different points; each rerun continues from what was finished
        killed = prepare(corpus, out, tiny_llama_dir, fault=f"shard:{n}")
        assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
        assert not (out / "manifest.json").exists()
        _no_torn_files(out)
    final = prepare(corpus, out, tiny_llama_dir)
    assert final.returncode == 0, final.stderr[-3000:]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["files"] == reference["files"]  # same sha256 for every output file
    assert manifest["splits"] == reference["splits"]
    assert not list(out.rglob(".*.tmp-*")), "temp files of the killed runs were left behind"


@pytest.mark.slow
def test_disk_full_while_writing_a_shard(tmp_path, corpus, tiny_llama_dir, reference):
    out = tmp_path / "out"
    proc = prepare(corpus, out, tiny_llama_dir, fault="enospc-shard:3")
    assert proc.returncode != 0
    assert "No space left on device" in proc.stderr
    assert not (out / "manifest.json").exists()
    _no_torn_files(out)  # finished shards intact, the torn one never under a final name
    rerun = prepare(corpus, out, tiny_llama_dir)
    assert rerun.returncode == 0, rerun.stderr[-3000:]
    assert json.loads((out / "manifest.json").read_text())["files"] == reference["files"]
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert proc.returncode == 2
