"""The sbatch script ``quilltune train --launcher slurm`` writes, run by a real Slurm (slurm_cluster.py).

Two nodes (two slurmd on this machine) x one rank: srun starts one torchrun per node, and they meet
through the c10d rendezvous on the first node. One job runs to the end; a second is sent SIGTERM
the way the time limit does it (``--signal=B:TERM@120``: to the batch shell), checkpoints, requeues
itself (``scontrol requeue``, the same job id, ``Restarts=1``) and finishes with the first job's
losses, one metrics row per step. Each job takes ~1-1.5 min on 2 cores (model load and rendezvous
on two ranks) and the requeued one waits Slurm's ~2.5 min hold, so this is ``slow`` (~6-7 min).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from slurm_cluster import slurm_cluster
from train_helpers import read_metrics, tiny_cfg

from quilltune.train.launch import free_local_port, launch

pytestmark = pytest.mark.slow

STEPS = 6
JOB_TIMEOUT = 420


@pytest.fixture(scope="module")
def cluster():
    with slurm_cluster(nodes=2) as c:
        yield c


def _sbatch(model_dir: Path, data: Path, run: Path) -> Path:
    cfg = tiny_cfg(
        model_dir,
        "train.strategy=fsdp2",
        "train.method=lora",
        "train.nnodes=2",
        "train.nproc_per_node=1",
        "train.micro_batch_size=2",
        "train.grad_accum=2",
        f"train.max_steps={STEPS}",
        "train.save_every=1",
        "train.keep_last=2",
        "train.optim.lr=1e-2",
        "train.optim.warmup_steps=0",
    )
    port = free_local_port(29640)
    result = launch(
        cfg, run, {"launcher": "slurm", "data_dir": str(data), "progress": False, "master_port": port}
    )
    return Path(result["sbatch"])


def _job_output(run: Path) -> str:
    return "\n".join(
        p.read_text(errors="replace")[-4000:] for p in sorted((run / "logs").glob("slurm-*.out"))
    )


def _steps_logged(run: Path) -> int:
    metrics = run / "metrics.jsonl"
    if not metrics.is_file():
        return 0
    return sum('"step"' in line and '"kind"' not in line for line in metrics.read_text().splitlines())


@pytest.fixture(scope="module")
def finished(cluster, tiny_llama_dir, tiny_data, tmp_path_factory):
    run = tmp_path_factory.mktemp("slurm") / "run"
    job = cluster.submit(_sbatch(tiny_llama_dir, tiny_data, run))
    started = time.time()
    info = cluster.wait_for(job, {"COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL"}, JOB_TIMEOUT)
    print(
        f"slurm job {job}: {info.get('JobState')} in {time.time() - started:.0f} s (2 cores, shared machine)"
    )
    return run, job, info


def test_generated_sbatch_runs_on_two_slurm_nodes(cluster, finished):
    run, job, info = finished
    assert info["JobState"] == "COMPLETED" and info["ExitCode"] == "0:0", (
        _job_output(run) + cluster.log_tails()
    )
    assert info["NodeList"] == "qt[1-2]" and info["NumNodes"] == "2"
    # srun started the step's task on each node (one torchrun per node).
    for node in cluster.nodes:
        assert f"launch task StepId={job}.0 " in cluster.node_log(node), node
    summary = json.loads((run / "summary.json").read_text())
    steps, _ = read_metrics(run)
    assert summary["status"] == "completed" and summary["world_size"] == 2 and summary["steps"] == STEPS
    assert len(summary["peak_rss_mb_per_rank"]) == 2 and len(summary["parameter_elements_per_rank"]) == 2
    assert [r["step"] for r in steps] == list(range(1, STEPS + 1))
    assert all(r["slowest_rank"] in (0, 1) for r in steps)
    assert (run / "adapter" / "adapter_model.safetensors").is_file()


def test_sigterm_to_the_job_checkpoints_requeues_and_resumes_with_the_same_losses(
    cluster, finished, tiny_llama_dir, tiny_data, tmp_path
):
    reference, _ = read_metrics(finished[0])
    run = tmp_path / "run"
    job = cluster.submit(_sbatch(tiny_llama_dir, tiny_data, run))
    deadline = time.time() + JOB_TIMEOUT
    while _steps_logged(run) < 2:
        assert time.time() < deadline and cluster.job(job).get("JobState") in ("PENDING", "RUNNING"), (
            _job_output(run) + cluster.log_tails()
        )
        time.sleep(0.2)
    # What --signal=B:TERM@120 does before the time limit: SIGTERM to the batch shell only.
    cluster.run("scancel", "--batch", "--signal=TERM", job)
    # The job requeues itself and Slurm holds it ~2 min (Reason=BeginTime) before it runs again. Not
    # lifted: started at once, slurmd refused it ("Job N already killed, do not launch batch job").
    while cluster.job(job).get("Reason") != "BeginTime":
        assert time.time() < deadline and cluster.job(job).get("JobState") != "FAILED", (
            _job_output(run) + cluster.log_tails()
        )
        time.sleep(0.2)
    print(f"slurm job {job}: requeued after SIGTERM at step {_steps_logged(run)}")
    info = cluster.wait_for(job, {"COMPLETED", "FAILED", "CANCELLED", "TIMEOUT"}, JOB_TIMEOUT + 240)
    output = _job_output(run)
    assert info["JobState"] == "COMPLETED" and info["Restarts"] == "1", (
        f"{info}\n{output}{cluster.log_tails()}"
    )
    assert "preempted: checkpoint saved; requeueing job" in output

    summary = json.loads((run / "summary.json").read_text())
    steps, _ = read_metrics(run)
    assert summary["status"] == "completed" and summary["steps"] == STEPS
    stopped_at = int(summary["resumed_from"].rsplit("-", 1)[1])
    assert 2 <= stopped_at < STEPS  # it stopped mid-run and continued from its own checkpoint
    assert [r["step"] for r in steps] == list(range(1, STEPS + 1))
    assert [r["tokens"] for r in steps] == [r["tokens"] for r in reference]
    assert [r["loss"] for r in steps] == pytest.approx([r["loss"] for r in reference], rel=1e-5)
