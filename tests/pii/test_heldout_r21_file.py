"""Checks on the round-21 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    DECOY_KINDS,
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

SET = Path(__file__).resolve().parent / "heldout_r21"
CASES_FILE = SET / "cases.jsonl"
NEW_SHAPES = {
    "checkbox_form",
    "gemtext",
    "wiki_creole",
    "perl_pod",
    "texinfo",
    "diff3_conflict",
    "ris_tagged",
    "turtle_rdf",
    "marc_display",
    "ttml_captions",
    "wordml_xml",
}


def _builder():
    return builder(SET, "build_heldout_r21")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


@pytest.fixture(scope="module")
def by_shape(cases) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for case in cases:
        out.setdefault(case["tags"][1][6:], []).append(case["text"])
    return out


def _names():
    _builder()  # puts the set's folder on sys.path for the name module's own imports
    spec = importlib.util.spec_from_file_location("r21_names", SET / "r21_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_earlier_lists_are_complete():
    kinds = (R14_KINDS, R15_KINDS, R16_KINDS, R17_KINDS, R18_KINDS, R19_KINDS, R20_KINDS)
    assert tuple(len(k) for k in kinds) == (58, 53, 57, 51, 55, 52, 47)
    assert (len(R16_SHAPES), len(R17_SHAPES), len(R18_SHAPES), len(R19_SHAPES), len(R20_SHAPES)) == (
        34,
        16,
        14,
        14,
        12,
    )


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r21.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r21_", "build_heldout_r21")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r21")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _names().SCRIPT)
    assert all(case["tags"][0].startswith("kind:") and case["tags"][1].startswith("shape:") for case in cases)


def test_size_minimums(cases):
    assert_size_minimums(cases, _names().SCRIPT)


def test_decoy_kinds_use_the_earlier_names(cases):
    """Decoy kinds are the ones rounds 18-20 score (no new kind names)."""
    kinds = {m["kind"] for c in cases for m in c["decoys"]}
    assert kinds <= DECOY_KINDS, kinds - DECOY_KINDS


def test_new_document_kinds_and_layouts(cases):
    doc_kinds = {t[5:] for c in cases for t in c["tags"] if t.startswith("kind:")}
    earlier = R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS | R20_KINDS
    assert len(doc_kinds - earlier) >= 40
    shapes = {t[6:] for c in cases for t in c["tags"] if t.startswith("shape:")}
    old = OLD_SHAPES | R16_SHAPES | R17_SHAPES | R18_SHAPES | R19_SHAPES | R20_SHAPES
    assert len(shapes - old) >= 8
    assert NEW_SHAPES <= shapes and not NEW_SHAPES & old


def test_french_frames(cases):
    fr = [
        c
        for c in cases
        if c["tags"][0]
        in ("kind:qc_cnesst_reclamation_travailleur", "kind:fr_requete_juge_affaires_familiales")
    ]
    assert len(fr) >= 20
    for case in fr:
        assert re.search(r"\b(Date de naissance|Né\(e\) le|Courriel)\b", case["text"]), case["id"]
        if "qc_" in case["tags"][0]:
            assert "jur:ca" in case["tags"]


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    assert_office_decoys_titled(cases, extra_titles="Magistrate|Presiding|Tribunal Member|juge")


def test_marks_do_not_share_text_with_neighbours(cases):
    """A mark must start and end on a word boundary (no half-marked words)."""
    assert_marks_on_word_boundaries(cases)


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if {"hc:qc", "hc:on", "hc:bc"} & set(case["tags"]):
            assert "jur:ca" in case["tags"], case["id"]


def test_birth_dates_are_written_many_ways(cases):
    months = {
        "en": "January|February|March|April|May|June|July|August|September|October|November|December|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
        "fr": "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
        "es": "de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de",
        "de": r"\d\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)",
        "pt": "de (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de",
        "tl": "Enero|Pebrero|Marso|Hunyo|Hulyo|Setyembre|Oktubre|Nobyembre|Disyembre",
    }
    kinds: Counter = Counter()
    for case in cases:
        for m in case["spans"]:
            if m["label"] != "DATE_OF_BIRTH":
                continue
            t = case["text"][m["start"] : m["end"]]
            if re.fullmatch(r"[\d/.\-]+", t):
                kinds["numeric"] += 1
            elif (
                re.search(r"(?i)\b(first|second|third|[a-z]+th|nineteen|two thousand)\b", t)
                and not re.search(r"\d{4}$", t.split(",")[-1].strip())
                or "the " in t
            ):
                kinds["words"] += 1
            else:
                for lang, pat in months.items():
                    if re.search(rf"\b(?:{pat})\b", t):
                        kinds[lang] += 1
                        break
                else:
                    kinds["other"] += 1
    assert kinds["numeric"] >= 100 and kinds["en"] >= 50 and kinds["words"] >= 10, kinds
    assert sum(1 for lang in ("fr", "es", "de", "pt", "tl") if kinds[lang]) >= 4, kinds


def test_closings_vary(cases):
    """No closing or trailer line repeats across the set."""
    last = Counter(
        c["text"].rsplit("\n", 1)[-1]
        for c in cases
        if c["tags"][1][6:] in ("form_fields", "letter", "checkbox_form", "diff3_conflict", "wiki_creole")
    )
    total = sum(last.values())
    assert last.most_common(1)[0][1] / total < 0.10, last.most_common(3)


def test_text_layouts(by_shape):
    """Check-box forms, gemtext, WikiCreole, POD, Texinfo and diff3 merges carry their features."""
    for t in by_shape["checkbox_form"]:
        lines = t.split("\n")
        assert lines[1] == "_" * 60
        boxes = [ln for ln in lines if re.match(r"  \[[X ]\] ", ln)]
        assert len(boxes) >= 2 and all(ln.count("[X]") == 1 for ln in boxes)
        parts = [int(m) for m in re.findall(r"(?m)^Part (\d+)\. ", t)]
        assert parts == list(range(1, len(parts) + 1))
    for t in by_shape["gemtext"]:
        lines = t.split("\n")
        assert lines[0].startswith("# ") and re.fullmatch(r"=> https://\S+ .+", lines[-1])
        assert not any(ln.startswith("```") for ln in lines)
    for t in by_shape["wiki_creole"]:
        lines = t.split("\n")
        assert re.fullmatch(r"= .+ =", lines[0])
        for ln in lines:
            if ln.startswith("|"):
                assert ln.endswith(" |"), ln
            if ln.startswith("=="):
                assert re.fullmatch(r"== .+ ==", ln), ln
            assert ln.replace("~**", "").count("**") % 2 == 0, ln
    for t in by_shape["perl_pod"]:
        assert t.startswith("=pod\n\n=encoding utf8\n\n=head1 ") and t.endswith("\n=cut")
        assert t.count("\n=over 4\n") == t.count("\n=back\n")
        lines = t.split("\n")
        for i, ln in enumerate(lines[1:], 1):
            if re.match(r"=[a-z]", ln):
                assert lines[i - 1] == "", ln
    commands = {
        "setfilename",
        "settitle",
        "node",
        "top",
        "table",
        "end",
        "item",
        "chapter",
        "section",
        "quotation",
        "strong",
        "multitable",
        "headitem",
        "tab",
        "columnfractions",
        "asis",
        "bye",
    }
    for t in by_shape["texinfo"]:
        assert t.startswith("\\input texinfo\n@setfilename ") and t.endswith("\n@bye")
        for env in ("table", "multitable", "quotation"):
            assert len(re.findall(rf"(?m)^@{env}\b", t)) == t.count(f"@end {env}\n"), env
        for m in re.finditer(r"@(@|\{|\}|[a-z]+)", t):
            assert m.group(1) in "@{}" or m.group(1) in commands, m.group(0)
        assert not re.search(r"(?<!@)(?:@@)*@(?![@{}a-z])", t)
    for t in by_shape["diff3_conflict"]:
        marks = re.findall(r"(?m)^(<<<<<<< \S+|\|\|\|\|\|\|\| base|=======|>>>>>>> \S+)$", t)
        assert marks and len(marks) % 4 == 0
        for i in range(0, len(marks), 4):
            a, b, c, d = marks[i : i + 4]
            assert (
                a.startswith("<<<<<<<")
                and b.startswith("|||||||")
                and c == "======="
                and d.startswith(">>>>>>>")
            )


def test_machine_layouts(by_shape):
    """RIS records, Turtle, MARC displays, TTML captions and WordprocessingML parse and carry their features."""
    for t in by_shape["ris_tagged"]:
        lines = t.split("\n")
        assert lines[0].startswith("TY  - ") and lines[-1] == "ER  - "
        assert all(re.match(r"[A-Z][A-Z0-9]  - ", ln) for ln in lines), t
    for t in by_shape["turtle_rdf"]:
        assert t.startswith("@prefix ex: ") and t.endswith('" .')
        body = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', t)
        assert '"' not in body.replace('""', "")
        body = re.sub(r"<[^>\s]*>", "", body)
        for a, b in (("[", "]"), ("(", ")")):
            depth = 0
            for ch in body:
                depth += {a: 1, b: -1}.get(ch, 0)
                assert depth >= 0
            assert depth == 0
    for t in by_shape["marc_display"]:
        lines = t.split("\n")
        assert lines[0].startswith("LDR    ") and [ln[:3] for ln in lines[1:4]] == ["001", "040", "245"]
        assert all(re.match(r"(?:LDR|\d{3}) [ \d]{2} \S", ln) for ln in lines), t
        assert lines[-1].startswith("856 40 \u2021u https://")
    for t in by_shape["ttml_captions"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "{http://www.w3.org/ns/ttml}tt"
        ps = root.findall(".//{http://www.w3.org/ns/ttml}p")
        assert len(ps) >= 5
        prev = "00:00:00.000"
        for p in ps:
            assert prev <= p.get("begin") < p.get("end"), (prev, p.get("begin"))
            prev = p.get("end")
    for t in by_shape["wordml_xml"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        w = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
        assert root.tag == w + "document"
        body = root.find(w + "body")
        assert body is not None and body[-1].tag == w + "sectPr" and len(body.findall(w + "p")) >= 5
