"""Where a CPU training step goes: a job's real steps (quilltune's loading, strategy and loss), timed,
then profiled by op, next to the planner's breakdown of the same step. For benchmarks/plan-accuracy.md.

    PYTHONPATH=src .venv/bin/python benchmarks/probes/profile_cpu_step.py configs/smollm2-cpu-demo.yaml \
        [--data DIR] [--steps 4] [--profile-steps 2] [key=value ...]

Prints one JSON object: wall and CPU seconds per step (after one warm-up step), tokens per step, peak
RSS (VmHWM) after the steps, the profiler's self CPU time by op (top 25) and the planner's breakdown.
"""

from __future__ import annotations

import argparse
import json
import resource
import time
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    ap.add_argument("--steps", type=int, default=4)
    ap.add_argument("--profile-steps", type=int, default=2)
    ap.add_argument("--data", default=None, help="a prepared folder (default: prepare the config's inputs)")
    ap.add_argument("--out", default=None, help="write the JSON here too")
    args = ap.parse_args()

    import torch

    from quilltune.config import load_config
    from quilltune.models import resolve_model
    from quilltune.peak_rss import peak_rss_mb
    from quilltune.plan.api import make_plan
    from quilltune.prepare.api import ensure_prepared
    from quilltune.train.data import TokenRows, TrainStream
    from quilltune.train.optim import build_optimizer, build_scheduler
    from quilltune.train.run import load_model_to_train, make_strategy

    cfg = load_config(args.config, args.overrides)
    data = Path(args.data) if args.data else ensure_prepared(cfg, progress=False)
    plan = make_plan(cfg, data_dir=data).to_dict()
    model_dir = resolve_model(cfg.model.name)
    torch.manual_seed(0)
    model = load_model_to_train(model_dir, cfg, device="cpu")
    rss_loaded = peak_rss_mb()
    strategy = make_strategy(cfg)
    strategy.setup(
        model,
        lambda params: build_optimizer(params, cfg.train.optim),
        lambda opt: build_scheduler(opt, cfg.train.optim, 100),
    )
    stream = iter(TrainStream(TokenRows(data, "train"), cfg.train.micro_batch_size, seed=0))

    def step() -> int:
        tokens = 0
        for _ in range(cfg.train.grad_accum):
            batch, n = next(stream)
            strategy.forward_backward(batch, 1.0 / cfg.train.grad_accum)
            tokens += n
        strategy.optimizer_step(cfg.train.optim.grad_clip)
        return tokens

    step()  # warm-up
    walls, cpus, toks = [], [], []
    for _ in range(args.steps):
        c0, w0 = time.process_time(), time.perf_counter()
        toks.append(step())
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    rss_steps = peak_rss_mb()
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU]) as prof:
        for _ in range(args.profile_steps):
            step()
    ops = sorted(prof.key_averages(), key=lambda e: -e.self_cpu_time_total)[:25]
    out = {
        "threads": torch.get_num_threads(),
        "load_avg": open("/proc/loadavg").read().split()[:3],
        "tokens_per_step": sum(toks) / len(toks),
        "wall_s_per_step": [round(w, 3) for w in walls],
        "cpu_s_per_step": [round(c, 3) for c in cpus],
        "tokens_per_second": round(sum(toks) / sum(walls), 2),
        "peak_rss_mib_after_load": round(rss_loaded, 1),
        "peak_rss_mib_after_steps": round(rss_steps, 1),
        "ru_maxrss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "profile_self_cpu_s_per_step": {
            e.key: round(e.self_cpu_time_total / 1e6 / args.profile_steps, 4) for e in ops
        },
        "plan": {
            "tokens_per_second": plan["tokens_per_second"],
            "memory_per_gpu_gib": plan["memory_per_gpu_gib"],
            "memory_breakdown": plan["memory_breakdown"],
            "step": plan["step"],
        },
    }
    text = json.dumps(out, indent=1)
    if args.out:
        Path(args.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
