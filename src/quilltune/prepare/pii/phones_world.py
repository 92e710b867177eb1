"""Phone numbers written in any country's national format, taken where a cue or a column says "phone".

``contact.find_phone`` takes North American numbers on their shape and national numbers of five
countries after a cue. Court files, affidavits and exports carry numbers from everywhere: Singapore's
eight digits, Polish "22 331 09 36", Japanese "03-2191-0032", Nigerian "0703-076-4651". Their shapes
overlap too much with other digit groups to be taken on shape alone, so this finder takes a digit group
only where something names it a phone (a cue word in the document's language, "T:"/"M:" in a signature
block, a verb of calling, a table column headed "phone"/"contact"), and only when the numbering plan of
some country (``phonenumbers``' metadata, not a list of our own) calls it a valid number. ``+``
numbers after such a cue need only be possible numbers: the plan's data lags new mobile ranges.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from itertools import chain

import phonenumbers

from quilltune.prepare.pii.context import (
    DATE_SHAPE,
    REFERENCE_NOUNS,
    REFERENCE_TAIL,
    Regions,
    digits,
    table_cells,
)
from quilltune.prepare.pii.markup_tables import markup_table_cells
from quilltune.prepare.pii.spans import Span

# A national number: an optional bracketed trunk/area code, then 2-5 digit groups with one kind of
# separator per gap. 7-13 digits in all (checked after the match).
_VALUE = re.compile(
    r"(?<![\w+\-/,])(?<!\w\.)(?:"
    # round 27: a subscriber number of seven or eight digits after a trunk-0 area code ("013 2103844", "0153 01754066")
    r"0\d{1,4}[ .]\d{7,8}|"
    r"(?:\+\d{1,3}[ .-]?(?:\(0\)[ .-]?)?)?(?:\(0?\d{1,4}\)[ ]?)?\d{1,6}(?:[ .-]\d{1,6}){0,5})"
    r"(?![\w\-/]|[.,]\d)"
)
# Phone words of the languages legal files are written in, and signature-block letters ("T:", "M:").
# Matched on the lower-cased text just before the value.
_CUE = re.compile(
    r"(?:\b(?:tel|tél|tlf|tlph|ph|phone|telephone|téléphone|telefon|telefone|teléfono|telefono|telf|fax|cell|"
    r"cellphone|mobile|mob|móvil|movil|portable|handy|gsm|whatsapp|landline|contact number|mobilní|callback|"
    r"call-back|телефон|тел|τηλ|τηλέφωνο|"
    # Round 27: the phone's name in Portuguese, Italian, Dutch, German and Scandinavian forms
    r"celular|cellulare|telemóvel|telemovel|telefoonnummer|telefoon|mobiel|mobil|mobilnummer|telefonnummer|"
    r"rufnummer|telefonnr)\b\.?|電話|电话|전화|هاتف|טלפון|फ़ोन|फोन|ফোন|โทร)"
    # "Phone abroad:", "Phone in Canada:", "par téléphone au": a word or two, then the colon or "au".
    r"(?:(?:[ \t]+[a-zà-ÿ]+){0,2}?(?:[ \t]*\([^()\n]{1,30}\))?[ \t]*(?:[:：]|\bau\b|\.{3,}|…+)[ \t]*$"
    r"|[ \t]*(?:\((?:home|work|mobile|cell|office)\)[ \t]*)?(?:no\.?|number|#|nr\.?|n°)?[ \t]*(?:[:：]|\.{3,}|…+)?[ \t]*"
    r"(?:(?:is|was)[ \t]+)?$)"
    # "ALT: 07528 092455", "their number is 024 274 9596"
    r"|\balt(?:ernate)?[ \t]*(?:phone|no\.?|number)?[ \t]*[:.][ \t]*$|\bnumber[ \t]+(?:is|was)[ \t]+$"
    # Round 25: "The best number for Hansen is", "risponde al", "erreichbar unter", "rief von"
    r"|\b(?:best|phone|contact|telephone|mobile|cell|daytime|evening|home|work|callback)[ \t]+number[ \t]+for[ \t]+"
    r"[^\n\d:;]{1,40}?[ \t]+(?:is|was)[ \t]+$"
    r"|\b(?:risponde|raggiungibile|chiamare)[ \t]+al[ \t]+$|\berreichbar[ \t]+unter[ \t]+$|\brief[ \t]+von[ \t]+$"
    # Round 27: "ist unter … erreichbar", "is bereikbaar op", "joignable au", "contactado pelo", "dejó el número"
    r"|\b(?:ist|sind)[ \t]+unter[ \t]+$|\bbereikbaar[ \t]+op[ \t]+$|\bjoignable[ \t]+au[ \t]+$"
    r"|\bcontactad[oa][ \t]+(?:pelo|através[ \t]+do)[ \t]+$"
    r"|\b(?:dej[óo]|dio|deu|deixou)[ \t]+(?:el|o|su|seu)[ \t]+n[úu]mero[ \t]+$"
    # Round 29: "é contactável pelo", "nås på", "se puede localizar a … en el" (and a dot leader after a cue above)
    r"|\bcontact[áa]vel[ \t]+(?:pelo|no|através[ \t]+do)[ \t]+$|\bnås[ \t]+på[ \t]+$"
    r"|\blocalizar[ \t]+a[ \t]+[^\n\d]{1,40}?[ \t]+en[ \t]+el[ \t]+$"
    # "T: … | M: …" in a signature block: one letter and a colon at a line start or after a bar.
    r"|(?:^|[\n|])[ \t]*[tmhwofc][ \t]*[:.][ \t]*$"
    # A verb of calling, up to four words, then "on"/"at": "I telephoned Annelie on", "call me on".
    r"|\b(?:telephoned|phoned|rang|called|call|ring|text|texted|reach|reached|whatsapp|whatsapped|contacted|"
    r"contact|message|sms)(?:[ \t]+(?:[^\s\d.;:]+|(?:mr|ms|mrs|dr|mx)\.)){0,4}[ \t]+(?:on|at)[ \t]*$"
    # "Please ring (01) 318 2611", "call 0412 768 084": the verb, then the number.
    r"|\b(?:ring|call|dial|phone|text|whatsapp)[ \t]+$"
    # "Emergency contact: Name Surname (" : the number in brackets after the contact's name.
    r"|\b(?:contact|next of kin)[ \t]*:[^\n\d:]{2,50}(?:\(|\)[ \t]*)$"
)
_NOT_CUE = re.compile(rf"\b(?:court|account|acct|routing|transit|isbn|{REFERENCE_NOUNS}){REFERENCE_TAIL}")
_COLUMN = re.compile(
    r"\b(?:phone|tel|telephone|mobile|cell|fax|contact|"
    r"téléphone|teléfono|telefono|telefone|telefon|celular|cellulare|telemóvel|mobil|móvil|handy)\b"
)
_COLUMN_HINT = re.compile(
    r"phone|\btel|mobile|\bcell|\bfax|contact|t[ée]l[ée]f|celular|telem|\bmobil|m[óo]vil|handy"
)

# Regions tried for a national number, most frequent in legal files first. Only regions whose numbering
# plan ``phonenumbers`` ships; a number valid in any of them passes.
_REGIONS = (
    "CA", "GB", "AU", "IE", "NZ", "SG", "HK", "IN", "NG", "KE", "ZA", "FR", "DE", "ES", "IT", "PT", "NL",
    "BE", "CH", "AT", "PL", "CZ", "SK", "HU", "RO", "BG", "HR", "RS", "SI", "GR", "TR", "SE", "NO", "DK",
    "FI", "IS", "JP", "CN", "KR", "TW", "MY", "PH", "TH", "VN", "ID", "PK", "BD", "LK", "IL", "AE", "SA",
    "EG", "MA", "GH", "BR", "MX", "AR", "CL", "CO", "PE", "UA", "RU", "US",
)  # fmt: skip


# Toll-free, premium-rate and shared-cost numbers (1-800, 0800, 1300, 0845…) are an organisation's lines:
# no private person is reached on one.
_ORGANISATION_TYPES = frozenset(
    (
        phonenumbers.PhoneNumberType.TOLL_FREE,
        phonenumbers.PhoneNumberType.PREMIUM_RATE,
        phonenumbers.PhoneNumberType.SHARED_COST,
        phonenumbers.PhoneNumberType.UAN,
    )
)


def organisation_line(number: phonenumbers.PhoneNumber) -> bool:
    return phonenumbers.number_type(number) in _ORGANISATION_TYPES


_NANP_SHAPE = re.compile(r"(?:1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-]\d{4}")


@lru_cache(maxsize=4096)
def is_phone(value: str) -> bool:
    """A valid number in some country's plan (``+`` numbers: a possible one)."""
    n = len(digits(value))
    if not 7 <= n <= 15:
        return False
    if value.startswith("+"):
        try:
            number = phonenumbers.parse(value, None)
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_possible_number(number) and not organisation_line(number)
    if _NANP_SHAPE.fullmatch(value):  # "1-866-598-0322", "(416) 555-0187": the North American plan decides
        try:
            number = phonenumbers.parse(value, "CA")
        except phonenumbers.NumberParseException:
            number = None
        if number is not None and phonenumbers.is_valid_number(number):
            return not organisation_line(number)
    # A national number is read in every country's plan: "0800 123 4567" is a free line in most of those
    # where it is valid, "0806 800 7835" a mobile in most (a New Zealand free line in one).
    personal = organisation = 0
    for region in _REGIONS:
        try:
            number = phonenumbers.parse(value, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            if organisation_line(number):
                organisation += 1
            else:
                personal += 1
    # "(09) 001 8023": an area code in brackets is a geographic number's, whatever the plans read.
    return personal > organisation or (value.startswith("(") and personal + organisation > 0)


_EXTENSION = re.compile(r",?[ \t]*(?:ext\.?|extension|x|poste|p\.)[ \t]*\d{1,6}(?!\d)", re.IGNORECASE)


def _dialable_abroad(value: str) -> bool:
    """A ``+`` number after a phone cue, with a country code the plan knows and a plausible length:
    the cue names it a phone even where the plan's data calls the number impossible (new ranges,
    numbers typed from a form)."""
    if not value.startswith("+") or not 8 <= len(digits(value)) <= 15:
        return False
    try:
        return phonenumbers.parse(value, None).country_code in phonenumbers.COUNTRY_CODE_TO_REGION_CODE
    except phonenumbers.NumberParseException:
        return False


def _trimmed(value: str) -> str:
    return value.rstrip(" .-")


# Contact details written as a pair: "meena86@singnet.com.sg / 0429 859 399", "Notices: a@b.net;
# 0161 635 1100", "at (09) 610 5361 or k.ngata@eircom.net". The address beside it names the number.
_EMAIL_BEFORE = re.compile(r"@[\w-]+(?:\.[\w-]+)+[ \t]*[/;,|][ \t]*\Z")
_EMAIL_AFTER = re.compile(r"[ \t]*(?:[/;,|]|or|and)[ \t]*[\w.+-]+@[\w-]+\.")
# Round 25: the number named after it, "gave 011 359 5986 as a daytime number", "… as her contact phone".
_NAMED_AFTER = re.compile(
    r"[ \t]+as[ \t]+(?:a|an|the|his|her|their)[ \t]+(?:(?:daytime|evening|home|work|mobile|cell|contact|callback|"
    r"best|alternate|alternative|emergency|landline|direct)[ \t]+)?(?:number|phone|telephone|contact)\b"
)
# A national number in brackets right after a name: "Salvatore Colombo (0447 953 161)".
_NAME_BRACKET = re.compile(r"[A-Z][\w'’.-]+[ \t]*\(\Z")


def _beside_contact(text: str, start: int, end: int, value: str) -> bool:
    if _EMAIL_BEFORE.search(text, max(0, start - 60), start) or _EMAIL_AFTER.match(text, end):
        return True
    return (
        value[:1] == "0"
        and text[end : end + 1] == ")"
        and _NAME_BRACKET.search(text, max(0, start - 40), start) is not None
    )


def find_cued_phone(text: str, regions: Regions) -> Iterator[Span]:
    """Numbers that a cue just before names as a phone, in any country's national format."""
    for lo, hi in regions:
        # A window is its digit run widened by 6 characters: under 13, the run holds fewer than 7
        # digits and no phone number (one integer test skips most of a statute's section numbers); a
        # window cut by the text's edge is read anyway.
        if hi - lo < 13 and 0 < lo and hi < len(text):
            continue
        for m in _VALUE.finditer(text, max(0, lo - 2), hi):
            value = _trimmed(m.group())
            if len(digits(value)) < 7 or DATE_SHAPE.fullmatch(value):
                continue
            head = text[max(0, m.start() - 70) : m.start()].lower()
            end = m.start() + len(value)
            if not (
                _CUE.search(head)
                or _beside_contact(text, m.start(), end, value)
                or _NAMED_AFTER.match(text, end)
            ):
                continue
            if _NOT_CUE.search(head[-25:]):
                continue
            if is_phone(value) or _dialable_abroad(value):
                ext = _EXTENSION.match(text, m.start() + len(value))
                yield Span(m.start(), ext.end() if ext else m.start() + len(value), "PHONE")


def find_table_phones(text: str, regions: Regions) -> Iterator[Span]:
    """A table column headed phone/tel/mobile/contact: its cells that are phone numbers (a contact
    column also holds e-mails, which the e-mail finder takes)."""
    if not regions:
        return
    is_phone_column = lambda c: bool(_COLUMN.search(c.lower().replace("_", " ")))  # noqa: E731
    cells = table_cells(text, _COLUMN_HINT, is_phone_column, boxed=True)
    for _, start, end in chain(cells, markup_table_cells(text, is_phone_column)):
        value = text[start:end]
        if _VALUE.fullmatch(value) and is_phone(value):
            yield Span(start, end, "PHONE")


# Round 13: an organisation's number by its label ("Sheriff's office: …", "Registry: …") or by the block it
# closes: a "Tel:" line right under a line that names a firm, a hospital or a university.
_OFFICE_LABEL = re.compile(
    r"(?:office|registry|reception|switchboard|main[ \t]+line|front[ \t]+desk|general[ \t]+inquiries|"
    r"help[ \t]?line|hotline|help[ \t]?desk)[ \t]*(?:[:.]|no\.?|number)?[ \t]*\Z",
    re.IGNORECASE,
)
_TEL_LABEL = re.compile(r"(?:tel|telephone|phone|ph|t)\.?[ \t]*:?[ \t]*\Z", re.IGNORECASE)
_BODY_LINE = re.compile(
    r"(?:LLP|LLC|L\.L\.P\.|Inc\.?|Ltd\.?|Limited|Corp\.?|Corporation|Company|Bank|N\.A\.|Hospital|University|"
    r"College|Clinic|Court|Tribunal|Board|Commission|Ministry|Department|Agency|Services|Centre|Center|Council|"
    r"Authority|Registry|Society|Association|Foundation)[ \t]*\Z"
)


# Round 17: the UK's 03 numbers (public bodies and charities, charged as a landline) and 0800/0808
# freephone numbers: an organisation's line, never a person's.
_UK_NON_GEOGRAPHIC = re.compile(
    r"(?:\+44[ \t.-]?(?:\(0\)[ \t]?)?|0)(?:3[0-7]\d|80[08])[ \t.-]?\d{3}[ \t.-]?\d{4}(?!\d)"
)


def institutional_phone(text: str, start: int) -> bool:
    """A phone number an organisation answers: its label names an office, or it is the "Tel:" line of
    a block headed by an organisation's name (a service list's or a letterhead's)."""
    line = text.rfind("\n", 0, start) + 1
    head = text[line:start]
    if _OFFICE_LABEL.search(head) or _UK_NON_GEOGRAPHIC.match(text, start):
        return True
    if not _TEL_LABEL.fullmatch(head.strip()) and head.strip():
        return False
    # The block's first line names the body ("\n\nSimon Fraser University\nTel: …"); a person's signature
    # has the person's name above the firm ("Orla Keating\nSolicitor | Keating Byrne LLP\nT: …").
    rows = text[max(0, line - 240) : max(0, line - 1)].split("\n")[-3:]
    for i in (len(rows) - 1, len(rows) - 2):
        previous = rows[i - 1] if i > 0 else ""
        if i >= 0 and _BODY_LINE.search(rows[i].strip()) and not previous.strip():
            return True
    return False


FINDERS = (find_cued_phone, find_table_phones)
