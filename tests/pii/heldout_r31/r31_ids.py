"""Round-31 identifiers with their check digits, network values, and the ways a date is written."""

from __future__ import annotations

import datetime as dt


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def sin(rng):
    body = rng.choice("1234567") + digits(rng, 7)
    d = body + luhn_digit(body)
    return rng.choice(["{} {} {}", "{}-{}-{}", "{} {} {}", "{}{}{}"]).format(d[:3], d[3:6], d[6:])


def ssn(rng):
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    d = f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    return rng.choice(["{}-{}-{}", "{}-{}-{}", "{} {} {}"]).format(d[:3], d[3:5], d[5:])


def card(rng):
    if rng.random() < 0.2:
        body = rng.choice(["34", "37"]) + digits(rng, 12)
        d = body + luhn_digit(body)
        return f"{d[:4]} {d[4:10]} {d[10:]}"
    body = rng.choice(["4", "4", "51", "53", "2720", "6011", "35"])
    body += digits(rng, 15 - len(body))
    d = body + luhn_digit(body)
    sep = rng.choice([" ", "-", " ", ""])
    return sep.join(d[i : i + 4] for i in range(0, 16, 4))


def iban(rng, country, bban):
    """An IBAN in groups of four with its mod-97 check digits."""
    moved = bban + country + "00"
    number = int("".join(str(int(c, 36)) for c in moved))
    check = 98 - number % 97
    s = f"{country}{check:02d}{bban}"
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def ontario_card(rng):
    """(the ten digits as written, version code written after them)."""
    body = digits(rng, 9)
    d = body + luhn_digit(body)
    text = rng.choice(["{}-{}-{}", "{} {} {}", "{}{}{}"]).format(d[:4], d[4:7], d[7:])
    return text, letters(rng, 2, "ABCDEFGHJKLMNPRSTVWXYZ")


def bc_card(rng):
    while True:
        body = "9" + digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:9], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            d = body + str(11 - rem)
            return rng.choice(["{} {} {}", "{}{}{}"]).format(d[:4], d[4:7], d[7:])


def quebec_card(family, given, born, female):
    fam = "".join(c for c in family.upper() if "A" <= c <= "Z").ljust(3, "X")[:3]
    first = "".join(c for c in given.upper() if "A" <= c <= "Z")[:1] or "X"
    month = born.month + (50 if female else 0)
    return f"{fam}{first} {born.year % 100:02d}{month:02d} {born.day:02d}{(born.year * 7 + born.day) % 89 + 10:02d}"


def aba_number(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(8)]
        d[0] = rng.choice([0, 1, 2, 3])
        for last in range(10):
            n = d + [last]
            if (3 * (n[0] + n[3] + n[6]) + 7 * (n[1] + n[4] + n[7]) + n[2] + n[5] + n[8]) % 10 == 0:
                return "".join(map(str, n))


def ipv4(rng):
    first = rng.choice([24, 47, 64, 70, 73, 96, 99, 104, 142, 154, 174, 184, 203, 206, 209])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng):
    head = rng.choice(["2001:db8", "2605:8d80", "2607:fea8", "2a02:c7c", "2804:14c"])
    return (
        head
        + ":"
        + ":".join(f"{rng.randint(0, 65535):x}" for _ in range(rng.choice([2, 3, 4])))
        + "::"
        + f"{rng.randint(1, 4095):x}"
    )


MONTHS = {
    "en": "January February March April May June July August September October November December".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split(),
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(),
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου "
    "Νοεμβρίου Δεκεμβρίου".split(),
    "th": "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม".split(),
    "hu": "január február március április május június július augusztus szeptember október november december".split(),
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince".split(),
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(),
    "ar": [
        m.replace("_", " ")
        for m in "كانون_الثاني شباط آذار نيسان أيار حزيران تموز آب أيلول تشرين_الأول تشرين_الثاني كانون_الأول".split()
    ],
    "he": "בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר".split(),
    "hi": "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(),
}
SHORT_EN = [m[:3] for m in MONTHS["en"]]
ABBR_EN = "Jan. Feb. Mar. Apr. May Jun. Jul. Aug. Sept. Oct. Nov. Dec.".split()
ORDINAL = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
UNITS = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _ordinal(n):
    if n <= 20:
        return ORDINAL[n - 1]
    if n == 30:
        return "thirtieth"
    return f"{TENS[n // 10]}-{ORDINAL[n % 10 - 1]}"


def _two(n):
    if n < 10:
        return f"oh {UNITS[n]}" if n else "hundred"
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + (f"-{UNITS[n % 10]}" if n % 10 else "")


def year_words(y):
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + (f" and {UNITS[rest] if rest < 10 else _two(rest)}" if rest else "")
    return f"{_two(y // 100)} {_two(y % 100)}"


def in_words(d):
    return f"the {_ordinal(d.day)} of {MONTHS['en'][d.month - 1]}, {year_words(d.year)}"


# The ways a jurisdiction writes a date; ``papers`` are the forms of a person's own documents.
def date_text(d, form):
    m, y, day = d.month, d.year, d.day
    if form == "iso":
        return f"{y}-{m:02d}-{day:02d}"
    if form == "mdy":
        return f"{m:02d}/{day:02d}/{y}"
    if form == "mdy_short":
        return f"{m}/{day}/{y}"
    if form == "dmy":
        return f"{day:02d}/{m:02d}/{y}"
    if form == "dmy_dot":
        return f"{day:02d}.{m:02d}.{y}"
    if form == "dmy_dash":
        return f"{day:02d}-{m:02d}-{y}"
    if form == "en_mdy":
        return f"{MONTHS['en'][m - 1]} {day}, {y}"
    if form == "en_dmy":
        return f"{day} {MONTHS['en'][m - 1]} {y}"
    if form == "en_abbr":
        return f"{ABBR_EN[m - 1]} {day}, {y}"
    if form == "en_mil":
        return f"{day:02d}-{SHORT_EN[m - 1].upper()}-{y}"
    if form == "words":
        return in_words(d)
    if form == "cjk":
        return f"{y}年{m}月{day}日"
    if form == "ko":
        return f"{y}년 {m}월 {day}일"
    if form == "vi":
        return f"ngày {day} tháng {m} năm {y}"
    if form == "th":
        return f"{day} {MONTHS['th'][m - 1]} {y + 543}"
    if form == "hu":
        return f"{y}. {MONTHS['hu'][m - 1]} {day}."
    if form == "de":
        return f"{day}. {MONTHS['de'][m - 1]} {y}"
    if form == "cs":
        return f"{day}. {MONTHS['cs'][m - 1]} {y}"
    if form in ("es", "pt"):
        return f"{day} de {MONTHS[form][m - 1]} de {y}"
    if form == "fr":
        return f"{'1er' if day == 1 else day} {MONTHS['fr'][m - 1]} {y}"
    if form == "ru":
        return f"{day} {MONTHS['ru'][m - 1]} {y} г."
    if form == "uk":
        return f"{day} {MONTHS['uk'][m - 1]} {y} р."
    return f"{day} {MONTHS[form][m - 1]} {y}"


# Per jurisdiction: the forms its documents use for dates.
CONVENTIONS = {
    "ca": ["iso", "iso", "en_mdy", "en_dmy", "en_abbr"],
    "ca_fr": ["iso", "fr", "fr", "dmy"],
    "us": ["mdy", "mdy", "mdy_short", "en_mdy", "en_abbr"],
    "us_es": ["mdy", "es", "es"],
    "uk": ["dmy", "en_dmy", "en_dmy"],
    "ie": ["dmy", "en_dmy"],
    "au": ["dmy", "en_dmy"],
    "nz": ["dmy", "en_dmy"],
    "za": ["iso", "en_dmy", "dmy"],
    "in": ["dmy", "dmy_dash", "en_dmy"],
    "sg": ["dmy", "en_dmy"],
    "ke": ["dmy", "en_dmy"],
    "ng": ["dmy", "en_dmy", "en_mil"],
    "fr": ["dmy", "fr"],
    "es": ["dmy", "es"],
    "mx": ["dmy", "es"],
    "br": ["dmy", "pt"],
    "de": ["dmy_dot", "de"],
    "it": ["dmy", "it"],
    "nl": ["dmy_dash", "nl"],
    "se": ["iso", "sv"],
}
PAPERS = {
    "zh": "cjk",
    "ja": "cjk",
    "ko": "ko",
    "vi": "vi",
    "ru": "ru",
    "uk": "uk",
    "be": "ru",
    "el": "el",
    "th": "th",
    "hu": "hu",
    "tr": "tr",
    "pl": "pl",
    "cs": "cs",
    "ro": "ro",
    "ar": "ar",
    "he": "he",
    "hi": "hi",
    "de": "de",
    "es": "es",
    "pt": "pt",
    "it": "it",
    "nl": "nl",
}


def birth_day(rng, young=False, old=False):
    if young:
        start, span = dt.date(2005, 1, 1), 17 * 365
    elif old:
        start, span = dt.date(1934, 1, 1), 25 * 365
    else:
        start, span = dt.date(1948, 1, 1), 54 * 365
    return start + dt.timedelta(days=rng.randint(0, span))
