"""Training sentences for the person NER (scripts/train_person_ner.py): names in positions no cue
announces, and, in the same positions, the things legal text names that are not people.

Written for issue 15, fifth round. The frames are new (not taken from any scoring set); names are
drawn from the shipped gazetteer (src/quilltune/prepare/pii/name_gazetteer.txt, Faker's locale lists
without the dev locales), given name and surname from any two locales, so no third-party package is
needed and nothing of a dev or held-out set is read; 30 % of the names come instead from
``person_ner_names.py`` (typed by hand, traditions Faker leaves out). Negatives fill the same slots with offices,
courts and bodies, laws, companies, places and headings (the kinds the legal vetoes remove), so that
the model learns the difference from the words themselves, not from the slot.

Every draw comes from the ``random.Random`` passed in: the same seed gives the same rows.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from person_ner_names import pools

# Share of names drawn from the hand-typed traditions (person_ner_names.py) rather than the gazetteer.
HAND_TYPED_SHARE = 0.3
GAZETTEER = Path(__file__).resolve().parents[1] / "src/quilltune/prepare/pii/name_gazetteer.txt"
_NAME_WORD = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ſ][a-zß-öø-ÿĀ-ſ]+(?:[-'’][A-ZÀ-ÖØ-ÞĀ-ſ]?[a-zß-öø-ÿĀ-ſ]+)?")

# Frames whose slot {X} holds an agent: a person, or an office, a body, a company. {Y} holds a second
# agent of the same kind as {X} when the frame has two.
AGENT_FRAMES = [
    "{X} signed the lease on 3 March and paid the first month's rent.",
    "The cheque was made payable to {X}.",
    "On cross-examination {X} could not recall the date of the meeting.",
    "{X} and {Y} were present when the keys were returned.",
    "Copies of the notice were sent to {X} and {Y}.",
    "The vehicle was registered to {X} at the time of the collision.",
    "{X} will attend the examination for discovery next week.",
    "The report prepared by {X} was filed as part of the record.",
    "A payment of $4,250 was made to {X} on 12 June.",
    "This motion is brought by {X} for an order extending the time.",
    "Ownership of the lot passed from {X} to {Y} in 2014.",
    "The property is held jointly by {X} and {Y}.",
    "Both {X} and the insurer denied liability.",
    "Costs are payable by {X} within thirty days.",
    "The minutes record that {X} abstained from the vote.",
    "{X} objected to the admission of the photographs.",
    "The shares were transferred to {X} for nominal consideration.",
    "{X} did not respond to the demand letter.",
    "We have reviewed the file provided by {X}.",
    "The loan was guaranteed by {X}.",
    "Neither {X} nor {Y} filed a reply.",
    "It is not disputed that {X} received the funds.",
    "In 2019 {X} applied for a renewal of the permit.",
    "The agreement between {X} and {Y} was never registered.",
    "{X} later withdrew the complaint.",
    "The invoice was addressed to {X} at the office on Bay Street.",
    "Under the settlement, {X} pays the remaining balance in two instalments.",
    "The inspection was requested by {X} after the flood.",
    "{X} relies on the same email chain.",
    "Notice of the hearing was given to {X}, {Y} and the municipality.",
    "The court ordered {X} to produce the bank statements.",
    "A summons was issued to {X}.",
    "{X} owned the business until it was sold in 2017.",
    "Emails from {X} to {Y} show that the price was agreed.",
    "The cost estimate from {X} was accepted without change.",
    "{X}, who chaired the meeting, called the vote.",
    "After the accident {X} was taken to hospital.",
    "The tenancy was assigned to {X} with the landlord's consent.",
    "Exhibit 12 is a letter signed by {X}.",
    "There is no evidence that {X} knew of the defect.",
    "The appeal by {X} is dismissed.",
    "Judgment is granted in favour of {X} in the amount claimed.",
    "The statement of claim names {X} as the only defendant.",
    "{X} took possession of the premises in May.",
    "At the meeting {X} presented the revised budget.",
    "The funds were held in trust for {X}.",
    "{X} was served personally at the residence.",
    "The transcript of the call with {X} is at Tab 4.",
    "Pursuant to the order, {X} shall pay support monthly.",
    "The claim against {X} was settled before trial.",
    "{X} (see paragraph 14) gave a different account.",
    "The application was supported by a letter from {X}.",
    "Title to the land remained with {X}.",
    "{X} denies each allegation in paragraph 6.",
    "The bid submitted by {X} was the lowest.",
    "The parties agree that {X} may inspect the books.",
    "Last year {X} and {Y} jointly purchased a cottage.",
    "{X} signed on behalf of the partnership.",
    "We confirm that {X} has paid the deposit in full.",
    "The records kept by {X} were incomplete.",
]
# Frames whose slot {X} holds a place (persons never fill these).
PLACE_FRAMES = [
    "The hearing will be held in {X} on 14 October.",
    "She moved to {X} in 2011 and found work there.",
    "The goods were shipped from {X} by rail.",
    "The accident happened on the highway near {X}.",
    "He was living in {X} at the time of the offence.",
    "The property lies within the boundaries of {X}.",
    "Branch offices are located in {X} and {Y}.",
    "The flight from {X} to {Y} was cancelled.",
]
# Frames where {X} is a person met in the same places, to keep the slot from deciding alone.
PERSON_PLACE_FRAMES = [
    "{P} moved to {X} in 2011.",
    "{P} was living in {X} at the time.",
    "The accident near {X} injured {P}.",
    "{P} drove from {X} to the hearing.",
    "Branch offices in {X} are managed by {P}.",
]

OFFICES = [
    "the Information Commissioner", "the Privacy Commissioner", "the Accessibility Commissioner",
    "the Auditor General", "the Chief Electoral Officer", "the Deputy Minister", "the Registrar General",
    "the Receiver General", "the Superintendent of Bankruptcy", "the Official Receiver",
    "the Public Guardian and Trustee", "the Chief Coroner", "the Fire Marshal", "the Attorney General",
    "the Director of Public Prosecutions", "the Ombudsman", "the Commissioner of Competition",
    "the Employment Standards Officer", "the Chief Medical Officer of Health", "the Conflict of Interest Commissioner",
    "the Parliamentary Budget Officer", "the Sergeant-at-Arms", "the Clerk of the Privy Council",
    "the Children's Lawyer", "the Public Trustee", "the Land Titles Registrar", "the Deputy Head",
    "the Chief Actuary", "the Harbour Master", "the Master of the Vessel", "the Returning Officer",
    "the Director of Vital Statistics", "the Chief Firearms Officer", "the Commissioner of Patents",
    "the Veterans Ombud", "the Correctional Investigator", "the Senate Ethics Officer",
]  # fmt: skip
BODIES = [
    "the Landlord and Tenant Board", "the Immigration and Refugee Board", "the Canada Revenue Agency",
    "the Workplace Safety and Insurance Board", "the Social Security Tribunal", "the Ontario Securities Commission",
    "the Federal Court", "the Court of King's Bench", "the Superior Court of Justice", "the Tax Court",
    "the Human Rights Tribunal", "the Law Society of Ontario", "the Competition Bureau",
    "the National Energy Board", "the Canadian Transportation Agency", "Service Canada",
    "Environment and Climate Change Canada", "Public Services and Procurement Canada", "Parks Canada",
    "the Treasury Board", "the Municipal Property Assessment Corporation", "the Financial Consumer Agency",
    "the Royal Canadian Mounted Police", "the Toronto Police Service", "the Children's Aid Society",
    "Legal Aid Ontario", "the Bank of Canada", "Canada Post", "the Public Health Agency",
    "Fisheries and Oceans", "Statistics Canada", "Elections Canada", "the Port Authority",
    "Hydro-Québec", "the Canadian Wheat Board", "the Atomic Energy Control Board",
]  # fmt: skip
LAWS = [
    "the Income Tax Act", "the Criminal Code", "the Residential Tenancies Act", "the Divorce Act",
    "the Employment Standards Act", "the Access to Information Act", "the Canada Labour Code",
    "the Bankruptcy and Insolvency Act", "the Fisheries Act", "the Indian Act", "the Excise Tax Act",
    "the Geneva Conventions Act", "the Competition Act", "the Privacy Act", "the Canada Evidence Act",
    "the Statutory Powers Procedure Act", "the Limitations Act", "the Family Law Act",
]  # fmt: skip
_COMPANY_WORDS = (
    "Holdings Logistics Consulting Construction Developments Capital Properties Foods Marine Energy Pharma "
    "Textiles Motors Realty Investments Systems Analytics Printing Roofing Plumbing Transport Farms Dairy "
    "Builders Media Studios Imports Trading Software Medical Dental Engineering Mining Forestry"
).split()
_COMPANY_ENDS = [
    "Ltd.",
    "Inc.",
    "LLP",
    "Limited",
    "Corp.",
    "Co.",
    "Group",
    "GmbH",
    "S.A.",
    "s.r.l.",
    "Partners",
    "",
]
_COMPANY_FIRST = (
    "Northgate Maplecrest Bluewater Ironwood Summit Harbourview Lakeshore Pinnacle Redwood Silverline "
    "Granite Westbrook Eastview Clearwater Riverbend Stonebridge Oakridge Highland Coastal Frontier Meridian "
    "Keystone Evergreen Sterling Atlas Beacon Cedar Crescent Horizon Liberty Orion Polaris Prairie Quantum"
).split()
PLACES = [
    "Fort Erie", "Buenos Aires", "Medicine Hat", "Prince Albert", "Port Hope", "Thunder Bay", "Sault Ste. Marie",
    "Red Deer", "Grande Prairie", "Fort McMurray", "Moose Jaw", "Swift Current", "Trois-Rivières",
    "Rouyn-Noranda", "Saint John", "Corner Brook", "Happy Valley-Goose Bay", "Iqaluit", "Yellowknife",
    "Whitehorse", "Charlottetown", "Niagara Falls", "Sault Sainte Marie", "Rio de Janeiro", "São Paulo",
    "Los Angeles", "San Antonio", "Santa Cruz", "Las Vegas", "New Orleans", "Salt Lake City", "Kuala Lumpur",
    "Hong Kong", "Ho Chi Minh City", "Tel Aviv", "Port Moresby", "Addis Ababa", "Cape Town", "Dar es Salaam",
    "Abu Dhabi", "Sri Jayawardenepura Kotte", "Frankfurt am Main", "Den Haag", "Saint-Jérôme",
    "Mont-Tremblant", "Baie-Comeau", "Val-d'Or", "Port Alberni", "Prince George", "Fort St. John",
    "Dawson Creek", "Powell River", "Campbell River", "Owen Sound", "North Bay", "Elliot Lake", "Sioux Lookout",
    "Fort Frances", "Kenora", "Timmins", "Kapuskasing", "Cobourg", "Peterborough", "Belleville",
    "Stony Plain", "Lloydminster", "Flin Flon", "The Pas", "Portage la Prairie", "Steinbach", "Selkirk",
    "Bathurst", "Edmundston", "Grand Falls", "Antigonish", "Truro", "Yarmouth", "Glace Bay", "Gander",
    "Kraków", "Gdańsk", "Łódź", "İzmir", "Göteborg", "Tromsø", "Århus", "Zürich", "Köln", "Düsseldorf",
]  # fmt: skip
HEADINGS = [
    "Transitional Provisions", "Consequential Amendments", "Coming into Force", "Related Provisions",
    "Capital Gains", "Interpretation", "General Provisions", "Marginal Note", "Supplementary Retirement Benefits",
    "Free Press", "Wheat Pool", "Boxing Day", "Canada Day", "Labour Day", "Good Friday", "Remembrance Day",
    "Striped Bass", "Atlantic Salmon", "Rainbow Trout", "Grey Cup", "Stanley Cup", "Model Year",
    "Gold Card", "Crown Land", "Indian Band", "First Nation", "Northwest Passage", "Great Lakes",
]  # fmt: skip
# Frames for negatives that are not agents: statute-like lines with a title-case run in them.
STATUTE_FRAMES = [
    "{X} may, by order, designate any person to exercise the powers under this section.",
    "The report of {X} shall be laid before each House of Parliament.",
    "Subject to subsection (2), {X} shall publish the notice in the Canada Gazette.",
    "Where {X} is satisfied that the conditions are met, a licence may be issued.",
    "An appeal lies from a decision of {X} to the Federal Court.",
    "{X} is responsible for the administration of this Part.",
    "The fees set out in the schedule are payable to {X}.",
]

# Frames around title-case headings and terms that statutes and schedules print.
HEADING_FRAMES = [
    "PART 4\n{X}\n31 (1) The following definitions apply in this Part.",
    "The amendments set out under {X} apply to taxation years after 2019.",
    "See the note under {X} in Schedule II.",
    "{X} and {Y} are listed in column 2 of the table.",
    "Item 7, {X}, is repealed.",
]


class _Names:
    def __init__(self) -> None:
        given, surnames = [], []
        for line in GAZETTEER.read_text("utf-8").splitlines():
            if line.startswith("#") or "\t" not in line:
                continue
            kind, name = line.split("\t", 1)
            if not _NAME_WORD.fullmatch(name) or len(name) < 3:
                continue
            if "G" in kind:
                given.append(name)
            if "S" in kind:
                surnames.append(name)
        self.given, self.surnames = sorted(set(given)), sorted(set(surnames))
        self.typed = pools()

    def full(self, rng: random.Random) -> str:
        if rng.random() < HAND_TYPED_SHARE:
            given, surnames = rng.choice(self.typed)
            g, s = rng.choice(given), rng.choice(surnames)
        else:
            g, s = rng.choice(self.given), rng.choice(self.surnames)
        r = rng.random()
        if r < 0.12:
            return f"{g} {rng.choice('ABCDEFGHJKLMNPRSTVW')}. {s}"
        if r < 0.2:
            return f"{g} {rng.choice(self.given)} {s}"
        if r < 0.27:
            return f"{g} {s}-{rng.choice(self.surnames)}"
        if r < 0.31:
            return (
                f"{g} {rng.choice(['van der', 'de la', 'von', 'di', 'ter', 'al-', 'Ó', 'Mac'])} {s}".replace(
                    "al- ", "al-"
                )
            )
        if r < 0.34:
            return f"{rng.choice('ABCDEFGHJKLMNPRSTW')}. {s}"
        return f"{g} {s}"


def _company(rng: random.Random, names: _Names) -> str:
    first = rng.choice(_COMPANY_FIRST) if rng.random() < 0.6 else rng.choice(names.surnames)
    words = [first, rng.choice(_COMPANY_WORDS)]
    if rng.random() < 0.3:
        words.insert(1, rng.choice(["&", "and"]) + " " + rng.choice(names.surnames))
    end = rng.choice(_COMPANY_ENDS)
    return " ".join(words + ([end] if end else []))


def _negative(rng: random.Random, names: _Names) -> tuple[str, str | None]:
    """A non-person filler and the stock label it should keep (None: no entity)."""
    kind = rng.random()
    if kind < 0.3:
        return rng.choice(OFFICES), None
    if kind < 0.55:
        return rng.choice(BODIES), "ORG"
    if kind < 0.8:
        return _company(rng, names), "ORG"
    if kind < 0.9:
        return rng.choice(LAWS), "LAW"
    return rng.choice(PLACES), "GPE"


def _fill(frame: str, fillers: dict[str, tuple[str, str | None]]) -> dict:
    """Render ``frame``; ``fillers`` maps each slot to (text, label or None). A filler starting with
    "the " at a sentence start is capitalised; the label covers the name after the article."""
    text, spans, pos = "", [], 0
    for m in re.finditer(r"\{(\w)\}", frame):
        text += frame[pos : m.start()]
        value, label = fillers[m.group(1)]
        if value.startswith("the ") and (not text or text.endswith(". ")):
            value = "The " + value[4:]
        start = len(text)
        if value.lower().startswith("the ") and label != "PERSON":
            start += 4
        text += value
        # "O": no entity may cover the filler (the stock model's own tags there are dropped too).
        spans.append({"start": start, "end": len(text), "label": label or "O"})
        pos = m.end()
    text += frame[pos:]
    return {"text": text, "spans": spans}


def rows(rng: random.Random, n: int) -> list[dict]:
    """``n`` rows {text, spans}: spans are PERSON, the negatives' stock labels (ORG, LAW, GPE) or "O"
    (no entity there). About half the agent frames hold people."""
    names = _Names()
    out = []
    while len(out) < n:
        r = rng.random()
        if r < 0.62:
            frame = rng.choice(AGENT_FRAMES)
            if rng.random() < 0.55:
                fill = {k: (names.full(rng), "PERSON") for k in "XY"}
            else:
                fill = {k: _negative(rng, names) for k in "XY"}
                if rng.random() < 0.3:  # a person beside a body: "Copies were sent to X and the Board"
                    fill["Y"] = (names.full(rng), "PERSON")
        elif r < 0.72:
            frame = rng.choice(PLACE_FRAMES)
            fill = {k: (rng.choice(PLACES), "GPE") for k in "XY"}
        elif r < 0.82:
            frame = rng.choice(PERSON_PLACE_FRAMES)
            fill = {"P": (names.full(rng), "PERSON"), "X": (rng.choice(PLACES), "GPE")}
        elif r < 0.93:
            frame = rng.choice(STATUTE_FRAMES)
            value = rng.choice(OFFICES + BODIES)
            fill = {"X": (value, None if value in OFFICES else "ORG")}
        else:
            frame = rng.choice(HEADING_FRAMES)
            fill = {k: (rng.choice(HEADINGS), None) for k in "XY"}
        out.append(_fill(frame, fill))
    return out
