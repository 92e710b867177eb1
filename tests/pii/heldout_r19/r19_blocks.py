"""``Spec`` (the content model every layout renders), the frame registry, header and footer."""

from __future__ import annotations

FRAMES: list[tuple] = []

NEW_SHAPES = (
    "tn3270_screen",
    "telex",
    "irc_log",
    "dokuwiki",
    "bbcode",
    "logfmt",
    "recfile",
    "hcl",
    "plist_xml",
    "pg_copy",
    "multipart_form",
    "fill_in_blanks",
)
OLD_USED = ("form_fields", "letter")
ASCII_SHAPES = ("tn3270_screen", "telex")
MACHINE_SHAPES = ("logfmt", "recfile", "hcl", "plist_xml", "pg_copy", "multipart_form")

FOREIGN_OPEN = ["uk", "ie", "au", "nz", "in", "za", "ng", "ke", "gh", "sg", "ph", "br", "fr", "jm", "mx"]


def frame(kind: str, shape: str, jurs: list[str], lang: str = "en", region: str | None = None):
    """Register a frame function for one document kind."""

    def deco(fn):
        FRAMES.append((kind, shape, jurs, lang, region, fn))
        return fn

    return deco


class Spec:
    """A document's content: title, header fields, blocks (fields, tables, prose) and footer fields."""

    def __init__(self, title: str, heading):
        self.title = title
        self.heading = heading
        self.header: list[tuple] = []
        self.blocks: list[tuple] = []
        self.footer: list[tuple] = []

    def fields(self, heading: str, rows: list[tuple]) -> Spec:
        self.blocks.append(("fields", heading, rows))
        return self

    def table(self, heading: str, cols: list[str], rows: list[list]) -> Spec:
        self.blocks.append(("table", heading, cols, rows))
        return self

    def prose(self, heading: str, *paras) -> Spec:
        self.blocks.append(("prose", heading, list(paras)))
        return self


LABELS = {
    "en": {
        "ref": "Reference",
        "date": "Date",
        "prep": "Prepared by",
        "rev": "Reviewed by",
        "contact": "Contact",
        "web": "Web",
        "gen": "Generated with",
        "cc": "Copy to",
    },
    "fr": {
        "ref": "Référence",
        "date": "Date",
        "prep": "Préparé par",
        "rev": "Vérifié par",
        "contact": "Courriel",
        "web": "Site",
        "gen": "Produit avec",
        "cc": "Copie à",
    },
    "pt": {
        "ref": "Referência",
        "date": "Data",
        "prep": "Elaborado por",
        "rev": "Conferido por",
        "contact": "Contato",
        "web": "Portal",
        "gen": "Gerado com",
        "cc": "Cópia para",
    },
}
ROLES = {
    "en": (
        "intake clerk",
        "paralegal",
        "case coordinator",
        "records analyst",
        "claims adjuster",
        "legal assistant",
        "docket clerk",
        "file clerk",
    ),
    "fr": ("technicienne juridique", "adjoint juridique", "commis au greffe", "agente de dossiers"),
    "pt": ("estagiária", "assistente jurídico", "escrevente"),
}


def start(g, title: str, ref=None, when=None) -> Spec:
    """A spec with the ALL-CAPS title decoy, a reference and a document date."""
    lab = LABELS[g.lang]
    s = Spec(title, g.heading(title))
    s.header.append((lab["ref"], ref if ref is not None else g.ref()))
    s.header.append((lab["date"], when if when is not None else g.date()))
    return s


def finish(g, s: Spec) -> Spec:
    """Footer: prepared-by (a private person), reviewed-by initials, copy-to, institutional contacts."""
    r = g.rng
    lab = LABELS[g.lang]
    clerk = g.person()
    s.footer.append((lab["prep"], [g.full(clerk), ", " + r.choice(ROLES[g.lang])]))
    rev = g.person()
    s.footer.append((lab["rev"], g.initials(rev) if r.random() < 0.6 else g.initial(rev)))
    if r.random() < 0.5:
        cc = g.person()
        s.footer.append((lab["cc"], [g.sortname(cc), " (", g.email(cc), ")"]))
    s.footer.append((lab["contact"], [g.iemail(), " / ", g.iphone()]))
    s.footer.append((lab["web"], g.iurl()))
    if r.random() < 0.6:
        s.footer.append((lab["gen"], g.version()))
    return s
