"""Builders of small, nasty test corpora (every format and failure mode prepare must handle)."""

from __future__ import annotations

import gzip
import io
import json
import os
from pathlib import Path

LEGAL = (
    "The Licensee shall keep the Confidential Information secret and shall not disclose it to any third "
    "party without the prior written consent of the Licensor, except to its employees who need to know it "
    "for the Purpose and who are bound by obligations of confidentiality no less protective than these."
)


def clause(i: int, words: int = 60) -> str:
    """A distinct paragraph (numbers make documents differ beyond near-duplicate similarity)."""
    vocab = (
        "notice",
        "party",
        "agreement",
        "term",
        "licence",
        "court",
        "section",
        "breach",
        "remedy",
        "liability",
        "consent",
        "holder",
        "registry",
        "tribunal",
        "schedule",
        "provision",
        "order",
    )
    body = " ".join(
        f"{vocab[(i * 7 + k * 3) % len(vocab)]}{(i * 31 + k) % 97}" + ("," if k % 8 == 7 else "")
        for k in range(words)
    )
    return f"Clause {i}. {body}."


def doc_text(i: int, paragraphs: int = 4) -> str:
    return "\n\n".join([f"# Agreement number {i}", LEGAL] + [clause(i * 10 + p) for p in range(paragraphs)])


def minimal_pdf(text: str) -> bytes:
    """A one-page PDF with a real text layer (Helvetica), offsets computed for a valid xref."""
    stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode("latin-1")
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for n, body in enumerate(objs, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % n + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1))
    for off in offsets:
        out.write(b"%010d 00000 n \n" % off)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref))
    return out.getvalue()


def write_docx(path: Path, heading: str, paragraphs: list[str]) -> None:
    import docx

    d = docx.Document()
    d.add_heading(heading, level=2)
    for p in paragraphs:
        d.add_paragraph(p)
    d.save(path)


LEGISLATION_XML = """<?xml version="1.0" encoding="utf-8"?>
<Statute xmlns:lims="http://justice.gc.ca/lims"><Identification><ShortTitle>Test Act</ShortTitle>
<ConsolidationDate><Date><YYYY>2025</YYYY></Date></ConsolidationDate></Identification>
<Body><Heading level="1"><TitleText>Interpretation</TitleText></Heading>
<Section><MarginalNote>Definitions</MarginalNote><Label>2</Label><Text>In this Act,</Text>
<Definition><Text><DefinedTermEn>licensed holder</DefinedTermEn> means a person who holds a licence issued under <XRefExternal>section 5 of the Other Act</XRefExternal> and who is entitled to carry on business in Canada; (<DefinedTermFr>titulaire</DefinedTermFr>)</Text></Definition>
<HistoricalNote><HistoricalNoteSubItem>2019, c. 29, s. 301</HistoricalNoteSubItem></HistoricalNote></Section>
<Section><MarginalNote>Obligation to register</MarginalNote><Label>3</Label><Subsection><Label>(1)</Label><Text>Every licensed holder must register with the Registrar within thirty days after the day on which the licence is issued, and must keep the registration current for as long as the licence is valid.</Text></Subsection>
<Subsection><Label>(2)</Label><Text>The Registrar may refuse a registration that does not comply with the regulations.</Text></Subsection></Section>
</Body></Statute>
"""


def build_nasty_corpus(root: Path) -> Path:
    """A folder with every format and failure mode; returns the folder."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "plain.txt").write_text(doc_text(1), encoding="utf-8")
    (root / "front.md").write_text(
        "---\ntitle: Front Matter Policy\nversions:\n  fpt: '*'\n---\n\n" + doc_text(2), encoding="utf-8"
    )
    (root / "utf16.txt").write_bytes(doc_text(3).encode("utf-16"))  # with BOM
    (root / "cp1252.txt").write_bytes(
        (doc_text(4) + "\n\nThe café’s naïve résumé — “quoted”.").encode("cp1252")
    )
    (root / "double.txt").write_text(
        (doc_text(5) + "\n\nThe café’s naïve résumé.").encode("utf-8").decode("cp1252"), encoding="utf-8"
    )
    (root / "invisible.txt").write_text(
        doc_text(6).replace("Licensee", "Lic\u200bensee\u202e") + "\r\n", encoding="utf-8"
    )
    (root / "page.html").write_text(
        "<html><head><title>Web Terms</title><style>p{color:red}</style><script>var secret='SCRIPT';</script></head>"
        f"<body><h2>Web Terms</h2><p>{LEGAL} AT&amp;T &eacute;lan<!-- hidden comment --></p>"
        + "".join(f"<p>{clause(70 + k)}</p>" for k in range(3))
        + "</body></html>",
        encoding="utf-8",
    )
    (root / "act.xml").write_text(LEGISLATION_XML, encoding="utf-8")
    (root / "doc.pdf").write_bytes(
        minimal_pdf("Section 9. The tenant shall pay the rent on the first day of every month " * 2)
    )
    write_docx(root / "memo.docx", "Memorandum", [LEGAL, clause(80), clause(81)])
    records = [
        {"text": doc_text(7)},
        {"instruction": "What is a licensed holder?", "input": "", "output": "A person holding a licence."},
        {
            "messages": [
                {"role": "user", "content": "Define tort."},
                {"role": "assistant", "content": "A civil wrong."},
            ]
        },
    ]
    lines = [json.dumps(r) for r in records] + [
        "{not json",
        json.dumps({"foo": 1}),
        json.dumps({"instruction": "x", "output": ""}),
    ]
    (root / "records.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (root / "records.json").write_text(
        json.dumps([{"text": doc_text(8)}, {"instruction": "Q?", "output": "A."}])
    )
    import pyarrow as pa
    import pyarrow.parquet as pq

    pq.write_table(pa.table({"text": [doc_text(9), doc_text(10)]}), root / "docs.parquet")
    with gzip.open(root / "zipped.txt.gz", "wb") as fh:
        fh.write(doc_text(11).encode())
    full = gzip.compress("\n".join(json.dumps({"text": doc_text(12 + k)}) for k in range(20)).encode())
    (root / "truncated.jsonl.gz").write_bytes(full[: len(full) // 2])
    (root / "zz-copy-of-plain.txt").write_text(doc_text(1), encoding="utf-8")  # identical bytes
    (root / "empty.txt").write_bytes(b"")
    (root / "binary.txt").write_bytes(bytes(range(256)) * 8)
    (root / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64)
    (root / "short.txt").write_text("Too short.", encoding="utf-8")
    sub = root / "sub"
    sub.mkdir(exist_ok=True)
    (sub / "nested.md").write_text(doc_text(40), encoding="utf-8")
    if not (sub / "loop").exists():
        os.symlink("..", sub / "loop")  # a cycle: sub/loop -> root
    return root
