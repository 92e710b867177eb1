"""``quilltune train`` CLI: help, dry run, argument checks."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from quilltune.cli import app
from quilltune.errors import ConfigError


def test_help_lists_the_options():
    result = CliRunner().invoke(app, ["train", "--help"])
    assert result.exit_code == 0
    for opt in (
        "--strategy",
        "--resume",
        "--max-steps",
        "--save-every",
        "--dry-run",
        "--json",
        "--nproc-per-node",
    ):
        assert opt in result.output


def test_dry_run_resolves_config_and_plan_without_training(tmp_path):
    out = tmp_path / "run"
    result = CliRunner().invoke(
        app,
        [
            "train",
            "smollm2-cpu-demo",
            "--dry-run",
            "--json",
            "--max-steps",
            "7",
            "--out",
            str(out),
            "train.optim.lr=1e-4",
        ],
    )
    assert result.exit_code == 0, result.output
    info = json.loads(result.output)
    assert info["dry_run"] is True and info["max_steps"] == 7 and info["method"] == "qlora"
    assert isinstance(info["plan"], dict)
    assert not out.exists()


def test_launcher_options_need_a_distributed_strategy():
    result = CliRunner().invoke(app, ["train", "smollm2-cpu-demo", "--launcher", "slurm"])
    assert result.exit_code != 0
    assert "distributed strategies" in str(result.exception)


def test_distributed_dry_run_checks_world_batch_and_memory(tiny_data, tmp_path):
    ok = CliRunner().invoke(
        app,
        [
            "train",
            "smollm2-cpu-demo",
            "--strategy",
            "fsdp2",
            "--nproc-per-node",
            "2",
            "--dry-run",
            "--json",
            "--data",
            str(tiny_data),
            "--out",
            str(tmp_path / "r"),
        ],
    )
    assert ok.exit_code == 0, ok.output
    report = json.loads(ok.output)
    assert report["world"]["world_size"] == 2 and report["batch"]["train_rows"] > 0
    assert {c["code"] for c in report["checks"]} >= {"DATA_ROWS", "MEMORY"}
    bad = CliRunner().invoke(
        app,
        [
            "train",
            "smollm2-cpu-demo",
            "--strategy",
            "fsdp2",
            "--nproc-per-node",
            "64",
            "--dry-run",
            "--data",
            str(tiny_data),
        ],
    )
    assert isinstance(bad.exception, ConfigError) and "would stop the launch" in str(bad.exception)


def test_seq_len_above_the_model_context_is_refused_in_dry_run_and_train(tiny_llama_dir, tiny_data, tmp_path):
    import shutil

    from train_helpers import tiny_cfg

    from quilltune.train.api import train

    dry = CliRunner().invoke(
        app, ["train", "smollm2-cpu-demo", "--dry-run", f"model.name={tiny_llama_dir}", "data.seq_len=4096"]
    )
    assert isinstance(dry.exception, ConfigError) and "data.seq_len 4096" in str(dry.exception)
    assert "max_position_embeddings 1024" in str(dry.exception)
    data = shutil.copytree(tiny_data, tmp_path / "data")
    manifest = json.loads((data / "manifest.json").read_text())
    (data / "manifest.json").write_text(json.dumps({**manifest, "seq_len": 4096}))
    with pytest.raises(ConfigError, match="data.seq_len 4096 is above the model's context"):
        train(
            tiny_cfg(tiny_llama_dir, "train.method=full", "train.max_steps=1"),
            tmp_path / "run",
            data_dir=data,
            progress=False,
        )
    assert not (tmp_path / "run" / "summary.json").exists()  # refused before any weights were loaded
