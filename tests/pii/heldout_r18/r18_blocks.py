"""`Spec` (the content model every frame returns), the frame registry, and the shared header and footer."""

from __future__ import annotations

import re

FRAMES: list[tuple] = []  # (kind, shape, jurs, lang, region, function)

NEW_SHAPES = (
    "yaml_front_matter",
    "mediawiki",
    "textile",
    "troff_man",
    "unified_diff",
    "textproto",
    "sexp",
    "graphviz_dot",
    "gettext_po",
    "bibtex",
    "edifact",
    "reg_export",
)
SHAPES = ("form_fields", "letter", *NEW_SHAPES)


def frame(kind: str, shape: str, jurs: tuple = (), lang: str = "en", region: str = ""):
    assert shape in SHAPES, shape

    def register(fn):
        FRAMES.append((kind, shape, jurs, lang, region, fn))
        return fn

    return register


def slug(label: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", label.lower()).strip("_") or "x"


class Spec:
    """A title, header fields and blocks: ("fields", heading, rows), ("table", heading, cols, rows) and
    ("prose", heading, paragraphs); a value is text, a mark or a list of them."""

    def __init__(self, title: str, caps_title) -> None:
        self.title = title
        self.caps_title = caps_title
        self.head: list[tuple] = []
        self.blocks: list[tuple] = []
        self.sign: list = []

    def meta(self, *rows) -> Spec:
        self.head.extend(rows)
        return self

    def fields(self, heading: str, *rows) -> Spec:
        self.blocks.append(("fields", heading, [row for row in rows if row]))
        return self

    def table(self, heading: str, cols: list, rows: list) -> Spec:
        self.blocks.append(("table", heading, cols, rows))
        return self

    def prose(self, heading: str, *paras) -> Spec:
        self.blocks.append(("prose", heading, list(paras)))
        return self


LABELS = {
    "en": (
        "Reference",
        "File",
        "Date",
        "Issued by",
        "Contact",
        "Telephone",
        "E-mail",
        "Web",
        "Prepared by",
        "Software",
    )
    + ("Reviewed by", "Copy to"),
    "fr": (
        "Référence",
        "Dossier",
        "Date",
        "Émis par",
        "Coordonnées",
        "Téléphone",
        "Courriel",
        "Site",
        "Préparé par",
    )
    + ("Logiciel", "Vérifié par", "Copie à"),
    "es": (
        "Referencia",
        "Expediente",
        "Fecha",
        "Emitido por",
        "Contacto",
        "Teléfono",
        "Correo",
        "Sitio",
        "Elaborado por",
    )
    + ("Programa", "Revisado por", "Copia a"),
    "de": (
        "Zeichen",
        "Aktenzeichen",
        "Datum",
        "Ausgestellt von",
        "Kontakt",
        "Telefon",
        "E-Mail",
        "Web",
        "Erstellt von",
    )
    + ("Software", "Geprüft von", "Kopie an"),
}


def start(g, title: str, court: bool = False) -> Spec:
    """A document's title (an ALL-CAPS heading decoy) and header: reference or court file number, date, issuer."""
    lab = LABELS.get(g.lang, LABELS["en"])
    spec = Spec(title, g.heading(title))
    spec.meta((lab[1] if court else lab[0], g.court_file() if court else g.ref()), (lab[2], g.date()))
    inst = g.institution()
    spec.issuer = inst
    if g.r.random() < 0.5:
        spec.meta((lab[3], g.org() if g.r.random() < 0.4 else inst[0]))
    return spec


def finish(g, spec: Spec, preparer=None) -> Spec:
    """Footer: institutional contacts (decoys) and a prepared-by line naming a private person."""
    lab = LABELS.get(g.lang, LABELS["en"])
    domain = spec.issuer[1]
    rows = [(lab[5], g.inst_phone()), (lab[6], g.inst_email(domain)), (lab[7], g.inst_url(domain))]
    p = preparer or g.person()
    who = g.r.choice((g.initials, g.latin, g.initial, g.inv))(p)
    rows.append((lab[8], [who, ", ", g.date()]))
    rows.append((lab[10], g.form(g.person())))
    if g.r.random() < 0.6:
        rows.append((lab[11], [g.form(g.person()), "; ", g.form(g.person())]))
    if g.r.random() < 0.4:
        rows.append((lab[9], g.product()))
    spec.fields(lab[4], *rows)
    return spec
