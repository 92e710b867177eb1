"""Hypothesis profiles: `make test` replays a fixed seed so a landing CI run is reproducible;
`HYPOTHESIS_PROFILE=explore` (`make test-explore`) searches new random cases on every run.

A case `explore` finds is fixed in the code and pinned as an ``@example`` in the test, so the
fixed-seed suite keeps checking it from then on.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("replay", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "replay"))
