"""Keep torch out of prepare's processes.

``prepare`` never runs a model, yet two of its libraries import torch when it is installed:
transformers when it loads the tokenizer, and thinc under spaCy when the PII model loads. That is
~300 MB of resident memory per process, in the parent and in every worker: with 2 workers it took
a run to 2.03 GB against a 2 GB ``data.memory_budget_mb`` (benchmarks/NOTES.md). Both libraries
work without torch (they probe for it and fall back), so a process that has not imported torch
yet is told it is absent. A process that already has torch (``train`` preparing data in-process)
is left alone.
"""

from __future__ import annotations

import os
import sys


def keep_torch_out() -> None:
    if "torch" in sys.modules:
        return
    sys.modules["torch"] = None  # type: ignore[assignment]  # `import torch` now raises ImportError
    # transformers would say once per process that PyTorch was not found: expected here.
    os.environ.setdefault("TRANSFORMERS_NO_ADVISORY_WARNINGS", "1")
