"""``quilltune plan`` stays fast: no torch/transformers on its path, and the arithmetic is quick."""

from __future__ import annotations

import subprocess
import sys
import time

from quilltune.config import load_config
from quilltune.plan.api import make_plan


def test_plan_path_imports_no_torch():
    code = (
        "import sys; from quilltune.config import load_config; from quilltune.plan.api import make_plan; "
        "from quilltune.plan.command import plan_command; from quilltune.plan.search_options import add_options; "
        "make_plan(load_config('llama2-70b-qlora-2x8xh100-zero3')); "
        "print(','.join(m for m in ('torch', 'transformers', 'peft') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_make_plan_is_quick():
    cfg = load_config("llama2-70b-qlora-2x8xh100-zero3")
    make_plan(cfg)  # warm the catalog cache
    start = time.process_time()  # CPU time: the machine is shared, wall time is not ours alone
    for _ in range(5):
        make_plan(cfg)
    assert (time.process_time() - start) / 5 < 0.5
