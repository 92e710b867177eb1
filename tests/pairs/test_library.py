"""The teacher's task library, passage choice, answer parsing and the dry-run estimate (no model)."""

from __future__ import annotations

import hashlib

import pytest

from quilltune.config import load_config
from quilltune.errors import ConfigError
from quilltune.prepare.pairs.estimate import estimate
from quilltune.prepare.pairs.generate import parse_answer
from quilltune.prepare.pairs.templates import document_kind, load_templates
from quilltune.prepare.pairs.units import Unit, choose, quotas

LIBRARY = {
    "summarize_contract",
    "summarize_judgment",
    "summarize_section",
    "explain_plain",
    "question_answer",
    "extract_clauses",
    "draft_clause",
    "issue_spotting",
}


def test_the_library_has_every_task_with_a_version():
    lib = load_templates()
    assert set(lib) == LIBRARY
    assert all(t.prompt_version == f"{t.id}-v{t.version}" and "{source}" in t.prompt for t in lib.values())
    assert lib["summarize_section"].instruction.startswith("Summarize")


def test_user_templates_add_and_override(tmp_path):
    (tmp_path / "mine.yaml").write_text(
        "id: summarize_section\nversion: 7\nkind: summary\nunit: section\ninstruction: Sum it up.\nparse: text\n"
        "prompt: 'Sum up: {source}'\n"
    )
    (tmp_path / "more.yml").write_text(
        "tasks:\n  - {id: risks, version: 1, kind: summary, unit: section, instruction: List the risks., parse: text,"
        " prompt: 'Risks in {source}'}\n"
    )
    lib = load_templates(str(tmp_path))
    assert lib["summarize_section"].prompt_version == "summarize_section-v7" and "risks" in lib
    (tmp_path / "bad.yaml").write_text(
        "id: x\nversion: 1\nkind: poem\nunit: section\nparse: text\nprompt: '{source}'\n"
    )
    with pytest.raises(ConfigError, match="kind"):
        load_templates(str(tmp_path))


def test_unknown_teacher_task_and_the_old_template_name_are_refused():
    with pytest.raises(ConfigError, match="title_section"):
        load_config("smollm2-cpu-demo", ["data.task_mix={summarize_section: 1.0}"])


def test_answers_are_parsed_by_template_kind():
    lib = load_templates()
    src = "2. Fees\n\nThe Client shall pay $100 within 30 days."
    assert parse_answer(
        lib["question_answer"], "Question: When is payment due?\nAnswer: Within 30 days.", src
    ) == ("When is payment due?", src, "Within 30 days.")
    assert parse_answer(lib["question_answer"], "Payment is due in 30 days.", src) == "unparseable_qa"
    ins, inp, out = parse_answer(lib["extract_clauses"], '```json\n{"payment": "$100"}\n```', src)
    assert out == '{"payment": "$100"}' and inp == src
    assert parse_answer(lib["extract_clauses"], "{not json", src) == "invalid_json"
    assert parse_answer(lib["draft_clause"], "Draft a clause on payment terms.\nMore.", src) == (
        "Draft a clause on payment terms.",
        "",
        src,
    )


def test_document_kinds():
    assert document_kind("R. v. Smith\n\nThe appellant appeals. The respondent ...") == "judgment"
    assert document_kind("SERVICES AGREEMENT\n\nThe parties agree as follows") == "contract"
    assert document_kind("Short title\n\n1 This Act may be cited as ...") == "statute"


def _units(task: str, n: int) -> list[Unit]:
    return [
        Unit(hashlib.sha256(f"{task}{i}".encode()).hexdigest(), task, f"d{i}", 0, 1, "train")
        for i in range(n)
    ]


def test_choice_is_deterministic_and_passes_unused_quota_on():
    units = _units("a", 10) + _units("b", 1)
    q = quotas(6, {"a": 1.0, "b": 1.0, "c": 1.0})
    assert q == {"a": 2, "b": 2, "c": 2}
    chosen = choose(units, q)
    assert len(chosen) == 6 and sum(u.task == "b" for u in chosen) == 1
    assert chosen == choose(list(reversed(units)), q)


def test_dry_run_estimates_tokens_time_and_money_without_a_model():
    cfg = load_config(
        "smollm2-cpu-demo",
        [
            "data.pairs.teacher_weight=0.05",
            "data.pairs.max_teacher_generations=10",
            "data.pairs.teacher.tokens_per_second=20",
            "data.pairs.teacher.price_in_per_mtok=1.0",
            "data.pairs.teacher.price_out_per_mtok=2.0",
        ],
    ).data
    e = estimate(cfg, measure=False)
    t = e["teacher"]
    assert e["documents"] == 150 and e["template_pairs"] > 400
    assert t["generations"] == 10 and sum(t["by_task"].values()) == 10
    assert t["tokens_out_max"] == 10 * cfg.pairs.teacher.max_new_tokens
    assert t["seconds_max"] == pytest.approx(t["tokens_out_max"] / 20, rel=0.01)
    assert t["cost_max"] == pytest.approx(t["tokens_in"] / 1e6 + 2 * t["tokens_out_max"] / 1e6, abs=1e-4)
