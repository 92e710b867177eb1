"""Checks on the round-26 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
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
)
from heldout_r26_checks import (
    _DOB_EN,
    _DOB_OTHER,
    _JOIN,
    _TAGS,
    ABBREVIATIONS,
    _date_form,
    _relation,
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
SET = HERE / "heldout_r26"
CASES_FILE = SET / "cases.jsonl"
EARLIER_FILES = sorted(p for p in HERE.glob("heldout_r*/cases.jsonl") if p.parent.name != "heldout_r26")

LANG_KINDS = {
    "fr": (r"(?i)naissance|né\(e\)|courriel|adresse|domicile|habite|NAS\b", 77),
    "es": (r"(?i)nacimiento|nació|domicilio|dirección|correo", 33),
    "de": (r"(?i)Geburtsdatum|geboren|Anschrift|Wohn|wohnt|Geb\.", 22),
    "it": (r"(?i)nascita|nato/a|indirizzo|residenza|abita|Nasc\.", 11),
    "nl": (r"(?i)geboorte|geboren|adres|woont", 11),
    "pt": (r"(?i)nascimento|nasceu|nascid|morada|endereço|mora\b|Dt\. nasc\.", 22),
}
EARLIER_KINDS = (
    R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS | R20_KINDS | R21_KINDS | R22_KINDS
) | (R23_KINDS | R24_KINDS | R25_KINDS)
EARLIER_SHAPES = (
    OLD_SHAPES | R16_SHAPES | R17_SHAPES | R18_SHAPES | R19_SHAPES | R20_SHAPES | R21_SHAPES | R22_SHAPES
) | (R23_SHAPES | R24_SHAPES | R25_SHAPES)
OFFICIAL_TITLES = re.compile(
    r"(Registrar|Deputy Registrar|Clerk|Commissioner|Notary|Sheriff|Deputy|Coroner|Justice of the Peace|"
    r"Hearings? Officer|Court Clerk|Certified Court Reporter|Asylum Officer|Constable|Sergeant|Detective|"
    r"Staff Sergeant|Officer|Greffier adjoint|Greffier|Greffière|Commissaire|Notaire|la greffière|le commissaire|le brigadier-chef|"
    r"l'inspecteur|la sergente-détective|l'agent|la letrada|el notario|el agente|la oficial|la subinspectora|"
    r"o tabelião|a oficial|a notária|o agente|a subcomissária|Urkundsbeamtin|Notar|Gerichtskommissär|"
    r"Rechtspflegerin|Polizeihauptmeister|Kriminalkommissarin|il funzionario|il notaio|la cancelliera|"
    r"il maresciallo|l'ispettore|griffier|notaris|hoofdinspecteur|brigadier) ",
    re.IGNORECASE,
)
JUDGE_TITLES = (
    "Richter|Richterin|Bezirksrichterin|giudice|rechter|kinderrechter|juez|jueza|magistrada|juiz|juíza|desembargador|HHJ|"
    "Her Honour|Membre|juge"
)


def _builder():
    return builder(SET, "build_heldout_r26")


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


def test_earlier_lists_are_complete():
    assert len(R22_KINDS) == 4 and len(R22_SHAPES) == 9
    assert len(R23_KINDS) == 4 and len(R23_SHAPES) == 9
    assert len(R24_KINDS) == 50 and len(R24_SHAPES) == 14
    assert len(R25_KINDS) == 50 and len(R25_SHAPES) == 12
    assert len(R26_KINDS) == 50 and len(R26_SHAPES) == 12


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r26.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r26_", "build_heldout_r26")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r26")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _module("r26_names").SCRIPT)


def test_size_minimums(cases):
    assert_size_minimums(cases, _module("r26_names").SCRIPT)
    assert_label_minimums(cases, ids=60)


def test_decoy_kinds_use_the_earlier_names(cases):
    assert_decoy_kinds_reused(cases)


def test_new_document_kinds_and_layouts(cases):
    assert_kinds_and_layouts_listed_and_new(cases, R26_KINDS, R26_SHAPES, EARLIER_KINDS, EARLIER_SHAPES)


def test_kinds_and_layouts_are_new_against_every_earlier_file(cases):
    assert_new_against_every_file(cases, EARLIER_FILES, {"heldout_r24", "heldout_r25"})


def test_other_language_kinds(cases):
    assert_language_kinds(cases, {cfg["kind"]: cfg["lang"] for cfg in _builder().KINDS}, LANG_KINDS)


def test_jurisdictions(cases):
    assert_jurisdiction_share(cases)


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)
    french = {cfg["kind"] for cfg in _builder().KINDS if cfg["lang"] == "fr"}
    for case in cases:
        titles = (
            r"(Mrs|Sra|Sr|Herr|Frau|sig|sig\.ra|de heer|mevrouw"
            + ("|M" if case["tags"][0][5:] in french else "")
            + ")"
        )
        for m in case["spans"]:
            if m["label"] == "PERSON":
                piece = case["text"][m["start"] : m["end"]]
                assert not re.match(titles + r"\.? [A-Z]", piece), case["id"]


def test_decoys_that_hold_an_office_keep_their_title(cases):
    assert_office_decoys_titled(cases, extra_titles=JUDGE_TITLES)
    for case in cases:
        for m in case["decoys"]:
            if m["kind"] == "official":
                assert OFFICIAL_TITLES.match(case["text"][m["start"] : m["end"]]), case["id"]


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
    months = _module("r26_dates").MONTHS
    forms = Counter(
        _date_form(case["text"][m["start"] : m["end"]], months)
        for case in cases
        for m in case["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert forms["numeric"] >= 100 and forms["en"] >= 100 and forms["words"] >= 50, forms
    others = [k for k, n in forms.items() if k not in ("numeric", "en", "words", "other") and n >= 5]
    assert len(others) >= 8, forms
    assert not forms["other"], forms


def test_values_sit_in_many_relations_to_their_labels(cases):
    """Birth dates beside a label, under it, before it (label after), after dot leaders or in blanks, under a
    column heading, under a key or field name, as answers and inside sentences."""
    where = Counter(
        _relation(c["tags"][1][6:], c["text"], m["start"], m["end"])
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
            if "</w:t></w:r><w:r>" in piece or "</bdi> <bdi>" in piece:
                split[m["label"]] += 1
                visible = _TAGS.sub("", piece)
                assert visible == visible.strip() and "  " not in visible, case["id"]
    assert split["PERSON"] >= 50 and split["ADDRESS"] >= 20, split


def test_labels_in_two_languages_abbreviated_and_in_other_languages(cases):
    pairs = sum(
        len(re.findall(f"{_DOB_EN}{_JOIN}{_DOB_OTHER}|{_DOB_OTHER}{_JOIN}{_DOB_EN}", c["text"]))
        for c in cases
    )
    assert pairs >= 30, pairs
    abbreviations = Counter(a for c in cases for a in re.findall(ABBREVIATIONS, c["text"]))
    assert sum(abbreviations.values()) >= 200 and len(abbreviations) >= 8, abbreviations
    langs = {cfg["kind"]: cfg["lang"] for cfg in _builder().KINDS}
    french_in_english = sum(
        1
        for c in cases
        if c["tags"][2] == "jur:ca"
        and langs[c["tags"][0][5:]] == "en"
        and re.search(
            r"Numéro d'assurance sociale|Permis de conduire|Date de naissance|Courriel|Adresse", c["text"]
        )
    )
    assert french_in_english >= 40, french_in_english


def test_people_lists_carry_their_own_numbers(cases):
    """Tables and lists of relatives, household members or witnesses: several birth dates in one block."""
    crowded = 0
    for case in cases:
        starts = sorted(m["start"] for m in case["spans"] if m["label"] == "DATE_OF_BIRTH")
        crowded += any(b - a < 400 for a, b in zip(starts, starts[1:], strict=False))
    assert crowded >= 150, crowded


def test_closings_vary(cases):
    last = Counter(
        c["text"].rsplit("\n", 1)[-1]
        for c in cases
        if c["tags"][1][6:] in ("boxed_cell_form", "numbered_leader_form", "wide_column_register")
    )
    assert last.most_common(1)[0][1] / sum(last.values()) < 0.15, last.most_common(1)[0][1]


def _strip(text, quote):
    """The text with every string literal emptied ('' doubles a quote in PowerShell; backslash escapes in the
    double-quoted layouts)."""
    if quote == "'":
        return re.sub(r"'(?:[^']|'')*'", "''", text)
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)


def _balanced(text, pairs):
    for a, b in pairs:
        depth = 0
        for ch in text:
            depth += {a: 1, b: -1}.get(ch, 0)
            assert depth >= 0
        assert depth == 0


def test_text_layouts(by_shape):
    with_boxes = 0
    for t in by_shape["boxed_cell_form"]:
        lines = t.split("\n")
        assert set(lines[1]) == {"═"} and len(lines[1]) >= 10
        boxed = [ln for ln in lines if ln and ln[0] in "┌│├└╔║╠╚"]
        assert all(ln.rstrip()[-1] in "┐│┤┘╗║╣╝" for ln in boxed)
        with_boxes += bool(boxed)
    assert with_boxes >= 0.9 * len(by_shape["boxed_cell_form"])
    for t in by_shape["police_notebook_scan"]:
        lines = t.split("\n")
        assert lines[0].startswith("[scanned notebook page ") and lines[-1].startswith("[end of page")
    for t in by_shape["wide_column_register"]:
        assert re.search(r"(?m)^-+(   -+)+$", t) and "\n-- end of register --" in t
    for t in by_shape["stenograph_rough_draft"]:
        numbers = [int(n) for n in re.findall(r"(?m)^\s?(\d{1,2})   ", t)]
        assert numbers[0] == 1 and all(b in (a + 1, 1) for a, b in zip(numbers, numbers[1:], strict=False))
        assert max(numbers) <= 25 and (t.endswith("ends.)") or t.endswith("Entwurfs.)"))
    for t in by_shape["numbered_leader_form"]:
        lines = t.split("\n")
        assert set(lines[1]) == {"~"} and re.search(r"(?m)^ +(\d+\. )?\S.*( \.{3,} |: _{3,})", t)


def test_markup_layouts(by_shape):
    for t in by_shape["ooxml_document_part"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        ns = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
        assert root.tag == f"{ns}document" and len(root.findall(f"{ns}body/{ns}p")) >= 5
    for t in by_shape["xfdf_field_dump"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "{http://ns.adobe.com/xfdf/}xfdf"
        assert len(root.findall(".//{http://ns.adobe.com/xfdf/}value")) >= 8
    for t in by_shape["dita_topic_xml"]:
        root = ET.fromstring(t.split("\n", 2)[2])
        assert root.tag == "topic" and root.find("body/section") is not None
    for t in by_shape["html_microdata_card"]:
        assert t.startswith("<!DOCTYPE html>") and t.endswith("</html>")
        body = re.sub(r"<meta [^>]*>", "", t.split("\n", 1)[1])
        root = ET.fromstring(body)
        assert root.tag == "html" and root.find(".//section") is not None


def test_code_layouts(by_shape):
    for t in by_shape["powershell_pscustomobject"]:
        assert t.startswith("# Export-CaseRecord.ps1") and "\n$record = [PSCustomObject]@{\n" in t
        _balanced(_strip(t, "'"), (("{", "}"), ("(", ")")))
    for t in by_shape["kotlin_data_class_literal"]:
        assert t.startswith("// Test fixture") and t.endswith("\n)")
        assert "$" not in t.replace("\\$", "")  # string templates are escaped
        _balanced(_strip(t.split("\n", 1)[1], '"'), (("(", ")"),))
    for t in by_shape["redis_cli_session"]:
        lines = t.split("\n")
        assert lines[0].startswith("$ redis-cli --raw -h ")
        prompt = lines[1].split(" ", 1)[0]
        assert prompt.endswith(">") and lines[-1] == prompt + " "
        for ln in lines:
            if ln.startswith(prompt + " HSET"):
                assert _strip(ln, '"').count('""') % 2 == 0


def test_readme_lists_no_kind_or_layout_names(cases):
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# ") and ("**Report-only." in banner or "**Now a TUNING set" in banner)
    assert not [n for n in R26_KINDS | R26_SHAPES if n in readme]
