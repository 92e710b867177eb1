"""Checks on the round-25 held-out file itself (the detector is never run here)."""

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
)
from heldout_round_checks import (
    assert_decoy_kinds_reused,
    assert_jurisdiction_share,
    assert_language_kinds,
    assert_new_against_every_file,
)

HERE = Path(__file__).resolve().parent
SET = HERE / "heldout_r25"
CASES_FILE = SET / "cases.jsonl"
EARLIER_FILES = sorted(p for p in HERE.glob("heldout_r*/cases.jsonl") if p.parent.name != "heldout_r25")

LANG_KINDS = {
    "fr": (r"(?i)naissance|né\(e\)|courriel|adresse|domicile|habite", 55),
    "es": (r"(?i)nacimiento|nació|domicilio|dirección|correo", 22),
    "de": (r"(?i)Geburtsdatum|geboren|Anschrift|wohnt", 11),
    "it": (r"(?i)nascita|nato/a|indirizzo|domicilio|abita", 11),
    "nl": (r"(?i)geboorte|geboren|adres|woont", 11),
    "pt": (r"(?i)nascimento|nasceu|nascido|morada|endereço|mora em", 11),
}
EARLIER_KINDS = (
    R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS | R20_KINDS | R21_KINDS | R22_KINDS
) | (R23_KINDS | R24_KINDS)
EARLIER_SHAPES = (
    OLD_SHAPES | R16_SHAPES | R17_SHAPES | R18_SHAPES | R19_SHAPES | R20_SHAPES | R21_SHAPES | R22_SHAPES
) | (R23_SHAPES | R24_SHAPES)
OFFICIAL_TITLES = (
    r"(Registrar|Deputy|Clerk|Commissioner|Commissaire|Notary|Coroner|Sheriff|Court Services|Master|Greffi|"
    r"l'officier|la greffière|el secretario|la agente|o escrivão|a delegada|Rechtspfleger|Urkundsbeamter|"
    r"il cancelliere|la cancelliera|griffier|hoofdagent)"
)


def _builder():
    return builder(SET, "build_heldout_r25")


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


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r25.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r25_", "build_heldout_r25")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r25")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _module("r25_names").SCRIPT)


def test_size_minimums(cases):
    assert_size_minimums(cases, _module("r25_names").SCRIPT)


def test_decoy_kinds_use_the_earlier_names(cases):
    assert_decoy_kinds_reused(cases)


def test_new_document_kinds_and_layouts(cases):
    doc_kinds = {c["tags"][0][5:] for c in cases}
    assert doc_kinds == R25_KINDS
    assert len(doc_kinds) >= 40 and not doc_kinds & EARLIER_KINDS
    shapes = {c["tags"][1][6:] for c in cases}
    assert shapes == R25_SHAPES and len(shapes - EARLIER_SHAPES) >= 8


def test_kinds_and_layouts_are_new_against_every_earlier_file(cases):
    assert_new_against_every_file(cases, EARLIER_FILES, {"heldout_r23", "heldout_r24"})


def test_other_language_kinds(cases):
    assert_language_kinds(cases, {cfg[0]: cfg[3] for cfg in _builder().KINDS}, LANG_KINDS)


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
    for case in cases:
        for m in case["spans"]:
            if m["label"] == "PERSON":
                piece = case["text"][m["start"] : m["end"]]
                assert not re.match(r"(?i)(Mrs|Sra|Sr|Herr|Frau|sig|sig\.ra|de heer|mevrouw)\.? ", piece), (
                    piece
                )


def test_decoys_that_hold_an_office_keep_their_title(cases):
    extra = "Richter|Richterin|giudice|rechter|juez|jueza|magistrada|juiz|juíza|HHJ|Her Honour|Membre|juge"
    assert_office_decoys_titled(cases, extra_titles=extra)
    for case in cases:
        for m in case["decoys"]:
            if m["kind"] == "official":
                assert re.match(OFFICIAL_TITLES, case["text"][m["start"] : m["end"]])


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
                assert not CA_POSTAL.search(piece) and not UK_POSTAL.search(piece), piece


def test_birth_dates_are_written_many_ways(cases):
    months = _module("r25_dates").MONTHS
    kinds: Counter = Counter()
    for case in cases:
        for m in case["spans"]:
            if m["label"] != "DATE_OF_BIRTH":
                continue
            t = case["text"][m["start"] : m["end"]]
            if re.fullmatch(r"[\d/.\-]+", t):
                kinds["numeric"] += 1
            elif re.search(r"\b(nineteen|two thousand)\b", t):
                kinds["words"] += 1
            elif "年" in t or "년" in t:
                kinds["cjk"] += 1
            elif re.search(
                r"(?i)\b(January|February|March|April|May|June|July|August|September|October|November|December)\b"
                r"|^\d\d-[A-Z]{3}-\d{4}$|^[A-Z][a-z]{2}\. ",
                t,
            ):
                kinds["en"] += 1
            else:
                found = [
                    lang
                    for lang, names in months.items()
                    if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", t) for n in names)
                ]
                kinds[found[0] if found else "other"] += 1
    assert kinds["numeric"] >= 100 and kinds["en"] >= 100 and kinds["words"] >= 50, kinds
    others = [lang for lang in list(months) + ["cjk"] if kinds[lang] >= 5]
    assert len(others) >= 8, kinds
    assert not kinds["other"], kinds


_MARKUP = re.compile(r"<[^<>]*>|\x1b\[[0-9;]*m")
_END = re.compile(r"(/utf8>>|</[\w:-]+>|[\"',;\s])+$")
_CUE = re.compile(r"(?i)\b(born|birth certificate|date of birth is|né\(e\)|nació|nascido\(a\)|nasceu|nato/a|geboren)\b[^.:\n\"'=]*$")  # fmt: skip
_RULE = re.compile(r"^[\s\-=~─┼]+$")
_Y = re.compile(r' y="(\d+)"')


def _relation(text, start, end):
    """Where a value stands relative to what names it."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    before, after = text[ls:start], text[end:le]
    above = text[:ls].split("\n")[:-1]
    prev = next((ln for ln in reversed(above) if _MARKUP.sub("", ln).strip()), "")
    below = text[le + 1 :].split("\n")[0]
    bare = _MARKUP.sub("", before)
    if "?" in bare or _END.sub("", prev).endswith("?") or re.match(r"\s*(A\.|A>|A|➤)\s", bare):
        return "answer"
    if _CUE.search(before) or re.match(r"\s*(geboren|wurde)", after):
        return "sentence"
    if (
        re.match(r"\s*\.{3,} \S", after)
        or (below.strip() and set(below.strip()) <= {"_", " "})
        or 'class="cap"' in below
    ):
        return "label_after"
    if re.search(r"(\.{3,} |_{3,} )$", before):
        return "leader"
    if "<th>" in before:
        return "key_value"
    if 'class="td"' in before or "<td>" in before:
        return "column"
    block = []
    for ln in reversed(above):
        if not ln.strip():
            break
        block.append(_MARKUP.sub("", ln))
    if any(ln.strip() and _RULE.match(ln) for ln in block):
        return "column"
    if not bare.strip() and prev:
        ys = _Y.search(before), _Y.search(prev)
        if all(ys):
            return "key_value" if ys[0].group(1) == ys[1].group(1) else "label_above"
        if not _END.sub("", prev).endswith("."):
            return "label_above"
    return "key_value"


def test_values_sit_in_many_relations_to_their_labels(cases):
    """Birth dates beside a label, under it, before it (caption or leader after), after dot leaders or in
    blanks, under a column heading, as answers and inside sentences."""
    where = Counter(
        _relation(c["text"], m["start"], m["end"])
        for c in cases
        for m in c["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert len(where) == 7 and min(where.values()) >= 50, where


def test_values_split_across_markup(cases):
    split = Counter()
    for case in cases:
        for m in case["spans"]:
            piece = case["text"][m["start"] : m["end"]]
            if "</tspan> <tspan>" in piece or '</span> <span class="w">' in piece:
                split[m["label"]] += 1
                assert re.sub(r"<[^<>]*>", "", piece) == re.sub(r"<[^<>]*>", "", piece).strip()
    assert split["PERSON"] >= 50 and split["ADDRESS"] >= 20, split


def test_labels_in_two_languages(cases):
    pairs = 0
    for case in cases:
        pairs += len(
            re.findall(
                r"(Date of birth|D\.O\.B\.|Birth date|Born) (/|–|\() ?(Date de naissance|Né\(e\) le|Naissance)",
                case["text"],
            )
        )
    assert pairs >= 30, pairs


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
        if c["tags"][1][6:] in ("caption_below_form", "leader_schedule", "aligned_register")
    )
    assert last.most_common(1)[0][1] / sum(last.values()) < 0.15, last.most_common(1)[0][1]


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
    for t in by_shape["caption_below_form"]:
        lines = t.split("\n")
        assert lines[0] == lines[0].upper() and set(lines[1]) == {"="}
        assert len(re.findall(r"(?m)^■ ", t)) >= 3 and re.search(r"(?m)^  _{40,}", t)
    for t in by_shape["leader_schedule"]:
        lines = t.split("\n")
        assert set(lines[1]) == {"~"} and len(lines[1]) == len(lines[0])
        assert re.search(r"(?m)^\S.* \.{3,} \S", t) and re.search(r"(?m)^·+$", t)
    for t in by_shape["aligned_register"]:
        assert re.search(r"(?m)^  ~+(   ~+)*$", t) and re.search(r"(?m)^  -+(   -+)*$", t)
    for t in by_shape["greenbar_printout"]:
        lines = t.split("\n")
        assert lines[0].startswith("1 ") and re.search(r"PAGE \d{4}$", lines[0])
        assert lines[-1] == "0*** END OF REPORT ***"
        assert all(ln[:1] in (" ", "0") for ln in lines[1:])
    for t in by_shape["ansi_terminal_capture"]:
        assert t.startswith("$ casectl show ") and t.split("\n")[-1].startswith("$")
        opened = len(re.findall(r"\x1b\[(?!0m)[0-9;]+m", t))
        assert opened == t.count("\x1b[0m") and opened >= 10


def test_markup_layouts(by_shape):
    for t in by_shape["svg_form_overlay"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        texts = root.findall("{http://www.w3.org/2000/svg}text")
        assert len(texts) >= 10 and all(e.get("x") and e.get("y") for e in texts)
    for t in by_shape["atom_feed_xml"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "{http://www.w3.org/2005/Atom}feed"
        assert len(root.findall("{http://www.w3.org/2005/Atom}entry")) >= 4
    for t in by_shape["confluence_storage_xml"]:
        wrapped = f'<root xmlns:ac="http://atlassian.com/content" xmlns:ri="http://atlassian.com/resource">{t}</root>'
        root = ET.fromstring(wrapped)
        assert root[0].tag == "{http://atlassian.com/content}layout" and root.find(".//h1") is not None


def test_data_layouts(by_shape):
    for t in by_shape["erlang_term"]:
        assert t.startswith("%% -*- coding: utf-8 -*-\n") and t.endswith("}.")
        bare = re.sub(r'<<"(?:[^"\\]|\\.)*"/utf8>>', "B", t.split("\n", 2)[2])
        assert '"' not in bare
        _balanced(bare, (("{", "}"), ("[", "]")))
    for t in by_shape["jsonnet_object"]:
        assert t.startswith("// jsonnet") and "\nlocal record = {" in t and t.endswith("};\n\nrecord")
        _balanced(_strip(t.split("\n", 1)[1], '"'), (("{", "}"), ("[", "]")))
    for t in by_shape["mongo_shell_insert"]:
        lines = t.split("\n")
        assert lines[0].startswith("use ") and re.fullmatch(r"db\.\w+\.insertOne\(\{", lines[1])
        assert t.endswith("});")
        _balanced(_strip(t, "'"), (("{", "}"), ("[", "]"), ("(", ")")))
    for t in by_shape["es_bulk_ndjson"]:
        lines = t.split("\n")
        assert len(lines) % 2 == 0
        for i, ln in enumerate(lines):
            obj = json.loads(ln)
            assert ("index" in obj) == (i % 2 == 0)


def test_readme_lists_no_kind_or_layout_names(cases):
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# ") and ("**Report-only." in banner or "**Now a TUNING set" in banner)
    assert not [n for n in R25_KINDS | R25_SHAPES if n in readme]
