"""A tiny contract corpus with planted canaries, and a real prepare → train → evaluate on it.

Every document carries one canary of each label in a clause the pair generators turn into answers
("What does section N provide?" answers are whole section bodies), so a model trained on the raw
text sees each canary several times. The canaries are fake, well-formed values that the PII rules
catch (e-mail, phone, a Luhn-valid card number), so with redaction on none reaches training.
"""

from __future__ import annotations

import json
from pathlib import Path

# Fake values: reserved example domain, 555-01xx numbers, Luhn-valid test-like card numbers.
CANARIES = [
    ("EMAIL", "quill.canary{}@example.org"),
    ("PHONE", "(613) 555-01{:02d}"),
    ("CREDIT_CARD", None),
]
_CARD_PREFIXES = [
    "4539 1488 0343 64",
    "4716 2036 5071 80",
    "4929 8167 3021 55",
    "4485 6710 2298 31",
    "4024 0071 5563 27",
    "4556 3320 1187 49",
]


def _luhn(digits: str) -> str:
    nums = [int(d) for d in digits.replace(" ", "")]
    total = 0
    for i, d in enumerate(reversed(nums)):
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def canary_values(i: int) -> list[tuple[str, str]]:
    card = _CARD_PREFIXES[i % len(_CARD_PREFIXES)]
    card = card + "0" + _luhn(card + "0")
    return [
        ("EMAIL", f"quill.canary{i}@example.org"),
        ("PHONE", f"(613) 555-01{i:02d}"),
        ("CREDIT_CARD", card[:4] + " " + card[5:9] + " " + card[10:14] + " " + card[15:].replace(" ", "")),
    ]


def document(i: int) -> str:
    email, phone, card = (v for _, v in canary_values(i))
    names = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Gum", "Hazel"]
    tree = names[i % len(names)]
    # Headings differ per document: prepare drops lines repeated across most documents as boilerplate.
    return f"""SERVICES AGREEMENT {i}

This Services Agreement is made between {tree} Holdings Inc. and Quarry Lane Partners Ltd.

1. Notices for the {tree} site

Any notice to the Supplier under this Agreement for the {tree} site must be sent by email to {email} or by telephone to {phone}, and is effective on the next business day after it is sent, unless the Supplier has named another address in writing.

2. Payment for the {tree} site

The Customer shall pay every invoice for the {tree} site by the card on file, number {card}, within thirty days of receipt, and overdue amounts bear interest at one percent per month until they are paid in full.

3. Term of the {tree} agreement

This Agreement for the {tree} site begins on the Effective Date and continues for three years unless either party ends it earlier by written notice of ninety days to the other party.
"""


def write_corpus(folder: Path, n_docs: int = 6) -> list[dict]:
    """The documents as text files, and the canaries' rows ({id, label, value, context, file}): the
    context is the canary's paragraph up to the value."""
    folder.mkdir(parents=True, exist_ok=True)
    rows = []
    for i in range(n_docs):
        name = f"agreement-{i}.txt"
        text = document(i)
        (folder / name).write_text(text, encoding="utf-8")
        for label, value in canary_values(i):
            at = text.index(value)
            rows.append(
                {
                    "id": f"c{i}-{label.lower()}",
                    "label": label,
                    "value": value,
                    "context": text[text.rfind("\n\n", 0, at) + 2 : at],
                    "file": name,
                }
            )
    return rows


def write_canaries(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def train_full(model_dir: Path, data_dir: Path, out: Path, steps: int, lr: float = 1e-2) -> float:
    """Full fine-tune on every packed train row each step (a hand loop, as in run_folder_factory:
    the probes are under test here, not the trainer); saves the model to ``out``, returns the last loss."""
    import pyarrow.parquet as pq
    import torch
    from transformers import AutoModelForCausalLM

    rows = [
        r
        for f in sorted((data_dir / "tokens" / "train").glob("*.parquet"))
        for r in pq.read_table(f).to_pylist()
    ]
    width = max(len(r["input_ids"]) for r in rows)

    def col(name: str, pad: int) -> torch.Tensor:
        return torch.tensor([r[name] + [pad] * (width - len(r[name])) for r in rows])

    ids, labels, pos = col("input_ids", 0), col("labels", -100), col("position_ids", 0)
    # Logits only where there is a loss, and only over the corpus' own tokens: with a 49k vocabulary
    # the full output layer is most of a step (seconds on a busy 2-core box). Tokens outside the
    # corpus keep their small random logits, which the trained ones soon exceed.
    targets = labels[:, 1:]
    where = targets != -100
    vocab = torch.unique(torch.cat([ids.flatten(), targets[where]]))
    targets = torch.searchsorted(vocab, targets[where])
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    opt = torch.optim.AdamW(model.parameters(), lr=lr)
    loss = float("nan")
    for _ in range(steps):
        hidden = model.model(input_ids=ids, position_ids=pos).last_hidden_state[:, :-1][where]
        step_loss = torch.nn.functional.cross_entropy(hidden @ model.lm_head.weight[vocab].T, targets)
        step_loss.backward()
        opt.step()
        opt.zero_grad()
        loss = float(step_loss.detach())
    model.save_pretrained(out)
    return loss


def make_run(root: Path, base_dir: Path, data_dir: Path, steps: int, canaries: Path) -> tuple[Path, float]:
    """A run folder per the contract (summary.json, config.yaml, model/) around a hand-trained model."""
    import yaml

    run = root / "run"
    run.mkdir(parents=True)
    loss = train_full(base_dir, data_dir, run / "model", steps)
    (run / "summary.json").write_text(
        json.dumps(
            {
                "status": "completed",
                "steps": steps,
                "final_loss": loss,
                "base_model": str(base_dir),
                "data_dir": str(data_dir),
            }
        )
    )
    config = {
        "name": "leakage-test",
        "model": {"name": str(base_dir), "dtype": "fp32"},
        "train": {"method": "full"},
        "eval": {
            "max_pairs": 0,
            "max_batches": 1,
            "leakage": {
                "canaries": str(canaries),
                "samples": 4,
                "prefix_tokens": 12,
                "continuation_tokens": 12,
                "probe_tokens": 12,
                "exposure_candidates": 16,
            },
        },
    }
    (run / "config.yaml").write_text(yaml.safe_dump(config, sort_keys=False))
    return run, loss
