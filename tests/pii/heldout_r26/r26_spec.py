"""``Spec`` (what a document says before a layout writes it), how a person is named in it, template filling, and
the labels a field is given."""

from __future__ import annotations

import re

from r26_doc import Tok, flat, pii
from r26_labels import KIN, KIN_KEYS, LABELS

TITLES = {
    "en": ("Mr.", "Ms."), "fr": ("M.", "Mme"), "es": ("Sr.", "Sra."), "de": ("Herr", "Frau"),
    "it": ("sig.", "sig.ra"), "nl": ("de heer", "mevrouw"), "pt": ("Sr.", "Sra."),
}  # fmt: skip
SECOND = {"ca": {"en": "fr", "fr": "en"}, "us": {"en": "es"}}
JOIN = [" / ", " / ", " — ", " ({})", " · "]


class Block:
    __slots__ = ("kind", "heading", "body", "who")

    def __init__(self, kind, heading, body, who=None):
        self.kind, self.heading, self.body, self.who = kind, heading, body, who


class Spec:
    def __init__(self, title, lang):
        self.title, self.lang = title, lang
        self.header: list = []
        self.blocks: list[Block] = []
        self.closing: list = []


# ---- names --------------------------------------------------------------------------------------------------
def _tok(g, w, text):
    return pii(text, "PERSON", loc=w.loc)


def full_name(g, w):
    latin = _tok(g, w, w.p.full())
    if w.p.native and w.show_native:
        native = _tok(g, w, w.p.native_full())
        return [native, " (", latin, ")"] if g.rng.random() < 0.6 else [latin, " (", native, ")"]
    return [latin]


def mention(g, w, form=None):
    """The first mention is written in full; later ones vary."""
    r, p = g.rng, w.p
    if form == "listed":
        if (w.p.native and w.show_native) or r.random() < 0.68:
            form = "full"
        else:
            w.seen = True
            form = r.choice(["inverted", "inverted", "caps"])
    if not w.seen or form == "full":
        w.seen = True
        return full_name(g, w)
    form = form or r.choice(["sur_title", "sur_title", "given", "full", "initial", "sur"])
    if form == "given":
        return [_tok(g, w, p.given)]
    if form == "caps":
        return [_tok(g, w, p.full().upper())]
    if form == "inverted" and p.inverted():
        sur, given = p.inverted().split(", ", 1)
        return [_tok(g, w, f"{sur.upper() if r.random() < 0.5 else sur}, {given}")]
    if form == "initial" and p.initial() and g.lang != "fr":
        return [_tok(g, w, p.initial())]
    if form == "sur_title" and w.age != "child" and p.pool.order not in ("bin", "mono"):
        title = TITLES[g.lang][1 if p.female else 0]
        return [title + " ", _tok(g, w, p.surname())]
    if form == "sur" and p.pool.order not in ("bin", "mono"):
        return [_tok(g, w, p.surname())]
    return [_tok(g, w, p.full())]


def possessive(g, w):
    out = mention(g, w)
    if g.lang == "en":
        last = out[-1]
        text = last if isinstance(last, str) else last.text
        out = out + ["'" if text.endswith("s") else "'s"]
    return out


# ---- labels -------------------------------------------------------------------------------------------------
def _entry(field, lang, us=False):
    table = LABELS.get(field, {})
    if us and "us" in table and lang == "en":
        return table["us"]
    return table.get(lang)


def label(g, field, lang=None, plain=False):
    """A label for ``field``: the document's wording, an abbreviation, two languages, or another language."""
    r, lang = g.rng, lang or g.lang
    us = g.jur == "us"
    entry = _entry(field, lang, us) or _entry(field, "en", us)
    full, short = entry
    roll = r.random()
    if plain or roll < 0.5:
        return r.choice(full)
    if roll < 0.76 and short:
        return r.choice(short)
    second = SECOND.get(g.jur, {}).get(lang) or ("en" if lang != "en" else None)
    other = _entry(field, second, us) if second else None
    if other is None:
        return r.choice(short or full)
    first, alt = r.choice(full), r.choice(other[0])
    if roll < 0.92:
        joiner = r.choice(JOIN)
        return f"{first}{joiner.format(alt)}" if "{}" in joiner else f"{first}{joiner}{alt}"
    return alt


def kin_word(g, key, lang=None):
    return KIN[lang or g.lang][KIN_KEYS.index(key)]


# ---- templates ----------------------------------------------------------------------------------------------
CAPITALISE = {"official", "judge", "tribunal_member", "place_name", "storm_name", "eponymous_place"}
TOKEN = re.compile(r"\{([^{}]+)\}")
DECOY = {
    "date": lambda g: g.when(), "judge": lambda g: g.judge(), "member": lambda g: g.member(),
    "official": lambda g: g.official(), "police": lambda g: g.police(), "statute": lambda g: g.statute(), "section": lambda g: g.section(),
    "case": lambda g: g.case_name(), "cite": lambda g: g.citation(), "neutral": lambda g: g.neutral(),
    "file": lambda g: g.court_file(), "ref": lambda g: g.ref(), "bates": lambda g: g.bates(),
    "track": lambda g: g.tracking(), "patent": lambda g: g.patent(), "commit": lambda g: g.commit(),
    "product": lambda g: g.product(), "vehicle": lambda g: g.vehicle(), "ebiz": lambda g: g.ebiz(), "storm": lambda g: g.storm(), "ship": lambda g: g.ship(),
    "award": lambda g: g.award(), "pub": lambda g: g.public(), "hist": lambda g: g.historical(),
    "fict": lambda g: g.fiction(), "eorg": lambda g: g.eorg(), "eplace": lambda g: g.eplace(),
    "term": lambda g: g.eterm(), "building": lambda g: g.building(), "place": lambda g: g.place(),
    "iphone": lambda g: g.iphone(), "iemail": lambda g: g.iemail(), "iurl": lambda g: g.iurl(),
    "pshape": lambda g: g.pshape(), "sshape": lambda g: g.sshape(), "agency": lambda g: g.agency(),
    "town": lambda g: g.town(), "bankx": lambda g: g.bank_code(g.jur if g.jur != "uk" else "uk"),
}  # fmt: skip


def value(g, w, field):
    """A person's value for ``field`` as pieces, or None where the person has no such thing."""
    f = {
        "name": lambda: mention(g, w, "listed"),
        "full": lambda: mention(g, w, "full"),
        "dob": lambda: g.dob(w),
        "addr": lambda: g.address(w),
        "phone": lambda: g.phone(w),
        "phone2": lambda: g.phone(w, "phone2"),
        "email": lambda: g.email(w),
        "url": lambda: g.url(w),
        "ip": lambda: g.ip(w),
        "sin": lambda: g.sin(w),
        "ssn": lambda: g.ssn(w),
        "id": lambda: g.natid(w),
        "hc": lambda: g.hc(w),
        "dl": lambda: g.dl(w),
        "acct": lambda: g.acct(w),
        "iban": lambda: g.iban(w),
        "cc": lambda: g.cc_number(w),
        "bank": lambda: g.bank(w),
        "given": lambda: mention(g, w, "given"),
        "sur": lambda: mention(g, w, "sur"),
        "poss": lambda: possessive(g, w),
    }.get(field)
    return f() if f else None


def field_key(g, w, field):
    """The label key of a field for this person (which SIN/SSN, whose health card, IBAN or account)."""
    if field == "id":
        return "sin" if w.where == "ca" else "ssn"
    if field == "hc":
        return f"hc_{w.region}"
    if field == "bank":
        return {"ca": "bank_ca", "us": "bank_us", "uk": "bank_uk", "au": "bank_au", "in": "bank_in", "za": "bank_za",
                "br": "bank_br"}.get(w.where, "bank")  # fmt: skip
    if field == "acct" and w.where in ("fr", "be", "de", "at", "es", "it", "nl", "pt", "br", "ie"):
        return "iban"
    return field


def fill(g, template, roles, extra=None):
    """Pieces for a template, or None when a token names something that does not exist."""
    out = []
    pos = 0
    for m in TOKEN.finditer(template):
        out.append(template[pos : m.start()])
        pos = m.end()
        tok = m.group(1)
        if extra and tok in extra:
            piece = extra[tok]
        elif tok in DECOY:
            piece = DECOY[tok](g)
        elif tok[0] in "ABCDEFX" and (len(tok) == 1 or tok[1] == "."):
            w = roles.get(tok[0]) or roles.setdefault(tok[0], g.who("adult"))
            attr = tok[2:] if len(tok) > 1 else ""
            piece = mention(g, w) if not attr else value(g, w, attr)
        else:
            raise KeyError(tok)
        if piece is None:
            return None
        out.extend(flat(piece))
    out.append(template[pos:])
    out = [p for p in out if p != ""]
    first = out[0] if out else None
    if isinstance(first, Tok) and first.kind in CAPITALISE and first.text[:1].islower():
        out[0] = first.recast(first.text[:1].upper() + first.text[1:])
    return out
