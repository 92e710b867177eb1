"""Version strings shaped like IPv4 addresses ("4.18.2.1", "firmware 2.4.11.0", "setup-5.2.0.1.exe").

Every part of a four-part version number often fits an octet, so the address's own validity cannot
tell them apart: the words around it do. Read only for the rare dotted quads the IP finder matched,
so none of these patterns runs over a whole text.

Order of the evidence (the first that speaks decides):
1. glued to a file or product name ("setup-4.18.2.1.exe", "LegalDocs/4.18.2.1"): a version;
2. a version word right before it ("version", "release", "upgraded to", ``contact._VERSION_CUE``),
   checked by the caller;
3. an address word right before it ("IP address", "from", "host", "src="): an address;
4. a version word earlier in the same clause ("updated the app to", "tested the app at ver"), or a
   version word right after it ("4.18.2.1 (x64)", "and later"): a version;
5. a capitalised product name right before it ("Portal 4.18.2.1", "iOS 17.1.2.1"): a version;
6. every part from 1 to 99 and a provision's lead word right before it ("see", "subject to",
   "under") or another provision reference in its clause ("s. 26(4)(b) and 12.3.7.4"): a provision
   number of a contract or a standard (eighth round);
7. no address word before it nor an address key on its line ("SubmitterIP:", ``ip="``, "logged in"),
   and its first three parts at most 20 ("3.12.4.2", "10.4.2.118"): a version or a document's own
   number (fifteenth round: "re 5.4.1.201", "Producer: 2.8.17.4"). Addresses people are traced by
   spread their first three octets widely.
Otherwise it is an address.
"""

from __future__ import annotations

import re

# A file or product name glued on the left ("setup-", "quill-sync-", "LegalDocs/", "agent_"), not a
# URL's "//" nor a key ("ip=").
_GLUED_BEFORE = re.compile(r"[A-Za-z][\w.]*[-_/]\Z")
# A file extension or a pre-release tag glued on the right (".exe", ".tar.gz", "-beta", "_x64").
_GLUED_AFTER = re.compile(r"(?:\.[A-Za-z]|[-_][A-Za-z])")
_ADDRESS_BEFORE = re.compile(
    r"(?:\bip(?:v4)?(?:[ \t]+address(?:es)?)?|\baddress(?:es)?|\baddr|\bsrc|\bdst|\bsource|\bdestination|"
    r"\bhost(?:name)?|\bfrom|\bserver|\brouter|\bgateway|\bproxy|\bvpn|\bsubnet|\bpeer|\bremote|\bendpoint|"
    r"\bping(?:ed)?|\bwhois|\bresolv\w*[ \t]+to|\btraced[ \t]+to|\bassigned)"
    r"(?:[ \t]*(?:\(|\[|[:=#]|\bis\b|\bwas\b|\bof\b|\bat\b|\bon\b|\bto\b)){0,2}[ \t]*\Z"
)
# Words of software releases, read back to the start of the clause ("The kiosk's firmware was
# updated to", "after upgrading to", "rolling back to", "Changelog:\n* ").
_VERSION_WORD = re.compile(
    r"\b(?:versions?|ver|v\.|releases?|released|build|builds|firmware|software|updat\w*|upgrad\w*|downgrad\w*|"
    r"patch\w*|hotfix\w*|install\w*|deploy\w*|roll(?:ed|ing|s|back|out)?|revision|rev\.?|changelog|driver|"
    r"bios|sdk|kernel|agent|app|apps|package|library)\b"
)
_CLAUSE_END = re.compile(r"[.!?][ \t]+(?=[A-Z])|\n[ \t]*\n")
_VERSION_AFTER = re.compile(
    r"[ \t]*\(?(?:build|release|update|hotfix|patch|x64|x86|arm64|64-bit|32-bit|beta|alpha|rc\d*|lts|"
    r"and[ \t]+later|or[ \t]+later|or[ \t]+higher|and[ \t]+above|or[ \t]+newer)\b",
    re.IGNORECASE,
)
# A product name right before it: one capitalised or mixed-case word ("Portal", "iOS", "WinZip").
_PRODUCT_BEFORE = re.compile(r"(?<![\w.])([A-Za-z][a-z]*[A-Z][\w+]*|[A-Z][\w+]*)[ \t]\Z")
_CLAUSE_WIDTH = 80


def glued_to_a_name(text: str, start: int, end: int) -> bool:
    """Evidence 1: the dotted quad is part of a file or product name."""
    return (
        bool(_GLUED_BEFORE.search(text, max(0, start - 30), start) or _GLUED_AFTER.match(text, end))
        and not text[max(0, start - 2) : start] == "//"
    )


def after_address_word(head: str) -> bool:
    """Evidence 3, on the lower-cased text right before the value."""
    return _ADDRESS_BEFORE.search(head) is not None


def version_in_clause(text: str, start: int, end: int) -> bool:
    """Evidence 4 and 5: a version word in the clause before or right after, or a product name."""
    lo = max(0, start - _CLAUSE_WIDTH)
    clause_start = lo
    for m in _CLAUSE_END.finditer(text, lo, start):
        clause_start = m.end()
    if _VERSION_WORD.search(text[clause_start:start].lower()):
        return True
    if _VERSION_AFTER.match(text, end):
        return True
    product = _PRODUCT_BEFORE.search(text, max(0, start - 30), start)
    return product is not None and not after_address_word(product.group(1).lower() + " ")


# Evidence 6. Provision numbers count from 1 and stay small; addresses in legal text are mostly
# documentation ranges (203.0.113.x) or private ones with a 0 or a part over 99 (10.0.0.5, 192.168.1.4).
_PROVISION_LEAD = re.compile(
    r"(?:\bsee|\bcf\.?|\bsubject[ \t]+to|\bunder|\bpursuant[ \t]+to|\bin[ \t]+accordance[ \t]+with|"
    r"\bper|\bby|\bin|\bwith|\bto|\band|\bor|\bthrough|\bfollowing)[ \t(]*\Z"
)
_PROVISION_NEAR = re.compile(
    r"\b(?:ss?\.|sections?|clauses?|para(?:graph)?s?\.?|arts?\.|articles?|rules?|items?|schedules?|"
    r"regulations?|subsections?|appendix|annex)[ \t]*\d|\d\([a-z0-9]{1,4}\)"
)


def provision_number(text: str, start: int, end: int, head: str) -> bool:
    """Evidence 6 (module docstring), ``head`` the lower-cased text right before the value."""
    parts = text[start:end].split(".")
    if not all(p.isdigit() and 0 < int(p) < 100 and p[0] != "0" for p in parts):
        return False
    lead = _PROVISION_LEAD.search(head)
    if lead and lead.group().strip(" \t(") in ("see", "cf", "cf.", "subject to", "under", "pursuant to"):
        return True
    clause = text[max(0, start - _CLAUSE_WIDTH) : min(len(text), end + _CLAUSE_WIDTH)].lower()
    return lead is not None and _PROVISION_NEAR.search(clause) is not None


# Evidence 7: an address key or an access word anywhere on the line before the value.
_ADDRESS_ON_LINE = re.compile(
    r"IP(?:v[46])?(?![a-z])|(?<![A-Za-z])ip(?:v[46])?(?![a-z])|(?i:\b(?:subscriber|originat\w*|logged|"
    r"log[ \t]?in|signed[ \t]+in|sign[ \t]?in|connect\w*|access\w*|address\w*|received)\b)"
)


def address_on_line(text: str, start: int) -> bool:
    """An address key or access word earlier on the value's line (evidence 7 and cued IPv6)."""
    line_start = text.rfind("\n", 0, start) + 1
    return _ADDRESS_ON_LINE.search(text, line_start, start) is not None


def uncued_version_shape(text: str, start: int, end: int, head: str) -> bool:
    """Evidence 7 (module docstring), ``head`` the lower-cased text right before the value."""
    parts = [int(p) for p in text[start:end].split(".")]
    if not all(p <= 20 for p in parts[:3]):
        return False
    return not after_address_word(head) and not address_on_line(text, start)
