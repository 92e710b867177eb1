"""Helpers of the r29 file test: the form each birth date is written in and where it stands relative to what
names it (kept out of ``test_heldout_r29_file.py`` to keep it short). The detector is never run here."""

from __future__ import annotations

import re

_EN = "January|February|March|April|May|June|July|August|September|October|November|December"


def date_form(text, months):
    """numeric, words, cjk, ko, vi, en, the first other language of ``months`` whose month name it holds, or other."""
    if re.fullmatch(r"[\d/.\-]+", text):
        return "numeric"
    if text.startswith("the ") and re.search(r"\b(nineteen|two thousand)\b", text):
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


def _opener(above, pattern):
    for ln in reversed(above):
        if re.match(pattern, ln):
            return ln
    return ""


def relation(shape, text, start, end):
    """beside, above (label on the line over the value), after (label after the value or under it), leader (dot
    leaders or a bracketed blank), column, key, answer or sentence."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    line, before, after = text[ls:le], text[ls:start], text[end:le]
    above = text[:ls].split("\n")[:-1]
    prev = above[-1] if above else ""
    below = text[le + 1 :].split("\n", 1)[0] if le < len(text) else ""
    if shape == "braced_field_ledger":
        if line.startswith("  A› "):
            return "answer"
        if re.search(r" \.{3,} $", before) or (before.endswith(" [ ") and after.startswith(" ]")):
            return "leader"
        if before.startswith("  ") and before.endswith(": ") and not line.startswith("  ¶"):
            return "beside"
        return "column" if _opener(above, r"  ─") and not line.startswith("  ¶") else "sentence"
    if shape == "stacked_caption_underline":
        if line.startswith("    (→) "):
            return "answer"
        if after.startswith(" ◂ ") or (not after and below.startswith("    ‾")):
            return "after"
        if before == "      " and prev.endswith(" ▾"):
            return "above"
        return "column" if re.match(r"    \S.*\S {2,}$", before) else "sentence"
    if shape == "ruled_grid_register":
        if line.startswith("R: "):
            return "answer"
        return "column" if line.startswith("| ") else "sentence"
    if shape == "numbered_line_deposition":
        if re.match(r"\s?\d+    A\.  $", before):
            return "answer"
        if re.match(r"\s?\d+        \S[^:]*:  $", before):
            return "beside"
        return "column" if re.match(r"\s?\d+        \S.* {2,}$", before) else "sentence"
    if shape == "sqlplus_spool_report":
        if prev == "-" * 40 and len(above) > 1 and above[-2] == "ANSWER":
            return "answer"
        if line.startswith("SQL> "):
            return "sentence"
        if _opener(above, r"SQL> SELECT ").startswith("SQL> SELECT * FROM related_person"):
            return "column"
        return "beside" if re.search(r"\S {2,}$", before) else "sentence"
    if shape == "rss_channel_items_xml":
        if before.endswith("<comments>"):
            return "answer"
        if before.endswith("</title><description>"):
            return "key"
        return "beside" if re.search(r"<description>[^<]*: $", before) else "sentence"
    if shape == "xhtml_definition_list":
        if line.startswith('  <dd class="a">'):
            return "answer"
        if before == "  <dd>" and prev.startswith("  <dt>"):
            return "above"
        return "column" if before.endswith("<td>") else "sentence"
    if shape == "clojure_repl_pprint":
        if re.search(r'(:asked \[.*\[|:follow-up \[)"(?:[^"\\]|\\.)*" "$', before):
            return "answer"
        if re.fullmatch(r'[\s\[{]*(?:"(?:[^"\\]|\\.)*"\s)*"', before):
            return "key"
        return "sentence"
    if shape == "csharp_object_initializer":
        if re.match(r"\s+(Asked = \{|FollowUp = \()", line) and before.endswith('", "'):
            return "answer"
        if re.fullmatch(r'\s+\["(?:[^"\\]|\\.)*"\] = "', before) or re.search(r'\w+ = "$', before):
            return "key"
        return "sentence"
    if shape == "prolog_fact_base":
        if line.startswith("asked("):
            return "answer"
        if line.startswith("field("):
            return "key"
        return "column" if line.startswith("related(") else "sentence"
    raise AssertionError(shape)


JOINED = re.compile(r"\S( / | ∥ | ⟨| ~ )\S")
ABBREVIATIONS = re.compile(
    r"(?<!\w)(Res\. addr\.|Tel\. no\.|D\.L\. no\.|Acct\. #|Card #|Web pg\.|IP addr\.|Health no\.|D\.D\.N\.|Adr\. rés\.|"
    r"N° tél\.|N\.A\.S\.|N\.A\.M\.|N° permis|N° cpte|N° carte|F\. nac\.|Domic\.|Correo e\.|N\.º SS|Lic\. cond\.|"
    r"N\.º cta\.|Geb\.-Dat\.|Anschr\.|Tel\.-Nr\.|FS-Nr\.|Kto\.-Nr\.|Nato/a il|N\. pat\.|N\. c/c|Geb\.dat\.|"
    r"Rijbew\.nr\.|Rek\.nr\.|Dt\. nasc\.|C\. cond\.|N\.º conta|Fødselsd\.|Kørekortnr\.|Kontonr\.|Tlf\.|DOB|SIN|SSN)(?!\w)"
)
