"""The CLI shows no warning a user cannot act on, and its tables stay readable in a log file."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

BNB_NOISE = "Failed to load CPU gemm_4bit_forward from kernels-community"


def _python(code: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)


def test_bitsandbytes_kernel_hub_message_is_silenced_and_nothing_else():
    plain = _python("import bitsandbytes")
    if BNB_NOISE not in plain.stderr:
        pytest.skip("this CPU has no AVX512-BF16: bitsandbytes does not try the hub kernel here")
    quiet = _python(
        "from quilltune.console_setup import setup_cli_process; setup_cli_process(); "
        "import bitsandbytes, logging; logging.getLogger('bitsandbytes.backends.cpu.ops').warning('other')"
    )
    assert BNB_NOISE not in quiet.stderr and "other" in quiet.stderr  # one message, not the logger


def test_gradient_checkpointing_deprecation_is_silenced_narrowly():
    code = (
        "import warnings\nfrom quilltune.console_setup import silence_unactionable_warnings\n"
        "silence_unactionable_warnings()\nfrom transformers import LlamaConfig, LlamaForCausalLM\n"
        "m = LlamaForCausalLM(LlamaConfig(vocab_size=32, hidden_size=16, intermediate_size=32, "
        "num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1))\n"
        "m.is_gradient_checkpointing\nwarnings.warn('our own', FutureWarning)\n"
    )
    out = _python(code)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "is_gradient_checkpointing" not in out.stderr and "our own" in out.stderr


def test_plan_piped_into_a_file_is_not_wrapped_at_80_columns(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    log = tmp_path / "plan.log"
    with open(log, "w") as f:
        proc = subprocess.run(
            [sys.executable, "-m", "quilltune", "plan", "smollm2-cpu-demo", "--gpu", "a100-sxm-80gb"],
            stdout=f,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            timeout=300,
        )
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = log.read_text().splitlines()
    assert max(len(line) for line in lines) > 80  # the provider table got its width
    assert "\x1b[" not in log.read_text()  # no colour codes in a file
