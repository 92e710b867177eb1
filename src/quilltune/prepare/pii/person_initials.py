"""PERSON rule for a private person's bare initials where a form asks for a person: "Taken by: A.V.",
"Approved: R.F. ____", "Signed: ______  M.H.  Date: …". Initials alone elsewhere stay unredacted
("J.A." after a judge, "U.S.", "P.S."): only the field says they stand for someone."""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import lines_holding as _lines_holding
from quilltune.prepare.pii.spans import Span

_SIGN_FIELD = (
    r"(?i:taken[ \t]+by|approved(?:[ \t]+by)?|signed(?:[ \t]+by)?|initials?|initial(?:l)?ed(?:[ \t]+by)?|"
    r"reviewed[ \t]+by|checked[ \t]+by|entered[ \t]+by|received[ \t]+by|recorded[ \t]+by|witnessed[ \t]+by|"
    r"prepared[ \t]+by|verified[ \t]+by|authori[sz]ed[ \t]+by)"
)
_INITIALS_IN_FIELD = re.compile(
    rf"\b{_SIGN_FIELD}[ \t]*:[ \t]*(?:_{{2,}}[ \t]*)?((?:[A-Z]\.[ \t]?){{2,3}})(?=[ \t]*(?:$|_|,|;|\||\t|[ \t]{{2,}}))",
    re.MULTILINE,
)
# The fields' words as the lower-cased text spells them: the pattern runs on their lines only.
_FIELD_WORDS = (
    "taken by", "approved", "signed", "initial", "reviewed by", "checked by", "entered by", "received by",
    "recorded by", "witnessed by", "prepared by", "verified by", "authorized by", "authorised by",
)  # fmt: skip
# Initials that abbreviate a place, a time, a title or a note, not a person.
_NOT_A_PERSON = frozenset(
    "U.S. U.K. U.N. E.U. N.B. P.S. A.M. P.M. Q.C. K.C. J.A. C.J. J.J. B.C. N.S. N.Y. D.C. P.E.I. N.W.T. "
    "M.D. R.N. J.P. L.L.P. S.A. N.A. N.Z. P.O. I.D. O.K.".split()
)


def initials_names(text: str) -> list[Span]:
    lines = _lines_holding(text, _FIELD_WORDS)
    out = []
    for m in (m for start, end in lines for m in _INITIALS_IN_FIELD.finditer(text, start, end)):
        value = m.group(1).rstrip()
        if value.replace(" ", "") not in _NOT_A_PERSON:
            out.append(Span(m.start(1), m.start(1) + len(value), "PERSON"))
    return out
