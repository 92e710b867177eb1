"""Legal-context rules for PERSON: where a name is announced, and where a name is not private.

Rules find names announced by a cue (honorific, police rank, role, signature field, a known given
name) and veto names that are not private individuals: judges and officials acting in office,
parties inside case names and citations (R. v. Jordan), laws, buildings, streets, companies,
anonymising initials.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from importlib import resources
from itertools import accumulate

from quilltune.prepare.pii.spans import Span

_HONORIFIC = r"(?:Mr|Mrs|Ms|Mx|Dr|Prof|Miss|Mme|Mlle|M)\.?"
_RANK = (
    r"(?:Constable|Cst\.|Const\.|P\.?C\.|Detective(?:\s+(?:Constable|Sergeant|Inspector))?|Det\.|"
    r"(?:Staff\s+)?Sergeant|Sgt\.|S/Sgt\.|Inspector|Insp\.|Corporal|Cpl\.|Officer|Trooper|"
    r"(?:Special\s+)?Agent|Deputy\s+Sheriff|Paramedic|Nurse)"
)
# The cues as sets: the scan looks up the word before each capitalised word instead of running a
# regex alternation at every character (that ran at ~1 MB/s on statutes; the lookup at >5 MB/s).
_HONORIFICS = frozenset("Mr Mrs Ms Mx Dr Prof Miss Mme Mlle".split()) | {"M."}
_RANKS = frozenset(
    "Constable Cst. Const. PC P.C. Detective Det. Sergeant Sgt. S/Sgt. Inspector Insp. Corporal Cpl. "
    "Officer Trooper Agent Sheriff Paramedic Nurse".split()
)
_FIELDS = frozenset(
    """name|full name|print name|printed name|witness|signature|signed|signed by|per|by|attention|attn|
    attn.|employee|contact|tenant|landlord|client|patient|applicant|respondent|counsel|solicitor|lawyer|
    affiant|deponent|guarantor|beneficiary|executor|executrix|claimant|plaintiff|defendant|account holder|
    holder|owner|purchaser|vendor|borrower|director|in the presence of|print|seller|buyer|child|minor|spouse|
    insured|debtor|creditor|student|interpreter|payee|payor|caregiver|mother|father|parent|guardian|party|
    dependant|dependent|optionee|optionor|co-signer|cosigner|signatory|nominee|proxy|member|partner|trustee|
    settlor|heir|legatee|donor|donee|lessee|lessor|licensee|licensor|consultant|contractor|subscriber|
    assignor|assignee|mortgagor|mortgagee|agent|representative|emergency contact|next of kin|victim|
    accused|complainant|pupil|resident|occupant|driver|passenger|doctor|physician|notary|commissioner|
    surety|intervener|appellant|petitioner|declarant|deceased|testator|testatrix|author|inventor|
    employer|supervisor|manager|recipient|sender|from|to|cc|name of|surname|last name|family name|first name|
    given name|given names|given name s|middle name|forename|forenames|maiden name|nom|prénom|prénoms|nom de famille|
    nombre|apellido|apellidos|vorname|nachname|cognome|nome|nachname|tenant name|employee name|legal name|
    full legal name|name of child|name of parent|party a|party b|party c|relationship|spouse name""".replace(
        "\n", ""
    ).split("|")
)
_ROLES = frozenset(
    """counsel lawyer solicitor barrister paralegal witness plaintiff defendant applicant respondent
    appellant accused complainant claimant employee tenant landlord deponent affiant guarantor borrower
    lender beneficiary executor testator victim grievor worker officer nurse doctor physician daughter
    son wife husband mother father spouse client patient nephew niece brother sister""".split()
)
# Roles that announce a name only when a comma follows them: "The Contractor, Tomasz Wiśniewski,".
# Without the comma they are too common in statutes ("a resident of a Contracting State").
_ROLES_BEFORE_COMMA = _ROLES | frozenset(
    """contractor consultant
    licensee licensor optionee vendor purchaser buyer seller subscriber lessee lessor assignor assignee
    mortgagor mortgagee franchisee agent donor insured debtor creditor student interpreter payee caregiver
    guardian trustee settlor partner grandmother grandfather grandson granddaughter stepson stepdaughter
    fiancé fiancée partner boyfriend girlfriend friend neighbour neighbor colleague roommate cousin aunt uncle
    tenant subtenant occupant resident intervener petitioner declarant testatrix executrix heir""".split()
)
_ROLE = "(?:" + "|".join(sorted(_ROLES)) + ")"
assert "resident" not in _ROLES


def _letters(upper: bool) -> str:
    """Every Latin, Greek and Cyrillic letter of one case, as a regex class body: names are
    written in all of them ("Kotuła", "Ødegård", "Şahin", "Nguyễn"), and Python's re has no \\p{Lu}."""
    ranges = [(0x41, 0x2AF), (0x370, 0x52F), (0x531, 0x587), (0x1E00, 0x1EFF)]
    chars = [
        chr(c)
        for lo, hi in ranges
        for c in range(lo, hi + 1)
        if (chr(c).isupper() if upper else chr(c).islower())
    ]
    return "".join(re.escape(c) for c in chars)


_UP = _letters(upper=True)
_LOW = _letters(upper=False)
_WORD = (
    rf"(?:Mc|Mac|O'|O’|D'|D’|N'|N’|St-)[{_UP}][{_LOW}]+"
    rf"|[{_UP}][{_LOW}]+(?:[-'’][{_UP}]?[{_LOW}]+)*"
)
# One space or tab between a name's words: names never run across a line break (signature blocks put
# the title below) nor across a form's column gap ("Lydia Asenso    Relationship: sister").
_SP = r"[ \t](?![ \t])"
# Particles inside surnames: "van der Berg", "Ó Súilleabháin", "Mac Giolla Phádraig", "Ní Bhriain".
_PARTICLE = (
    r"(?:van|von|der|den|de|da|das|dos|di|del|della|le|la|du|bin|ibn|Ó|Ní|Nic|Mac|Ua|Le|De|Da|Van|Von|Di|Del)"
)
_SURNAME = rf"(?:{_PARTICLE}{_SP}){{0,2}}(?:{_WORD})"
_INITIAL = rf"[{_UP}]\."
# Initials, given name, up to two middle names or initials, surname: "Mary-Jane A. MacLeod",
# "S. Kotuła", "Jose Miguel Sancho Sureda".
_NAME_SRC = (
    rf"(?:(?:{_INITIAL}[ \t]?){{1,2}}[ \t]*{_SURNAME}|(?:{_WORD})(?:{_SP}(?:{_INITIAL}|{_WORD})){{0,2}}"
    rf"(?:{_SP}{_SURNAME})?)"
)
NAME = re.compile(rf"{_NAME_SRC}(?![\w-]|['’](?!s\b))")
# Runs of capitalised words on one line: every person name lies inside one.
_CAPITAL_RUN = re.compile(
    rf"[{_UP}][\w'’.-]*(?:[ \t](?:(?:van|von|der|den|de|da|das|dos|di|del|della|le|la|du|bin|ibn)[ \t]){{0,2}}[{_UP}][\w'’.-]*)*"
)
# "Jane Doe, counsel for the applicant" / "John Smith (the plaintiff)".
# Lower-case roles only: "Inventions Developed by Employee" is a heading, not a person.
_ROLE_TAIL = re.compile(rf",?{_SP}\(?(?:(?:a|the|our|his|her|their){_SP})?(?:[a-z]+{_SP})?{_ROLE}\b")

# At most one line break between the title and the name: a wrapped "Justice\nJane Smith" is an
# official, but a court heading "COURT OF JUSTICE" followed by a blank line and the plaintiff's
# name on the caption is not "Justice Mei Lavoie".
_OFFICIAL_BEFORE = re.compile(
    r"\b(?:justice|judge|j\.|honourable|honorable|hon\.|minister|registrar|master|senator|premier|"
    r"mayor|president|chief|commissioner|chairperson|chair|speaker|governor|coroner|magistrate|"
    r"adjudicator|arbitrator|member|deputy|associate|clerk|her majesty|his majesty|king|queen|"
    r"v\.|vs\.|re|case|in)(?:[ \t]+|[ \t]*\n[ \t]*)(?:the(?:[ \t]+|[ \t]*\n[ \t]*))?\Z",
)
# Officials signing for a state ("FOR THE GOVERNMENT OF CANADA: Michael Wilson") act in office;
# "the City of Jacques Cartier" is a place.
_ON_BEHALF_OF_STATE = re.compile(
    r"(?:for|on behalf of) (?:the )?(?:government|her majesty|his majesty|the crown|the state)[^\n]*\n?[^\n]*$"
    r"|(?:city|town|township|village|county|district|municipality|port) of\s+$"
)
_OFFICIAL_AFTER = re.compile(
    r"^(?:,?\s*(?:J\.A\.|J\.|JJ\.A?\.|C\.J\.[A-Z.]*|A\.C\.J\.[A-Z.]*|J\.P\.|Q\.C\.|K\.C\.|M\.P\.|MPP)"
    r"|\s+v\.?\s|\s+vs\.?\s|\s+et al|\s*\(Re\)|,?\s+\d{4}\s+[A-Z]{2,}|,?\s+\[\d{4}\]|'s (?:Law|Principle|Rule)"
    # The court's composition in a judgment's opening: "Jane Doe, President," / "…, judges," /
    # "and John Roe, Section Registrar,": judges and registrars in office.
    r"|,[ \t]*(?:President|Vice-President|judges?|ad[ \t]+hoc[ \t]+judge|(?:Deputy[ \t]+)?(?:Section[ \t]+)?Registrar)"
    r",?[ \t]*(?:\n|$))"
)
# "sitting as a Chamber composed of:" opens the list of the judges who decide the case, one per line.
_BENCH_LIST = "composed of:"
# Words that end a "name" whoever bears it: even "Jordan Act" or "Christopher Inc." is no person.
_LAW_OR_ORGANISATION = frozenset(
    """Act Acts Code Regulation Regulations Inc Ltd Limited LLP LLC Corp Corporation Company Co Bank
    Trust Group Holdings Partners Society Association Foundation Fund Principle Law Rule Rules Treaty
    Charter Building Tower Centre Center Plaza Hospital University College School Street Avenue Road
    Drive Boulevard Lane Court Tribunal Board Agency Ministry Department Commission Authority Port
    River Island Lake Bay Mountain Park Bridge Tunnel Canal Airport Station Institute Museum Foundation
    Harbour Falls Valley County Township Region Territory Territories Branch Division Directorate Secretariat
    Office Service Services Unit Program Programme Prison Penitentiary""".split()
)
_NOT_A_PERSON = (
    frozenset(
        """Act Acts Code Regulation Regulations Court Courts Tribunal Board Council Agency Ministry Department
    Government Province Canada Ontario Quebec Crown Her His Majesty King Queen Schedule Section Part
    Tower Building Centre Center Place Plaza Hall Hospital University College School Library Street
    Avenue Road Drive Boulevard Lane Inc Ltd Limited LLP LLC Corp Corporation Company Co Bank Trust
    Group Holdings Partners Society Association Foundation Fund Principle Law Rule Rules Treaty Charter
    Constitution Commission Registry Office Service Services Police Superior Supreme Federal Divisional
    Appeal Justice Judge Honourable Minister Registrar Master Attorney General Prime Dear Sir Madam Yours
    Sincerely Regards January February March April May June July August September October November
    December Monday Tuesday Wednesday Thursday Friday Saturday Sunday The This That These Those Such
    Any Each Every All No Not Where When If Unless Subject Notwithstanding Whereas Article Articles
    Plaintiff Defendant Applicant Respondent Appellant Counsel Witness Tenant Landlord Employee
    Employer Agreement Contract Party Parties Name Signature Date Address Phone Email Page Exhibit
    English French American Canadian Toronto Ottawa Montreal Vancouver Calgary Edmonton Street
    Purchaser Vendor Lender Borrower Guarantor Company Client Patient Officer Constable Detective
    Sergeant Inspector Mr Mrs Ms Dr Per By Attention Attn Witnessed Signed Print Printed Full Your Our My
    Their""".split()
    )
    | _LAW_OR_ORGANISATION
)
_FIRM_AFTER = re.compile(
    r"^(?:[ \t]*(?:&|and|[A-Z][\w'’.-]*,?)){0,3}[ \t]+(?:LLP|LLC|Inc\.?|Ltd\.?|s\.r\.l\.|S\.E\.N\.C\.R\.L\.|P\.C\.|PLLC|Corp\.?)(?!\w)"
)
_TITLE_BEFORE = re.compile(rf"(?:\b{_HONORIFIC}|\b{_RANK}|\bDear|\bHi|\bHello)[ \t]+$")
_HONORIFIC_PREFIX = re.compile(rf"^(?:{_HONORIFIC}|{_RANK})[ \t]+")


@lru_cache(maxsize=1)
def given_names() -> frozenset[str]:
    raw = resources.files("quilltune.prepare.pii").joinpath("given_names.txt").read_text("utf-8")
    return frozenset(w for line in raw.splitlines() if not line.startswith("#") for w in line.split())


@lru_cache(maxsize=1)
def name_gazetteer() -> tuple[frozenset[str], frozenset[str]]:
    """(given names, surnames) from Faker's locale lists (scripts/build_name_gazetteer.py), without
    the words that are far more often something else in legal text ("Court", "Justice", "The")."""
    raw = resources.files("quilltune.prepare.pii").joinpath("name_gazetteer.txt").read_text("utf-8")
    given, surnames = set(), set()
    for line in raw.splitlines():
        if line.startswith("#") or "\t" not in line:
            continue
        kind, name = line.split("\t", 1)
        if name in _NOT_NAME_WORDS or name.isupper():
            continue
        if "G" in kind:
            given.add(name)
        if "S" in kind:
            surnames.add(name)
    return frozenset(given), frozenset(surnames)


def known_pair(first: str, last: str) -> bool:
    """Both words are names that some locale gives people: a given name, then a surname."""
    given, surnames = name_gazetteer()
    first, last = first.rstrip(".,;:"), last.rstrip(".,;:")
    return first in given and (last in surnames or last.replace("’", "'") in surnames)


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop a leading honorific or field label, trailing possessive, and stop words at the edges."""
    value = text[start:end]
    m = _HONORIFIC_PREFIX.match(value)
    if m:
        start += m.end()
    if text[start:end].endswith(("'s", "’s")):
        end -= 2
    words = list(_NON_SPACE.finditer(text[start:end]))
    last_stop = _LAW_OR_ORGANISATION if words and words[0].group() in given_names() else _NOT_A_PERSON
    while words and words[-1].group().rstrip(".,") in last_stop:
        words.pop()
    while words and words[0].group().rstrip(".,") in _NOT_A_PERSON:
        words.pop(0)
    # A name never ends with an initial: "Martin J." is a judge's designation, "John A." a fragment.
    while len(words) > 1 and _LONE_INITIAL.fullmatch(words[-1].group()):
        words.pop()
    if not words:
        return start, start
    return start + words[0].start(), start + words[-1].end()


_LONE_INITIAL = re.compile(r"[A-Z]\.")
_NEXT_WORD = re.compile(r"[ \t]([A-Z][a-z]+)")


def _bare(word: str) -> str:
    """A word without trailing punctuation and possessive: "Parks" stays "Parks" ("Park" is a stop word)."""
    word = word.rstrip(".,;:")
    return word[:-2] if word.endswith(("'s", "’s")) else word


def announced_by_title(text: str, start: int) -> bool:
    """True when an honorific or rank stands right before ``start`` ("Mr. Chen", "Sgt. Grant")."""
    if _ENUMERATOR_M.search(text, max(0, start - 40), start):
        return False
    return _TITLE_BEFORE.search(text[max(0, start - 30) : start]) is not None


def is_private_person(
    text: str, start: int, end: int, *, allow_caps: bool = False, confirmed: bool = False
) -> bool:
    """The legal-context veto: False for officials, case names, laws, places, companies, initials.

    ``confirmed``: the same full name was already judged a private person elsewhere in the
    document. Then the word after it ("John Smith Court File No…", a line break lost in
    extraction) no longer vetoes it: leaking a confirmed name costs more than over-redacting a
    building or a firm named after that person.
    """
    value = text[start:end]
    words = value.replace("’", "'").split()
    if not words or not (any(ch.islower() for ch in value) or (allow_caps and len(words) > 1)):
        return False  # empty, or initials only (J.D., A.B.)
    if allow_caps:
        words = [w.capitalize() for w in words]
    # A known given name first ("Christopher Hall") outweighs a place-like surname, not a law word.
    known = words[0] in given_names() or (len(words) > 1 and known_pair(words[0], words[-1]))
    stop = _LAW_OR_ORGANISATION if known else _NOT_A_PERSON
    if any(_bare(w) in stop for w in words):
        return False
    if in_bench_list(text, start):
        return False  # a judge's name in the court's composition
    head = text[max(0, start - 80) : start].lower()
    if _OFFICIAL_BEFORE.search(head[-30:]) or (
        _ON_BEHALF_OF_STATE.search(head) and not _LIST_ITEM.search(head)
    ):
        return False
    tail = text[end : end + 40]
    if confirmed:
        return True
    if _OFFICIAL_AFTER.match(tail):
        return False
    nxt = _NEXT_WORD.match(tail)  # one space: a form's next column is no part of it
    if nxt and nxt.group(1) in _NOT_A_PERSON:
        return False  # "Jane Smith Building", "Jordan Act"
    if _FIRM_AFTER.match(tail) and not announced_by_title(text, start):
        return False  # "Tremblay Avocats LLP", "Morrison & Lee LLP": a firm named after people
    return True


def in_bench_list(text: str, start: int) -> bool:
    """``start`` lies in the list of judges after "composed of:" (the list ends at a blank line)."""
    bench = text.rfind(_BENCH_LIST, max(0, start - 1200), start)
    return bench != -1 and "\n\n" not in text[bench:start]


_LIST_ITEM = re.compile(r"\n[ \t]*(?:\d{1,3}[.)]|[-*•])[ \t]+\Z")
_FIELD_NOISE = re.compile(r"\([^)]*\)|\b\d+\b|\b[a-z]\b|[#*_]")
_SIGNING_BY = re.compile(
    r"(?:signed|sealed|delivered|executed|sworn|affirmed|witnessed|declared|acknowledged)"
    r"(?:[ \t]+(?:and|before me|in the presence of))?[ \t]+by[ \t]*$",
    re.IGNORECASE,
)
_AFFIDAVIT_START = re.compile(r"(?:^|[\n.:;\"“])[ \t]*\Z")
_SALUTATION = frozenset(
    {
        "Dear",
        "Hi",
        "Hello",
        "Attention",
        "Attn",
        "Attn.",
        "Attention:",
        "Attn:",
        "Re:",
        "Bonjour",
        "Cher",
        "Chère",
        "Hola",
        "Estimado",
        "Estimada",
    }
)


def _field_label(text: str, pos: int, last: str) -> bool:
    """ "Witness 2:", "Seller(s):", "Name of Applicant:", "Parent/Guardian:": the label's last word(s),
    without numbers, letters and brackets, name a person's role or field."""
    line_start = text.rfind("\n", max(0, pos - 60), pos) + 1
    label = text[max(line_start, pos - 60) : pos].rstrip()
    if not label.endswith(":"):
        return False
    label = label[:-1]
    label = label[label.rfind(":") + 1 :] if ":" in label else label  # "Signature: ___ Print name:"
    words = _FIELD_NOISE.sub(" ", label.lower().replace("/", " ")).split()
    if not words:
        return False
    return (
        words[-1] in _FIELDS
        or " ".join(words[-2:]) in _FIELDS
        or (len(words) > 1 and words[-2] in _FIELDS and words[-1] in _FIELDS)
    )


def is_cued(text: str, pos: int) -> bool:
    """True when the word(s) before ``pos`` announce a person: honorific, rank, role, field label,
    an affidavit's "I, …", a salutation, or a signing verb ("SIGNED by …")."""
    if pos >= 2 and text[pos - 1] == "(" and text[pos - 2] in " \t":
        return text[max(0, pos - 20) : pos - 2].rsplit(None, 1)[-1:] in (
            [w] for w in _ROLES_BEFORE_COMMA | {"child", "minor", "deceased", "witness"}
        )
    if pos < 2 or text[pos - 1] not in " \t":
        return False
    # rfind and slicing run in C: this is called for every capitalised word of a statute.
    cut = max(
        text.rfind(" ", max(0, pos - 32), pos - 1),
        text.rfind("\t", max(0, pos - 32), pos - 1),
        text.rfind("\n", max(0, pos - 32), pos - 1),
    )
    last = text[cut + 1 : pos].strip()
    if not last:
        return False
    if last == "M." and _ENUMERATOR_M.search(text, max(0, pos - 40), pos):
        return False  # "## M. Communications": a list letter, not the French honorific
    if last.endswith(":"):
        return last in _SALUTATION or _field_label(text, pos, last)
    if last == "I," and _AFFIDAVIT_START.search(text, max(0, pos - 8), cut + 1 if cut >= 0 else 0):
        return True  # "I, Jane Doe, of the City of …, make oath and say" (not "Part I, Volume 160")
    if last in _SALUTATION:
        return True
    if last.lower() == "by" and _SIGNING_BY.search(text, max(0, pos - 60), pos):
        return True
    return (
        last.rstrip(".") in _HONORIFICS
        or last in _HONORIFICS
        or last in _RANKS
        or last.rstrip(",").lower() in _ROLES
        or (last.endswith(",") and last[:-1].lower() in _ROLES_BEFORE_COMMA)
    )


_NON_SPACE = re.compile(r"\S+")
_ENUMERATOR_M = re.compile(r"(?:^|\n)[ \t#>|*\[(-]*M\.[ \t]+$")


_INNER_CUES = (
    _HONORIFICS
    | {h + "." for h in _HONORIFICS}
    | _RANKS
    | {"Detective", "Staff", "Special", "Deputy", "Dear", "Hi", "Hello", "M.", "Attention", "Attn", "Attn."}
)


Run = tuple[int, int, list[tuple[int, str]]]


def capital_runs(text: str) -> list[Run]:
    """Runs of capitalised words on one line, with their words' offsets: found once, read by both
    the cue rules and the model's candidate list."""
    runs = []
    for run in _CAPITAL_RUN.finditer(text):
        run_start, run_end = run.span()
        chunk = run.group()
        if " " in chunk or "\t" in chunk:
            # Words are joined by exactly one space or tab (see _CAPITAL_RUN): offsets follow from
            # the lengths, summed in C, instead of a regex scan per run.
            parts = chunk.replace("\t", " ").split(" ")
            # (accumulate yields one offset more than there are words: zip stops at the words.)
            words = list(zip(accumulate([len(w) + 1 for w in parts], initial=run_start), parts, strict=False))
        else:
            words = [(run_start, chunk)]
        runs.append((run_start, run_end, words))
    return runs


def _pair_follows(word: str, words: list[tuple[int, str]], i: int) -> bool:
    """A known given name, maybe middle initials, then a known surname: "Arttu B. Haavisto"."""
    for _, nxt in words[i + 1 : i + 4]:
        if len(nxt) == 2 and nxt[1] == ".":
            continue
        return known_pair(word, nxt)
    return False


def rule_candidates(text: str, runs: list[Run] | None = None) -> Iterator[Span]:
    """Names announced by a cue, starting with a known given name, or followed by a role."""
    names = given_names()
    for _run_start, run_end, words in runs if runs is not None else capital_runs(text):
        for i, (pos, word) in enumerate(words):
            if word in _NOT_A_PERSON:
                continue  # "The", "Court", "Article": _trim would drop it from a name's start anyway
            # Inside a run the word before is capitalised: it can only be a cue when it is a title,
            # a salutation or ends a label or role (":" or ","), which skips most calls on
            # name- and court-dense text ("Diyarbakır State Security Court").
            if i and words[i - 1][1] not in _INNER_CUES and words[i - 1][1][-1] not in ":,":
                cued = False
            else:
                cued = is_cued(text, pos)
            # A name pair from the gazetteer must start its run: in "New York Mellon" it does not.
            if not cued and (
                len(words) == 1 or (word not in names and (i or not _pair_follows(word, words, i)))
            ):
                continue  # an uncued name needs a known given name and a surname after it
            m = NAME.match(text, pos, run_end)
            if m is None:
                continue
            s, e = _trim(text, m.start(), m.end())
            if e > s and (cued or " " in text[s:e]):
                yield Span(s, e, "PERSON")
        if _ROLE_TAIL.match(text, run_end):
            for pos, _ in words:
                if NAME.fullmatch(text, pos, run_end) is not None:
                    s, e = _trim(text, pos, run_end)
                    if e > s:
                        yield Span(s, e, "PERSON")
                    break


# Where legal documents put a party's name on a line of its own: the parties block
# ("AND:\n\nJane Doe, of 12 Main Street"), the style of cause ("BETWEEN:\n\nJane Doe\nPlaintiff"),
# signature blocks ("Yours truly,\n\nJane Doe\nTel.: ...") and a letter's inside address
# ("Jane Doe\n12 Main Street").
# Starts with a literal newline (the scan prepends one) so the regex engine can skip ahead fast;
# "(?m)^" cost ~40 % of the whole PERSON pass on statutes.
_NAME_LINE = re.compile(rf"\n[ \t]*({_NAME_SRC})[ \t]*(?:(,[ \t]+of)\b[^\n]*)?(?=\n|$)")
_PARTY_ROLE = (
    r"(?:Plaintiffs?|Defendants?|Applicants?|Respondents?|Appellants?|Claimants?|Petitioners?|"
    r"Employee|Tenant|Landlord|Debtor|Creditor|Moving Party|Responding Party)"
)
_PARTY_ROLE_LINE = re.compile(rf"\n[ \t]*{_PARTY_ROLE}\b")
_AND_NAME_ROLE = re.compile(rf"\band[ \t]+({_NAME_SRC})[ \t]*\n[ \t]*{_PARTY_ROLE}\b")
_NEXT_LINE_SAYS_PERSON = re.compile(
    rf"^[ \t]*(?:{_PARTY_ROLE}\b|(?:Tel|Phone|Telephone|Email|E-mail|Fax|Cell|Witness|Signature|\(Signature\)|"
    rf"Print(?:ed)? [Nn]ame|Notary|Commissioner|Guarantor|Borrower|Seller|Buyer|Vendor|Purchaser|Title:)\b"
    rf"|\d{{1,6}}[A-Za-z]?[ \t]+[A-Z0-9])"
)
_PREVIOUS_LINE_SAYS_PERSON = re.compile(
    r"^[ \t]*(?:BETWEEN|AND|and|Between|And)\s*:?[ \t]*$|^[ \t]*_{5,}[ \t]*$|"
    r"(?:Yours (?:truly|sincerely|very truly)|Sincerely(?: yours)?|[Rr]egards|Respectfully(?: submitted)?),[ \t]*$"
)
# A sign-off, then a name alone on the next line, even a given name alone ("Thanks,\nAnna").
_SIGN_OFF = re.compile(
    r"(?:Thanks|Thank you|Best|Cheers|Kind regards|Best regards|Warm regards|Regards|Sincerely|"
    r"Yours truly|Yours sincerely|Respectfully)\Z"
)
_LINE_BREAK_AFTER_COMMA = re.compile(r",[ \t]*\n")
_NAME_ALONE = re.compile(rf"[ \t]*({_NAME_SRC})[ \t]*(?=\n|$)")


def _sign_off_names(text: str) -> Iterator[re.Match[str]]:
    """A sign-off, then a name alone on the next line. Found from the rare ",\n" (a literal the
    regex engine skips to fast), not by trying every sign-off word at every position."""
    for m in _LINE_BREAK_AFTER_COMMA.finditer(text):
        if _SIGN_OFF.search(text, max(0, m.start() - 20), m.start()):
            name = _NAME_ALONE.match(text, m.end())
            if name:
                yield name


def _neighbour_line(text: str, start: int, end: int, forward: bool) -> str:
    """The nearest non-blank line after ``end`` (or before ``start``)."""
    if forward:
        for line in text[end : end + 300].split("\n")[1:]:
            if line.strip():
                return line
        return ""
    for line in reversed(text[max(0, start - 300) : start].split("\n")[:-1]):
        if line.strip():
            return line
    return ""


def layout_candidates(text: str) -> Iterator[Span]:
    """Names that the layout of a legal document announces (parties, captions, signatures)."""
    for m in _NAME_LINE.finditer("\n" + text):
        s, e = m.start(1) - 1, m.end(1) - 1
        if " " not in text[s:e]:
            continue
        if (
            m.group(2)
            or _NEXT_LINE_SAYS_PERSON.match(_neighbour_line(text, s, e, forward=True))
            or _PREVIOUS_LINE_SAYS_PERSON.search(_neighbour_line(text, s, e, forward=False))
        ):
            yield Span(s, e, "PERSON")
    if _PARTY_ROLE_LINE.search(text):  # most texts have no role line: skip trying a name at every "and"
        for m in _AND_NAME_ROLE.finditer(text):
            yield Span(m.start(1), m.end(1), "PERSON")
    for m in _sign_off_names(text):
        yield Span(m.start(1), m.end(1), "PERSON")


def signed_off(text: str, start: int) -> bool:
    """True when a sign-off line ("Thanks,") stands right above ``start``."""
    line = text.rfind("\n", 0, start)
    if line <= 0 or text[start - 1] not in "\n \t":
        return False
    end = line
    while end > 0 and text[end - 1] in " \t":
        end -= 1
    return text[end - 1 : end] == "," and _SIGN_OFF.search(text, max(0, end - 21), end - 1) is not None


def trim_entity(text: str, start: int, end: int) -> tuple[int, int]:
    """Apply the same edge trimming to a span proposed by the NER model, which may cross a line."""
    newline = text.find("\n", start, end)
    return _trim(text, start, newline if newline > 0 else end)


# Capitalised words that never start or end a private person's name in court text: a run made of
# them ("State Security Court", "European Convention") is not sent to the model at all.
_NOT_NAME_WORDS = _NOT_A_PERSON | frozenset(
    """Republic Kingdom United States Convention Protocol Human Rights Freedoms Fundamental Security
    Directorate Prison Magistrates Magistrate Assize Cassation Criminal Civil Procedure Article Section
    Paragraph European Union Committee Parliament Assembly Constitutional Administrative District Regional
    High Chamber Grand Judgment Decision Facts Circumstances Case Public Prosecutor National Gendarmerie
    Army Navy Royal Force Forces State Council Chief Deputy Mayor President Secretary Criminal Penal
    Military Municipal Provincial Central Northern Southern Eastern Western North South East West New
    Turkish Polish Russian Ukrainian Romanian Italian French German British Greek Bulgarian Hungarian
    Croatian Serbian Czech Slovak Lithuanian Latvian Estonian Finnish Swedish Norwegian Danish Dutch
    Belgian Spanish Portuguese Irish Scottish Welsh Moldovan Georgian Armenian Azerbaijani European
    Schedule Annex Appendix Form Table Figure Chapter Division Subdivision Rule Order Notice Statement
    Claim Defence Defense Reply Motion Application Affidavit Exhibit Tab Volume Book Tax Income Revenue
    Employment Insurance Pension Health Safety Labour Labor Family Property Housing Residential Tenancies
    Privacy Access Information Protection Evidence Interpretation Limitation Limitations Bankruptcy
    Insolvency Competition Trade Commerce Finance Financial Canadian American Ontario Quebec Alberta
    Manitoba Saskatchewan Nova Scotia Brunswick Newfoundland Labrador Prince Edward Island Yukon Nunavut
    Columbia British Toronto Montreal Ottawa Vancouver Calgary Edmonton Winnipeg Halifax Regina Victoria
    Whereas Therefore However Furthermore Moreover Although Because Following After Before During Under
    Upon Between Within Without Pursuant According Accordingly Thus Hence Also Further Finally Meanwhile
    Our Your Their His Her Its We You They He She It In On At Of For To From With As By Or And But Nor
    If Then Else While Until Since Both Either Neither Mr Mrs Ms Dr I II III IV V VI VII VIII IX X
    Great Britain Ireland England Scotland Wales Kingdom Turkey Poland Russia Ukraine Romania Italy France
    Germany Greece Bulgaria Hungary Croatia Serbia Slovakia Slovenia Lithuania Latvia Estonia Finland
    Sweden Norway Denmark Netherlands Belgium Spain Portugal Austria Switzerland Moldova Georgia Armenia
    Azerbaijan Albania Macedonia Montenegro Bosnia Herzegovina Cyprus Malta Luxembourg Iceland Czech
    America Canada Mexico Europe Asia Africa Commonwealth Foreign Affairs Interior Justice Home
    Such Senator Front Blank Drop""".split()
)


# Words that make a capitalised run an office, a unit, a body or a place, never a person, in any
# position: statute schedules list job titles and units as title-case table rows ("Area Sales
# Manager", "Network Operations", "Human Resources"), and Acts name bands, nations and parks
# ("Islington Indian Band", "First Nations"). Unlike ``_NOT_NAME_WORDS`` none of these is also a
# given name or a common surname (so "Victoria", "Park", "Bass", "Field", "Sales", "Day", "Branch",
# "Foreman" and "An" are left out).
OFFICE_OR_BODY_WORDS = frozenset(
    """Manager Managers Director Directors Supervisor Supervisors Superintendent Superintendents
    Engineer Engineers Operations Operation Agent Agents Officer Officers Coordinator Co-ordinator
    Analyst Clerk Inspector Accountant Controller Treasurer Registrar Commissioner Secretary
    Customer Customers Services Service Resources Settlements Relations Research Marketing
    Accounts Accounting Payable Receivable Purchasing Stores Materials Equipment Freight Passenger
    Transportation Traffic Terminal Yard Works Maintenance Engineering Planning Audit Network
    Intermodal Process Operating Administration Department Region Headquarters
    Band Bands Nations Village Portion Highway Regulations Statutes Principles Poverty Period
    Francophonie Agreement Agreements Fund Board Corporation Company Authority Agency Tribunal
    Holiday Conventions Tribes Tariff Population Staff Strait Saint Sainte Côte""".split()
)


def office_or_body(value: str) -> bool:
    """A run holding an office, unit, body or place word (``OFFICE_OR_BODY_WORDS``)."""
    return any(w.strip(".,;:’'()") in OFFICE_OR_BODY_WORDS for w in value.split())


@lru_cache(maxsize=1)
def document_tokens(text: str) -> frozenset[str]:
    """The document's whitespace-separated tokens (a C-speed split), built once per document for
    both readers: the common-noun filter and the model's candidate list."""
    return frozenset(text.split())


def written_lower(word: str, tokens: set[str] | frozenset[str]) -> bool:
    """``word`` stands in ``tokens`` (a document's split) alone or with trailing punctuation."""
    return any(word + p in tokens for p in ("", ",", ".", ";", ":", ")"))


def unclaimed_candidates(text: str, runs: list[Run] | None = None) -> list[int]:
    """Start offsets of runs of two or more capitalised words that could be a name: every
    multi-word person name lies in one, cued or not, whatever its alphabet. Cheap to find; the
    model decides on them. Left out: runs with a known non-name word, runs with a word this document
    also writes in lower case ("Business Profits" beside "business profits": a heading), and runs
    that fill a whole line (headings; the layout rules judge names standing alone on a line)."""
    out = []
    lower_words: set[str] | None = None
    for a, b, run_words in runs if runs is not None else capital_runs(text):
        if len(run_words) < 2:
            continue
        if (a == 0 or text[a - 1] == "\n") and (b == len(text) or text[b] == "\n"):
            continue
        streak: list[tuple[int, str]] = []
        for pos, raw in [*run_words, (b, "")]:
            word = raw.rstrip(".,;:'’")
            if len(word) > 1 and not word.isupper() and word[0].isupper() and word not in _NOT_NAME_WORDS:
                streak.append((pos, word))
                continue
            # A streak that a non-name word continues ("Air Travellers Security Charge Act",
            # "Economic Development Agency") begins an institution's or a law's name.
            if len(streak) >= 2 and word not in _NOT_NAME_WORDS:
                if lower_words is None:
                    lower_words = document_tokens(text)
                if not any(written_lower(w.lower(), lower_words) for _, w in streak):
                    out.append(streak[0][0])
            streak = []
    return out
