"""What every round-27 layout shares: the walk over a ``Spec``, key names made from labels, padding by visible
width, and the escapes of the markup and code layouts."""

from __future__ import annotations

import json
import re

from r27_folk import fold
from r27_page import Raw, Sheet, fake, pieces, visible


def slug(text):
    s = re.sub(r"[^a-z0-9]+", "_", fold(text).lower()).strip("_")
    return s or "field"


def unique_keys(labels):
    seen, out = {}, []
    for lab in labels:
        k = slug(lab)
        if k[0].isdigit():
            k = "f_" + k
        seen[k] = seen.get(k, 0) + 1
        out.append(k if seen[k] == 1 else f"{k}_{seen[k]}")
    return out


def pad(value, width):
    return [*pieces(value), " " * max(0, width - len(visible(value)))]


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def c_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def json_escape(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def caps_title(spec):
    return fake(spec.title.upper(), "caps_heading")


def cells_width(rows, heads):
    widths = [len(h) for h in heads]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(visible(cell)))
    return widths


class Base:
    """Subclasses write ``head``, ``rows``, ``qa``, ``prose``, ``crowd``, ``paras``, ``log`` and ``close``."""

    escape = None

    def __init__(self, spec):
        self.spec, self.rng, self.lang = spec, spec.maker.rng, spec.lang
        self.s = Sheet(self.escape)

    def run(self):
        spec = self.spec
        self.head()
        for n, part in enumerate(spec.parts, 1):
            getattr(self, part.mode)(part, n)
        if spec.crowd:
            self.crowd(spec.crowd)
        self.paras(spec.paras)
        if spec.log:
            self.log(spec.log)
        self.close(spec.closing)
        return self.s

    def raw(self, text):
        self.s.w(Raw(text))

    def rawline(self, text=""):
        self.s.line(Raw(text))
