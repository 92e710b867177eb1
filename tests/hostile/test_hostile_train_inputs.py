"""Corrupt prepared data, manifests, checkpoints and model weights given to ``quilltune train``.

The data folder is written per the contract in docs/ARCHITECTURE.md (token shards by the trainer
team's helper, ``manifest.files`` with real sha256), then damaged one way per test.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
from pathlib import Path

import pytest
from clirun import assert_user_error, quilltune

REPO = Path(__file__).resolve().parents[2]


def _make_dataset(root: Path) -> Path:
    spec = importlib.util.spec_from_file_location("train_shards", REPO / "tests" / "train" / "shards.py")
    shards = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(shards)
    data = shards.make_dataset(root, n_train=32, n_val=8, seq_len=64)
    manifest = json.loads((data / "manifest.json").read_text())
    manifest["files"] = {
        p.relative_to(data).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(data.rglob("*.parquet"))
    }
    (data / "manifest.json").write_text(json.dumps(manifest, indent=2))
    return data


@pytest.fixture(scope="module")
def good_data(tmp_path_factory) -> Path:
    return _make_dataset(tmp_path_factory.mktemp("hostile-data") / "prepared")


@pytest.fixture
def data(tmp_path, good_data) -> Path:
    return Path(shutil.copytree(good_data, tmp_path / "data"))


@pytest.fixture(scope="module")
def config(tmp_path_factory, tiny_llama_dir) -> Path:
    path = tmp_path_factory.mktemp("hostile-cfg") / "run.yaml"
    path.write_text(
        f"name: hostile\nmodel: {{name: '{tiny_llama_dir}', dtype: fp32}}\n"
        "train: {method: lora, max_steps: 2, save_every: 1, micro_batch_size: 2, bf16: false}\n"
    )
    return path


def train(config: Path, data: Path, out: Path, *extra: str):
    return quilltune("train", config, "--data", data, "--out", out, "--no-progress", *extra)


def test_truncated_token_shard(tmp_path, config, data):
    shard = data / "tokens" / "train" / "shard-00000.parquet"
    shard.write_bytes(shard.read_bytes()[: shard.stat().st_size // 2])
    assert_user_error(train(config, data, tmp_path / "run"), 5, "shard-00000.parquet")


@pytest.mark.slow
def test_token_shard_that_is_not_parquet(tmp_path, config, data):
    shard = data / "tokens" / "train" / "shard-00001.parquet"
    shard.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40)
    assert_user_error(train(config, data, tmp_path / "run"), 5, "shard-00001.parquet")


def test_manifest_hash_mismatch_is_refused(tmp_path, config, data):
    tokens = data / "tokens"
    shutil.copy(tokens / "validation" / "shard-00000.parquet", tokens / "train" / "shard-00000.parquet")
    assert_user_error(train(config, data, tmp_path / "run"), 5, "tokens/train/shard-00000.parquet")


def test_deeply_nested_manifest(tmp_path, config, data):
    (data / "manifest.json").write_text('{"a":' * 100_000 + "1" + "}" * 100_000)
    assert_user_error(train(config, data, tmp_path / "run"), 5, "manifest.json")


def test_manifest_that_is_not_json(tmp_path, config, data):
    (data / "manifest.json").write_text('{"schema_version": 1, "seq_len": 64,')
    assert_user_error(train(config, data, tmp_path / "run"), 5, "manifest.json")


def test_not_a_prepared_folder(tmp_path, config):
    (tmp_path / "empty").mkdir()
    assert_user_error(train(config, tmp_path / "empty", tmp_path / "run"), 2, "empty", "manifest.json")


@pytest.mark.slow
def test_corrupt_checkpoint_is_refused_on_explicit_resume_and_skipped_by_auto(tmp_path, config, data):
    run = tmp_path / "run"
    first = train(config, data, run)
    assert first.returncode == 0, first.stderr[-3000:]
    newest = run / "checkpoints" / "step-00000002"
    weights = newest / "adapter" / "adapter_model.safetensors"
    raw = bytearray(weights.read_bytes())
    raw[len(raw) // 2] ^= 0xFF  # one flipped bit-pattern in the tensor data: only the checksum can tell
    weights.write_bytes(bytes(raw))
    assert_user_error(
        train(config, data, run, "--resume", str(newest)), 5, "step-00000002", "adapter_model.safetensors"
    )
    auto = train(config, data, run, "--resume", "auto", "train.max_steps=3")
    assert auto.returncode == 0, auto.stderr[-3000:]
    summary = json.loads((run / "summary.json").read_text())
    assert Path(summary["resumed_from"]).name == "step-00000001"  # the corrupt one was skipped
    assert "skipping checkpoint" in auto.stderr and "does not match its checksum" in auto.stderr


@pytest.mark.slow
def test_truncated_base_model_weights(tmp_path, data, tiny_llama_dir):
    model = Path(shutil.copytree(tiny_llama_dir, tmp_path / "model"))
    weights = model / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:5000])
    cfg = tmp_path / "run.yaml"
    cfg.write_text(
        f"model: {{name: '{model}', dtype: fp32}}\ntrain: {{method: lora, max_steps: 1, bf16: false}}\n"
    )
    assert_user_error(train(cfg, data, tmp_path / "run"), 5, "model.safetensors")


# ---- damaged files of a finished run folder, read by `quilltune report` ----


@pytest.fixture(scope="module")
def trained_run(tmp_path_factory, config, good_data) -> Path:
    run = tmp_path_factory.mktemp("hostile-run") / "run"
    proc = train(config, good_data, run)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return run


def _damaged_copy(run: Path, tmp_path: Path, name: str, damage) -> Path:
    copy = Path(shutil.copytree(run, tmp_path / "run"))
    damage(copy / name)
    return copy


def _append(data: bytes):
    return lambda p: p.write_bytes(p.read_bytes() + data)


def test_report_tolerates_a_truncated_last_metrics_line(tmp_path, trained_run):
    # What a kill -9 in the middle of a metrics write leaves behind.
    run = _damaged_copy(trained_run, tmp_path, "metrics.jsonl", _append(b'{"step": 3, "loss": 1.'))
    proc = quilltune("report", run, "--json")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-2000:]


def test_report_on_garbage_eval_json_names_the_file(tmp_path, trained_run):
    run = _damaged_copy(trained_run, tmp_path, "eval.json", lambda p: p.write_bytes(b"\x00\x01garbage"))
    assert_user_error(quilltune("report", run, "--json"), 2, "eval.json")


DAMAGED = {
    "metrics_invalid_utf8": ("metrics.jsonl", _append(b"\xff\xfe\x00bad\n")),
    "metrics_deeply_nested": ("metrics.jsonl", _append(b"[" * 100_000 + b"]" * 100_000 + b"\n")),
    "summary_deeply_nested": (
        "summary.json",
        lambda p: p.write_text('{"a":' * 100_000 + "1" + "}" * 100_000),
    ),
}


@pytest.mark.parametrize("case", list(DAMAGED))
def test_report_on_damaged_run_files(tmp_path, trained_run, case):
    name, damage = DAMAGED[case]
    run = _damaged_copy(trained_run, tmp_path, name, damage)
    proc = quilltune("report", run, "--json")
    assert "Traceback" not in proc.stderr and proc.returncode in (0, 2, 5), proc.stderr[-2000:]
    if proc.returncode:
        assert name in proc.stderr
