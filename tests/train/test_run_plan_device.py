"""The run's plan.json describes the device the run trains on: a GPU run is planned for its GPU from
the catalog, not for (and not timed on) the host CPU that plan.gpu's default names."""

from __future__ import annotations

from train_helpers import tiny_cfg

from quilltune.plan.api import make_plan
from quilltune.train.run_folder import plan_for_device


def test_a_gpu_run_is_planned_for_its_gpu(tiny_llama_dir, tiny_data):
    cfg = tiny_cfg(tiny_llama_dir)
    planned = plan_for_device(cfg, "NVIDIA H200")
    assert planned.plan.gpu == "h200-sxm-141gb"
    assert (planned.plan.gpus_per_node, planned.plan.nodes) == (cfg.train.nproc_per_node, cfg.train.nnodes)
    plan = make_plan(planned, data_dir=tiny_data).to_dict()
    # A catalog GPU's plan takes its peak from the catalog: nothing of this CPU is measured or quoted.
    assert plan["setup"]["device"] == "h200-sxm-141gb" and plan["memory"]["unit"] == "GPU"
    assert "H200" in plan["peak_source"] and "this machine" not in plan["peak_source"]


def test_a_cpu_run_and_an_explicit_plan_gpu_are_left_alone(tiny_llama_dir, tiny_data):
    cfg = tiny_cfg(tiny_llama_dir)
    assert plan_for_device(cfg, None) is cfg
    chosen = cfg.model_copy(update={"plan": cfg.plan.model_copy(update={"gpu": "a100-sxm-80gb"})})
    assert plan_for_device(chosen, "NVIDIA H200") is chosen


def test_a_gpu_the_catalog_lacks_gets_a_reason_not_a_cpu_plan(tiny_llama_dir, tiny_data):
    reason = plan_for_device(tiny_cfg(tiny_llama_dir), "Imaginary Accelerator X1")
    assert isinstance(reason, str) and "Imaginary Accelerator X1" in reason and "plan.gpu" in reason
