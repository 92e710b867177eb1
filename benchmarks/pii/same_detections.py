"""Dump every detection of the default detector on the fixed check sets, to compare two versions
span by span (a speed change must not move one span).

    PYTHONPATH=src python benchmarks/pii/same_detections.py OUT.json          # write
    PYTHONPATH=src python benchmarks/pii/same_detections.py OUT.json --against REF.json

Sets: tests/pii/cases.jsonl and tests/pii/tuning/*.jsonl under both profiles, the ECHR dev sample
under both, and the first 40 canada-laws statutes under ``training`` (``anonymise`` runs the model
over whole texts: too slow for 4 MB here). Each set is detected one text at a time with ``detect``
and, when the detector has it, all at once with ``detect_many``; both must match the reference.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _jsonl_texts(path: Path) -> list[str]:
    return [json.loads(line)["text"] for line in path.read_text("utf-8").splitlines() if line.strip()]


def _sets() -> dict[str, tuple[list[str], tuple[str, ...]]]:
    from quilltune.prepare.pii.benchmark import statute_texts

    both = ("training", "anonymise")
    sets = {"cases": (_jsonl_texts(ROOT / "tests/pii/cases.jsonl"), both)}
    for path in sorted((ROOT / "tests/pii/tuning").glob("*.jsonl")):
        sets[path.stem] = (_jsonl_texts(path), both)
    sets["echr_dev"] = (_jsonl_texts(ROOT / "tests/pii/judgments/echr_dev_sample.jsonl"), both)
    laws = ROOT.parent / "shared/corpus/legal-public/canada-laws"
    sets["statutes40"] = (statute_texts(laws, max_files=40), ("training",))
    return sets


def _as_lists(spans_per_text) -> list[list[list]]:
    return [[[s.start, s.end, s.label] for s in spans] for spans in spans_per_text]


def main(argv: list[str]) -> int:
    from quilltune.prepare.pii import PIIDetector

    out = Path(argv[0])
    against = Path(argv[argv.index("--against") + 1]) if "--against" in argv else None
    result: dict[str, list] = {}
    batched: dict[str, list] = {}
    detectors = {p: PIIDetector(profile=p) for p in ("training", "anonymise")}
    for name, (texts, profiles) in _sets().items():
        for profile in profiles:
            det = detectors[profile]
            key = f"{name}/{profile}"
            result[key] = _as_lists(det.detect(t) for t in texts)
            if hasattr(det, "detect_many"):
                batched[key] = _as_lists(det.detect_many(texts))
            print(key, len(texts), "texts", sum(map(len, result[key])), "spans", flush=True)
    out.write_text(json.dumps(result))
    if against is None:
        return 0
    ref = json.loads(against.read_text())
    bad = 0
    for key, want in ref.items():
        for kind, got in (("detect", result.get(key)), ("detect_many", batched.get(key))):
            if got is None:
                continue
            diff = [i for i, (a, b) in enumerate(zip(want, got, strict=True)) if a != b]
            if diff:
                bad += 1
                print(f"DIFFER {key} {kind}: texts {diff[:10]} ({len(diff)} in all)")
    print("identical" if not bad else f"{bad} set(s) differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
