"""evaluate_run on a real run folder: loss/perplexity of base and tuned, task scores, samples."""

from __future__ import annotations

import json
import math
import shutil

import pytest

from quilltune.errors import InputError
from quilltune.evaluate.config import EvalConfig


@pytest.fixture(scope="module")
def evaluated(tiny_run_dir):
    from quilltune.evaluate.api import evaluate_run

    return evaluate_run(tiny_run_dir, progress=False)


def test_eval_json_written_and_matches_result(tiny_run_dir, evaluated):
    on_disk = json.loads((tiny_run_dir / "eval.json").read_text())
    assert on_disk["loss"] == evaluated["loss"]
    assert on_disk["split"] == "validation" and on_disk["schema_version"] == 1


def test_loss_counts_every_validation_loss_token_and_tuned_beats_random_base(tiny_run_dir, evaluated):
    import pyarrow.parquet as pq

    manifest = json.loads((tiny_run_dir.parent / "data" / "manifest.json").read_text())
    rows = pq.read_table(
        tiny_run_dir.parent / "data" / "tokens" / "validation" / "shard-00000.parquet"
    ).to_pylist()
    expected_tokens = sum(r["num_loss_tokens"] for r in rows)
    assert expected_tokens == manifest["splits"]["validation"]["loss_tokens"]
    for which in ("base", "tuned"):
        entry = evaluated["loss"][which]
        assert entry["tokens"] == expected_tokens
        assert entry["samples"] == manifest["splits"]["validation"]["samples"]
        assert math.isclose(entry["perplexity"], math.exp(entry["loss"]), rel_tol=1e-9)
    # The base is a random 2-layer model: its loss sits near ln(vocab); the adapter was trained on
    # the same kind of text, so it must be lower.
    assert abs(evaluated["loss"]["base"]["loss"] - math.log(49152)) < 1.0
    assert evaluated["loss"]["tuned"]["loss"] < evaluated["loss"]["base"]["loss"]


def test_generation_scores_cover_every_task_with_the_right_metrics(evaluated):
    tasks = evaluated["generation"]["tasks"]
    assert set(tasks) == {
        "summarize_section",
        "continue_clause",
        "section_provides",
        "list_parties",
        "define_term",
    }
    assert set(tasks["list_parties"]["metrics"]) == {"exact_match", "f1"}
    assert set(tasks["define_term"]["metrics"]) == {"exact_match", "f1"}
    assert set(tasks["summarize_section"]["metrics"]) == {"rougeL"}
    assert set(tasks["section_provides"]["metrics"]) == {"answer_f1", "rougeL"}
    assert sum(t["n"] for t in tasks.values()) == evaluated["generation"]["pairs"] == 8
    for t in tasks.values():
        for v in t["metrics"].values():
            assert 0.0 <= v["base"] <= 1.0 and 0.0 <= v["tuned"] <= 1.0


def test_samples_side_by_side(evaluated):
    samples = evaluated["samples"]
    assert len(samples) == 3  # eval.num_generations in the run's config.yaml
    for s in samples:
        assert s["reference"] and isinstance(s["base"], str) and isinstance(s["tuned"], str)
    # Random base and tuned adapter decode differently at least once.
    assert any(s["base"] != s["tuned"] for s in samples)


def test_packed_loss_equals_per_sample_hf_loss(tiny_run_dir):
    """Splitting packed rows at position_ids restarts gives the same loss as scoring samples one by one."""
    import torch

    from quilltune.evaluate.heldout_loss import iter_samples, split_loss
    from quilltune.evaluate.models import load_models
    from quilltune.evaluate.run_folder import open_run

    run = open_run(tiny_run_dir)
    model = load_models(run).tuned
    batched = split_loss(model, run.data_dir, "validation", batch_size=8)
    single = split_loss(model, run.data_dir, "validation", batch_size=1)
    assert math.isclose(batched["loss"], single["loss"], rel_tol=1e-4)
    nll, n = 0.0, 0
    with torch.inference_mode():
        for ids, labels in iter_samples(run.data_dir, "validation"):
            out = model(input_ids=torch.tensor([ids]), labels=torch.tensor([labels]))
            k = sum(1 for x in labels[1:] if x != -100)
            nll += float(out.loss) * k
            n += k
    assert math.isclose(batched["loss"], nll / n, rel_tol=1e-4)


def test_bare_adapter_folder_with_data_option(tiny_run_dir, tmp_path):
    from quilltune.evaluate.api import evaluate_run

    adapter = tmp_path / "adapter"
    shutil.copytree(tiny_run_dir / "adapter", adapter)
    cfg = EvalConfig(max_pairs=2, num_generations=1, max_new_tokens=4, max_batches=1)
    result = evaluate_run(adapter, data_dir=tiny_run_dir.parent / "data", cfg=cfg, progress=False)
    assert result["generation"]["pairs"] == 2 and result["loss"]["tuned"]["samples"] <= cfg.batch_size
    assert (adapter / "eval.json").is_file()


def test_not_a_run_folder_is_a_user_error(tmp_path):
    from quilltune.evaluate.run_folder import open_run

    with pytest.raises(InputError, match="neither a finished run folder nor a PEFT adapter"):
        open_run(tmp_path)
    with pytest.raises(InputError, match="is not a folder"):
        open_run(tmp_path / "missing")


def test_token_only_data_scores_loss_and_skips_generation(tiny_run_dir, tmp_path):
    from quilltune.evaluate.api import evaluate_run

    data = tmp_path / "data"
    shutil.copytree(tiny_run_dir.parent / "data" / "tokens", data / "tokens")
    cfg = EvalConfig(max_batches=1, max_pairs=4)
    result = evaluate_run(tiny_run_dir, data_dir=data, cfg=cfg, progress=False, write=False)
    assert result["loss"]["tuned"]["tokens"] > 0
    assert result["generation"]["pairs"] == 0 and "no held-out pairs" in result["generation"]["note"]


def test_merged_generation_gives_the_unmerged_tokens_and_leaves_the_base_exact(tiny_run_dir):
    import torch

    from quilltune.evaluate.generation import generate_ids
    from quilltune.evaluate.models import load_models
    from quilltune.evaluate.run_folder import open_run

    models = load_models(open_run(tiny_run_dir), dtype="fp32")
    prompts = [[1, 5, 9, 13, 2], [4, 8, 15, 16, 23, 42]]
    with models.use("base") as m:
        base_before = {k: v.clone() for k, v in m.state_dict().items()}
        base_tokens = generate_ids(m, models.tokenizer, prompts, 6, 2)
    with models.use("tuned") as m:
        plain = generate_ids(m, models.tokenizer, prompts, 6, 2)
    with models.use("tuned", generating=True) as m:
        assert all(getattr(mod, "merged", True) for mod in m.modules() if hasattr(mod, "lora_A"))
        merged = generate_ids(m, models.tokenizer, prompts, 6, 2)
    assert merged == plain
    with models.use("base") as m:
        after = m.state_dict()
        assert all(torch.allclose(after[k], v, atol=1e-6) for k, v in base_before.items())
        assert generate_ids(m, models.tokenizer, prompts, 6, 2) == base_tokens
