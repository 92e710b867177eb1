"""``quilltune train`` CLI: help, dry run, argument checks."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from quilltune.cli import app


def test_help_lists_the_options():
    result = CliRunner().invoke(app, ["train", "--help"])
    assert result.exit_code == 0
    for opt in ("--strategy", "--resume", "--max-steps", "--save-every", "--dry-run", "--json", "--nproc-per-node"):
        assert opt in result.output


def test_dry_run_resolves_config_and_plan_without_training(tmp_path):
    out = tmp_path / "run"
    result = CliRunner().invoke(app, ["train", "smollm2-cpu-demo", "--dry-run", "--json", "--max-steps", "7",
                                      "--out", str(out), "train.optim.lr=1e-4"])
    assert result.exit_code == 0, result.output
    info = json.loads(result.output)
    assert info["dry_run"] is True and info["max_steps"] == 7 and info["method"] == "qlora"
    assert isinstance(info["plan"], dict)
    assert not out.exists()


def test_launcher_options_need_a_distributed_strategy():
    result = CliRunner().invoke(app, ["train", "smollm2-cpu-demo", "--launcher", "slurm"])
    assert result.exit_code != 0
    assert "distributed strategies" in str(result.exception)
