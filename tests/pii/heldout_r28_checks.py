"""Helpers of the r28 file test: which form each birth date is written in, where it stands relative to what
names it, and the wordings of paired and abbreviated labels (kept out of ``test_heldout_r28_file.py`` to keep
it short). The detector is never run here."""

from __future__ import annotations

import re

_EN_MONTH = "January|February|March|April|May|June|July|August|September|October|November|December"
_EN_SHORT = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec"
_EN = re.compile(
    rf"\b({_EN_MONTH})\b|^\d\d-[A-Z]{{3}}-\d{{4}}$|^({_EN_SHORT})\.? \d{{1,2}}, \d{{4}}$|^\d{{1,2}} ({_EN_SHORT}) \d{{4}}$"
)


def date_form(text, months):
    """numeric, words, cjk, ko, vi, en, the first language of ``months`` whose month name it holds, or other."""
    if re.fullmatch(r"[\d/.\-]+", text):
        return "numeric"
    if re.search(r"\b(nineteen|two thousand)\b", text):
        return "words"
    if re.fullmatch(r"\d{4}年\d{1,2}月\d{1,2}日", text):
        return "cjk"
    if re.fullmatch(r"\d{4}년 \d{1,2}월 \d{1,2}일", text):
        return "ko"
    if re.fullmatch(r"ngày \d{1,2} tháng \d{1,2} năm \d{4}", text):
        return "vi"
    if _EN.search(text):
        return "en"
    for lang, names in months.items():
        if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in names):
            return lang
    return "other"


TAGS = re.compile(r"<[^<>]*>")
RULE = re.compile(r"-+(( {2,}| \| )-+)+")


def _table_above(above, stop=lambda ln: False):
    """True when the lines over a line run, without a blank or a ``stop`` line, up to a table's rule."""
    for ln in reversed(above):
        if RULE.fullmatch(ln.strip()):
            return True
        if not ln.strip() or stop(ln):
            return False
    return False


def _opener(above, pattern):
    """The nearest line above that matches ``pattern`` (or '')."""
    for ln in reversed(above):
        if re.match(pattern, ln):
            return ln
    return ""


def relation(shape, text, start, end):
    """Where a value stands relative to its label: beside, above (label on the line over it), after (label after
    the value or under it), leader (dot leaders or a blank), column, key, answer or sentence."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    line, before, after = text[ls:le], text[ls:start], text[end:le]
    above = text[:ls].split("\n")[:-1]
    prev = above[-1] if above else ""
    below = text[le + 1 :].split("\n", 1)[0] if le < len(text) else ""
    if shape == "thermal_receipt_tape":
        if line.startswith("> "):
            return "answer"
        if re.search(r"\.{3}$", before):
            return "leader"
        if before == "    " and prev.endswith(":") and not prev.startswith(("*", "?", ">")):
            return "above"
        return "column" if _table_above(above) else "sentence"
    if shape == "lettered_outline_brief":
        if line.startswith("      R. "):
            return "answer"
        if before.endswith("[__ ") and after.startswith(" __]"):
            return "leader"
        if before == "         " and prev.endswith(" —"):
            return "above"
        return "beside" if re.match(r"   [A-Z]{1,2}\. ", line) and before.endswith(": ") else "sentence"
    if shape == "caption_after_value_typescript":
        if line.startswith("    Answer — "):
            return "answer"
        if line.startswith("    ║"):
            return "column"
        if after.startswith("   ‹ ") or (not after.strip() and below.startswith("    ‾")):
            return "after"
        return "sentence"
    if shape == "interlinear_certified_translation":
        if line.startswith("  R ⁞ "):
            return "answer"
        if before.endswith(" ⁞ ") and re.match(r"  (⤷ )?[^¶]", line):
            return "beside"
        stop = lambda ln: ln.startswith("=====") or " ⁞ " in ln  # noqa: E731
        return "column" if _table_above(above, stop) else "sentence"
    if shape == "ssml_reading_script":
        if '<voice name="declarant"><s>' in before:
            return "answer"
        if after.startswith("</say-as><break"):
            return "after"
        return "beside" if re.search(r": <say-as[^>]*>$", before) else "sentence"
    if shape == "kml_extended_data_export":
        if '<Data name="q' in before:
            return "answer"
        if "<displayName>" in before or (before == "  <value>" and prev.startswith("  <displayName>")):
            return "key"
        return "sentence"
    if shape == "pandas_repl_series_print":
        prompt = _opener(above, ">>> ")
        if prompt.startswith(">>> rec.ask("):
            return "answer"
        if prompt.startswith(">>> rec.people["):
            return "column"
        return "key" if prompt.startswith((">>> rec.parties[", ">>> rec.header")) else "sentence"
    if shape == "kubectl_describe_resource":
        if re.match(r"\s+A:  ", line):
            return "answer"
        if re.match(r"\s+\S[^:]*:\s{2,}$", before):
            return "key"
        owner = _opener(above, rf"{' ' * (len(line) - len(line.lstrip()) - 2)}\S")
        if owner.strip() in ("Notes:", "Access Log:"):
            return "sentence"
        return "column" if _table_above(above, lambda ln: ln.rstrip().endswith(":")) else "sentence"
    if shape == "go_struct_fixture":
        if re.match(r'\t+\{Q: "', line) and '", A: "' in before:
            return "answer"
        if 'Value: "' in before:
            return "key"
        return "column" if _opener(above, r"\t+\w+: ").strip().startswith("Table:") else "sentence"
    if shape == "iex_struct_inspect":
        if re.match(r'\s+\{"', line) and '", "' in before:
            return "answer"
        if '" => "' in before:
            return "key"
        return "column" if _table_above(above, lambda ln: ln.startswith("iex(")) else "sentence"
    raise AssertionError(shape)


DOB_EN = r"(Date of birth|Birth date|Born on)"
DOB_OTHER = (
    r"(Date de naissance|Né\(e\) le|Fecha de nacimiento|Nacido/a el|Geburtsdatum|Geboren am|Data di nascita|"
    r"Nato/a il|Geboortedatum|Geboren op|Data de nascimento|Nascido/a em|Födelsedatum|Född den|जन्म तिथि|出生日期|"
    r"Rā whānau|Dáta breithe|Petsa ng kapanganakan|Ceann-latha breith)"
)
JOIN = r"( / | — | · | \| | \()"
ABBREVIATIONS = (
    r"(?<!\w)(DOB|D\.O\.B\.|B/D|Dt\. of birth|Res\. addr\.|Addr\.|Home addr\.|Ph\. #|Cell #|E-addr\.|Eml\.|S\.I\.N\.|"
    r"SIN #|SS No\.|Soc\. Sec\. #|HCN|Health #|PHN|DL No\.|Lic\. #|Driv\. lic\.|Acct\. no\.|A/C #|Bank acct\.|CC #|"
    r"Card no\.|DDN|Date naiss\.|D\. de n\.|Adr\. dom\.|Tél\.|Cell\.|Courr\.|N° NAS|NAS|NAM|N° RAMQ|Permis n°|"
    r"N° permis|Cpte|N° de cpte|N° carte|F\. de nac\.|Fec\. nac\.|Dom\.|Dir\.|Cel\.|Correo e\.|NSS|No\. de SS|"
    r"Lic\. cond\.|Cta\. n\.º|No\. cta\.|Tarj\. n\.º|Geb\.-Datum|FS-Nr\.|Kto\.-Nr\.|KK-Nr\.|Data nasc\.|D\.N\.|"
    r"Pat\. n\.|C/C n\.|CdC|Geb\.datum|Rijbew\.nr\.|Rek\.nr\.|Nasc\.|Dt\. nasc\.|Tlm\.|Carta cond\.|Conta n\.º|"
    r"Föd\.dat\.|Tfn|Körk\.nr|Kontonr)(?!\w)"
)
FRENCH_IN_ENGLISH = (
    r"Numéro d'assurance sociale|N° d'assurance sociale|Date de naissance|Né\(e\) le|Courriel|Adresse du domicile|"
    r"Numéro de téléphone|Numéro de permis de conduire|Carte d'assurance maladie|Nom complet"
)
