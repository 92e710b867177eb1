"""Real 2-rank runs on gloo (CPU) through ``launch`` → torchrun → ``quilltune.train.worker`` → the loop.

One run per strategy is in the default suite (FSDP2 + QLoRA, ZeRO-3 + LoRA, ~40-60 s each); the
other method of each strategy and the resume checks are ``slow``. Each run: tiny random Llama,
sequence 64, world 2 x micro-batch 2 x accumulation 2, 4 optimizer steps, checkpoints at 2 and 4.
"""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pytest
from train_helpers import read_metrics, tiny_cfg

from quilltune.train.launch import launch

STEPS = 4


def _cfg(model_dir: Path, strategy: str, method: str, *extra: str):
    return tiny_cfg(
        model_dir,
        f"train.strategy={strategy}",
        "train.nproc_per_node=2",
        f"train.method={method}",
        "train.micro_batch_size=2",
        "train.grad_accum=2",
        f"train.max_steps={STEPS}",
        "train.save_every=2",
        "train.eval_every=2",
        "train.keep_last=3",
        "train.optim.lr=1e-2",
        "train.optim.warmup_steps=0",
        *extra,
    )


def _run(
    model_dir: Path, data: Path, out: Path, strategy: str, method: str, *extra: str, **launch_args
) -> dict:
    cfg = _cfg(model_dir, strategy, method, *extra)
    summary = launch(cfg, out, {"data_dir": str(data), "progress": False, **launch_args})
    print(
        f"{strategy}/{method}: {summary['tokens_per_second']} tok/s on 2 ranks, "
        f"peak RSS per rank {summary['peak_rss_mb_per_rank']} MB, {summary['wall_seconds']} s"
    )
    return summary


def _single_step_one(model_dir: Path, data: Path, out: Path, method: str) -> dict:
    """Step 1 of a single-process run with the same global batch (micro 2 x accum 4 = 2 ranks x 2 x 2)."""
    from quilltune.train.api import train

    cfg = tiny_cfg(
        model_dir,
        f"train.method={method}",
        "train.micro_batch_size=2",
        "train.grad_accum=4",
        "train.max_steps=1",
        "train.optim.lr=1e-2",
        "train.optim.warmup_steps=0",
    )
    train(cfg, out, data_dir=data, progress=False)
    return read_metrics(out)[0][0]


def _adapter_tensors(folder: Path) -> dict:
    from safetensors.torch import load_file

    return load_file(folder / "adapter_model.safetensors")


def _consolidated_shards(checkpoint: Path, strategy: str) -> dict:
    """The trainable weights stitched together from every rank's own checkpoint file."""
    import torch

    if strategy == "fsdp2":
        from torch.distributed.checkpoint.format_utils import dcp_to_torch_save

        target = checkpoint.parent / f"{checkpoint.name}-consolidated.pt"
        dcp_to_torch_save(checkpoint / "distributed", target)
        return torch.load(target, weights_only=False)["model"]
    from deepspeed.utils.zero_to_fp32 import get_fp32_state_dict_from_zero_checkpoint

    return get_fp32_state_dict_from_zero_checkpoint(
        str(checkpoint / "distributed"), tag="state", exclude_frozen_parameters=True
    )


def _check_run(
    run: Path, summary: dict, model_dir: Path, data: Path, tmp: Path, strategy: str, method: str
) -> None:
    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM

    steps, evals = read_metrics(run)
    assert summary["status"] == "completed" and summary["world_size"] == 2 and summary["steps"] == STEPS
    assert [r["step"] for r in steps] == list(range(1, STEPS + 1)) and len(evals) == 2
    # LoRA / full: each rank built the model on meta (FSDP2) or partitioned (ZeRO-3) and read only
    # its shard of the base weights; QLoRA still loads the whole model first.
    assert summary["sharded_loading"] is (method != "qlora")
    assert all(r["slowest_rank"] in (0, 1) and r["slowest_over_median"] >= 1.0 for r in steps)
    assert not [k for r in steps for k in r if k.startswith("gpu_")]  # CPU: absent, not zero
    losses = [r["loss"] for r in steps]
    assert all(math.isfinite(x) for x in losses) and losses[-1] < losses[0], losses

    # Sharded: each rank holds about half of every tensor (FSDP pads dim 0, ZeRO pads the flat partition).
    total, held = summary["parameter_elements"], summary["parameter_elements_per_rank"]
    assert len(held) == 2 and all(0.45 * total <= h <= 0.56 * total for h in held), (held, total)

    # The final adapter loads with PEFT and equals both ranks' shards of the last checkpoint, stitched.
    base = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    tuned = PeftModel.from_pretrained(base, run / "adapter")
    assert any("lora_A" in n for n, _ in tuned.named_parameters())
    adapter = _adapter_tensors(run / "adapter")
    last = run / "checkpoints" / f"step-{STEPS:08d}"
    assert (last / "COMPLETE").is_file()
    shards = {k.replace(".default", ""): v for k, v in _consolidated_shards(last, strategy).items()}
    assert len(adapter) == len(shards) > 0
    for key, value in adapter.items():
        stitched = shards[key]
        assert torch.allclose(value.float(), stitched.float(), atol=1e-6), key

    # Step 1 on 2 ranks equals step 1 of one process with the same global batch.
    ref = _single_step_one(model_dir, data, tmp / f"single-{method}", method)
    assert steps[0]["loss_tokens"] == ref["loss_tokens"]
    assert steps[0]["loss"] == pytest.approx(ref["loss"], rel=1e-4)
    assert steps[0]["grad_norm"] == pytest.approx(ref["grad_norm"], rel=2e-2)


def _check_resume(
    run: Path,
    model_dir: Path,
    data: Path,
    tmp: Path,
    strategy: str,
    method: str,
    *extra: str,
    rel: float = 1e-5,
) -> dict:
    """Cut the run back to its step-2 checkpoint and resume it (on 2 ranks, or with the layout
    ``extra`` sets): steps 3-4 repeat the original. ``metrics.jsonl`` is left as the finished run
    wrote it (steps 1-4): the run cuts it back to the checkpoint itself, so each step is logged once."""
    reference, _ = read_metrics(run)
    cut = tmp / f"cut-{strategy}"
    shutil.copytree(run, cut)
    shutil.rmtree(cut / "checkpoints" / f"step-{STEPS:08d}")
    shutil.rmtree(cut / "adapter")
    summary = _run(model_dir, data, cut, strategy, method, *extra, resume="auto")
    resumed, _ = read_metrics(cut)
    assert summary["resumed_from"].endswith("step-00000002") and summary["steps"] == STEPS
    assert [r["step"] for r in resumed] == list(range(1, STEPS + 1))
    assert [r["tokens"] for r in resumed] == [r["tokens"] for r in reference]
    assert [r["loss_tokens"] for r in resumed] == [r["loss_tokens"] for r in reference]
    for a, b in zip(resumed[2:], reference[2:], strict=True):
        assert a["loss"] == pytest.approx(b["loss"], rel=rel)
        assert a["lr"] == pytest.approx(b["lr"], rel=1e-9)
    return summary


@pytest.fixture(scope="module")
def fsdp2_qlora(tiny_llama_dir, tiny_data, tmp_path_factory):
    out = tmp_path_factory.mktemp("fsdp2-qlora") / "run"
    return out, _run(tiny_llama_dir, tiny_data, out, "fsdp2", "qlora")


@pytest.fixture(scope="module")
def zero3_lora(tiny_llama_dir, tiny_data, tmp_path_factory):
    out = tmp_path_factory.mktemp("zero3-lora") / "run"
    return out, _run(tiny_llama_dir, tiny_data, out, "zero3", "lora")


def test_fsdp2_qlora_on_two_ranks(fsdp2_qlora, tiny_llama_dir, tiny_data, tmp_path):
    run, summary = fsdp2_qlora
    _check_run(run, summary, tiny_llama_dir, tiny_data, tmp_path, "fsdp2", "qlora")


def test_zero3_lora_on_two_ranks(zero3_lora, tiny_llama_dir, tiny_data, tmp_path):
    run, summary = zero3_lora
    _check_run(run, summary, tiny_llama_dir, tiny_data, tmp_path, "zero3", "lora")


def _untied_copy(model_dir: Path, out: Path) -> Path:
    """The tiny Llama with its own LM head (as 1B+ Llamas have): FSDP2 shards the embedding and the
    head as units of their own, and sharded loading reads ``lm_head.weight`` from the file."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32, tie_word_embeddings=False)
    with torch.no_grad():
        model.lm_head.weight.copy_(torch.randn_like(model.lm_head.weight) * 0.02)
    assert model.lm_head.weight is not model.model.embed_tokens.weight
    model.save_pretrained(out)
    AutoTokenizer.from_pretrained(model_dir).save_pretrained(out)
    return out


def test_fsdp2_lora_loads_each_ranks_shard_on_two_ranks(tiny_llama_dir, tiny_data, tmp_path):
    """The base model built on meta, sharded, then each rank's rows read from the safetensors file:
    step 1 equals one process's (so the weights are the file's), the adapter and checkpoints as before."""
    import torch

    torch.manual_seed(1)
    model_dir = _untied_copy(tiny_llama_dir, tmp_path / "untied")
    run = tmp_path / "run"
    summary = _run(model_dir, tiny_data, run, "fsdp2", "lora")
    _check_run(run, summary, model_dir, tiny_data, tmp_path, "fsdp2", "lora")


@pytest.mark.slow
@pytest.mark.parametrize(("strategy", "method"), [("zero3", "qlora")])
def test_other_methods_on_two_ranks(strategy, method, tiny_llama_dir, tiny_data, tmp_path):
    run = tmp_path / "run"
    summary = _run(tiny_llama_dir, tiny_data, run, strategy, method)
    _check_run(run, summary, tiny_llama_dir, tiny_data, tmp_path, strategy, method)


@pytest.mark.slow
def test_fsdp2_resume_on_two_ranks(fsdp2_qlora, tiny_llama_dir, tiny_data, tmp_path):
    _check_resume(fsdp2_qlora[0], tiny_llama_dir, tiny_data, tmp_path, "fsdp2", "qlora")


@pytest.mark.slow
def test_zero3_resume_on_two_ranks(zero3_lora, tiny_llama_dir, tiny_data, tmp_path):
    _check_resume(zero3_lora[0], tiny_llama_dir, tiny_data, tmp_path, "zero3", "lora")


@pytest.mark.slow  # 4 ranks oversubscribe 2 cores; the 2-rank kill-and-resume test below stays in the default suite
def test_fsdp2_resumes_on_four_ranks_what_two_ranks_checkpointed(
    fsdp2_qlora, tiny_llama_dir, tiny_data, tmp_path
):
    """Same 8 rows per step (4 ranks x micro 1 x accumulation 2): the DCP checkpoint reshards from
    2 to 4 ranks and the data position continues with the same rows, so steps 3-4 repeat the
    2-rank run's losses (to float reduction order)."""
    summary = _check_resume(
        fsdp2_qlora[0],
        tiny_llama_dir,
        tiny_data,
        tmp_path,
        "fsdp2",
        "qlora",
        "train.nproc_per_node=4",
        "train.micro_batch_size=1",
        rel=2e-3,
    )
    assert summary["world_size"] == 4 and len(summary["parameter_elements_per_rank"]) == 4


def _config_file(tmp: Path, cfg) -> Path:
    import yaml

    config = tmp / "run.yaml"
    config.write_text(yaml.safe_dump(cfg.model_dump(mode="json")))
    return config


def _cli(config: Path, run: Path, data: Path, *extra: str) -> list[str]:
    import sys

    return [
        sys.executable,
        "-c",
        "from quilltune.cli import main; main()",
        "train",
        str(config),
        *extra,
        "--out",
        str(run),
        "--data",
        str(data),
        "--no-progress",
    ]


def _wait_for_step(metrics: Path, step: int, proc, timeout: float = 300) -> None:
    import time

    deadline = time.time() + timeout
    while time.time() < deadline and proc.poll() is None:
        if metrics.is_file() and any(
            f'"step": {step},' in line and '"kind"' not in line for line in metrics.read_text().splitlines()
        ):
            return
        time.sleep(0.05)
    raise AssertionError(f"step {step} was not logged (launcher exit code {proc.poll()})")


def test_fsdp2_killed_after_its_last_checkpoint_resumes_with_one_row_per_step(
    fsdp2_qlora, tiny_llama_dir, tiny_data, tmp_path
):
    """SIGKILL to the whole job (launcher, torchrun, every rank) once step 3 is logged: the newest
    checkpoint is step 2, so the resumed run repeats step 3. ``metrics.jsonl`` then holds steps
    1-4 once each, with the losses of the uninterrupted run (the module's 2-rank FSDP2 run)."""
    import signal
    import subprocess

    import psutil

    reference, _ = read_metrics(fsdp2_qlora[0])
    run = tmp_path / "run"
    config = _config_file(tmp_path, _cfg(tiny_llama_dir, "fsdp2", "qlora"))
    proc = subprocess.Popen(_cli(config, run, tiny_data), start_new_session=True)
    try:
        _wait_for_step(run / "metrics.jsonl", 3, proc)
    finally:
        # The launcher starts torchrun in a session of its own: kill every descendant, not a group.
        job = [psutil.Process(proc.pid), *psutil.Process(proc.pid).children(recursive=True)]
        for p in job:
            p.send_signal(signal.SIGKILL)
        psutil.wait_procs(job, timeout=60)
    killed, _ = read_metrics(run)
    assert [r["step"] for r in killed][:3] == [1, 2, 3]
    assert not (run / "checkpoints" / f"step-{STEPS:08d}" / "COMPLETE").exists()

    summary = _run(
        tiny_llama_dir, tiny_data, run, "fsdp2", "qlora", resume="auto"
    )  # takes over the dead lock
    steps, evals = read_metrics(run)
    assert summary["status"] == "completed" and summary["resumed_from"].endswith("step-00000002")
    assert [r["step"] for r in steps] == list(range(1, STEPS + 1))
    assert [e["step"] for e in evals] == [2, 4]
    assert [r["loss"] for r in steps] == pytest.approx([r["loss"] for r in reference], rel=1e-5)


@pytest.mark.slow
def test_sigterm_to_the_launcher_checkpoints_every_rank_and_exits_3(tiny_llama_dir, tiny_data, tmp_path):
    """Through the real CLI: ``quilltune train --strategy fsdp2`` stopped by SIGTERM mid-run."""
    import signal
    import subprocess
    import time

    config = _config_file(tmp_path, _cfg(tiny_llama_dir, "fsdp2", "lora"))
    run = tmp_path / "run"
    proc = subprocess.Popen(_cli(config, run, tiny_data, "train.max_steps=500", "train.save_every=1000"))
    metrics = run / "metrics.jsonl"
    deadline = time.time() + 300
    while time.time() < deadline and not (metrics.is_file() and metrics.read_text().count('"step"') >= 2):
        time.sleep(0.5)
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=300) == 3
    summary = json.loads((run / "summary.json").read_text())
    assert summary["status"] == "preempted" and 2 <= summary["steps"] < 500
    newest = run / "checkpoints" / f"step-{summary['steps']:08d}"
    assert (newest / "COMPLETE").is_file()
    assert (newest / "rng-rank0.pt").is_file() and (newest / "rng-rank1.pt").is_file()
    assert not (run / ".lock").exists()  # the launcher released the run folder


@pytest.mark.slow
def test_deepspeed_launcher_runs_the_same_job(zero3_lora, tiny_llama_dir, tiny_data, tmp_path):
    reference, _ = read_metrics(zero3_lora[0])
    summary = _run(tiny_llama_dir, tiny_data, tmp_path / "run", "zero3", "lora", launcher="deepspeed")
    steps, _ = read_metrics(tmp_path / "run")
    assert summary["status"] == "completed" and summary["world_size"] == 2
    assert [r["loss"] for r in steps] == pytest.approx([r["loss"] for r in reference], rel=1e-6)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("strategy", "method", "one_node_run"),
    [("fsdp2", "qlora", "fsdp2_qlora"), ("zero3", "lora", "zero3_lora")],
)
def test_two_nodes_of_one_machine_repeat_the_one_node_losses(
    strategy, method, one_node_run, request, tiny_llama_dir, tiny_data, tmp_path
):
    """``quilltune train --nnodes 2 --node-rank 0|1 --master-addr 127.0.0.1`` as two processes (one
    rank each), for FSDP2 and ZeRO-3: the same world of 2 as the module's one-node run of that
    strategy, so the same losses step by step."""
    import subprocess

    from quilltune.train.launch import free_local_port

    reference, _ = read_metrics(request.getfixturevalue(one_node_run)[0])
    config = _config_file(tmp_path, _cfg(tiny_llama_dir, strategy, method))
    run = tmp_path / "run"
    port = free_local_port(29611)
    nodes = [
        subprocess.Popen(
            _cli(
                config,
                run,
                tiny_data,
                "--nproc-per-node",
                "1",
                "--nnodes",
                "2",
                "--node-rank",
                str(r),
                "--master-addr",
                "127.0.0.1",
                "--master-port",
                str(port),
            ),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for r in (0, 1)
    ]
    outputs = [p.communicate(timeout=600)[0] for p in nodes]
    assert [p.returncode for p in nodes] == [0, 0], outputs[0][-3000:] + outputs[1][-3000:]
    summary = json.loads((run / "summary.json").read_text())
    steps, evals = read_metrics(run)
    assert summary["status"] == "completed" and summary["world_size"] == 2
    assert [r["step"] for r in steps] == list(range(1, STEPS + 1)) and [e["step"] for e in evals] == [2, 4]
    assert [r["loss"] for r in steps] == pytest.approx([r["loss"] for r in reference], rel=1e-5)
    assert len(summary["peak_rss_mb_per_rank"]) == 2
