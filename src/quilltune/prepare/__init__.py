"""quilltune.prepare: raw corpus → cleaned, redacted documents → instruction pairs → packed token shards.

``quilltune.config`` is imported first: it composes ``prepare.config`` into the run config, and
importing ``prepare.config`` on its own first would otherwise be a circular import.
"""

import quilltune.config  # noqa: F401
