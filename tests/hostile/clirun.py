"""Run the real ``quilltune`` command and check the shape of a user error (issue #8 §2)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from childenv import offline_env

QUILLTUNE = Path(sys.executable).with_name("quilltune")


def quilltune(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(QUILLTUNE), *map(str, args)], capture_output=True, text=True, timeout=timeout, env=offline_env()
    )


def assert_user_error(proc: subprocess.CompletedProcess, code: int, *names: str) -> str:
    """Exit ``code``, no traceback, one ``error:`` paragraph that names every item of ``names``."""
    err = proc.stderr
    assert "Traceback" not in err, err[-4000:]
    assert proc.returncode == code, f"exit {proc.returncode}, expected {code}\n{err[-3000:]}"
    assert "error:" in err, err[-2000:]
    message = err[err.index("error:") :]
    for name in names:
        assert str(name) in message, f"{name!r} not named in: {message[:1500]}"
    return message
