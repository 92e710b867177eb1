"""How round-25 documents write a date: numerically, in English, in words, and in twenty other languages."""

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
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince",
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie",
    "hu": "január február március április május június július augusztus szeptember október november december",
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık",
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember",
    "sv": "januari februari mars april maj juni juli augusti september oktober november december",
    "fi": "tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta",
    "sw": "Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba",
    "tl": "Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre",
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня",
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου",
    "af": "Januarie Februarie Maart April Mei Junie Julie Augustus September Oktober November Desember",
}
MONTHS = {k: v.split() for k, v in MONTHS.items()}
ORDINALS = """first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth
fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twenty-first twenty-second twenty-third
twenty-fourth twenty-fifth twenty-sixth twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first""".split()
ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen \
seventeen eighteen nineteen".split()
)
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

# A person's locale -> the language a foreign record would give their birth date in.
LOCALE_LANG = {
    "fr-FR": "fr", "fr-BE": "fr", "fr-CH": "fr", "br": "fr", "kab": "fr", "wo": "fr", "ln": "fr", "rw": "fr",
    "ht": "fr", "mg": "fr", "es-ES": "es", "es-MX": "es", "es-AR": "es", "es-CO": "es", "es-PE": "es",
    "es-CL": "es", "es-VE": "es", "es-CU": "es", "es-DO": "es", "es-GT": "es", "es-PR": "es", "es-SV": "es",
    "es-HN": "es", "es-PY": "es", "qu": "es", "ca": "es", "eu": "es", "gl": "es", "pt-PT": "pt", "pt-BR": "pt",
    "pt-AO": "pt", "de-DE": "de", "de-AT": "de", "de-CH": "de", "lb": "de", "rm": "de", "it-IT": "it",
    "nl-NL": "nl", "nl-BE": "nl", "fy": "nl", "pl": "pl", "cs": "cs", "sk": "cs", "ro": "ro", "hu": "hu",
    "tr": "tr", "az": "tr", "id": "id", "jv": "id", "ms": "id", "sv": "sv", "fi": "fi", "sw": "sw", "ki": "sw",
    "luo": "sw", "tl": "tl", "ceb": "tl", "ru": "ru", "ky": "ru", "tg": "ru", "uk": "uk", "el": "el",
    "af": "af", "zh-CN": "cjk", "zh-TW": "cjk", "ja": "cjk", "ko": "ko",
}  # fmt: skip


def year_words(y):
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + (f" and {number_words(rest)}" if rest else "")
    hi, lo = divmod(y, 100)
    return (
        f"{number_words(hi)} {'hundred' if lo == 0 else number_words(lo) if lo >= 10 else 'oh-' + ONES[lo]}"
    )


def number_words(n):
    if n < 20:
        return ONES[n]
    t, u = divmod(n, 10)
    return TENS[t] + (f"-{ONES[u]}" if u else "")


def fmt(d, style):
    """One date written in one style; every style name is listed in ``STYLES``."""
    y, m, dd = d.year, d.month, d.day
    if style == "iso":
        return f"{y}-{m:02d}-{dd:02d}"
    if style == "dmy":
        return f"{dd:02d}/{m:02d}/{y}"
    if style == "mdy":
        return f"{m:02d}/{dd:02d}/{y}"
    if style == "dmy_dot":
        return f"{dd}.{m}.{y}"
    if style == "ymd_slash":
        return f"{y}/{m:02d}/{dd:02d}"
    if style == "mdy_short":
        return f"{m}-{dd}-{y}"
    if style == "en_long":
        return f"{EN[m - 1]} {dd}, {y}"
    if style == "en_brit":
        return f"{dd} {EN[m - 1]} {y}"
    if style == "en_abbr":
        return f"{EN[m - 1][:3]}. {dd}, {y}" if m != 5 else f"May {dd}, {y}"
    if style == "en_mil":
        return f"{dd:02d}-{EN[m - 1][:3].upper()}-{y}"
    if style == "en_ord":
        suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        return f"{dd}{suffix} of {EN[m - 1]} {y}"
    if style == "words":
        return f"the {ORDINALS[dd - 1]} day of {EN[m - 1]}, {year_words(y)}"
    if style == "words_us":
        return f"{EN[m - 1]} {ORDINALS[dd - 1]}, {year_words(y)}"
    lang = style
    if lang == "cjk":
        return f"{y}年{m}月{dd}日"
    if lang == "ko":
        return f"{y}년 {m}월 {dd}일"
    name = MONTHS[lang][m - 1]
    if lang == "fr":
        return f"{'1er' if dd == 1 else dd} {name} {y}"
    if lang in ("es", "pt"):
        return f"{dd} de {name} de {y}"
    if lang in ("de", "cs", "fi"):
        return f"{dd}. {name} {y}"
    if lang == "hu":
        return f"{y}. {name} {dd}."
    if lang == "tl":
        return f"{name} {dd}, {y}"
    if lang == "ru" or lang == "uk":
        return f"{dd} {name} {y} г." if lang == "ru" else f"{dd} {name} {y} р."
    return f"{dd} {name} {y}"


NUMERIC = ("iso", "dmy", "mdy", "dmy_dot", "ymd_slash", "mdy_short")
ENGLISH = ("en_long", "en_brit", "en_abbr", "en_mil", "en_ord")
WORDS = ("words", "words_us")
STYLES = NUMERIC + ENGLISH + WORDS + tuple(MONTHS) + ("cjk", "ko")


def style_for(rng, doc_lang, jur, locale=None, birth=False):
    """The style a document of ``doc_lang`` from ``jur`` would use; a birth date is sometimes copied as the
    person's own records write it."""
    if birth and locale in LOCALE_LANG and rng.random() < 0.22:
        return LOCALE_LANG[locale]
    if doc_lang != "en":
        r = rng.random()
        if r < 0.55:
            return doc_lang
        return rng.choice(["dmy", "dmy_dot", "iso"]) if r < 0.9 else "iso"
    r = rng.random()
    if birth and r < 0.07:
        return rng.choice(WORDS)
    if r < 0.45:
        if jur == "us":
            return rng.choice(["mdy", "mdy", "iso", "mdy_short"])
        if jur == "ca":
            return rng.choice(["iso", "iso", "dmy", "ymd_slash"])
        return rng.choice(["dmy", "dmy", "iso", "dmy_dot"])
    if jur == "us":
        return rng.choice(["en_long", "en_long", "en_abbr", "en_mil"])
    return rng.choice(["en_long", "en_brit", "en_brit", "en_abbr", "en_ord", "en_mil"])
