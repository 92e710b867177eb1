"""Helpers of the r26 file test that read how each value stands beside its label (moved out of
``test_heldout_r26_file.py`` to keep it under 500 lines)."""

from __future__ import annotations

import re

_EN_MONTH = re.compile(
    r"(?i)\b(January|February|March|April|May|June|July|August|September|October|November|December)\b"
    r"|^\d\d[- ][A-Z]{3}[- ]\d{4}$|^\d{1,2} [A-Z][a-z]{2} \d{4}$|^[A-Z][a-z]{2}\.? \d"
)


def _date_form(text, months):
    if re.fullmatch(r"[\d/.\-]+", text):
        return "numeric"
    if re.search(r"\b(nineteen|two thousand)\b", text):
        return "words"
    if "年" in text:
        return "cjk"
    if "년" in text:
        return "ko"
    if text.startswith("ngày "):
        return "vi"
    if _EN_MONTH.search(text):
        return "en"
    found = [
        lang
        for lang, names in months.items()
        if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in names)
    ]
    return found[0] if found else "other"


_TAGS = re.compile(r"<[^<>]*>")
_RULE = re.compile(r"^[\s\-]+$")


def _column_above(lines):
    for ln in reversed(lines):
        if not ln.strip():
            return False
        if _RULE.match(ln) and "-" in ln:
            return True
    return False


def _relation(shape, text, start, end):
    """Where a value stands relative to what names it, read from the layout around it."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    line, before, after = text[ls:le], text[ls:start], text[end:le]
    above = text[:ls].split("\n")[:-1]
    prev = above[-1] if above else ""
    if shape == "boxed_cell_form":
        return {"║": "column", "│": "above"}.get(line[:1]) or (
            "answer" if line.startswith("A. ") else "sentence"
        )
    if shape == "police_notebook_scan":
        if re.match(r"\s*(\(|—|\[|←)", after):
            return "after"
        if re.match(r"\s+\d+\) ", line):
            return "column"
        return "answer" if line.startswith("  A: ") else "sentence"
    if shape == "wide_column_register":
        if line.startswith("A "):
            return "answer"
        return "column" if _column_above(above) else "sentence"
    if shape == "stenograph_rough_draft":
        return "answer" if re.match(r"\s*\d+\s+A\.\s", line) else "sentence"
    if shape == "numbered_leader_form":
        if re.search(r"(\.{3,} |_{2,})$", before):
            return "leader"
        if line.startswith("     A. "):
            return "answer"
        return "column" if _column_above(above) else "sentence"
    if shape == "ooxml_document_part":
        if line.startswith("<w:tr>"):
            return "column"
        if 'xml:space="preserve">A: </w:t>' in before:
            return "answer"
        return "beside" if "<w:b/>" in before else "sentence"
    if shape == "html_microdata_card":
        if "<small>(" in after:
            return "after"
        if before.startswith("<dd") and prev.startswith("<dt>"):
            return "above"
        if line.startswith("<tr>"):
            return "column"
        return "answer" if line.startswith('<p class="a">') else "sentence"
    if shape == "xfdf_field_dump":
        if "_Response" in before and "?" in _TAGS.sub("", prev):
            return "answer"
        return "sentence" if 'name="Statement_' in before else "key"
    if shape == "dita_topic_xml":
        if line.startswith("<dlentry>"):
            return "beside"
        if line.startswith("<strow>"):
            return "column"
        return "answer" if line.startswith("<p><b>A:</b>") else "sentence"
    if shape == "powershell_pscustomobject":
        if "; A = '" in before:
            return "answer"
        return "sentence" if re.fullmatch(r"\s+'", before) else "key"
    if shape == "kotlin_data_class_literal":
        if '?" to "' in before:
            return "answer"
        if re.match(r"\s+listOf\(", before):
            return "column"
        return "sentence" if re.fullmatch(r'\s+"', before) else "key"
    if shape == "redis_cli_session":
        if "> HSET " in before:
            return "answer" if '?" "' in before else "key"
        return "sentence" if "> RPUSH " in before else "above"
    raise AssertionError(shape)


_DOB_EN = r"(Date of birth|Birth date|Date of Birth \(as on ID\)|Born)"
_DOB_OTHER = (
    r"(Date de naissance|Né\(e\) le|Date de naiss\.|Fecha de nacimiento|Nacido\(a\) el|F\. de nacimiento|"
    r"Geburtsdatum|geboren am|Tag der Geburt|Data di nascita|Nato/a il|Geboortedatum|Geboren op|"
    r"Data de nascimento|Nascido\(a\) em)"
)
_JOIN = r"( / | — | \(| · )"
ABBREVIATIONS = (
    r"(?<!\w)(DOB|D\.O\.B\.|DoB|B/D|DL|DL#|DL No\.|Lic\. #|DLN|HC#|HCN|OHIP #|PHN|RAMQ #|HIN|NAM|No RAMQ|acct #|"
    r"Acct|Acct no\.|A/C|SIN|SIN #|S\.I\.N\.|SS#|Soc\. Sec\. #|SSN|NAS|N\.A\.S\.|DDN|Naiss\.|Tel\.|Tél\.|Cell|"
    r"Mob\.|Ph\.|Addr\.|Res\. addr\.|Eml\.|RTN|ABA|F\. nac\.|FN|Geb\.|FS-Nr\.|Kto\.-Nr\.|Cta\.|Lic\.|Cpte|"
    r"No cpte|Nasc\.|d\.n\.|Geb\.datum|Dt\. nasc\.|DN|CNH)(?![\w#])"
)
