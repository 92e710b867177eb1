"""PERSON spans the default detector finds in Canadian Acts and Regulations (over-redaction check).

Reads ``../shared/corpus/legal-public/canada-laws/eng/{acts,regulations}`` at run time (never copied
into the repository), renders each XML file the way ``prepare`` does
(``readers.documents.read_xml``) and counts PERSON spans per folder.

Split, fixed once: within each of ``acts/`` and ``regulations/`` the files are sorted by name; the
first ``n // 2`` are the *tune* split, the rest the *report* split. Rules are tuned on ``tune`` only;
``report`` is the held-out figure.

Usage: ``python benchmarks/pii/statute_person_fp.py --split tune [--show 40] [--json]``.
``--show`` prints sampled spans with a little context to the terminal (public statute text) for
diagnosis; nothing is written to disk.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus" / "legal-public" / "canada-laws" / "eng"
FOLDERS = ("acts", "regulations")


def split_files(split: str, corpus: Path = CORPUS) -> dict[str, list[Path]]:
    out = {}
    for folder in FOLDERS:
        files = sorted((corpus / folder).glob("*.xml"))
        half = len(files) // 2
        out[folder] = files[:half] if split == "tune" else files[half:]
    return out


def render(path: Path) -> str:
    from quilltune.prepare.readers.documents import read_xml

    records = list(read_xml(io.BytesIO(path.read_bytes()), []))
    return "\n".join(getattr(r, "text", "") or "" for r in records)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("tune", "report"), required=True)
    ap.add_argument("--show", type=int, default=0, help="print this many sampled spans with context")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not CORPUS.is_dir():
        print(f"corpus not found: {CORPUS}", file=sys.stderr)
        return 2
    from quilltune.prepare.pii.detector import PIIDetector

    detector = PIIDetector()
    per_folder: Counter[str] = Counter()
    per_file: Counter[str] = Counter()
    samples = []
    files = 0
    started = time.process_time()
    for folder, paths in split_files(args.split).items():
        for path in paths:
            files += 1
            text = render(path)
            for s in detector.detect(text):
                if s.label != "PERSON":
                    continue
                per_folder[folder] += 1
                per_file[f"{folder}/{path.name}"] += 1
                if args.show:
                    ctx = text[max(0, s.start - 50) : s.start] + "[[" + text[s.start : s.end] + "]]"
                    ctx += text[s.end : s.end + 40]
                    samples.append(f"{folder}/{path.name}: " + ctx.replace("\n", " / "))
    result = {
        "split": args.split,
        "files": files,
        "person_spans": dict(per_folder),
        "total": sum(per_folder.values()),
        "top_files": per_file.most_common(8),
        "cpu_seconds": round(time.process_time() - started, 1),
    }
    if args.show:
        for line in random.Random(0).sample(samples, min(args.show, len(samples))):
            print(line)
    print(json.dumps(result) if args.json else json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
