"""Code and data layouts of round 26: a PowerShell export script of ``[PSCustomObject]`` records, a Kotlin
fixture built from constructor calls, and a redis-cli session (``--raw``) that stores and reads back a case."""

from __future__ import annotations

from r26_doc import Page, Syn


def ps_esc(s):
    return s.replace("'", "''")


def kt_esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$")


def redis_esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


# ---- PowerShell -------------------------------------------------------------------------------------------
def _psq(value):
    return [Syn("'"), value, Syn("'")]


def powershell_pscustomobject(spec, g):
    d = Page(ps_esc)
    d.nl(Syn("# Export-CaseRecord.ps1 -- records exported from the matter management system"))
    d.nl(Syn("$ErrorActionPreference = 'Stop'"))
    d.nl(Syn("$record = [PSCustomObject]@{"))
    d.nl([Syn("    'Title' = "), _psq(spec.title)])
    d.nl(Syn("    'Header' = [ordered]@{"))
    for lab, v in spec.header:
        d.nl([Syn("        "), _psq(lab), Syn(" = "), _psq(v)])
    d.nl(Syn("    }"))
    for b in spec.blocks:
        head = _psq(b.heading or b.kind)
        if b.kind == "rows":
            d.nl([Syn("    ")] + head + [Syn(" = [ordered]@{")])
            for _, lab, v in b.body:
                d.nl([Syn("        ")] + _psq(lab) + [Syn(" = ")] + _psq(v))
            d.nl(Syn("    }"))
            continue
        d.nl([Syn("    ")] + head + [Syn(" = @(")])
        if b.kind == "table":
            heads, rows = b.body
            for row in rows:
                line = [Syn("        [PSCustomObject]@{ ")]
                for j, (h, c) in enumerate(zip(heads, row, strict=True)):
                    line += [Syn("; ") if j else Syn("")] + _psq(h) + [Syn(" = ")] + _psq(c)
                d.nl(line + [Syn(" }")])
        elif b.kind == "qa":
            for q, a in b.body:
                d.nl([Syn("        @{ Q = ")] + _psq(q) + [Syn("; A = ")] + _psq(a) + [Syn(" }")])
        else:
            for para in b.body:
                d.nl([Syn("        ")] + _psq(para))
        d.nl(Syn("    )"))
    d.nl(Syn("    'Closing' = @("))
    for c in spec.closing:
        d.nl([Syn("        ")] + _psq(c))
    d.nl(Syn("    )"))
    d.nl(Syn("}"))
    d.nl(Syn("$record | ConvertTo-Json -Depth 6 | Set-Content -Encoding utf8 .\\record.json"))
    return d


# ---- Kotlin -----------------------------------------------------------------------------------------------
def _kq(value):
    return [Syn('"'), value, Syn('"')]


def kotlin_data_class_literal(spec, g):
    d = Page(kt_esc)
    d.nl(Syn("// Test fixture for the intake app; do not edit by hand."))
    d.nl(Syn("package org.example.intake.fixtures"))
    d.nl(Syn(""))
    d.nl(Syn("val record = CaseRecord("))
    d.nl([Syn("    title = ")] + _kq(spec.title) + [Syn(",")])
    d.nl(Syn("    header = mapOf("))
    for lab, v in spec.header:
        d.nl([Syn("        ")] + _kq(lab) + [Syn(" to ")] + _kq(v) + [Syn(",")])
    d.nl(Syn("    ),"))
    d.nl(Syn("    sections = listOf("))
    for b in spec.blocks:
        kind = {"rows": "Fields", "table": "Table", "qa": "Exchange", "prose": "Notes", "log": "AuditLog"}[
            b.kind
        ]
        d.nl(Syn(f"        {kind}("))
        d.nl([Syn("            heading = ")] + _kq(b.heading or "") + [Syn(",")])
        if b.kind == "rows":
            d.nl(Syn("            fields = mapOf("))
            for _, lab, v in b.body:
                d.nl([Syn("                ")] + _kq(lab) + [Syn(" to ")] + _kq(v) + [Syn(",")])
            d.nl(Syn("            ),"))
        elif b.kind == "table":
            heads, rows = b.body
            line = [Syn("            columns = listOf(")]
            for j, h in enumerate(heads):
                line += [Syn(", ") if j else Syn("")] + _kq(h)
            d.nl(line + [Syn("),")])
            d.nl(Syn("            rows = listOf("))
            for row in rows:
                line = [Syn("                listOf(")]
                for j, c in enumerate(row):
                    line += [Syn(", ") if j else Syn("")] + _kq(c)
                d.nl(line + [Syn("),")])
            d.nl(Syn("            ),"))
        elif b.kind == "qa":
            d.nl(Syn("            turns = listOf("))
            for q, a in b.body:
                d.nl([Syn("                ")] + _kq(q) + [Syn(" to ")] + _kq(a) + [Syn(",")])
            d.nl(Syn("            ),"))
        else:
            d.nl(Syn("            lines = listOf("))
            for para in b.body:
                d.nl([Syn("                ")] + _kq(para) + [Syn(",")])
            d.nl(Syn("            ),"))
        d.nl(Syn("        ),"))
    d.nl(Syn("    ),"))
    d.nl(Syn("    closing = listOf("))
    for c in spec.closing:
        d.nl([Syn("        ")] + _kq(c) + [Syn(",")])
    d.nl(Syn("    ),"))
    d.nl(Syn(")"))
    return d


# ---- redis-cli ----------------------------------------------------------------------------------------------
def _rq(value):
    return [Syn('"'), value, Syn('"')]


def redis_cli_session(spec, g):
    d = Page(redis_esc)
    r = g.rng
    host = r.choice(["cache-efile", "portal-cache-02", "sessions-a", "intake-redis"])
    db = r.randint(0, 9)
    key = f"case:{r.randint(10000, 99999)}"
    prompt = f"{host}:6379[{db}]> " if db else f"{host}:6379> "
    d.nl(Syn(f"$ redis-cli --raw -h {host} -n {db}"))

    def hset(k, pairs):
        line = [Syn(f"{prompt}HSET {k}")]
        for a, b in pairs:
            line += [Syn(" ")] + _rq(a) + [Syn(" ")] + _rq(b)
        d.nl(line)
        d.nl(Syn(str(len(pairs))))

    hset(f"{key}:meta", [("title", spec.title)] + list(spec.header))
    for i, b in enumerate(spec.blocks, 1):
        k = f"{key}:s{i}"
        if b.kind == "rows":
            pairs = [("heading", b.heading)] + [(lab, v) for _, lab, v in b.body]
            hset(k, pairs)
            if r.random() < 0.45:
                d.nl(Syn(f"{prompt}HGETALL {k}"))
                for a, v in pairs:
                    d.nl(a, esc=lambda s: s)
                    d.nl(v, esc=lambda s: s)
        elif b.kind == "table":
            heads, rows = b.body
            for n, row in enumerate(rows, 1):
                hset(f"{k}:row{n}", list(zip(heads, row, strict=True)))
        elif b.kind == "qa":
            pairs = []
            for n, (q, a) in enumerate(b.body, 1):
                pairs += [(f"q{n}", q), (f"a{n}", a)]
            if pairs:
                hset(k, pairs)
        else:
            for n, para in enumerate(b.body, 1):
                d.nl([Syn(f"{prompt}RPUSH {k} ")] + _rq(para))
                d.nl(Syn(str(n)))
    if spec.closing:
        for n, c in enumerate(spec.closing, 1):
            d.nl([Syn(f"{prompt}RPUSH {key}:closing ")] + _rq(c))
            d.nl(Syn(str(n)))
    d.nl(Syn(f"{prompt}EXPIRE {key}:meta {r.choice([3600, 86400, 604800])}"))
    d.nl(Syn("1"))
    d.nl(Syn(f"{prompt}"))
    return d


CODE = {
    "powershell_pscustomobject": powershell_pscustomobject,
    "kotlin_data_class_literal": kotlin_data_class_literal,
    "redis_cli_session": redis_cli_session,
}
