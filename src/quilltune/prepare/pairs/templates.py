"""Teacher task templates: the built-in library (templates/library.yaml) plus a user's YAML folder."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from quilltune.errors import ConfigError

LIBRARY = Path(__file__).parent / "templates" / "library.yaml"
_KINDS = {"summary", "answer", "extraction", "drafting"}
_UNITS = {"section", "document"}
_PARSES = {"text", "qa", "json", "instruction"}
_DOC_KINDS = {"any", "contract", "judgment", "statute"}


@dataclass(frozen=True)
class TaskTemplate:
    id: str
    version: int
    kind: str
    unit: str
    applies_to: tuple[str, ...]
    instruction: str
    prompt: str
    parse: str
    system: str = ""

    @property
    def prompt_version(self) -> str:
        return f"{self.id}-v{self.version}"

    def messages(self, source: str) -> list[dict[str, str]]:
        msgs = [{"role": "system", "content": self.system}] if self.system else []
        return msgs + [{"role": "user", "content": self.prompt.replace("{source}", source)}]


def _parse_file(path: Path) -> list[TaskTemplate]:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as e:
        raise ConfigError(f"teacher template file {path} cannot be read: {e}") from None
    if isinstance(raw, dict) and "tasks" in raw:
        system, items = raw.get("system") or "", raw["tasks"]
    else:
        system, items = "", [raw]
    out = []
    for item in items or []:
        out.append(_template(item, system, path))
    return out


def _template(item: object, system: str, path: Path) -> TaskTemplate:
    if not isinstance(item, dict):
        raise ConfigError(f"{path}: each template is a mapping with id, version, kind, unit, prompt")
    missing = [k for k in ("id", "version", "kind", "unit", "prompt", "parse") if k not in item]
    if missing:
        raise ConfigError(f"{path}: template {item.get('id', '?')} lacks {', '.join(missing)}")
    checks = {"kind": _KINDS, "unit": _UNITS, "parse": _PARSES}
    for key, allowed in checks.items():
        if item[key] not in allowed:
            raise ConfigError(
                f"{path}: template {item['id']}: {key} {item[key]!r} is not one of {sorted(allowed)}"
            )
    applies = tuple(item.get("applies_to") or ["any"])
    if not set(applies) <= _DOC_KINDS:
        raise ConfigError(f"{path}: template {item['id']}: applies_to must be among {sorted(_DOC_KINDS)}")
    if "{source}" not in item["prompt"]:
        raise ConfigError(f"{path}: template {item['id']}: the prompt must contain {{source}}")
    if item["parse"] == "text" and not (item.get("instruction") or "").strip():
        raise ConfigError(f"{path}: template {item['id']}: parse text needs the student's instruction")
    return TaskTemplate(
        str(item["id"]),
        int(item["version"]),
        item["kind"],
        item["unit"],
        applies,
        (item.get("instruction") or "").strip(),
        item["prompt"],
        item["parse"],
        str(item.get("system", system) or ""),
    )


def load_templates(user_dir: str | None = None) -> dict[str, TaskTemplate]:
    """The library by id; a user template with the same id replaces the built-in one."""
    out = {t.id: t for t in _parse_file(LIBRARY)}
    if user_dir:
        folder = Path(user_dir)
        if not folder.is_dir():
            raise ConfigError(f"data.pairs.teacher.templates_dir {folder} is not a folder of YAML templates")
        for path in sorted(folder.glob("*.y*ml")):
            out.update({t.id: t for t in _parse_file(path)})
    return out


_JUDGMENT = re.compile(r"\b(?:appellant|respondent|plaintiff|defendant|the court|[A-Z]\w+ v\.? [A-Z])", re.I)
_CONTRACT = re.compile(r"\b(?:agreement|the parties|hereby agree|this contract|licen[cs]e agreement)\b", re.I)
_STATUTE = re.compile(r"\b(?:this Act|Governor in Council|enacts as follows|may be cited as)\b")


def document_kind(text: str) -> str:
    head = text[:4000]
    if _STATUTE.search(head):
        return "statute"
    if len(_JUDGMENT.findall(head)) >= 2:
        return "judgment"
    if _CONTRACT.search(head):
        return "contract"
    return "other"


def applies(template: TaskTemplate, doc_kind: str) -> bool:
    return "any" in template.applies_to or doc_kind in template.applies_to
