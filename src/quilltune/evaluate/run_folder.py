"""Read a run folder (or a bare PEFT adapter folder) as described in docs/ARCHITECTURE.md.

evaluate, export, report and chat all start from here, so the rules for finding the base model,
the adapter and the prepared data live in one place.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from quilltune.errors import InputError

if TYPE_CHECKING:
    from quilltune.evaluate.config import EvalConfig


@dataclass
class RunFolder:
    path: Path
    """The run folder; for a bare adapter, the adapter folder itself."""
    base_model_dir: Path
    adapter_dir: Path | None
    """PEFT adapter (LoRA/QLoRA runs); None for a full fine-tune."""
    full_model_dir: Path | None
    """Tuned full weights (method: full); None for adapter runs."""
    data_dir: Path | None
    summary: dict[str, Any] = field(default_factory=dict)
    config: dict[str, Any] = field(default_factory=dict)
    """config.yaml as a plain dict: older or newer runs may carry keys this version does not know."""
    plan: dict[str, Any] = field(default_factory=dict)

    @property
    def method(self) -> str:
        return str(self.config.get("train", {}).get("method") or ("full" if self.full_model_dir else "lora"))

    @property
    def model_dtype(self) -> str:
        return str(self.config.get("model", {}).get("dtype", "bf16"))

    def eval_config(self) -> EvalConfig:
        """The run's ``eval`` section; keys this version does not know are ignored, not fatal."""
        from quilltune.evaluate.config import EvalConfig

        raw = self.config.get("eval") or {}
        known = {k: v for k, v in raw.items() if k in EvalConfig.model_fields}
        return EvalConfig.model_validate(known)


def read_json(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise InputError(f"{path} is not valid JSON ({e}); the file is corrupt or half-written") from None
    except RecursionError:
        raise InputError(f"{path} is nested too deeply to be a run file; the file is corrupt") from None


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """Rows of a JSON-lines file. A torn last line (a run killed mid-write) is skipped; bytes that
    are not UTF-8 or a line nested absurdly deep make the file corrupt: a clear error naming the line."""
    if not path.is_file():
        return []
    rows = []
    with path.open("rb") as fh:
        for lineno, raw in enumerate(fh, start=1):
            try:
                line = raw.decode("utf-8").strip()
            except UnicodeDecodeError:
                raise InputError(f"{path} line {lineno} is not UTF-8 text; the file is corrupt") from None
            if not line:
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                continue
            except RecursionError:
                raise InputError(f"{path} line {lineno} is nested too deeply; the file is corrupt") from None
    return rows


def _resolve(path_text: str | None, relative_to: Path) -> Path | None:
    if not path_text:
        return None
    p = Path(path_text).expanduser()
    if not p.is_absolute():
        p = (relative_to / p).resolve()
    return p


def _base_from_adapter(adapter_dir: Path) -> Path | None:
    cfg = read_json(adapter_dir / "adapter_config.json")
    name = cfg.get("base_model_name_or_path")
    if not name:
        return None
    p = Path(name).expanduser()
    if p.is_dir():
        return p
    # An embedded model name (e.g. smollm2-135m-instruct) resolves through the registry.
    from quilltune.models import ModelNotFound, resolve_model

    try:
        return resolve_model(name)
    except ModelNotFound:
        return None


def open_run(path: str | Path, need_weights: bool = True) -> RunFolder:
    """Open RUN_DIR (from train or demo) or a bare adapter folder; refuse anything else clearly.

    ``need_weights=False`` (the report) accepts a failed or preempted run without final weights.
    """
    root = Path(path).expanduser().resolve()
    if not root.is_dir():
        raise InputError(
            f"'{path}' is not a folder: give a run folder (with summary.json) or a PEFT adapter folder"
        )
    if (root / "adapter_config.json").is_file() and not (root / "summary.json").is_file():
        base = _base_from_adapter(root)
        if base is None:
            raise InputError(
                f"adapter '{root}' names a base model that is not on this machine; evaluate the run folder "
                "instead, or fix base_model_name_or_path in adapter_config.json"
            )
        return RunFolder(path=root, base_model_dir=base, adapter_dir=root, full_model_dir=None, data_dir=None)
    if (root / "config.json").is_file() and not (root / "summary.json").is_file():
        # A plain HF model folder (e.g. a merged export): chat/generate with it; base = tuned.
        return RunFolder(
            path=root,
            base_model_dir=root,
            adapter_dir=None,
            full_model_dir=root,
            data_dir=None,
            config={"train": {"method": "full"}},
        )
    if not (root / "summary.json").is_file():
        raise InputError(
            f"'{root}' has no summary.json and no adapter_config.json: it is neither a finished run folder "
            "nor a PEFT adapter (a run that is still training writes summary.json at the end)"
        )
    summary = read_json(root / "summary.json")
    try:
        config = yaml.safe_load((root / "config.yaml").read_text(encoding="utf-8")) or {}
    except FileNotFoundError:
        config = {}
    adapter = _resolve(summary.get("adapter"), root) or root / "adapter"
    adapter = adapter if (adapter / "adapter_config.json").is_file() else None
    full = root / "model" if (root / "model" / "config.json").is_file() else None
    base = _resolve(summary.get("base_model"), root)
    if base is None and adapter is not None:
        base = _base_from_adapter(adapter)
    if need_weights and (base is None or not (base / "config.json").is_file()):
        raise InputError(
            f"{root}/summary.json: base_model '{summary.get('base_model')}' is not a model folder here"
        )
    if need_weights and adapter is None and full is None:
        raise InputError(
            f"run '{root}' holds neither adapter/ nor model/: the run did not save final weights"
        )
    return RunFolder(
        path=root,
        base_model_dir=base or Path(str(summary.get("base_model") or "")),
        adapter_dir=adapter,
        full_model_dir=full,
        data_dir=_resolve(summary.get("data_dir"), root),
        summary=summary,
        config=config,
        plan=read_json(root / "plan.json"),
    )
