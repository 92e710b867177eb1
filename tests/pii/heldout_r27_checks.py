"""Helpers of the r27 file test that read how each birth date stands beside what names it, and which form it is
written in (kept out of ``test_heldout_r27_file.py`` to keep it short)."""

from __future__ import annotations

import re

_EN = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|October|November|December)\b"
    r"|^\d\d-[A-Z]{3}-\d{4}$|^[A-Z][a-z]{2}\. \d{1,2}, \d{4}$"
)


def date_form(text, months):
    """numeric, words, cjk, ko, vi, en, a language of ``months``, or other."""
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
    if _EN.search(text):
        return "en"
    for lang, names in months.items():
        if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in names):
            return lang
    return "other"


TAGS = re.compile(r"<[^<>]*>")
_RULE = re.compile(r"^[\s\-]+$")


def _column_above(lines):
    for ln in reversed(lines):
        if not ln.strip():
            return False
        if _RULE.match(ln) and "-" in ln:
            return True
    return False


def relation(shape, text, start, end, labels):
    """Where a value stands relative to its label: beside, above (label on the line over it), after (label
    after the value), leader (dot leaders or a blank), column, key, answer or sentence."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    line, before, after = text[ls:le], text[ls:start], text[end:le]
    above = text[:ls].split("\n")[:-1]
    prev = above[-1] if above else ""
    below = text[le + 1 :].split("\n", 1)[0] if le < len(text) else ""
    if shape == "carbon_copy_leader_form":
        if re.search(r"(\.{3,} |: _{3,} )$", before):
            return "leader"
        if line.startswith("      ➜ "):
            return "answer"
        return "column" if _column_above(above) else "sentence"
    if shape == "index_card_caption_stack":
        if line.startswith("| « "):
            return "answer"
        if after.startswith("  ‹ ") or (not after.strip(" .") and below.startswith("|     ^ ")):
            return "after"
        return "sentence"
    if shape == "diarized_audio_transcript":
        if re.search(r"\] SPK_[12]: ", before):
            return "answer"
        return "beside" if re.search(r"(For the record|Listed) — .*: $", before) else "sentence"
    if shape == "pdftotext_layout_page":
        if line.startswith("   A: "):
            return "answer"
        if _column_above(above):
            return "column"
        col = start - ls
        return "above" if any(prev[col:].startswith(lab) for lab in labels) else "sentence"
    if shape == "sqlite_shell_session":
        if line.startswith("│"):
            return "column"
        if re.fullmatch(r"\s*answer = .*", before):
            return "answer"
        if before.startswith("note = "):
            return "sentence"
        return "key" if re.fullmatch(r"\s*\w+ = ", before) else "sentence"
    if shape == "xsl_fo_document":
        if line.startswith("<fo:table-row>"):
            return "column"
        if 'start-indent="12pt">A. ' in before:
            return "answer"
        return "beside" if '<fo:inline font-weight="bold">' in before else "sentence"
    if shape == "xaml_flow_document":
        if line.startswith("<TableRow>"):
            return "column"
        if "<Bold>A:</Bold> " in before:
            return "answer"
        return "above" if prev.startswith('<Paragraph Foreground="Gray"') else "sentence"
    if shape == "rust_dbg_pretty_print":
        if 'Qa { q: "' in before and '", a: "' in before:
            return "answer"
        return "sentence" if re.match(r'\s+"', line) else "key"
    if shape == "dynamodb_get_item_reply":
        if '"a": {"S": "' in before:
            return "answer"
        return "sentence" if re.match(r'\s+\{"S": "', line) else "key"
    if shape == "swift_dictionary_fixture":
        if re.match(r'\s+\("', line) and '", "' in before:
            return "answer"
        if re.match(r'\s+"[a-z0-9_]+": ', line):
            return "key"
        return "sentence" if re.match(r'\s+"', line) else "key"
    raise AssertionError(shape)


DOB_EN = r"(Date of birth|Birthdate|Born on)"
DOB_OTHER = (
    r"(Date de naissance|Né\(e\) le|Fecha de nacimiento|Nacido/a el|Geburtsdatum|Geboren am|Data di nascita|"
    r"Nato/a il|Geboortedatum|Geboren op|Data de nascimento|Nascido/a em)"
)
JOIN = r"( / | — | · | \()"
ABBREVIATIONS = (
    r"(?<!\w)(DOB|D\.O\.B\.|Birth dt\.|DDN|Date de naiss\.|F\. nac\.|FN|Geb\.|Geb\.-Dat\.|D\.N\.|Geb\.datum|"
    r"Dt\. nasc\.|Addr\.|Res\. address|Adr\.|Dir\.|Ind\.|End\.|Tel\.|Tél\.|Cell\.|Ph\.|Mob\.|Cel\.|Eml\.|SIN|"
    r"S\.I\.N\.|SIN no\.|NAS|N\.A\.S\.|No NAS|SSN|SS#|Soc\. Sec\. No\.|No\. de S\.S\.|NSS|HCN|Health card #|PHN|"
    r"OHIP no\.|No RAMQ|NAM|KV-Nr\.|T\.S\.|Zorgnr\.|DL#|Lic\. no\.|Lic\.|Permis no|FS-Nr\.|Pat\.|RB-nr\.|CNH|"
    r"Acct #|A/C|Account no\.|Cpte|Cta\.|Kto\.|Konto-Nr\.|C/C|Rek\.nr\.|Card no\.|N\. carta)(?![\w#])"
)
