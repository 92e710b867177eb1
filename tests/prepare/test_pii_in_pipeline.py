"""With PII on, planted values never reach documents/, pairs/ or tokens/; the audit counts per file."""

from __future__ import annotations

import json

import pyarrow.parquet as pq
import pytest
from prepare_helpers import prepare_dir

STRUCTURED = {"EMAIL", "PHONE", "POSTAL_CODE", "SIN", "SSN", "CREDIT_CARD", "IBAN", "ACCOUNT"}


@pytest.fixture(scope="module")
def pii_run(tmp_path_factory, embedded_model_dir):
    from quilltune import samples

    out = tmp_path_factory.mktemp("pii") / "data"
    pattern = str(samples.sample_corpus_dir() / "00[0-5]*.txt")
    prepare_dir(
        [pattern], out, embedded_model_dir, pii={"enabled": True, "mode": "placeholder"}, val_ratio=0.2
    )
    planted = [
        p
        for p in json.loads(samples.planted_pii_path().read_text())
        if p["file"][:3] in {f"00{i}" for i in range(6)}
    ]
    return out, planted


def _all_text(out, tokenizer_dir) -> str:
    from transformers import AutoTokenizer

    parts = []
    for p in (out / "documents").glob("*.parquet"):
        parts += pq.read_table(p, columns=["text"]).column("text").to_pylist()
    for p in (out / "pairs").glob("*.parquet"):
        for r in pq.read_table(p).to_pylist():
            parts += [r["instruction"], r["input"], r["output"]]
    tok = AutoTokenizer.from_pretrained(tokenizer_dir)
    for p in (out / "tokens").rglob("*.parquet"):
        parts += tok.batch_decode(pq.read_table(p, columns=["input_ids"]).column("input_ids").to_pylist())
    return "\n".join(parts)


def test_planted_structured_pii_never_reaches_outputs(pii_run, embedded_model_dir):
    out, planted = pii_run
    text = _all_text(out, embedded_model_dir)
    structured = [p for p in planted if p["label"] in STRUCTURED]
    assert structured, "the sample corpus should plant structured PII in these files"
    # The pipeline must leak nothing the detector finds on the raw file (what the detector itself
    # misses is the PII module's business, tested in tests/pii).
    from quilltune.prepare.pii import PIIDetector
    from quilltune.samples import sample_corpus_dir

    detector = PIIDetector()
    missed = set()
    for f in {p["file"] for p in structured}:
        redacted = detector.redact(
            (sample_corpus_dir() / f).read_text(encoding="utf-8"), mode="placeholder"
        ).text
        missed |= {p["value"] for p in structured if p["file"] == f and p["value"] in redacted}
    leaked = {p["value"] for p in structured if p["value"] in text}
    assert leaked <= missed
    assert len(structured) - len(missed) >= 5
    assert "[EMAIL" in text or "[PHONE" in text  # placeholders are in place of the values


def test_pii_audit_is_counts_per_label_per_file_without_values(pii_run):
    out, planted = pii_run
    m = json.loads((out / "manifest.json").read_text())
    assert m["pii_enabled"] is True and sum(m["pii"].values()) > 0
    files_with_pii = {p["file"] for p in planted}
    audited = {k.rsplit(":", 1)[-1].rsplit("/", 1)[-1] for k in m["pii_by_file"]}
    assert files_with_pii <= audited
    manifest_text = (out / "manifest.json").read_text()
    assert not [p for p in planted if p["value"] in manifest_text]
    assert all(isinstance(n, int) for counts in m["pii_by_file"].values() for n in counts.values())
