"""How a round-27 document writes a date: numerically, in English, in words, in twenty other languages, and in
Chinese/Japanese, Korean and Vietnamese forms."""

from __future__ import annotations

import datetime as dt

EN = "January February March April May June July August September October November December".split()
MONTHS = {
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie",
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık",
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня",
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου "
    "Νοεμβρίου Δεκεμβρίου",
    "hu": "január február március április május június július augusztus szeptember október november december",
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince",
    "fi": "tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta "
    "lokakuuta marraskuuta joulukuuta",
    "da": "januar februar marts april maj juni juli august september oktober november december",
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember",
    "tl": "Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre",
    "sw": "Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba",
    "hr": "siječnja veljače ožujka travnja svibnja lipnja srpnja kolovoza rujna listopada studenoga prosinca",
    "lt": "sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio gruodžio",
}
MONTHS = {k: v.split() for k, v in MONTHS.items()}

PAPERS = {
    "fr": "fr-FR fr-BE fr-CH fr-CA ht wo ln bm mg",
    "es": "es-MX es-ES es-CO es-AR es-PE es-CL es-CU es-SV es-GT es-DO es-VE es-PR eu gl qu",
    "pt": "pt-BR pt-PT pt-CV pt-AO", "de": "de-DE de-AT de-CH", "it": "it-IT", "nl": "nl-NL nl-BE fy pap",
    "pl": "pl", "ro": "ro", "tr": "tr az", "ru": "ru kk", "uk": "uk", "el": "el", "hu": "hu", "cs": "cs sk",
    "fi": "fi", "da": "da", "id": "id ms", "tl": "tl ceb", "sw": "sw", "hr": "hr bs sr-Latn", "lt": "lt",
    "cjk": "zh-CN zh-TW ja", "ko": "ko", "vi": "vi",
}  # fmt: skip
PAPERS = {loc: lang for lang, locs in PAPERS.items() for loc in locs.split()}

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
)
_ONES = (_ONES + "seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORD = {
    1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth",
    9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth", 13: "thirteenth", 14: "fourteenth", 15: "fifteenth",
    16: "sixteenth", 17: "seventeenth", 18: "eighteenth", 19: "nineteenth", 20: "twentieth", 30: "thirtieth",
}  # fmt: skip


def _two(n):
    if n < 20:
        return _ONES[n]
    return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])


def _ordinal(n):
    if n in _ORD:
        return _ORD[n]
    return _TENS[n // 10] + "-" + _ORD[n % 10]


def year_words(y):
    if y >= 2000:
        return "two thousand" + ("" if y == 2000 else " and " + _two(y - 2000))
    hi, lo = divmod(y, 100)
    return f"{_two(hi)} {'hundred' if lo == 0 else ('oh-' + _ONES[lo] if lo < 10 else _two(lo))}"


def numeric(d, style):
    return {
        "iso": f"{d.year}-{d.month:02d}-{d.day:02d}",
        "us": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "us1": f"{d.month}/{d.day}/{d.year}",
        "eu": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dot": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "dash": f"{d.day:02d}-{d.month:02d}-{d.year}",
        "slashiso": f"{d.year}/{d.month:02d}/{d.day:02d}",
    }[style]


def english(d, style):
    m = EN[d.month - 1]
    return {
        "mdy": f"{m} {d.day}, {d.year}",
        "dmy": f"{d.day} {m} {d.year}",
        "abbr": f"{m[:3]}. {d.day}, {d.year}" if m != "May" else f"May {d.day}, {d.year}",
        "mil": f"{d.day:02d}-{m[:3].upper()}-{d.year}",
        "ord": f"{_ordinal(d.day)} of {m} {d.year}",
    }[style]


def words(d):
    return f"the {_ordinal(d.day)} day of {EN[d.month - 1]}, {year_words(d.year)}"


def other(d, lang):
    if lang == "cjk":
        return f"{d.year}年{d.month}月{d.day}日"
    if lang == "ko":
        return f"{d.year}년 {d.month}월 {d.day}일"
    if lang == "vi":
        return f"ngày {d.day} tháng {d.month} năm {d.year}"
    m = MONTHS[lang][d.month - 1]
    day = d.day
    return {
        "fr": f"{'1er' if day == 1 else day} {m} {d.year}",
        "es": f"{day} de {m} de {d.year}",
        "pt": f"{day} de {m} de {d.year}",
        "de": f"{day}. {m} {d.year}",
        "cs": f"{day}. {m} {d.year}",
        "fi": f"{day}. {m} {d.year}",
        "da": f"{day}. {m} {d.year}",
        "hr": f"{day}. {m} {d.year}.",
        "hu": f"{d.year}. {m} {day}.",
        "ru": f"{day} {m} {d.year} г.",
        "uk": f"{day} {m} {d.year} р.",
        "tl": f"{m} {day}, {d.year}",
        "lt": f"{d.year} m. {m} {day} d.",
    }.get(lang, f"{day} {m} {d.year}")


# Per jurisdiction: (numeric style, long form: "en:mdy", "en:dmy" or a language code)
CONVENTION = {
    "ca": ("iso", "en:mdy"), "qc": ("iso", "fr"), "us": ("us", "en:mdy"), "uk": ("eu", "en:dmy"),
    "ie": ("eu", "en:dmy"), "au": ("eu", "en:dmy"), "nz": ("eu", "en:dmy"), "za": ("slashiso", "en:dmy"),
    "in": ("dash", "en:dmy"), "sg": ("eu", "en:dmy"), "ke": ("eu", "en:dmy"), "fr": ("eu", "fr"),
    "be": ("eu", "fr"), "ch": ("dot", "de"), "de": ("dot", "de"), "es": ("eu", "es"), "it": ("eu", "it"),
    "nl": ("dash", "nl"), "pt": ("eu", "pt"), "br": ("eu", "pt"),
}  # fmt: skip


def long_form(d, how):
    if how.startswith("en:"):
        return english(d, how[3:])
    return other(d, how)


def birth(rng, age):
    """A birth date for an age class: child, teen, adult, older."""
    lo, hi = {"child": (2009, 2022), "teen": (2006, 2011), "adult": (1958, 2003), "older": (1930, 1962)}[age]
    return dt.date(rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28))


def recent(rng):
    return dt.date(rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28))
