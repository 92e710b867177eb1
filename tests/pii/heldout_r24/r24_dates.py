"""Date forms of round 24: numeric, English, spelled out in words, and twelve other languages."""

from __future__ import annotations

EN = "January February March April May June July August September October November December".split()
MONTHS = {
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split(),
    "tl": "Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre".split(),
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου".split(),
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
}
ORD = """first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth
fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twenty-first twenty-second twenty-third
twenty-fourth twenty-fifth twenty-sixth twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first""".split()
UNITS = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

LOCALE_LANG = {}
for _code, _lang in (
    ("fr", "fr"),
    ("es", "es"),
    ("pt", "pt"),
    ("de", "de"),
    ("it", "it"),
    ("nl", "nl"),
    ("pl", "pl"),
    ("ru", "ru"),
    ("tl", "tl"),
    ("ceb", "tl"),
    ("el", "el"),
    ("tr", "tr"),
    ("zh", "cjk"),
    ("yue", "cjk"),
    ("ja", "cjk"),
    ("ko", "ko"),
    ("ca", "es"),
    ("gl", "es"),
    ("ht", "fr"),
    ("br", "fr"),
    ("lb", "de"),
):
    LOCALE_LANG[_code] = _lang


def lang_of_locale(loc):
    return LOCALE_LANG.get(loc, LOCALE_LANG.get(loc.split("-")[0], "en"))


def _two(n):
    if n < 10:
        return UNITS[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("" if n % 10 == 0 else "-" + UNITS[n % 10])


def year_words(y):
    if 2000 <= y < 2010:
        return "two thousand" + ("" if y == 2000 else " and " + UNITS[y - 2000])
    if y >= 2010:
        return "twenty " + _two(y - 2000)
    tail = y % 100
    return (
        _two(y // 100)
        + " "
        + ("hundred" if tail == 0 else ("oh-" + UNITS[tail] if tail < 10 else _two(tail)))
    )


def fmt(d, style):
    y, m, dd = d.year, d.month, d.day
    en = EN[m - 1]
    table = {
        "iso": f"{y}-{m:02d}-{dd:02d}",
        "us": f"{m:02d}/{dd:02d}/{y}",
        "us_short": f"{m}/{dd}/{y}",
        "dmy": f"{dd:02d}/{m:02d}/{y}",
        "dot": f"{dd:02d}.{m:02d}.{y}",
        "dash": f"{dd:02d}-{m:02d}-{y}",
        "en_mdy": f"{en} {dd}, {y}",
        "en_dmy": f"{dd} {en} {y}",
        "en_abbr": f"{en[:3]}. {dd}, {y}" if en != "May" else f"May {dd}, {y}",
        "en_caps": f"{dd:02d}-{en[:3].upper()}-{y}",
        "words": f"the {ORD[dd - 1]} day of {en}, {year_words(y)}",
        "words_md": f"{en} {ORD[dd - 1]}, {year_words(y)}",
        "fr": f"{'1er' if dd == 1 else dd} {MONTHS['fr'][m - 1]} {y}",
        "es": f"{dd} de {MONTHS['es'][m - 1]} de {y}",
        "pt": f"{dd} de {MONTHS['pt'][m - 1]} de {y}",
        "de": f"{dd}. {MONTHS['de'][m - 1]} {y}",
        "it": f"{dd} {MONTHS['it'][m - 1]} {y}",
        "nl": f"{dd} {MONTHS['nl'][m - 1]} {y}",
        "pl": f"{dd} {MONTHS['pl'][m - 1]} {y}",
        "ru": f"{dd} {MONTHS['ru'][m - 1]} {y}",
        "tl": f"{MONTHS['tl'][m - 1]} {dd}, {y}",
        "el": f"{dd} {MONTHS['el'][m - 1]} {y}",
        "tr": f"{dd} {MONTHS['tr'][m - 1]} {y}",
        "cjk": f"{y}年{m}月{dd}日",
        "ko": f"{y}년 {m}월 {dd}일",
    }
    return table[style]


NUMERIC = {
    "ca": ["iso", "iso", "dmy", "us"],
    "us": ["us", "us_short", "iso"],
    "other": ["dmy", "dot", "dash", "iso"],
}
ENGLISH = ["en_mdy", "en_dmy", "en_abbr", "en_caps"]
WORDS = ["words", "words_md"]


def style_for(rng, doc_lang, jur, person_lang=None):
    """The form of one date: the document's language, else numeric, English, words or the person's own."""
    if doc_lang != "en" and rng.random() < 0.75:
        return doc_lang
    roll = rng.random()
    if roll < 0.4:
        return rng.choice(NUMERIC.get(jur, NUMERIC["other"]))
    if roll < 0.68:
        return rng.choice(ENGLISH)
    if roll < 0.8:
        return rng.choice(WORDS)
    if person_lang and person_lang != "en":
        return person_lang
    return rng.choice(ENGLISH)
