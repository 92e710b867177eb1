"""Names that are not a private person's though shaped like one: public office holders named beside
their office, knights and dames, parties inside a case name, doctrines and orders named after a
case, and products with their year. Part of the legal-context veto (``person_rules.is_private_person``).

Each check starts from a literal test on a few characters (a comma right before, a space and a
lower-case letter right after...), so the veto costs almost nothing on names that pass it.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_words import name_gazetteer

# "Williams v Roffey Bros & Nicholls", "Smith vs. Jones": a case name, whatever proposed it.
_CASE_NAME_INSIDE = re.compile(r"[ \t](?:v|vs)\.?[ \t]")
# "As Sir John A. Macdonald told the legislature", "Dame Mary Arden": honours name public figures.
_HONOURS_BEFORE = ("Sir ", "Dame ")
# "The Lord Chancellor, Shabana Mahmood, laid …", "the Minister of Health, Jane Roe,": an office holder
# named after the office (the office itself stands before the comma). A private party's role before
# a comma ("The Contractor, Tomasz Wiśniewski,") is not an office.
_OFFICE_BEFORE_COMMA = re.compile(
    r"\b(?:chancellor|minister|attorney[ -]general|solicitor[ -]general|premier|mayor|governor(?:[ -]general)?|"
    r"ombudsman|ombudsperson|auditor[ -]general|chief[ \t]+justice|speaker|secretary[ \t]+of[ \t]+state|"
    r"(?:home|foreign)[ \t]+secretary|prime[ \t]+minister)(?:[ \t]+(?:of|for)[ \t]+[^,\n]{2,50})?,[ \t]*\Z"
)
# Round 13: a public office written right before the name, with or without a comma and a title:
# "Commissioner of Police Anand Rao-Whitley", "Chief Medical Officer of Health Dr. Idris Banerjee", "the
# Superintendent of Bankruptcy, Mirela Staines", "Attorney General Lucinda Bramwell".
_OFFICE_RIGHT_BEFORE = re.compile(
    r"\b(?:attorney[ -]general|solicitor[ -]general|auditor[ -]general|registrar[ -]general|commissioner[ \t]+of[ \t]+"
    r"(?:police|competition|official[ \t]+languages|lobbying)|(?:privacy|information|integrity|conflict[ \t]+of[ \t]+"
    r"interest)[ \t]+commissioner|chief[ \t]+(?:electoral[ \t]+officer|coroner|medical[ \t]+examiner|public[ \t]+health"
    r"[ \t]+officer)|medical[ \t]+officer[ \t]+of[ \t]+health|superintendent[ \t]+of[ \t]+(?:bankruptcy|insurance|"
    r"financial[ \t]+institutions)|public[ \t]+(?:guardian(?:[ \t]+and[ \t]+trustee)?|trustee)|official[ \t]+receiver|"
    r"(?:panel|deputy|vice)[ \t]+chair(?:person)?|"
    # Round 14: elected and appointed offices of US counties and of prisons.
    r"(?:county|high)[ \t]+sheriff|(?<!deputy )sheriff|(?:prison|jail)?[ \t]*warden|county[ \t]+(?:recorder|clerk|assessor|treasurer)|"
    r"register[ \t]+of[ \t]+(?:deeds|wills|probate))"
    r",?[ \t]+(?:(?:dr|mr|ms|mrs|mx)\.?[ \t]+)?\Z"
)
# "Shabana Mahmood, the Lord Chancellor,", "Jane Roe, Minister of Health": the office right after.
_OFFICE_AFTER = re.compile(
    r",[ \t]+(?:the[ \t]+)?(?:Lord[ \t]+Chancellor|Prime[ \t]+Minister|Minister|Attorney[ \t]+General|"
    r"Solicitor[ \t]+General|Premier|Mayor|Governor|Ombudsman|Auditor[ \t]+General|Chief[ \t]+Justice|"
    r"Secretary[ \t]+of[ \t]+State|Home[ \t]+Secretary|Foreign[ \t]+Secretary|Senator|MLA|MNA)\b"
)
# "an Anton Piller order", "a Mareva injunction", "the Browne Dunn rule": a remedy or doctrine named
# after a case, an article before it and a lower-case legal noun after it.
_ARTICLE_BEFORE = re.compile(r"\b(?:an?|the)[ \t]+\Z")
_DOCTRINE_AFTER = re.compile(
    r"[ \t]+(?:order|orders|injunction|test|doctrine|principle|rule|hearing|motion|defen[cs]e|criteria|factors|"
    r"analysis|framework|waiver|relief|inquiry|standard|exception|clause|formula|approach|application)\b"
)
# "Adobe Acrobat Pro 2024", "Relativity Server 2023": a product and its year.
_YEAR_AFTER = re.compile(r"[ \t](?:19|20)\d\d(?![\d/.:-])")


# Where a document was signed, heard or sworn (eighth round: the model read "Milton Keynes" and
# "Baton Rouge" as people): a place label, or "at" after a signing verb in the same clause.
_PLACE_BEFORE = re.compile(
    r"(?:\b(?:location|place(?:[ \t]+of[ \t]+(?:signing|execution|hearing|birth|residence))?|venue|city|town|"
    r"municipality|county|district|lieu|ville|ort|luogo|lugar|sted|plats|paikka)[ \t]*:[ \t]*"
    r"|\b(?:signed|executed|sworn|affirmed|declared|dated|made|delivered|done|witnessed|heard|held|"
    r"given|registered|issued|notarised|notarized|solemnly)\b[^.;\n]{0,80}[ \t]at[ \t])\Z"
)


def named_in_office_or_honours(text: str, start: int, end: int, head: str) -> bool:
    """The words before or inside the run make it public: a case name, honours, an office and a
    comma. ``head`` is the lower-cased text before ``start``."""
    if " v" in text[start:end] and _CASE_NAME_INSIDE.search(text, start, end):
        return True
    if text[max(0, start - 5) : start].endswith(_HONOURS_BEFORE):
        return True
    if head.endswith((": ", ":\t", " at ")) and _PLACE_BEFORE.search(head) is not None:
        return True  # "LOCATION: Baton Rouge", "Executed on … at Milton Keynes": a place
    words = text[start:end].split()
    if len(words) == 2 and words[0] == words[1] and words[0] not in name_gazetteer()[0]:
        return True  # "Wagga Wagga", "Walla Walla": a place's doubled word (not "Pierre Pierre")
    if _OFFICE_RIGHT_BEFORE.search(head[-60:]):
        return True
    return head.endswith((", ", ",\t")) and _OFFICE_BEFORE_COMMA.search(head) is not None


def named_as_thing_after(text: str, start: int, end: int, head: str) -> bool:
    """The words right after the run make it a public office holder, a doctrine or a product."""
    nxt = text[end : end + 2]
    if nxt[:1] == "/" and nxt[1:].isdigit():
        return True  # "User agent: Mozilla/5.0", "Acrobat/11": a product and its version
    if nxt[:1] == "," and _OFFICE_AFTER.match(text, end):
        return True
    if nxt[:1] in (" ", "\t") and nxt[1:].islower() and _ARTICLE_BEFORE.search(head[-6:]):
        return _DOCTRINE_AFTER.match(text, end) is not None
    return nxt[1:] in ("1", "2") and " " in text[start:end] and _YEAR_AFTER.match(text, end) is not None
