"""Ways of writing a date: numeric, English, words, and other languages' month names."""

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
}
ORD = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
TENS = {2: "twenty", 3: "thirty"}
ONES = "one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENW = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def ordinal_words(d):
    if d <= 20:
        return ORD[d - 1]
    if d == 30:
        return "thirtieth"
    return f"{TENS[d // 10]}-{ORD[d % 10 - 1]}"


def two(n):
    if n < 10:
        return f"oh {ONES[n - 1]}" if n else "hundred"
    if n < 20:
        return TEENS[n - 10]
    return TENW[n // 10] + (f"-{ONES[n % 10 - 1]}" if n % 10 else "")


def year_words(y):
    if y >= 2000:
        return "two thousand" + (f" and {two(y - 2000)}" if y > 2000 else "")
    return f"nineteen {two(y - 1900)}"


def suffix(d):
    return "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


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
        "ymd_slash": f"{y}/{m:02d}/{dd:02d}",
        "long": f"{en} {dd}, {y}",
        "brit": f"{dd} {en} {y}",
        "abbr": f"{dd} {en[:3]} {y}",
        "abbr_us": f"{en[:3]}. {dd}, {y}" if m != 5 else f"May {dd}, {y}",
        "upper": f"{dd:02d} {en[:3].upper()} {y}",
        "upper_us": f"{en.upper()} {dd}, {y}",
        "ordinal": f"{dd}{suffix(dd)} {en} {y}",
        "ordinal_of": f"the {dd}{suffix(dd)} day of {en}, {y}",
        "words": f"{en} {ordinal_words(dd)}, {year_words(y)}",
        "words_of": f"the {ordinal_words(dd)} of {en}, {year_words(y)}",
        "fr": f"{'1er' if dd == 1 else dd} {MONTHS['fr'][m - 1]} {y}",
        "es": f"{dd} de {MONTHS['es'][m - 1]} de {y}",
        "pt": f"{dd} de {MONTHS['pt'][m - 1]} de {y}",
        "de": f"{dd}. {MONTHS['de'][m - 1]} {y}",
        "it": f"{dd} {MONTHS['it'][m - 1]} {y}",
        "nl": f"{dd} {MONTHS['nl'][m - 1]} {y}",
        "tl": f"{MONTHS['tl'][m - 1]} {dd}, {y}",
        "ru": f"{dd} {MONTHS['ru'][m - 1]} {y} г.",
        "ja": f"{y}年{m}月{dd}日",
        "ko": f"{y}년 {m}월 {dd}일",
        "compact": f"{y}{m:02d}{dd:02d}",
    }
    return table[style]


DOC_STYLES = {
    "ca": ["iso", "long", "brit", "ymd_slash", "abbr"],
    "us": ["us", "long", "us_short", "abbr_us", "upper_us"],
    "fr": ["fr", "dmy"],
    "de": ["dot", "de"],
    "es": ["es", "dmy"],
    "pt": ["pt", "dmy"],
    "other": ["dmy", "brit", "abbr", "upper", "dash"],
}
LOCALE_LANG = {
    "fr-CA": "fr",
    "fr-FR": "fr",
    "ht": "fr",
    "lb": "fr",
    "wo": "fr",
    "es-MX": "es",
    "es-ES": "es",
    "es-CO": "es",
    "es-AR": "es",
    "gn": "es",
    "qu": "es",
    "pt-BR": "pt",
    "pt-PT": "pt",
    "de": "de",
    "it": "it",
    "nl": "nl",
    "tl": "tl",
    "ru": "ru",
    "ja": "ja",
    "ko": "ko",
}
