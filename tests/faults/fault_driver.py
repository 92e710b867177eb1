"""Run the real ``quilltune`` CLI with one injected fault, chosen by the ``QT_FAULT`` environment variable.

``QT_FAULT=<where>:<n>`` kills this process with SIGKILL (a real kill -9: no cleanup, no atexit) at
the n-th occurrence of ``<where>``:
- ``step``: after forward/backward, before the optimizer step (mid-step);
- ``checkpoint``: after some checkpoint files are written and synced, before ``COMPLETE`` (mid-write);
- ``eval``: in the middle of a validation pass.
``<where>`` may also be ``enospc-checkpoint``: the n-th ``torch.save`` raises ``OSError(ENOSPC)`` as a
full disk would. The hooks wrap library functions in this process only; the product code is unchanged.
"""

from __future__ import annotations

import errno
import os
import signal
import sys


def _countdown(n: int, action):
    calls = {"n": 0}

    def hit() -> None:
        calls["n"] += 1
        if calls["n"] == n:
            action()

    return hit


def _kill() -> None:
    sys.stdout.flush()
    os.kill(os.getpid(), signal.SIGKILL)


def install(spec: str) -> None:
    import quilltune.config  # noqa: F401  (first: the stage configs are imported through it)

    where, _, count = spec.partition(":")
    n = int(count or 1)
    if where == "step":
        from quilltune.train.strategies import single

        original = single.SingleStrategy.optimizer_step
        hit = _countdown(n, _kill)

        def optimizer_step(self, *a, **kw):
            hit()
            return original(self, *a, **kw)

        single.SingleStrategy.optimizer_step = optimizer_step
    elif where == "checkpoint":
        from quilltune.train import checkpoint

        original_fsync = checkpoint._fsync
        hit = _countdown(n, _kill)

        def fsync(path):
            original_fsync(path)
            hit()

        checkpoint._fsync = fsync
    elif where == "eval":
        from quilltune.train import loop

        original_eval = loop.Trainer._eval_loss
        hit = _countdown(n, _kill)

        def eval_loss(self, *a, **kw):
            hit()
            return original_eval(self, *a, **kw)

        loop.Trainer._eval_loss = eval_loss
    elif where == "enospc-checkpoint":
        import torch

        original_save = torch.save

        def full_disk() -> None:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        hit = _countdown(n, full_disk)

        def save(*a, **kw):
            hit()
            return original_save(*a, **kw)

        torch.save = save
    else:
        raise SystemExit(f"unknown QT_FAULT {spec!r}")


if __name__ == "__main__":
    if os.environ.get("QT_FAULT"):
        install(os.environ["QT_FAULT"])
    from quilltune.cli import main

    sys.argv = ["quilltune", *sys.argv[1:]]
    main()
