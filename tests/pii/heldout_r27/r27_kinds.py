"""Round-27 entry helper: one document kind as a dict.

Roles are ``heading|age|kin|fields``: age child/teen/adult/older; kin ``-`` (unrelated), ``k`` (relative of the
first role, sharing the family name and usually the home) or ``x`` (lives abroad); fields are letters (n name,
d birth date, a address, p phone, e e-mail, u profile link, s SIN or SSN, h health card, l licence, b account,
g IBAN, c card, i IP address). ``crowd`` is (caption, group, fewest, most, field letters)."""

from __future__ import annotations


def K(kind, shape, jurs, lang, title, office, roles, prose, crowd=None, flags=""):
    return {
        "kind": kind, "shape": shape, "jurs": jurs, "lang": lang, "title": title, "office": office,
        "roles": roles, "prose": prose, "crowd": crowd, "flags": flags,
    }  # fmt: skip
