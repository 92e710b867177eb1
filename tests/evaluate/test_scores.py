"""Scores: ROUGE-L, extraction EM/F1 and task mapping on hand-checked examples."""

from __future__ import annotations

import pytest

from quilltune.evaluate.scores import item_f1, rouge_l, score, split_items, task_of, token_f1


def test_rouge_l_identical_disjoint_and_partial():
    assert rouge_l("the receiving party shall protect", "the receiving party shall protect") == pytest.approx(
        1.0
    )
    assert rouge_l("apples oranges", "confidential information") == 0.0
    # LCS "party shall notify" = 3 of 4 and 3 of 5 tokens → F = 2·(3/4·3/5)/(3/4+3/5)
    assert rouge_l("party shall promptly notify", "the party shall notify us") == pytest.approx(
        2 / 3, abs=1e-6
    )


def test_party_lists_compare_as_sets_of_normalised_items():
    assert split_items("- Acme Legal Inc.\n- Beta Widgets Ltd.") == ["acme legal inc", "beta widgets ltd"]
    assert item_f1("Beta Widgets Ltd and Acme Legal Inc", "Acme Legal Inc.\nBeta Widgets Ltd.") == 1.0
    assert item_f1("Acme Legal Inc.", "Acme Legal Inc.\nBeta Widgets Ltd.") == pytest.approx(2 / 3)
    assert (
        score("list_parties", "Acme Legal Inc.\nBeta Widgets Ltd.", "Beta Widgets Ltd.; Acme Legal Inc.")[
            "exact_match"
        ]
        == 1.0
    )


def test_token_f1_squad_style():
    assert token_f1("The Receiving Party.", "receiving party") == 1.0
    assert token_f1("receiving", "receiving party") == pytest.approx(2 / 3)
    assert token_f1("", "x") == 0.0


@pytest.mark.parametrize(
    ("instruction", "task"),
    [
        ("List the parties to this agreement, one per line.", "list_parties"),
        ("How is “Confidential Information” defined in the MNDA?", "define_term"),
        ("What does section 4 of the Act provide?", "section_provides"),
        ("Continue this clause with the text that follows it.", "continue_clause"),
        ("Summarize this section.", "summarize_section"),
        ('What does the agreement define as "Receiving Party"?', "define_term"),
        ("Who are the parties to this lease?", "list_parties"),
    ],
)
def test_task_inferred_from_prepare_instructions_when_no_task_column(instruction, task):
    assert task_of({"instruction": instruction}) == task
    assert task_of({"instruction": instruction, "task": "record_pair"}) == "record_pair"


def test_lm_eval_hook_reports_why_it_did_not_run():
    from quilltune.evaluate.lm_eval_hook import lm_eval_available, run_lm_eval

    assert run_lm_eval(None, [], 10) == {"status": "not requested"}
    if not lm_eval_available():
        out = run_lm_eval(None, ["hellaswag"], 10)
        assert out["status"] == "skipped" and "pip install lm_eval" in out["reason"]
