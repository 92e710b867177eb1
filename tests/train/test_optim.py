"""Optimiser and schedule: warm-up then cosine to the floor; 8-bit AdamW works on CPU."""

from __future__ import annotations

import pytest
import torch

import quilltune.config  # noqa: F401 -- must load before quilltune.train.config (import cycle via config.run)
from quilltune.train.config import OptimConfig
from quilltune.train.optim import build_optimizer, build_scheduler


def _lrs(cfg: OptimConfig, total: int) -> list[float]:
    p = torch.nn.Parameter(torch.zeros(4, 4))
    opt = build_optimizer([p], cfg)
    sched = build_scheduler(opt, cfg, total)
    out = []
    for _ in range(total):
        out.append(opt.param_groups[0]["lr"])
        opt.step()
        sched.step()
    return out


def test_warmup_then_cosine_to_min_ratio():
    cfg = OptimConfig(lr=1.0, warmup_steps=4, min_lr_ratio=0.1)
    lrs = _lrs(cfg, 20)
    assert lrs[:4] == pytest.approx([0.25, 0.5, 0.75, 1.0])
    assert all(a >= b for a, b in zip(lrs[4:], lrs[5:], strict=False))
    assert lrs[-1] == pytest.approx(0.1, abs=0.01) and min(lrs) >= 0.1 - 1e-12


def test_scheduler_state_round_trips():
    cfg = OptimConfig(lr=1.0, warmup_steps=2)
    p = torch.nn.Parameter(torch.zeros(2, 2))
    opt = build_optimizer([p], cfg)
    sched = build_scheduler(opt, cfg, 10)
    for _ in range(5):
        opt.step()
        sched.step()
    fresh_opt = build_optimizer([p], cfg)
    fresh = build_scheduler(fresh_opt, cfg, 10)
    fresh.load_state_dict(sched.state_dict())
    assert fresh.last_epoch == 5 and fresh.get_last_lr() == sched.get_last_lr()


def test_adamw_8bit_updates_parameters():
    pytest.importorskip("bitsandbytes")
    torch.manual_seed(0)
    layer = torch.nn.Linear(256, 256)
    before = layer.weight.detach().clone()
    opt = build_optimizer(layer.parameters(), OptimConfig(name="adamw_8bit", lr=1e-2))
    layer(torch.randn(8, 256)).pow(2).mean().backward()
    opt.step()
    assert not torch.equal(before, layer.weight)
    assert type(opt).__name__ == "AdamW8bit"


def test_paged_adamw_8bit_is_accepted_and_refused_on_a_cpu_with_the_reason():
    """A setting the user wrote is honoured or refused with its reason: paged 8-bit AdamW needs CUDA
    unified memory (the plan counts its 8-bit state like adamw_8bit's)."""
    from dataclasses import replace

    from quilltune.config import load_config
    from quilltune.errors import ConfigError
    from quilltune.plan.memory import MemorySetup, estimate_memory
    from quilltune.plan.shape import ModelShape

    cfg = load_config(None, ["train.optim.name=paged_adamw_8bit"])
    assert cfg.train.optim.name == "paged_adamw_8bit"
    with pytest.raises(ConfigError, match="unified memory.*adamw_8bit"):
        build_optimizer(torch.nn.Linear(4, 4).parameters(), cfg.train.optim)
    with pytest.raises(ConfigError, match="paged_adamw_8bit' cannot run under strategy 'fsdp2'"):
        load_config(
            None, ["train.optim.name=paged_adamw_8bit", "train.strategy=fsdp2", "train.nproc_per_node=2"]
        )
    shape = ModelShape.from_preset("llama-3.1-8b")
    s = MemorySetup(method="lora")
    opt = {
        name: estimate_memory(shape, replace(s, optimizer=name)).components["optimizer_state"]
        for name in ("adamw", "adamw_8bit", "paged_adamw_8bit")
    }
    assert opt["paged_adamw_8bit"] == opt["adamw_8bit"] < opt["adamw"]
