"""``quilltune bench`` end to end on a 2-layer model: a complete comparison, not its speed."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from quilltune.cli import app

REQUIRED = (
    "trained_tokens_per_second",
    "val_loss",
    "peak_memory_mb",
    "wall_seconds",
    "padding_share",
    "mfu",
    "final_train_loss",
    "tokens_per_second",
    "process_seconds",
    "process_cpu_seconds",
    "trained_tokens_per_process_second",
    "trained_tokens_per_process_cpu_second",
)


def test_bench_compares_all_three_systems(tmp_path, tiny_llama_dir, tiny_prepared):
    out = tmp_path / "bench"
    result = CliRunner().invoke(
        app,
        [
            "bench",
            "--against",
            "trl,hf",
            "--steps",
            "2",
            "--json",
            "--data",
            str(tiny_prepared),
            "--out",
            str(out),
            "--val-rows",
            "2",
            "--threads",
            "1",
            "--set",
            f"model.name={tiny_llama_dir}",
            "--set",
            "data.seq_len=128",
            "--set",
            "train.micro_batch_size=2",
            "--set",
            "train.grad_accum=1",
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads((out / "bench.json").read_text())
    assert json.loads(result.stdout[result.stdout.index("{") :])["systems"].keys() == report["systems"].keys()
    assert set(report["systems"]) == {"quilltune", "trl", "hf"}
    for name, row in report["systems"].items():
        assert "error" not in row, (name, row)
        for key in REQUIRED:
            assert row[key] is not None, (name, key)
        assert row["steps"] == 2 and row["trained_tokens_per_second"] > 0 and row["peak_memory_mb"] > 0
        assert 0 < row["val_loss"] < 20
        # 2 steps: the rate without the first is the second step's alone, and the first took part of the time
        assert 0 < row["first_step_seconds"] < row["step_seconds"], (name, row)
        assert row["trained_tokens_per_second_after_first_step"] > 0
        # The whole process (imports, model load, packing) is part of what a user waits for.
        assert row["process_seconds"] > row["step_seconds"], (name, row)
        assert row["trained_tokens_per_process_second"] < row["trained_tokens_per_second"]
        assert row["mfu_dtype"] == report["compute_dtype"]
    # The same samples reach every system: identical real and loss-carrying token counts.
    systems = report["systems"].values()
    assert len({r["trained_tokens"] for r in systems}) == 1
    assert len({r["tokens"] for r in systems}) == 1
    # TRL packs padding-free; the plain recipe pads, so it processes more positions than tokens.
    assert report["systems"]["trl"]["padding_share"] == 0
    assert report["systems"]["hf"]["positions"] >= report["systems"]["hf"]["tokens"]
    assert set(report["ratios"]) == {"quilltune_vs_trl", "quilltune_vs_hf"}
    assert report["versions"]["torch"].startswith("2.") and report["versions"]["trl"] != "not installed"
    # Machine facts beside the MFU: ISA features, both ceilings, GEMM rates at the model's own shapes.
    assert report["cpu_isa"]["torch_capability"] and "avx2" in report["cpu_isa"]
    assert set(report["peak_flops_by_dtype"]) == {"bf16", "fp32"}
    assert report["peak_flops"] == report["peak_flops_by_dtype"][report["compute_dtype"]]
    # The ceiling is measured in the bench's own minutes, before and after the systems, and every MFU
    # is read against the best known, never a lower one (the VM's speed drifts within the hour).
    same = report["ceiling_same_minutes"]
    assert same["before"] > 0 and same["after"] > 0
    assert report["peak_flops"] >= max(same["before"], same["after"])
    for run in report["runs"]:
        expected = run["tokens_per_second"] * run["flops_per_token"] / report["peak_flops"]
        assert run["mfu"] == pytest.approx(expected, rel=1e-6), run["system"]
    shapes = {s["name"]: s for s in report["gemm_rates"]["shapes"]}
    assert shapes["lm_head"]["k"] == 64 and shapes["LoRA A (r=16)"]["n"] == 16
    assert all(s["fp32_gflops"] > 0 and s["bf16_gflops"] > 0 for s in shapes.values())
    assert report["gemm_rates"]["tokens"] == 2 * 128
    assert report["gemm_rates"]["cpu_others_cores"] >= 0.0
    assert "GEMM rates" not in result.stdout  # --json prints JSON only
    # The bench's own validation loss agrees with the trainer's (same rows, same definition).
    q = report["systems"]["quilltune"]
    assert abs(q["val_loss"] - q["own_val_loss"]) < 1e-3 * q["val_loss"]


def test_bench_rejects_unknown_system(tmp_path):
    result = CliRunner().invoke(app, ["bench", "--against", "deepspeed-chat", "--out", str(tmp_path)])
    assert result.exit_code != 0
