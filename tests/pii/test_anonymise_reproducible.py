"""The anonymise profile gives the same spans and labels in every process, whatever PYTHONHASHSEED.

The stock model tags "Kingsmere" ORG in one sentence and GPE in others, and misses it in a third: the
value is propagated to every occurrence with both labels (detector._other_occurrences), and which
label won the tie in ``resolve_overlaps`` used to follow a set's iteration order, so a process with
another hash seed printed ORGANISATION where the first printed PLACE.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from quilltune.prepare.pii.spans import Span, resolve_overlaps

ROOT = Path(__file__).resolve().parents[2]

# Paraphrased from the Kingsmere Park Act (shared/corpus/legal-public/canada-laws K-0.8.xml; Open
# Government Licence – Canada).
TEXT = (
    "Whereas by the will of the late Right Honourable William Lyon Mackenzie King, there has been vested "
    "in His Majesty in right of Canada certain property at Kingsmere in the Province of Quebec.\n\n"
    "24 The cherished objective of being able to present my Kingsmere properties as a thank-offering for "
    "what I owe to my country is a matter of deep satisfaction. I give my several properties at "
    "Kingsmere, in the Province of Quebec, to the Government of Canada.\n\n"
    "25 In making this bequest, I express the wish that the lands at Kingsmere may be maintained as "
    "nearly as possible in their present condition. I hope that the Government of Canada will consider "
    "setting aside a part of the Kingsmere property as a country home for the Prime Minister.\n\n"
    "27 Inasmuch as relatives and friends of mine have spent their summers at Kingsmere as my guests or "
    "tenants, I hope they may continue to enjoy the summer homes.\n"
)

_CODE = (
    "import json, sys\n"
    "from quilltune.prepare.pii.detector import PIIDetector\n"
    "text = sys.stdin.read()\n"
    "spans = PIIDetector(profile='anonymise', person_strategy='rules').detect(text)\n"
    "print(json.dumps([[s.start, s.end, s.label] for s in spans]))\n"
)


def test_anonymise_spans_do_not_depend_on_the_hash_seed():
    env = {k: v for k, v in os.environ.items() if k != "PYTHONHASHSEED"}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT / "src"), env.get("PYTHONPATH")) if p)
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    # Started together (each loads spaCy for several seconds), read in turn.
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _CODE],
            cwd=ROOT,
            env={**env, "PYTHONHASHSEED": seed},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for seed in ("0", "1")
    ]
    outputs = []
    for p in procs:
        out, err = p.communicate(TEXT, timeout=120)
        assert p.returncode == 0, err[-2000:]
        outputs.append(json.loads(out))
    assert any(TEXT[a:b] == "Kingsmere" for a, b, _ in outputs[0]), outputs[0]  # the value that flipped
    assert outputs[1] == outputs[0]


def test_an_exact_tie_goes_to_the_same_label_whatever_the_input_order():
    place, organisation = Span(10, 19, "PLACE"), Span(10, 19, "ORGANISATION")
    longer_org = Span(0, 19, "ORGANISATION")
    for spans in ([place, organisation], [organisation, place]):
        assert resolve_overlaps(spans) == [place]
    # Length still comes before the label: "Bank of Kingsmere" is not cut to its place.
    for spans in ([place, longer_org], [longer_org, place, organisation]):
        assert resolve_overlaps(spans) == [longer_org]
