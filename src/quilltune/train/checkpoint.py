"""Atomic, verifiable checkpoints: ``RUN/checkpoints/step-00000050/``.

Written into ``.tmp-step-…`` first; every rank adds its files (strategy weights/optimiser state,
``rng-rank{r}.pt``); then rank 0 fsyncs them, writes ``COMPLETE`` (sha256 of every file) last and
renames the folder into place. A folder without ``COMPLETE`` or whose checksums differ is never
resumed from: ``--resume auto`` skips it with a warning and takes the next newest.
"""

from __future__ import annotations

import json
import random
import shutil
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import torch

from quilltune.errors import ConfigError, InputError, IntegrityError
from quilltune.files import fsync_path, sha256_file

COMPLETE = "COMPLETE"
STATE = "trainer_state.json"
PREFIX = "step-"


def step_dir_name(step: int) -> str:
    return f"{PREFIX}{step:08d}"


def rng_state() -> dict[str, Any]:
    state = {"python": random.getstate(), "numpy": np.random.get_state(), "torch": torch.get_rng_state()}
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state_all()
    return state


def set_rng_state(state: dict[str, Any]) -> None:
    random.setstate(state["python"])
    np.random.set_state(state["numpy"])
    torch.set_rng_state(state["torch"])
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda"])


def save_checkpoint(root: Path, step: int, strategy: Any, trainer_state: dict, keep_last: int) -> Path:
    """Save on every rank (collective); returns the final folder. Keeps the newest ``keep_last``."""
    final = root / step_dir_name(step)
    tmp = root / f".tmp-{step_dir_name(step)}"
    try:
        if strategy.rank == 0:
            shutil.rmtree(tmp, ignore_errors=True)  # leftovers of a crash at this very step
            tmp.mkdir(parents=True)
        strategy.barrier()
        strategy.save(tmp)
        # RNG of the process is restored so a resumed run draws the same dropout masks.
        torch.save(rng_state(), tmp / f"rng-rank{strategy.rank}.pt")
        strategy.barrier()
        if strategy.rank == 0:
            (tmp / STATE).write_text(json.dumps(trainer_state, indent=2), encoding="utf-8")
            files = {}
            for f in sorted(p for p in tmp.rglob("*") if p.is_file()):
                fsync_path(f)
                files[f.relative_to(tmp).as_posix()] = sha256_file(f)
            marker = tmp / COMPLETE
            marker.write_text(json.dumps({"step": step, "files": files}, indent=2), encoding="utf-8")
            fsync_path(marker)
            if final.exists():  # re-saving the same step (e.g. final save right after a periodic one)
                shutil.rmtree(final)
            tmp.rename(final)
            fsync_path(root)
            prune(root, keep_last)
    except OSError as e:
        # Disk full, quota, permissions: the partial folder goes, the previous checkpoint stays usable.
        shutil.rmtree(tmp, ignore_errors=True)
        raise write_failed(f"checkpoint {final}", e, root) from None
    strategy.barrier()
    return final


def write_failed(what: str, error: OSError, checkpoints: Path) -> InputError:
    """A one-paragraph error for a failed write that names the newest checkpoint still intact."""
    intact = newest_verified(checkpoints)
    reason = error.strerror or str(error)
    where = f"; the previous checkpoint {intact} is intact" if intact else "; no earlier checkpoint exists"
    run_dir = checkpoints.parent
    return InputError(
        f"could not write {what}: {reason} (errno {error.errno}){where}. Free space (or fix permissions) and "
        f"continue with `quilltune train ... --resume auto --out {run_dir}`"
    )


def newest_verified(root: Path) -> Path | None:
    """The newest checkpoint under ``root`` whose checksums match, without warnings (None if none)."""
    for cand in list_checkpoints(root):
        try:
            verify(cand)
            return cand
        except (IntegrityError, OSError):
            continue
    return None


def list_checkpoints(root: Path) -> list[Path]:
    """Checkpoint folders (complete or not), newest step first."""
    if not root.is_dir():
        return []
    return sorted((p for p in root.iterdir() if p.is_dir() and p.name.startswith(PREFIX)), reverse=True)


def prune(root: Path, keep_last: int) -> None:
    for old in list_checkpoints(root)[keep_last:]:
        shutil.rmtree(old, ignore_errors=True)
    for tmp in root.glob(".tmp-*"):  # abandoned partial writes
        shutil.rmtree(tmp, ignore_errors=True)


def verify(path: Path) -> dict:
    """Raise IntegrityError unless ``path`` is a complete checkpoint whose files match their checksums."""
    marker = path / COMPLETE
    if not marker.is_file():
        raise IntegrityError(
            f"checkpoint {path} is incomplete (no {COMPLETE} marker): it was interrupted while saving"
        )
    try:
        recorded = json.loads(marker.read_text(encoding="utf-8"))["files"]
    except (json.JSONDecodeError, KeyError) as e:
        raise IntegrityError(f"checkpoint {path}: unreadable {COMPLETE} marker ({e})") from None
    for rel, digest in recorded.items():
        f = path / rel
        if not f.is_file():
            raise IntegrityError(f"checkpoint {path}: file {rel} is missing")
        if sha256_file(f) != digest:
            raise IntegrityError(f"checkpoint {path}: file {rel} does not match its checksum (corrupt)")
    return json.loads((path / STATE).read_text(encoding="utf-8"))


def find_resume(root: Path, resume: str) -> Path | None:
    """``auto``: newest verified checkpoint under ``root`` (None if there is none); else an explicit path."""
    if resume != "auto":
        path = Path(resume)
        if not path.is_dir():
            raise InputError(f"--resume {resume}: no such checkpoint folder")
        verify(path)
        return path
    for cand in list_checkpoints(root):
        try:
            verify(cand)
            return cand
        except IntegrityError as e:
            warnings.warn(f"skipping checkpoint: {e}", stacklevel=2)
    return None


def checkpoint_step(path: Path) -> int:
    return int(json.loads((path / STATE).read_text(encoding="utf-8"))["step"])


def load_checkpoint(path: Path, strategy: Any) -> dict:
    """Restore weights, optimiser, scheduler and this rank's RNG; returns the trainer state."""
    state = json.loads((path / STATE).read_text(encoding="utf-8"))
    strategy.load(path)
    rng_file = path / f"rng-rank{strategy.rank}.pt"
    if rng_file.is_file():
        # Our own checksummed file; numpy's RNG state needs full unpickling.
        set_rng_state(torch.load(rng_file, weights_only=False))
    return state


def read_layout(path: Path) -> dict | None:
    """The batch layout a checkpoint was written with (None for checkpoints older than the field)."""
    try:
        return json.loads((path / STATE).read_text(encoding="utf-8")).get("layout")
    except (OSError, ValueError):
        return None  # load_checkpoint reports an unreadable state with its own message


def check_resume_layout(saved: dict | None, layout: Any, strategy: str, path: Path) -> None:
    """Resuming with another number of ranks or another micro-batch is exact as long as an optimizer
    step still takes the same number of rows (the data position counts rows; the schedule counts
    steps). Anything else would silently change the run, so it is refused with the numbers to fix."""
    if not saved:
        return
    world, micro, accum = saved["world_size"], saved["micro_batch_size"], saved["grad_accum"]
    rows = world * micro * accum
    if rows != layout.samples_per_step:
        fits = [a for a in range(1, 257) if layout.world_size * layout.micro_batch * a == rows]
        hint = (
            f"set train.grad_accum={fits[0]}"
            if fits
            else f"choose train.micro_batch_size and train.grad_accum with {layout.world_size} x micro x accum = {rows}"
        )
        raise ConfigError(
            f"cannot resume {path}: it was written with {world} rank(s) x micro-batch {micro} x accumulation "
            f"{accum} = {rows} rows per optimizer step, and this run takes {layout.world_size} x "
            f"{layout.micro_batch} x {layout.grad_accum} = {layout.samples_per_step}. The learning-rate "
            f"schedule and the data position would no longer match; {hint}, or start a new run folder."
        )
    if strategy == "zero3" and world != layout.world_size:
        raise ConfigError(
            f"cannot resume {path} on {layout.world_size} ranks: DeepSpeed ZeRO-3 partitions its optimizer "
            f"state per rank and cannot re-partition it (written on {world} ranks). Resume on {world} ranks, "
            "or use strategy fsdp2, whose checkpoints reshard to any number of ranks."
        )
