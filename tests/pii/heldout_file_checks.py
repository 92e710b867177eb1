"""What the report-only sets' file tests share (heldout_r11, heldout_r12, heldout_r13, heldout_r14): the
detector's labels read without importing it, a set's builder loaded from its folder, and the check digits the
gold must pass.
The detector is never run here."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
KEYS = {"id", "tags", "text", "spans", "decoys"}
CA_POSTAL = re.compile(r"[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d")
UK_POSTAL = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}")


def labels() -> set[str]:
    tree = ast.parse((ROOT / "src/quilltune/prepare/pii/spans.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and node.target.id == "LABELS"
        ):
            return set(ast.literal_eval(node.value))
    raise AssertionError("LABELS not found")


def builder(folder: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, folder / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_cases(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def marks(case: dict, key: str) -> list[tuple[str, dict]]:
    return [(case["text"][m["start"] : m["end"]], m) for m in case[key]]


def digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def luhn(ds: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(ds)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return bool(ds) and total % 10 == 0


def iban(text: str) -> bool:
    s = text.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def bc_phn(ds: str) -> bool:
    if len(ds) != 10 or ds[0] != "9":
        return False
    rem = sum(int(c) * w for c, w in zip(ds[1:9], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
    return 11 - rem < 10 and int(ds[9]) == 11 - rem


def aba(ds: str) -> bool:
    d = [int(c) for c in ds]
    return (
        len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0
    )


def assert_nanp_phones(cases: list[dict]) -> None:
    """NANP rules for the PHONE spans of Canadian and US cases: area and exchange start 2-9, no N11, no 555."""
    for case in cases:
        if not ({"jur:ca", "jur:us"} & set(case["tags"])):
            continue
        for piece, m in marks(case, "spans"):
            if m["label"] != "PHONE" or (piece.startswith("+") and not piece.startswith("+1")):
                continue
            main = re.split(r"(?i)\s*(?:ext\.?|x|,?\s*poste)\s*\d+$", piece)[0]
            ds = digits(main)
            ds = ds[1:] if len(ds) == 11 and ds[0] == "1" else ds
            assert len(ds) == 10, piece
            area, exch = ds[:3], ds[3:6]
            assert area[0] in "23456789" and exch[0] in "23456789", piece
            assert exch != "555" and area[1:] != "11" and exch[1:] != "11", piece
