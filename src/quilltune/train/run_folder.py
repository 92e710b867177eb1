"""The run folder (docs/ARCHITECTURE.md): lock, resolved config, plan, summary."""

from __future__ import annotations

import json
import os
import socket
import warnings
from pathlib import Path
from typing import Any

from quilltune.errors import LockedError

LOCK = ".lock"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # exists, owned by someone else
        return True
    return True


class RunLock:
    """``RUN/.lock`` holding ``{"pid", "host"}`` while a writer is active.

    A lock whose pid is dead on this host is stale (a crash or kill -9): it is taken over with a
    warning. A lock from another host cannot be checked, so it is refused with instructions.
    """

    def __init__(self, run_dir: Path):
        self.path = Path(run_dir) / LOCK
        self.held = False

    def acquire(self) -> None:
        me = {"pid": os.getpid(), "host": socket.gethostname()}
        for _ in range(2):
            try:
                fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
            except FileExistsError:
                self._handle_existing(me)
                continue
            with os.fdopen(fd, "w") as f:
                json.dump(me, f)
            self.held = True
            return
        raise LockedError(f"could not take the lock {self.path}; another process keeps creating it")

    def _handle_existing(self, me: dict) -> None:
        try:
            other = json.loads(self.path.read_text(encoding="utf-8"))
            pid, host = int(other["pid"]), str(other["host"])
        except (OSError, ValueError, KeyError, TypeError):
            warnings.warn(f"unreadable lock file {self.path}: treating it as stale and taking it over", stacklevel=3)
            self.path.unlink(missing_ok=True)
            return
        if host != me["host"]:
            raise LockedError(
                f"{self.path.parent} is locked by pid {pid} on host {host}. If that run is finished or dead, "
                f"delete {self.path} and retry; otherwise choose another --out."
            )
        if pid != me["pid"] and _pid_alive(pid):
            raise LockedError(
                f"{self.path.parent} is in use by a running process (pid {pid} on this host). Wait for it, stop it, "
                "or choose another --out."
            )
        warnings.warn(
            f"taking over a stale lock in {self.path.parent}: pid {pid} is no longer running (it crashed or was killed)",
            stacklevel=3,
        )
        self.path.unlink(missing_ok=True)

    def release(self) -> None:
        if self.held:
            self.path.unlink(missing_ok=True)
            self.held = False

    def __enter__(self) -> RunLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def write_json_atomic(path: Path, obj: Any) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(obj, indent=2, default=str), encoding="utf-8")
    os.replace(tmp, path)


def make_run_plan(cfg: Any, data_dir: Path | None) -> dict:
    """``plan.json`` from the planner. Until ``quilltune.plan.api`` exists (or if it cannot plan this
    setup), a minimal record says so instead of inventing numbers."""
    try:
        from quilltune.plan.api import make_plan
    except ImportError:
        return {"available": False, "reason": "quilltune.plan.api is not installed in this build"}
    try:
        return make_plan(cfg, data_dir=data_dir).to_dict()
    except Exception as e:  # noqa: BLE001 -- the plan is advisory; training must not fail on it
        warnings.warn(f"the planner could not plan this run ({type(e).__name__}: {e}); plan.json records why", stacklevel=2)
        return {"available": False, "reason": f"{type(e).__name__}: {e}"}


def plan_vs_actual(plan: dict, actual: dict) -> dict:
    """Predicted vs measured, for the keys both have; ratio = actual / predicted."""
    pairs = {"tokens_per_second": "tokens_per_second", "mfu": "mfu", "tokens": "tokens"}
    out: dict[str, dict] = {}
    for plan_key, actual_key in pairs.items():
        p, a = plan.get(plan_key), actual.get(actual_key)
        if isinstance(p, int | float) and isinstance(a, int | float) and p:
            out[actual_key] = {"plan": p, "actual": a, "ratio": a / p}
    return out
