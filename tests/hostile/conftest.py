"""Hostile-input tests run the real CLI; the helper module sits next to them."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
