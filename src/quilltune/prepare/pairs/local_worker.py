"""Child process of the transformers teacher backend: load a model, answer generation requests.

Reads one JSON request per line on stdin ({"chats", "sampling"}), writes one JSON reply per line
on stdout ({"generations": [{"text", "tokens_in", "tokens_out"}]}). Its first line says the model
is ready (or why it is not). Logs go to stderr.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def _load(name: str, allow_download: bool, threads: int | None = None):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from quilltune.console_setup import hide_transformers_step_bars

    hide_transformers_step_bars()

    if threads:
        torch.set_num_threads(threads)
    path = Path(name)
    if not path.exists():
        from quilltune.models import resolve_model

        path = resolve_model(name, allow_download=allow_download)
    tok = AutoTokenizer.from_pretrained(str(path))
    tok.padding_side = "left"
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(str(path), dtype=torch.float32)
    model.eval()
    return tok, model


def _generate(tok, model, chats: list, sampling: dict) -> list[dict]:
    import torch

    texts = [tok.apply_chat_template(c, tokenize=False, add_generation_prompt=True) for c in chats]
    enc = tok(texts, return_tensors="pt", padding=True, add_special_tokens=False)
    sample = sampling["temperature"] > 0
    torch.manual_seed(sampling["seed"])
    with torch.inference_mode():
        out = model.generate(
            **enc,
            max_new_tokens=sampling["max_new_tokens"],
            do_sample=sample,
            temperature=sampling["temperature"] if sample else None,
            top_p=sampling["top_p"] if sample else None,
            top_k=None,
            pad_token_id=tok.pad_token_id,
        )
    new = out[:, enc["input_ids"].shape[1] :]
    gens = []
    for i in range(len(chats)):
        ids = [t for t in new[i].tolist() if t != tok.pad_token_id]
        gens.append(
            {
                "text": tok.decode(ids, skip_special_tokens=True).strip(),
                "tokens_in": int(enc["attention_mask"][i].sum()),
                "tokens_out": len(ids),
            }
        )
    return gens


def main() -> None:
    from quilltune.console_setup import silence_unactionable_warnings

    silence_unactionable_warnings()  # a process of its own: the CLI's filters do not reach it
    name = sys.argv[1]
    try:
        threads = next((int(a.split("=", 1)[1]) for a in sys.argv[2:] if a.startswith("--threads=")), None)
        tok, model = _load(name, "--download" in sys.argv[2:], threads)
    except Exception as e:  # noqa: BLE001 — reported to the parent, which raises a ConfigError
        print(json.dumps({"error": f"{type(e).__name__}: {e}"}), flush=True)
        return
    print(json.dumps({"ready": True, "model_id": name}), flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        try:
            reply = {"generations": _generate(tok, model, req["chats"], req["sampling"])}
        except Exception as e:  # noqa: BLE001
            reply = {"error": f"{type(e).__name__}: {e}"}
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
