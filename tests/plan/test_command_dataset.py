"""``quilltune plan`` on the command line, dataset token counts, and the probe's arithmetic."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from quilltune.cli import app
from quilltune.config import load_config
from quilltune.errors import ConfigError
from quilltune.plan.api import make_plan
from quilltune.plan.dataset import from_bytes, measure_bytes_per_token, parse_bytes
from quilltune.plan.probe import reproject, summarise

runner = CliRunner()


def _json(args: list[str]) -> dict:
    res = runner.invoke(app, ["plan", *args, "--json"])
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def test_cli_json_flags_override_config():
    out = _json(
        [
            "llama2-70b-qlora-2x8xh100-zero3",
            "--dataset-bytes",
            "1TB",
            "--throughput",
            "1e6",
            "--gpus",
            "8",
            "--nodes",
            "4",
            "--micro-batch",
            "2",
        ]
    )
    assert out["tokens"] == pytest.approx(250e9)  # 1e12 B / 4.0 B per token
    assert out["setup"]["devices"] == 32 and out["setup"]["micro_batch"] == 2
    # 1e6 tok/s x 3.08e11 FLOPs/token = 3.08e17 FLOP/s > 32 x 989e12 = 3.16e16 FLOP/s peak.
    assert any(w["code"] == "THROUGHPUT_ABOVE_CEILING" for w in out["warnings"])


def test_cli_model_preset_and_strategy_flags():
    out = _json(
        [
            "--model",
            "llama-3.1-8b",
            "--method",
            "lora",
            "--gpu",
            "a100-sxm-80gb",
            "--gpus",
            "4",
            "--strategy",
            "zero2",
            "--dataset-bytes",
            "400MB",
            "--seq-len",
            "2048",
            "--budget",
            "$1,000",
        ]
    )
    assert out["model"]["params"] == 8_030_261_248 and out["setup"]["strategy"] == "zero2"
    assert out["providers"] and out["price_per_gpu_hour"] == min(
        p["breakdown"]["price_per_gpu_hour"] for p in out["providers"]
    )
    assert "options" in out  # --budget turns the optimiser on


def test_cli_human_output_and_errors():
    res = runner.invoke(app, ["plan", "llama2-70b-qlora-2x8xh100-zero3"], env={"COLUMNS": "200"})
    assert res.exit_code == 0
    assert "memory per device" in res.output and "DEADLINE_TOO_SHORT" in res.output
    res = runner.invoke(app, ["plan", "--help"])
    assert res.exit_code == 0 and "--dataset-bytes" in res.output
    with pytest.raises(ConfigError):
        from quilltune.plan.command import parse_hours

        parse_hours("soon")


def test_cpu_plan_uses_the_embedded_model_and_max_steps():
    # No prepared data: the plan assumes full rows, max_steps x micro x accum x seq_len tokens
    # (the demo preset: 30 x 4 x 1 x 512 = 61,440).
    cfg = load_config("smollm2-cpu-demo")
    plan = make_plan(cfg).to_dict()
    t = cfg.train
    assert plan["tokens"] == t.max_steps * t.micro_batch_size * t.grad_accum * cfg.data.seq_len == 61_440
    assert plan["setup"]["device"] == "cpu" and plan["memory"]["unit"] == "process (RSS)"
    assert plan["providers"] == [] and plan["price_per_gpu_hour"] is None
    assert plan["model"]["params"] == 134_515_008


def test_parse_bytes_and_manifest(tmp_path):
    assert parse_bytes("500GB") == 500e9 and parse_bytes("1.5 TiB") == 1.5 * 2**40 and parse_bytes(10) == 10
    with pytest.raises(ConfigError):
        parse_bytes("lots")
    (tmp_path / "manifest.json").write_text(
        json.dumps(
            {
                "schema_version": 1,
                "seq_len": 512,
                "bytes_per_token": 3.7,
                "splits": {
                    "train": {"rows": 100, "tokens": 40_960},
                    "validation": {"rows": 5, "tokens": 2000},
                },
            }
        )
    )
    cfg = load_config("smollm2-cpu-demo", ["train.max_steps=null", "train.epochs=2"])
    plan = make_plan(cfg, data_dir=tmp_path).to_dict()
    # 40,960 train tokens x 2 epochs; rows filled 40,960 / (100 x 512) = 80 %.
    assert plan["tokens"] == 81_920
    assert plan["dataset"]["mean_row_fill"] == pytest.approx(0.8)
    assert plan["dataset"]["bytes_per_token"] == 3.7
    # An explicit plan.epochs, even 1, overrides train.epochs (unset, train.epochs decides).
    once = load_config("smollm2-cpu-demo", ["train.max_steps=null", "train.epochs=2", "plan.epochs=1"])
    assert make_plan(once, data_dir=tmp_path).to_dict()["tokens"] == 40_960


def test_bytes_per_token_measured_on_users_text(embedded_model_dir, legal_public):
    prose = from_bytes(
        "1GB",
        bytes_per_token=None,
        model_dir=embedded_model_dir,
        inputs=[str(legal_public / "Mutual-NDA"), str(legal_public / "balanced-employee-ip-agreement")],
    )
    assert "measured" in prose.bytes_per_token_source
    # English legal prose (Markdown) with a ~49k BPE vocabulary: 3.5-5.5 bytes per token.
    assert 3.5 < prose.bytes_per_token < 5.5
    assert prose.tokens == pytest.approx(1e9 / prose.bytes_per_token)
    # Legislation XML: raw bytes include the tags, tokens count the stripped text -> more bytes/token.
    xml = from_bytes(
        "1GB", bytes_per_token=None, model_dir=embedded_model_dir, inputs=[str(legal_public / "canada-laws")]
    )
    assert xml.bytes_per_token > prose.bytes_per_token
    text = "The Licensee shall indemnify the Licensor. " * 50
    assert measure_bytes_per_token(embedded_model_dir / "tokenizer.json", text) > 3


def test_probe_summary_and_reprojection():
    # Steps 2-4 at 100, 110, 90 tok/s (step 1 is warm-up): mean seconds/token = (1/100+1/110+1/90)/3.
    rows = [{"step": i + 1, "tokens_per_second": t, "mfu": 0.1} for i, t in enumerate([20, 100, 110, 90])]
    s = summarise(rows, {"peak_rss_mb": 2048})
    spt = (1 / 100 + 1 / 110 + 1 / 90) / 3
    assert s["tokens_per_second"] == pytest.approx(1 / spt)
    assert s["steps_measured"] == 3 and s["peak_memory_gib"] == 2.0
    assert 0.05 <= s["uncertainty"] < 0.3
    plan = {
        "tokens": 3.6e6,
        "tokens_per_second": 80.0,
        "memory_per_gpu_gib": 2.2,
        "price_per_gpu_hour": None,
        "setup": {"devices": 1},
    }
    r = reproject(plan, s)
    assert r["hours"] == pytest.approx(3.6e6 / s["tokens_per_second"] / 3600)
    assert r["hours_low"] < r["hours"] < r["hours_high"]
    assert r["memory_error"] == pytest.approx(0.1)


def test_probe_first_step_cost_is_paid_once_in_the_job_time():
    # 200 tokens a step; step 1 takes 10 s (20 tok/s), the others 2 s (100 tok/s): 8 s of warm-up.
    rows = [
        {"step": i + 1, "tokens": 200 * (i + 1), "tokens_per_second": t} for i, t in enumerate([20, 100, 100])
    ]
    s = summarise(rows, {"peak_rss_mb": 1024})
    assert s["tokens_per_second"] == pytest.approx(100) and s["warmup_seconds"] == pytest.approx(8)
    plan = {"tokens": 3000, "tokens_per_second": 90.0, "memory_per_gpu_gib": 1.0, "setup": {"devices": 1}}
    r = reproject(plan, s)
    # 3,000 tokens at 100 tok/s plus the warm-up once: 38 s, an average of 78.9 tok/s over the job.
    assert r["hours"] * 3600 == pytest.approx(38)
    assert r["run_tokens_per_second"] == pytest.approx(3000 / 38)
    assert r["hours_low"] * 3600 > 8
