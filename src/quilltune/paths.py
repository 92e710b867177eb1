"""Where quilltune keeps caches (converted models, prepared presets). Override with QUILLTUNE_CACHE."""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    root = os.environ.get("QUILLTUNE_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "quilltune"
    )
    path = Path(root)
    path.mkdir(parents=True, exist_ok=True)
    return path
