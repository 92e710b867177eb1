"""Checks on the round-29 held-out file itself (the detector is never run here)."""

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
    R27_KINDS,
    R28_KINDS,
    R28_SHAPES,
    R29_KINDS,
    R29_SHAPES,
    listed_before,
)
from heldout_r29_checks import ABBREVIATIONS, JOINED, date_form, relation
from heldout_round_checks import (
    assert_decoy_kinds_reused,
    assert_jurisdiction_share,
    assert_kinds_and_layouts_listed_and_new,
    assert_label_minimums,
    assert_language_kinds,
    assert_new_against_every_file,
)

HERE = Path(__file__).resolve().parent
SET = HERE / "heldout_r29"
CASES_FILE = SET / "cases.jsonl"
EARLIER_FILES = sorted(p for p in HERE.glob("heldout_r*/cases.jsonl") if p.parent.name != "heldout_r29")

LANG_KINDS = {
    "fr": (r"(?i)naissance|né\(e\)|courriel|adresse|D\.D\.N\.|N\.A\.S\.", 77),
    "es": (r"(?i)nacimiento|nacido|domicilio|correo|F\. nac\.", 55),
    "de": (r"(?i)Geburtsdatum|geboren|Anschrift|Wohnanschrift|Geb\.-Dat\.", 11),
    "it": (r"(?i)nascita|nato/a|indirizzo|residenza|risiede", 11),
    "nl": (r"(?i)geboorte|geboren|woonadres|woont", 11),
    "pt": (r"(?i)nascimento|nascido|endereço|reside|Dt\. nasc\.", 22),
    "da": (r"(?i)fødselsdato|født|bopælsadresse|bor", 11),
}
EARLIER_KINDS, EARLIER_SHAPES = listed_before(29)


def _builder():
    return builder(SET, "build_heldout_r29")


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
    assert len(R27_KINDS) == 50 and len(R28_KINDS) == 50 and len(R28_SHAPES) == 10
    assert len(R29_KINDS) == 50 and len(R29_SHAPES) == 10


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r29.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r29_", "build_heldout_r29")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r29")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _module("r29_folk").SCRIPT)


def test_size_minimums(cases):
    assert_size_minimums(cases, _module("r29_folk").SCRIPT)
    assert_label_minimums(cases, ids=60)
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    script = _module("r29_folk").SCRIPT
    assert len(locs) >= 100 and len({script[loc] for loc in locs}) >= 22


def test_decoy_kinds_use_the_earlier_names(cases):
    assert_decoy_kinds_reused(cases)


def test_new_document_kinds_and_layouts(cases):
    assert_kinds_and_layouts_listed_and_new(cases, R29_KINDS, R29_SHAPES, EARLIER_KINDS, EARLIER_SHAPES)


def test_kinds_and_layouts_are_new_against_every_earlier_file(cases):
    assert_new_against_every_file(cases, EARLIER_FILES, {"heldout_r26", "heldout_r27", "heldout_r28"})


def test_other_language_kinds(cases):
    assert_language_kinds(cases, _langs(), LANG_KINDS)


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
    kit = _module("r29_lookalikes")
    assert_office_decoys_titled(cases, extra_titles="|".join(re.escape(t) for t in kit.JUDGE_TITLES))
    official = re.compile("(" + "|".join(re.escape(t) for t in kit.OFFICE_TITLES) + ") ")
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
    months = _module("r29_ids").MONTHS
    forms = Counter(
        date_form(case["text"][m["start"] : m["end"]], months)
        for case in cases
        for m in case["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert forms["numeric"] >= 100 and forms["en"] >= 100 and forms["words"] >= 50, forms
    assert (
        len([k for k, n in forms.items() if k not in ("numeric", "en", "words", "other") and n >= 10]) >= 9
    ), forms
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
    for t in by_shape["braced_field_ledger"]:
        assert t.startswith("⟦ ") and t.endswith("⟦ end of ledger ⟧") and re.search(r"(?m)^§ \d+\. ", t)
    for t in by_shape["stacked_caption_underline"]:
        lines = t.split("\n")
        assert set(lines[1]) == {"~"}
        for i, ln in enumerate(lines):
            if ln.startswith("    ‾") and " (" in ln:
                assert len(ln.strip().split(" ")[0]) == len(lines[i - 1].strip()), ln
    for t in by_shape["ruled_grid_register"]:
        assert t.startswith("REGISTER :: ")
        for ln in t.split("\n"):
            if ln.startswith("+"):
                assert re.fullmatch(r"\+([-=]+\+)+", ln), ln
    for t in by_shape["numbered_line_deposition"]:
        numbers = [int(m) for m in re.findall(r"(?m)^\s?(\d+)  ", t)]
        assert numbers[:3] == [1, 2, 3] and max(numbers) <= 25
    for t in by_shape["sqlplus_spool_report"]:
        assert t.startswith("SQL> set linesize") and t.endswith("SQL> spool off")


def test_markup_and_code_layouts(by_shape):
    for t in by_shape["rss_channel_items_xml"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "rss" and len(root.findall("./channel/item")) >= 8
    for t in by_shape["xhtml_definition_list"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        ns = "{http://www.w3.org/1999/xhtml}"
        assert root.tag == f"{ns}html" and len(root.findall(f".//{ns}dd")) >= 4
    for t in by_shape["clojure_repl_pprint"]:
        body = t.split("\n", 1)[1].rsplit("\nnil\n", 1)[0]
        _balanced(_strip(body), (("{", "}"), ("[", "]")))
    for t in by_shape["csharp_object_initializer"]:
        assert t.endswith("};")
        _balanced(_strip(t), (("{", "}"), ("(", ")"), ("[", "]")))
    for t in by_shape["prolog_fact_base"]:
        for ln in t.split("\n")[2:]:
            assert not ln or re.fullmatch(r"[a-z]+\((.*)\)\.", ln), ln


def test_readme_lists_no_kind_or_layout_names():
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# Round-29 ") and ("**Report-only." in banner or "**Now a TUNING set" in banner)
    assert not [n for n in R29_KINDS | R29_SHAPES if n in readme]


def test_cases_file_is_one_json_object_per_line():
    for line in CASES_FILE.read_text(encoding="utf-8").splitlines():
        assert isinstance(json.loads(line), dict)
