"""Load a run config from YAML (or a preset name) plus ``key=value`` overrides, validated at once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from quilltune.config.base import ConfigError, explain
from quilltune.config.run import RunConfig

PRESET_DIR = Path(__file__).resolve().parents[3] / "configs"


def preset_path(name: str) -> Path | None:
    """``smollm2-cpu-demo`` → ``configs/smollm2-cpu-demo.yaml`` when it exists."""
    for cand in (PRESET_DIR / name, PRESET_DIR / f"{name}.yaml"):
        if cand.is_file():
            return cand
    return None


def _parse_value(text: str) -> Any:
    # YAML scalars: 3 → int, 1e-4 → float, true → bool, [a, b] → list; anything else stays a string.
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def apply_overrides(raw: dict, overrides: list[str]) -> dict:
    for item in overrides:
        if "=" not in item:
            raise ConfigError(f"override '{item}' is not key=value (e.g. train.max_steps=20)")
        key, value = item.split("=", 1)
        node = raw
        parts = key.strip().split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                raise ConfigError(f"override '{item}': '{part}' is not a section")
        node[parts[-1]] = _parse_value(value)
    return raw


def load_config(source: str | Path | None = None, overrides: list[str] | None = None) -> RunConfig:
    """Load and validate. ``source``: a YAML path, a preset name, or None for the defaults."""
    raw: dict = {}
    label = "config"
    if source is not None:
        path = Path(source)
        if not path.is_file():
            found = preset_path(str(source))
            if found is None:
                presets = ", ".join(sorted(p.stem for p in PRESET_DIR.glob("*.yaml")))
                raise ConfigError(f"config '{source}' is neither a file nor a preset. Presets: {presets}")
            path = found
        label = str(path)
        try:
            raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as e:
            raise ConfigError(f"{label}: not valid YAML: {e}") from None
        except UnicodeDecodeError:
            raise ConfigError(f"{label}: not UTF-8 text") from None
        except RecursionError:
            raise ConfigError(f"{label}: nested too deeply to be a run config") from None
        if not isinstance(raw, dict):
            raise ConfigError(f"{label}: expected a mapping of sections (model, data, train, ...)")
    raw = apply_overrides(raw, overrides or [])
    try:
        return RunConfig.model_validate(raw)
    except ValidationError as e:
        raise explain(e, RunConfig, label) from None


def dump_config(cfg: RunConfig) -> str:
    return yaml.safe_dump(cfg.model_dump(mode="json"), sort_keys=False)
