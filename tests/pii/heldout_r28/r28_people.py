"""Round-28 people: the locale table (``SCRIPT``), names built from the Latin and other-script tables, and a
``Person`` with one birth date, home, phone, e-mail, profile link, IP address and identifier set."""

from __future__ import annotations

import datetime as dt

from r28_dates import day_between
from r28_homes import abroad_home, ca_home, email, fold, phone, profile, us_home
from r28_names_latin import DOUBLE, FAMILY_FIRST, LATIN, PATRONYMIC, parse
from r28_names_script import SCRIPTED, parse_scripted
from r28_numbers import account, bc_phn, card, iban, ip, licence, ontario_card, ramq, sin, ssn, swift
from r28_places import PROVINCES, STATES
from r28_sheet import pii

TABLES = {
    loc: ("Latn", "ff" if loc in FAMILY_FIRST else "gf", " ", parse(spec)) for loc, spec in LATIN.items()
}
TABLES.update({loc: parse_scripted(spec) for loc, spec in SCRIPTED.items()})
SCRIPT = {loc: t[0] for loc, t in TABLES.items()}
ALL = sorted(TABLES)

HOME_LOCALES = {
    "ca": "en-CA en-CA en-CA fr-CA cr-CA moh-CA iu-CA",
    "qc": "fr-CA fr-CA fr-CA fr-CA en-CA ht-HT ar-MA",
    "nu": "iu-CA iu-CA en-CA kl-GL",
    "us": "en-US en-US en-US es-US es-US es-MX",
    "sco": "en-GB en-GB gd-GB cy-GB",
    "ie": "en-IE en-IE ga-IE",
    "au": "en-AU en-AU",
    "nz": "en-NZ mi-NZ mi-NZ",
    "za": "en-ZA af-ZA zu-ZA xh-ZA",
    "in": "en-IN hi-IN mr-IN ta-IN te-IN kn-IN ml-IN gu-IN bn-IN",
    "sg": "en-SG en-SG zh-CN ms-MY ta-IN",
    "ph": "tl-PH ceb-PH",
    "mx": "es-MX",
    "ar": "es-AR",
    "fr": "fr-FR",
    "lu": "lb-LU fr-FR pt-PT",
    "at": "de-AT",
    "it": "it-IT",
    "nl": "nl-NL",
    "pt": "pt-PT",
    "se": "sv-SE",
}


def pick_locale(rng, jur, region):
    key = region if region in ("qc", "nu") else jur
    if rng.random() < 0.45:
        return rng.choice(HOME_LOCALES[key].split())
    return rng.choice(ALL)


def _gendered(entry, female):
    if isinstance(entry, tuple) and isinstance(entry[0], tuple):
        return (entry[0][1], entry[1][1]) if female else (entry[0][0], entry[1][0])
    if isinstance(entry, tuple):
        return entry
    if "/" in entry:
        m, f = entry.split("/")
        return f if female else m
    return entry


class Person:
    def __init__(self, rng, loc, female, born, family=None):
        self.loc, self.female, self.dob = loc, female, born
        script, order, glue, table = TABLES[loc]
        self.order = order
        pool = table["F" if female else "M"]
        if script == "Latn":
            given = rng.choice(pool)
            if rng.random() < 0.12 and loc not in PATRONYMIC and order == "gf":
                second = rng.choice(pool)
                given = given if second == given else f"{given} {second}"
            if family is None:
                family = rng.choice(table["S"])
                if loc in DOUBLE and rng.random() < 0.6:
                    family = (family, rng.choice([s for s in table["S"] if s != family]))
            self.family_key = family
            parts = family if isinstance(family, tuple) else (family,)
            fam = " ".join(_gendered(p, female).replace("_", " ") for p in parts)
            if loc in PATRONYMIC:
                fam = f"{PATRONYMIC[loc][1 if female else 0]} {fam}"
            self.given, self.family, self.native = given, fam, None
            self.latin = f"{fam} {given}" if order == "ff" else f"{given} {fam}"
            return
        n_given, l_given = rng.choice(pool)
        mids = table["Pf" if female else "Pm"]
        mid = rng.choice(mids) if mids and (loc == "pa-IN" or rng.random() < 0.5) else None
        if order == "mono":
            self.family_key, fam_n, fam_l = None, "", ""
        else:
            if family is None:
                family = rng.choice(table["S"])
            self.family_key = family
            fam_n, fam_l = _gendered(family, female)
        self.given, self.family = l_given, fam_l
        if order == "mono":
            self.native, self.latin = n_given, l_given
        elif order == "ff":
            self.native, self.latin = f"{fam_n}{glue}{n_given}", f"{fam_l} {l_given}"
        else:
            n_parts = [n_given] + ([mid[0]] if mid else []) + [fam_n]
            l_parts = [l_given] + ([mid[1]] if mid else []) + [fam_l]
            self.native, self.latin = glue.join(n_parts), " ".join(l_parts)

    # Mentions -------------------------------------------------------------------------------------------
    def tok(self, text):
        return pii(text, "PERSON", loc=self.loc)

    def full(self, rng):
        """The first mention: a name in another script always stands beside its transliteration."""
        if self.native is None:
            return [self.tok(self.latin)]
        if rng.random() < 0.6:
            return [self.tok(self.native), " (", self.tok(self.latin), ")"]
        return [self.tok(self.latin), " (", self.tok(self.native), ")"]

    def formal(self, rng):
        """``FAMILY, Given`` or ``Family, Given`` as in forms (Latin names with a family name)."""
        if self.native is not None or not self.family or self.loc in PATRONYMIC or self.order == "ff":
            return self.full(rng)
        fam = self.family.upper() if rng.random() < 0.5 else self.family
        return [self.tok(f"{fam}, {self.given}")]

    def short(self, rng, french=False):
        """A later mention (Latin): family name, given name, initial and family name, or the full Latin name."""
        if not self.family or self.loc in PATRONYMIC:
            return self.tok(self.given if self.loc in PATRONYMIC and rng.random() < 0.7 else self.latin)
        r = rng.random()
        if r < 0.45:
            return self.tok(self.family)
        if r < 0.65:
            return self.tok(self.given)
        if r < 0.8 and self.order == "gf" and not (french and self.given[0] == "M"):
            return self.tok(f"{self.given[0]}. {self.family}")
        return self.tok(self.latin)

    def surname(self):
        return self.tok(self.family if self.family and self.loc not in PATRONYMIC else self.latin)


def born_for(rng, age_lo, age_hi, today):
    age = rng.randint(age_lo, age_hi)
    base = dt.date(today.year - age, today.month, min(today.day, 28))
    return base - dt.timedelta(days=rng.randint(1, 364))


def outfit(person, rng, where, region, doc_jur, today):
    """Give ``person`` a home, contact details and the identifiers of where they live."""
    na = doc_jur in ("ca", "us")
    if where == "ca":
        home = ca_home(rng, region)
    elif where == "us":
        home = us_home(rng, region)
    else:
        home = abroad_home(rng, where, named=where != doc_jur)
    person.home = home
    person.phone = phone(rng, home, na and where not in ("ca", "us"))
    person.email = email(
        rng, person.given or person.latin, person.family or person.latin, person.dob.year, home
    )
    person.url = profile(rng, person.given or person.latin, person.family or person.latin)
    person.ip = ip(rng)
    ids = {}
    fam_latin = person.family or person.latin
    if where == "ca":
        ids["SIN"] = sin(rng)
        if region == "on":
            ids["HEALTH_CARD"] = ontario_card(rng)
        elif region == "bc":
            ids["HEALTH_CARD"] = (bc_phn(rng), None)
        elif region == "qc":
            card_name = fold(person.given or "X") if person.loc in PATRONYMIC else fold(fam_latin)
            ids["HEALTH_CARD"] = (
                ramq(rng, card_name, fold(person.given or "X"), person.dob, person.female),
                None,
            )
        ids["DRIVERS_LICENSE"] = licence(rng, f"ca-{region}", fam_latin, person.dob)
        ids["BANK_ACCOUNT"] = account(rng, "ca")
    elif where == "us":
        ids["SSN"] = ssn(rng)
        ids["DRIVERS_LICENSE"] = licence(rng, f"us-{region}", fam_latin, person.dob)
        ids["BANK_ACCOUNT"] = account(rng, "us")
    else:
        ids["DRIVERS_LICENSE"] = licence(rng, where, fam_latin, person.dob)
        acct = account(rng, where)
        if acct[0]:
            ids["BANK_ACCOUNT"] = acct
        else:
            ids["IBAN"] = (iban(rng, where), swift(rng, where))
    ids["CREDIT_CARD"] = card(rng)
    person.ids = ids
    person.where, person.region = where, region
    return person


def residence(rng, jur, region, abroad_rate=0.1):
    """(where, region) of a person in a document of ``jur`` (sometimes abroad)."""
    from r28_places import COUNTRIES

    if rng.random() < abroad_rate:
        if jur in ("ca", "us") or rng.random() < 0.5:
            options = [c for c in COUNTRIES if c != jur]
            return rng.choice(options), None
        other = rng.choice(("ca", "us"))
        return other, (rng.choice(sorted(PROVINCES)) if other == "ca" else rng.choice(sorted(STATES)))
    return jur, region


def today_for(rng):
    return day_between(rng, (2023, 2, 1), (2025, 9, 30))
