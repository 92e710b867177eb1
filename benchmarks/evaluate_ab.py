"""A/B of evaluate's generation, loss batching and exposure scoring on a finished run (CPU time).

Usage: python benchmarks/evaluate_ab.py RUN_DIR [--prompts 12] [--new-tokens 32] [--threads 1]
"Before" is re-created here as it was (prompts in file order, 4 a call; loss samples in file order;
every exposure candidate scored with its whole prompt); "after" calls the code in src/. CPU time is
the process's (time.process_time), so other jobs on a shared machine inflate it less than wall time.
"""

from __future__ import annotations

import argparse
import json
import time
from itertools import islice
from pathlib import Path


def _old_generate(model, tok, prompts, max_new_tokens, batch_size=4):
    import torch

    pad = tok.pad_token_id if tok.pad_token_id is not None else tok.eos_token_id
    out = []
    for start in range(0, len(prompts), batch_size):
        chunk = prompts[start : start + batch_size]
        width = max(len(p) for p in chunk)
        ids = torch.full((len(chunk), width), pad, dtype=torch.long)
        mask = torch.zeros((len(chunk), width), dtype=torch.long)
        for r, p in enumerate(chunk):
            ids[r, width - len(p) :] = torch.tensor(p)
            mask[r, width - len(p) :] = 1
        with torch.inference_mode():
            gen = model.generate(
                input_ids=ids,
                attention_mask=mask,
                do_sample=False,
                max_new_tokens=max_new_tokens,
                pad_token_id=pad,
                eos_token_id=tok.eos_token_id,
            )
        for row in gen[:, width:].tolist():
            out.append(row[: row.index(tok.eos_token_id)] if tok.eos_token_id in row else row)
    return out


def _old_logprobs(model, prompt, conts, batch_size):
    import torch

    scores = []
    for start in range(0, len(conts), batch_size):
        chunk = conts[start : start + batch_size]
        width = len(prompt) + max(len(c) for c in chunk)
        ids = torch.zeros((len(chunk), width), dtype=torch.long)
        mask = torch.zeros((len(chunk), width), dtype=torch.long)
        for row, cont in enumerate(chunk):
            seq = prompt + cont
            ids[row, : len(seq)] = torch.tensor(seq)
            mask[row, : len(seq)] = 1
        with torch.inference_mode():
            logits = model(input_ids=ids, attention_mask=mask).logits.float()
        logp = torch.log_softmax(logits[:, :-1], dim=-1)
        for row, cont in enumerate(chunk):
            pos = torch.arange(len(prompt) - 1, len(prompt) - 1 + len(cont))
            scores.append(float(logp[row, pos, torch.tensor(cont)].sum()))
    return scores


def _timed(fn):
    c0, w0 = time.process_time(), time.perf_counter()
    value = fn()
    return value, round(time.process_time() - c0, 2), round(time.perf_counter() - w0, 2)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("run", type=Path)
    ap.add_argument("--prompts", type=int, default=12)
    ap.add_argument("--new-tokens", type=int, default=32)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--loss-samples", type=int, default=16)
    args = ap.parse_args()

    import torch

    from quilltune.evaluate import exposure as ex
    from quilltune.evaluate.generation import generate_ids, pair_prompt_ids
    from quilltune.evaluate.heldout_loss import _padded, iter_samples
    from quilltune.evaluate.models import load_models
    from quilltune.evaluate.pairs import load_pairs, spread_over_tasks
    from quilltune.evaluate.run_folder import open_run
    from quilltune.train.heldout import heldout_loss
    from quilltune.train.loss import causal_lm_loss

    torch.set_num_threads(args.threads)
    run = open_run(args.run)
    models = load_models(run, dtype="fp32")
    tok = models.tokenizer
    pairs = spread_over_tasks(load_pairs(run.data_dir, "validation"), args.prompts)
    prompts = [pair_prompt_ids(tok, p, 448, None) for p in pairs]
    result: dict = {
        "threads": args.threads,
        "prompts": len(prompts),
        "new_tokens": args.new_tokens,
        "prompt_tokens": sum(len(p) for p in prompts),
    }
    with models.use("tuned", generating=True) as m:
        old, c, w = _timed(lambda: _old_generate(m, tok, prompts, args.new_tokens))
        result["generate_before"] = {"cpu_s": c, "wall_s": w}
        new, c, w = _timed(lambda: generate_ids(m, tok, prompts, args.new_tokens, 12))
        result["generate_after"] = {"cpu_s": c, "wall_s": w}
        result["generate_same_tokens"] = sum(a == b for a, b in zip(old, new, strict=True))

    samples = list(islice(iter_samples(run.data_dir, "validation"), args.loss_samples))

    def loss(order):
        batches = (_padded(order[i : i + 8], tok.pad_token_id or 0) for i in range(0, len(order), 8))
        with torch.inference_mode():
            return heldout_loss(lambda b: causal_lm_loss(m, b), batches)[0]

    with models.use("tuned") as m:
        a, c, w = _timed(lambda: loss(samples))
        result["loss_before"] = {"cpu_s": c, "wall_s": w, "loss": a}
        b, c, w = _timed(lambda: loss(sorted(samples, key=lambda s: -len(s[0]))))
        result["loss_after"] = {"cpu_s": c, "wall_s": w, "loss": b}

    prompt = prompts[-1][:80]
    value, others = "jane.doe@example.com", ex.candidates("EMAIL", "jane.doe@example.com", 32, "ab")
    conts = [tok(" " + v, add_special_tokens=False)["input_ids"] for v in [value, *others]]
    with models.use("tuned") as m:
        a, c, w = _timed(lambda: _old_logprobs(m, prompt, conts, 16))
        result["exposure_before"] = {"cpu_s": c, "wall_s": w}
        b, c, w = _timed(lambda: ex.sequence_logprobs(m, prompt, conts, 16))
        result["exposure_after"] = {"cpu_s": c, "wall_s": w}
        result["exposure_max_abs_diff"] = max(abs(x - y) for x, y in zip(a, b, strict=True))
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
