"""Build ``src/quilltune/prepare/pii/name_gazetteer.txt`` from the person-name lists that Faker ships.

Faker (MIT licence, https://github.com/joke2k/faker) carries given names and surnames for ~90 locales,
in their own scripts and romanised. Every name list of every person provider is read (standard
``first_names``/``last_names`` and the locale-specific ones: ``male_last_names``, ``first_names_*_islamic``,
``*_hinduism``, ``*_rus``, ``*_est``, kana and romanised pairs, ``middle_names``). quilltune ships the lists, not Faker: the PERSON rules read them
as a signal ("both words are known names") that never decides alone (the legal veto still applies).

    pip install faker==40.54.0   # the pii-tuning extra
    python scripts/build_name_gazetteer.py

The locales in ``DEV_LOCALES`` of tests/pii/tuning/broad_world.py are left out, so that the broad dev
split scores names the gazetteer has never seen. Deterministic: sorted output.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from collections.abc import Iterable
from pathlib import Path

import faker.providers.person as person_providers

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src/quilltune/prepare/pii/name_gazetteer.txt"
sys.path.insert(0, str(ROOT / "tests/pii/tuning"))
from broad_world import DEV_LOCALES  # noqa: E402

# Every attribute of a person provider whose name says it holds names ("first_names_female_islamic",
# "male_last_names", "last_name_pairs", "middle_names", "first_kana_names"), not only the standard ones:
# Polish surnames live in ``male_last_names``/``female_last_names``, Japanese in ``*_pairs``.
_NAME_LIST = re.compile(r"(?:^|_)(first|middle|last)_(?:\w+_)?names?(?:_|$)")
_NOT_NAME_LISTS = {"language_names"}


def name_lists(provider: type) -> Iterable[tuple[str, object]]:
    """(``given`` or ``surname``, list) for every name list the provider class carries, inherited too."""
    for attr in sorted(dir(provider)):
        m = _NAME_LIST.search(attr)
        if attr.startswith("_") or attr in _NOT_NAME_LISTS or not m:
            continue
        value = getattr(provider, attr)
        if isinstance(value, (list, tuple, dict, set, frozenset)):
            yield ("surname" if m.group(1) == "last" else "given"), value


def _values(obj: object) -> Iterable[str]:
    """The strings of a list, of a weighted dict's keys, and of tuples in it (kanji, kana, romanised)."""
    for v in obj.keys() if isinstance(obj, dict) else obj:
        if isinstance(v, str):
            yield v
        elif isinstance(v, tuple):
            yield from (x for x in v if isinstance(x, str))


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
        for kind, values in name_lists(provider):
            bucket = surnames if kind == "surname" else given
            for name in _values(values):
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
