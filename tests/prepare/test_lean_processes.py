"""`quilltune prepare` as its own process keeps torch out (parent and workers) and writes the same files."""

from __future__ import annotations

import json
import subprocess
import sys

from quilltune.config.load import load_config
from quilltune.prepare.api import prepare_folder

SCRIPT = """
import sys
sys.argv = ["quilltune", "prepare", "-i", "builtin:sample-legal", "-o", sys.argv[1], "--workers", "2",
            "--no-progress", "--json"]
from quilltune.cli import main
try:
    main()
finally:
    print("TORCH", sys.modules.get("torch") is not None, file=sys.stderr)
"""


def _files(out) -> dict:
    manifest = json.loads((out / "manifest.json").read_text())
    # path -> sha256 of every output file; redacted_values/ is keyed by a random per-folder key (so
    # one folder's hashes say nothing about another's) and differs between any two folders by design.
    return {k: v for k, v in manifest["files"].items() if not k.startswith("redacted_values/")}


def test_prepare_process_runs_without_torch_and_matches_an_in_process_run(tmp_path):
    lean = tmp_path / "lean"
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(lean)], capture_output=True, text=True, timeout=600
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "TORCH False" in proc.stderr
    assert "PyTorch was not found" not in proc.stderr

    cfg = load_config(None, ["data.inputs=[builtin:sample-legal]", "data.workers=1"])
    full, _ = prepare_folder(cfg, tmp_path / "full", progress=False)
    assert "torch" in sys.modules  # this test process has torch; the outputs must not care
    assert _files(lean) == _files(full)
