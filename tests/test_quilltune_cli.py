"""Every command answers --help quickly; user errors are one paragraph with a documented exit code."""

import subprocess
import sys

import pytest
from typer.testing import CliRunner

from quilltune.cli import app

COMMANDS = [
    "demo",
    "prepare",
    "plan",
    "train",
    "evaluate",
    "report",
    "export",
    "generate",
    "chat",
    "bench",
    "pii detect",
    "pii redact",
    "config show",
    "config validate",
]


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command):
    result = CliRunner().invoke(app, [*command.split(), "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_machine_readable_commands_offer_json():
    for command in ["prepare", "plan", "train", "evaluate", "report", "export", "bench", "demo"]:
        result = CliRunner().invoke(app, [command, "--help"])
        assert "--json" in result.output, command


def test_help_does_not_import_torch():
    # `quilltune --help` and `plan` must stay fast: no torch/transformers at import of the CLI.
    code = "import sys, quilltune.cli; print('torch' in sys.modules, 'transformers' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_user_error_is_one_paragraph_with_exit_2(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("train: {metod: lora}\n")
    proc = subprocess.run(
        [sys.executable, "-m", "quilltune", "config", "validate", str(bad)], capture_output=True, text=True
    )
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and "Did you mean 'train.method'" in proc.stderr


def test_deepspeed_prints_nothing_on_stdout_of_a_cpu_only_command():
    """`--json` output must stay JSON: DeepSpeed's accelerator probe prints on stdout when it finds none."""
    import os
    from pathlib import Path

    if Path("/dev/nvidiactl").exists() or Path("/dev/kfd").exists():
        pytest.skip("a GPU device node exists: DeepSpeed detects it itself and prints nothing")
    code = (
        "from quilltune.console_setup import setup_cli_process; setup_cli_process(); "
        "from deepspeed.accelerator import get_accelerator; print(get_accelerator()._name, end='')"
    )
    env = {k: v for k, v in os.environ.items() if k != "DS_ACCELERATOR"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert out.stdout == "cpu"
