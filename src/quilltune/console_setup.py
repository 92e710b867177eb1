"""Process setup for the CLI: no warnings a user cannot act on, and tables readable in log files.

Each filter names one message from one library and says why nobody can act on it; everything
else (our own warnings, new library warnings) still shows.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import warnings
from pathlib import Path
from typing import Any

# Wide enough for the plan's provider table; rich reads COLUMNS when output is not a terminal.
PIPED_COLUMNS = 160


# Progress bars transformers draws inside one step of a quilltune command, which reports the step
# itself: a bar per model load or save says nothing the command does not.
TRANSFORMERS_STEP_BARS = ("Loading weights", "Writing model shards")


class _DropMessage(logging.Filter):
    """Drops the records whose message matches ``pattern``; every other record passes."""

    def __init__(self, pattern: str) -> None:
        super().__init__()
        self.pattern = re.compile(pattern)

    def filter(self, record: logging.LogRecord) -> bool:
        return not self.pattern.search(record.getMessage())


class _DropTorchaoEnumNotice(logging.Filter):
    """torch's notice that registering an Enum as a pytree constant is deprecated, when the Enum is
    torchao's (torchao registers its own at import); the same notice about anyone else's passes."""

    def filter(self, record: logging.LogRecord) -> bool:
        about = record.args[0] if isinstance(record.args, tuple) and record.args else None
        return not (
            str(record.msg).startswith("%s is an Enum subclass")
            and str(getattr(about, "__module__", "")).startswith("torchao")
        )


def silence_unactionable_warnings() -> None:
    # Loggers are fetched by name, so these filters hold for libraries imported later.
    # bitsandbytes (0.50) tries, at import on an AVX512-BF16 CPU, a hub kernel for its *inference*
    # 4-bit path. quilltune switches that path off (it breaks training: STACK-NOTES pitfall 1) and
    # works offline, so the missing `kernels` package changes nothing.
    logging.getLogger("bitsandbytes.backends.cpu.ops").addFilter(
        _DropMessage(r"^Failed to load CPU gemm_4bit_forward from kernels-community")
    )
    # torchao (imported by peft whenever LoRA is applied) tries to load its CUDA-only kernels (MX-FP8,
    # CUTLASS for sm90a) on every import; quilltune uses neither, and a CPU build cannot load them.
    logging.getLogger("torchao").addFilter(
        _DropMessage(r"^Failed to load \S*torchao/_C_(mxfp8|cutlass_90a)[^/]*\.so")
    )
    # torch 2.13 deprecates the pytree registration torchao 0.18 does for its Enums at import: a
    # notice for torchao's authors, printed twice per process.
    logging.getLogger("torch.utils._pytree").addFilter(_DropTorchaoEnumNotice())
    # peft 0.21's PeftModel reads `model.is_gradient_checkpointing`, which transformers 5 deprecated:
    # the caller is peft, not the user; fixed there when peft moves to is_activation_checkpointing.
    warnings.filterwarnings(
        "ignore",
        message=r"`is_gradient_checkpointing` is deprecated",
        category=FutureWarning,
        module=r"transformers\.modeling_utils",
    )


def hide_transformers_step_bars() -> None:
    """Hide transformers' "Loading weights" / "Writing model shards" bars (``TRANSFORMERS_STEP_BARS``);
    its other bars still show. Called where quilltune loads or saves a model, not at CLI start:
    importing transformers there would slow every command. Idempotent."""
    from transformers.utils import logging as hf_logging

    if getattr(hide_transformers_step_bars, "installed", False):
        return
    previous = hf_logging.set_tqdm_hook(None)

    def hook(factory: Any, args: tuple, kwargs: dict) -> Any:
        if kwargs.get("desc") in TRANSFORMERS_STEP_BARS:
            kwargs = {**kwargs, "disable": True}
        return previous(factory, args, kwargs) if previous else factory(*args, **kwargs)

    hf_logging.set_tqdm_hook(hook)
    hide_transformers_step_bars.installed = True  # type: ignore[attr-defined]


def wide_console_when_piped() -> None:
    """rich wraps tables at 80 columns when stdout is no terminal (`plan > plan.log`); give it room.
    A terminal keeps its own width; a COLUMNS the user set wins."""
    if not sys.stdout.isatty() and "COLUMNS" not in os.environ:
        os.environ["COLUMNS"] = str(PIPED_COLUMNS)


def cpu_only_deepspeed() -> None:
    """DeepSpeed, imported by transformers/peft on many commands, probes for an accelerator and on a
    machine without one prints "Setting accelerator to CPU…" on *stdout* — inside `--json` output.
    With no GPU device node (NVIDIA or ROCm) there is nothing else to find: say so up front. A value
    the user set wins; GPU machines are left to DeepSpeed's own detection."""
    if not any(Path(d).exists() for d in ("/dev/nvidiactl", "/dev/kfd")):
        os.environ.setdefault("DS_ACCELERATOR", "cpu")


def setup_cli_process() -> None:
    silence_unactionable_warnings()
    cpu_only_deepspeed()
    wide_console_when_piped()
