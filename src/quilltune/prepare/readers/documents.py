"""Document formats: plain text, Markdown, HTML, XML, PDF and DOCX → one Record per file."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import BinaryIO

from quilltune.prepare.decode import decode_bytes, repair_text
from quilltune.prepare.records import Record, Rejection

_FRONT_MATTER = re.compile(r"\A---[ \t]*\n.*?\n(---|\.\.\.)[ \t]*(\n|\Z)", re.S)
_FM_TITLE = re.compile(r"^title:\s*['\"]?(.+?)['\"]?\s*$", re.M)
_HTML_BLOCKS = (
    "p,div,li,h1,h2,h3,h4,h5,h6,br,tr,section,article,table,ul,ol,blockquote,pre,header,footer,"
    "title,dd,dt,main,nav,aside,figure,figcaption,form,hr"
)


def _decoded(stream: BinaryIO, repairs: list[str]) -> str:
    text, rep = decode_bytes(stream.read())
    text, rep2 = repair_text(text)
    repairs.extend(rep + rep2)
    return text


def read_text(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    yield Record("document", text=_decoded(stream, repairs))


def read_markdown(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    text = _decoded(stream, repairs)
    title = ""
    m = _FRONT_MATTER.match(text)
    if m:
        t = _FM_TITLE.search(m.group(0))
        title = t.group(1) if t else ""
        text = text[m.end() :]
        if title and not text.lstrip().startswith("#"):
            text = f"# {title}\n\n{text}"
    yield Record("document", text=text, title=title)


def read_html(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(_decoded(stream, repairs))
    # Invisible content: scripts, styles, templates; comments are not text nodes in lexbor's text().
    tree.strip_tags(["script", "style", "noscript", "template", "svg", "iframe", "object"])
    title_node = tree.css_first("title")
    title = " ".join(title_node.text().split()) if title_node is not None else ""
    for node in tree.css("h1,h2,h3,h4,h5,h6"):
        node.insert_before("\n" + "#" * int(node.tag[1]) + " ")
    for node in tree.css(_HTML_BLOCKS):
        node.insert_after("\n")
    root = tree.body if tree.body is not None else tree.root
    text = root.text(separator="") if root is not None else ""
    text = "\n".join(" ".join(line.split()) for line in text.split("\n"))
    yield Record("document", text=text, title=title)


def read_xml(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    from lxml import etree

    from quilltune.prepare.readers.legislation_xml import LEGISLATION_ROOTS, render, render_generic

    data = stream.read()
    # No network, no entity expansion (billion laughs / XXE): these are untrusted files.
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True, recover=False)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError:
        yield Rejection(None, "invalid_xml")
        return
    if root.tag.rsplit("}", 1)[-1] in LEGISLATION_ROOTS:
        title, text = render(root)
    else:
        title, text = "", render_generic(root)
    text, rep = repair_text(text)
    repairs.extend(rep)
    yield Record("document", text=text, title=title)


def read_pdf(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(stream.read()))
        if reader.is_encrypted:
            yield Rejection(None, "pdf_encrypted")
            return
        # Pages are kept as paragraphs so repeated headers/footers become whole lines that the
        # boilerplate pass can recognise.
        pages = [page.extract_text() or "" for page in reader.pages]
    except (PdfReadError, ValueError, KeyError, OSError):
        yield Rejection(None, "pdf_unreadable")
        return
    text, rep = repair_text("\n\n".join(pages))
    repairs.extend(rep)
    if not text.strip():
        yield Rejection(None, "pdf_no_text_layer")
        return
    yield Record("document", text=text)


def read_docx(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    import zipfile

    import docx

    try:
        doc = docx.Document(io.BytesIO(stream.read()))
    except (zipfile.BadZipFile, KeyError, ValueError):
        yield Rejection(None, "docx_unreadable")
        return
    lines: list[str] = []
    for para in doc.paragraphs:
        style = (para.style.name if para.style is not None else "") or ""
        level = style.removeprefix("Heading ").strip()
        prefix = "#" * int(level) + " " if style.startswith("Heading ") and level.isdigit() else ""
        if para.text.strip():
            lines.append(prefix + para.text)
    for table in doc.tables:
        for row in table.rows:
            lines.append(" | ".join(cell.text.strip() for cell in row.cells))
    text, rep = repair_text("\n\n".join(lines))
    repairs.extend(rep)
    title = doc.core_properties.title or ""
    yield Record("document", text=text, title=title)
