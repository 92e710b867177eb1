"""Shape renderers: one function per layout, each writing a ``Spec`` into a ``Doc``."""

from __future__ import annotations

import json
import re
import unicodedata

from r17_doc import Doc, Mark, flat


def slug(label: str, sep: str = "_") -> str:
    return re.sub(r"[^a-z0-9]+", sep, label.lower()).strip(sep)


def camel(label: str) -> str:
    words = slug(label).split("_")
    return words[0] + "".join(w.title() for w in words[1:])


def mojibake(text: str, is_mark: bool) -> str:
    """UTF-8 bytes read as Windows-1252; a mark that would pick up a space, an undefined byte or a non-Latin
    letter (ª, º, µ) stays as it is, so such a document mixes both encodings."""
    out = text.encode("utf-8").decode("cp1252", errors="replace")
    odd = any(c.isalpha() and not unicodedata.name(c, "?").startswith("LATIN") for c in out)
    if is_mark and (out != out.strip() or "\ufffd" in out or "\xa0" in out or odd):
        return text
    return out.replace("\ufffd", "?")


def java_escape(text: str, is_mark: bool) -> str:
    return "".join(c if ord(c) < 128 else f"\\u{ord(c):04x}" for c in text)


def hl7_escape(text: str, is_mark: bool) -> str:
    return text.replace("&", "\\T\\")


def _rows(spec) -> list[tuple[str, list]]:
    return [(label, value) for _, fields in spec.sections for label, value in fields]


def _head(d: Doc, spec, sep: str = ": ") -> None:
    for label, value in spec.head:
        d.line(label, sep, value)


def r_form_fields(d: Doc, spec, g) -> None:
    d.line(g.heading(spec.title))
    _head(d, spec)
    for name, fields in spec.sections:
        d.line()
        d.line(name.upper() if g.r.random() < 0.5 else name)
        w = max(len(lab) for lab, _ in fields) + 2
        for label, value in fields:
            d.line(f"{label + ':':<{w}}", value)
    d.line()
    for n in spec.notes:
        d.line(n)


def r_letter(d: Doc, spec, g) -> None:
    d.line(g.heading(spec.title))
    _head(d, spec)
    d.line()
    for n in spec.notes:
        d.line(n)
        d.line()
    for name, fields in spec.sections:
        d.line(name + ":")
        for label, value in fields:
            d.line("  - ", label, ": ", value)
        d.line()


def _csv_cell(d: Doc, value: list) -> list:
    txt = d.plain(value)
    if any(c in txt for c in ',"\n'):
        return ['"', [v.replace('"', '""') if isinstance(v, str) else v for v in flat(value)], '"']
    return value


def r_csv(d: Doc, spec, g) -> None:
    cols: list[str] = []
    for _, fields in spec.sections:
        cols += [lab for lab, _ in fields if lab not in cols]
    d.line(",".join(["record"] + [slug(c) for c in cols]))
    for name, fields in spec.sections:
        vals = dict(fields)
        cells = [[name]] + [_csv_cell(d, vals.get(c, [])) for c in cols]
        for i, c in enumerate(cells):
            d.add("," if i else "", c)
        d.line()
    d.line()
    d.line("# ", g.heading(spec.title))
    for label, value in spec.head:
        d.line("# ", label, ": ", value)
    for n in spec.notes:
        d.line("# ", n)


def r_table_markdown(d: Doc, spec, g) -> None:
    d.line("# ", g.heading(spec.title))
    d.line()
    _head(d, spec)
    for name, fields in spec.sections:
        d.line()
        d.line("## ", name)
        d.line()
        d.line("| Field | Value |")
        d.line("|---|---|")
        for label, value in fields:
            d.line("| ", label, " | ", value, " |")
    d.line()
    for n in spec.notes:
        d.line("> ", n)


def _q(d: Doc, value: list) -> list:
    """A JSON/TOML string body: literal text escaped, marks kept (they hold no quote or backslash)."""
    out = []
    for v in flat(value):
        if isinstance(v, Mark):
            assert '"' not in v.text and "\\" not in v.text, v.text
            out.append(v)
        else:
            out.append(json.dumps(v, ensure_ascii=False)[1:-1])
    return out


def r_toml(d: Doc, spec, g) -> None:
    d.line("# ", g.heading(spec.title))
    d.line("[document]")
    for label, value in spec.head:
        d.line(slug(label), ' = "', _q(d, value), '"')
    d.line("notes = [")
    for n in spec.notes:
        d.line('  "', _q(d, n), '",')
    d.line("]")
    for name, fields in spec.sections:
        d.line()
        d.line("[[", slug(name), "]]")
        for label, value in fields:
            d.line(slug(label), ' = "', _q(d, value), '"')


def r_jsonl(d: Doc, spec, g) -> None:
    d.add('{"type": "header", "title": "', g.heading(spec.title), '"')
    for label, value in spec.head:
        d.add(', "', slug(label), '": "', _q(d, value), '"')
    d.line("}")
    for name, fields in spec.sections:
        d.add('{"type": "', slug(name), '"')
        for label, value in fields:
            d.add(', "', slug(label), '": "', _q(d, value), '"')
        d.line("}")
    for n in spec.notes:
        d.line('{"type": "note", "text": "', _q(d, n), '"}')


def r_edi_x12(d: Doc, spec, g) -> None:
    r = g.r
    ctrl = f"{r.randint(1, 999999999):09d}"
    d.line(
        f"ISA*00*          *00*          *ZZ*{'QTSUBMIT':<15}*ZZ*{'PAYERHUB':<15}*{r.randint(20, 25)}0{r.randint(1, 9)}1{r.randint(0, 9)}*1{r.randint(0, 9)}{r.randint(10, 59)}*^*00501*{ctrl}*0*P*:~"
    )
    d.line("GS*HC*QTSUBMIT*PAYERHUB*", g.date(), "*1200*", str(r.randint(1, 9999)), "*X*", g.version(), "~")
    d.line("ST*837*0001~")
    d.line("BHT*0019*00*", g.ref_no("BHT"), "*", g.date(), "*1200*CH~")
    d.line("NTE*ADD*", g.heading(spec.title), "~")
    for label, value in spec.head:
        d.line("REF*", slug(label)[:3].upper(), "*", value, "~")
    for i, (name, fields) in enumerate(spec.sections, 1):
        d.line("LX*", str(i), "~")
        d.line("N1*", slug(name)[:2].upper(), "*", name, "~")
        for label, value in fields:
            d.line("REF*", slug(label)[:3].upper(), "*", value, "~")
    for n in spec.notes:
        d.line("MSG*", n, "~")
    d.line("SE*", str(len(spec.sections) * 4 + 6), "*0001~")
    d.line("GE*1*1~")
    d.line(f"IEA*1*{ctrl}~")


def r_hl7_v2(d: Doc, spec, g) -> None:
    r = g.r
    d.add("MSH|^~\\&|QTLINK|")
    d.enc = hl7_escape
    d.line(g.org(), "|RECV|HUB|", g.date(), "||ORU^R01|", g.ref_no("MSG"), "|P|2.5.1")
    for label, value in spec.head:
        d.line("ZHD|", slug(label).upper(), "|", value)
    n = 0
    for i, (name, fields) in enumerate(spec.sections, 1):
        d.line(f"OBR|{i}||{r.randint(100000, 999999)}|^", name)
        for label, value in fields:
            n += 1
            d.line(f"OBX|{n}|ST|{slug(label)[:6].upper()}^", label, "||", value, "||||||F")
    for i, note in enumerate(spec.notes, 1):
        d.line(f"NTE|{i}||", note)
    d.enc = None


def r_ldif(d: Doc, spec, g) -> None:
    d.line("version: 1")
    d.line("# ", g.heading(spec.title))
    for label, value in spec.head:
        d.line("# ", label, ": ", value)
    for name, fields in spec.sections:
        d.line()
        first = fields[0][1] if fields else ["entry"]
        d.line("dn: cn=", first, ",ou=", slug(name, "-"), ",dc=records,dc=example")
        d.line("objectClass: inetOrgPerson")
        for label, value in fields[1:]:
            d.line(camel(label), ": ", value)
    for n in spec.notes:
        d.line("# ", n)


def r_org_mode(d: Doc, spec, g) -> None:
    d.line("#+TITLE: ", g.heading(spec.title))
    for label, value in spec.head:
        d.line("#+", slug(label).upper(), ": ", value)
    for name, fields in spec.sections:
        d.line("* ", name)
        d.line("  :PROPERTIES:")
        for label, value in fields:
            d.line("  :", slug(label).upper(), ": ", value)
        d.line("  :END:")
    d.line("* Notes")
    for n in spec.notes:
        d.line("- ", n)


def r_asciidoc(d: Doc, spec, g) -> None:
    d.line("= ", g.heading(spec.title))
    for label, value in spec.head:
        d.line(":", slug(label, "-"), ": ", value)
    for name, fields in spec.sections:
        d.line()
        d.line("== ", name)
        d.line('[cols="1,3"]')
        d.line("|===")
        for label, value in fields:
            d.line("|", label, " |", value)
        d.line("|===")
    d.line()
    for n in spec.notes:
        d.line(n)
        d.line()


def _tc(sec: int) -> str:
    return f"00:{sec // 60:02d}:{sec % 60:02d},{(sec * 37) % 1000:03d}"


def r_srt_subtitles(d: Doc, spec, g) -> None:
    t = 3
    items = [n for n in spec.notes] + [
        [label, ": ", value] for _, fields in spec.sections for label, value in fields
    ]
    items = [[g.heading(spec.title)]] + [[label, ": ", value] for label, value in spec.head] + items
    for i, item in enumerate(items, 1):
        dur = 2 + g.r.randint(1, 5)
        d.line(str(i))
        d.line(_tc(t), " --> ", _tc(t + dur))
        d.line(item)
        d.line()
        t += dur + g.r.randint(0, 3)


def r_box_table(d: Doc, spec, g) -> None:
    d.line(g.heading(spec.title))
    _head(d, spec)
    for name, fields in spec.sections:
        w1 = max([len(lab) for lab, _ in fields] + [len(name)]) + 2
        w2 = max(d.width(v) for _, v in fields) + 2
        d.line("┌", "─" * (w1 + w2 + 1), "┐")
        d.line("│ ", f"{name:<{w1 + w2}}", "│")
        d.line("├", "─" * w1, "┬", "─" * w2, "┤")
        for label, value in fields:
            d.line("│ ", f"{label:<{w1 - 1}}", "│ ", value, " " * (w2 - 1 - d.width(value)), "│")
        d.line("└", "─" * w1, "┴", "─" * w2, "┘")
    for n in spec.notes:
        d.line(n)


def r_mojibake_cp1252(d: Doc, spec, g) -> None:
    d.enc = mojibake
    r_form_fields(d, spec, g)
    d.enc = None


def r_java_properties(d: Doc, spec, g) -> None:
    d.enc = java_escape
    d.line("# ", g.heading(spec.title))
    for label, value in spec.head:
        d.line("doc.", slug(label), "=", value)
    for i, (name, fields) in enumerate(spec.sections, 1):
        for label, value in fields:
            d.line(f"{slug(name)}.{i}.{slug(label)}=", value)
    for i, n in enumerate(spec.notes, 1):
        d.line(f"note.{i}=", n)
    d.enc = None


def r_gedcom(d: Doc, spec, g) -> None:
    d.line("0 HEAD")
    d.line("1 SOUR ", g.version())
    d.line("1 CHAR UTF-8")
    d.line("1 NOTE ", g.heading(spec.title))
    for label, value in spec.head:
        d.line("1 NOTE ", label, ": ", value)
    for i, (name, fields) in enumerate(spec.sections, 1):
        d.line(f"0 @I{i}@ INDI")
        d.line("1 NOTE ", name)
        last = ""
        for label, value in fields:
            if " " in label:
                top, sub = label.split(" ", 1)
                if top != last:
                    d.line("1 ", top)
                d.line("2 ", sub, " ", value)
                last = top
            else:
                d.line("1 ", label, " ", value)
                last = ""
    for i, n in enumerate(spec.notes, 1):
        d.line(f"0 @N{i}@ NOTE ", n)
    d.line("0 TRLR")


RENDER = {name[2:]: fn for name, fn in globals().items() if name.startswith("r_")}
