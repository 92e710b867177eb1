"""What the TRL and plain-HF systems share: the model as tutorials load it, the optimiser and
schedule quilltune uses (so "same optimizer and schedule" is literally the same objects), a step
clock callback and a collator wrapper that counts tokens, padding and loss tokens."""

from __future__ import annotations

from typing import Any

from quilltune.bench.job import BenchJob
from quilltune.bench.measure import StepClock, process_clock
from quilltune.data_folder import IGNORE_INDEX


def load_model_and_tokenizer(job: BenchJob) -> tuple[Any, Any]:
    """Base model in the job's dtype with sdpa attention (QLoRA: bitsandbytes NF4), as tutorials do.

    quilltune's own ``varlen`` attention becomes sdpa here: it is not something TRL or the plain
    recipe offers (their varlen path needs the flash-attn wheel or a hub kernel)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from quilltune.models.loading import attention_for, disable_bnb_cpu_inference_repack, quantization_config

    cfg = job.run_config()
    kwargs: dict[str, Any] = {
        "dtype": torch.bfloat16 if cfg.model.dtype == "bf16" else torch.float32,
        "attn_implementation": attention_for(cfg.model.attn_implementation, for_training=False),
    }
    if cfg.train.method == "qlora":
        kwargs.update(
            quantization_config=quantization_config(cfg.train.quant, cfg.model.dtype),
            device_map={"": job.device},
        )
    model = AutoModelForCausalLM.from_pretrained(job.model_dir, **kwargs)
    if cfg.train.method == "qlora":
        disable_bnb_cpu_inference_repack(model)  # STACK-NOTES pitfall 1: correctness, not speed
    model.config.use_cache = False
    tokenizer = AutoTokenizer.from_pretrained(job.model_dir)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return model, tokenizer


def apply_peft(model: Any, job: BenchJob) -> Any:
    """The job's LoRA attached with quilltune's own peft ``LoraConfig`` (``apply_method``, unseeded
    like a tutorial's); a full fine-tune trains every weight."""
    from quilltune.models.loading import apply_method

    return apply_method(model, job.method, job.run_config().train.lora)


def optimizer_and_schedule(model: Any, job: BenchJob) -> tuple[Any, Any]:
    """quilltune's own AdamW and warm-up + cosine schedule; ``total_steps`` is set once known."""
    import torch

    from quilltune.train.optim import WarmupCosine, build_optimizer

    optim_cfg = job.run_config().train.optim
    optimizer = build_optimizer(model.parameters(), optim_cfg)
    factor = WarmupCosine(optim_cfg.warmup_steps, job.steps, optim_cfg.min_lr_ratio)
    return optimizer, torch.optim.lr_scheduler.LambdaLR(optimizer, factor)


def set_total_steps(scheduler: Any, total_steps: int, warmup_steps: int) -> None:
    # The schedule reads its factor object on every step, so fixing its length after the trainer
    # has packed/batched the data (and only then knows the step count) is exact.
    factor = scheduler.lr_lambdas[0]
    factor.total_steps = total_steps
    factor.warmup_steps = min(warmup_steps, max(0, total_steps - 1))


def trainer_arguments(job: BenchJob, micro_batch: int) -> dict[str, Any]:
    """The ``TrainingArguments`` both the plain recipe and TRL's ``SFTConfig`` get: one epoch over
    the job's rows, quilltune's seed, clip and precision, a log row every step (the step clock
    reads it) and nothing written or evaluated on the way."""
    cfg = job.run_config()
    return {
        "output_dir": str(job.workdir),
        "per_device_train_batch_size": micro_batch,
        "gradient_accumulation_steps": job.grad_accum,
        "num_train_epochs": 1,
        "bf16": cfg.train.bf16,
        "use_cpu": job.device == "cpu",
        "max_grad_norm": cfg.train.optim.grad_clip or 1e9,
        "seed": cfg.train.seed,
        "data_seed": cfg.train.seed,
        "logging_steps": 1,
        "save_strategy": "no",
        "eval_strategy": "no",
        "report_to": [],
        "disable_tqdm": True,
        "dataloader_num_workers": 0,
    }


def run_result(
    trainer: Any,
    tokenizer: Any,
    clock: StepClock,
    losses: list[float],
    counter: TokenCounter,
    wall_seconds: float,
    settings: dict[str, Any],
) -> dict[str, Any]:
    """What a system's ``run`` hands back to the bench worker after ``trainer.train()``."""
    return {
        **process_clock(),
        "model": trainer.model,
        "pad_id": tokenizer.pad_token_id,
        "steps": len(clock.seconds),
        "step_seconds": clock.total,
        "first_step_seconds": clock.seconds[0] if clock.seconds else None,
        "wall_seconds": wall_seconds,
        "losses": losses,
        "positions": counter.positions,
        "tokens": counter.real,
        "trained_tokens": counter.loss,
        "settings": settings,
    }


class TokenCounter:
    """Wraps a data collator; counts positions (with padding), real tokens and loss tokens."""

    def __init__(self, collator: Any):
        self.collator = collator
        self.positions = self.real = self.loss = self.batches = 0

    def __call__(self, features: list[dict]) -> dict:
        batch = self.collator(features)
        ids = batch["input_ids"]
        self.positions += ids.numel()
        if "attention_mask" in batch and batch["attention_mask"] is not None:
            self.real += int(batch["attention_mask"].sum())
        else:  # padding-free: one flattened row, every position is a real token
            self.real += ids.numel()
        labels = batch["labels"]
        # Loss tokens after the shift. In a flattened padding-free row, the first token of every
        # sample is already -100 in TRL's collator, so this counts the same tokens as per-sample.
        self.loss += int((labels[:, 1:] != IGNORE_INDEX).sum())
        self.batches += 1
        return batch


def step_clock_callback(clock: StepClock, losses: list[float]) -> Any:
    from transformers import TrainerCallback

    class _Clock(TrainerCallback):
        def on_train_begin(self, args, state, control, **kw):
            clock.restart()

        def on_step_end(self, args, state, control, **kw):
            clock.tick()

        def on_log(self, args, state, control, logs=None, **kw):
            if logs and "loss" in logs:
                losses.append(float(logs["loss"]))

    return _Clock()
