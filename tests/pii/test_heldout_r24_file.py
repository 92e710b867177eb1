"""Checks on the round-24 held-out file itself (the detector is never run here)."""

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
    R21_KINDS,
    R21_SHAPES,
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
from heldout_kind_lists import R22_KINDS, R22_SHAPES, R23_KINDS, R23_SHAPES, R24_KINDS, R24_SHAPES

HERE = Path(__file__).resolve().parent
SET = HERE / "heldout_r24"
CASES_FILE = SET / "cases.jsonl"
EARLIER_FILES = (HERE / "heldout_r22" / "cases.jsonl", HERE / "heldout_r23" / "cases.jsonl")

LANG_KINDS = {
    "fr": (r"(?i)naissance|né\(e\)|courriel|adresse|domicile|habite", 55),
    "es": (r"(?i)nacimiento|nació|domicilio|correo", 22),
    "de": (r"(?i)Geburtsdatum|geboren|Anschrift|wohnt", 11),
    "pt": (r"(?i)nascimento|nasceu|morada|endereço|mora em", 11),
    "it": (r"(?i)nascita|nato/a|residenza|abita", 11),
    "nl": (r"(?i)geboorte|geboren|woonadres|adres", 11),
    "pl": (r"(?i)urodzenia|zamieszkania|adres", 11),
}
EARLIER_KINDS = (
    R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS | R20_KINDS | R21_KINDS | R22_KINDS
) | R23_KINDS
EARLIER_SHAPES = (
    OLD_SHAPES | R16_SHAPES | R17_SHAPES | R18_SHAPES | R19_SHAPES | R20_SHAPES | R21_SHAPES | R22_SHAPES
) | R23_SHAPES


def _builder():
    return builder(SET, "build_heldout_r24")


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


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r24.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r24_", "build_heldout_r24")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r24")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _module("r24_names").SCRIPT)


def test_size_minimums(cases):
    assert_size_minimums(cases, _module("r24_names").SCRIPT)


def test_decoy_kinds_use_the_earlier_names(cases):
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    assert set(kinds) <= DECOY_KINDS, set(kinds) - DECOY_KINDS
    assert len(kinds) >= 25 and sum(kinds.values()) >= 4000


def test_new_document_kinds_and_layouts(cases):
    doc_kinds = {c["tags"][0][5:] for c in cases}
    assert doc_kinds == R24_KINDS
    assert len(doc_kinds) >= 40 and not doc_kinds & EARLIER_KINDS
    shapes = {c["tags"][1][6:] for c in cases}
    assert shapes == R24_SHAPES and len(shapes - EARLIER_SHAPES) >= 8


def test_kinds_and_layouts_are_new_against_the_r22_and_r23_files(cases):
    """Those rounds' tests name only a few of their kinds, so compare with their files' tags (counts only)."""
    ours_kinds = {c["tags"][0][5:] for c in cases}
    ours_shapes = {c["tags"][1][6:] for c in cases}
    for path in EARLIER_FILES:
        old = read_cases(path)
        shared_kinds = len(
            ours_kinds & {c["tags"][0][5:] for c in old}
        )  # counts, so a failure prints no names
        shared_shapes = len(ours_shapes & {c["tags"][1][6:] for c in old})
        assert shared_kinds == 0
        assert shared_shapes == 0


def test_other_language_kinds(cases):
    langs = {cfg[0]: cfg[3] for cfg in _builder().KINDS}
    for lang, (pattern, minimum) in LANG_KINDS.items():
        chosen = [c for c in cases if langs[c["tags"][0][5:]] == lang]
        assert len(chosen) >= minimum, lang
        for case in chosen:
            assert re.search(pattern, case["text"]), case["id"]


def test_jurisdictions(cases):
    jurs = Counter(c["tags"][2][4:] for c in cases)
    share = (jurs["ca"] + jurs["us"]) / len(cases)
    assert 0.60 <= share <= 0.70 and len(jurs) - 2 >= 12


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)
    for case in cases:
        for m in case["spans"]:
            if m["label"] == "PERSON":
                piece = case["text"][m["start"] : m["end"]]
                assert not re.match(r"(Mrs|Sra|Sr|Herr|Frau|Sig|Pan|Pani|dott)\.? ", piece), piece


def test_decoys_that_hold_an_office_keep_their_title(cases):
    extra = "Chief Judge|Richter|Richterin|giudice|rechter|sędzia|juez|jueza|juiz|juíza"
    assert_office_decoys_titled(cases, extra_titles=extra)
    for case in cases:
        for m in case["decoys"]:
            if m["kind"] == "official":
                piece = case["text"][m["start"] : m["end"]]
                assert re.match(
                    r"(Registrar|Deputy|Clerk|Commissioner|Sheriff|Ombudsperson|Master|Greffi)", piece
                )


def test_marks_do_not_share_text_with_neighbours(cases):
    assert_marks_on_word_boundaries(cases)


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if {"hc:qc", "hc:on", "hc:bc"} & set(case["tags"]):
            assert "jur:ca" in case["tags"], case["id"]


def test_birth_dates_are_written_many_ways(cases):
    months = _module("r24_dates").MONTHS
    kinds: Counter = Counter()
    for case in cases:
        for m in case["spans"]:
            if m["label"] != "DATE_OF_BIRTH":
                continue
            t = case["text"][m["start"] : m["end"]]
            if re.fullmatch(r"[\d/.\-]+", t):
                kinds["numeric"] += 1
            elif re.search(r"\b(nineteen|twenty|two thousand)\b", t):
                kinds["words"] += 1
            elif re.search("[年년]", t):
                kinds["cjk"] += 1
            elif re.search(
                r"(?i)\b(January|February|March|April|May|June|July|August|September|October|November|December)\b|^[A-Z][a-z]{2}\. |-[A-Z]{3}-",
                t,
            ):
                kinds["en"] += 1
            else:
                found = [
                    lang for lang, names in months.items() if any(re.search(rf"\b{n}\b", t) for n in names)
                ]
                kinds[found[0] if found else "other"] += 1
    assert kinds["numeric"] >= 100 and kinds["en"] >= 100 and kinds["words"] >= 50, kinds
    others = [lang for lang in list(months) + ["cjk"] if kinds[lang] >= 5]
    assert len(others) >= 8, kinds
    assert not kinds["other"], kinds


def test_values_sit_in_many_relations_to_their_labels(cases):
    """Birth dates beside their label, on the line after it, as answers to questions and inside sentences."""
    where: Counter = Counter()
    for case in cases:
        text = case["text"]
        for m in case["spans"]:
            if m["label"] != "DATE_OF_BIRTH":
                continue
            line_start = text.rfind("\n", 0, m["start"]) + 1
            before = text[line_start : m["start"]]
            prev = text[text.rfind("\n", 0, max(0, line_start - 1)) + 1 : max(0, line_start - 1)]
            if re.search(
                r"(?i)\b(born|né\(e\)|nació|nasceu|geboren|nato/a)\b[^.]*$|date of birth is", before
            ):
                where["sentence"] += 1
            elif prev.rstrip().endswith("?") or re.search(
                r"\?[”\"']?[,:]? *(the answer given was: )?$|\bq = \"", before
            ):
                where["question"] += 1
            elif before.strip() in ("", ":", "→", "Answer:", "[x]") or before.endswith(
                ("<text:line-break/>",)
            ):
                where["next_line"] += 1
            else:
                where["same_line_or_cell"] += 1
    assert min(where.values()) >= 100 and len(where) == 4, where


def test_closings_vary(cases):
    last = Counter(
        c["text"].rsplit("\n", 1)[-1] for c in cases if c["tags"][1][6:] in ("txt2tags_doc", "pandoc_deflist")
    )
    assert last.most_common(1)[0][1] / sum(last.values()) < 0.10, last.most_common(1)[0][1]


def _strip(text, quote):
    if quote == "'":
        return re.sub(r"'(?:[^'\\]|\\.)*'", "''", text)
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)


def _balanced(text, pairs):
    for a, b in pairs:
        depth = 0
        for ch in text:
            depth += {a: 1, b: -1}.get(ch, 0)
            assert depth >= 0
        assert depth == 0


def test_text_layouts(by_shape):
    for t in by_shape["txt2tags_doc"]:
        lines = t.split("\n")
        assert lines[0] and lines[1].startswith("Registry copy — ") and lines[3] == ""
        assert len(re.findall(r"(?m)^= .+ =$", t)) >= 3
    for t in by_shape["moinmoin_page"]:
        assert re.match(r"#format wiki\n#language [a-z]{2}\n= .+ =\n", t)
        assert all(ln.endswith("||") for ln in t.split("\n") if ln.startswith("||"))
    for t in by_shape["pandoc_deflist"]:
        lines = t.split("\n")
        assert all(ln.startswith("% ") for ln in lines[:3])
        for i, ln in enumerate(lines):
            if ln.startswith(":   "):
                assert lines[i - 1] and not lines[i - 1].startswith(":   ")
    for t in by_shape["numbered_questionnaire"]:
        numbers = [int(n) for n in re.findall(r"(?m)^ *(\d+)\. ", t)]
        assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 8
    for t in by_shape["bilingual_columns"]:
        lines = t.split("\n")
        assert set(lines[1]) == {"="} and re.search(r"(?m)^\S.* / .*\.{2,} ", t)
    for t in by_shape["narrative_statement"]:
        assert t.split("\n")[2].startswith("This statement concerns file ")
        assert not re.search(r"(?m)^[A-Z][^.:\n]{2,30}: ", t.split("\n\n", 2)[2].rsplit("\n\n", 1)[0])


def test_machine_layouts(by_shape):
    for t in by_shape["odf_flat_xml"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}document"
    for t in by_shape["opml_outline"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "opml" and root.get("version") == "2.0" and len(root.find("body")) >= 4
    for t in by_shape["ruby_hash"]:
        bare = _strip(t, '"')
        assert bare.startswith("# frozen_string_literal: true\n\nRECORD = {") and bare.endswith("}.freeze")
        _balanced(bare, (("{", "}"), ("[", "]")))
    for t in by_shape["perl_dumper"]:
        bare = _strip(t, "'")
        assert bare.startswith("$VAR1 = {") and bare.endswith("};") and "'" not in bare.replace("''", "")
        _balanced(bare, (("{", "}"), ("[", "]")))
    for t in by_shape["r_dput"]:
        bare = re.sub(r"`[^`]*`", "``", _strip(t, '"'))
        assert bare.startswith("record <- list(")
        _balanced(bare, (("(", ")"),))
    for t in by_shape["graphql_mutation"]:
        bare = _strip(t, '"')
        assert bare.startswith("mutation FileRecord {\n  createRecord(input: {")
        _balanced(bare, (("{", "}"), ("[", "]"), ("(", ")")))
    for t in by_shape["nix_attrset"]:
        bare = _strip(t, '"')
        assert bare.split("\n")[1] == "{" and bare.endswith("}")
        _balanced(bare, (("{", "}"), ("[", "]")))
        assert not re.search(r"(?<!\\)\$\{", t)
    for t in by_shape["cypher_create"]:
        bare = _strip(t, "'")
        assert all(ln.startswith(("CREATE ", "//", ";")) for ln in bare.split("\n"))
        _balanced(bare, (("(", ")"), ("{", "}")))


def test_readme_lists_no_kind_or_layout_names(cases):
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# ") and ("**Report-only." in banner or "**Now a TUNING set" in banner)
    assert not [n for n in R24_KINDS | R24_SHAPES if n in readme]
