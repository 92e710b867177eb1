"""Load base and tuned models for evaluation and generation, apart from any training instance.

For adapter runs one model serves both: the PEFT wrapper with the adapter enabled is "tuned",
``disable_adapter()`` gives the exact base. The base is loaded unquantised even for QLoRA runs:
bitsandbytes repacks 4-bit weights for inference on CPU (STACK-NOTES pitfall 1), and the
unquantised base plus adapter is what ``export --format merged`` ships, so that is what we score.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from quilltune.evaluate.run_folder import RunFolder

_DTYPES = {"bf16": "bfloat16", "fp32": "float32", "f32": "float32", "f16": "float16"}


def torch_dtype(name: str) -> Any:
    import torch

    return getattr(torch, _DTYPES.get(name, name))


@dataclass
class ModelPair:
    """Tuned model plus a way to run the same forward passes as the base model."""

    tuned: Any
    tokenizer: Any
    base: Any | None = None
    """A separate base instance, only for full fine-tunes (adapter runs switch the adapter off)."""

    @contextlib.contextmanager
    def use(self, which: str, generating: bool = False) -> Iterator[Any]:
        """``generating``: many small forward passes follow, so an fp32 adapter is merged into the
        weights for their duration (one matmul per layer instead of three; greedy tokens unchanged)
        and taken out again after. In bf16 the round trip W + BA - BA would not give W back, so
        bf16 adapters stay unmerged and the base stays exact."""
        if which == "tuned":
            if generating and self._merge_is_exact():
                self.tuned.merge_adapter()
                try:
                    yield self.tuned
                finally:
                    self.tuned.unmerge_adapter()
            else:
                yield self.tuned
        elif self.base is not None:
            yield self.base
        else:
            with self.tuned.disable_adapter():
                yield self.tuned

    def _merge_is_exact(self) -> bool:
        import torch

        return (
            self.base is None
            and hasattr(self.tuned, "merge_adapter")
            and all(p.dtype == torch.float32 for p in self.tuned.parameters())
        )


def load_tokenizer(run: RunFolder) -> Any:
    from transformers import AutoTokenizer

    # The adapter folder may carry the tokenizer (an export does); otherwise the base has it.
    for cand in (run.adapter_dir, run.full_model_dir, run.base_model_dir):
        if cand is not None and (cand / "tokenizer_config.json").is_file():
            tok = AutoTokenizer.from_pretrained(cand)
            break
    else:
        tok = AutoTokenizer.from_pretrained(run.base_model_dir)
    if tok.pad_token_id is None:
        tok.pad_token = tok.eos_token
    return tok


def load_base(run: RunFolder, dtype: str | None = None) -> Any:
    from transformers import AutoModelForCausalLM

    from quilltune.console_setup import hide_transformers_step_bars

    hide_transformers_step_bars()

    model = AutoModelForCausalLM.from_pretrained(
        run.base_model_dir, dtype=torch_dtype(dtype or run.model_dtype)
    )
    return model.eval()


def load_models(run: RunFolder, dtype: str | None = None, need_base: bool = True) -> ModelPair:
    """Tuned (and base) in eval mode, on CPU, in the run's dtype unless ``dtype`` overrides it."""
    from transformers import AutoModelForCausalLM

    from quilltune.console_setup import hide_transformers_step_bars

    hide_transformers_step_bars()

    tok = load_tokenizer(run)
    if run.adapter_dir is not None:
        from peft import PeftModel

        tuned = PeftModel.from_pretrained(load_base(run, dtype), run.adapter_dir, is_trainable=False)
        return ModelPair(tuned=tuned.eval(), tokenizer=tok)
    assert run.full_model_dir is not None  # open_run guarantees adapter or full weights
    full = AutoModelForCausalLM.from_pretrained(
        run.full_model_dir, dtype=torch_dtype(dtype or run.model_dtype)
    )
    return ModelPair(tuned=full.eval(), tokenizer=tok, base=load_base(run, dtype) if need_base else None)
