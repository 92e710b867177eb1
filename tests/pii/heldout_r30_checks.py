"""Helpers of the r30 file test: the form each birth date is written in, where it stands relative to what names
it, and the syntax of the ten layouts (kept out of ``test_heldout_r30_file.py`` to keep it short). The detector
is never run here."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

_EN = "January|February|March|April|May|June|July|August|September|October|November|December"


def date_form(text, months):
    """numeric, words, cjk, ko, vi, en, the first other language of ``months`` whose month name it holds, or other."""
    if re.fullmatch(r"[\d/.\-]+", text):
        return "numeric"
    if text.startswith("the ") and re.search(r"\b(nineteen|twenty|two thousand)\b", text):
        return "words"
    if re.fullmatch(r"\d{4}年\d{1,2}月\d{1,2}日", text):
        return "cjk"
    if re.fullmatch(r"\d{4}년 \d{1,2}월 \d{1,2}일", text):
        return "ko"
    if re.fullmatch(r"ngày \d{1,2} tháng \d{1,2} năm \d{4}", text):
        return "vi"
    if re.search(rf"\b({_EN})\b|^\d\d-[A-Z]{{3}}-\d{{4}}$|^[A-Z][a-z]{{2}}\. \d", text):
        return "en"
    for lang, names in months.items():
        if lang != "en" and any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in names):
            return lang
    return "other"


def _around(text, start, end):
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    above = text[:ls].split("\n")[:-1]
    below = text[le + 1 :].split("\n") if le < len(text) else []
    return text[ls:le], text[ls:start], text[end:le], above, below


def relation(shape, text, start, end):
    """beside, above (label on the line over the value), after (label after or under the value), leader (dot
    leaders), column, key, answer or sentence."""
    line, before, after, above, below = _around(text, start, end)
    prev = above[-1] if above else ""
    if shape == "wordstar_dot_command_file":
        if line.startswith("    A.  "):
            return "answer"
        dots = [ln for ln in above if ln.startswith(".")]
        if dots and dots[-1].startswith(".tb ") and "," in dots[-1]:
            return "column"
        if re.fullmatch(r" {0,4}\S.*?: +", before):
            return "beside"
        return "above" if before == " " * 8 and re.fullmatch(r"    \S.*:", prev) else "sentence"
    if shape == "netnews_followup_article":
        if line.startswith("A: "):
            return "answer"
        if line.startswith("| "):
            return "column"
        return "beside" if re.fullmatch(r"(> )?[^\s>].*?: ", before) else "sentence"
    if shape == "interrogatory_answer_pairs":
        if re.fullmatch(r"[A-ZÀ-ÝĄĆĘŁŃÓŚŹŻ]+: ", before):
            return "answer"
        if re.search(r" \.{3,} $", before):
            return "leader"
        if (
            not before
            and not after
            and len(below) > 1
            and set(below[0]) == {"_"}
            and below[1].startswith("(")
        ):
            return "after"
        return "column" if re.match(r"  \S", line) else "sentence"
    if shape == "banded_report_writer_print":
        if line.startswith("   » "):
            return "answer"
        if re.fullmatch(r"   \S.*│ ", before):
            return "beside"
        return "column" if re.match(r"   [^\s┆?»]", line) else "sentence"
    if shape == "kardex_visible_index_cards":
        if line.startswith("│ ⟪ "):
            return "answer"
        if "┊" in line:
            return "column"
        if re.search(r" ·{3,} $", before):
            return "leader"
        return "after" if after.startswith("   ‹") else "sentence"
    if shape == "saml_attribute_assertion_xml":
        if before.endswith("<rec:Reply>"):
            return "answer"
        if before.endswith("<saml:AttributeValue>"):
            return "key"
        return "column" if re.search(r'<rec:Cell col="[^"]*">$', before) else "sentence"
    if shape == "ead_archival_finding_aid_xml":
        if before.endswith('<p altrender="reply">'):
            return "answer"
        if before.endswith("</label><item>"):
            return "beside"
        if before == "          <p>" and re.fullmatch(r"        <odd><head>.*</head>", prev):
            return "above"
        return "column" if before.endswith("<entry>") else "sentence"
    if shape == "tcl_dict_script_dump":
        if line.startswith("lappend asked"):
            return "answer"
        if line.startswith("dict set "):
            return "key"
        return "column" if line.startswith(("lappend related", "lappend access")) else "sentence"
    if shape == "objc_nsdictionary_literal":
        if re.match(r'\s+@\[@"', line):
            return "answer"
        if re.match(r'\s+@\{@"', line):
            return "column"
        return "key" if re.fullmatch(r'\s+@"(?:[^"\\]|\\.)*": @"', before) else "sentence"
    if shape == "julia_repl_dict_display":
        if re.match(r"\s*\d+ │ ", line):
            return "column"
        if before.endswith('" => "'):
            return "key" if line.startswith('  "') else "answer"
        return "sentence"
    raise AssertionError(shape)


JOINED = re.compile(r"\S( ¦ | ⇄ | ⁄ | // )\S")
ABBREVIATIONS = re.compile(
    r"(?<!\w)(Nm\.|D\.O\.B\.|Addr\.|Ph\.|Eml\.|S\.I\.N\.|PHN|DL #|Bk\. acct\.|CC #|Chk\. acct\.|D\. de naiss\.|Adr\.|"
    r"Tél\.|Courr\.|NAS|NAM|Permis n°|Cpte|CC n°|Fec\. nac\.|Dom\.|Tfno\.|N\.º Seg\. Soc\.|T\. salud|Lic\.|Cta\.|"
    r"Tarj\.|Geb\.|Anschr\.|KK-Nr\.|FS-Nr\.|Kto\.|Nominativo|Nato/a il|Res\.|Pat\.|C/C|Geb\.dat\.|Rijbew\.|Rek\.|"
    r"Nasc\.|End\.|CNH|Imię i nazw\.|Ur\.|Pr\. jazdy|Nr rach\.)(?!\w)"
)


def strip_strings(text, opener='"'):
    """The text with every double-quoted literal emptied (backslash escapes)."""
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)


def balanced(text, pairs):
    for a, b in pairs:
        depth = 0
        for ch in text:
            depth += {a: 1, b: -1}.get(ch, 0)
            assert depth >= 0, a
        assert depth == 0, a


def check_layout(shape, text):
    """Asserts the syntax of one case's layout."""
    lines = text.split("\n")
    if shape == "wordstar_dot_command_file":
        assert lines[0].startswith(".. WS7") and ".op" in lines
        for ln in lines:
            if ln.startswith("."):
                assert re.fullmatch(r"\.(\.|[a-z]{2})( .*)?", ln), ln
    elif shape == "netnews_followup_article":
        head = lines[: lines.index("")]
        assert all(re.fullmatch(r"[A-Z][A-Za-z-]+: .+", ln) for ln in head), head
        assert {ln.split(":")[0] for ln in head} >= {
            "Path",
            "From",
            "Newsgroups",
            "Subject",
            "Date",
            "Message-ID",
        }
        assert "-- " in lines
    elif shape == "interrogatory_answer_pairs":
        numbers = [int(n) for n in re.findall(r"(?m)^[A-ZÉÓ ]+(?:NO\.|N°|N\.º|NR\.?|N\.) (\d+):$", text)]
        assert numbers == list(range(1, len(numbers) + 1)), numbers
        assert re.search(r"(?m) \.{3,} \S", text) and re.search(r"(?m)^_{24,}\n\(.+\)$", text)
    elif shape == "banded_report_writer_print":
        assert re.search(r" (Page|Página|Seite|Pagina|Strona) 1$", lines[1]) and set(lines[2]) == {"═"}
        assert re.search(r"(?m)^ {1,2}\d ▌ ", text)
    elif shape == "kardex_visible_index_cards":
        box = None
        for ln in lines:
            if ln.startswith("┌"):
                box = len(ln)
            elif box is not None:
                assert len(ln) == box and ln[0] in "│├└", ln
                if ln.startswith("└"):
                    box = None
        assert box is None
    elif shape == "saml_attribute_assertion_xml":
        root = ET.fromstring(text.split("\n", 1)[1])
        ns = "{urn:oasis:names:tc:SAML:2.0:assertion}"
        assert root.tag == f"{ns}Assertion" and len(root.findall(f".//{ns}Attribute")) >= 4
    elif shape == "ead_archival_finding_aid_xml":
        root = ET.fromstring(text.split("\n", 1)[1])
        ns = "{urn:isbn:1-931666-22-9}"
        assert root.tag == f"{ns}ead" and len(root.findall(f"./{ns}archdesc/{ns}dsc/{ns}c01")) >= 2
    elif shape == "tcl_dict_script_dump":
        for ln in lines:
            assert not ln or ln.startswith(("#!", "package ", "set ", "dict set ", "lappend ", "puts ")), ln
            bare = strip_strings(ln)
            assert '"' not in bare.replace('""', ""), ln
            balanced(bare, (("[", "]"),))
    elif shape == "objc_nsdictionary_literal":
        body = re.sub(r"//[^\n]*", "", strip_strings("\n".join(lines[3:])))
        assert body.endswith("};")
        balanced(body, (("{", "}"), ("[", "]")))
    elif shape == "julia_repl_dict_display":
        for i, ln in enumerate(lines):
            m = re.fullmatch(r"Dict\{String, String\} with (\d+) entr(?:y|ies):", ln)
            if m:
                entries = lines[i + 1 : i + 1 + int(m.group(1))]
                assert all(re.fullmatch(r'  "(?:[^"\\]|\\.)*" => "(?:[^"\\]|\\.)*"', e) for e in entries), (
                    entries
                )
            if ln.startswith("julia>"):
                assert ln == "julia> " or ln.startswith("julia> ")
    else:
        raise AssertionError(shape)
