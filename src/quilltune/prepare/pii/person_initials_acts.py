"""Initials that act in a record (round 17): "PROPERTY BAG SEALED BY L.C.", "DRIVER S.H. ROUTE …",
"note from L.S.:". Two or three capitals, each with its full stop, after a word of acting or of a role
on a form: a person's initials, kept unless they spell a place or a body ("by U.S.", "from B.C.")."""

from __future__ import annotations

import re

from quilltune.prepare.pii.spans import Span

_INITIALS = re.compile(r"[A-ZÀ-Þ]\.[A-ZÀ-Þ]\.(?:[A-ZÀ-Þ]\.)?(?![\w])")
_ACT_BEFORE = re.compile(
    r"(?:\b(?:[Bb]y|BY|[Ff]rom|FROM|DRIVER|[Dd]river|[Cc]ourier|COURIER|[Ww]itnessed|WITNESSED|[Ii]nitialled|"
    r"INITIALLED|[Cc]hecked|CHECKED|[Vv]erified|VERIFIED|"
    # a record's person named by initials only: "a dose for patient J.A.J. (DOB …)"
    r"[Pp]atient|[Cc]lient|[Rr]esident|[Mm]inor|[Cc]hild|[Ss]tudent|[Cc]omplainant|"
    # round 19: the worker a record names by initials ("Worker: K.O.", "handled by agent G.D.")
    r"[Ww]orker|[Cc]aseworker|[Ii]nspector|[Aa]gent|[Vv]olunteer|[Aa]dvisor|[Aa]dviser)[ \t]*:?[ \t]+)\Z"
)
# "approved by T.B. 781197": initials before a number name a minute or an order, not a person.
_NUMBER_AFTER = re.compile(r"[ \t]*(?:No\.?|no\.?|#)?[ \t]*\d")
_NOT_INITIALS = frozenset(
    "U.S. U.K. B.C. N.S. N.B. P.E. N.L. N.W. N.Y. D.C. L.A. E.U. U.N. P.O. A.M. P.M. S.A. N.A. U.S.A. "
    "P.E.I. N.W.T. B.V. A.G. Q.C. K.C. J.P. M.P. R.N. M.D. P.C. O.C. C.A. S.C. E.R.".split()
)


def acted_initials(text: str) -> list[Span]:
    if "." not in text:
        return []
    return [
        Span(m.start(), m.end(), "PERSON")
        for m in _INITIALS.finditer(text)
        if m.group() not in _NOT_INITIALS
        and _ACT_BEFORE.search(text, max(0, m.start() - 16), m.start())
        and not _NUMBER_AFTER.match(text, m.end())
    ]
