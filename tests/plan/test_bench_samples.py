"""The CPU plan's cached speeds follow the machine: the median of recent measurements, not the
fastest minute ever seen (issue 20: the all-time minimum drifted 1.25–1.43x optimistic)."""

import json
import time

import pytest

from quilltune.plan import bench_samples, cpu_bench
from quilltune.plan.shape import ModelShape
from quilltune.plan.step_model import gemms

SHAPE = ModelShape(64, 2, 4, 2, 16, 128, 256, True)
JOB = cpu_bench.LayerJob(seq_len=64, rank=4, adapter_fp32=True, varlen=True)


def test_a_slower_machine_replaces_a_fast_minute_within_a_few_measurements():
    samples: dict = {}
    assert bench_samples.record(samples, "k", 1.0, False) == 1.0
    assert bench_samples.record(samples, "k", 1.3, False) == pytest.approx(1.15)
    assert bench_samples.record(samples, "k", 1.3, False) == 1.3  # the fast minute is outvoted
    for _ in range(bench_samples.HISTORY):
        bench_samples.record(samples, "k", 2.0, False)
    assert samples["k"] == [[2.0, False]] * bench_samples.HISTORY  # only the last few are kept


def test_contended_measurements_count_only_while_there_is_nothing_better():
    samples: dict = {}
    assert bench_samples.record(samples, "k", 5.0, True) == 5.0  # the only figure there is
    assert bench_samples.record(samples, "k", 1.0, False) == 1.0  # a clean one replaces it
    assert bench_samples.record(samples, "k", 9.0, True) == 1.0  # a busy machine reads slow: ignored


def _fake_timings(monkeypatch, speed: dict, share: dict):
    """``cpu_bench._time_items`` returning every item at ``speed["s"]`` seconds (the GEMMs per row,
    the layer per token), with the core share ``share["v"]``."""

    def fake(todo, shape, dtype, method, targets, threads, tokens, sample_len, t_b, s_b, layer_job):
        s = speed["s"]
        fresh = {"gemm": {cpu_bench.gemm_key(g): s for g in todo.gemms}}
        if todo.elementwise:
            fresh["elementwise"] = (s, 1e6)
        if todo.attention:
            fresh["attention"] = s
        if todo.dispatch:
            fresh["dispatch"] = s
        if todo.layer:
            fresh["layer"] = {"s_per_token": s, "tokens": tokens, "sample_len": sample_len}
        return fresh, "not QLoRA", share["v"]

    monkeypatch.setattr(cpu_bench, "_time_items", fake)


def _measure(refresh: bool = False):
    return cpu_bench.measure(
        SHAPE,
        gemms(SHAPE, "lora", 128, 32, rank=4),
        dtype="fp32",
        method="lora",
        tokens=128,
        sample_len=24,
        threads=1,
        layer_job=JOB,
        refresh=refresh,
    )


def test_the_plan_reads_the_median_of_recent_uncontended_measurements(tmp_path, monkeypatch):
    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    speed, share = {"s": 1.0}, {"v": 1.0}
    _fake_timings(monkeypatch, speed, share)
    assert _measure()["dispatch_s"] == 1.0
    speed["s"] = 1.3  # the VM is slower this hour, and stays so
    _measure(refresh=True)
    view = _measure(refresh=True)
    for figure in (view["dispatch_s"], view["attention_s_per_token_pos"], view["layer"]["s_per_token"]):
        assert figure == 1.3
    assert set(view["gemm_s_per_row"].values()) == {1.3}
    assert view["elementwise_s_per_token_layer"] == 1.3
    assert view["elementwise_bytes_per_s"] == pytest.approx(1e6 / 1.3)  # bytes counted per token, over time
    share["v"], speed["s"] = 0.3, 50.0  # another process took the core: such figures read slow
    busy = _measure(refresh=True)
    assert busy["dispatch_s"] == 1.3 and busy["contended"]
    assert "samples" not in busy  # the history stays in the cache file


def test_an_old_entry_is_timed_again_and_a_fresh_one_is_not(tmp_path, monkeypatch):
    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    speed, share = {"s": 1.0}, {"v": 1.0}
    _fake_timings(monkeypatch, speed, share)
    _measure()
    speed["s"] = 3.0
    assert _measure()["dispatch_s"] == 1.0  # within RESAMPLE_S: served from the cache
    path = tmp_path / "plan" / "cpu-step-bench.json"
    entries = json.loads(path.read_text())
    (key,) = entries
    assert key.startswith(f"v{cpu_bench.VERSION}|") and " f" in key.split("|")[1]  # family/model in the key
    entries[key]["measured_unix"] = time.time() - bench_samples.RESAMPLE_S - 1
    path.write_text(json.dumps(entries))
    assert _measure()["dispatch_s"] == 2.0  # timed again: median of 1.0 and 3.0


def test_a_cached_plan_follows_the_machines_speed_since_the_measurement(tmp_path, monkeypatch):
    from quilltune.plan import speed_drift

    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    speed, share, reference = {"s": 1.0}, {"v": 1.0}, {"s": 0.010}
    _fake_timings(monkeypatch, speed, share)
    monkeypatch.setattr(speed_drift, "time_reference", lambda: reference["s"])
    assert _measure()["speed_drift"] == 1.0
    path = tmp_path / "plan" / "cpu-step-bench.json"
    entries = json.loads(path.read_text())
    (key,) = entries
    entries[key]["measured_unix"] = time.time() - speed_drift.CHECK_AFTER_S - 1  # older, not stale
    path.write_text(json.dumps(entries))
    reference["s"] = 0.013  # the machine runs 30 % slower this hour
    view = _measure()
    assert view["speed_drift"] == pytest.approx(1.3)
    assert view["dispatch_s"] == pytest.approx(1.3) and view["layer"]["s_per_token"] == pytest.approx(1.3)
    assert all(v == pytest.approx(1.3) for v in view["gemm_s_per_row"].values())
    assert view["elementwise_bytes_per_s"] == pytest.approx(1e6 / 1.3)
    reference["s"] = 0.0102  # within the probe's noise: read as measured
    assert _measure()["dispatch_s"] == 1.0
    reference["s"] = 1.0  # a broken probe: clamped
    assert _measure()["speed_drift"] == speed_drift.LIMITS[1]
