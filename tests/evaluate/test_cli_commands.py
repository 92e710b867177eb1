"""The evaluate, generate and chat commands through the real CLI app."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from quilltune.cli import app

runner = CliRunner()


def test_generate_streams_the_greedy_answer_and_seeds_sampling(tiny_run_dir):
    import torch

    from quilltune.evaluate.generation import Sampling, chat_ids, stream_reply
    from quilltune.evaluate.models import load_models
    from quilltune.evaluate.run_folder import open_run

    pair = load_models(open_run(tiny_run_dir))
    messages = [{"role": "user", "content": "Who are the parties?"}]
    pieces = list(
        stream_reply(pair.tuned, pair.tokenizer, messages, Sampling(max_new_tokens=8, temperature=0))
    )
    ids = torch.tensor([chat_ids(pair.tokenizer, messages)])
    with torch.inference_mode():
        full = pair.tuned.generate(
            input_ids=ids, attention_mask=torch.ones_like(ids), do_sample=False, max_new_tokens=8
        )
    assert "".join(pieces) == pair.tokenizer.decode(full[0, ids.shape[1] :], skip_special_tokens=True)

    args = [
        "generate",
        str(tiny_run_dir),
        "--prompt",
        "Who are the parties?",
        "--max-new-tokens",
        "8",
        "--json",
    ]
    greedy = runner.invoke(app, args + ["--temperature", "0"])
    assert greedy.exit_code == 0, greedy.output
    assert json.loads(greedy.stdout.strip().splitlines()[-1])["completion"] == "".join(pieces)
    sampled = [runner.invoke(app, args + ["--temperature", "1.0", "--seed", "7"]) for _ in range(2)]
    outs = [json.loads(r.stdout.strip().splitlines()[-1])["completion"] for r in sampled]
    assert outs[0] == outs[1]


def test_chat_keeps_going_until_exit(tiny_run_dir):
    result = runner.invoke(
        app,
        ["chat", str(tiny_run_dir), "--max-new-tokens", "4", "--temperature", "0"],
        input="Hello there\n/reset\nAnd again?\n/exit\n",
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.count("model>") == 2


def test_evaluate_json_output_and_missing_run_error(tiny_run_dir, tmp_path):
    result = runner.invoke(
        app,
        [
            "evaluate",
            str(tiny_run_dir),
            "--json",
            "--max-pairs",
            "2",
            "--max-batches",
            "1",
            "--max-new-tokens",
            "4",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["generation"]["pairs"] == 2 and set(data["loss"]) == {"base", "tuned"}
    from quilltune.errors import InputError

    bad = runner.invoke(app, ["evaluate", str(tmp_path)])
    assert isinstance(bad.exception, InputError)
