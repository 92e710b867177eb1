"""Checks on the round-20 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
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

SET = Path(__file__).resolve().parent / "heldout_r20"
CASES_FILE = SET / "cases.jsonl"


def _builder():
    return builder(SET, "build_heldout_r20")


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
    spec = importlib.util.spec_from_file_location("r20_names", SET / "r20_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_earlier_lists_are_complete():
    assert (
        len(R14_KINDS),
        len(R15_KINDS),
        len(R16_KINDS),
        len(R17_KINDS),
        len(R18_KINDS),
        len(R19_KINDS),
    ) == (
        58,
        53,
        57,
        51,
        55,
        52,
    )
    assert (len(R16_SHAPES), len(R17_SHAPES), len(R18_SHAPES), len(R19_SHAPES)) == (34, 16, 14, 14)


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r20.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r20_", "build_heldout_r20")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r20")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _names().SCRIPT)
    assert all(case["tags"][0].startswith("kind:") and case["tags"][1].startswith("shape:") for case in cases)


def test_size_minimums(cases):
    assert_size_minimums(cases, _names().SCRIPT)


def test_decoy_kinds_use_the_earlier_names(cases):
    """Decoy kinds are the ones rounds 18 and 19 score (no new kind names)."""
    kinds = {m["kind"] for c in cases for m in c["decoys"]}
    assert kinds <= DECOY_KINDS, kinds - DECOY_KINDS


def test_new_document_kinds_and_layouts(cases):
    doc_kinds = {t[5:] for c in cases for t in c["tags"] if t.startswith("kind:")}
    earlier = R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS
    assert len(doc_kinds - earlier) >= 40
    shapes = {t[6:] for c in cases for t in c["tags"] if t.startswith("shape:")}
    assert len(shapes - OLD_SHAPES - R16_SHAPES - R17_SHAPES - R18_SHAPES - R19_SHAPES) >= 8


def test_french_frame(cases):
    qc = [c for c in cases if c["tags"][0].startswith("kind:qc_")]
    assert len(qc) >= 10
    for case in qc:
        assert "jur:ca" in case["tags"]
        assert re.search(r"\b(Nous agissons pour|mise en demeure|Objet)\b", case["text"]), case["id"]


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    assert_office_decoys_titled(cases, extra_titles="JUSTICE|JUDGE|MAGISTRATE|MEMBER|ADJUDICATOR|ARBITRATOR")


def test_marks_do_not_share_text_with_neighbours(cases):
    """A mark must start and end on a word boundary (no half-marked words)."""
    assert_marks_on_word_boundaries(cases)


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if {"hc:qc", "hc:on", "hc:bc"} & set(case["tags"]):
            assert "jur:ca" in case["tags"], case["id"]


def test_paged_layouts(by_shape):
    """Pleading paper (numbered lines 1-28 a page, page footers) and page:line transcripts (1-25 a page)."""
    for t in by_shape["pleading_paper"]:
        pages = re.split(r"\n-{70}\n {30}- \d+ -(?:\n|$)", t)
        assert pages[-1] == "" and len(pages) - 1 == len(re.findall(r"\n {30}- \d+ -", t))
        for page in pages[:-1]:
            nums = [int(line[:2]) for line in page.split("\n")]
            assert nums == list(range(1, len(nums) + 1)) and len(nums) <= 28
            assert all(line[2:5] == " | " for line in page.split("\n"))
    for t in by_shape["page_line_transcript"]:
        pages = [p for p in t.split("\n\n") if p]
        assert [int(re.match(r" {52}Page (\d+)", p).group(1)) for p in pages] == list(
            range(1, len(pages) + 1)
        )
        for page in pages:
            nums = [int(line[:2]) for line in page.split("\n")[1:]]
            assert nums == list(range(1, len(nums) + 1)) and len(nums) <= 25


def test_text_layouts(by_shape):
    """WordPerfect reveal codes, wdiff redlines, mbox threads and PGP clear-signed text carry their features."""
    for t in by_shape["wp_reveal_codes"]:
        assert t.startswith("[Open Style:InitialCodes]") and t.endswith("[HPg]")
        for on, off in (("[Bold On]", "[Bold Off]"), ("[Und On]", "[Und Off]"), ("[Tbl Def:", "[Tbl Off]")):
            assert t.count(on) == t.count(off), on
        for line in t.split("\n")[1:-1]:
            assert line.endswith(("[HRt]", "[SRt]")) or line.startswith(("[Row]", "[Tbl Def:")), line
    for t in by_shape["wdiff_redline"]:
        lines = t.split("\n")
        assert re.fullmatch(r"\$ wdiff --statistics draft_v(\d)\.txt draft_v\d\.txt", lines[0])
        assert t.count("[-") == t.count("-]") and t.count("{+") == t.count("+}") and t.count("{+") >= 3
        assert re.fullmatch(r"draft_v\d\.txt: \d+ words  \d+ \d+% common  \d+ \d+% changed", lines[-1])
    for t in by_shape["mbox_thread"]:
        assert t.startswith("From MAILER-DAEMON ")
        n = len(re.findall(r"(?m)^From MAILER-DAEMON \w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$", t))
        assert n >= 2 and t.count("\nMessage-ID: <") == n and t.count("\nIn-Reply-To: <") == n - 1
        assert re.search(r"(?m)^On .+ wrote:$", t) and re.search(r"(?m)^> ", t)
    for t in by_shape["pgp_clearsigned"]:
        assert t.startswith("-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n")
        assert t.endswith("-----END PGP SIGNATURE-----") and t.count("-----BEGIN PGP SIGNATURE-----") == 1
        body = t.split("-----BEGIN PGP SIGNATURE-----")[0].split("\n")[3:]
        assert all(line.startswith("- ") for line in body if line.startswith("-"))


def test_machine_layouts(by_shape):
    """FDF fields, Akoma Ntoso, NIEM/ECF and XLIFF documents parse and carry their features."""
    for t in by_shape["fdf_form"]:
        assert t.startswith("%FDF-1.2\n") and t.endswith("trailer\n<< /Root 1 0 R >>\n%%EOF")
        fields = [line for line in t.split("\n") if line.startswith("<< /T (")]
        assert fields
        for line in fields:
            m = re.fullmatch(r"<< /T \(([A-Za-z0-9_.]+)\) /V \((.*)\) >>", line)
            assert m, line
            depth = 0
            for ch in m.group(2):
                depth += {"(": 1, ")": -1}.get(ch, 0)
                assert depth >= 0, line
            assert depth == 0, line
    for t in by_shape["akoma_ntoso"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "{http://docs.oasis-open.org/legaldocml/ns/akn/3.0}akomaNtoso"
        assert len(root) == 1 and root[0].tag.split("}")[1] in ("judgment", "doc")
    for t in by_shape["niem_ecf_xml"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag.endswith("}CoreFilingMessage") and root.find("{*}DocumentDescriptionText") is not None
    for t in by_shape["xliff"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        units = root.findall(".//{urn:oasis:names:tc:xliff:document:1.2}trans-unit")
        assert units and all(
            u.find("{*}source") is not None and u.find("{*}target") is not None for u in units
        )
