"""Every template pair is answerable from its instruction and input, on the corpora we ship and use."""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus_pairs import corpus_pairs

from quilltune.prepare.tasks import TASKS, char_budget, generate_pairs, ill_posed

LEGAL_PUBLIC = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus" / "legal-public"


def test_the_checker_flags_what_the_old_templates_made():
    assert ill_posed("How is “Premises” defined?", "")
    assert ill_posed("What does section 7 provide?", "")
    assert ill_posed("List the parties to this agreement, one per line.", "  ")
    assert not ill_posed("What does section 7 provide?", "7. Term\n\nThis Agreement ...")
    assert not ill_posed("Draft a clause on force majeure.", "")
    # a teacher's drafting instruction that promises material it does not carry
    assert ill_posed("Draft a clause to include the following:", "")
    assert ill_posed("Summarise the following", "")


def _check(spec: str, seq_len: int = 512) -> dict[str, int]:
    budget = char_budget(seq_len)
    by_task: dict[str, int] = {}
    for p in corpus_pairs(spec, seq_len):
        assert not ill_posed(p.instruction, p.input), p
        assert len(p.instruction) + len(p.input) + len(p.output) <= budget, p
        # Lineage: the span holds the input and every line of the output.
        assert p.source_end > p.source_start
        by_task[p.task] = by_task.get(p.task, 0) + 1
    return by_task


def test_sample_corpus_pairs_are_well_posed():
    by_task = _check("builtin:sample-legal")
    assert set(by_task) == set(TASKS), by_task


@pytest.mark.skipif(not LEGAL_PUBLIC.is_dir(), reason=f"{LEGAL_PUBLIC} is not on this machine")
def test_legal_public_pairs_are_well_posed():
    by_task = _check(str(LEGAL_PUBLIC))
    assert sum(by_task.values()) > 1000, by_task


def test_spans_point_into_the_document():
    text = (
        "SERVICES AGREEMENT\n\nThis Agreement is made between Acme Widgets Inc. and Blue River Legal LLP (the parties).\n\n"
        '1. Definitions\n\n"Services" means the legal research services described in Schedule A, including updates.\n\n'
        "2. Fees\n\n2.1 The Client shall pay the fees set out in Schedule B within thirty days of each invoice, and late "
        "payments bear interest at one percent per month until paid in full, unless the parties agree otherwise, and "
        "the Client shall also reimburse reasonable disbursements incurred with its prior written approval."
    )
    pairs = generate_pairs(text, "", dict.fromkeys(TASKS, 1.0), 20, "s", char_budget(512))
    assert {p.task for p in pairs} == set(TASKS)
    for p in pairs:
        span = text[p.source_start : p.source_end]
        assert p.input in span
        assert all(line in span for line in p.output.split("\n"))


def test_a_tight_budget_drops_pairs_rather_than_their_context():
    text = "1. Term\n\n" + "This Agreement continues for five years unless terminated on notice. " * 30
    assert not [p for p in generate_pairs(text, "", {"section_provides": 1.0}, 5, "s", 300) if not p.input]
    assert generate_pairs(text, "", {"section_provides": 1.0}, 5, "s", 300) == []
