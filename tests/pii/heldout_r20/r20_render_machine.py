"""Machine layouts: mbox thread, PGP clear-signed text, Adobe FDF, Akoma Ntoso, NIEM/ECF XML, XLIFF."""

from __future__ import annotations

import datetime as dt
import re

from r20_blocks import Spec, lines
from r20_doc import Doc, items, plain, wrap
from r20_render import layout

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
DAYS = "Mon Tue Wed Thu Fri Sat Sun".split()
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def xml_enc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def attr(s: str) -> str:
    return xml_enc(s).replace('"', "&quot;")


def _stamp(g, base: dt.date, i: int) -> tuple[str, str]:
    r = g.r
    day = base + dt.timedelta(days=i * r.randint(0, 2))
    wd, mon, hh, mm, ss = DAYS[day.weekday()], MON[day.month - 1], 8 + i, r.randint(0, 59), r.randint(0, 59)
    return (
        f"{wd} {mon} {day.day:>2} {hh:02d}:{mm:02d}:{ss:02d} {day.year}",
        f"{wd}, {day.day:02d} {mon} {day.year} {hh:02d}:{mm:02d}:{ss:02d} {r.choice(['-0500', '-0400', '-0800', '+0000'])}",
    )


@layout("mbox_thread")
def mbox_thread(spec: Spec, g) -> Doc:
    d = Doc()
    msgs = [b for b in spec.blocks if b[0] == "M"]
    rest = Spec.__new__(Spec)
    rest.__dict__.update(spec.__dict__)
    rest.blocks = [b for b in spec.blocks if b[0] != "M"]
    extra = [its for st, its in lines(rest, title=False) if st != "blank"]
    prev: list[list] = []
    prev_hdr = ""
    ids = []
    base = dt.date(g.r.randint(2021, 2024), g.r.randint(1, 12), g.r.randint(1, 20))
    for i, (_, frm, to, subject, paras, cc, _when) in enumerate(msgs):
        env, hdr = _stamp(g, base, i)
        mid = f"<{''.join(g.r.choice('0123456789abcdef') for _ in range(12))}.{i}@mail.example.net>"
        d.raw(f"From MAILER-DAEMON {env}\n")
        d.line("From: ", frm)
        d.line("To: ", to)
        if cc:
            d.line("Cc: ", cc)
        d.raw(f"Date: {hdr}\n")
        d.line("Subject: ", ("Re: " if i else ""), subject)
        d.raw(f"Message-ID: {mid}\n")
        if ids:
            d.raw(f"In-Reply-To: {ids[-1]}\n")
        d.raw("MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n")
        ids.append(mid)
        body: list[list] = []
        if i == 0:
            body.append([spec.heading])
            body.append([])
        for p in paras:
            body.extend(wrap(p, 72))
            body.append([])
        if i == 0 and extra:
            body.extend(extra)
            body.append([])
        for ln in body:
            d.line(ln)
        if prev:
            d.line("On ", prev_hdr[:16], ", ", msgs[i - 1][1], " wrote:")
            for ln in prev:
                d.line(">" + (" " if ln else ""), ln)
            d.raw("\n")
        prev = [ln for ln in body if ln][:12]
        prev_hdr = hdr
        d.raw("\n")
    return d


@layout("pgp_clearsigned")
def pgp_clearsigned(spec: Spec, g) -> Doc:
    d = Doc()
    d.raw("-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n")
    for style, its in lines(spec):
        for ln in wrap(its, 72) if style == "para" else [its]:
            lead = plain(ln)[:1]
            d.line("- " if lead == "-" else "", ln)
    d.raw("-----BEGIN PGP SIGNATURE-----\n\n")
    sig = "".join(g.r.choice(B64) for _ in range(g.r.choice([344, 408, 476])))
    for i in range(0, len(sig), 64):
        d.raw(sig[i : i + 64] + "\n")
    d.raw("=" + "".join(g.r.choice(B64) for _ in range(4)) + "\n-----END PGP SIGNATURE-----")
    return d


def _fname(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", label).strip("_") or "Field"


@layout("fdf_form")
def fdf_form(spec: Spec, g) -> Doc:
    d = Doc(enc=lambda s: s.replace("\\", "\\\\"))
    form = _fname(spec.title)[:40] + ".pdf"
    d.raw("%FDF-1.2\n%\u00e2\u00e3\u00cf\u00d3\n")
    d.line("% exported by ", g.product("pdf"))
    d.raw(f"1 0 obj\n<< /FDF << /F ({form}) /Fields [\n")

    def field(name: str, value) -> None:
        d.line(f"<< /T ({name}) /V (", value, ") >>")

    field("Form_Title", spec.heading)
    for label, v in spec.header:
        field(_fname(label), v)
    for bi, b in enumerate(spec.blocks, 1):
        sect = _fname(plain(b[1]))[:24] if b[0] != "M" and b[1] else f"Part{bi}"
        if b[0] == "F":
            for label, v in b[2]:
                field(f"{sect}.{_fname(label)}", v)
        elif b[0] == "T":
            for ri, row in enumerate(b[3]):
                for col, v in zip(b[2], row, strict=False):
                    field(f"{sect}.Row{ri + 1}.{_fname(col)}", v)
        elif b[0] == "P":
            for pi, p in enumerate(b[2], 1):
                field(f"{sect}.Text{pi}", p)
        elif b[0] == "Q":
            for ti, (sp, tx) in enumerate(b[2], 1):
                field(f"{sect}.Speaker{ti}", sp)
                field(f"{sect}.Said{ti}", tx)
    for si, s in enumerate(spec.sigs, 1):
        field(f"Signature_Block{si}", s)
    d.raw("] >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF")
    return d


@layout("akoma_ntoso")
def akoma_ntoso(spec: Spec, g) -> Doc:
    d = Doc(enc=xml_enc)
    r = g.r
    doc_el = "judgment" if "decision" in spec.title.lower() or "reasons" in spec.title.lower() else "doc"
    d.raw(
        '<?xml version="1.0" encoding="UTF-8"?>\n<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">\n'
    )
    d.raw(
        f'  <{doc_el} name="{_fname(spec.title).lower()}">\n    <meta>\n      <identification source="#registry">\n'
    )
    d.raw(
        f'        <FRBRWork><FRBRthis value="/akn/{g.jur}/{doc_el}/{r.randint(2021, 2024)}/{r.randint(1, 999)}/!main"/></FRBRWork>\n'
    )
    d.raw("      </identification>\n    </meta>\n    <preface>\n")
    d.mk("      <p><docTitle>", [spec.heading], "</docTitle></p>")
    if spec.court:
        d.mk("      <p><courtType>", [spec.court], "</courtType></p>")
    for label, v in spec.header:
        d.mk(f"      <p>{xml_enc(label)}: ", [v], "</p>")
    d.raw("    </preface>\n    <mainBody>\n")
    n = 0
    for b in spec.blocks:
        head = b[1] if b[0] != "M" else None
        d.raw('      <hcontainer name="part">\n')
        if head:
            d.mk("        <heading>", [head], "</heading>")
        if b[0] == "F":
            d.raw("        <blockList>\n")
            for label, v in b[2]:
                d.mk(f"          <item><p>{xml_enc(label)}: ", [v], "</p></item>")
            d.raw("        </blockList>\n")
        elif b[0] == "T":
            d.raw(
                "        <table>\n          <tr>"
                + "".join(f"<th><p>{xml_enc(c)}</p></th>" for c in b[2])
                + "</tr>\n"
            )
            for row in b[3]:
                d.mk("          <tr>", *[["<td><p>", [v], "</p></td>"] for v in row], "</tr>")
            d.raw("        </table>\n")
        elif b[0] == "P":
            for p in b[2]:
                n += 1
                d.mk(
                    f'        <paragraph eId="para_{n}"><num>{n}.</num><content><p>',
                    [p],
                    "</p></content></paragraph>",
                )
        elif b[0] == "Q":
            for sp, tx in b[2]:
                d.mk("        <p><b>", [sp], "</b>: ", [tx], "</p>")
        d.raw("      </hcontainer>\n")
    d.raw("    </mainBody>\n")
    if spec.sigs:
        d.raw("    <conclusions>\n")
        for s in spec.sigs:
            d.mk("      <p>", [s], "</p>")
        d.raw("    </conclusions>\n")
    d.raw(f"  </{doc_el}>\n</akomaNtoso>")
    return d


@layout("niem_ecf_xml")
def niem_ecf_xml(spec: Spec, g) -> Doc:
    d = Doc(enc=xml_enc)
    d.raw(
        '<?xml version="1.0" encoding="UTF-8"?>\n<ecf:CoreFilingMessage xmlns:ecf="urn:oasis:names:tc:legalxml-courtfiling:schema:xsd:CommonTypes-4.0" '
    )
    d.raw('xmlns:nc="http://niem.gov/niem/niem-core/2.0" xmlns:j="http://niem.gov/niem/domains/jxdm/4.0">\n')
    d.mk("  <nc:DocumentDescriptionText>", [spec.heading], "</nc:DocumentDescriptionText>")
    d.mk("  <nc:DocumentFiledDate><nc:Date>", [g.date()], "</nc:Date></nc:DocumentFiledDate>")
    if spec.court:
        d.mk("  <j:CaseCourt><nc:OrganizationName>", [spec.court], "</nc:OrganizationName></j:CaseCourt>")
    for label, v in spec.header:
        d.mk(f'  <ecf:Datum ecf:label="{attr(label)}">', [v], "</ecf:Datum>")
    for b in spec.blocks:
        if b[0] == "M":
            continue
        head = plain(b[1]) if b[1] else "section"
        d.raw(f'  <ecf:FilingSection ecf:heading="{attr(head)}">\n')
        if b[0] == "F":
            for label, v in b[2]:
                d.mk(f'    <ecf:Datum ecf:label="{attr(label)}">', [v], "</ecf:Datum>")
        elif b[0] == "T":
            for row in b[3]:
                cells = [
                    [f'<ecf:Cell ecf:column="{attr(c)}">', [v], "</ecf:Cell>"]
                    for c, v in zip(b[2], row, strict=False)
                ]
                d.mk("    <ecf:Row>", *cells, "</ecf:Row>")
        elif b[0] == "P":
            for p in b[2]:
                d.mk("    <nc:CommentText>", [p], "</nc:CommentText>")
        elif b[0] == "Q":
            for sp, tx in b[2]:
                d.mk(
                    "    <ecf:Statement><nc:PersonName>",
                    [sp],
                    "</nc:PersonName><nc:CommentText>",
                    [tx],
                    "</nc:CommentText></ecf:Statement>",
                )
        d.raw("  </ecf:FilingSection>\n")
    for s in spec.sigs:
        d.mk("  <ecf:SignatureText>", [s], "</ecf:SignatureText>")
    d.raw("</ecf:CoreFilingMessage>")
    return d


FR = {
    "Name": "Nom",
    "Date of birth": "Date de naissance",
    "Address": "Adresse",
    "Telephone": "Téléphone",
    "Phone": "Téléphone",
    "E-mail": "Courriel",
    "Email": "Courriel",
    "Relationship": "Lien",
    "Occupation": "Profession",
    "Signature": "Signature",
    "Date": "Date",
    "File number": "Numéro de dossier",
    "Applicant": "Demandeur",
}


@layout("xliff")
def xliff(spec: Spec, g) -> Doc:
    d = Doc(enc=xml_enc)
    tgt = "fr-CA" if g.jur == "ca" else g.r.choice(["es-US", "fr-FR", "de-DE", "pt-BR"])
    d.raw(
        '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n'
    )
    d.raw(
        f'  <file original="{_fname(spec.title).lower()}.docx" source-language="en" target-language="{tgt}" datatype="plaintext">\n'
    )
    d.mk("    <header><note>Tool: ", [g.product("xlate")], "</note></header>")
    d.raw("    <body>\n")
    n = 0
    for style, its in lines(spec):
        if style == "blank":
            continue
        n += 1
        d.mk(f'      <trans-unit id="{n}"><source>', [its], "</source>")
        head = its[0] if its and isinstance(its[0], str) else ""
        label = head[:-2] if head.endswith(": ") else None
        if label in FR and tgt.startswith("fr"):
            d.mk(
                '        <target state="translated">', f"{FR[label]} : ", [its[1:]], "</target></trans-unit>"
            )
        elif style in ("field", "row", "title") or not items(its):
            d.mk('        <target state="needs-review-translation">', [its], "</target></trans-unit>")
        else:
            d.raw('        <target state="new"/></trans-unit>\n')
    d.raw("    </body>\n  </file>\n</xliff>")
    return d
