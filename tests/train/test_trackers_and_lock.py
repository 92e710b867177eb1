"""Trackers write readable W&B offline runs and TensorBoard events; a locked run folder is refused."""

from __future__ import annotations

import pytest
from train_helpers import tiny_cfg

from quilltune.errors import LockedError
from quilltune.train.api import train
from quilltune.train.run_folder import RunLock


def test_wandb_offline_and_tensorboard(tiny_llama_dir, tiny_data, tmp_path, monkeypatch):
    pytest.importorskip("wandb")
    pytest.importorskip("tensorboard")
    monkeypatch.delenv("WANDB_API_KEY", raising=False)
    monkeypatch.setenv("HF_TOKEN", "hf_SECRET_never_written")
    run = tmp_path / "run"
    cfg = tiny_cfg(
        tiny_llama_dir,
        "train.method=full",
        "train.max_steps=3",
        "train.tracking.backends=[wandb, tensorboard]",
    )
    train(cfg, run, data_dir=tiny_data, progress=False)

    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    events = list((run / "tensorboard").glob("events.out.tfevents.*"))
    assert events
    acc = EventAccumulator(str(events[0].parent))
    acc.Reload()
    assert [e.step for e in acc.Scalars("train/loss")] == [1, 2, 3]
    assert [e.step for e in acc.Scalars("eval/val_loss")] == [3]

    offline = list((run / "wandb").glob("offline-run-*"))
    assert len(offline) == 1
    assert list(offline[0].glob("run-*.wandb")), "the offline run has no data file"

    for f in run.rglob("*"):
        if f.is_file():
            assert b"hf_SECRET_never_written" not in f.read_bytes(), f


def test_second_writer_is_refused(tiny_llama_dir, tiny_data, tmp_path):
    run = tmp_path / "run"
    cfg = tiny_cfg(tiny_llama_dir, "train.method=full", "train.max_steps=1")
    with RunLock(run):
        with pytest.raises(LockedError, match="in use by"):
            train(cfg, run, data_dir=tiny_data, progress=False)
    assert not (run / "summary.json").exists()  # the refused run touched nothing


def test_wandb_mode_is_offline_unless_configured_and_the_environment_wins(monkeypatch):
    from quilltune.train.trackers import wandb_mode

    monkeypatch.setenv("WANDB_API_KEY", "a-key-alone-never-means-online")
    monkeypatch.delenv("WANDB_MODE", raising=False)
    assert wandb_mode(online=False) == "offline"
    assert wandb_mode(online=True) == "online"
    monkeypatch.setenv("WANDB_MODE", "offline")
    assert wandb_mode(online=True) == "offline"


def test_wandb_init_failure_is_a_clear_error_and_closes_metrics(tmp_path, monkeypatch):
    wandb = pytest.importorskip("wandb")
    from quilltune.errors import InputError
    from quilltune.train.trackers import build_trackers

    def failing_init(**kwargs):
        raise wandb.errors.CommError("Network error (ConnectTimeout), entering retry loop")

    monkeypatch.setattr(wandb, "init", failing_init)
    with pytest.raises(InputError, match="W&B could not start.*WANDB_MODE=offline"):
        build_trackers(tmp_path, ["wandb"], project="p", name="n", config={}, online=True)
    assert (tmp_path / "metrics.jsonl").exists()
