"""What autograd keeps for backward in one micro-batch of a job, by tensor shape and dtype: the
planner's activation model (``plan/memory.py``) counts these per layer and token. For
benchmarks/plan-accuracy.md.

    PYTHONPATH=src .venv/bin/python benchmarks/probes/saved_tensors_cpu.py configs/smollm2-cpu-demo.yaml \
        --data DIR [key=value ...]

Prints one JSON object: the unique saved storages' bytes (total, per layer and token, top shapes),
the RSS before and after the forward and after the backward, next to the planner's figure.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path


def _rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    ap.add_argument("--data", required=True)
    args = ap.parse_args()

    import torch

    from quilltune.config import load_config
    from quilltune.models import resolve_model
    from quilltune.peak_rss import peak_rss_mb
    from quilltune.plan.from_config import memory_setup, resolve_shape
    from quilltune.plan.memory import activation_bytes_per_layer_token
    from quilltune.train.data import TokenRows, TrainStream
    from quilltune.train.optim import build_optimizer, build_scheduler
    from quilltune.train.run import load_model_to_train, make_strategy

    cfg = load_config(args.config, args.overrides)
    torch.manual_seed(0)
    model = load_model_to_train(resolve_model(cfg.model.name), cfg, device="cpu")
    strategy = make_strategy(cfg)
    strategy.setup(
        model,
        lambda params: build_optimizer(params, cfg.train.optim),
        lambda opt: build_scheduler(opt, cfg.train.optim, 100),
    )
    batch, _ = next(
        iter(TrainStream(TokenRows(Path(args.data), "train"), cfg.train.micro_batch_size, seed=0))
    )
    tokens = int(batch["input_ids"].numel())
    seen: dict[tuple[int, int], tuple[int, str]] = {}
    params = {p.data_ptr() for p in model.parameters()}

    def pack(t: torch.Tensor):
        st = t.untyped_storage()
        if st.data_ptr() not in params:  # weights are counted as weights, not activations
            seen[(st.data_ptr(), st.nbytes())] = (st.nbytes(), f"{tuple(t.shape)} {t.dtype}")
        return t

    rss0 = _rss_mib()
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        loss = strategy.forward(batch)
    rss_fwd = _rss_mib()
    loss.backward()
    rss_bwd, hwm = _rss_mib(), peak_rss_mb()
    total = sum(b for b, _ in seen.values())
    by_shape = Counter()
    for b, desc in seen.values():
        by_shape[desc] += b
    shape, _ = resolve_shape(cfg)
    setup = memory_setup(cfg, device="cpu")
    planned = activation_bytes_per_layer_token(shape, setup)
    print(
        json.dumps(
            {
                "tokens": tokens,
                "saved_gib": round(total / 2**30, 3),
                "saved_bytes_per_layer_token": round(total / tokens / shape.num_layers),
                "planned_bytes_per_layer_token": round(planned),
                "rss_mib_before_forward": round(rss0),
                "rss_mib_after_forward": round(rss_fwd),
                "rss_mib_after_backward": round(rss_bwd),
                "vmhwm_mib": round(hwm),
                "top_saved": {k: round(v / 2**20, 1) for k, v in by_shape.most_common(25)},
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
