"""Contact data: e-mail addresses, phone numbers, IP addresses, and URLs that carry personal data."""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from collections.abc import Iterable, Iterator
from functools import lru_cache

import phonenumbers

from quilltune.prepare.pii import versions
from quilltune.prepare.pii.context import REFERENCE_NOUNS, REFERENCE_TAIL, Regions, before
from quilltune.prepare.pii.emails_written import find_written_email
from quilltune.prepare.pii.person_words import name_gazetteer
from quilltune.prepare.pii.phones_world import organisation_line
from quilltune.prepare.pii.spans import Span

# Letters of any script (round 21): internationalised addresses ("jürgen@exämple.de", "李明@例子.中国").
_EMAIL = re.compile(
    r"(?<![\w.+-])[^\W_](?:[\w.%+-]*[\w%+-])?@"
    r"[^\W_](?:[\w-]*[^\W_])?(?:\.[\w-]+)*\.[^\W\d_]{2,24}\b"
)

# North American numbers with separators, or international numbers written with a leading +.
# Round 29: a dot leader may come before ("Telephone.......709-265-0526"), not a decimal's point.
_PHONE = re.compile(
    r"(?<![\w+\-/])(?<!\w\.)(?:"
    r"(?:\+?1[ .-]?)?(?:\(\d{3}\)\s?|\d{3}[ .-])\d{3}[ .-]\d{4}"
    r"|\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,5}"
    r")(?![\w\-/]|\.\d)"
)
_PHONE_CUE = re.compile(r"\b(?:tel|phone|telephone|fax|cell|mobile|call|contact|tél)\b|\bfrom:")
# A national number with its trunk 0, as the UK, Ireland, Australia and New Zealand write them
# ("020 7946 0958", "(02) 5550 1234", "0491 570 156"): taken only after a phone cue, and only when
# the numbering plan of one of those countries says it is a valid number.
_NATIONAL_PHONE = re.compile(
    r"(?<![\w+\-/])(?<!\w\.)(?:(?:\(0\d{1,4}\)[ ]?|0\d{1,4}[ -])\d{3,4}[ -]?\d{3,4}|[2-9]\d{9})(?![\w\-/]|\.\d)"
)
_NATIONAL_CUE = re.compile(
    r"\b(?:tel|phone|telephone|ph|fax|cell|mobile|mob|call|contact|landline|tél)\b\.?[\"']?[ \t:=]*[\"']?$"
    # Round 14: "her # is 012-628 9917", "not be contacted at home (0803 194 0406)".
    r"|\b(?:my|his|her|their|your|our)[ \t]+(?:#|number|no\.?|cell|mobile)[ \t]+(?:is[ \t]+)?$"
    r"|\bat[ \t]+(?:home|work)[ \t]*\($"
    # Round 13: "or by phone at 07852 462495", a voicemail's "From: 0480 543 840".
    r"|\b(?:phone|call|text|reach)(?:[ \t]+(?:me|us|him|her|them))?[ \t]+(?:at|on)[ \t]*$|(?:^|\n)from:[ \t]*$"
)
# "please call Samira Haddadin on 0491 570 877": the cue, a name, then "on"/"at".
_CALL_PERSON_ON = re.compile(
    r"\b(?:call|phone|ring|text|reach|contact)[ \t]+[^.\n\d]{2,40}[ \t](?:on|at)[ \t]*$"
)
# CA: ten digits without separators, after the cue. Round 14: the plans of the Commonwealth countries whose
# numbers Canadian files quote (Nigeria, Ghana, South Africa, Kenya, Malaysia, India, the Philippines).
_NATIONAL_REGIONS = ("GB", "AU", "IE", "NZ", "CA", "NG", "GH", "ZA", "KE", "MY", "IN", "PH")
_NOT_PHONE_CUE = re.compile(
    # "no." names a reference, unless a phone's word comes first ("Contact no.", "Tel. no.", "Mobile no.")
    rf"\b(?:court|account|routing|transit|isbn|(?<!contact )(?<!phone )(?<!tel\. )(?<!tel )(?<!mobile )(?<!cell )"
    rf"(?<!telephone )(?<!fax )no\.|{REFERENCE_NOUNS}){REFERENCE_TAIL}"
)

_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>\"'\]\)]+", re.IGNORECASE)
_PROFILE_HOSTS = re.compile(
    r"(?:linkedin\.com/in/|facebook\.com/(?!legal|policies|help)|(?:^|[/.])x\.com/|twitter\.com/|"
    r"instagram\.com/|tiktok\.com/@|/~[a-z]|(?:github|gitlab)\.com/[\w-]{2,}/?$|"
    # A handle in the path ("medium.com/@jane.doe", Mastodon, YouTube) or a personal page service.
    r"/@[\w.-]{2,}|about\.me/[\w.-]{2,}|linktr\.ee/[\w.-]{2,}|[\w-]+\.(?:wordpress\.com|blogspot\.[a-z.]+|substack\.com)|"
    # A directory of people: the next path segment is a person ("/people/jane-doe", "/users/jdoe").
    r"/(?:people|person|staff|team|lawyers?|attorneys?|profiles?|users?|u|members?|authors?|bio|employees?|"
    r"directory|our-team|avocats?|equipe|patients?|clients?|agents?|realtors?|brokers?|doctors?|physicians?|"
    r"students?|tenants?|candidates?|applicants?|employes?|membres?)/[\w.%@+-]{3,}"
    # A person's CV or résumé as a file: "/files/CV_Jane_Doe.pdf", "resume-jane-doe.docx".
    r"|/(?:cv|resume|curriculum)[-_][a-z]{2,}[-_][a-z]{2,}[\w-]*\.(?:pdf|docx?|html?)(?:$|[?#])"
    # A person's own files and appeals: a shared folder or photo, a short link to one, a fundraiser.
    r"|dropbox\.com/(?:s|scl|sh)/|drive\.google\.com/(?:file|open|drive/folders)|docs\.google\.com/\w+/d/|"
    r"onedrive\.live\.com/|1drv\.ms/|imgur\.com/(?:a|gallery)/|i\.imgur\.com/|photos\.app\.goo\.gl/|"
    r"icloud\.com/(?:photos|iclouddrive|share)|we\.tl/|wetransfer\.com/downloads/|box\.com/s/|"
    r"(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|ow\.ly)/\w{4,}|gofundme\.com/f/|paypal\.me/|venmo\.com/)",  # not github.com/<x>: as often a product page as a person
    re.IGNORECASE,
)
_PERSONAL_QUERY = re.compile(
    r"[?&](?:name|first_?name|last_?name|full_?name|email|e-mail|phone|tel|ssn|sin|dob|"
    r"birth_?date|user(?:name)?|patient(?:_?id)?|client(?:_?id)?|account|address)=[^&#]+",
    re.IGNORECASE,
)
_EMAIL_IN_URL = re.compile(r"[\w.+-]+(?:@|%40)[\w-]+\.[\w.]+")

_IPV4 = re.compile(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)")
_IPV6_HINT = re.compile(r"[0-9A-Fa-f]:[0-9A-Fa-f]{0,4}:")
_IPV6 = re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])")
_VERSION_CUE = re.compile(
    r"(?:(?:version|ver\.|release|build|firmware|software|update|patch|upgrade|upgraded|driver|bios|sdk|"
    r"package|library)(?:[ \t]+(?:is|was|number|no\.?|of|at|to|from|on|with|v\.?))*[ \t:#]*$)|"
    r"(?:version|ver\.|\bv|release|build|section|s\.|art\.|article|rule|item|regulation|reg\.|paragraph|"
    r"clause|chapter|part|schedule|annex|appendix|table|figure|note)\s*$|"
    # key=value in logs and manifests: "ver=4.12.2.9", "version: 4.18.2.1", "build=6.2.9200.1"
    r"(?:\bver|\bversion|\bv|\bbuild|\brelease|\bfirmware|\bfw|\bsw)[ \t]*[=:][ \t]*$"
)


# Role mailboxes (RFC 2142's and the ones courts, tribunals and companies publish): a function's
# address, not a person's, when the domain is the organisation's own. At a webmail provider the same
# local part is somebody's private address ("legal@rediffmail.com").
_ROLE_MAILBOXES = frozenset(
    """info information support help helpdesk contact contactus enquiries enquiry inquiries inquiry admin
    office reception registry registrar clerk greffe greffier filing filings efiling civilfiling
    criminalfiling courtfiling notices service services customerservice customercare privacy legal hr
    humanresources careers jobs recruiting records claims compliance billing accounts accounting
    payments payroll sales media press communications webmaster postmaster hostmaster abuse security
    noreply no-reply donotreply do-not-reply mailroom secretariat general ombudsman complaints
    appeals tribunal courts court intake registry enquiries submissions correspondence
    collections scheduling schedule bookings booking appointments calendar dispatch frontdesk reservations
    orders returns shipping operations ops team hello boardoffice management leasing rentals
    tenants residents members membership benefits pension trustees estates probate insolvency bankruptcy
    conveyancing closings litigation docketing docket mediation arbitration opposition disputes consumer
    consumers objections licensing permits inquiries investigations""".split()
)
_WEBMAIL = re.compile(
    r"@(?:g(?:oogle)?mail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mac|proton(?:mail)?|pm|gmx|"
    r"mail|email|yandex|rediffmail|zoho|fastmail|tutanota|hushmail|comcast|rogers|videotron|shaw|"
    r"sympatico|telus|bell|cogeco|eastlink|sasktel|btinternet|sky|virginmedia|talktalk|xtra|bigpond|"
    r"optusnet|qq|163|126|naver|daum|hanmail|web|t-online|orange|free|laposte|libero|virgilio|"
    r"seznam|wp|o2|interia|mail\.ru|inbox|ukr|abv|rambler|sbcglobal|att|verizon|cox|charter|"
    r"earthlink|juno|optonline|frontier|windstream)\.",
    re.IGNORECASE,
)


def role_mailbox(address: str) -> bool:
    """``registry@ontariocourts.ca``, ``hr@northwind.com``: an organisation's function, no person."""
    local = address.split("@", 1)[0].lower()
    if _WEBMAIL.search(address) is not None:
        return False
    # Round 13: a function joined to a place or a unit ("civil.registry@", "greffe.montreal@", "intake@").
    # Round 14: a unit's desk or office ("boardoffice@", "claimsdesk@").
    return (
        local in _ROLE_MAILBOXES
        or any(part in _ROLE_MAILBOXES for part in re.split(r"[._-]", local))
        or local.endswith(("office", "desk", "team"))
    )


def find_email(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if "@" not in text:
        return
    for m in _EMAIL.finditer(text):
        if not role_mailbox(m.group()):
            yield Span(m.start(), m.end(), "EMAIL")


def _in_number_row(text: str, m: re.Match[str]) -> bool:
    """ "831 998 1164 1330": a row of a statute's table, not a phone number (no cue says so)."""
    return bool(
        re.match(r"[ \t]+\d", text[m.end() : m.end() + 3])
        or re.search(r"\d[ \t]+$", text[max(0, m.start() - 3) : m.start()])
    )


# "+234 80208 5895", "+356 79463 6136": a "+", a country's calling code and digit groups set apart as
# people write phone numbers, even where a digit too many or too few (a typo, a form's truncation) makes
# the plan reject it. Nothing else in legal text is written that way.
_GROUPED_INTERNATIONAL = re.compile(r"\+\d{1,3}(?:[ .-]\d{2,5}){2,4}")


def _grouped_international(value: str, number: phonenumbers.PhoneNumber) -> bool:
    national = len(str(number.national_number))
    return (
        _GROUPED_INTERNATIONAL.fullmatch(value) is not None
        and phonenumbers.region_code_for_country_code(number.country_code) != "ZZ"
        and 6 <= national <= 12
    )


def find_phone(text: str, regions: Regions) -> Iterator[Span]:
    for m in (m for lo, hi in regions for m in _PHONE.finditer(text, lo, hi)):
        value = m.group()
        # "(+356 5216 4539)": the bracket that closes around a number is not part of it.
        while value.endswith(")") and value.count(")") > value.count("("):
            value = value[:-1].rstrip()
        end = m.start() + len(value)
        if _NOT_PHONE_CUE.search(before(text, m.start(), 25)):
            continue
        try:
            number = phonenumbers.parse(value, "CA")
        except phonenumbers.NumberParseException:
            continue
        # A "+" number after a phone cue whose exchange the plan's data does not list ("+1 246 766 0889").
        cued_plus = value.startswith("+") and _PHONE_CUE.search(before(text, m.start(), 40)) is not None
        valid = (
            phonenumbers.is_valid_number(number)
            or (cued_plus and phonenumbers.is_possible_number(number))
            or _grouped_international(value, number)
        )
        if not valid or organisation_line(number):
            continue
        # International numbers without a +1 are easy to confuse with other digit runs.
        if value.startswith("+") or "(" in value or _PHONE_CUE.search(before(text, m.start(), 40)):
            yield Span(m.start(), end, "PHONE")
        elif re.fullmatch(r"(?:\+?1[ .-]?)?\d{3}([ .-])\d{3}\1\d{4}", value) and not _in_number_row(text, m):
            yield Span(m.start(), end, "PHONE")
    for m in (m for lo, hi in regions for m in _NATIONAL_PHONE.finditer(text, max(0, lo - 1), hi)):
        head = before(text, m.start(), 60)
        if not (_NATIONAL_CUE.search(head[-25:]) or _CALL_PERSON_ON.search(head)):
            continue
        if any(_valid_in(m.group(), region) for region in _NATIONAL_REGIONS) and not any(
            organisation_line(n) for n in _parsed(m.group())
        ):
            yield Span(m.start(), m.end(), "PHONE")


def _parsed(value: str) -> list[phonenumbers.PhoneNumber]:
    out = []
    for region in _NATIONAL_REGIONS:
        try:
            out.append(phonenumbers.parse(value, region))
        except phonenumbers.NumberParseException:
            continue
    return out


def _valid_in(value: str, region: str) -> bool:
    try:
        number = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return False
    if region == "CA" and value.startswith("0"):
        return False
    # The UK's mobile range kept for drama (07700 900xxx) is possible but not "valid" in the plan's data.
    mobile_uk = region == "GB" and value.startswith("07") and phonenumbers.is_possible_number(number)
    return phonenumbers.is_valid_number(number) or mobile_uk


def _url_is_personal(url: str) -> bool:
    return bool(_PROFILE_HOSTS.search(url) or _PERSONAL_QUERY.search(url) or _EMAIL_IN_URL.search(url))


@lru_cache(maxsize=1)
def _folded_names() -> tuple[frozenset[str], frozenset[str]]:
    given, surnames = name_gazetteer()
    fold = {n: _fold(n) for n in given | surnames}
    return (
        frozenset(f for n in given if len(f := fold[n]) >= 3),
        frozenset(f for n in surnames if len(f := fold[n]) >= 3),
    )


_HOST = re.compile(
    r"^(?:https?://)?(?:www\d?\.)?([a-z0-9-]+)\.(?:com|ca|net|org|me|info|name|io|co|uk|fr|de|es|it|nl|pl|eu|us|blog|law|page|site)(?:[/:?#]|$)"
)


def _host_is_a_name(url: str) -> bool:
    """The site is named after a person: a known given name and a known surname make up its host
    ("enzo-villegas.ca", "estervieira.com"), a signal from the name lists Faker ships."""
    m = _HOST.match(url.lower())
    if not m:
        return False
    label = m.group(1)
    given, surnames = _folded_names()
    parts = label.split("-")
    if len(parts) == 2:
        return parts[0] in given and parts[1] in surnames
    if len(parts) == 1 and len(label) <= 24:
        return any(label[:i] in given and label[i:] in surnames for i in range(3, len(label) - 2))
    return False


# Round 13: a social profile written without its scheme ("instagram.com/rajesh_agarwal").
_BARE_PROFILE = re.compile(
    r"(?<![\w@/.-])(?<!https:)(?<!http:)(?:www\.)?(?:instagram|facebook|twitter|x|tiktok|linkedin|threads)\.(?:com|net)/[\w.@/-]+",
    re.IGNORECASE,
)
# "Personal website: https://github.com/odvorak": the label says whose page it is.
_PERSONAL_PAGE_CUE = re.compile(
    r"\b(?:personal|own|my|his|her|their)[ \t]+(?:web[ \t]?site|site|page|blog|home[ \t]?page|profile|portfolio)"
    r"[ \t]*(?:is[ \t]+(?:at[ \t]+)?|at[ \t]+|:[ \t]*)$",
    re.IGNORECASE,
)


def find_url(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if "http" not in text and "www." not in text and "WWW." not in text and ".com/" not in text:
        return
    taken = []
    for m in _URL.finditer(text):
        url = m.group().rstrip(".,;:!?")
        taken.append((m.start(), m.end()))
        if (
            _url_is_personal(url)
            or _host_is_a_name(url)
            or _PERSONAL_PAGE_CUE.search(text, max(0, m.start() - 40), m.start())
        ):
            yield Span(m.start(), m.start() + len(url), "URL")
    if ".com/" not in text:
        return
    for m in _BARE_PROFILE.finditer(text):
        url = m.group().rstrip(".,;:!?")
        if not any(a <= m.start() < b for a, b in taken) and _url_is_personal(url):
            yield Span(m.start(), m.start() + len(url), "URL")


def find_ip(text: str, regions: Regions) -> Iterator[Span]:
    for m in (m for lo, hi in regions for m in _IPV4.finditer(text, lo, hi)):
        head = before(text, m.start(), 28)
        if _VERSION_CUE.search(head) or versions.glued_to_a_name(text, m.start(), m.end()):
            continue
        try:
            ipaddress.IPv4Address(m.group())
        except ValueError:
            continue
        # An address word right before outweighs a version word earlier in the clause ("the router
        # at 10.0.0.1 was upgraded" keeps its address; "updated the app to 4.18.2.1" is a version).
        if not versions.after_address_word(head) and (
            versions.version_in_clause(text, m.start(), m.end())
            or versions.provision_number(text, m.start(), m.end(), head)
            or versions.uncued_version_shape(text, m.start(), m.end(), head)
        ):
            continue
        yield Span(m.start(), m.end(), "IP_ADDRESS")
    if _IPV6_HINT.search(text) is None:
        return
    for m in _IPV6.finditer(text):
        value = m.group()
        if value.count(":") < 2 or sum(c not in ":" for c in value) < 3:
            continue
        if _valid_ipv6(value) or _cued_hex_groups(text, m.start(), value):
            yield Span(m.start(), m.end(), "IP_ADDRESS")


def _valid_ipv6(value: str) -> bool:
    try:
        ipaddress.IPv6Address(value)
    except ValueError:
        return False
    return True


def _cued_hex_groups(text: str, start: int, value: str) -> bool:
    """Six or seven full groups with no "::", cut short by a form or a log, after an address key."""
    groups = value.split(":")
    return (
        6 <= len(groups) <= 7
        and all(1 <= len(g) <= 4 for g in groups)
        and any(c.isalpha() for c in value)
        and versions.address_on_line(text, start)
    )


def _fold(value: str) -> str:
    ascii_only = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z]", "", ascii_only)


def find_named_urls(text: str, names: Iterable[str]) -> Iterator[Span]:
    """URLs that carry the name of a person found in the same document: "https://janedoe.ca",
    "www.jane-doe.com/about", "smithj.wordpress.com". A site named after its owner identifies
    them as surely as a profile page."""
    if "http" not in text and "www." not in text and "WWW." not in text:
        return
    keys = []
    # An e-mail address's local part names its owner as surely ("jane.doe@…" beside "jane-doe.ca").
    locals_ = {m.group(1) for m in re.finditer(r"([A-Za-z]{2,}[._-][A-Za-z]{2,})@", text)}
    names = [*names, *(re.sub(r"[._-]", " ", v) for v in locals_)]
    for name in names:
        words = [_fold(w) for w in name.split()]
        words = [w for w in words if len(w) >= 2]
        if len(words) >= 2 and len(words[-1]) >= 3:
            keys.append((words[0], words[-1]))
    if not keys:
        return
    for m in _URL.finditer(text):
        url = m.group().rstrip(".,;:!?")
        if _url_is_personal(url):
            continue
        folded = _fold(url)
        if any(
            surname in folded and (given in folded or given[0] + surname in folded) for given, surname in keys
        ):
            yield Span(m.start(), m.start() + len(url), "URL")


FINDERS = (find_email, find_written_email, find_phone, find_url, find_ip)
