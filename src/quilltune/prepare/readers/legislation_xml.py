"""Legislation XML (Justice Canada Acts and Regulations, and similar) → Markdown-like plain text.

Body text is kept in document order with inline elements (cross-references, defined terms,
emphasis) inline; history and amendment notes, French duplicates, footnotes and metadata are
dropped. Headings become ``## …`` and marginal notes ``### …`` so the pair generators can find
section titles the same way as in Markdown sources.
"""

from __future__ import annotations

import re

from lxml import etree

_LABEL_ONLY = re.compile(r"^\(?[\w.]{1,10}\)?$")

LEGISLATION_ROOTS = {"Statute", "Regulation"}

DROP = {
    "HistoricalNote",
    "HistoricalNoteSubItem",
    "RecentAmendments",
    "Amendment",
    "AmendmentCitation",
    "AmendmentDate",
    "BillHistory",
    "Stages",
    "FootnoteRef",
    "Footnote",
    "DefinedTermFr",
    "BilingualItemFr",
    "RunningHead",
    "ConsolidationDate",
    "RegistrationDate",
    "Identification",
    "RegulationMakerOrder",
    "EnablingAuthority",
    "InstrumentNumber",
    "ConsolidatedNumber",
    "Chapter",
    "AnnualStatuteId",
    "OriginatingRef",
    "colspec",
    "RelatedOrNotInForce",
}
# Elements that start a new line; everything else flows inline.
BLOCK = {
    "Heading",
    "MarginalNote",
    "Section",
    "Subsection",
    "Paragraph",
    "Subparagraph",
    "Clause",
    "Subclause",
    "Definition",
    "Provision",
    "Item",
    "List",
    "row",
    "Schedule",
    "ScheduleFormHeading",
    "GroupHeading",
    "Order",
    "Body",
    "Introduction",
    "Enacts",
    "SignatureBlock",
    "FormulaGroup",
    "FormulaDefinition",
    "ContinuedSectionSubsection",
    "ContinuedParagraph",
    "ContinuedSubparagraph",
    "Repealed",
    "LongTitle",
    "ShortTitle",
    "Preamble",
    "TableGroup",
    "table",
    "BilingualGroup",
    "LineBreak",
}
PREFIX = {
    "Heading": "## ",
    "MarginalNote": "### ",
    "LongTitle": "# ",
    "GroupHeading": "## ",
    "ScheduleFormHeading": "## ",
}


def _local(tag: object) -> str:
    if not isinstance(tag, str):
        return ""  # comments and processing instructions
    return tag.rsplit("}", 1)[-1]


def render(root: etree._Element) -> tuple[str, str]:
    """Return (title, text) of a parsed legislation document."""
    lines: list[str] = []
    buf: list[str] = []

    def flush(carry_label: bool = False) -> None:
        line = " ".join("".join(buf).split()).replace(" ()", "")
        # A section number followed by its first subsection stays on one line: "2 (1) …".
        if carry_label and _LABEL_ONLY.match(line):
            buf[:] = [line + " "]
            return
        if line and line not in ("#", "##", "###"):
            lines.append(line)
        buf.clear()

    def walk(el: etree._Element) -> None:
        name = _local(el.tag)
        if name in DROP or not name:
            return
        block = name in BLOCK
        if block:
            flush(carry_label=name not in PREFIX)
            buf.append(PREFIX.get(name, ""))
        if name == "DefinedTermEn":
            buf.append("“")
        if el.text:
            buf.append(el.text)
        for child in el:
            walk(child)
            if child.tail:
                buf.append(child.tail)
        if name == "DefinedTermEn":
            buf.append("”")
        elif name in ("Label", "entry"):
            buf.append(" ")
        if (
            block
            or name in ("TitleText",)
            and el.getparent() is not None
            and _local(el.getparent().tag) in BLOCK
        ):
            flush()

    walk(root)
    flush()
    title = ""
    for tag in ("ShortTitle", "LongTitle"):
        found = root.find(f".//{tag}")
        if found is not None:
            title = " ".join("".join(found.itertext()).split())
            break
    if title and (not lines or lines[0].lstrip("# ") != title):
        lines.insert(0, f"# {title}")
    return title, "\n\n".join(lines)


def render_generic(root: etree._Element) -> str:
    """Any other XML: the text of every element on its own line, in order."""
    lines = []
    for el in root.iter():
        if not _local(el.tag):
            continue
        for piece in (el.text, el.tail):
            if piece and piece.strip():
                lines.append(" ".join(piece.split()))
    return "\n".join(lines)
