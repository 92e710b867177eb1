"""The shipped sample corpus is reproducible and its planted numbers really pass their checksums."""

import json

from stdnum import iban, luhn
from stdnum.ca import sin

from quilltune.samples import planted_pii_path, sample_corpus_dir
from quilltune.samples.generate import N_DOCUMENTS, generate


def test_generator_reproduces_the_committed_corpus(tmp_path):
    planted = generate(tmp_path / "legal")
    committed = sorted(sample_corpus_dir().glob("*.txt"))
    assert len(committed) == N_DOCUMENTS
    for path in committed:
        assert (tmp_path / "legal" / path.name).read_text(encoding="utf-8") == path.read_text(
            encoding="utf-8"
        )
    assert planted == json.loads(planted_pii_path().read_text(encoding="utf-8"))


def test_planted_numbers_are_valid_and_present():
    planted = json.loads(planted_pii_path().read_text(encoding="utf-8"))
    checks = {"CREDIT_CARD": luhn.is_valid, "SIN": sin.is_valid, "IBAN": iban.is_valid}
    kinds = {e["label"] for e in planted}
    assert {"PERSON", "EMAIL", "PHONE", "SIN", "SSN", "CREDIT_CARD", "HEALTH_CARD", "POSTAL_CODE"} <= kinds
    for e in planted:
        text = (sample_corpus_dir() / e["file"]).read_text(encoding="utf-8")
        assert e["value"] in text
        digits = e["value"].replace(" ", "").replace("-", "")
        if e["label"] in checks:
            assert checks[e["label"]](digits), e["label"]
        if e["label"] == "HEALTH_CARD":
            assert luhn.is_valid(digits[:10])
