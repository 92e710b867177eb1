"""An sbatch script for a multi-node fsdp2 / zero3 run: srun starts one torchrun per node, torchrun
starts the ranks, and they meet through a c10d rendezvous on the job's first node.

Preemption: Slurm sends SIGTERM to the batch shell two minutes before the time limit
(``--signal=B:TERM@120``); the shell passes it on with ``scancel --signal=TERM`` to every process
of the job's steps on every node (srun itself would answer SIGTERM by killing the step), every rank
finishes its step, saves a checkpoint and exits, and the job requeues itself. The worker always runs
with ``--resume auto``, so a requeued (or resubmitted) job continues from the newest verified
checkpoint. ``tests/train/test_slurm_job.py`` runs this script on a real two-node Slurm.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig

SCRIPT_NAME = "launch.sbatch"


def render_sbatch(cfg: RunConfig, out: Path, config_file: Path, args: Any) -> str:
    """The script text (pure: unit-tested with ``bash -n``)."""
    nproc = args.nproc_per_node or cfg.train.nproc_per_node
    nnodes = args.nnodes or cfg.train.nnodes
    on_gpu = cfg.plan.gpu != "cpu"
    q = shlex.quote
    worker = [
        sys.executable,
        "-m",
        "quilltune.train.worker",
        "--config",
        str(config_file),
        "--out",
        str(out),
        "--resume",
        args.resume or "auto",
        "--no-progress",
    ]
    if args.data_dir is not None:
        worker += ["--data", str(args.data_dir)]
    directives = [
        f"--job-name={q('quilltune-' + cfg.name)}",
        f"--nodes={nnodes}",
        "--ntasks-per-node=1",  # one torchrun per node; torchrun starts the ranks
        f"--output={q(str(out / 'logs' / 'slurm-%j.out'))}",
        "--open-mode=append",
        "--signal=B:TERM@120",
        "--requeue",
    ]
    if on_gpu:
        directives.append(f"--gpus-per-node={nproc}")
    lines = [
        "#!/bin/bash",
        f"# quilltune: {cfg.train.strategy} / {cfg.train.method}, {nnodes} node(s) x {nproc} rank(s)",
    ]
    lines += [f"#SBATCH {d}" for d in directives]
    lines += [
        "set -uo pipefail",
        "",
        "export HF_HUB_OFFLINE=${HF_HUB_OFFLINE:-1}",
        "export TOKENIZERS_PARALLELISM=false",
        "# The node's CPUs shared out between its ranks (as `quilltune train` does on one node).",
        f"threads=$(( ${{SLURM_CPUS_ON_NODE:-{nproc}}} / {nproc} ))",
        "export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(( threads > 0 ? threads : 1 ))}",
        f"mkdir -p {q(str(out / 'logs'))}",
        'head_node=$(scontrol show hostnames "$SLURM_JOB_NODELIST" | head -n 1)',
        "# The node's address, not its name: a NodeName need not resolve (NodeAddr defaults to it).",
        r"""head_addr=$(scontrol show node "$head_node" | sed -n 's/.*NodeAddr=\([^ ]*\).*/\1/p')""",
        "head_addr=${head_addr:-$head_node}",
        f"rdzv_port={args.master_port}",
        "# Only a summary this job wrote says how it ended (an older one may say preempted).",
        f"started={q(str(out / 'logs' / '.slurm-job-started'))}",
        'touch "$started"',
        "",
        "srun --kill-on-bad-exit=1 \\",
        f"  {q(sys.executable)} -m torch.distributed.run --nnodes {nnodes} --nproc-per-node {nproc} \\",
        '  --rdzv-backend c10d --rdzv-endpoint "$head_addr:$rdzv_port" --rdzv-id "$SLURM_JOB_ID" \\',
        f"  {' '.join(q(a) for a in worker[1:])} &",
        "srun_pid=$!",
        "# Forward the time-limit signal to every rank (torchrun and its workers, on every node): they",
        "# checkpoint and exit with code 3. Not to srun: srun answers SIGTERM by killing the step.",
        """trap 'scancel --signal=TERM "$SLURM_JOB_ID"' TERM INT""",
        "wait $srun_pid",
        "rc=$?",
        "# A trapped signal interrupts ``wait``: keep waiting until srun itself has exited.",
        "while kill -0 $srun_pid 2>/dev/null; do wait $srun_pid; rc=$?; done",
        f"summary={q(str(out / 'summary.json'))}",
        'status=""',
        'if [ "$summary" -nt "$started" ]; then',
        f'  status=$({q(sys.executable)} -c \'import json,sys; print(json.load(open(sys.argv[1])).get("status",""))\' '
        '"$summary" 2>/dev/null || true)',
        "fi",
        'if [ "$status" = "preempted" ]; then',
        '  echo "preempted: checkpoint saved; requeueing job $SLURM_JOB_ID"',
        '  scontrol requeue "$SLURM_JOB_ID"',
        "  exit 3",
        "fi",
        "exit $rc",
        "",
    ]
    return "\n".join(lines)


def write_sbatch(cfg: RunConfig, out: Path, config_file: Path, args: Any) -> Path:
    """Write ``RUN/launch.sbatch`` and return its path."""
    path = Path(out) / SCRIPT_NAME
    # Slurm opens --output before the script runs: a missing folder fails the job (JobLaunchFailure).
    (Path(out) / "logs").mkdir(parents=True, exist_ok=True)
    path.write_text(render_sbatch(cfg, Path(out), Path(config_file), args), encoding="utf-8")
    path.chmod(0o755)
    return path
