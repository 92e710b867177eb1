"""Throughput of the detector on real statute text (Justice Laws XML, crudely flattened) and on
court judgments (JSONL rows with a ``text`` field)."""

from __future__ import annotations

import re
import time
from collections import Counter
from pathlib import Path

from quilltune.prepare.pii.detector import PIIDetector


def statute_texts(folder: Path, max_files: int = 20) -> list[str]:
    """Plain text of the first ``max_files`` XML files under ``folder`` (tags dropped, spaces joined)."""
    from lxml import etree

    texts = []
    for path in sorted(folder.rglob("*.xml"))[:max_files]:
        root = etree.parse(str(path)).getroot()
        texts.append(re.sub(r"[ \t]+", " ", "\n".join(t.strip() for t in root.itertext() if t.strip())))
    return texts


def judgment_texts(path: Path) -> list[str]:
    import json

    return [json.loads(line)["text"] for line in path.read_text("utf-8").splitlines() if line.strip()]


def measure(detector: PIIDetector, texts: list[str], repeat: int = 1) -> dict:
    """MB/s (UTF-8 bytes) of ``detect_many`` over ``texts`` per CPU-second of this process (so other
    processes on a shared machine do not count), and what it found there (per pass). ``repeat``
    passes over short texts steady the figure: the detector keeps nothing between documents."""
    size = sum(len(t.encode("utf-8")) for t in texts) * repeat
    found: Counter[str] = Counter()
    detector.detect(texts[0][:2000] if texts else "")  # the model's first call pays its lazy set-up
    start = time.process_time()
    for i in range(repeat):
        # As prepare's redact stage reads a batch of rows: one model call for all the texts' windows.
        for spans in detector.detect_many(texts):
            if i == 0:
                found.update(s.label for s in spans)
    seconds = time.process_time() - start
    return {
        "documents": len(texts),
        "megabytes": round(size / 1e6, 3),
        "seconds": round(seconds, 3),
        "mb_per_second": round(size / 1e6 / seconds, 3) if seconds else None,
        "spans": dict(found),
    }
