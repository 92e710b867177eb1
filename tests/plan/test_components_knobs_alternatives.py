"""The component throughput model, the settings the plan chooses or refuses, the catalog's new GPUs,
and the alternatives it lists when the limits cannot be met."""

from __future__ import annotations

import pytest

from quilltune.config import load_config
from quilltune.errors import ConfigError
from quilltune.plan.api import make_plan
from quilltune.plan.catalog import load_catalog
from quilltune.plan.layout import BatchLayout
from quilltune.plan.memory import MemorySetup
from quilltune.plan.shape import ModelShape
from quilltune.plan.step_model import attention_flops, gemms
from quilltune.plan.throughput import step_time

CASE = "llama2-70b-qlora-2x8xh100-zero3"
NEW_GPUS = (
    "rtx-3090-24gb",
    "rtx-4090-24gb",
    "rtx-5090-32gb",
    "rtx-a6000-48gb",
    "l4-24gb",
    "a10g-24gb",
    "h100-nvl-94gb",
)
# The case study's flags, without --checkpointing and without a config file.
CASE_FLAGS = [
    "train.method=qlora",
    "model.planner_preset=llama-2-70b",
    "plan.gpu=h100-sxm-80gb",
    "plan.gpus_per_node=8",
    "plan.nodes=2",
    "plan.strategy=zero3",
    "plan.dataset_bytes=500GB",
    "data.seq_len=4096",
]


def _h200_rate(preset: str, method: str, micro: int, seq: int = 4096, **kw) -> tuple[float, dict]:
    gpu = load_catalog().gpu("h200-sxm-141gb")
    s = MemorySetup(method=method, micro_batch=micro, seq_len=seq, quant_storage="uint8", **kw)
    st = step_time(
        ModelShape.from_preset(preset),
        s,
        BatchLayout(1, micro, 1, seq),
        peak_flops=gpu.dense_bf16_tflops * 1e12,
        device=gpu.name,
        gpu=gpu,
    )
    return st.tokens_per_second, st.breakdown


def test_gpu_components_reproduce_the_h200_runs_they_were_fitted_on():
    rate, parts = _h200_rate("llama-3.1-8b", "lora", 2)
    assert rate == pytest.approx(9365, rel=0.03)  # measured 2026-11-30, eager
    assert {
        "gemm projection",
        "gemm lora",
        "gemm lm_head",
        "attention",
        "elementwise blocks",
        "fixed_per_step",
    } <= set(parts)
    compiled, _ = _h200_rate("llama-3.1-8b", "lora", 2, compiled=True)
    assert compiled == pytest.approx(13384, rel=0.03)
    qlora, parts = _h200_rate("llama-2-70b", "qlora", 4, gradient_checkpointing=True)
    assert qlora == pytest.approx(1006, rel=0.03) and parts["dequant nf4"] > 0


def test_attention_is_causally_halved_and_short_rows_pay_the_fixed_cost():
    shape = ModelShape.from_preset("llama-3.1-8b")
    # 4 x T x S/2 x H x Q x L forward, x3 with the backward.
    assert attention_flops(shape, 4096, 4096) == pytest.approx(3 * 4 * 4096 * 2048 * 32 * 128 * 32)
    short, parts = _h200_rate("llama-3.1-8b", "lora", 1, seq=256)
    long_, _ = _h200_rate("llama-3.1-8b", "lora", 1, seq=4096)
    assert parts["fixed_per_step"] > 0 and short < long_  # a fixed cost per step weighs on short steps


def test_lora_gemms_include_the_skinny_shapes_and_targets_matter():
    shape = ModelShape.from_preset("smollm2-135m")
    allg = gemms(shape, "lora", 2048, 512, rank=16, targets="all-linear")
    qv = gemms(shape, "lora", 2048, 512, rank=16, targets=["q_proj", "v_proj"])
    assert any(g.kind == "lora" and g.n == 16 for g in allg)
    assert sum(g.flops for g in qv if "lora" in g.kind) < sum(g.flops for g in allg if "lora" in g.kind)
    assert [g for g in allg if g.kind == "lm_head"][0].m == 512  # the head runs on loss positions only
    assert not any(
        "weight-grad" in g.kind and "lora" not in g.kind for g in allg
    )  # frozen base: no weight grads


@pytest.mark.parametrize("gpu", NEW_GPUS)
def test_plan_works_for_every_new_gpu(gpu):
    entry = load_catalog().gpu(gpu)
    assert entry.source.startswith(("NVIDIA", "AWS")) and entry.memory_tbps > 0 and entry.family
    plan = make_plan(load_config("llama3-8b-lora-1xh100", [f"plan.gpu={gpu}"])).to_dict()
    assert plan["tokens_per_second"] > 0 and plan["throughput_model"] == "components"
    assert plan["memory"]["capacity_gib"] == pytest.approx(entry.memory_gib)


def test_unset_knobs_are_chosen_to_fit_and_said():
    plan = make_plan(load_config(None, CASE_FLAGS)).to_dict()
    assert plan["fits"], plan["memory_per_gpu_gib"]
    chosen = plan["chosen"]
    assert chosen["fits"] and set(chosen["left_open"]) == {
        "micro_batch_size",
        "gradient_checkpointing",
        "grad_accum",
    }
    # the global batch the defaults implied (4 rows x 1 x 16 GPUs) is kept by the accumulation
    assert chosen["micro_batch"] * chosen["grad_accum"] * 16 >= 64
    assert any(w["code"] == "SETTINGS_CHOSEN" for w in plan["warnings"])


def test_settings_the_user_wrote_are_kept():
    plan = make_plan(
        load_config(None, [*CASE_FLAGS, "train.gradient_checkpointing=false", "train.micro_batch_size=4"])
    ).to_dict()
    assert plan["setup"]["micro_batch"] == 4 and plan["setup"]["gradient_checkpointing"] is False
    assert not plan["fits"]  # honoured, and said not to fit, rather than silently changed


@pytest.mark.parametrize(
    "extra,match",
    [
        (["plan.strategy=fsdp2", "train.zero3_offload_params=true"], "offload"),
        (["plan.strategy=fsdp2", "train.compile=true"], "train.compile"),
    ],
)
def test_settings_train_would_not_run_are_refused_with_the_reason(extra, match):
    with pytest.raises(ConfigError, match=match):
        make_plan(load_config(CASE, extra))


def test_case_study_lists_a_subset_that_fits_72_hours():
    plan = make_plan(load_config(CASE)).to_dict()
    kinds = {a["kind"]: a for a in plan["alternatives"]}
    assert {"subset", "more_devices", "longer_deadline"} <= set(kinds)
    sub = kinds["subset"]
    assert sub["hours"] == 72
    assert sub["tokens"] == pytest.approx(72 * 3600 * plan["tokens_per_second"], rel=1e-6)
    assert sub["share_of_data"] == pytest.approx(sub["tokens"] / plan["tokens"], abs=1e-6)
    assert kinds["more_devices"]["devices"] > 16 and kinds["more_devices"]["hours"] <= 72


def test_case_study_with_deadline_flag_names_the_token_budget_that_fits():
    """`plan CASE --deadline 72h --json`: the subset alternative is 72 h x the predicted rate, and
    the token budget it tells `prepare` is that per epoch; with that budget set, the plan fits."""
    import json

    from typer.testing import CliRunner

    from quilltune.cli import app

    res = CliRunner().invoke(app, ["plan", CASE, "--deadline", "72h", "--json"])
    assert res.exit_code == 0, res.output
    plan = json.loads(res.stdout)
    sub = next(a for a in plan["alternatives"] if a["kind"] == "subset")
    assert sub["tokens"] == pytest.approx(72 * 3600 * plan["tokens_per_second"], rel=1e-6)
    assert abs(sub["token_budget"] - sub["tokens"]) <= 1  # one epoch: the budget is the tokens
    assert f"--token-budget {sub['token_budget']}" in sub["how"]
    capped = make_plan(load_config(CASE, [f"data.token_budget={sub['token_budget']}"]))
    assert capped.tokens == sub["token_budget"] and capped.hours <= 72
    assert "data.token_budget" in capped.details["tokens_source"]


def test_lora_targets_change_activation_memory():
    from quilltune.plan.memory import estimate_memory

    shape = ModelShape.from_preset("llama-3.1-8b")
    mem = {
        str(t): estimate_memory(
            shape, MemorySetup(method="lora", micro_batch=2, seq_len=4096, lora_targets=t)
        )
        for t in ("all-linear", ["q_proj", "v_proj"])
    }
    # q and v share the block's input: 2 fp32 copies of h per token and layer instead of 3h + q + 2h + i.
    assert (
        mem["['q_proj', 'v_proj']"].components["activations"]
        < 0.6 * mem["all-linear"].components["activations"]
    )


def test_cpu_micro_benchmark_times_each_shape_once_and_caches_it(tmp_path, monkeypatch):
    from quilltune.plan import cpu_bench

    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    shape = ModelShape(64, 2, 4, 2, 16, 128, 256, True)
    timed: list[list[str]] = []
    real = cpu_bench._time_gemms

    def counted(gs, dtype, clock):
        timed.append(sorted({cpu_bench.gemm_key(g) for g in gs}))
        return real(gs, dtype, clock)

    monkeypatch.setattr(cpu_bench, "_time_gemms", counted)
    lora = gemms(shape, "lora", 128, 32)
    first = cpu_bench.measure(shape, lora, dtype="fp32", method="lora", tokens=128, sample_len=64, threads=1)
    assert all(first["gemm_s_per_row"][cpu_bench.gemm_key(g)] > 0 for g in lora)
    assert first["elementwise_bytes_per_s"] > 0 and first["attention_s_per_token_pos"] > 0
    assert first["elementwise_s_per_token_layer"] > 0
    # the same shapes and size again: nothing timed
    cpu_bench.measure(shape, lora, dtype="fp32", method="lora", tokens=128, sample_len=64, threads=1)
    assert len(timed) == 1 or timed[1] == []
    # another size class: a GEMM's time per row is not flat at small row counts, so it is timed there
    cpu_bench.measure(
        shape,
        gemms(shape, "lora", 256, 64),
        dtype="fp32",
        method="lora",
        tokens=256,
        sample_len=64,
        threads=1,
    )
    assert timed[-1] and all(k.endswith(("@256", "@64")) for k in timed[-1])
    # full fine-tuning adds weight-gradient shapes: only those are timed
    full = gemms(shape, "full", 128, 32)
    cpu_bench.measure(shape, full, dtype="fp32", method="lora", tokens=128, sample_len=64, threads=1)
    assert timed[-1] and all(k.startswith("wg:") for k in timed[-1])


_FAULTS_SCRIPT = """
import resource, sys, torch
from quilltune.plan import elementwise_bench as eb
from quilltune.plan.shape import ModelShape
torch.set_num_threads(1)
if sys.argv[1] == "keep":
    eb._keep_freed_memory()
step = eb._block(ModelShape(576, 1, 9, 3, 64, 1536, 256, True), 2048, torch.float32, "qlora", "all-linear")
with torch.enable_grad():
    for _ in range(eb.WARM_UP_CALLS):
        step()
    per_call = []
    for _ in range(5):
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        step()
        per_call.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
print(min(per_call))  # the bench keeps its best call
"""


def test_elementwise_bench_runs_the_blocks_backward_without_page_faults():
    """The element-wise item is a block's forward + backward with autograd, and in a fresh process
    (a planner's) its best timed call faults almost no pages once glibc keeps freed memory: the
    first-touch faults that made the former chain vary 8x between runs (plan-accuracy.md)."""
    import os
    import subprocess
    import sys

    import torch

    from quilltune.plan import elementwise_bench as eb

    def faults(mode: str) -> int:
        out = subprocess.run(
            [sys.executable, "-c", _FAULTS_SCRIPT, mode],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "OMP_NUM_THREADS": "1"},
        )
        return int(out.stdout.split()[-1])

    # SmolLM2's block at 2,048 tokens (~100 MB a call), best of 5 calls: 0 in 4 of 4 trials; without
    # it 0 to 15,000 pages re-faulted a call, varying run to run (plan-accuracy.md, 2026-12-02)
    assert faults("keep") < 500

    class Clock:
        def time(self, fn):
            fn()
            return 1e-3

    shape = ModelShape(64, 2, 4, 2, 16, 128, 256, True)
    per, timed = eb.seconds_per_token_layer(shape, 4096, torch.float32, "lora", "all-linear", Clock())
    assert timed == 4096 and per == pytest.approx(1e-3 / 4096)
    big = ModelShape(8192, 2, 64, 8, 128, 28672, 256, True)  # a 70B block: timed on fewer tokens
    assert eb.bench_tokens(big, 4096, 4) * 28672 * 4 <= eb.MAX_ACTIVATION_BYTES


def test_bf16_adapters_are_expressible_trained_and_planned():
    """train.lora.dtype: bf16 gives bf16 adapter weights (over an fp32 base too) that train, and the
    plan counts them, their gradients and AdamW moments at 2 B instead of 4."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    from quilltune.models.loading import apply_method
    from quilltune.plan.from_config import memory_setup
    from quilltune.plan.memory import estimate_memory
    from quilltune.train.optim import build_optimizer

    cfg = load_config(None, ["train.method=lora", "train.lora.dtype=bf16", "model.dtype=fp32"])
    torch.manual_seed(0)
    tiny = LlamaForCausalLM(
        LlamaConfig(
            vocab_size=128,
            hidden_size=64,
            intermediate_size=128,
            num_hidden_layers=2,
            num_attention_heads=4,
            num_key_value_heads=2,
        )
    )
    model = apply_method(tiny, "lora", cfg.train.lora, seed=0)
    lora = {n: p for n, p in model.named_parameters() if p.requires_grad}
    assert lora and all(p.dtype == torch.bfloat16 for p in lora.values())
    opt = build_optimizer(model.parameters(), cfg.train.optim)
    ids = torch.randint(0, 128, (2, 16))
    model(input_ids=ids, labels=ids).loss.backward()
    before = {n: p.detach().clone() for n, p in lora.items() if "lora_B" in n}  # A has no grad yet: B = 0
    opt.step()
    assert any(not torch.equal(before[n], lora[n]) for n in before)

    shape = ModelShape.from_preset("llama-3.1-8b")
    planned = {
        dtype: estimate_memory(
            shape,
            memory_setup(
                load_config(None, ["train.method=lora", f"train.lora.dtype={dtype}"]), device="h100"
            ),
        ).components
        for dtype in ("fp32", "bf16")
    }
    assert planned["bf16"]["lora_params"] == pytest.approx(planned["fp32"]["lora_params"] / 2)
    assert planned["bf16"]["optimizer_state"] == pytest.approx(planned["fp32"]["optimizer_state"] / 2)
