"""Property tests (issue #8 §3): cleaning and text repair are idempotent; run configs round-trip."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from quilltune.config.load import dump_config, load_config
from quilltune.config.run import RunConfig

# Text with the things cleaning touches: markup, entities, odd spaces, page numbers, blank runs.
MARKUP = [
    "<p>",
    "</p>",
    "<b>x</b>",
    "&amp;",
    "&#169;",
    "&nbsp;",
    "<!-- c -->",
    "{% if %}",
    "[a](http://x)",
    "![i](p.png)",
    "\u00a0",
    "\u2003",
    "\t",
    "\n",
    "\n\n\n",
    "Page 3 of 9",
    "- 12 -",
    "  ",
    "\r\n",
    "#",
]
texts = st.lists(st.one_of(st.text(max_size=20), st.sampled_from(MARKUP)), max_size=25).map("".join)


@settings(max_examples=400, deadline=None)
@given(text=texts)
def test_clean_document_is_idempotent(text):
    from quilltune.prepare import clean

    once = clean.clean_document(text, Counter())
    assert clean.clean_document(once, Counter()) == once


@settings(max_examples=400, deadline=None)
@given(text=st.one_of(texts, st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=60)))
def test_repair_text_is_idempotent(text):
    from quilltune.prepare import decode

    once, _ = decode.repair_text(text)
    again, repairs = decode.repair_text(once)
    assert again == once and not repairs


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=300))
def test_decode_bytes_returns_text_or_refuses_as_binary(data):
    from quilltune.prepare import decode

    try:
        text, repairs = decode.decode_bytes(data)
    except decode.BinaryContent:
        return
    assert isinstance(text, str) and isinstance(repairs, list)


overrides = st.fixed_dictionaries(
    {},
    optional={
        "name": st.text(
            st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=20
        ),
        "model.dtype": st.sampled_from(["bf16", "fp32"]),
        "train.method": st.sampled_from(["qlora", "lora", "full"]),
        "train.max_steps": st.integers(1, 10**6),
        "train.micro_batch_size": st.integers(1, 512),
        "train.grad_accum": st.integers(1, 64),
        "train.optim.lr": st.floats(1e-7, 1.0, allow_nan=False),
        "train.lora.r": st.integers(1, 256),
        "train.lora.dropout": st.floats(0, 0.99),
        "train.epochs": st.floats(0.01, 100),
        "data.seq_len": st.integers(1, 32768),
        "data.val_ratio": st.floats(0.001, 0.999),
        "data.pii.mode": st.sampled_from(["placeholder", "mask", "drop"]),
        "data.inputs": st.lists(
            st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=30),
            min_size=1,
            max_size=3,
        ),
        "plan.gpu": st.sampled_from(["cpu", "h100-sxm-80gb"]),
    },
)


def _nested(flat: dict) -> dict:
    raw: dict = {}
    for key, value in flat.items():
        node = raw
        *parents, leaf = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = value
    return raw


@settings(max_examples=150, deadline=None)
@given(flat=overrides)
def test_config_round_trips_through_yaml(tmp_path_factory, flat):
    cfg = RunConfig.model_validate(_nested(flat))
    path = tmp_path_factory.mktemp("cfg") / "run.yaml"
    path.write_text(dump_config(cfg), encoding="utf-8")
    again = load_config(path)
    assert again == cfg
    assert dump_config(again) == dump_config(cfg)
