"""Launch without starting a world: dry-run arithmetic, commands, the sbatch script, the DeepSpeed
config and the compatibility rules (all pure, fast)."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from quilltune.config import load_config
from quilltune.errors import ConfigError
from quilltune.train.launch import LaunchArgs, as_launch_args, torchrun_command
from quilltune.train.launch_dry_run import dry_run, print_dry_run
from quilltune.train.slurm import render_sbatch


def _cfg(*overrides: str):
    return load_config(None, ["train.strategy=fsdp2", "train.nproc_per_node=2", *overrides])


def test_dry_run_batch_arithmetic_matches_the_loop(tiny_data):
    cfg = _cfg("train.micro_batch_size=2", "train.grad_accum=3", "train.epochs=2", "data.seq_len=64")
    report = dry_run(cfg, {"data_dir": str(tiny_data)})
    rows = report["batch"]["train_rows"]
    assert report["world"]["world_size"] == 2
    assert report["batch"]["samples_per_step"] == 2 * 2 * 3
    assert report["batch"]["tokens_per_step"] == 2 * 2 * 3 * 64
    assert report["batch"]["rows_per_rank"] == rows // 2
    assert report["batch"]["rows_unused_per_epoch"] == rows % 2
    # Trainer.total_steps: ceil(epochs x rows per rank / (micro x accum)).
    assert report["batch"]["steps_per_epoch"] == -(-(rows // 2) // (2 * 3))
    assert report["batch"]["steps"] == -(-2 * (rows // 2) // (2 * 3))
    assert report["command"][:3] == [sys.executable, "-m", "torch.distributed.run"]
    assert "--nproc-per-node" in report["command"] and "quilltune.train.worker" in report["command"]


def test_dry_run_refuses_impossible_layouts(tiny_data):
    too_many = dry_run(_cfg(), {"data_dir": str(tiny_data), "nproc_per_node": 64})
    assert not too_many["ok"]
    assert any(c["code"] == "DATA_ROWS" and c["level"] == "error" for c in too_many["checks"])

    two_nodes = dry_run(_cfg(), {"nnodes": 2})  # rank 0's address must be reachable from node 1
    assert not two_nodes["ok"]
    assert any(c["code"] == "MASTER_ADDR" for c in two_nodes["checks"])
    assert dry_run(_cfg(), {"nnodes": 2, "master_addr": "10.0.0.1"})["world"]["world_size"] == 4


def test_dry_run_of_the_case_study_checks_memory_against_the_plan(capsys):
    cfg = load_config("llama2-70b-qlora-2x8xh100-zero3")
    report = dry_run(cfg, LaunchArgs(master_addr="10.0.0.1"))
    assert report["world"] == {**report["world"], "nnodes": 2, "nproc_per_node": 8, "world_size": 16}
    assert report["batch"]["samples_per_step"] == 16 * 1 * 8
    memory = next(c for c in report["checks"] if c["code"] == "MEMORY")
    assert memory["level"] in ("ok", "error") and "GiB" in memory["message"]
    assert report["memory"]["per_rank_gib"] > 0
    print_dry_run(report, as_json=True)
    import json

    assert json.loads(capsys.readouterr().out)["world"]["world_size"] == 16


def test_launch_args_from_the_train_command_dict():
    args = as_launch_args({"launcher": "deepspeed", "data_dir": "/x", "node_rank": 0, "resume": "auto"})
    assert args.launcher == "deepspeed" and str(args.data_dir) == "/x"
    with pytest.raises(ConfigError):
        as_launch_args({"launcher": "mpirun"})
    with pytest.raises(ConfigError):
        as_launch_args({"gpus": 3})


def test_torchrun_command_for_node_1_of_2(tmp_path):
    cfg = _cfg("train.nnodes=2")
    cmd = torchrun_command(
        cfg,
        tmp_path,
        LaunchArgs(node_rank=1, master_addr="10.0.0.1", resume="auto"),
        tmp_path / "config.yaml",
        None,
    )
    joined = " ".join(cmd)
    assert "--nnodes 2" in joined and "--node-rank 1" in joined and "--master-addr 10.0.0.1" in joined
    assert cmd[-2:] == ["--resume", "auto"]


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_sbatch_script_is_valid_bash_with_rendezvous_on_the_first_node(tmp_path):
    cfg = load_config("llama2-70b-qlora-2x8xh100-zero3")
    text = render_sbatch(cfg, tmp_path / "run dir", tmp_path / "run dir" / "config.yaml", LaunchArgs())
    script = tmp_path / "job.sbatch"
    script.write_text(text)
    subprocess.run(["bash", "-n", str(script)], check=True)
    assert "#SBATCH --nodes=2" in text and "#SBATCH --gpus-per-node=8" in text
    assert "--rdzv-backend c10d" in text and "head_node" in text
    assert "--resume auto" in text and "scontrol requeue" in text
    # Found by tests/train/test_slurm_job.py on a real Slurm: the rendezvous goes to the node's
    # address (a NodeName need not resolve), and SIGTERM to srun would kill the step, not stop it.
    assert "NodeAddr=" in text and '--rdzv-endpoint "$head_addr:$rdzv_port"' in text
    assert """trap 'scancel --signal=TERM "$SLURM_JOB_ID"' TERM INT""" in text and "kill -TERM" not in text
    assert (tmp_path / "run dir" / "logs").is_dir() is False  # render is pure; write_sbatch makes logs/
    assert "'" in text  # the folder with a space is quoted


def test_deepspeed_config_follows_the_train_config():
    from quilltune.train.strategies.zero3 import deepspeed_config

    cfg = load_config(
        None,
        [
            "train.strategy=zero3",
            "train.nproc_per_node=2",
            "train.micro_batch_size=3",
            "train.grad_accum=4",
            "train.zero3_offload_optimizer=true",
            "train.optim.grad_clip=0.5",
            "train.bf16=true",
        ],
    )
    ds = deepspeed_config(cfg, world_size=2)
    assert ds["train_batch_size"] == 3 * 4 * 2
    assert ds["train_micro_batch_size_per_gpu"] == 3 and ds["gradient_accumulation_steps"] == 4
    assert ds["managed_gradient_accumulation"] is False  # our loop owns the accumulation boundary
    assert ds["zero_optimization"]["stage"] == 3
    assert ds["zero_optimization"]["offload_optimizer"]["device"] == "cpu"
    assert "offload_param" not in ds["zero_optimization"]
    assert ds["bf16"]["enabled"] is True and ds["gradient_clipping"] == 0.5
    assert ds["zero_allow_untested_optimizer"] is True
    # DeepSpeed's defaults keep up to 1e9 gathered elements alive; bounded to ~2 decoder layers
    assert "stage3_max_live_parameters" not in ds["zero_optimization"]
    bounded = deepspeed_config(cfg, world_size=2, layer_elements=1000)["zero_optimization"]
    assert bounded["stage3_max_live_parameters"] == 2000 and bounded["stage3_max_reuse_distance"] == 1000


def test_impossible_combinations_are_refused_with_the_reason():
    with pytest.raises(ConfigError, match="DTensor"):
        _cfg("train.optim.name=adamw_8bit")
    with pytest.raises(ConfigError, match="DeepSpeed ZeRO-3 options"):
        _cfg("train.zero3_offload_params=true")
    # What does work stays allowed: 8-bit AdamW and offload under ZeRO-3, uint8 quant storage.
    load_config(
        None,
        [
            "train.strategy=zero3",
            "train.nproc_per_node=2",
            "train.optim.name=adamw_8bit",
            "train.zero3_offload_optimizer=true",
            "train.quant.storage_dtype=uint8",
        ],
    )


def test_a_busy_default_port_is_replaced_on_one_node():
    import socket

    from quilltune.train.launch import free_local_port

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        port = free_local_port(taken)
        assert port != taken and port > 0
