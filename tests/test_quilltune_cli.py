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
