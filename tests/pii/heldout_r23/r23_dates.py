"""Date formats of round 23: numeric, English, in words, and ten other languages."""

from __future__ import annotations

EN = "January February March April May June July August September October November December".split()
MONTHS = {
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "tl": "Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre".split(),
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
}
UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split()
)
TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
ORD = {1: "first", 2: "second", 3: "third", 5: "fifth", 8: "eighth", 9: "ninth", 12: "twelfth"}
LOCALE_LANG = {
    "fr-CA": "fr",
    "fr-FR": "fr",
    "fr-BE": "fr",
    "fr-SN": "fr",
    "ht": "fr",
    "es-MX": "es",
    "es-CO": "es",
    "es-AR": "es",
    "es-ES": "es",
    "es-PE": "es",
    "es-CU": "es",
    "es-DO": "es",
    "pt-BR": "pt",
    "pt-PT": "pt",
    "pt-AO": "pt",
    "de-DE": "de",
    "de-AT": "de",
    "de-CH": "de",
    "it": "it",
    "mt": "it",
    "nl-NL": "nl",
    "nl-BE": "nl",
    "tl": "tl",
    "ceb": "tl",
    "zh": "cjk",
    "zh-TW": "cjk",
    "ja": "cjk",
    "ko": "ko",
    "ru": "ru",
    "pl": "pl",
}


def _num(n):
    if n < 20:
        return UNITS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + UNITS[u] if u else "")


def _ordinal(n):
    if n in ORD:
        return ORD[n]
    if n > 20 and n % 10 and n % 10 in ORD:
        return TENS[n // 10] + "-" + ORD[n % 10]
    w = _num(n)
    return (w[:-1] + "ieth") if w.endswith("y") else w + "th"


def _year_words(y):
    if y >= 2000:
        return "two thousand" + (" and " + _num(y - 2000) if y > 2000 else "")
    return "nineteen " + (_num(y - 1900) if y - 1900 >= 10 else "oh " + _num(y - 1900))


def _suffix(d):
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


STYLES = ["iso", "dmy", "mdy", "dot", "en_long", "en_dmy", "en_abbr", "en_caps", "words", "day_of"]


def fmt(d, style):
    y, m, day = d.year, d.month, d.day
    if style == "iso":
        return f"{y}-{m:02d}-{day:02d}"
    if style == "dmy":
        return f"{day:02d}/{m:02d}/{y}"
    if style == "mdy":
        return f"{m:02d}/{day:02d}/{y}"
    if style == "dot":
        return f"{day:02d}.{m:02d}.{y}"
    if style == "en_long":
        return f"{EN[m - 1]} {day}, {y}"
    if style == "en_dmy":
        return f"{day} {EN[m - 1]} {y}"
    if style == "en_abbr":
        return f"{EN[m - 1][:3]}. {day}, {y}" if m != 5 else f"May {day}, {y}"
    if style == "en_caps":
        return f"{day:02d}-{EN[m - 1][:3].upper()}-{y}"
    if style == "words":
        return f"{EN[m - 1]} {_ordinal(day)}, {_year_words(y)}"
    if style == "day_of":
        return f"the {day}{_suffix(day)} day of {EN[m - 1]}, {y}"
    if style == "fr":
        return f"{'1er' if day == 1 else day} {MONTHS['fr'][m - 1]} {y}"
    if style in ("es", "pt"):
        return f"{day} de {MONTHS[style][m - 1]} de {y}"
    if style == "de":
        return f"{day}. {MONTHS['de'][m - 1]} {y}"
    if style in ("it", "nl", "ru", "pl"):
        return f"{day} {MONTHS[style][m - 1]} {y}"
    if style == "tl":
        return f"{MONTHS['tl'][m - 1]} {day}, {y}"
    if style == "cjk":
        return f"{y}年{m}月{day}日"
    if style == "ko":
        return f"{y}년 {m}월 {day}일"
    raise ValueError(style)
