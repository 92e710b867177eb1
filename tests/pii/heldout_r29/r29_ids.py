"""Round-29 identifiers with their check digits, and the forms a birth date is written in."""

from __future__ import annotations


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def sin(rng):
    body = str(rng.choice([1, 2, 3, 4, 5, 6, 7, 9])) + "".join(str(rng.randint(0, 9)) for _ in range(7))
    d = body + luhn_digit(body)
    return rng.choice([f"{d[:3]} {d[3:6]} {d[6:]}", f"{d[:3]}-{d[3:6]}-{d[6:]}", d])


def ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    d = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    return rng.choice([f"{d[:3]}-{d[3:5]}-{d[5:]}", f"{d[:3]} {d[3:5]} {d[5:]}"])


def card(rng):
    if rng.random() < 0.2:
        body = rng.choice(["34", "37"]) + "".join(str(rng.randint(0, 9)) for _ in range(12))
        d = body + luhn_digit(body)
        return f"{d[:4]} {d[4:10]} {d[10:]}"
    body = rng.choice(["4", "51", "53", "6011"])
    body += "".join(str(rng.randint(0, 9)) for _ in range(15 - len(body)))
    d = body + luhn_digit(body)
    return rng.choice([" ", "-", ""]).join(d[i : i + 4] for i in range(0, 16, 4))


IBAN_SHAPES = {
    "DE": (18, "n"),
    "FR": (23, "n"),
    "ES": (20, "n"),
    "IT": (23, "i"),
    "NL": (14, "nl"),
    "PT": (21, "n"),
    "DK": (14, "n"),
    "IE": (18, "ie"),
    "BE": (12, "n"),
    "AT": (16, "n"),
}


def iban(rng, country):
    size, style = IBAN_SHAPES[country]
    if style == "nl":
        bban = rng.choice(["ABNA", "RABO", "INGB", "TRIO"]) + "".join(
            str(rng.randint(0, 9)) for _ in range(10)
        )
    elif style == "ie":
        bban = rng.choice(["AIBK", "BOFI"]) + "".join(str(rng.randint(0, 9)) for _ in range(14))
    elif style == "i":
        bban = rng.choice("ABCDEFGHIJKLMNOPRSTUVWXZ") + "".join(str(rng.randint(0, 9)) for _ in range(22))
    else:
        bban = "".join(str(rng.randint(0, 9)) for _ in range(size))
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    s = f"{country}{98 - num % 97:02d}{bban}"
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4)) if rng.random() < 0.7 else s


def aba(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(8)]
        d[0] = rng.choice([0, 1, 2, 3])
        for last in range(10):
            t = d + [last]
            if (3 * (t[0] + t[3] + t[6]) + 7 * (t[1] + t[4] + t[7]) + t[2] + t[5] + t[8]) % 10 == 0:
                return "".join(map(str, t))


def health_card(rng, prov, family, given):
    if prov == "qc":
        fam = "".join(c for c in family.upper() if "A" <= c <= "Z")[:3].ljust(3, "X")
        return (
            f"{fam}{given[0].upper() if 'A' <= given[0].upper() <= 'Z' else 'X'} {rng.randint(3000, 9912):04d} {rng.randint(1000, 9999):04d}",
            "",
        )
    if prov == "on":
        body = "".join(str(rng.randint(0, 9)) for _ in range(9))
        d = body + luhn_digit(body)
        return rng.choice([f"{d[:4]}-{d[4:7]}-{d[7:]}", f"{d[:4]} {d[4:7]} {d[7:]}", d]), rng.choice(
            ["AK", "ZX", "MT", "PE"]
        )
    while True:
        body = "9" + "".join(str(rng.randint(0, 9)) for _ in range(8))
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            d = body + str(11 - rem)
            return rng.choice([f"{d[:4]} {d[4:7]} {d[7:]}", d]), ""


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXY") for _ in range(n))


def licence(rng, jur, region, family):
    init = ("".join(c for c in family.upper() if "A" <= c <= "Z") or "X")[0]
    if jur == "ca":
        if region == "on":
            return f"{init}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}"
        if region == "qc":
            return f"{init}{digits(rng, 4)}-{digits(rng, 6)}-{digits(rng, 2)}"
        if region == "ab":
            return f"{digits(rng, 6)}-{digits(rng, 3)}"
        return rng.choice([digits(rng, 7), f"{letters(rng, 2)}{digits(rng, 6)}"])
    if jur == "us":
        return rng.choice(
            [
                f"{init}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}",
                f"{init}{digits(rng, 7)}",
                digits(rng, 9),
                f"{letters(rng, 2)}{digits(rng, 6)}",
            ]
        )
    if jur == "uk":
        fam = ("".join(c for c in family.upper() if "A" <= c <= "Z") + "99999")[:5]
        return f"{fam}{digits(rng, 6)}{letters(rng, 2)}9{letters(rng, 2)}"
    return rng.choice(
        [
            f"{letters(rng, 1)}{digits(rng, 8)}",
            f"{digits(rng, 2)}{letters(rng, 3)}{digits(rng, 5)}",
            f"{letters(rng, 2)}-{digits(rng, 7)}",
        ]
    )


def ipv4(rng):
    first = rng.choice([24, 47, 68, 99, 142, 174, 184, 206, 209, 216])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng):
    return (
        "2001:db8:"
        + ":".join(f"{rng.randint(0, 65535):x}" for _ in range(3))
        + "::"
        + f"{rng.randint(1, 4095):x}"
    )


MONTHS = {
    "en": "January February March April May June July August September October November December".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "da": "januar februar marts april maj juni juli august september oktober november december".split(),
}
ORD = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
TENS = {
    20: "twenty",
    30: "thirty",
    40: "forty",
    50: "fifty",
    60: "sixty",
    70: "seventy",
    80: "eighty",
    90: "ninety",
}
ONES = "one two three four five six seven eight nine".split()


def _ordinal(d):
    if d <= 20:
        return ORD[d - 1]
    if d == 30:
        return "thirtieth"
    return ("twenty-" if d < 30 else "thirty-") + ORD[d % 10 - 1]


def _year_words(y):
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + (
            f" and {ONES[rest - 1]}" if 0 < rest < 10 else f" and {_tens(rest)}" if rest else ""
        )
    return "nineteen " + _tens(y - 1900)


def _tens(n):
    if n < 10:
        return "oh " + ONES[n - 1] if n else "hundred"
    teens = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
    if n < 20:
        return teens[n - 10]
    t, o = n - n % 10, n % 10
    return TENS[t] + (f"-{ONES[o - 1]}" if o else "")


def birth_day(rng, adult=True):
    y = rng.randint(1941, 2004) if adult else rng.randint(2008, 2022)
    return y, rng.randint(1, 12), rng.randint(1, 28)


def date_text(rng, ymd, lang, jur, sentence=False):
    """A date written as a document of ``lang`` in ``jur`` might write it."""
    y, m, d = ymd
    if sentence and lang == "en" and rng.random() < 0.25:
        return f"the {_ordinal(d)} of {MONTHS['en'][m - 1]}, {_year_words(y)}"
    roll = rng.random()
    if roll < 0.3:
        if jur == "us":
            return rng.choice([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{m:02d}-{d:02d}-{y}"])
        if jur == "ca":
            return rng.choice([f"{y}-{m:02d}-{d:02d}", f"{y}/{m:02d}/{d:02d}", f"{d:02d}/{m:02d}/{y}"])
        return rng.choice(
            [f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d}-{m}-{y}", f"{y}-{m:02d}-{d:02d}"]
        )
    if roll < 0.4 and not sentence:
        return rng.choice([f"{y}年{m}月{d}日", f"{y}년 {m}월 {d}일", f"ngày {d} tháng {m} năm {y}"])
    months = MONTHS[lang]
    name = months[m - 1]
    if lang == "en":
        if jur == "us":
            return rng.choice([f"{name} {d}, {y}", f"{name[:3]}. {d}, {y}", f"{d} {name} {y}"])
        return rng.choice([f"{d} {name} {y}", f"{name} {d}, {y}", f"{d:02d}-{name[:3].upper()}-{y}"])
    if lang == "de":
        return f"{d}. {name} {y}"
    if lang == "da":
        return f"{d}. {name} {y}"
    if lang in ("es", "pt"):
        return f"{d} de {name} de {y}"
    if lang == "fr" and d == 1:
        return f"1er {name} {y}"
    return f"{d} {name} {y}"
