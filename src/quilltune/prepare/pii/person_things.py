"""Runs shaped like a person's name that name a thing: a vehicle, a firm, a famous person, an official.

Applied to every PERSON candidate after the rules and the model (``person._not_offices``):
- a vehicle's make and model ("Honda Civic", "2019 Ford Escape"): the make from the manufacturers
  that sell in North America, the model a capitalised word after it, taken where a vehicle word,
  a plate or a model year is near, or where the make is no one's surname;
- a firm: the run ends with, or is followed by, a word that names a business ("Okonjo Mukherjee
  Barristers", "Boucher et Fils inc.", "Van Dusen Property Management");
- an organisation whose name reads as a person's (``famous_firms.txt``: banks, brands, retailers,
  accounting and law firms), or a name joined to another by "&";
- a public or historical figure that streets, buildings, schools and quotations are named after
  (``famous_people.txt``: heads of government, civil-rights and independence leaders, national figures
  of the jurisdictions legal files come from);
- a decision-maker named with the office before the name ("Adjudicator Quennell", "Commissaire
  Abernethy", "Vice-Chair Kowalski"), as judges are; police officers stay people
  (``tests/pii/cases.jsonl``: "Cst. Daniel Wu" is redacted).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from quilltune.prepare.pii.context import DOTTED_DATE
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_words import given_names

_MAKES_NOT_SURNAMES = (
    "Honda|Toyota|Chevrolet|Chevy|Hyundai|Nissan|Mazda|Subaru|Volkswagen|VW|Kia|Tesla|Mitsubishi|Acura|Lexus|"
    "Infiniti|Porsche|Jeep|GMC|Buick|Cadillac|Chrysler|Volvo|Audi|BMW|Mercedes(?:-Benz)?|Suzuki|Pontiac|Saturn|"
    "Hummer|Genesis|Polestar|Rivian|Lucid|Fiat|Alfa Romeo|Maserati|Ferrari|Lamborghini|Bentley|Jaguar|Land Rover|"
    "Range Rover|Mini|Smart|Isuzu|Datsun|Plymouth|Oldsmobile|Mercury|Scion|Harley-Davidson|Yamaha|Kawasaki|Ducati"
)
_MAKES_ALSO_SURNAMES = "Ford|Dodge|Lincoln|Ram|Chase|Morgan|Austin|Hudson|Nash|Packard|Studebaker"
_VEHICLE = re.compile(
    rf"(?:(?:19|20)\d\d[ \t]+)?(?:(?P<make>{_MAKES_NOT_SURNAMES})|(?P<also>{_MAKES_ALSO_SURNAMES}))"
    r"[ \t]+[A-Z0-9][\w-]*(?:[ \t]+[A-Z0-9][\w-]*)?\Z"
)
_VEHICLE_NEAR = re.compile(
    r"vehicle|\bcar\b|truck|\bvan\b|suv|plate|driv|drove|motor|\bvin\b|parked|collision|model|make|auto",
    re.IGNORECASE,
)
_YEAR_BEFORE = re.compile(r"(?:19|20)\d\d[ \t]+\Z")

_BUSINESS_WORDS = (
    r"Barristers?|Solicitors?|Advocates?|Avocats?|Attorneys|Lawyers|Legal|Law|LLP|LLC|PLLC|P\.C\.|PC|Inc\.?|Ltd\.?|"
    r"Ltée|Limited|Corp\.?|Corporation|Company|Co\.|Pty|Pvt|GmbH|AG|SA|S\.A\.|plc|PLC|s\.e\.n\.c\.r\.l\.?|"
    r"Holdings|Group|Partners|Associates|Management|Properties|Property|Logistics|Transport|Trucking|Haulage|"
    r"Excavation|Construction|Mechanical|Roofing|Plumbing|Electric|Pharma|Pharmaceuticals|Marine|Dairy|Farms?|"
    r"Boerdery|Co-operative|Cooperative|Enterprises|Industries|Services|Consulting|Realty|Motors|Foods|Bank|"
    r"Trust|Insurance|Capital|Ventures|Solutions|Systems|Technologies|Labs|Media|Clinic|Hospital|Foundation"
)
_BUSINESS_WORDS += (
    r"|Courthouse|Building|Centre|Center|Tower|Plaza|School|College|University|Library|Arena|Stadium"
)
_BUSINESS_LAST = re.compile(rf"[ \t](?:{_BUSINESS_WORDS})\Z")
_LEGAL_FORM = (
    r"LLP|LLC|PLLC|P\.C\.|Inc\.?|Ltd\.?|Ltée|Limited|Corp\.?|Pty|Pvt|GmbH|plc|PLC|s\.e\.n\.c\.r\.l\.?"
)
# A business word right after a space; after a comma only a legal form ("Jane Roe, Legal Assistant" is
# a person, "Gagnon Pruitt, s.e.n.c.r.l." a firm).
_BUSINESS_AFTER = re.compile(
    rf"[ \t]+(?:{_BUSINESS_WORDS})(?![\w-])|[ \t]*,[ \t]*(?:{_LEGAL_FORM})(?![\w-])"
    r"|[ \t]+(?:&|and|et)[ \t]+(?:Sons|Son|Fils|Frères|Daughters|Associates|Associés|Co\.?|Partners)\b"
    rf"|[ \t]*&[ \t]*[A-Z][\w'’-]+[ \t]+(?:{_BUSINESS_WORDS})\b"
    r"|[ \t]+(?i:avocats?|inc\.|ltée|s\.e\.n\.c\.r\.l\.?|s\.a\.r\.l\.?)(?![\w-])"
)
# "Bank name: Wells Fargo", "Employer: …": a field that names an organisation.
_ORGANISATION_FIELD = re.compile(
    r"(?:^|\n)[ \t]*(?i:bank|financial institution|insurer|lender|employer|company|firm|institution)"
    r"(?i:[ \t]+name)?[ \t]*:[ \t]*\Z"
)
# "THE WITNESS: Can I get some water?", "Re: Unpaid invoices": an English word that opens what a
# line's label introduces is the start of a sentence, not a name.
_LABEL_BEFORE = re.compile(r"(?:^|\n)[ \t]*[A-Z][\w .'’-]{0,30}:[ \t]*\Z")
_TITLES_ALONE = frozenset("Mx Mx. Mr Mr. Ms Ms. Mrs Mrs. Dr Dr. Mme M. Me".split())
_OFFICE_BEFORE = re.compile(
    # (not a commissioner for oaths or for taking affidavits: a lawyer or a notary who takes an oath, round 21)
    r"(?:\b(?:Adjudicator|Commissaire|Commissioner(?![ \t]+(?:for|of)[ \t]+(?:[Oo]aths|[Tt]aking))|Member|Vice-Chair|Vice-Chairperson|Chair|Chairperson|"
    r"Arbitrator|Registrar|Referee|Associate Judge|Judge|Justice|Magistrate|Coroner|Hearing Officer|"
    r"Clerk|Présidente?|Juge|Régisseur|Assessor|Adjudicateur|Adjudicatrice|Arbitre|"
    # Round 18: offices a register or a filing names with their holder ("Public Guardian and Trustee
    # Colleen Marchetti", "Commissioner of Patents Basil Okoro"); a deputy sheriff who serves a summons
    # stays a person, as police officers do (round 14).
    r"Ombudsperson|Ombudsman|Public Trustee|Guardian and Trustee|Electoral Officer|Fire Marshal|"
    r"Superintendent|Director|"
    # Round 30: a judge in the lower case of a header's value ("Devant: juge M. Lindqvist", "Ante: juez …")
    r"juge|juez|jueza|giudice)"
    r"(?:[ \t]+(?:of|for)(?:[ \t]+the)?(?:[ \t]+[A-Z][\w'’-]+){0,3}?)?"
    # ... and the holder's courtesy title or initial after the office ("Clerk of the Court M. Morneau")
    r"(?:[ \t]+(?:M\.|Mme|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|[A-Z]\.))?[ \t]+)\Z"
)
_TRUSTEE_OFFICE_BEFORE = re.compile(r"(?:Public|Guardian and)[ \t]+\Z")
_OFFICE_FIRST = re.compile(
    r"(?:Adjudicator|Commissaire|Commissioner|Member|Vice-Chair|Chair|Chairperson|Arbitrator|Registrar|"
    r"Clerk|Juge|Arbitre|Warden|Sheriff)[ \t]"
)


@lru_cache(maxsize=1)
def famous_people() -> frozenset[str]:
    path = Path(__file__).with_name("famous_people.txt")
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


@lru_cache(maxsize=1)
def famous_firms() -> frozenset[str]:
    path = Path(__file__).with_name("famous_firms.txt")
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


# "Johnson & Johnson", "Rajah & Tann": a name joined to another by an ampersand is a firm's (a couple is
# written with "and", and titles stand before it: "Mr. & Mrs.").
_AMPERSAND_BEFORE = re.compile(r"[A-Z][\w'’-]+[ \t]*&[ \t]*\Z")
_AMPERSAND_AFTER = re.compile(r"[ \t]*&[ \t]*(?!Mrs?\b|Ms\b|Dr\b)[A-Z]")


# A disease, a test or a procedure named after its describer: "Lou Gehrig's disease", "Tommy John
# surgery", "the Glasgow Coma Scale" (the run names the thing, not a person in the file).
_EPONYM_AFTER = re.compile(
    r"['’]s[ \t]+(?:disease|syndrome|palsy|sarcoma|lymphoma|phenomenon|thyroiditis|anomaly|ulcer)\b"
    r"|[ \t]+(?:disease|syndrome|palsy|surgery|procedure|manoeuvre|maneuver|scale|reflex|fracture)\b"
)
_TITLE_BEFORE = re.compile(r"\b(?:Mr|Mrs|Ms|Mx|Dr|Mme|Miss)\.?[ \t]+\Z")


def _firm_name(text: str, start: int, end: int) -> bool:
    firms = famous_firms()
    value = text[start:end]
    if value in firms or value + text[end : end + 2] in firms:
        return True
    # The span may be one word of the firm's name: look at the line around it.
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end == -1 else line_end]
    if any(firm in line for firm in _firms_with(value)):
        return True
    return bool(
        " " not in value
        and (_AMPERSAND_BEFORE.search(text, max(0, start - 30), start) or _AMPERSAND_AFTER.match(text, end))
    )


@lru_cache(maxsize=4096)
def _firms_with(word: str) -> tuple[str, ...]:
    return tuple(f for f in famous_firms() if word in f)


def _vehicle(text: str, start: int, end: int) -> bool:
    value = text[start:end]
    m = _VEHICLE.match(value)
    if m is None:
        return False
    if m.group("make") and " " in value:
        return True
    near = text[max(0, start - 60) : min(len(text), end + 60)]
    return bool(_VEHICLE_NEAR.search(near) or _YEAR_BEFORE.search(text, max(0, start - 6), start))


# Round 14: a ship's prefix before the name ("the ferry berth of the CCGS Captain Molly Kool").
_SHIP_BEFORE = re.compile(
    r"\b(?:HMCS|CCGS|USS|USNS|USCGC|HMS|HMAS|HMNZS|RMS|MV|M/V|MS|SS|INS|NRP|KRI)[ \t]+"
    r"(?:(?:Captain|Capt\.|Sir|Lady|Dame|General|Admiral)[ \t]+)?\Z"
)


# Round 18: software named with its version ("Generated by Clio Manage 2024.2", "Salesforce Winter '24",
# "Adobe Acrobat 23.006.20360").
_PRODUCT_BEFORE = re.compile(
    r"(?i:generated|created|produced|exported|export|printed|rendered|converted|scanned|source|using|via|"
    r"powered)(?:[ \t]+(?:by|with|from|in|on))?[ \t]+\Z"
)
_VERSION_AFTER = re.compile(r"[ \t]+(?:v\.?[ \t]?)?(?:\d+\.\d+(?:\.\d+)*|['’]\d\d)(?!\w|\.\w)")
# Three dotted parts (a sentence's full stop may follow), but not a phone number written with dots
# ("330.747.0715") nor a date ("Jan Novák 12.03.1980", "1980.03.12").
_LONG_VERSION_AFTER = re.compile(
    rf"[ \t]+v?(?!\d{{3}}\.\d{{3}}\.\d{{4}}(?!\d))(?!{DOTTED_DATE})\d{{1,4}}\.\d{{1,4}}\.\d{{1,6}}(?!\d|\.\d)"
)


def _product(text: str, start: int, end: int) -> bool:
    if _LONG_VERSION_AFTER.match(text, end):
        return True
    return bool(_VERSION_AFTER.match(text, end) and _PRODUCT_BEFORE.search(text, max(0, start - 30), start))


# A role noun written for either gender ("Demandeur(se)", "Requérant·e", "Antragsteller(in)", "Make/maka"):
# a party's role, never a name.
_EITHER_GENDER_AFTER = re.compile(
    r"(?:\((?:e|se|ne|rice|trice|a|as|in|innen)\)|[·•](?:e|se|ne|rice)\b|/maka\b)"
)
# A pandas Series printed in a session ends "Name: parties, dtype: object": the Series' name, not a person's.
_SERIES_FOOTER = re.compile(r"Name: [^\n]*, dtype: \w+[ \t]*$", re.MULTILINE)


def _series_footer(text: str, start: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    return text.startswith("Name: ", line_start) and bool(_SERIES_FOOTER.match(text, line_start))


def names_a_thing(text: str, start: int, end: int) -> bool:
    value = text[start:end]
    if _SHIP_BEFORE.search(text, max(0, start - 24), start) or _product(text, start, end):
        return True
    if _EITHER_GENDER_AFTER.match(text, end) or _series_footer(text, start):
        return True
    if value in _TITLES_ALONE or _ORGANISATION_FIELD.search(text, max(0, start - 40), start):
        return True
    if (
        " " not in value
        and value.isascii()
        and _LABEL_BEFORE.search(text, max(0, start - 40), start)
        and text[end : end + 1] in (" ", ";", ",")  # "COUNSEL: Objection; …"
        and value not in given_names()
        and not outside_dictionary(value)
    ):
        return True
    if value in famous_people() or value.rstrip(".").removesuffix(" Jr").removesuffix(",") in famous_people():
        return True
    if _firm_name(text, start, end):
        return True
    if _EPONYM_AFTER.match(text, end) and not _TITLE_BEFORE.search(text, max(0, start - 6), start):
        return True
    if _OFFICE_FIRST.match(value) or _OFFICE_BEFORE.search(text, max(0, start - 30), start):
        return True
    if value.startswith("Trustee ") and _TRUSTEE_OFFICE_BEFORE.search(text, max(0, start - 20), start):
        return True  # "the Public Guardian and Trustee Rufus Callander": the span took the office's last word
    if _BUSINESS_LAST.search(value) or _BUSINESS_AFTER.match(text, end):
        return True
    return _vehicle(text, start, end)
