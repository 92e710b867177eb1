"""The bench's data slice and bookkeeping: same samples for every system, fair order, honest ratios."""

from __future__ import annotations

import json

import pytest

from quilltune.bench.bench_data import hf_micro_batch, loss_tokens_of, make_bench_data
from quilltune.bench.runner import aggregate, orders, ratios
from quilltune.data_folder import read_rows, unpack_row
from quilltune.errors import InputError


def test_unpacking_a_packed_row_gives_back_its_samples():
    samples = [([1, 2, 3, 4], [-100, -100, 3, 4]), ([5, 6, 7], [-100, 6, 7]), ([8, 9], [-100, 9])]
    row = {
        "input_ids": [t for ids, _ in samples for t in ids],
        "labels": [x for _, lab in samples for x in lab],
        "position_ids": [i for ids, _ in samples for i in range(len(ids))],
        "num_samples": 3,
    }
    back = unpack_row(row)
    assert [s["input_ids"] for s in back] == [s[0] for s in samples]
    assert [s["labels"] for s in back] == [s[1] for s in samples]
    # Loss tokens are the same whether counted packed (after the shift) or per sample.
    assert sum(loss_tokens_of(s["labels"]) for s in back) == sum(1 for x in row["labels"][1:] if x != -100)


def test_bench_slice_has_exactly_the_rows_of_the_job(tmp_path, tiny_prepared):
    data = make_bench_data(tiny_prepared, tmp_path / "slice", rows_needed=6, val_rows=2)
    assert data.rows == 6 and data.val_rows == 2
    assert read_rows(data.folder, "train") == read_rows(tiny_prepared, "train", 6)
    manifest = json.loads((data.folder / "manifest.json").read_text())
    assert manifest["splits"]["train"]["rows"] == 6 and manifest["schema_version"] == 1
    samples = [json.loads(line) for line in data.samples_path.read_text().splitlines()]
    assert len(samples) == data.samples
    assert sum(len(s["input_ids"]) for s in samples) == data.tokens
    with pytest.raises(InputError, match="fewer --steps"):
        make_bench_data(tiny_prepared, tmp_path / "too-many", rows_needed=10**6, val_rows=2)


def test_bench_slice_keeps_its_sources_tokenizer_record_when_the_tokenizer_folder_is_gone(
    tmp_path, tiny_prepared
):
    # A folder prepared on another machine (the GPU box's carried data) names a tokenizer folder that is
    # not here; the slice's tokens are the source's, so its fingerprint must be the source's too.
    import shutil

    source = tmp_path / "source"
    shutil.copytree(tiny_prepared, source)
    manifest = json.loads((source / "manifest.json").read_text())
    manifest["tokenizer"]["path"] = str(tmp_path / "removed-model")
    (source / "manifest.json").write_text(json.dumps(manifest))
    data = make_bench_data(source, tmp_path / "slice", rows_needed=2, val_rows=1)
    sliced = json.loads((data.folder / "manifest.json").read_text())
    assert sliced["tokenizer"] == manifest["tokenizer"]


def test_order_rotates_so_no_system_always_runs_first():
    runs = orders(["quilltune", "trl", "hf"], 3)
    assert [r[0] for r in runs] == ["quilltune", "trl", "hf"]
    assert all(sorted(r) == ["hf", "quilltune", "trl"] for r in runs)


def test_same_samples_per_step_for_the_unpacked_recipe():
    assert hf_micro_batch(samples=50, steps=4, grad_accum=1) == 13
    assert hf_micro_batch(samples=3, steps=4, grad_accum=2) == 1


def test_aggregate_takes_medians_and_ratios_compare_with_quilltune():
    runs = [
        {
            "system": "quilltune",
            "trained_tokens_per_second": v,
            "val_loss": 2.0,
            "wall_seconds": 10.0,
            "peak_memory_mb": 100.0,
        }
        for v in (90.0, 100.0, 300.0)
    ] + [
        {
            "system": "trl",
            "trained_tokens_per_second": 50.0,
            "val_loss": 2.02,
            "wall_seconds": 20.0,
            "peak_memory_mb": 200.0,
        },
        {"system": "hf", "error": "boom"},
    ]
    agg = aggregate(runs)
    assert agg["quilltune"]["trained_tokens_per_second"] == 100.0 and agg["quilltune"]["repeats"] == 3
    assert agg["hf"] == {"error": "boom"}
    r = ratios(agg)
    assert set(r) == {"quilltune_vs_trl"}
    assert r["quilltune_vs_trl"]["trained_tokens_per_second"] == pytest.approx(2.0)
    assert r["quilltune_vs_trl"]["val_loss_relative_difference"] == pytest.approx(2.0 / 2.02 - 1)
