"""A failed checkpoint write (disk full) is a clear InputError, leaves no partial folder and keeps the previous one."""

from __future__ import annotations

import errno
import os

import pytest
import torch

from quilltune.errors import InputError
from quilltune.train.checkpoint import find_resume, save_checkpoint


class _DiskStrategy:
    """The strategy side of a checkpoint: rank 0 of 1, writing one tensor file (or failing like a full disk)."""

    rank = 0

    def __init__(self) -> None:
        self.full = False

    def barrier(self) -> None:
        return None

    def save(self, folder) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        torch.save({"w": torch.ones(3)}, folder / "weights.pt")


def test_disk_full_names_the_intact_checkpoint_and_removes_the_partial_one(tmp_path):
    root = tmp_path / "run" / "checkpoints"
    strategy = _DiskStrategy()
    good = save_checkpoint(root, 4, strategy, {"step": 4}, keep_last=2)
    strategy.full = True
    with pytest.raises(InputError) as e:
        save_checkpoint(root, 8, strategy, {"step": 8}, keep_last=2)
    message = str(e.value)
    assert "step-00000008" in message and "No space left on device" in message
    assert f"previous checkpoint {good} is intact" in message and "--resume auto" in message
    assert sorted(p.name for p in root.iterdir()) == ["step-00000004"]  # no .tmp-step-00000008 left behind
    assert find_resume(root, "auto") == good


def test_disk_full_before_any_checkpoint_says_so(tmp_path):
    strategy = _DiskStrategy()
    strategy.full = True
    with pytest.raises(InputError, match="no earlier checkpoint exists"):
        save_checkpoint(tmp_path / "checkpoints", 1, strategy, {"step": 1}, keep_last=2)
