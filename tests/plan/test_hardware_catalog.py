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
    from quilltune.plan import hardware

    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    monkeypatch.setattr(hardware, "_MATMUL_N", 512)  # a quick matmul: this tests the caching
    first = cpu_peak_flops("bf16", threads=1)
    # A plausible matmul ceiling for one core of a modern x86 CPU: 5-500 GFLOP/s.
    assert 5e9 < first < 5e11
    assert (tmp_path / "plan" / "cpu-peak-flops.json").is_file()
    assert cpu_peak_flops("bf16", threads=1) == first  # served from the cache
    # A later measurement never lowers the ceiling (contention only ever underestimates it).
    assert cpu_peak_flops("bf16", threads=1, refresh=True) >= first
