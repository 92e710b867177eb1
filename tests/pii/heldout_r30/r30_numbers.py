"""Round-30 identifiers with their check digits, network values, and the ways a birth date is written."""

from __future__ import annotations

import datetime as dt
import unicodedata


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def luhn_check(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def sin(rng):
    body = rng.choice("1234567") + digits(rng, 7)
    d = body + luhn_check(body)
    return rng.choice(["{} {} {}", "{}-{}-{}", "{} {} {}"]).format(d[:3], d[3:6], d[6:])


def ssn(rng):
    area = rng.choice([n for n in range(1, 900) if n != 666])
    d = f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    return rng.choice(["{}-{}-{}", "{}-{}-{}", "{} {} {}"]).format(d[:3], d[3:5], d[5:])


def card(rng):
    if rng.random() < 0.25:
        body = rng.choice(["34", "37"]) + digits(rng, 12)
        d = body + luhn_check(body)
        return f"{d[:4]} {d[4:10]} {d[10:]}"
    body = rng.choice(["4", "4", "52", "55", "2221", "6011"])
    body += digits(rng, 15 - len(body))
    d = body + luhn_check(body)
    sep = rng.choice([" ", " ", "-", ""])
    return sep.join(d[i : i + 4] for i in range(0, 16, 4))


def iban(rng, country, bban_shape):
    """An IBAN for ``country``; ``bban_shape`` uses 9 for a digit, A for a capital letter."""
    bban = "".join(
        str(rng.randint(0, 9)) if c == "9" else rng.choice("ABCDEFGHKLMNPRSTUVWXZ") for c in bban_shape
    )
    moved = bban + country + "00"
    number = int("".join(str(int(c, 36)) for c in moved))
    whole = f"{country}{98 - number % 97:02d}{bban}"
    return " ".join(whole[i : i + 4] for i in range(0, len(whole), 4))


def aba(rng):
    d = [rng.choice([0, 1, 2, 3])] + [rng.randint(0, 9) for _ in range(7)]
    last = -(3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]) % 10
    return "".join(map(str, d)) + str(last)


def ontario_card(rng):
    body = digits(rng, 9)
    d = body + luhn_check(body)
    form = rng.choice(["{}-{}-{}", "{} {} {}", "{}{}{}"])
    return form.format(d[:4], d[4:7], d[7:]), rng.choice(["AK", "ZT", "PM", "HX", "CB", "RW"])


def bc_card(rng):
    while True:
        body = "9" + digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            d = body + str(11 - rem)
            return rng.choice(["{} {} {}", "{}{}{}"]).format(d[:4], d[4:7], d[7:])


def ascii_letters(s):
    plain = unicodedata.normalize("NFKD", s)
    return "".join(c for c in plain if c.isascii() and c.isalpha()).upper()


def quebec_card(rng, family, given, born, female):
    head = (ascii_letters(family) + "XXX")[:3] + (ascii_letters(given) + "X")[0]
    body = f"{born.year % 100:02d}{born.month + (50 if female else 0):02d}{born.day:02d}{digits(rng, 2)}"
    return f"{head} {body[:4]} {body[4:]}"


def ipv4(rng):
    return ".".join(
        [str(rng.choice([24, 38, 47, 66, 72, 86, 99, 108, 142, 154, 173, 184, 206, 209]))]
        + [str(rng.randint(1, 254)) for _ in range(3)]
    )


def ipv6(rng):
    head = rng.choice(["2607:fea8", "2a02:8108", "2001:56a", "2600:1700", "2a01:e0a", "2406:3003"])
    tail = ":".join(f"{rng.randint(1, 0xFFFF):x}" for _ in range(4))
    return f"{head}:{rng.randint(1, 0xFFF):x}::{tail}" if rng.random() < 0.5 else f"{head}::{tail}"


def birth_day(rng, first, last):
    start = dt.date(first, 1, 1).toordinal()
    return dt.date.fromordinal(rng.randint(start, dt.date(last, 12, 28).toordinal()))


MONTHS = {
    "en": "January February March April May June July August September October November December",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня",
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου "
    "Νοεμβρίου Δεκεμβρίου",
    "th": "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม",
    "hu": "január február március április május június július augusztus szeptember október november december",
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık",
}
MONTHS = {lang: names.split() for lang, names in MONTHS.items()}

# The forms a person's own papers use, by locale (used beside the document's own conventions).
PAPERS = {"zh_CN": "cjk", "zh_TW": "cjk", "zh_HK": "cjk", "ja_JP": "cjk", "ko_KR": "ko", "vi_VN": "vi"}
PAPERS.update({"ru_RU": "ru", "kk_KZ": "ru", "uk_UA": "uk", "el_GR": "el", "el_CY": "el", "th_TH": "th"})
PAPERS.update({"hu_HU": "hu", "tr_TR": "tr", "az_AZ": "tr"})

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
)
_ONES = (_ONES + "seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORD = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
}
_ORD.update({"twelve": "twelfth"})


def _words(n):
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + ("-" + _ONES[ones] if ones else "")


def _ordinal(n):
    w = _words(n)
    head, _, last = w.rpartition("-")
    if last in _ORD:
        last = _ORD[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return f"{head}-{last}" if head else last


def year_words(y):
    if 2000 <= y < 2010:
        return "two thousand" + (f" and {_words(y - 2000)}" if y > 2000 else "")
    hi, lo = divmod(y, 100)
    return (
        f"{_words(hi)} hundred" if lo == 0 else f"{_words(hi)} {'oh-' + _ONES[lo] if lo < 10 else _words(lo)}"
    )


def date_text(d, form):
    """One birth or event date written in ``form``."""
    m = d.month - 1
    en = MONTHS["en"][m]
    table = {
        "iso": f"{d:%Y-%m-%d}",
        "mdy": f"{d:%m/%d/%Y}",
        "dmy": f"{d:%d/%m/%Y}",
        "dmy.": f"{d:%d.%m.%Y}",
        "dmy-": f"{d:%d-%m-%Y}",
        "en_us": f"{en} {d.day}, {d.year}",
        "en_short": f"{en[:3]}. {d.day}, {d.year}" if len(en) > 4 else f"{en} {d.day}, {d.year}",
        "en_gb": f"{d.day} {en} {d.year}",
        "en_th": f"{d.day}{'th' if 10 <= d.day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d.day % 10, 'th')} {en} {d.year}",
        "en_sql": f"{d.day:02d}-{en[:3].upper()}-{d.year}",
        "words": f"the {_ordinal(d.day)} of {en}, {year_words(d.year)}",
        "fr": f"{'1er' if d.day == 1 else d.day} {MONTHS['fr'][m]} {d.year}",
        "es": f"{d.day} de {MONTHS['es'][m]} de {d.year}",
        "de": f"{d.day}. {MONTHS['de'][m]} {d.year}",
        "it": f"{d.day} {MONTHS['it'][m]} {d.year}",
        "nl": f"{d.day} {MONTHS['nl'][m]} {d.year}",
        "pt": f"{d.day} de {MONTHS['pt'][m]} de {d.year}",
        "pl": f"{d.day} {MONTHS['pl'][m]} {d.year}",
        "ru": f"{d.day} {MONTHS['ru'][m]} {d.year}",
        "uk": f"{d.day} {MONTHS['uk'][m]} {d.year}",
        "el": f"{d.day} {MONTHS['el'][m]} {d.year}",
        "th": f"{d.day} {MONTHS['th'][m]} {d.year + 543}",
        "hu": f"{d.year}. {MONTHS['hu'][m]} {d.day}.",
        "tr": f"{d.day} {MONTHS['tr'][m]} {d.year}",
        "cjk": f"{d.year}年{d.month}月{d.day}日",
        "ko": f"{d.year}년 {d.month}월 {d.day}일",
        "vi": f"ngày {d.day} tháng {d.month} năm {d.year}",
    }
    return table[form]


# The forms a document uses for its dates, by convention (a list to draw from).
CONVENTIONS = {
    "ca_en": ["iso", "iso", "en_us", "en_gb", "en_short"],
    "ca_fr": ["iso", "fr", "fr", "dmy"],
    "us_en": ["mdy", "mdy", "en_us", "en_short", "en_sql"],
    "us_es": ["mdy", "es", "es"],
    "gb": ["en_gb", "dmy", "en_th"],
    "fr": ["fr", "dmy"],
    "es": ["es", "dmy"],
    "de": ["de", "dmy."],
    "it": ["it", "dmy"],
    "nl": ["nl", "dmy-"],
    "pt": ["pt", "dmy"],
    "pl": ["pl", "dmy."],
}
