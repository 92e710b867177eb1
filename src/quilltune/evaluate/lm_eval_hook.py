"""Optional hook to EleutherAI's lm-evaluation-harness (``pip install lm_eval``; not a dependency).

Set ``eval.lm_eval_tasks: [hellaswag, ...]`` in the run config (or ``--lm-eval-tasks``). Both the
base and the tuned model are scored through the harness' HF wrapper, which accepts an already
loaded model, so no second copy is loaded. Task data must be in the local datasets cache when
offline. Without the package the hook reports itself as skipped and evaluation goes on.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from quilltune.evaluate.models import ModelPair


def lm_eval_available() -> bool:
    return importlib.util.find_spec("lm_eval") is not None


def run_lm_eval(models: ModelPair, tasks: list[str], limit: int | None) -> dict[str, Any]:
    if not tasks:
        return {"status": "not requested"}
    if not lm_eval_available():
        return {
            "status": "skipped",
            "reason": "lm_eval is not installed (pip install lm_eval)",
            "tasks": tasks,
        }
    import lm_eval
    from lm_eval.models.huggingface import HFLM

    results: dict[str, Any] = {"status": "ok", "tasks": tasks}
    for which in ("base", "tuned"):
        with models.use(which) as model:
            lm = HFLM(pretrained=model, tokenizer=models.tokenizer, batch_size=1, device="cpu")
            out = lm_eval.simple_evaluate(model=lm, tasks=tasks, limit=limit)
        results[which] = out.get("results", {}) if out else {}
    return results
