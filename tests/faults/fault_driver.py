"""Run the real ``quilltune`` CLI with one injected fault, chosen by the ``QT_FAULT`` environment variable.

``QT_FAULT=<where>:<n>`` kills this process with SIGKILL (a real kill -9: no cleanup, no atexit) at
the n-th occurrence of ``<where>``:
- ``step``: after forward/backward, before the optimizer step (mid-step);
- ``checkpoint``: after some checkpoint files are written and synced, before ``COMPLETE`` (mid-write);
- ``eval``: in the middle of a validation pass.
- ``shard``: the n-th Parquet file ``quilltune prepare`` writes is cut to half its bytes, then the kill.
``<where>`` may also be ``enospc-checkpoint`` (the n-th ``torch.save``) or ``enospc-shard`` (the n-th Parquet
write of prepare, after part of the file is on disk): they raise ``OSError(ENOSPC)`` as a full disk would. The hooks wrap library functions in this process only; the product code is unchanged.
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

        original_fsync = checkpoint.fsync_path
        hit = _countdown(n, _kill)

        def fsync(path):
            original_fsync(path)
            hit()

        checkpoint.fsync_path = fsync
    elif where == "eval":
        from quilltune.train import loop

        original_heldout = loop.heldout_loss
        hit = _countdown(n, _kill)

        def heldout_loss(loss_of, batches, **kw):
            def counted(batch):
                hit()  # killed in the middle of validation, after n validation batches
                return loss_of(batch)

            return original_heldout(counted, batches, **kw)

        loop.heldout_loss = heldout_loss
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
    elif where in ("shard", "enospc-shard"):
        from quilltune import data_folder

        original_write = data_folder.pq.write_table
        state = {"n": 0}

        def write_table(table, where_to, *a, **kw):
            state["n"] += 1
            original_write(table, where_to, *a, **kw)
            if state["n"] == n:
                size = os.path.getsize(where_to)
                os.truncate(where_to, size // 2)  # a torn write: half the file is on disk
                if spec.startswith("enospc"):
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(where_to))
                _kill()

        data_folder.pq = _Proxy(data_folder.pq, write_table=write_table)  # prepare writes shards through it
    else:
        raise SystemExit(f"unknown QT_FAULT {spec!r}")


class _Proxy:
    """A module stand-in with some attributes replaced (so only the hooked module sees the fault)."""

    def __init__(self, module, **overrides):
        self._module, self._overrides = module, overrides

    def __getattr__(self, name):
        return self._overrides.get(name) or getattr(self._module, name)


if __name__ == "__main__":
    if os.environ.get("QT_FAULT"):
        install(os.environ["QT_FAULT"])
    from quilltune.cli import main

    sys.argv = ["quilltune", *sys.argv[1:]]
    main()
