"""Statutes name few people: the default detector must not redact schedule rows, bands or towns
as PERSON in Canadian Acts and Regulations (issue #15's over-redaction on ``prepare``).

Split as in ``benchmarks/pii/statute_person_fp.py``: per folder, files sorted by name, the first
half tuned on, the rest (``report``) held out. Ceilings are the counts measured after the fix
(benchmarks/NOTES.md), so a regression that redacts more statute text fails here.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "legal-public" / "canada-laws" / "eng"


def _person_count(detector, path: Path) -> int:
    from quilltune.prepare.readers.documents import read_xml

    text = "\n".join(getattr(r, "text", "") or "" for r in read_xml(io.BytesIO(path.read_bytes()), []))
    return sum(s.label == "PERSON" for s in detector.detect(text))


def _split(folder: str, part: str) -> list[Path]:
    files = sorted((CORPUS / folder).glob("*.xml"))
    half = len(files) // 2
    return files[half:] if part == "report" else files[:half]


@pytest.fixture(scope="module")
def corpus() -> Path:
    if not (CORPUS / "acts").is_dir():
        pytest.skip(f"shared canada-laws corpus not found at {CORPUS} (present in CI)")
    return CORPUS


def test_report_split_sample_stays_under_measured_ceiling(corpus, detector):
    # Every 15th held-out file (16 files, ~1.2 MB): 56 PERSON spans before the fix, 40 after.
    sample = [p for folder in ("acts", "regulations") for p in _split(folder, "report")[::15]]
    assert len(sample) >= 12
    total = sum(_person_count(detector, p) for p in sample)
    assert total <= 40, total


def test_tuned_schedule_of_job_titles_is_not_redacted(corpus, detector):
    # Tuning split: a regulation whose schedule lists railway job titles and units as table rows
    # ("Area Sales Manager", "Network Operations"); 349 PERSON spans before the fix.
    path = corpus / "regulations" / "C.R.C.,_c._986.xml"
    if path not in _split("regulations", "tune"):
        pytest.skip(f"{path.name} is not in the tuning split of this corpus copy")
    assert _person_count(detector, path) == 0
