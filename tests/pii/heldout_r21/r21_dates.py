"""Date writing: numeric, month names in several languages, and words."""

from __future__ import annotations

import datetime as dt

MONTHS = {
    "en": "January February March April May June July August September October November December",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "tl": "Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
}
MONTHS = {k: v.split() for k, v in MONTHS.items()}

_UNITS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORD = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
    "twenty": "twentieth",
    "thirty": "thirtieth",
}


def words(n: int) -> str:
    if n < 20:
        return _UNITS[n]
    t, u = divmod(n, 10)
    return _TENS[t] + ("-" + _UNITS[u] if u else "")


def ordinal_words(n: int) -> str:
    w = words(n)
    head, _, last = w.rpartition("-")
    last = _ORD.get(last, last + "th")
    return f"{head}-{last}" if head else last


def year_words(y: int) -> str:
    if 2000 <= y < 2010:
        return "two thousand" + (f" {words(y - 2000)}" if y > 2000 else "")
    hi, lo = divmod(y, 100)
    return (
        f"{words(hi)} {words(lo)}"
        if lo >= 10
        else f"{words(hi)} oh {words(lo)}"
        if lo
        else f"{words(hi)} hundred"
    )


def suffix(n: int) -> str:
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt(d: dt.date, style: str) -> str:
    m = d.month - 1
    if style == "us_num":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "us_short":
        return f"{d.month}/{d.day}/{d.year}"
    if style == "num_dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "long_en":
        return f"{MONTHS['en'][m]} {d.day}, {d.year}"
    if style == "dmy_en":
        return f"{d.day} {MONTHS['en'][m]} {d.year}"
    if style == "abbr":
        return f"{d.day:02d}-{MONTHS['en'][m][:3]}-{d.year}"
    if style == "abbr_caps":
        return f"{d.day:02d} {MONTHS['en'][m][:3].upper()} {d.year}"
    if style == "ord_en":
        return f"{d.day}{suffix(d.day)} {MONTHS['en'][m]} {d.year}"
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "ymd_dot":
        return f"{d.year}.{d.month:02d}.{d.day:02d}"
    if style == "fr_long":
        return f"{'1er' if d.day == 1 else d.day} {MONTHS['fr'][m]} {d.year}"
    if style in ("es_long", "pt_long"):
        return f"{d.day} de {MONTHS[style[:2]][m]} de {d.year}"
    if style == "de_long":
        return f"{d.day}. {MONTHS['de'][m]} {d.year}"
    if style in ("it_long", "nl_long"):
        return f"{d.day} {MONTHS[style[:2]][m]} {d.year}"
    if style == "tl_long":
        return f"{MONTHS['tl'][m]} {d.day}, {d.year}"
    if style == "words_md":
        return f"{MONTHS['en'][m]} {ordinal_words(d.day)}, {year_words(d.year)}"
    if style == "words_dm":
        return f"the {ordinal_words(d.day)} of {MONTHS['en'][m]}, {year_words(d.year)}"
    if style == "words_half":
        return f"{MONTHS['en'][m]} {ordinal_words(d.day)}, {d.year}"
    raise ValueError(style)


DOC_STYLES = {
    "us": ["us_num", "long_en", "us_num", "abbr", "us_short"],
    "ca": ["iso", "long_en", "dmy_en", "abbr"],
    "ca-fr": ["fr_long", "iso"],
    "dmy": ["num_dmy", "dmy_en", "ord_en", "abbr_caps"],
    "ph": ["long_en", "us_num", "dmy_en"],
    "de": ["dot", "de_long"],
    "fr": ["fr_long", "num_dmy"],
    "es": ["es_long", "num_dmy"],
}
BIRTH_EXTRA = [
    "words_md",
    "words_dm",
    "words_half",
    "ymd_dot",
    "dot",
    "it_long",
    "pt_long",
    "es_long",
    "nl_long",
    "tl_long",
    "de_long",
    "fr_long",
]
