"""The calibration probe end to end: real training steps of a tiny Llama through the training engine."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from quilltune.cli import app


def write_prepared(out: Path, vocab: int, seq: int, rows: int) -> Path:
    """A prepared data folder (docs/ARCHITECTURE.md) of random packed rows, 4 samples per row."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = np.random.default_rng(0)
    for split, n in (("train", rows), ("validation", 2)):
        ids = rng.integers(0, vocab, size=(n, seq), dtype=np.int32)
        pos = np.tile(np.arange(seq, dtype=np.int32) % (seq // 4), (n, 1))
        labels = np.where(pos == 0, -100, ids)
        (out / "tokens" / split).mkdir(parents=True)
        pq.write_table(
            pa.table(
                {
                    "input_ids": ids.tolist(),
                    "labels": labels.tolist(),
                    "position_ids": pos.tolist(),
                    "num_samples": [4] * n,
                    "num_loss_tokens": [seq - 4] * n,
                }
            ),
            out / "tokens" / split / "shard-00000.parquet",
        )
    # The trainer checks every shard against the manifest's sha256 before it reads one.
    files = {
        p.relative_to(out).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted((out / "tokens").rglob("*.parquet"))
    }
    (out / "manifest.json").write_text(
        json.dumps(
            {
                "schema_version": 1,
                "seq_len": seq,
                "packing": True,
                "bytes_per_token": 4.0,
                "splits": {
                    "train": {"rows": rows, "tokens": rows * seq},
                    "validation": {"rows": 2, "tokens": 2 * seq},
                },
                "files": files,
            }
        )
    )
    return out


@pytest.mark.slow
def test_probe_measures_and_reprojects(tiny_llama_dir, tmp_path):
    data = write_prepared(tmp_path / "data", 49152, 64, rows=64)
    res = CliRunner().invoke(
        app,
        [
            "plan",
            "--set",
            f"model.name={tiny_llama_dir}",
            "--method",
            "lora",
            "--gpu",
            "cpu",
            "--micro-batch",
            "2",
            "--grad-accum",
            "1",
            "--seq-len",
            "64",
            "--set",
            "train.max_steps=null",
            "--data",
            str(data),
            "--probe",
            "--probe-steps",
            "4",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout[res.stdout.index("{") :])
    probe = out["probe"]
    assert probe["steps_measured"] == 3 and probe["tokens_per_second"] > 0
    assert probe["hours_low"] < probe["hours"] < probe["hours_high"]
    # 64 rows x 64 tokens = 4,096 tokens at the measured rate replace the prior.
    assert out["tokens"] == 4096
    assert out["hours"] == pytest.approx((4096 / probe["tokens_per_second"] + probe["warmup_seconds"]) / 3600)
    assert out["prior"]["tokens_per_second"] > 0
    assert 0.3 < probe["peak_memory_gib"] < 8
