"""Identity and financial numbers: each candidate must pass its checksum and its context.

Checksums come from python-stdnum; context decides between look-alikes (a Luhn-valid nine-digit
number is a SIN only when labelled as one or written 3-3-3, never when it is a business number).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator

from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ca import sin as std_sin
from stdnum.us import ssn as std_ssn

from quilltune.prepare.pii.context import (
    DATE_SHAPE,
    REFERENCE_NOUNS,
    REFERENCE_TAIL,
    Regions,
    after,
    asked_label,
    before,
    digits,
    has_cue,
    lines_holding,
)
from quilltune.prepare.pii.literals import folded_starts
from quilltune.prepare.pii.spans import Span

# Not glued to a word, decimal, range or path on the left. Written after the first digit so the
# pattern still starts with \d, which lets the regex engine skip ahead fast.
_D1 = r"\d(?<![\w.\-/]\d)"
_E = r"(?![\w\-/]|\.\d)"  # nor on the right
# Grouped forms (123-45-6789, 046 454 286, 4111 1111 1111 1111) are distinctive enough to be taken
# when glued to letters ("Smith046 454 286" from a PDF with lost spaces). Without this, redacting
# the glued name made the number detectable in the redacted text: redaction was not stable.
_D1G = r"\d(?<![\d_.\-/]\d)"
_EG = r"(?![\d_\-/]|\.\d)"

_SIN = re.compile(rf"{_D1G}\d{{2}}([ -]|\.|[ \t]-[ \t])\d{{3}}\1\d{{3}}{_EG}|{_D1}\d{{8}}{_E}")
_SIN_CUE = re.compile(
    r"\bs\.?i\.?n\b|social insurance|numéro d'assurance sociale|\bnas\b|"
    # Round 17: a person's tax number in a KYC file or a credit application ("tax_id=", "Tax number:").
    r"\btax[ _-]?id\b|\btax (?:number|no\b)|\btaxpayer (?:id|number)"
)
_BUSINESS_CUE = re.compile(
    r"business|\bbn\b|gst|hst|\brt\b|corporation|registration|routing|transit|institution|aba|"
    r"file|court|docket|no\. cv|invoice|order|tax|ein"
)
_PROGRAM_ACCOUNT = re.compile(r"^\s*(?:rt|rc|rp|rr|rz)\s*\d{4}")

# Round 21: dots and spaced dashes too ("524.71.3390", "524 - 71 - 3390"), read only after a cue.
_SSN = re.compile(rf"{_D1G}\d{{2}}([ -]|\.|[ \t]-[ \t])\d{{2}}\1\d{{4}}{_EG}|{_D1}\d{{8}}{_E}")
# An individual taxpayer number (ITIN: 9NN-7N-NNNN etc.), a person's number where there is no SSN.
_ITIN = re.compile(r"9\d{2}[ -]?(?:5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])[ -]?\d{4}")
_ITIN_CUE = re.compile(r"\bitin\b|individual taxpayer identification")
_SSN_CUE = re.compile(
    r"\bssn\b|social security|\bsoc\.? ?sec\b|\bss#|\bss no|\btax[ _-]?id\b|\btax (?:number|no\b)|\btaxpayer (?:id|number)"
    r"|seguro social"  # round 25: a bilingual form's "Número de Seguro Social"
)
# Reference numbers shaped like an SSN ("Our reference: 512-44-8890", "PO 512-44-8890").
# ... and other institutions' identifiers in the same shape: "Employee ID: 137-32-3616", "MRN: 175-27-4401".
_NOT_SSN_CUE = re.compile(
    rf"(?:\b(?:{REFERENCE_NOUNS}|employee|staff|student|personnel|payroll|badge|mrn|medical record|chart|"
    rf"patient|inmate|offender|client|account)){REFERENCE_TAIL}"
)

# A card number is printed either as one run of digits or in the issuers' groups with one
# separator: 4-4-4-4 (Visa, Mastercard, Discover), 4-4-4-4-3 (19 digits), 4-6-5 (Amex) and
# 4-6-4 (Diners). Any run of space-separated numbers used to qualify, which made rows of
# statute tables ("42 26 28 30 32 34 36 38 40") Luhn-valid "cards": 466 false hits on the
# Justice Canada XML corpus (15.6 M chars), none a card.
_CARD = re.compile(
    rf"{_D1}\d{{12,18}}{_E}|{_D1G}(?:\d{{3}}([ -])\d{{4}}\1\d{{4}}\1\d{{4}}(?:\1\d{{3}})?|\d{{3}}([ -])\d{{6}}\2\d{{4,5}}){_EG}"
)
_CARD_PREFIX = re.compile(r"^(?:4|5[1-5]|2[2-7]|3[47]|6(?:011|5|4[4-9])|35|30[0-5]|36|38)")

_IBAN = re.compile(r"[A-Z](?<![A-Z][A-Z])[A-Z]\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![0-9])")

_ACCOUNT_CUE = re.compile(
    r"(?:(?<![a-z])(?:bank |chequing |checking |savings |deposit )?account"
    r"(?: for (?:transfers?|payments?|deposits?|refunds?)| to (?:be )?credited)?(?:[ _](?:number|no\.?|num|nbr)| #|#)?|"
    r"\bacct\.?(?: no\.?| #)?|"
    # Round 14: money sent to a bare number ("Pay was deposited to 5115 8844256").
    r"\b(?:deposited|paid|transferred|wired|direct deposit) (?:in)?to"
    # Round 17: a form's "Direct deposit:", Spanish "a la cuenta", a SWIFT MT103's ordering or
    # beneficiary customer (":50K:/…", ":59:/…") and a cheque's MICR line (transit ⑆…⑆, then the account).
    r"|\bdirect deposit|\bcuenta(?: (?:n[.º°o]|número|no\.?))?|(?:^|\n):(?:50[afk]|59[af]?):/|⑆[^⑆\n]{3,20}⑆"
    # Round 27: the account's name in French, Spanish, German, Italian and Dutch forms ("No cpte", "A/C",
    # "N.º cta.", "Konto-Nr.", "Rek.nr.").
    r"|\b(?:no|n[º°o]\.?)[ \t]+(?:de[ \t]+)?c(?:om)?pte|\bcompte[ \t]+(?:no|n[º°o]|numéro|bancaire)\.?|\ba/c|"
    r"\bc(?:uen)?ta\.|\bkonto(?:nummer|-?nr\.?)?|\bconto(?:[ \t]+n\.?)?|\brek(?:ening)?\.?[ \t]?(?:nummer|nr\.?)?)"
    # Round 17: the value of a record's key in any syntax ("account = \"…\"", "(account \"…\")", "<account>").
    r"\s*(?:[:#=\"'`{(\[<>-]\s*){0,4}(?:[sn]\"\s*:\s*\"?)?(?:is\s+|was\s+)?$"  # round 28: DynamoDB's {"S": "…"}
)
_ACCOUNT_VALUE = re.compile(r"\d[\d -]{3,18}\d(?![\w-])")
_NOT_BANK_BEFORE = re.compile(r"(?:business|program|client|customer|gst|hst|tax|file|loan|court)\s+$")

# What may stand between a label and its value: "no.", "number", "#", a jurisdiction in brackets,
# "is"; never a verb phrase ("expired on 2019-03-04" is a date).
_LABEL_FILLER = (
    r"(?:[\s:#.,/=\"'`{}\[\]<>│|-]|\([^()\n\d]{0,30}\)|\(|\[\d{1,2}\]|\\[a-z]+\{|<[^<>\n\d]{1,30}>|l['’]enfant|\b(?:card|numbers?|numbered|nos|are|num|no|nbr|plan|insurance|registration|services?|"
    r"care|version|code|is|was|est|de|du|la|[a-z]{2}|(?:on )?file|dossier|ontario|quebec|québec|alberta|manitoba|saskatchewan|"
    r"bc|nova scotia|new brunswick|pei|newfoundland|state|province|provincial|class [a-z0-9]{1,2})\b)*"
)
_HEALTH = re.compile(_D1 + r"\d{3}([ -]?)\d{3}\1\d{3}(?:[ -]?[A-Z]{2})?(?![\w-])")
_HEALTH_CUE = re.compile(r"health (?:card|number|insurance)|\bohip\b|\bhcn\b|health no|patient|medical")
# Where a label names the number as a health card, the provinces' own layouts are taken: Ontario's
# 10 digits (+ version code), BC's and Nova Scotia's 10, Alberta's, Manitoba's, Saskatchewan's and
# New Brunswick's 9, PEI's 8, Newfoundland's 12, and Québec's RAMQ number (4 letters + 8 digits).
_HEALTH_LABEL = re.compile(
    r"(?:health(?:[ _-]care)?(?:[ _-]?(?:card|insurance|services?|plan))?(?: registration)?(?: card)?"
    r"|medical services plan"
    r"|personal health|\bphn\b|\bhsn\b|\bhcn\b|\bohip\b|\bahcip\b|\bmsp\b|\bramq\b|\bmcp\b|medicare|care card|"
    r"assurance[ -]maladie|\bnam\b|\bnhs\b|\bchi\b|\bnhi\b|\bihi\b)" + _LABEL_FILLER + "$"
)
_HEALTH_LABEL_WORD = re.compile(
    r"(?i:health|\bphn\b|\bhsn\b|\bhcn\b|ohip|ahcip|\bmsp\b|ramq|\bmcp\b|medicare|care card|maladie|\bnam\b|"
    r"\bnhs\b|\bchi\b|\bnhi\b|\bihi\b|\bn\.a\.m\.)"  # round 30: Quebec's "N.A.M."
)
# The US Medicare Beneficiary Identifier: 11 characters, digits and letters in fixed places, no S L O I B Z.
_MBI = r"[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}"
_HEALTH_VALUE = re.compile(
    r"(?<![\w-])(?:[A-Z]{4}[ -]?\d{4}[ -]?\d{4}|\d(?:[ -]?\d){7,11}(?:[ -]?[A-Z]{2})?|(?P<mbi>"
    + _MBI
    + r"))(?![\w-])"
)
# "The children's health numbers are X and Y": the label names a list; each value after the first
# follows the previous one with a comma or a conjunction.
_LIST_JOIN = re.compile(r"\s*(?:,|;|and|or|&|et|y|und|e|i)\s*")

_DL = re.compile(r"[A-Z](?<![\w-][A-Z])\d{4}([ -]?)\d{5}\1\d{5}(?![\w-])")
# A value that a label calls a driver's licence, in any jurisdiction's layout: Québec L####-######-##,
# Florida L###-###-##-###-#, Illinois L###-####-####, California L#######, Nova Scotia SMITH#########,
# BC 7 digits, Alberta ######-###, New York ### ### ###, the UK's 16 characters... The label decides;
# the value must hold four digits or more.
_DL_LABEL = re.compile(
    r"(?:driver'?s?'?|driving|operator'?s?|chauffeur'?s?)[ -][l1][iíì]cen[cs]e|\bd\.?l\.?(?=[\s#:])|permis de conduire|"
    r"licen[cs]e[ _](?:no\b|number|#)"
    # Round 14: a form's bare "Licence:" field at a line's or cell's start (a "Business licence:" is not).
    r"|(?<![^\n\t|│])[ \t]*licen[cs]e[ \t]*(?:#|no\.?)?[ \t]*(?=:|│)"
    # "DLN K12345678", "Drivers Lic #: 12345678", "D/L: W4567890", "License/ID: F23456789".
    r"|\bdln\b|(?:driver'?s?'?|driving)[ \t]+lic\.?[ \t]*(?:#|no\b)|\bd/l\b|licen[cs]e[ \t]*/[ \t]*id\b"
    # Round 15: a licence someone holds ("holds Ontario licence", "the guarantor's licence"), and the
    # photo identity document a form or a log records ("NationalID[0]:", "Photo ID:"), reported under
    # this label: the identity document most often shown.
    r"|(?:holds?|holding|his|her|their)[ \t]+(?:[a-zé]+[ \t]+)?licen[cs]e\b|\w['’]s[ \t]+licen[cs]e\b"
    # Round 25: a licence someone shows ("produced licence", "presented her licence"), "détient le permis".
    r"|(?:produced|presented|showed|shown|surrendered|displayed)[ \t]+(?:(?:his|her|their|a|the)[ \t]+)?licen[cs]e\b"
    r"|détient[ \t]+(?:le|un)[ \t]+permis\b"
    # Round 26: "a licence numbered", "titulaire du permis", and the licence's name in other languages
    r"|licen[cs]e[ \t]+numbered\b|titulaire[ \t]+du[ \t]+permis\b|licencia[ \t]+de[ \t]+(?:manejo|conducir)|"
    r"\bhabilita[çc][ãa]o\b|\bcnh\b|fahrerlaubnis|f[üu]hrerschein|rijbewijs(?:nummer)?|patente[ \t]+di[ \t]+guida"
    # Round 28: Portugal's and Spain's names of it ("Carta de condução", "Permiso de conducción")
    r"|carta[ \t]+de[ \t]+condu[çc][ãa]o|permiso[ \t]+de[ \t]+conduc(?:ir|ción)|\bn[°º][ \t]*(?:de[ \t]+)?permis\b"
    r"|\bid[ \t]+seen[ \t]*:[ \t]*[l1][iíì]cen[cs]e\b"
    r"|national[ \t_]?id\b|photo[ \t]id\b|identity[ \t](?:card|document)|gov(?:ernmen)?'?t[ \t]id\b"
    # Round 17: a record's "gov_id=", a form's "Licence" after a field gap with no colon ("DOB May 9,
    # 1980   Licence S875580722", an aligned "Licence                 N226-5823-1632"), and the "ID:"
    # a person's record gives beside the birth date ("DOB: 08/22/1971    ID: W8703863").
    r"|\bgov(?:ernmen)?t?_id\b|(?:(?<![^\n\t|│])|(?<=  ))[ \t]*licen[cs]e[ \t]*(?:#|no\.?)?[ \t]*(?=:|$)"
    r"|\b(?:dob|d\.o\.b\.?|birth)\b[^\n]{1,30}?(?<![\w-])id(?=[ \t]*:)"
)
_DL_FILLER = re.compile(_LABEL_FILLER)
_DL_LABEL_WORD = re.compile(
    r"(?i:[l1][iíì]cen[cs]e|licencia|habilita|\bcnh\b|fahrerlaubnis|f[üu]hrerschein|rijbewijs|patente|\bgov_id\b|\bid\b|\bd\.?l\b|permis|\bdln\b|\blic\b|\bd/l\b|national[ \t_]?id|photo[ \t]id|identity[ \t]|gov(?:ernmen)?'?t[ \t]id)"
)
_DL_AS_PREFIX = re.compile(r"D\.?L\.?N?[ -](?=[\dA-Z])")
_DL_VALUE = re.compile(r"(?<![\w-])(?:[A-Z]{1,5}[ -]?){0,2}\d[\dA-Z]*(?:[ -][\dA-Z]+){0,4}(?![\w-])")


def _in_regions(pattern: re.Pattern[str], text: str, regions: Regions) -> Iterator[re.Match[str]]:
    for lo, hi in regions:
        yield from pattern.finditer(text, lo, hi)


_COUNTRY_CODE_BEFORE = re.compile(r"\+(?:\d{1,3}[ .-]?)?\Z")


_PHONE_WORD = re.compile(
    r"\b(?:tel|tél|phone|t[ée]l[ée]phone|telefon\w*|tel[ée]fono|cell\w*|mobile?|gsm|fax|joindre|reach)\b"
)


def find_sin(text: str, regions: Regions) -> Iterator[Span]:
    for m in _in_regions(_SIN, text, regions):
        number = digits(m.group())
        if not std_sin.is_valid(number) or _COUNTRY_CODE_BEFORE.search(
            text, max(0, m.start() - 6), m.start()
        ):
            continue  # "+234 803 583 3818", "+61 455 351 767": a country code starts a phone number, never a SIN
        ctx = before(text, m.start(), 40)
        phone_label = _PHONE_WORD.search(ctx[ctx.rfind("\n") + 1 :][-30:])  # on the number's own line
        if (_BUSINESS_CUE.search(ctx) or phone_label) and not _SIN_CUE.search(ctx):
            continue  # round 29: nine digits after a phone's label ("Tél: 621 173 368", Luxembourg)
        if _PROGRAM_ACCOUNT.match(after(text, m.end(), 10)):
            continue  # 123456782 RT0001 is a business number with its program account
        grouped = m.group(1) in (" ", "-")  # dots and spaced dashes only after a cue (round 21)
        if grouped or _SIN_CUE.search(ctx):
            yield Span(m.start(), m.end(), "SIN")


def _ssn_cue_nearer(text: str, start: int) -> bool:
    """An SSN cue stands after the reference cue that precedes the number: "SSN: 195-25-9415\nClaim
    Ref. 208-25-6972" names the second number a claim reference, though "SSN" is within reach."""
    ctx = before(text, start, 40)
    cues = [c.end() for c in _SSN_CUE.finditer(ctx)]
    if not cues:
        return False
    not_cue = _NOT_SSN_CUE.search(ctx[-30:])
    return not_cue is None or cues[-1] > len(ctx) - 30 + not_cue.start()


def find_ssn(text: str, regions: Regions) -> Iterator[Span]:
    for m in _in_regions(_SSN, text, regions):
        number = digits(m.group())
        if _ITIN.fullmatch(number) and has_cue(_ITIN_CUE, text, m.start(), 20):
            yield Span(m.start(), m.end(), "SSN")
            continue
        if not std_ssn.is_valid(f"{number[:3]}-{number[3:5]}-{number[5:]}"):
            continue
        if m.group(1) is None and not has_cue(_SSN_CUE, text, m.start()):
            continue
        # "SIN: 711 49 5527": a national number the label names, whatever its grouping.
        if m.group(1) not in (None, "-") and not (
            has_cue(_SSN_CUE, text, m.start()) or has_cue(_SIN_CUE, text, m.start(), 12)
        ):
            continue
        if has_cue(_NOT_SSN_CUE, text, m.start(), 30) and not _ssn_cue_nearer(text, m.start()):
            continue
        yield Span(m.start(), m.end(), "SSN")


def find_credit_card(text: str, regions: Regions) -> Iterator[Span]:
    for m in _in_regions(_CARD, text, regions):
        value = m.group().rstrip(" -")
        number = digits(value)
        if not 13 <= len(number) <= 19 or not _CARD_PREFIX.match(number) or not luhn.is_valid(number):
            continue
        yield Span(m.start(), m.start() + len(value), "CREDIT_CARD")


def _iban_valid(value: str) -> bool:
    """The IBAN's own mod-97 check and the country's length and format; not the bank's national
    check digits, which a typed or converted account often gets wrong while it still names a person's
    account."""
    try:
        std_iban.validate(value, check_country=False)
    except ValueError:
        return False
    return True


def find_iban(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001 (IBANs start with letters)
    for m in _IBAN.finditer(text):
        value = m.group()
        # The greedy match can swallow a following word of four capitals: shrink until valid.
        while len(value) >= 15:
            if _iban_valid(value):
                yield Span(m.start(), m.start() + len(value), "IBAN")
                break
            value = value[:-1].rstrip()


def find_bank_account(text: str, regions: Regions) -> Iterator[Span]:
    for m in _in_regions(_ACCOUNT_VALUE, text, regions):
        head = before(text, m.start(), 40)
        cue = _ACCOUNT_CUE.search(head)
        if cue is None or _NOT_BANK_BEFORE.search(head[: cue.start()]):
            continue
        value = m.group().rstrip(" -")
        if not 5 <= len(digits(value)) <= 17:
            continue
        yield Span(m.start(), m.start() + len(value), "BANK_ACCOUNT")


def _any_between(starts: list[int], lo: int, hi: int) -> bool:
    i = bisect_left(starts, lo)
    return i < len(starts) and starts[i] < hi


def find_health_card(text: str, regions: Regions) -> Iterator[Span]:
    seen: set[int] = set()
    for m in _in_regions(_HEALTH, text, regions):
        number = digits(m.group())
        if len(number) != 10 or not luhn.is_valid(number):
            continue
        if has_cue(_HEALTH_CUE, text, m.start(), 50):
            seen.add(m.start())
            yield Span(m.start(), m.end(), "HEALTH_CARD")
    yield from _mbi_cards(text)
    yield from _day_sheet_cards(text, seen)
    label_starts = folded_starts(_HEALTH_LABEL_WORD, text) if regions else None
    for lo, hi in _widened(regions, 5):
        asked = asked_label(text, lo + 1) or asked_label(text, lo)
        in_window = (label_starts is None or _any_between(label_starts, max(0, lo - 60), hi)) and (
            _HEALTH_LABEL_WORD.search(text, max(0, lo - 60), hi) is not None
        )
        if not (in_window or (asked and _HEALTH_LABEL_WORD.search(asked))):
            continue
        last_end = -1
        for m in _HEALTH_VALUE.finditer(text, lo, hi):
            if m.start() in seen:
                last_end = m.end()
                continue
            if not (m.group("mbi") or 8 <= len(digits(m.group())) <= 12):
                continue
            head = before(text, m.start(), 60)
            listed = last_end >= 0 and _LIST_JOIN.fullmatch(text, last_end, m.start()) is not None
            if listed or _HEALTH_LABEL.search(head):
                last_end = m.end()
                yield Span(m.start(), m.end(), "HEALTH_CARD")


_MBI_START = re.compile(r"[1-9][AC-HJKMNP-RT-Y]")
_MBI_VALUE = re.compile(r"(?<![\w-])" + _MBI + r"(?![\w-])")


def _mbi_cards(text: str) -> Iterator[Span]:
    """A Medicare Beneficiary Identifier after a health label. It holds no run of five digits, so the
    digit windows never reach it: the label words are found with ``str.find`` instead (C speed)."""
    seen = -1
    for word in ("ealth", "EALTH", "edicare", "EDICARE", "MBI"):
        at = text.find(word)
        while at != -1:
            # A digit then a capital nearby first (a literal-free two-character test, far cheaper than the
            # full pattern, whose lookbehind defeats the engine's skip): "health" fills statutes.
            m = _MBI_VALUE.search(text, at, at + 45) if _MBI_START.search(text, at, at + 45) else None
            if m and m.start() > seen:
                head = text[max(0, m.start() - 60) : m.start()].lower()
                if _HEALTH_LABEL.search(head):
                    seen = m.start()
                    yield Span(m.start(), m.end(), "HEALTH_CARD")
            at = text.find(word, at + 1)


# Round 15: a clinic's day sheet, "Time  Patient  DOB  Reason / card", whose rows end with the card
# ("f/u 6710 047 744", "renew SINN 6162 2635"): under such a header a number of Ontario's or RAMQ's
# shape is the patient's card, its check digit right or not (the header says what it is).
_CARD_HEADER = re.compile(r"[^\n]*\bpatient\b[^\n]*\bcard\b[^\n]*$", re.IGNORECASE | re.MULTILINE)
_SHEET_CARD = re.compile(r"(?<![\w-])(?:[A-Z]{4}[ -]?\d{4}[ -]?\d{4}|\d{4}[ -]?\d{3}[ -]?\d{3})(?![\w-])")


def _day_sheet_cards(text: str, seen: set[int]) -> Iterator[Span]:
    for line_start, line_end in lines_holding(text, ("patient",)):
        header = _CARD_HEADER.match(text, line_start, line_end)
        if header is None:
            continue
        end = text.find("\n\n", header.end())
        for m in _SHEET_CARD.finditer(text, header.end(), len(text) if end == -1 else end):
            if m.start() not in seen:
                yield Span(m.start(), m.end(), "HEALTH_CARD")


def _widened(regions: Regions, left: int) -> Regions:
    """Digit regions with room for letters before the digits (RAMQ "TREM 5012 3456", "A1234-...")."""
    return [(max(0, lo - left), hi) for lo, hi in regions]


def _dl_value(value: str) -> str:
    """The licence number without a trailing word the value pattern took ("A1234567 EXP")."""
    parts = value.split(" ")
    while len(parts) > 1 and not any(ch.isdigit() for ch in parts[-1]):
        parts.pop()
    return " ".join(parts)


def find_drivers_license(text: str, regions: Regions) -> Iterator[Span]:
    seen: set[int] = set()
    for m in _in_regions(_DL, text, regions):
        seen.add(m.start())
        yield Span(m.start(), m.end(), "DRIVERS_LICENSE")
    for lo, hi in _widened(regions, 6):
        if not _DL_LABEL_WORD.search(text, max(0, lo - 70), hi):
            continue
        hi = min(len(text), hi + 4)  # a licence may end in letters after its last digit (UK: "…CE9CK")
        for m in _DL_VALUE.finditer(text, lo, hi):
            value, start = _dl_value(m.group()), m.start()
            # "DL 988 426 446": the value pattern's letter prefix took the label itself.
            if label_taken := _DL_AS_PREFIX.match(value):
                value, start = value[label_taken.end() :], start + label_taken.end()
            if start in seen or len(digits(value)) < 4 or len(value) > 20 or DATE_SHAPE.fullmatch(value):
                continue  # a date under a licence's label is the next field's value (its caption under it)
            head = text[max(0, start - 70) : start].lower()
            label = None
            for label in _DL_LABEL.finditer(head):  # noqa: B007 (the last label before the value)
                pass
            if label is not None and _DL_FILLER.fullmatch(head[label.end() :]):
                yield Span(start, start + len(value), "DRIVERS_LICENSE")


FINDERS = (
    find_sin,
    find_ssn,
    find_credit_card,
    find_iban,
    find_bank_account,
    find_health_card,
    find_drivers_license,
)
