"""Helpers of the r31 file test: the form each birth date is written in, where a marked value stands relative to
what names it, and the syntax of the ten layouts (kept out of ``test_heldout_r31_file.py`` to keep it short).
The detector is never run here."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

_EN = "January|February|March|April|May|June|July|August|September|October|November|December"
_ANSWER = r"(?:A|R|S)\."


def date_form(text, months):
    """numeric, words, cjk, ko, vi, en, the first other language of ``months`` whose month name it holds, or other."""
    if re.fullmatch(r"[\d/.\-]+", text):
        return "numeric"
    if text.startswith("the ") and " of " in text:
        return "words"
    if re.fullmatch(r"\d{4}年\d{1,2}月\d{1,2}日", text):
        return "cjk"
    if re.fullmatch(r"\d{4}년 \d{1,2}월 \d{1,2}일", text):
        return "ko"
    if re.fullmatch(r"ngày \d{1,2} tháng \d{1,2} năm \d{4}", text):
        return "vi"
    if re.search(rf"\b({_EN})\b|^\d\d-[A-Z]{{3}}-\d{{4}}$|^[A-Z][a-z]{{2,3}}\. \d", text):
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
    return text[ls:le], text[ls:start], above, below


def relation(shape, text, start, end):
    """beside, above (label on a line over the value), after (label under the value), leader (dot leaders),
    column, key (a key or attribute of a literal), answer or sentence."""
    line, before, above, below = _around(text, start, end)
    prev = above[-1] if above else ""
    if shape == "mailing_list_digest_issue":
        if re.fullmatch(_ANSWER + " ", before):
            return "answer"
        if before == "    " and prev.endswith(":"):
            return "above"
        if re.match(r"  \S", line):
            return "column"
        if re.search(r" \.{3,} $", before):
            return "leader"
        return "beside" if re.fullmatch(r"\S[^.!?]*?: ", before) else "sentence"
    if shape == "paren_column_pleading_caption":
        if re.fullmatch(r"    \([a-z]\) .* \.{3,} ", before):
            return "leader"
        if re.fullmatch(r"    \([a-z]\) [^.]*?: ", before):
            return "beside"
        if (
            before == "    "
            and len(below) > 1
            and set(below[0].strip()) == {"_"}
            and below[1].startswith("    (")
        ):
            return "after"
        if re.fullmatch(r"    " + _ANSWER + " ", before):
            return "answer"
        return "column" if re.match(r" {5}\S", line) else "sentence"
    if shape == "condensed_transcript_page":
        body = before[4:]
        if re.fullmatch(_ANSWER + "  ", body):
            return "answer"
        if re.fullmatch(r"      .* \.{3,} ", body):
            return "leader"
        if re.fullmatch(r"      [^.]*?: ", body):
            return "beside"
        return "column" if re.match(r"  \S", line[4:]) else "sentence"
    if shape == "eighty_column_card_images":
        if before.startswith("A "):
            return "answer"
        if before.startswith(("T ", "+ ")):
            return "column"
        if before == "F " + " " * 20 or (before == "F " and prev.startswith("F ")):
            return "above"
        return "beside" if before.startswith("F ") and len(before) == 22 else "sentence"
    if shape == "djot_markup_document":
        if re.fullmatch(r"> \*" + _ANSWER + r"\* ", before):
            return "answer"
        if before == "  " and prev == "" and len(above) > 1 and above[-2].startswith(": "):
            return "above"
        if re.fullmatch(r"- \*.*:\* ", before):
            return "beside"
        return "column" if line.startswith("| ") else "sentence"
    if shape == "postscript_show_string_program":
        if line.count(" T") >= 3 and re.search(r"\) \d+ \d+ T$", line):
            return "column"
        if re.fullmatch(r"\(.*\) 72 \d+ T \(", before):
            return "key"
        return "answer" if re.match(r"\(" + _ANSWER + " ", before) else "sentence"
    if shape == "asn1_value_notation_record":
        if before.endswith('value "') and line.lstrip().startswith("field :"):
            return "key"
        if before.endswith('answer "'):
            return "answer"
        return "column" if line.startswith('      { "') else "sentence"
    if shape == "vbnet_anonymous_type_initializer":
        if before.endswith('.Value = "'):
            return "key"
        if before.endswith('.Reply = "'):
            return "answer"
        return "column" if line.lstrip().startswith("New String() {") else "sentence"
    if shape == "haskell_ghci_record_literal":
        if re.search(r'Field "(?:[^"\\]|\\.)*" "$', before):
            return "key"
        if before.endswith('reply = "'):
            return "answer"
        return "column" if re.match(r'\s+[\[,] \[ "', line) else "sentence"
    if shape == "oai_pmh_dublin_core_record_xml":
        if re.search(r'<rec:field label="[^"]*">$', before) or before.endswith("<rec:value>"):
            return "key"
        if before.endswith("<rec:a>"):
            return "answer"
        return "column" if before.endswith("<rec:cell>") else "sentence"
    raise AssertionError(shape)


def _balanced(text, pairs):
    for a, b in pairs:
        depth = 0
        for ch in text:
            depth += {a: 1, b: -1}.get(ch, 0)
            assert depth >= 0, a
        assert depth == 0, a


def _ps_strings(line):
    """The PostScript string literals of a line; asserts each one closes (balanced parentheses, backslashes)."""
    out, i = [], 0
    while i < len(line):
        if line[i] != "(":
            i += 1
            continue
        depth, j = 1, i + 1
        while depth:
            assert j < len(line), line
            if line[j] == "\\":
                j += 2
                continue
            depth += {"(": 1, ")": -1}.get(line[j], 0)
            j += 1
        out.append(line[i + 1 : j - 1])
        i = j
    return out


def check_layout(shape, text):
    """Asserts the syntax of one case's layout."""
    lines = text.split("\n")
    if shape == "mailing_list_digest_issue":
        assert lines[0].startswith("Send ") and "Today's Topics:" in lines and "Message: 1" in lines
        for n in ("1", "2"):
            head = lines[lines.index(f"Message: {n}") + 1 : lines.index(f"Message: {n}") + 7]
            assert [h.split(":")[0] for h in head] == [
                "Date",
                "From",
                "To",
                "Subject",
                "Message-ID",
                "Content-Type",
            ], head
        assert re.fullmatch(r"End of \S+ \S+, Vol \d+, Issue \d+", lines[-2]) and set(lines[-1]) == {"*"}
    elif shape == "paren_column_pleading_caption":
        caption = lines[2 : next(i for i, ln in enumerate(lines) if i > 2 and ln == "")]
        assert len(caption) >= 9 and all(ln.endswith(")") for ln in caption), caption
        assert sum(len(ln) == 45 for ln in caption) >= len(caption) - 2
    elif shape == "condensed_transcript_page":
        expect = 1
        for ln in lines:
            if not ln:
                continue
            if re.fullmatch(r" {56}Page \d+", ln):
                expect = 1
                continue
            m = re.match(r"([ \d]\d)(  |$)", ln)
            assert m and int(m.group(1)) == expect and expect <= 25, ln
            expect += 1
    elif shape == "eighty_column_card_images":
        seqs = [int(ln[72:]) for ln in lines]
        assert all(len(ln) == 80 and ln[72:].isdigit() and ln[71] == " " for ln in lines)
        assert (
            seqs == list(range(10, 10 * len(lines) + 1, 10))
            and lines[0].startswith("//")
            and lines[-1].startswith("//")
        )
        assert all(ln[:2] in ("//", "/*", "H ", "F ", "N ", "P ", "Q ", "A ", "T ", "+ ") for ln in lines)
    elif shape == "djot_markup_document":
        assert lines[0] == "{#case-record .extract}" and lines[1].startswith("# ")
        rows = [ln for ln in lines if ln.startswith("|")]
        assert all(ln.endswith("|") for ln in rows)
    elif shape == "postscript_show_string_program":
        assert lines[0] == "%!PS-Adobe-3.0" and lines[-1] == "%%EOF" and "%%EndProlog" in lines
        for ln in lines:
            if ln.startswith("("):
                strings = _ps_strings(ln)
                assert re.fullmatch(
                    r"(\(.*?\) \d+ \d+ T ?)+", re.sub(r"\((?:[^()\\]|\\.|\([^()]*\))*\)", "(s)", ln)
                ), ln
                assert strings
    elif shape == "asn1_value_notation_record":
        assert lines[1].endswith("DEFINITIONS AUTOMATIC TAGS ::= BEGIN") and lines[-1] == "END"
        bare = re.sub(r'"(?:[^"]|"")*"', '""', text)
        _balanced(bare, (("{", "}"),))
        assert not re.search(r",\s*\}", bare)
    elif shape == "vbnet_anonymous_type_initializer":
        assert lines[0].startswith("'") and lines[-1] == "End Module"
        bare = re.sub(r'"(?:[^"]|"")*"', '""', "\n".join(lines[1:]))
        _balanced(bare, (("{", "}"), ("(", ")")))
        assert not re.search(r",\s*\}", bare)
    elif shape == "haskell_ghci_record_literal":
        assert (
            lines[0] == "ghci> :set -XOverloadedStrings"
            and lines[3] == "CaseRecord"
            and lines[-1] == "Leaving GHCi."
        )
        bare = re.sub(r'"(?:[^"\\]|\\.)*"', '""', "\n".join(lines[4:-2]))
        _balanced(bare, (("{", "}"), ("[", "]"), ("(", ")")))
    elif shape == "oai_pmh_dublin_core_record_xml":
        root = ET.fromstring(text.split("\n", 1)[1])
        ns = "{http://www.openarchives.org/OAI/2.0/}"
        assert root.tag == f"{ns}OAI-PMH" and root.find(f"{ns}GetRecord/{ns}record/{ns}metadata") is not None
    else:
        raise AssertionError(shape)


JOINED = re.compile(r"\S( · | ⋄ | ⟋ )\S")


def abbreviations(words):
    """A pattern for the abbreviated labels of ``r31_words.ABBREVIATIONS``."""
    found = sorted({a for table in words.values() for a in table.values()}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(" + "|".join(re.escape(a) for a in found) + r")(?!\w)")
