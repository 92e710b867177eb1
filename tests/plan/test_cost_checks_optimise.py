"""Cost per provider, consistency checks and the optimiser, against hand-worked numbers."""

from __future__ import annotations

import pytest

from quilltune.config import load_config
from quilltune.plan import checks
from quilltune.plan.api import make_plan
from quilltune.plan.catalog import Offer, load_catalog
from quilltune.plan.cost import CostInputs, price_offer
from quilltune.plan.flops import flops_per_token
from quilltune.plan.shape import ModelShape


def test_cost_breakdown_by_hand():
    # 10 h x 16 GPUs x $3.00 = $480 compute; 10 % re-runs = $48; storage (100 GB + 1 GB) x $0.10/GB-month
    # x 10/730 month = $0.138; egress 101 GB x $0.09 x 2 experiments = $18.18. Total $546.32.
    offer = Offer(
        "acme",
        "h100-sxm-80gb",
        "8x H100",
        8,
        {"on_demand": 3.0},
        "2026-01-01",
        "quote",
        egress_per_gb=0.09,
        storage_per_gb_month=0.10,
    )
    c = price_offer(
        offer,
        CostInputs(
            hours=10,
            gpus=16,
            tokens=1e9,
            dataset_bytes=100e9,
            artifact_bytes=1e9,
            experiments=2,
            rerun_allowance=0.1,
        ),
    )
    b = c.breakdown
    assert b["compute_usd"] == 480 and b["rerun_allowance_usd"] == 48
    assert b["storage_usd"] == pytest.approx(101 * 0.10 * 10 / 730, abs=0.01)
    assert b["egress_usd"] == pytest.approx(101 * 0.09 * 2, abs=0.01)
    assert c.cost_usd == pytest.approx(546.32, abs=0.02)
    assert b["usd_per_million_tokens"] == pytest.approx(0.5463, abs=1e-3)
    assert b["nodes"] == 2
    assert price_offer(offer, CostInputs(10, 16, 1e9, 0, 0, tier="spot")) is None


def test_throughput_above_physical_ceiling_is_an_error():
    # Llama 2 7B full, T=2048: N = 32 x 202,375,168 + 32000 x 4096 = 6.607e9 matmul params;
    # 6N + 12*32*32*128*2048 = 3.964e10 + 3.22e9 = 4.286e10 FLOPs/token; one H100's ceiling at 100 % MFU
    # is 989e12 / 4.286e10 = 23,073 tok/s.
    shape = ModelShape.from_preset("llama-2-7b")
    fpt = flops_per_token(shape, "full", 2048)
    assert 989e12 / fpt == pytest.approx(23_073, rel=1e-3)
    (w,) = checks.check_throughput_claim(30_000, fpt, 989e12, 1, "h100-sxm-80gb")
    assert w.code == "THROUGHPUT_ABOVE_CEILING" and w.severity == "error"
    (w,) = checks.check_throughput_claim(15_000, fpt, 989e12, 1, "h100-sxm-80gb")
    assert w.code == "IMPLAUSIBLE_MFU"  # 15,000 / 23,073 = 65 % MFU


def test_price_mismatch_and_budget():
    offers = load_catalog().offers_for("h100-sxm-80gb")
    (w,) = checks.check_claimed_price(1.00, "the claimed price", offers, "h100-sxm-80gb")
    assert w.code == "PRICE_MISMATCH" and "gpu-action on_demand $4.30" in w.message
    cfg = load_config("llama3-8b-lora-1xh100", ["plan.dataset_bytes=2GB", "plan.budget_usd=5"])
    plan = make_plan(cfg).to_dict()
    codes = {w["code"] for w in plan["warnings"]}
    assert "BUDGET_BELOW_COST" in codes


def test_memory_over_capacity_is_flagged():
    # Llama 2 70B bf16 LoRA on one 80 GB GPU: 138 GB of weights alone.
    cfg = load_config("llama3-8b-lora-1xh100", ["model.planner_preset=llama-2-70b", "plan.dataset_bytes=1GB"])
    plan = make_plan(cfg).to_dict()
    assert not plan["fits"]
    assert any(
        w["code"] == "MEMORY_EXCEEDS" and "even micro-batch 1" in w["message"] for w in plan["warnings"]
    )


def test_multi_node_sharding_pays_for_communication():
    # Same job on 1 node x 8 and 2 nodes x 8 GPUs: per-GPU fabric bandwidth drops from NVLink (450 GB/s)
    # to InfiniBand (50 GB/s), so 2 nodes are less than 2x as fast.
    base = ["plan.dataset_bytes=10GB", "train.strategy=zero3", "train.gradient_checkpointing=true"]
    one = make_plan(load_config("llama2-70b-qlora-2x8xh100-zero3", base + ["plan.nodes=1", "train.nnodes=1"]))
    two = make_plan(load_config("llama2-70b-qlora-2x8xh100-zero3", base))
    assert two.details["step"]["comm_s"] > 0
    assert 1.0 < two.tokens_per_second / one.tokens_per_second < 2.0


def test_optimiser_finds_cheapest_feasible_plans():
    from quilltune.plan.search_options import add_options

    cfg = load_config(
        "llama3-8b-lora-1xh100", ["plan.dataset_bytes=2GB", "plan.deadline_hours=5", "plan.budget_usd=500"]
    )
    plan = make_plan(cfg).to_dict()
    add_options(plan, cfg)
    opts = plan["options"]
    assert 1 <= len(opts) <= 5
    # Cheapest first (to the dollar; equal costs are ordered by speed).
    assert [round(o["cost_usd"]) for o in opts] == sorted(round(o["cost_usd"]) for o in opts)
    for o in opts:
        assert o["hours"] <= 5 and o["cost_usd"] <= 500
        assert o["memory_gib"] <= 0.9 * o["capacity_gib"]
        assert o["gpus"] * o["micro_batch"] * o["grad_accum"] == pytest.approx(16, rel=0.5)
        assert o["reason"]
    # An impossible deadline yields no option and says so.
    cfg = load_config("llama2-70b-qlora-2x8xh100-zero3")
    plan = make_plan(cfg).to_dict()
    add_options(plan, cfg)
    assert plan["options"] == [] and any(w["code"] == "NO_FEASIBLE_OPTION" for w in plan["warnings"])
