"""The shipped sample corpus plants fake PII (``quilltune.samples``): redaction removes all of it."""

from __future__ import annotations

import json
from collections import Counter


def test_every_planted_value_is_redacted(detector):
    from quilltune import samples

    planted = json.loads(samples.planted_pii_path().read_text(encoding="utf-8"))
    leaked: Counter[str] = Counter()
    for name in sorted({p["file"] for p in planted}):
        red = detector.redact((samples.sample_corpus_dir() / name).read_text(encoding="utf-8"))
        leaked.update(p["label"] for p in planted if p["file"] == name and p["value"] in red.text)
    assert len(planted) > 500
    # Parties blocks, captions, signature blocks and inside addresses hold most planted names.
    assert leaked == Counter(), leaked
