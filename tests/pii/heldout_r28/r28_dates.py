"""Round-28 date writing: numeric shapes, English, English in words, other languages' month names, and the
Chinese/Japanese, Korean and Vietnamese forms. Month names are each language's own words."""

from __future__ import annotations

import datetime as dt

EN = "January February March April May June July August September October November December".split()
EN_SHORT = "Jan. Feb. Mar. Apr. May Jun. Jul. Aug. Sept. Oct. Nov. Dec.".split()
MONTHS = {
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split(),
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου "
    "Δεκεμβρίου".split(),
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(),
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince".split(),
    "hu": "január február március április május június július augusztus szeptember október november december".split(),
}
# The language of a person's own papers, by locale prefix.
PAPERS = {
    "fr": "fr",
    "ht": "fr",
    "ln": "fr",
    "lb": "fr",
    "es": "es",
    "gn": "es",
    "qu": "es",
    "ca": "es",
    "eu": "es",
    "gl": "es",
    "de": "de",
    "it": "it",
    "nl": "nl",
    "pt": "pt",
    "kea": "pt",
    "sv": "sv",
    "pl": "pl",
    "ru": "ru",
    "be": "ru",
    "kk": "ru",
    "ky": "ru",
    "el": "el",
    "tr": "tr",
    "az": "tr",
    "ro": "ro",
    "cs": "cs",
    "sk": "cs",
    "hu": "hu",
    "zh": "cjk",
    "yue": "cjk",
    "ja": "cjk",
    "ko": "ko",
    "vi": "vi",
}
ORD = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
UNITS = "one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()


def ordinal(n):
    if n <= 20:
        return ORD[n - 1]
    if n == 30:
        return "thirtieth"
    head = "twenty" if n < 30 else "thirty"
    return f"{head}-{ORD[n % 10 - 1]}"


def _two(n):
    if n < 10:
        return UNITS[n - 1]
    if n < 20:
        return TEENS[n - 10]
    t, u = divmod(n, 10)
    return TENS[t - 2] + (f"-{UNITS[u - 1]}" if u else "")


def year_words(y):
    if 1900 <= y <= 1999:
        rest = y - 1900
        return (
            "nineteen hundred"
            if rest == 0
            else f"nineteen oh {UNITS[rest - 1]}"
            if rest < 10
            else f"nineteen {_two(rest)}"
        )
    rest = y - 2000
    return "two thousand" + (f" and {_two(rest)}" if rest else "")


def numeric(d, style):
    return {
        "dmy/": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "mdy/": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "md/y": f"{d.month}/{d.day}/{d.year}",
        "iso": d.isoformat(),
        "dmy.": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "dmy-": f"{d.day:02d}-{d.month:02d}-{d.year}",
        "ymd/": f"{d.year}/{d.month:02d}/{d.day:02d}",
        "ymd.": f"{d.year}.{d.month:02d}.{d.day:02d}",
    }[style]


def english(d, style):
    m = EN[d.month - 1]
    return {
        "mdy": f"{m} {d.day}, {d.year}",
        "dmy": f"{d.day} {m} {d.year}",
        "short": f"{EN_SHORT[d.month - 1]} {d.day}, {d.year}",
        "caps": f"{d.day:02d}-{m[:3].upper()}-{d.year}",
        "dmy3": f"{d.day} {m[:3]} {d.year}",
    }[style]


def in_words(d, rng):
    m = EN[d.month - 1]
    if rng.random() < 0.25:
        return f"{m} {ordinal(d.day)} {year_words(d.year)}"
    return f"{m} {ordinal(d.day)}, {year_words(d.year)}"


def foreign(d, lang):
    if lang == "cjk":
        return f"{d.year}年{d.month}月{d.day}日"
    if lang == "ko":
        return f"{d.year}년 {d.month}월 {d.day}일"
    if lang == "vi":
        return f"ngày {d.day} tháng {d.month} năm {d.year}"
    m = MONTHS[lang][d.month - 1]
    if lang in ("es", "pt"):
        return f"{d.day} de {m} de {d.year}"
    if lang in ("de", "cs"):
        return f"{d.day}. {m} {d.year}"
    if lang == "hu":
        return f"{d.year}. {m} {d.day}."
    if lang == "fr" and d.day == 1:
        return f"1er {m} {d.year}"
    return f"{d.day} {m} {d.year}"


# The shapes a document of a country and language writes its dates in (numeric shapes and named forms).
HOUSE = {
    "ca-en": ("iso", "dmy/", "mdy", "dmy", "short"),
    "ca-fr": ("iso", "dmy/", "fr", "fr"),
    "us-en": ("mdy/", "md/y", "mdy", "short", "caps"),
    "us-es": ("mdy/", "dmy/", "es", "es", "mdy"),
    "en": ("dmy/", "dmy", "dmy3", "iso"),
    "fr": ("dmy/", "fr", "fr"),
    "es": ("dmy/", "dmy-", "es", "es"),
    "de": ("dmy.", "de", "de"),
    "it": ("dmy/", "it", "it"),
    "nl": ("dmy-", "nl", "nl"),
    "pt": ("dmy/", "dmy-", "pt", "pt"),
    "sv": ("iso", "sv", "sv"),
}


def house_key(jur, lang):
    if jur in ("ca", "us"):
        return f"{jur}-{lang if lang in ('fr', 'es') else 'en'}"
    return lang


def write(d, shape, rng):
    """A date in one named shape of ``HOUSE`` or a language code."""
    if shape in ("mdy", "dmy", "short", "caps", "dmy3"):
        return english(d, shape)
    if shape in MONTHS or shape in ("cjk", "ko", "vi"):
        return foreign(d, shape)
    if shape == "words":
        return in_words(d, rng)
    return numeric(d, shape)


def house_date(d, jur, lang, rng):
    return write(d, rng.choice(HOUSE[house_key(jur, lang)]), rng)


def day_between(rng, start, end):
    a, b = dt.date(*start), dt.date(*end)
    return a + dt.timedelta(days=rng.randint(0, (b - a).days))
