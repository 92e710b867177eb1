"""K-quant (and q8_0) GGUF files by llama.cpp's own quantizer, through llama-cpp-python's binding.

No hand-written quantisation: ``llama_model_quantize`` reads the exact (f32) GGUF quilltune wrote
and picks llama.cpp's per-tensor mixture for the file type (for Q4_K_M e.g. Q6_K for some
``attn_v``/``ffn_down`` tensors). Rows whose length is not a multiple of 256 cannot hold K-quant
blocks; llama.cpp then falls back to a legacy type for that tensor (SmolLM2-135M's width is 576),
which :func:`tensor_types` makes visible in the model card.
"""

from __future__ import annotations

import ctypes
import os
from collections import Counter
from pathlib import Path

from quilltune.errors import InputError

FTYPES = {
    "q4_k_m": "LLAMA_FTYPE_MOSTLY_Q4_K_M",
    "q5_k_m": "LLAMA_FTYPE_MOSTLY_Q5_K_M",
    "q6_k": "LLAMA_FTYPE_MOSTLY_Q6_K",
    "q8_0": "LLAMA_FTYPE_MOSTLY_Q8_0",
}
INSTALL_HINT = "pip install 'quilltune[gguf]' (llama-cpp-python 0.3.36; it compiles llama.cpp, minutes)"


def llama_cpp_available() -> bool:
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        return False
    return True


def require_llama_cpp(quant: str) -> None:
    """Refuse a K-quant up front (before any merge) when llama.cpp's quantizer is not installed."""
    if quant != "q8_0" and not llama_cpp_available():
        raise InputError(
            f"--quant {quant} uses llama.cpp's quantizer, which is not installed: {INSTALL_HINT}"
        )


def quantize(src: Path, dst: Path, quant: str, threads: int | None = None) -> Path:
    """Write ``dst`` as ``quant`` from the f32/bf16 GGUF ``src``; atomically (a ``.part`` file, renamed)."""
    import llama_cpp

    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, FTYPES[quant])
    params.nthread = threads or os.cpu_count() or 1
    part = dst.with_name(f".{dst.name}.part")
    with _llama_log_captured() as log:
        rc = llama_cpp.llama_model_quantize(os.fsencode(src), os.fsencode(part), ctypes.byref(params))
    if rc != 0:
        part.unlink(missing_ok=True)
        tail = "".join(log)[-2000:]
        raise RuntimeError(f"llama.cpp's quantizer failed ({rc}) on {src} → {quant}:\n{tail}")
    os.replace(part, dst)
    return dst


class _llama_log_captured:
    """Collect llama.cpp's log lines instead of printing hundreds of per-tensor lines to the terminal.
    Restores llama-cpp-python's own logger afterwards."""

    def __enter__(self) -> list[str]:
        import llama_cpp

        self.lines: list[str] = []

        def keep(level, text, user_data):  # noqa: ARG001 -- ctypes callback signature
            self.lines.append(text.decode("utf-8", errors="replace") if text else "")

        self._callback = llama_cpp.llama_log_callback(keep)  # referenced: ctypes must not free it
        llama_cpp.llama_log_set(self._callback, ctypes.c_void_p(0))
        return self.lines

    def __exit__(self, *exc) -> None:
        import llama_cpp

        try:
            from llama_cpp._logger import llama_log_callback as default
        except ImportError:  # older binding: leave ours (it only collects)
            return
        llama_cpp.llama_log_set(default, ctypes.c_void_p(0))


# Tensor-type counts by (path, size, mtime): GGUFReader parses every metadata field, the whole
# vocabulary and merges included, to list the tensors; a model card lists every GGUF in its folder.
_KNOWN_TYPES: dict[tuple[str, int, int], dict[str, int]] = {}


def _file_key(path: Path) -> tuple[str, int, int]:
    st = path.stat()
    return str(path.resolve()), st.st_size, st.st_mtime_ns


def remember_tensor_types(path: Path, counts: Counter) -> None:
    """Record the types of a GGUF this process has just written, so its card need not read it back."""
    _KNOWN_TYPES[_file_key(path)] = dict(counts.most_common())


def tensor_types(path: Path) -> dict[str, int]:
    """How many tensors of each GGML type a GGUF holds, e.g. ``{"Q4_K": 120, "Q6_K": 31, "F32": 61}``."""
    key = _file_key(path)
    if key not in _KNOWN_TYPES:
        from gguf import GGUFReader

        _KNOWN_TYPES[key] = dict(Counter(t.tensor_type.name for t in GGUFReader(path).tensors).most_common())
    return _KNOWN_TYPES[key]
