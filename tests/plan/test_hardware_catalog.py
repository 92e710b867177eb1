"""Catalog loading, overrides, and peak FLOP/s lookup."""

from __future__ import annotations

import pytest

from quilltune.errors import ConfigError, InputError
from quilltune.plan.catalog import load_catalog
from quilltune.plan.hardware import cpu_peak_flops, peak_flops


def test_catalog_has_required_entries_with_dates_and_sources():
    cat = load_catalog()
    assert cat.gpu("h100-sxm-80gb").dense_bf16_tflops == 989
    instances = {o.instance for o in cat.offers}
    assert {"p5.48xlarge", "p5en.48xlarge"} <= instances
    action = cat.offers_for("h100-sxm-80gb", ["gpu-action"])[0]
    assert action.price_per_gpu_hour["on_demand"] == 4.30  # 4950 / (16*72) = 4.297
    for offer in cat.offers:
        assert offer.as_of != "unknown" and offer.source != "unknown", offer
    # Node prices become per-GPU prices: p5 on-demand 55.04 / 8 = 6.88.
    p5 = next(o for o in cat.offers if o.instance == "p5.48xlarge")
    assert p5.price_per_gpu_hour["on_demand"] == pytest.approx(6.88)


def test_user_catalog_overrides_and_extends(tmp_path):
    extra = tmp_path / "mine.yaml"
    extra.write_text(
        "providers:\n  gpu-action:\n    offers:\n      h100-sxm-80gb: {price_per_gpu_hour: {on_demand: 3.5}}\n"
        "  myco:\n    offers:\n      a100-sxm-80gb: {gpus_per_node: 4, price_per_node_hour: {spot: 4.0}, as_of: '2026-11-01', source: quote}\n"
    )
    cat = load_catalog(str(extra))
    assert cat.offers_for("h100-sxm-80gb", ["gpu-action"])[0].price_per_gpu_hour["on_demand"] == 3.5
    mine = cat.offers_for("a100-sxm-80gb", ["myco"])[0]
    assert mine.price_per_gpu_hour == {"spot": 1.0} and mine.cheapest_tier == "spot"


def test_bad_catalog_and_unknown_gpu(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("- not a mapping\n")
    with pytest.raises(InputError):
        load_catalog(str(bad))
    with pytest.raises(ConfigError, match="unknown GPU type"):
        peak_flops("h900")


def test_cpu_peak_is_measured_once_and_cached(tmp_path, monkeypatch):
    """Properties of the cache, not one machine's range: an AMX Xeon measures 1.3e12 FLOP/s where
    an EPYC measures 4e11, and both must pass."""
    import json
    import math

    from quilltune.plan import hardware

    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    monkeypatch.setattr(hardware, "_MATMUL_N", 256)  # a quick matmul: this tests the caching
    real = hardware.measure_cpu_matmul_flops
    calls = []

    def counted(dtype, threads=None):
        calls.append(dtype)
        return real(dtype, threads)

    monkeypatch.setattr(hardware, "measure_cpu_matmul_flops", counted)
    first = cpu_peak_flops("bf16", threads=1)
    assert math.isfinite(first) and first > 0 and len(calls) == 1  # a real measurement happened
    cache = tmp_path / "plan" / "cpu-peak-flops.json"
    assert cache.is_file()
    assert cpu_peak_flops("bf16", threads=1) == first and len(calls) == 1  # served from the cache
    # A later measurement never lowers the ceiling (contention only ever underestimates it).
    assert cpu_peak_flops("bf16", threads=1, refresh=True) >= first and len(calls) == 2

    # An entry measured while contended, older than RECHECK_S, is measured again; a fresh one is not.
    entries = json.loads(cache.read_text())
    (key,) = [k for k in entries if "|threads=1|bf16" in k]
    entries[key].update(contended=True, measured_unix=0, flops=1.0)
    cache.write_text(json.dumps(entries))
    remeasured = cpu_peak_flops("bf16", threads=1)
    assert len(calls) == 3 and remeasured > 1.0
    entries = json.loads(cache.read_text())
    entries[key].update(contended=True, flops=2.0)  # measured_unix is now: within RECHECK_S
    cache.write_text(json.dumps(entries))
    assert cpu_peak_flops("bf16", threads=1) == 2.0 and len(calls) == 3
