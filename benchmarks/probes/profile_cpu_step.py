"""Where a CPU training step goes: a job's real steps (quilltune's loading, strategy and loss), timed,
then profiled by op, next to the planner's breakdown of the same step. For benchmarks/plan-accuracy.md.

    PYTHONPATH=src .venv/bin/python benchmarks/probes/profile_cpu_step.py configs/smollm2-cpu-demo.yaml \
        [--data DIR] [--steps 4] [--profile-steps 2] [key=value ...]

Prints one JSON object: wall and CPU seconds per step (after one warm-up step; the kernel's share and
the minor page faults too), tokens per step, peak
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
    ap.add_argument(
        "--validate",
        action="store_true",
        help="after the timed steps, run the trainer's validation pass once and report VmHWM after it",
    )
    ap.add_argument(
        "--steps-after-validation",
        type=int,
        default=0,
        help="with --validate: this many more timed steps after it (listed after the first --steps)",
    )
    args = ap.parse_args()

    import torch

    from quilltune.config import load_config
    from quilltune.models import resolve_model
    from quilltune.peak_rss import peak_rss_mb
    from quilltune.plan.api import make_plan
    from quilltune.prepare.api import ensure_prepared
    from quilltune.train.data import TokenRows, TrainStream, eval_batches
    from quilltune.train.heldout import heldout_loss
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
    walls, cpus, toks, sys_s, faults, rss_per_step = [], [], [], [], [], []

    def timed_step() -> None:
        r0 = resource.getrusage(resource.RUSAGE_SELF)
        c0, w0 = time.process_time(), time.perf_counter()
        toks.append(step())
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
        r1 = resource.getrusage(resource.RUSAGE_SELF)
        sys_s.append(r1.ru_stime - r0.ru_stime)  # page faults and other kernel work inside the step
        faults.append(r1.ru_minflt - r0.ru_minflt)
        rss_per_step.append(round(peak_rss_mb(), 1))

    for _ in range(args.steps):
        timed_step()
    rss_steps = peak_rss_mb()
    rss_validation = None
    if args.validate:  # as TrainLoop.validate does it: eval mode, no grad, the strategy's forward
        pad_id = getattr(model.config, "pad_token_id", None)
        rows = TokenRows(data, "validation")
        batches = eval_batches(
            rows, cfg.train.micro_batch_size, limit=cfg.train.eval_batches, pad_id=pad_id or 0
        )
        model.eval()
        with torch.no_grad():
            heldout_loss(strategy.forward, batches)
        model.train()
        rss_validation = round(peak_rss_mb(), 1)
        for _ in range(args.steps_after_validation):  # does a step cost the same after validation?
            timed_step()
    ops, ops_by_shape = [], {}
    if args.profile_steps > 0:  # 0: timing and memory only (the profiler's own records cost RSS)
        from torch.profiler import ProfilerActivity, profile

        with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
            for _ in range(args.profile_steps):
                step()
        ops = sorted(prof.key_averages(), key=lambda e: -e.self_cpu_time_total)[:25]
        # aten::mm by operand shapes: what the planner's GEMM micro-benchmark times, shape by shape
        # and the element-wise ops by shape: which of the step's tensors their time goes to
        by_shape = [
            e
            for e in prof.key_averages(group_by_input_shape=True)
            if e.key in ("aten::mm", "aten::mul", "aten::add", "aten::copy_")
        ]
        ops_by_shape = {
            e.key.removeprefix("aten::")
            + " "
            + " x ".join("x".join(map(str, s)) for s in e.input_shapes if s): {
                "calls_per_step": e.count / args.profile_steps,
                "self_cpu_s_per_step": round(e.self_cpu_time_total / 1e6 / args.profile_steps, 4),
            }
            for e in sorted(by_shape, key=lambda e: -e.self_cpu_time_total)[:40]
        }
    out = {
        "threads": torch.get_num_threads(),
        "load_avg": open("/proc/loadavg").read().split()[:3],
        "tokens_per_step": sum(toks) / len(toks),
        "wall_s_per_step": [round(w, 3) for w in walls],
        "cpu_s_per_step": [round(c, 3) for c in cpus],
        "tokens_per_second": round(sum(toks) / sum(walls), 2),
        "sys_s_per_step": [round(x, 3) for x in sys_s],
        "minor_faults_per_step": faults,
        "peak_rss_mib_after_load": round(rss_loaded, 1),
        "peak_rss_mib_after_steps": round(rss_steps, 1),
        "peak_rss_mib_after_each_step": rss_per_step,
        "peak_rss_mib_after_validation": rss_validation,
        "ru_maxrss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "profile_self_cpu_s_per_step": {
            e.key: round(e.self_cpu_time_total / 1e6 / max(1, args.profile_steps), 4) for e in ops
        },
        "ops_by_shape": ops_by_shape,  # aten::mm, mul, add, copy_ by operand shapes
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
