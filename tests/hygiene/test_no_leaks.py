"""Secrets and PII hygiene (issue #8 §4), through the real CLI: prepare → train → evaluate → report.

Fake tokens are planted in the environment and the shipped sample corpus (a subset, for speed) carries
planted fake PII (``quilltune.samples.planted_pii_path()``). Afterwards every file of the data and run
folders, and everything the commands printed, is searched for each secret and each planted value:
raw bytes, decoded Parquet columns, and the token shards decoded back to text with the tokenizer.
"""

from __future__ import annotations

import json
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from childenv import offline_env

QUILLTUNE = Path(sys.executable).with_name("quilltune")
SUBSET = 8  # first N documents of the sample corpus
# With WANDB_API_KEY set, W&B must still stay offline (train.tracking.online is not set) and the key
# must not be written anywhere.
SECRETS = {
    "WANDB_API_KEY": "qtfake0wandb0key0d41d8cd98f00b204e9800998ecf8427e",
    "HF_TOKEN": "hf_qtfakeHFtoken0NeverWriteMe0xyzzy",
    "HUGGING_FACE_HUB_TOKEN": "hf_qtfakeHubToken0NeverWriteMe0plugh",
    "MLFLOW_TRACKING_TOKEN": "qtfake-mlflow-token-0451",
    "AWS_SECRET_ACCESS_KEY": "qtfakeAWSsecret/K7MDENG/bPxRfiCYEXAMPLEKEY",
}
TRAINING_DATA = ("documents/", "pairs/", "tokens/")


def _run(args: list[str], env: dict, log: list[str]) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(QUILLTUNE), *args], capture_output=True, text=True, timeout=900, env=env)
    log.extend([proc.stdout, proc.stderr])
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory, tiny_llama_dir):
    """Run the whole path once with planted secrets; return (data_dir, run_dir, console output, planted)."""
    from quilltune.samples import planted_pii_path, sample_corpus_dir

    root = tmp_path_factory.mktemp("hygiene")
    corpus = root / "corpus"
    corpus.mkdir()
    files = sorted(sample_corpus_dir().glob("*.txt"))[:SUBSET]
    for f in files:
        shutil.copy(f, corpus / f.name)
    names = {f.name for f in files}
    planted = sorted(
        {(p["value"], p["label"]) for p in json.loads(planted_pii_path().read_text()) if p["file"] in names}
    )
    assert len(planted) > 20

    env = offline_env(QUILLTUNE_CACHE=str(root / "cache"), **SECRETS)
    cfg = root / "run.yaml"
    cfg.write_text(
        f"name: hygiene\nmodel: {{name: '{tiny_llama_dir}', dtype: fp32}}\n"
        "data: {seq_len: 256}\n"
        "train:\n  method: lora\n  lora: {r: 4}\n  micro_batch_size: 2\n  max_steps: 4\n  save_every: 2\n"
        "  eval_every: 2\n  bf16: false\n  tracking: {backends: [tensorboard, wandb]}\n"
        "eval: {max_pairs: 2, num_generations: 2, max_new_tokens: 8, max_batches: 2,\n"
        # The leakage probes look for exactly these planted values: they must not write one down.
        "  leakage: {canaries: 'builtin:sample-legal', samples: 2, prefix_tokens: 8, continuation_tokens: 8,\n"
        "            pii_probes: 4, canary_probes: 4, probe_tokens: 8, exposure_canaries: 2, exposure_candidates: 4}}\n",
        encoding="utf-8",
    )
    data, run, log = root / "data", root / "run", []
    _run(["prepare", "-i", str(corpus), "-o", str(data), "-c", str(cfg), "--no-progress", "--json"], env, log)
    _run(["train", str(cfg), "--out", str(run), "--data", str(data), "--no-progress"], env, log)
    _run(["evaluate", str(run), "--json"], env, log)
    _run(["report", str(run), "--json"], env, log)
    return data, run, "\n".join(log), planted


def _texts_of(path: Path, tokenizer) -> list[str]:
    """What a reader of ``path`` could recover: its bytes, and for Parquet every decoded value
    (token-id columns decoded back to text)."""
    raw = path.read_bytes()
    out = [raw.decode("utf-8", errors="ignore")]
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        table = pq.read_table(path)
        for name in table.column_names:
            values = table.column(name).to_pylist()
            if name in ("input_ids", "labels"):
                out.extend(tokenizer.decode([t for t in row if t >= 0]) for row in values)
            else:
                out.append(json.dumps(values, ensure_ascii=False, default=str))
    return out


def _leaks(folders: list[Path], needles: list[str], tokenizer, where) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for folder in folders:
        for f in sorted(p for p in folder.rglob("*") if p.is_file()):
            rel = f"{folder.name}/{f.relative_to(folder).as_posix()}"
            if not where(f.relative_to(folder).as_posix()):
                continue
            texts = _texts_of(f, tokenizer)
            hits = [n for n in needles if any(n in t for t in texts)]
            if hits:
                found[rel] = hits
    return found


@pytest.fixture(scope="module")
def tokenizer(tiny_llama_dir):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(tiny_llama_dir)


def test_no_secret_from_the_environment_is_written_anywhere(pipeline, tokenizer):
    data, run, console, _ = pipeline
    secrets = list(SECRETS.values())
    assert _leaks([data, run], secrets, tokenizer, lambda rel: True) == {}
    assert not [s for s in secrets if s in console]
    assert (run / "tensorboard").is_dir() and any((run / "wandb").rglob("*"))  # trackers really wrote files


def test_trackers_stayed_offline(pipeline):
    _, run, _, _ = pipeline
    runs = [p.name for p in (run / "wandb").iterdir() if p.is_dir() and not p.is_symlink()]
    assert runs and all(name.startswith("offline-run-") for name in runs), runs


def test_wandb_stays_offline_when_the_environment_says_so(tmp_path, monkeypatch):
    """Trackers stay offline unless configured: WANDB_MODE=offline wins over a key in the environment."""
    wandb = pytest.importorskip("wandb")
    from quilltune.train import trackers

    seen: dict = {}

    class _Run:
        def finish(self) -> None:
            pass

    def fake_init(**kwargs):  # records the decision only; no network either way
        seen.update(kwargs)
        return _Run()

    monkeypatch.setenv("WANDB_API_KEY", "qtfake0wandb0key0d41d8cd98f00b204e9800998ecf8427e")
    monkeypatch.setenv("WANDB_MODE", "offline")
    monkeypatch.setattr(wandb, "init", fake_init)
    trackers.WandbTracker(tmp_path, "quilltune", "t", {}).close()
    assert seen.get("mode") in (None, "offline", "disabled"), seen.get("mode")


def test_no_planted_pii_in_logs_manifests_reports_or_trackers(pipeline, tokenizer):
    data, run, console, planted = pipeline
    values = [v for v, _ in planted]
    outside_training_data = lambda rel: not rel.startswith(TRAINING_DATA) and not rel.startswith(".work/")  # noqa: E731
    assert _leaks([data, run], values, tokenizer, outside_training_data) == {}
    assert [v for v in values if v in console] == []
    for name in ("eval.json", "report.html", "summary.json", "metrics.jsonl", "config.yaml"):
        assert (run / name).is_file(), name


def test_no_planted_pii_in_training_data(pipeline, tokenizer):
    """Documents, pairs and (decoded) token shards: what the model learns from."""
    data, _, _, planted = pipeline
    leaks = _leaks([data], [v for v, _ in planted], tokenizer, lambda rel: rel.startswith(TRAINING_DATA))
    labels = dict(planted)
    assert leaks == {}, {f: [(v, labels[v]) for v in vals] for f, vals in leaks.items()}


def test_no_raw_text_left_in_intermediate_files(pipeline, tokenizer):
    """A finished prepare must not keep the unredacted corpus in its work folder."""
    data, _, _, planted = pipeline
    leaks = _leaks([data], [v for v, _ in planted], tokenizer, lambda rel: rel.startswith(".work/"))
    assert leaks == {}, {f: len(v) for f, v in leaks.items()}


def test_leakage_probes_ran_and_keep_only_keyed_hashes(pipeline, tokenizer):
    """evaluate's leakage section ran on the planted values, and the data folder keeps redacted
    values only as keyed hashes: no plain digest of a value's normal form, an owner-only key."""
    import hashlib

    from quilltune.prepare.redacted_values import normal_form

    data, run, console, planted = pipeline
    leak = json.loads((run / "eval.json").read_text())["leakage"]
    ext = leak["extraction"]
    assert ext["redacted_values"]["available"] and ext["redacted_values"]["distinct"] > 10
    assert ext["canaries"]["loaded"] > 20 and ext["probes"]["canary"] > 0 and leak["exposure"]["canaries"]
    assert "Leakage" in (run / "report.html").read_text() and "Leakage" in (run / "report.md").read_text()
    key = data / "redacted_values" / "key"
    assert stat.S_IMODE(key.stat().st_mode) & 0o077 == 0
    digests = set()
    for value, _ in planted:
        for form in {value, value.lower(), normal_form(value) or value}:
            digests |= {
                hashlib.sha256(form.encode()).hexdigest()[:32],
                hashlib.md5(form.encode()).hexdigest(),
            }
    for f in [*data.rglob("*"), *run.rglob("*")]:
        if f.is_file():
            texts = _texts_of(f, tokenizer)
            assert not [d for d in digests if any(d in t for t in texts)], (
                f"{f} holds a plain digest of a planted value"
            )
    assert not [d for d in digests if d in console]


def test_any_reversible_redaction_map_is_private(pipeline):
    """No mapping from placeholders back to values by default; if one exists it is owner-only."""
    data, run, _, _ = pipeline
    for f in [*data.rglob("*"), *run.rglob("*")]:
        if f.is_file() and any(
            k in f.name.lower() for k in ("redaction_map", "pii_map", "reverse", "unredact")
        ):
            mode = stat.S_IMODE(f.stat().st_mode)
            assert mode & 0o077 == 0, f"{f} holds a redaction map readable by others ({oct(mode)})"
