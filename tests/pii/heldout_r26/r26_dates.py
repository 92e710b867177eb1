"""How a round-26 document writes a date: numerically, in English, in words, and in other languages."""

from __future__ import annotations

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
    "da": "januar februar marts april maj juni juli august september oktober november december",
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember",
    "tl": "Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre",
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня",
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου "
    "Νοεμβρίου Δεκεμβρίου",
    "hu": "január február március április május június július augusztus szeptember október november december",
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince",
    "fi": "tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta "
    "lokakuuta marraskuuta joulukuuta",
    "sw": "Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba",
}
MONTHS = {k: v.split() for k, v in MONTHS.items()}

# The language a person's own papers would give a birth date in, by locale.
LOCALE_LANG = {
    "fr-FR": "fr", "fr-BE": "fr", "fr-CH": "fr", "ht": "fr", "wo": "fr", "ln": "fr", "bm": "fr", "ff": "fr",
    "mg": "fr", "lb": "fr", "es-MX": "es", "es-ES": "es", "es-CO": "es", "es-AR": "es", "es-PE": "es",
    "es-CL": "es", "es-CU": "es", "es-SV": "es", "es-HN": "es", "es-VE": "es", "es-EC": "es", "es-BO": "es",
    "es-PR": "es", "es-NI": "es", "es-CR": "es", "es-UY": "es", "eu": "es", "ca": "es", "gl": "es",
    "pt-BR": "pt", "pt-PT": "pt", "pt-AO": "pt", "de-DE": "de", "de-AT": "de", "de-CH": "de", "it-IT": "it",
    "nl-NL": "nl", "nl-BE": "nl", "fy": "nl", "pl": "pl", "ro": "ro", "tr": "tr", "ku": "tr", "da": "da",
    "fo": "da", "id": "id", "ms": "id", "tl": "tl", "ru": "ru", "be": "ru", "kk": "ru", "uk": "uk", "el": "el",
    "hu": "hu", "cs": "cs", "sk": "cs", "fi": "fi", "sw": "sw", "ki": "sw", "luo": "sw", "zh-CN": "cjk",
    "zh-HK": "cjk", "ja": "cjk", "ko": "ko", "vi": "vi",
}  # fmt: skip

ORD = """first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth
fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twenty-first twenty-second twenty-third
twenty-fourth twenty-fifth twenty-sixth twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first""".split()
ONES = """zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
seventeen eighteen nineteen""".split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _two(n):
    if n < 20:
        return ONES[n]
    return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])


def year_words(y):
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + ("" if rest == 0 else " and " + _two(rest) if rest < 10 else " " + _two(rest))
    hi, lo = divmod(y, 100)
    return f"{_two(hi)} {'hundred' if lo == 0 else ('oh-' + ONES[lo]) if lo < 10 else _two(lo)}"


def fmt(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == "iso":
        return f"{y}-{m:02d}-{dd:02d}"
    if style == "dmy":
        return f"{dd:02d}/{m:02d}/{y}"
    if style == "mdy":
        return f"{m:02d}/{dd:02d}/{y}" if dd % 3 else f"{m}/{dd}/{y}"
    if style == "dmy_dot":
        return f"{dd:02d}.{m:02d}.{y}"
    if style == "dmy_dash":
        return f"{dd:02d}-{m:02d}-{y}"
    if style == "ymd_slash":
        return f"{y}/{m:02d}/{dd:02d}"
    if style == "en_long":
        return f"{EN[m - 1]} {dd}, {y}"
    if style == "en_dmy":
        return f"{dd} {EN[m - 1]} {y}"
    if style == "en_abbr":
        ab = EN[m - 1][:3] + ("." if len(EN[m - 1]) > 3 else "")
        return f"{ab} {dd}, {y}" if dd % 2 else f"{dd} {EN[m - 1][:3]} {y}"
    if style == "en_caps":
        return f"{dd:02d}-{EN[m - 1][:3].upper()}-{y}" if dd % 2 else f"{dd:02d} {EN[m - 1][:3].upper()} {y}"
    if style == "words":
        if dd % 2:
            return f"{ORD[dd - 1]} of {EN[m - 1]}, {year_words(y)}"
        return f"{EN[m - 1]} {ORD[dd - 1]}, {year_words(y)}"
    return local(d, style)


def local(d, lang):
    m, dd, y = d.month, d.day, d.year
    if lang == "cjk":
        return f"{y}年{m}月{dd}日"
    if lang == "ko":
        return f"{y}년 {m}월 {dd}일"
    if lang == "vi":
        return f"ngày {dd} tháng {m} năm {y}"
    name = MONTHS[lang][m - 1]
    if lang in ("es", "pt"):
        return f"{dd} de {name} de {y}"
    if lang == "fr":
        return f"{'1er' if dd == 1 else dd} {name} {y}"
    if lang in ("de", "da", "cs", "fi"):
        return f"{dd}. {name} {y}"
    if lang == "hu":
        return f"{y}. {name} {dd}."
    if lang == "tl":
        return f"{name} {dd}, {y}"
    return f"{dd} {name} {y}"


# Document language (or English-speaking jurisdiction) -> weighted birth-date styles; 'own' is the person's.
DOB_STYLES = {
    "ca": [("iso", 30), ("en_long", 20), ("dmy", 8), ("en_dmy", 9), ("en_abbr", 8), ("en_caps", 6), ("words", 8),
           ("own", 15)],
    "us": [("mdy", 36), ("en_long", 22), ("en_abbr", 9), ("iso", 6), ("words", 9), ("en_caps", 5), ("own", 16)],
    "en": [("dmy", 32), ("en_dmy", 28), ("iso", 8), ("words", 8), ("en_abbr", 6), ("own", 22)],
    "fr": [("fr", 42), ("iso", 24), ("dmy", 22), ("own", 12)],
    "es": [("es", 48), ("dmy", 38), ("own", 14)],
    "de": [("dmy_dot", 48), ("de", 38), ("own", 14)],
    "it": [("dmy", 48), ("it", 38), ("own", 14)],
    "nl": [("dmy_dash", 48), ("nl", 38), ("own", 14)],
    "pt": [("dmy", 48), ("pt", 38), ("own", 14)],
}  # fmt: skip
PLAIN_STYLES = {
    "ca": ["iso", "en_long", "en_dmy", "iso"],
    "us": ["mdy", "en_long", "en_abbr"],
    "en": ["dmy", "en_dmy", "en_dmy"],
    "fr": ["fr", "iso", "dmy"],
    "es": ["es", "dmy"],
    "de": ["dmy_dot", "de"],
    "it": ["dmy", "it"],
    "nl": ["dmy_dash", "nl"],
    "pt": ["dmy", "pt"],
}


def dob_style(rng, key, loc):
    names, weights = zip(*DOB_STYLES[key], strict=True)
    style = rng.choices(names, weights=weights)[0]
    if style == "own" and loc is None:
        style = names[0]
    if style == "own":
        style = LOCALE_LANG.get(loc) or rng.choice(["words", "en_long"] if key in ("ca", "us") else names[:2])
    return style
