"""User-facing errors: printed by the CLI as one paragraph without a traceback.

Exit codes (documented in the README):
0 ok · 1 internal error (a bug: traceback shown) · 2 user error (bad config, input or arguments) ·
3 run preempted (SIGTERM/SIGINT; a checkpoint was saved) · 4 locked (another writer holds the folder) ·
5 data integrity error (corrupt shard, checksum mismatch).
"""

from __future__ import annotations


class QuilltuneError(Exception):
    """Base of errors a user can act on. ``exit_code`` is what the CLI exits with."""

    exit_code = 2


class ConfigError(QuilltuneError, ValueError):
    """A config is wrong: the message says what and how to fix it."""


class InputError(QuilltuneError):
    """An input file or folder is missing, unreadable or malformed."""


class IntegrityError(QuilltuneError):
    """A file does not match its recorded checksum or is truncated/corrupt."""

    exit_code = 5


class LockedError(QuilltuneError):
    """Another live process holds the lock of a run or data folder."""

    exit_code = 4


class Preempted(QuilltuneError):
    """The run was asked to stop (SIGTERM/SIGINT) and saved a checkpoint."""

    exit_code = 3
