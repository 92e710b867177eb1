"""Training a prepared folder needs none of the prepare stage's packages: the GPU image lacks them
(2026-12-04: the 1B bench's quilltune run died on `import datasketch` there)."""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = """
import sys
# the prepare stage's own dependencies, made unimportable as on the GPU image
for name in ("datasketch", "spacy", "selectolax", "ftfy", "phonenumbers", "stdnum", "english_words", "pypdf", "docx"):
    sys.modules[name] = None
from quilltune.config import load_config
from quilltune.train.api import train
cfg = load_config(None, ["model.name=" + sys.argv[1], "train.micro_batch_size=4", "train.max_steps=1",
                         "train.eval_every=1000", "train.optim.warmup_steps=1"])
summary = train(cfg, sys.argv[3], data_dir=sys.argv[2], progress=False)
print("STATUS", summary["status"])
"""


def test_a_prepared_folder_trains_with_the_prepare_packages_missing(tiny_llama_dir, tiny_data, tmp_path):
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tiny_llama_dir), str(tiny_data), str(tmp_path / "run")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "STATUS completed" in proc.stdout
    assert json.loads((tmp_path / "run" / "summary.json").read_text())["status"] == "completed"
