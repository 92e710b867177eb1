"""The pipeline on a two-node Ray cluster (this machine, 1 CPU a node) gives the local engine's bytes.

Both nodes run here; Ray binds them to the machine's own address, not 127.0.0.1 (it resolves a
loopback address to the node's IP, so a cluster started on 127.0.0.1 cannot be joined).

The workers read their inputs and write their parts into the output folder themselves (both nodes
see the same filesystem here, as a cluster's nodes see a shared one); the driver gets counts back.
"""

from __future__ import annotations

import json

import pytest
from dedup_corpus import build_dedup_corpus
from prepare_helpers import prepare_dir

pytestmark = pytest.mark.slow  # starting two Ray nodes takes ~30-60 s on 2 busy cores


def test_two_node_ray_cluster_matches_local_engine(nasty_corpus, embedded_model_dir, tmp_path):
    ray = pytest.importorskip("ray")  # the `cluster` extra
    from ray.cluster_utils import Cluster

    inputs = [str(nasty_corpus), str(build_dedup_corpus(tmp_path / "dedup"))]
    settings = dict(ingest_batch_files=4, max_doc_chars=10000, boilerplate_min_docs=5, workers=2)
    local = prepare_dir(inputs, tmp_path / "local", embedded_model_dir, **settings)
    cluster = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 1, "object_store_memory": 100 << 20},
    )
    try:
        cluster.add_node(num_cpus=1, object_store_memory=100 << 20)
        cluster.wait_for_nodes()
        on_ray = prepare_dir(
            inputs,
            tmp_path / "ray",
            embedded_model_dir,
            engine="ray",
            ray_address=cluster.address,
            **settings,
        )
        # Still connected after the run? RayExecutor shuts down what it started; reconnect to count.
        ray.init(address=cluster.address, configure_logging=False, log_to_driver=False)
        assert len([n for n in ray.nodes() if n["Alive"]]) == 2
    finally:
        ray.shutdown()
        cluster.shutdown()
    a = json.loads((tmp_path / "local" / "manifest.json").read_text())
    b = json.loads((tmp_path / "ray" / "manifest.json").read_text())
    assert a["files"] == b["files"] and a["totals"] == b["totals"]
    assert a["dedup"]["near_duplicates"] >= 20 and a["dedup"]["exact_duplicates"] >= 10
    assert on_ray["documents_kept"] == local["documents_kept"] > 150
