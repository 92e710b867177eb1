"""A 50 MB single-line file is prepared within the configured memory budget (peak RSS measured)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow

RUNNER = """
import json, sys
from pathlib import Path
from quilltune.peak_rss import peak_rss_mb
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.pipeline import run_prepare
cfg = PrepareConfig(inputs=[sys.argv[1]], pii={"enabled": False}, memory_budget_mb=int(sys.argv[4]))
s = run_prepare(cfg, Path(sys.argv[2]), Path(sys.argv[3]), "smollm2-135m-instruct", progress=False)
s["peak_rss_mb"] = peak_rss_mb()  # not ru_maxrss: it would include this test process's RSS at the fork
print(json.dumps(s))
"""


def test_50mb_single_line_file_stays_under_budget(tmp_path, embedded_model_dir):
    budget_mb = 1536
    words = [f"clause{k} party{k % 97} shall{k % 13}" for k in range(4096)]
    line = " ".join(words[(i * 7919) % len(words)] for i in range(2_100_000))[:50_000_000]
    big = tmp_path / "one-line.txt"
    big.write_text(line, encoding="utf-8")
    assert "\n" not in line and big.stat().st_size == 50_000_000
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    res = subprocess.run(
        [
            sys.executable,
            "-c",
            RUNNER,
            str(big),
            str(tmp_path / "out"),
            str(embedded_model_dir),
            str(budget_mb),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=1800,
    )
    assert res.returncode == 0, res.stderr[-3000:]
    summary = json.loads(res.stdout.strip().splitlines()[-1])
    rows = [json.loads(x) for x in (tmp_path / "out" / "inputs.jsonl").read_text().splitlines()]
    assert (
        rows[0]["status"] == "repaired"
        and "split_into_parts" in rows[0]["repairs"]
        and rows[0]["documents"] >= 50
    )
    assert summary["peak_rss_mb"] < budget_mb, summary
