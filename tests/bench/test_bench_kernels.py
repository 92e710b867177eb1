"""The bench's machine facts: ISA features and GEMM rates at a model's own shapes (no timing asserted)."""

from __future__ import annotations

from quilltune.bench.kernels import ISA_FLAGS, cpu_isa, gemm_rates, isa_summary, model_gemm_shapes
from quilltune.bench.measure import compute_dtype, mfu_dtype

TINY = {
    "hidden_size": 64,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "intermediate_size": 128,
    "vocab_size": 500,
}


def test_cpu_isa_reports_every_tracked_feature_and_torch_capability():
    isa = cpu_isa()
    assert set(ISA_FLAGS) <= set(isa)
    assert all(isinstance(isa[name], bool) for name in ISA_FLAGS)
    assert isa["native_bf16"] == (isa["amx_bf16"] or isa["avx512_bf16"])
    assert isinstance(isa["torch_capability"], str) and isa["torch_capability"]
    line = isa_summary(isa)
    assert isa["torch_capability"] in line
    assert ("emulated" in line) != isa["native_bf16"] or not isa["flags_known"]


def test_isa_summary_names_what_a_cpu_lacks():
    avx2_only = {name: name == "avx2" for name in ISA_FLAGS} | {
        "torch_capability": "AVX2",
        "native_bf16": False,
        "flags_known": True,
    }
    line = isa_summary(avx2_only)
    assert "lacks AMX tiles, AMX bf16, AVX-512 BF16, AVX-512" in line and "emulated" in line
    amx = {name: True for name in ISA_FLAGS} | {
        "torch_capability": "AVX512",
        "native_bf16": True,
        "flags_known": True,
    }
    assert "native" in isa_summary(amx) and "lacks" not in isa_summary(amx)


def test_gemm_shapes_follow_the_model_config():
    shapes = {s["name"]: (s["m"], s["k"], s["n"]) for s in model_gemm_shapes(TINY, tokens=256, lora_rank=8)}
    assert shapes["q_proj / o_proj"] == (256, 64, 64)
    assert shapes["k_proj / v_proj"] == (256, 64, 32)  # 2 kv heads of 16
    assert shapes["gate / up (mlp)"] == (256, 64, 128)
    assert shapes["down (mlp)"] == (256, 128, 64)
    assert shapes["lm_head"] == (256, 64, 500)
    assert shapes["LoRA A (r=8)"] == (256, 64, 8) and shapes["LoRA B (r=8)"] == (256, 8, 64)


def test_gemm_rates_measure_every_shape_in_both_dtypes():
    rows = gemm_rates(TINY, tokens=64, lora_rank=8, threads=1)
    assert len(rows) == 7
    for row in rows:
        for dtype in ("fp32", "bf16"):
            assert row[f"{dtype}_gflops"] > 0
            assert 1 <= row[f"{dtype}_rows_timed"] <= 64


def test_mfu_is_read_against_the_compute_dtype_on_cpu():
    fp32_job = {"train": {"bf16": False}, "model": {"dtype": "fp32"}}
    bf16_job = {"train": {"bf16": True}, "model": {"dtype": "bf16"}}
    assert compute_dtype(fp32_job) == "fp32" and compute_dtype(bf16_job) == "bf16"
    assert mfu_dtype(fp32_job, "cpu") == "fp32"
    assert mfu_dtype(fp32_job, "cuda:0") == "bf16"  # the catalog lists dense bf16 peaks only


def test_text_output_prints_isa_and_gemm_rates_beside_the_mfu():
    from rich.console import Console

    from quilltune.bench.render import render_kernels

    result = {
        "cpu_isa": {name: name == "avx2" for name in ISA_FLAGS}
        | {"torch_capability": "AVX2", "native_bf16": False, "flags_known": True},
        "gemm_rates": {
            "tokens": 64,
            "threads": 1,
            "shapes": [dict(s, fp32_gflops=12.5, bf16_gflops=0.75) for s in model_gemm_shapes(TINY, 64, 8)],
        },
    }
    console = Console(record=True, width=120)
    render_kernels(result, console)
    text = console.export_text()
    assert "bf16 matmul emulated" in text and "lm_head" in text and "64 → 500" in text
    assert "12.5" in text and "0.75" in text
    assert "other processes" not in text  # no cpu_others_cores recorded: nothing to flag

    result["gemm_rates"]["cpu_others_cores"] = 0.9  # timed beside another job
    console = Console(record=True, width=120)
    render_kernels(result, console)
    assert "other processes kept 0.9 cores busy" in console.export_text()
