"""Checks on the round-28 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    CA_POSTAL,
    OLD_SHAPES,
    R14_KINDS,
    R15_KINDS,
    R16_KINDS,
    R16_SHAPES,
    R17_KINDS,
    R17_SHAPES,
    R18_KINDS,
    R18_SHAPES,
    R19_KINDS,
    R19_SHAPES,
    R20_KINDS,
    R20_SHAPES,
    R21_KINDS,
    R21_SHAPES,
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
    R22_KINDS,
    R22_SHAPES,
    R23_KINDS,
    R23_SHAPES,
    R24_KINDS,
    R24_SHAPES,
    R25_KINDS,
    R25_SHAPES,
    R26_KINDS,
    R26_SHAPES,
    R27_KINDS,
    R27_SHAPES,
    R28_KINDS,
    R28_SHAPES,
)
from heldout_r28_checks import (
    ABBREVIATIONS,
    DOB_EN,
    DOB_OTHER,
    FRENCH_IN_ENGLISH,
    JOIN,
    TAGS,
    date_form,
    relation,
)
from heldout_round_checks import (
    assert_decoy_kinds_reused,
    assert_jurisdiction_share,
    assert_kinds_and_layouts_listed_and_new,
    assert_label_minimums,
    assert_language_kinds,
    assert_new_against_every_file,
)

HERE = Path(__file__).resolve().parent
SET = HERE / "heldout_r28"
CASES_FILE = SET / "cases.jsonl"
EARLIER_FILES = sorted(p for p in HERE.glob("heldout_r*/cases.jsonl") if p.parent.name != "heldout_r28")

LANG_KINDS = {
    "fr": (r"(?i)naissance|né\(e\)|courriel|adresse|domicile|NAS\b|DDN", 110),
    "es": (r"(?i)nacimiento|nació|nacido|domicilio|dirección|correo|vive", 55),
    "de": (r"(?i)Geburtsdatum|geboren|Anschrift|Wohn|wohnt|Geb\.", 11),
    "it": (r"(?i)nascita|nato/a|indirizzo|residenza|risiede|D\.N\.", 11),
    "nl": (r"(?i)geboorte|geboren|adres|woont", 11),
    "pt": (r"(?i)nascimento|nasceu|nascid|morada|residência|reside|Nasc\.", 11),
    "sv": (r"(?i)födelsedatum|född|adress|bor på|Föd\.dat\.", 11),
}
EARLIER_KINDS = (
    R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS | R20_KINDS | R21_KINDS | R22_KINDS
) | (R23_KINDS | R24_KINDS | R25_KINDS | R26_KINDS | R27_KINDS)
EARLIER_SHAPES = (
    OLD_SHAPES | R16_SHAPES | R17_SHAPES | R18_SHAPES | R19_SHAPES | R20_SHAPES | R21_SHAPES | R22_SHAPES
) | (R23_SHAPES | R24_SHAPES | R25_SHAPES | R26_SHAPES | R27_SHAPES)


def _builder():
    return builder(SET, "build_heldout_r28")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


@pytest.fixture(scope="module")
def by_shape(cases) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for case in cases:
        out.setdefault(case["tags"][1][6:], []).append(case["text"])
    return out


def _module(name):
    _builder()  # puts the set's folder on sys.path for the module's own imports
    spec = importlib.util.spec_from_file_location(name, SET / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _langs():
    return {cfg["kind"]: cfg["lang"] for cfg in _builder().KINDS}


def test_earlier_lists_are_complete():
    assert len(R25_KINDS) == 50 and len(R26_KINDS) == 50 and len(R27_KINDS) == 50
    assert len(R27_SHAPES) == 10 and len(R28_KINDS) == 50 and len(R28_SHAPES) == 10


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r28.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r28_", "build_heldout_r28")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r28")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _module("r28_people").SCRIPT)


def test_size_minimums(cases):
    assert_size_minimums(cases, _module("r28_people").SCRIPT)
    assert_label_minimums(cases, ids=60)


def test_decoy_kinds_use_the_earlier_names(cases):
    assert_decoy_kinds_reused(cases)


def test_new_document_kinds_and_layouts(cases):
    assert_kinds_and_layouts_listed_and_new(cases, R28_KINDS, R28_SHAPES, EARLIER_KINDS, EARLIER_SHAPES)


def test_kinds_and_layouts_are_new_against_every_earlier_file(cases):
    assert_new_against_every_file(cases, EARLIER_FILES, {"heldout_r25", "heldout_r26", "heldout_r27"})


def test_other_language_kinds(cases):
    assert_language_kinds(cases, _langs(), LANG_KINDS)


def test_jurisdictions(cases):
    assert_jurisdiction_share(cases)
    jurs = Counter(c["tags"][2] for c in cases)
    assert len(jurs) >= 14 and (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.7


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)
    french = {kind for kind, lang in _langs().items() if lang == "fr"}
    for case in cases:
        extra = "|M" if case["tags"][0][5:] in french else ""
        titles = re.compile(rf"(Sra|Sr|Herr|Frau|sig|sig\.ra|de heer|mevrouw|la|el|il|a|o{extra})\.? [A-Z]")
        for m in case["spans"]:
            if m["label"] == "PERSON":
                assert not titles.match(case["text"][m["start"] : m["end"]]), case["id"]


def test_decoys_that_hold_an_office_keep_their_title(cases):
    decoys = _module("r28_decoys")
    assert_office_decoys_titled(cases, extra_titles="|".join(re.escape(t) for t in decoys.JUDGE_TITLES))
    official = re.compile("(" + "|".join(re.escape(t) for t in decoys.OFFICIAL_STARTS) + ") ", re.IGNORECASE)
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
    """Canadian and UK postal codes are their own spans; an ADDRESS never swallows one."""
    for case in cases:
        for m in case["spans"]:
            if m["label"] == "ADDRESS":
                piece = case["text"][m["start"] : m["end"]]
                assert not CA_POSTAL.search(piece) and not UK_POSTAL.search(piece), case["id"]


def test_birth_dates_are_written_many_ways(cases):
    months = _module("r28_dates").MONTHS
    forms = Counter(
        date_form(case["text"][m["start"] : m["end"]], months)
        for case in cases
        for m in case["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert forms["numeric"] >= 100 and forms["en"] >= 100 and forms["words"] >= 50, forms
    others = [k for k, n in forms.items() if k not in ("numeric", "en", "words", "other") and n >= 5]
    assert len(others) >= 8, forms
    assert not forms["other"], forms


def test_values_sit_in_many_relations_to_their_labels(cases):
    where = Counter(
        relation(c["tags"][1][6:], c["text"], m["start"], m["end"])
        for c in cases
        for m in c["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert set(where) == {"beside", "above", "after", "leader", "column", "key", "answer", "sentence"}, where
    assert min(where.values()) >= 50, where


def test_values_split_across_markup(cases):
    split = Counter()
    for case in cases:
        for m in case["spans"]:
            piece = case["text"][m["start"] : m["end"]]
            if "</w> <w>" in piece:
                split[m["label"]] += 1
                visible = TAGS.sub("", piece)
                assert visible == visible.strip() and "  " not in visible, case["id"]
    assert split["PERSON"] >= 40 and split["ADDRESS"] >= 20, split


def test_labels_in_two_languages_abbreviated_and_in_other_languages(cases):
    pairs = sum(
        len(re.findall(f"{DOB_EN}{JOIN}{DOB_OTHER}|{DOB_OTHER}{JOIN}{DOB_EN}", c["text"])) for c in cases
    )
    assert pairs >= 30, pairs
    abbreviations = Counter(a for c in cases for a in re.findall(ABBREVIATIONS, c["text"]))
    assert sum(abbreviations.values()) >= 200 and len(abbreviations) >= 20, len(abbreviations)
    langs = _langs()
    french_in_english = sum(
        1
        for c in cases
        if c["tags"][2] == "jur:ca"
        and langs[c["tags"][0][5:]] == "en"
        and re.search(FRENCH_IN_ENGLISH, c["text"])
    )
    assert french_in_english >= 40, french_in_english


def test_people_lists_carry_their_own_numbers(cases):
    crowded = 0
    for case in cases:
        starts = sorted(m["start"] for m in case["spans"] if m["label"] == "DATE_OF_BIRTH")
        crowded += any(b - a < 400 for a, b in zip(starts, starts[1:], strict=False))
    assert crowded >= 150, crowded


def test_closings_vary(cases):
    last = Counter(
        c["text"].rsplit("\n", 1)[-1]
        for c in cases
        if c["tags"][1][6:] in ("lettered_outline_brief", "caption_after_value_typescript")
    )
    assert last.most_common(1)[0][1] / sum(last.values()) < 0.15, last.most_common(1)[0][1]


def _strip(text):
    """The text with every double-quoted literal emptied (backslash escapes)."""
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)


def _balanced(text, pairs):
    for a, b in pairs:
        depth = 0
        for ch in text:
            depth += {a: 1, b: -1}.get(ch, 0)
            assert depth >= 0
        assert depth == 0


def test_text_layouts(by_shape):
    for t in by_shape["thermal_receipt_tape"]:
        lines = t.split("\n")
        assert lines[0] == "*" * 44 and lines[3] == "*" * 44
        assert t.endswith("\n*** END OF SLIP - KEEP FOR YOUR RECORDS ***") and re.search(
            r"(?m)^\S.*\.{3}\S", t
        )
    for t in by_shape["lettered_outline_brief"]:
        parts = re.findall(r"(?m)^([IVX]+)\. ", t)
        numerals = "I II III IV V VI VII VIII IX X XI XII XIII XIV XV".split()
        assert parts == numerals[: len(parts)] and len(parts) >= 3
        assert re.search(r"(?m)^   [A-Z]{1,2}\. ", t)
    for t in by_shape["caption_after_value_typescript"]:
        lines = t.split("\n")
        assert lines[2] == "═" * 50 and t.count("╔") == t.count("╚")
        for i, ln in enumerate(lines):
            if ln.startswith("    ‾"):
                assert len(ln.split(" ")[4]) == len(lines[i - 1].strip()), ln
    for t in by_shape["interlinear_certified_translation"]:
        lines = t.split("\n")
        assert lines[0].startswith("Certified translation: ") and "\n===== " in t
        for i, ln in enumerate(lines):
            if ln.startswith("  ⤷ "):
                assert " ⁞ " in lines[i - 1] and not lines[i - 1].startswith(("  ⤷ ", "  Q ", "  R "))


def test_markup_layouts(by_shape):
    for t in by_shape["ssml_reading_script"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        ns = "{http://www.w3.org/2001/10/synthesis}"
        assert root.tag == f"{ns}speak" and len(root.findall(f"{ns}p")) >= 8
    for t in by_shape["kml_extended_data_export"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        ns = "{http://www.opengis.net/kml/2.2}"
        assert root.tag == f"{ns}kml" and len(root.findall(f".//{ns}Placemark")) >= 2
        assert len(root.findall(f".//{ns}Data")) >= 2


def test_code_layouts(by_shape):
    for t in by_shape["pandas_repl_series_print"]:
        assert t.startswith("Python 3.11.9 ") and t.endswith("\n>>> exit()")
        assert t.count(">>> rec.parties[") + 1 == t.count(", dtype: object")
    for t in by_shape["kubectl_describe_resource"]:
        assert t.startswith("$ kubectl describe casefile ") and "\nSpec:\n" in t and "\nEvents:\n" in t
    for t in by_shape["go_struct_fixture"]:
        assert t.startswith("// Code generated by ") and t.endswith("\n}")
        _balanced(_strip(t), (("{", "}"), ("[", "]")))
    for t in by_shape["iex_struct_inspect"]:
        assert t.startswith("Erlang/OTP ") and re.search(r"\niex\(\d+\)> $", t)
        struct = t.split("\niex(1)> ", 1)[1].split("\niex(2)> ", 1)[0].split("\n", 1)[1]
        _balanced(_strip(struct), (("{", "}"), ("[", "]")))
        assert "#{" not in _strip(struct)


def test_readme_lists_no_kind_or_layout_names(cases):
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# ") and ("**Report-only." in banner or "**Now a TUNING set" in banner)
    assert not [n for n in R28_KINDS | R28_SHAPES if n in readme]


def test_cases_file_is_one_json_object_per_line():
    for line in CASES_FILE.read_text(encoding="utf-8").splitlines():
        assert isinstance(json.loads(line), dict)
