"""Dates written many ways: numeric orders, month abbreviations, English words, 11 languages, CJK."""

from __future__ import annotations

import random

MONTHS = {
    "en": "January February March April May June July August September October November December",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık",
    "sv": "januari februari mars april maj juni juli augusti september oktober november december",
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου",
}


_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()


_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


_ORD = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split()


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])


def _ordinal_words(n: int) -> str:
    if n <= 20:
        return _ORD[n - 1]
    if n == 30:
        return "thirtieth"
    return _TENS[n // 10] + "-" + _ORD[n % 10 - 1]


def _year_words(y: int) -> str:
    if y >= 2000:
        return "two thousand" + ("" if y == 2000 else " and " + _words(y - 2000))
    return _words(y // 100) + " " + (_words(y % 100) if y % 100 >= 10 else "hundred and " + _words(y % 100))


def _suffix(n: int) -> str:
    return "th" if 11 <= n <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


DATE_STYLES = (
    "iso slash_ymd dmy_mon long_us gb ordinal words dot dmy_slash mdy_slash fr de es pt it nl pl tr sv ru el cjk ko"
).split()


def date(rng: random.Random, style: str | None = None, years: tuple[int, int] = (1934, 2008)) -> str:
    y, m, d = rng.randint(*years), rng.randint(1, 12), rng.randint(1, 28)
    style = style or rng.choice(DATE_STYLES)
    en = MONTHS["en"].split()[m - 1]
    if style == "iso":
        return f"{y}-{m:02d}-{d:02d}"
    if style == "slash_ymd":
        return f"{y}/{m:02d}/{d:02d}"
    if style == "dmy_mon":
        return f"{d:02d}-{en[:3]}-{y}"
    if style == "long_us":
        return f"{en} {d}, {y}"
    if style == "gb":
        return f"{d} {en} {y}"
    if style == "ordinal":
        return f"{d}{_suffix(d)} {en} {y}"
    if style == "words":
        return f"the {_ordinal_words(d)} day of {en}, {_year_words(y)}"
    if style == "dot":
        return f"{d:02d}.{m:02d}.{y}"
    if style == "dmy_slash":
        return f"{d:02d}/{m:02d}/{y}"
    if style == "mdy_slash":
        return f"{m}/{d}/{y}"
    if style == "cjk":
        return f"{y}年{m}月{d}日"
    if style == "ko":
        return f"{y}년 {m}월 {d}일"
    month = MONTHS[style].split()[m - 1]
    if style in ("es", "pt"):
        return f"{d} de {month} de {y}"
    if style == "fr":
        return f"{'1er' if d == 1 else d} {month} {y}"
    if style == "de":
        return f"{d}. {month} {y}"
    return f"{d} {month} {y}"


def later_date(rng: random.Random, style: str | None = None) -> str:
    """A date that is not a date of birth (hearings, filings, signatures)."""
    style = style or rng.choice(
        ["iso", "slash_ymd", "long_us", "gb", "dmy_slash", "mdy_slash", "dmy_mon", "ordinal"]
    )
    return date(rng, style, years=(2014, 2026))


DOB_STYLES = {
    "ca": ["iso", "slash_ymd", "long_us", "dmy_mon", "fr"],
    "us": ["mdy_slash", "long_us", "dmy_mon", "words"],
    "uk": ["gb", "ordinal", "dmy_slash", "words"],
    "ie": ["gb", "ordinal", "dmy_slash"],
    "au": ["dmy_slash", "gb", "ordinal"],
    "nz": ["dmy_slash", "gb", "dmy_mon"],
    "in": ["dmy_slash", "dot", "gb", "dmy_mon"],
    "za": ["iso", "gb", "words", "slash_ymd"],
    "sg": ["gb", "dmy_slash", "dmy_mon"],
    "hk": ["gb", "dmy_slash", "cjk"],
    "ng": ["ordinal", "dmy_slash", "words"],
    "ke": ["dmy_slash", "ordinal", "gb"],
}


def dob_for(rng: random.Random, j: str) -> str:
    """A date of birth written the way a document of jurisdiction `j` would write it."""
    return date(rng, rng.choice(DOB_STYLES.get(j, DATE_STYLES)))
