"""The CPU plan's in-step check: one real decoder layer timed (``plan/layer_bench.py``), and the
layer's parts scaled by its time over their sum (``components.in_step_factor``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from quilltune.plan import components, cpu_bench, kernel_timing, layer_bench
from quilltune.plan.layout import BatchLayout
from quilltune.plan.memory import MemorySetup
from quilltune.plan.shape import ModelShape
from quilltune.plan.step_model import gemms

SHAPE = ModelShape(64, 2, 4, 2, 16, 128, 256, True)
JOB = cpu_bench.LayerJob(seq_len=64, rank=4, adapter_fp32=True, varlen=True)


def _measure(threads: int = 1, refresh: bool = False):
    return cpu_bench.measure(
        SHAPE,
        gemms(SHAPE, "lora", 128, 32, rank=4),
        dtype="fp32",
        method="lora",
        tokens=128,
        sample_len=24,
        threads=threads,
        layer_job=JOB,
        refresh=refresh,
    )


def test_one_layer_is_timed_once_and_cached(tmp_path, monkeypatch):
    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    calls = []
    real = layer_bench.seconds_per_token

    def counted(*args, **kwargs):
        calls.append(kwargs["sample_len"])
        return real(*args, **kwargs)

    monkeypatch.setattr(layer_bench, "seconds_per_token", counted)
    first = _measure()
    assert first["layer"]["s_per_token"] > 0 and first["layer"]["tokens"] == 128
    assert first["layer"]["sample_len"] == 24 and calls == [24]
    assert "s_per_token_threads" not in first["layer"]  # a one-thread job: nothing more to time
    assert _measure()["layer"] == first["layer"] and calls == [24]  # cached: not timed again


def test_the_layer_is_timed_on_the_jobs_threads_only_on_a_free_machine(tmp_path, monkeypatch):
    from quilltune.plan import hardware

    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    monkeypatch.setattr(hardware, "others_cores", lambda *a: 1.0)  # another process held a core
    busy = _measure(threads=2)
    assert "s_per_token_threads" not in busy["layer"] and busy["contended"]  # measured again later
    monkeypatch.setattr(hardware, "others_cores", lambda *a: 0.0)
    free = _measure(threads=2, refresh=True)
    assert free["layer"]["s_per_token_threads"] > 0


def test_the_factor_scales_only_the_layer_parts_and_is_one_when_the_layer_matches(tmp_path, monkeypatch):
    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    speeds = _measure(threads=2)
    setup = MemorySetup(
        method="lora", model_dtype="fp32", lora_rank=4, device="cpu", micro_batch=2, seq_len=64
    )
    layout = BatchLayout(1, 2, 1, 64)
    factor = components.in_step_factor(SHAPE, setup, layout, speeds)
    assert factor is not None and 0.05 < factor < 50

    # A layer that takes exactly its parts' time gives 1. Timed on the job's 2 threads, it is
    # compared with the parts as scaled to 2 threads; timed on one only (the machine was busy), with
    # the parts back at one thread.
    alone = components._cpu_parts(SHAPE, setup, layout, 0, 24, {**speeds, "in_step_factor": None})
    at_two = sum(v for k, v in alone.items() if components._in_layer(k))
    one_thread = sum(
        v * cpu_bench.thread_speedup(components._in_layer(k), 2)
        for k, v in alone.items()
        if components._in_layer(k)
    )
    per_token = 128 * SHAPE.num_layers
    on_two = dict(speeds["layer"], s_per_token_threads=at_two / per_token)
    assert components.in_step_factor(SHAPE, setup, layout, {**speeds, "layer": on_two}) == pytest.approx(1.0)
    on_one = {k: v for k, v in speeds["layer"].items() if k != "s_per_token_threads"}
    on_one["s_per_token"] = one_thread / per_token
    assert components.in_step_factor(SHAPE, setup, layout, {**speeds, "layer": on_one}) == pytest.approx(1.0)

    # Checkpointing recomputes the forward; the layer was timed without it, so the factor is the same.
    ck = replace(setup, gradient_checkpointing=True)
    assert components.in_step_factor(SHAPE, ck, layout, speeds) == pytest.approx(factor)

    doubled = components._cpu_parts(SHAPE, setup, layout, 32, 24, {**speeds, "in_step_factor": 2.0})
    plain = components._cpu_parts(SHAPE, setup, layout, 32, 24, {**speeds, "in_step_factor": None})
    for part, seconds in plain.items():
        expected = 2 * seconds if components._in_layer(part) else seconds
        assert doubled[part] == pytest.approx(expected), part
    assert {"gemm projection", "attention", "elementwise blocks"} <= {
        p for p in plain if components._in_layer(p)
    }
    assert not components._in_layer("gemm lm_head") and not components._in_layer("dispatch")


def test_large_layers_get_fewer_tokens_and_the_largest_none():
    seventy_b = ModelShape(8192, 80, 64, 8, 128, 28672, 32000, False)
    eight_b = ModelShape(4096, 32, 32, 8, 128, 14336, 128256, False)
    assert layer_bench.layer_tokens(SHAPE, 2048) == 2048
    assert layer_bench.MIN_LAYER_TOKENS <= layer_bench.layer_tokens(eight_b, 2048) < 2048
    assert _time_layer(seventy_b, tokens=2048, seq_len=2048, sample_len=2048, dtype="bf16") is None  # 1.7 GB
    assert _time_layer(SHAPE, targets=["c_attn"]) is None  # adapters on modules a Llama layer lacks


def _time_layer(shape: ModelShape, **job):
    kwargs = dict(tokens=64, seq_len=64, sample_len=32, dtype="fp32", method="lora", rank=4)
    kwargs |= dict(targets="all-linear", adapter_fp32=True, varlen=False) | job
    return layer_bench.seconds_per_token(shape, clock=kernel_timing.Clock(1), **kwargs)
