"""Build ``src/quilltune/prepare/pii/name_gazetteer.txt`` from the person-name lists that Faker ships.

Faker (MIT licence, https://github.com/joke2k/faker) carries given names and surnames for ~90 locales,
in their own scripts and romanised. quilltune ships the lists, not Faker: the PERSON rules read them
as a signal ("both words are known names") that never decides alone (the legal veto still applies).

    pip install faker==40.54.0   # the pii-tuning extra
    python scripts/build_name_gazetteer.py

The locales in ``DEV_LOCALES`` of tests/pii/tuning/build_broad.py are left out, so that the broad dev
split scores names the gazetteer has never seen. Deterministic: sorted output.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Iterable
from pathlib import Path

import faker.providers.person as person_providers

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src/quilltune/prepare/pii/name_gazetteer.txt"
sys.path.insert(0, str(ROOT / "tests/pii/tuning"))
from build_broad import DEV_LOCALES  # noqa: E402

GIVEN_ATTRS = ("first_names", "first_names_male", "first_names_female", "first_names_nonbinary",
               "first_romanized_names", "first_romanized_names_male", "first_romanized_names_female")  # fmt: skip
SURNAME_ATTRS = ("last_names", "last_names_male", "last_names_female", "last_names_nonbinary",
                 "last_romanized_names")  # fmt: skip


def _values(obj: object) -> Iterable[str]:
    if isinstance(obj, dict):
        obj = obj.keys()
    if isinstance(obj, (list, tuple, set, frozenset)) or hasattr(obj, "__iter__"):
        for v in obj:
            if isinstance(v, str):
                yield v


def _words(name: str) -> Iterable[str]:
    """Name words of two letters or more, without honorifics glued to them ("pan", "Dr.")."""
    for w in name.replace("-", " ").split():
        w = w.strip(".,()")
        if len(w) >= 2 and not w.endswith(".") and any(ch.isalpha() for ch in w):
            yield w


def collect() -> tuple[set[str], set[str]]:
    given: set[str] = set()
    surnames: set[str] = set()
    for mod in pkgutil.iter_modules(person_providers.__path__):
        if mod.name in DEV_LOCALES or not mod.ispkg:
            continue
        provider = importlib.import_module(f"{person_providers.__name__}.{mod.name}").Provider
        for attrs, bucket in ((GIVEN_ATTRS, given), (SURNAME_ATTRS, surnames)):
            for attr in attrs:
                for name in _values(getattr(provider, attr, ())):
                    bucket.update(_words(name))
    return given, surnames


def main() -> None:
    given, surnames = collect()
    lines = [
        "# Given names and surnames from Faker 40.54.0's locale lists (MIT licence), built by",
        "# scripts/build_name_gazetteer.py; one line per name: G (given), S (surname) or GS (both), a tab, the name.",
    ]
    for name in sorted(given | surnames):
        kind = ("G" if name in given else "") + ("S" if name in surnames else "")
        lines.append(f"{kind}\t{name}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(given)} given names, {len(surnames)} surnames -> {OUT}")


if __name__ == "__main__":
    main()
