"""Base class for every stage config: strict, typed, with fix-it messages.

Each stage package owns its config (``prepare/config.py``, ``train/config.py`` ...); ``run.py``
composes them. Unknown keys are refused with the nearest valid name, so a typo never silently
falls back to a default.
"""

from __future__ import annotations

import difflib

from pydantic import BaseModel, ConfigDict, ValidationError

from quilltune.errors import ConfigError


class StageConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, frozen=False)


def _fields_at(model: type[BaseModel], loc: tuple) -> list[str]:
    """Valid field names of the (nested) model that holds the location ``loc``."""
    current: type[BaseModel] | None = model
    for part in loc[:-1]:
        if current is None or not isinstance(part, str) or part not in current.model_fields:
            return []
        ann = current.model_fields[part].annotation
        current = ann if isinstance(ann, type) and issubclass(ann, BaseModel) else None
    return list(current.model_fields) if current is not None else []


def explain(err: ValidationError, model: type[BaseModel], source: str = "config") -> ConfigError:
    """Turn a pydantic error into one readable paragraph per problem, with suggestions."""
    lines = []
    for e in err.errors():
        loc = tuple(e["loc"])
        dotted = ".".join(str(p) for p in loc) or "(top level)"
        if e["type"] == "extra_forbidden":
            valid = _fields_at(model, loc)
            close = difflib.get_close_matches(str(loc[-1]), valid, n=1, cutoff=0.5)
            hint = f" Did you mean '{'.'.join(str(p) for p in loc[:-1] + (close[0],))}'?" if close else ""
            lines.append(f"{source}: unknown key '{dotted}'.{hint} Valid keys here: {', '.join(valid)}.")
        else:
            got = e.get("input")
            got_txt = "" if isinstance(got, dict) else f" (got {got!r})"
            msg = e["msg"].removeprefix("Value error, ")
            lines.append(f"{source}: '{dotted}': {msg}{got_txt}.")
    return ConfigError("\n".join(lines))
