"""Checks on the round-30 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    CA_POSTAL,
    UK_POSTAL,
    assert_check_digits,
    assert_marks_on_word_boundaries,
    assert_nanp_phones,
    assert_native_names_transliterated,
    assert_office_decoys_titled,
    assert_person_spans_untitled,
    assert_rebuilds_under_hash_seed,
    assert_schema_offsets_and_overlaps,
    assert_size_minimums,
    assert_stdlib_only_and_small,
    assert_tags_consistent,
    builder,
    read_cases,
)
from heldout_kind_lists import (
    R29_KINDS,
    R29_SHAPES,
    R30_KINDS,
    R30_SHAPES,
    listed_before,
)
from heldout_r30_checks import ABBREVIATIONS, JOINED, check_layout, date_form, relation
from heldout_round_checks import (
    assert_decoy_kinds_reused,
    assert_jurisdiction_share,
    assert_kinds_and_layouts_listed_and_new,
    assert_label_minimums,
    assert_language_kinds,
    assert_new_against_every_file,
)

HERE = Path(__file__).resolve().parent
SET = HERE / "heldout_r30"
CASES_FILE = SET / "cases.jsonl"
EARLIER_FILES = sorted(p for p in HERE.glob("heldout_r*/cases.jsonl") if p.parent.name != "heldout_r30")

LANG_KINDS = {
    "fr": (r"(?i)naissance|né\(e\)|courriel|domicile|N° de dossier", 88),
    "es": (r"(?i)nacimiento|nació|domicilio|correo|Expediente", 44),
    "de": (r"(?i)Geburtsdatum|geboren|Wohnanschrift|Aktenzeichen", 11),
    "it": (r"(?i)nascita|nato/a|residenza|N\. di ruolo", 11),
    "nl": (r"(?i)geboorte|geboren|woonadres|Zaaknummer", 11),
    "pt": (r"(?i)nascimento|nasceu|endereço|Processo n\.º", 11),
    "pl": (r"(?i)urodzenia|urodził|zamieszkania|Sygnatura akt", 11),
}
EARLIER_KINDS, EARLIER_SHAPES = listed_before(30)


def _builder():
    return builder(SET, "build_heldout_r30")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _module(name):
    _builder()  # puts the set's folder on sys.path for the module's own imports
    spec = importlib.util.spec_from_file_location(name, SET / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _script():
    return _module("r30_names_native").SCRIPT


def test_earlier_lists_are_complete():
    assert len(R29_KINDS) == 50 and len(R29_SHAPES) == 10
    assert len(R30_KINDS) == 50 and len(R30_SHAPES) == 10


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r30.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r30_", "build_heldout_r30")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r30")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _script())


def test_size_minimums(cases):
    script = _script()
    assert_size_minimums(cases, script)
    assert_label_minimums(cases, ids=60)
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 100 and len({script[loc] for loc in locs}) >= 22


def test_decoy_kinds_use_the_earlier_names(cases):
    assert_decoy_kinds_reused(cases)


def test_new_document_kinds_and_layouts(cases):
    assert_kinds_and_layouts_listed_and_new(cases, R30_KINDS, R30_SHAPES, EARLIER_KINDS, EARLIER_SHAPES)


def test_kinds_and_layouts_are_new_against_every_earlier_file(cases):
    assert_new_against_every_file(cases, EARLIER_FILES, {"heldout_r27", "heldout_r28", "heldout_r29"})


def test_other_language_kinds(cases):
    langs = {cfg["kind"]: cfg["lang"] for cfg in _module("r30_docs").KINDS}
    assert_language_kinds(cases, langs, LANG_KINDS)


def test_jurisdictions(cases):
    assert_jurisdiction_share(cases)
    jurs = Counter(c["tags"][2] for c in cases)
    assert len(jurs) - 2 >= 12 and 0.6 <= (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.7


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    public = _module("r30_public")
    titles = {t for table in (public.JUDGE_TITLES, public.MEMBER_TITLES) for ts in table.values() for t in ts}
    assert_office_decoys_titled(cases, extra_titles="|".join(re.escape(t) for t in sorted(titles)))
    offices = sorted({t for ts in public.OFFICE_TITLES.values() for t in ts}, key=len, reverse=True)
    official = re.compile("(" + "|".join(re.escape(t) for t in offices) + ") ")
    for case in cases:
        for m in case["decoys"]:
            if m["kind"] == "official":
                assert official.match(case["text"][m["start"] : m["end"]]), case["id"]


def test_marks_do_not_share_text_with_neighbours(cases):
    assert_marks_on_word_boundaries(cases)


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if {"hc:qc", "hc:on", "hc:bc"} & set(case["tags"]):
            assert "jur:ca" in case["tags"], case["id"]


def test_postal_codes_sit_outside_addresses(cases):
    for case in cases:
        for m in case["spans"]:
            if m["label"] == "ADDRESS":
                piece = case["text"][m["start"] : m["end"]]
                assert not CA_POSTAL.search(piece) and not UK_POSTAL.search(piece), case["id"]


def test_birth_dates_are_written_many_ways(cases):
    months = _module("r30_numbers").MONTHS
    forms = Counter(
        date_form(case["text"][m["start"] : m["end"]], months)
        for case in cases
        for m in case["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert forms["numeric"] >= 100 and forms["en"] >= 100 and forms["words"] >= 40, forms
    others = [k for k, n in forms.items() if k not in ("numeric", "en", "words", "other") and n >= 10]
    assert len(others) >= 12, forms
    assert not forms["other"], forms


def test_values_sit_in_many_relations_to_their_labels(cases):
    where = Counter(
        relation(c["tags"][1][6:], c["text"], m["start"], m["end"])
        for c in cases
        for m in c["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert set(where) == {"beside", "above", "after", "leader", "column", "key", "answer", "sentence"}, where
    assert min(where.values()) >= 40, where


def test_labels_in_two_languages_and_abbreviated(cases):
    assert sum(len(JOINED.findall(c["text"])) for c in cases) >= 300
    abbreviations = Counter(a for c in cases for a in ABBREVIATIONS.findall(c["text"]))
    assert sum(abbreviations.values()) >= 300 and len(abbreviations) >= 25, len(abbreviations)


def test_people_lists_carry_their_own_birth_dates(cases):
    crowded = 0
    for case in cases:
        starts = sorted(m["start"] for m in case["spans"] if m["label"] == "DATE_OF_BIRTH")
        crowded += any(b - a < 400 for a, b in zip(starts, starts[1:], strict=False))
    assert crowded >= 150, crowded


def test_every_layout_keeps_its_syntax(cases):
    seen = Counter()
    for case in cases:
        shape = case["tags"][1][6:]
        check_layout(shape, case["text"])
        seen[shape] += 1
    assert set(seen) == R30_SHAPES and min(seen.values()) == 55


def test_readme_lists_no_kind_or_layout_names():
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# Round-30 ") and ("**Report-only." in banner or "**Now a TUNING set" in banner)
    assert not [n for n in R30_KINDS | R30_SHAPES if n in readme]


def test_cases_file_is_one_json_object_per_line():
    for line in CASES_FILE.read_text(encoding="utf-8").splitlines():
        assert isinstance(json.loads(line), dict)
