"""The same pipeline on Ray Data (a local two-worker Ray cluster) gives byte-identical outputs."""

from __future__ import annotations

import json

import pytest
from prepare_helpers import prepare_dir

pytestmark = pytest.mark.slow  # starting Ray takes ~20-40 s on 2 cores


def test_ray_engine_matches_local_engine(nasty_corpus, embedded_model_dir, tmp_path):
    pytest.importorskip("ray")
    import ray

    local = prepare_dir(
        [str(nasty_corpus)], tmp_path / "local", embedded_model_dir, ingest_batch_files=4, workers=2
    )
    try:
        on_ray = prepare_dir(
            [str(nasty_corpus)],
            tmp_path / "ray",
            embedded_model_dir,
            ingest_batch_files=4,
            workers=2,
            engine="ray",
        )
    finally:
        ray.shutdown()
    a = json.loads((tmp_path / "local" / "manifest.json").read_text())
    b = json.loads((tmp_path / "ray" / "manifest.json").read_text())
    assert a["files"] == b["files"] and a["totals"] == b["totals"]
    assert on_ray["documents_kept"] == local["documents_kept"] > 10
