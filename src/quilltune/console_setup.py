"""Process setup for the CLI: no warnings a user cannot act on, and tables readable in log files.

Each filter names one message from one library and says why nobody can act on it; everything
else (our own warnings, new library warnings) still shows.
"""

from __future__ import annotations

import logging
import os
import sys
import warnings

# Wide enough for the plan's provider table; rich reads COLUMNS when output is not a terminal.
PIPED_COLUMNS = 160


class _DropMessage(logging.Filter):
    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(self.prefix)


def silence_unactionable_warnings() -> None:
    # bitsandbytes (0.50) tries, at import on an AVX512-BF16 CPU, a hub kernel for its *inference*
    # 4-bit path. quilltune switches that path off (it breaks training: STACK-NOTES pitfall 1) and
    # works offline, so the missing `kernels` package changes nothing.
    logging.getLogger("bitsandbytes.backends.cpu.ops").addFilter(
        _DropMessage("Failed to load CPU gemm_4bit_forward from kernels-community")
    )
    # peft 0.21's PeftModel reads `model.is_gradient_checkpointing`, which transformers 5 deprecated:
    # the caller is peft, not the user; fixed there when peft moves to is_activation_checkpointing.
    warnings.filterwarnings(
        "ignore",
        message=r"`is_gradient_checkpointing` is deprecated",
        category=FutureWarning,
        module=r"transformers\.modeling_utils",
    )


def wide_console_when_piped() -> None:
    """rich wraps tables at 80 columns when stdout is no terminal (`plan > plan.log`); give it room.
    A terminal keeps its own width; a COLUMNS the user set wins."""
    if not sys.stdout.isatty() and "COLUMNS" not in os.environ:
        os.environ["COLUMNS"] = str(PIPED_COLUMNS)


def setup_cli_process() -> None:
    silence_unactionable_warnings()
    wide_console_when_piped()
