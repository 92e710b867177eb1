"""Broken run configs through ``quilltune config validate`` / ``train``: exit 2, no traceback, the field named."""

from __future__ import annotations

import pytest
from clirun import assert_user_error, quilltune

CASES = {
    "unknown key, nearest name suggested": (
        "train:\n  max_step: 5\n",
        ["train.max_step", "Did you mean 'train.max_steps'"],
    ),
    "unknown section": ("trian:\n  max_steps: 5\n", ["trian", "Did you mean 'train'"]),
    "wrong type": ("train:\n  micro_batch_size: four\n", ["train.micro_batch_size", "four"]),
    "zero": ("data:\n  seq_len: 0\n", ["data.seq_len"]),
    "negative": ("train:\n  optim: {lr: -0.001}\n", ["train.optim.lr"]),
    "negative keep_last": ("train:\n  keep_last: -1\n", ["train.keep_last"]),
    "two methods at once (QLoRA and full)": ("train: {method: [qlora, full]}\n", ["train.method"]),
    "ZeRO-3 in a single process": (
        "train: {strategy: zero3, nproc_per_node: 1}\n",
        ["zero3", "nproc_per_node"],
    ),
    "several processes with strategy single": ("train: {nproc_per_node: 2}\n", ["single", "nproc_per_node"]),
    "fp16 refused": ("model: {dtype: fp16}\n", ["model.dtype"]),
    "not a mapping": ("- a\n- b\n", ["mapping"]),
    "invalid YAML": ("train: [\n", ["not valid YAML"]),
    "empty inputs": ("data: {inputs: []}\n", ["inputs"]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_bad_config_is_one_clear_paragraph(tmp_path, case):
    text, names = CASES[case]
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    assert_user_error(quilltune("config", "validate", path), 2, path.name, *names)


def test_config_that_is_not_utf8(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes(b"name: caf\xe9\x81\xff\n")
    assert_user_error(quilltune("config", "validate", path), 2, path.name, "UTF-8")


def test_missing_config_names_presets(tmp_path):
    assert_user_error(
        quilltune("config", "validate", tmp_path / "nope.yaml"), 2, "nope.yaml", "smollm2-cpu-demo"
    )


def test_huge_line_config_is_handled(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_text("name: " + "x" * 5_000_000 + "\ntrain: {max_steps: 0}\n", encoding="utf-8")
    assert_user_error(quilltune("config", "validate", path), 2, "train.max_steps")


def test_deeply_nested_config(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("name: " + "[" * 20000 + "]" * 20000 + "\n", encoding="utf-8")
    assert_user_error(quilltune("config", "validate", path), 2, path.name)


def test_bad_override_on_the_train_command_names_the_key(tmp_path):
    # Validation happens before anything heavy: no model, no data needed.
    proc = quilltune(
        "train", "smollm2-cpu-demo", "train.optim.lrr=1e-4", "--out", tmp_path / "run", "--dry-run"
    )
    assert_user_error(proc, 2, "train.optim.lrr", "train.optim.lr")
    assert not (tmp_path / "run").exists()
