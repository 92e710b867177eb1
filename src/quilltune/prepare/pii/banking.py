"""Canadian bank accounts written the way banks print them.

``numbers.find_bank_account`` takes a value after an "account" label. Payment instructions also
name accounts without that label: transit, institution and account number in one group
("76431-016-8595460845", or institution first: "010-94123-8354895713"), after any word of paying or
banking ("pre-authorized debit from", "wire to", "direct deposit to"). A US routing number alone is
not taken: it names a bank branch, not a person (``tests/pii/cases.jsonl`` keeps it as a decoy).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import REFERENCE_NOUNS, REFERENCE_TAIL, Regions, before
from quilltune.prepare.pii.spans import Span

# Transit (5) - institution (3) - account (7-12), or institution - transit - account; one separator.
_TRANSIT_GROUP = re.compile(
    r"(?<![\w.,/-])(?:\d{5}([ -])\d{3}|\d{3}([ -])\d{5})(?(1)\1|\2)\d{7,12}(?![\w/-]|[.,]\d)"
)
_PAYING_CUE = re.compile(
    r"bank|account|acct|deposit|debit|wire|transfer|chequ|check|saving|transit|institution|payable|remit|"
    r"\bpay|payment|compte|dépôt|virement|prélèvement|banque|\beft\b"
)
_NOT_ACCOUNT = re.compile(rf"\b(?:{REFERENCE_NOUNS}|court|docket){REFERENCE_TAIL}")


def find_transit_account(text: str, regions: Regions) -> Iterator[Span]:
    for lo, hi in regions:
        for m in _TRANSIT_GROUP.finditer(text, max(0, lo - 1), hi):
            head = before(text, m.start(), 80)
            if _PAYING_CUE.search(head) and not _NOT_ACCOUNT.search(head[-30:]):
                yield Span(m.start(), m.end(), "BANK_ACCOUNT")


FINDERS = (find_transit_account,)
