"""Peak RSS belongs to the process that reports it, not to whoever started it.

Linux carries ``ru_maxrss`` across fork + exec: a small child of a large parent reports the parent's
size. The trainer, the bench workers and the prepare memory test read ``quilltune.peak_rss`` instead.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

CHILD = """
import json, resource
from quilltune.peak_rss import peak_rss_mb
print(json.dumps({"peak": peak_rss_mb(), "ru_maxrss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the fork-inherited ru_maxrss is Linux behaviour"
)
def test_child_of_a_large_parent_reports_its_own_peak():
    ballast = bytearray(700 * 2**20)  # touched pages: this process is now >= 700 MiB resident
    for i in range(0, len(ballast), 4096):
        ballast[i] = 1
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, check=True)
    child = json.loads(out.stdout)
    del ballast
    assert child["ru_maxrss"] >= 700  # the inherited figure this module avoids
    assert 5 < child["peak"] < 300, child  # a bare interpreter importing one small module
