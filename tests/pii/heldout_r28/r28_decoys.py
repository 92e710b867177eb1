"""Round-28 public look-alikes: judges, members and officials (titles inside the mark), court file numbers,
citations, legislation, public bodies' contact details and the people, places and things named after people."""

from __future__ import annotations

import string

from r28_dates import house_date
from r28_law import CA_SECTIONS, CA_STATUTES, CASE_NAMES, LAW, REPORTS, US_STATUTES, family, fill
from r28_numbers import digits
from r28_places import COUNTRIES, PROVINCES, STATES
from r28_sheet import look

JUDGE = {
    "ca": "Justice|the Honourable Justice|Judge|Associate Judge",
    "us": "Judge|Hon.|Commissioner|Magistrate",
    "qc": "l'honorable juge|juge",
    "sco": "Sheriff|Summary Sheriff",
    "en": "Judge|Justice|Magistrate",
    "es": "jueza|juez|magistrada",
    "fr": "juge|Mme la juge",
    "de": "Richterin|Richter",
    "it": "giudice|dott.ssa giudice",
    "nl": "rechter|kinderrechter",
    "pt": "juíza|juiz",
    "sv": "rådman|tingsrättsdomare",
}
MEMBER = {
    "en": "Member|Vice-Chair|Adjudicator|Referee|Presiding Member",
    "fr": "juge administratif|juge administrative|membre",
    "es": "Adjudicator|Member",
    "de": "Member",
    "it": "Member",
    "nl": "Member",
    "pt": "Member",
    "sv": "Member",
}
OFFICIAL = {
    "en": "Deputy Registrar|Registrar|Court Clerk|Constable|Cst.|Sgt.|Det.|Notary Public|Commissioner for Oaths|Bailiff",
    "fr": "greffière|greffier|huissière de justice|agente|sergent|notaire|commissaire à l'assermentation",
    "es": "secretaria judicial|oficial|agente|notario|actuaria",
    "de": "Rechtspflegerin|Rechtspfleger|Inspektor",
    "it": "cancelliere|cancelliera|assistente giudiziario",
    "nl": "griffier|wijkagent|bode",
    "pt": "escrivã|oficial de justiça|agente",
    "sv": "notarie|kanslist|polisinspektör",
}
OFFICIAL_STARTS = sorted({t for v in OFFICIAL.values() for t in v.split("|")}, key=len, reverse=True)
JUDGE_TITLES = sorted(
    {
        f(t)
        for v in list(JUDGE.values()) + list(MEMBER.values())
        for t in v.split("|")
        for f in (str, lambda x: x[0].upper() + x[1:])
    },
    key=len,
    reverse=True,
)  # as written, and with a capital at the start of a sentence

PUBLIC = {
    "eponymous_org": "Sir Mortimer B. Davis Jewish General Hospital|Elizabeth Fry Society|John Howard Society|"
    "Ronald McDonald House|McGill University Health Centre|Simon Fraser University|Johns Hopkins Hospital|Mayo Clinic|"
    "Nelson Mandela Children's Hospital|Tata Memorial Hospital|Karolinska Institutet|Institut Pasteur|"
    "Fundação Calouste Gulbenkian|Hospital Juan P. Garrahan|Erasmus MC|Hôpital Maisonneuve-Rosemont|Carter Center",
    "eponymous_term": "Gladue report|Jordan ceiling|Stinchcombe disclosure|Miranda warning|Brady material|"
    "Mareva injunction|Anton Piller order|Calderbank offer|McKenzie friend|Heimlich manoeuvre|Apgar score|Richter scale",
    "building_name": "Édifice Ernest-Cormier|Richard J. Daley Center|Stanley Mosk Courthouse|Thurgood Marshall Courthouse|"
    "Edward W. Brooke Courthouse|Roy McMurtry Building|Bora Laskin Law Library|Frank Iacobucci Centre|Lord Reid Building",
    "fictional_character": "Anne Shirley|Atticus Finch|Sherlock Holmes|Pippi Longstocking|Tintin|Don Quixote|Pinocchio|"
    "Mafalda|Paddington Bear|Harry Potter|Dora the Explorer|Nancy Drew",
    "public_figure": "Céline Dion|Wayne Gretzky|Taylor Swift|Serena Williams|Greta Thunberg|Lionel Messi|Shakira|"
    "Malala Yousafzai|Simone Biles|Drake",
    "historical_person": "Sir John A. Macdonald|Louis Riel|Nellie McClung|Harriet Tubman|Abraham Lincoln|Marie Curie|"
    "Simón Bolívar|José Rizal|Mahatma Gandhi|Robert Burns|Daniel O'Connell|Ned Kelly|Kate Sheppard|Terry Fox",
    "eponymous_place": "Prince Rupert|Lake Louise|Mount Robson|Fort McMurray|Washington Heights|Lincoln Park|"
    "Victoria Falls|Port Hedland|Vancouver Island|Lake Champlain|Cape Dorset",
    "storm_name": "Hurricane Fiona|post-tropical storm Dorian|Hurricane Ian|Cyclone Gabrielle|Storm Babet|"
    "Typhoon Rai|Storm Ciarán|Hurricane Otis|Hurricane Helene",
    "ship_name": "MV Coho|CCGS Amundsen|MV Blue Puttees|HMCS Ville de Québec|MV Isle of Mull|Spirit of Tasmania|"
    "MV Holiday Island|Queen of Oak Bay|MV Madeleine II",
    "award_name": "Order of Ontario|Governor General's Academic Medal|Terry Fox Humanitarian Award|"
    "Duke of Edinburgh's Award|Nobel Peace Prize|Pulitzer Prize|Premio Cervantes|Prix Goncourt|"
    "Astrid Lindgren Memorial Award|Ramon Magsaysay Award",
    "product_version": "Adobe Acrobat Pro 2024.002.20933|Microsoft Word 16.0.17328|CaseLines 4.12|Zoom 6.0.11|"
    "WhatsApp 2.24.8.85|iOS 17.4.1|Android 14|Chrome 124.0.6367.91|Outlook for Mac 16.84",
}


def _name_pool():
    from r28_people import TABLES

    out = []
    for loc in sorted(TABLES):
        script, _o, _g, table = TABLES[loc]
        if script != "Latn":
            continue
        fams = [s.split("/")[0] for s in table["S"] if "_" not in s and " " not in s]
        if fams:
            out.append((table["F"][:3] + table["M"][:3], fams[:4]))
    return out


NAMES = _name_pool()


class Lookalikes:
    def __init__(self, rng, jur, region, lang, today):
        self.rng, self.jur, self.region, self.lang, self.today = rng, jur, region, lang, today
        self.law = LAW[jur]

    def _pick(self, spec):
        return self.rng.choice(spec.split("|"))

    def _official_name(self):
        givens, fams = self.rng.choice(NAMES)
        return f"{self.rng.choice(givens)} {self.rng.choice(fams)}"

    def date(self, d=None, jur=None):
        rng = self.rng
        if d is None:
            from r28_dates import day_between

            d = day_between(rng, (self.today.year - 3, 1, 1), (self.today.year, self.today.month, 1))
        return look(house_date(d, jur or self.jur, self.lang, rng), "non_birth_date")

    def judge(self):
        if self.jur == "ca":
            key = "qc" if self.lang == "fr" else "ca"
        elif self.jur in ("us", "sco") and self.lang == "en":
            key = self.jur
        else:
            key = self.lang
        return look(f"{self._pick(JUDGE[key])} {self._official_name()}", "judge")

    def member(self):
        return look(
            f"{self._pick(MEMBER.get(self.lang, MEMBER['en']))} {self._official_name()}", "tribunal_member"
        )

    def official(self):
        return look(
            f"{self._pick(OFFICIAL.get(self.lang, OFFICIAL['en']))} {self._official_name()}", "official"
        )

    def make(self, kind):
        rng, jur = self.rng, self.jur
        files, statutes, sections, courts, domains = self.law
        fam = family(jur)
        if kind == "non_birth_date":
            return self.date()
        if kind in ("judge", "tribunal_member", "official"):
            return {"judge": self.judge, "tribunal_member": self.member, "official": self.official}[kind]()
        if kind == "court_file_number":
            text = fill(rng, self._pick(files), self.today.year)
        elif kind == "statute":
            if jur == "ca":
                statutes = CA_STATUTES["fed"] + "|" + CA_STATUTES.get(self.region, CA_STATUTES["fed"])
            elif jur == "us":
                statutes = US_STATUTES["fed"] + "|" + US_STATUTES.get(self.region, US_STATUTES["fed"])
            text = self._pick(statutes)
        elif kind == "section_ref":
            if jur == "ca":
                sections = CA_SECTIONS["qc" if self.region == "qc" or self.lang == "fr" else "other"]
            text = fill(rng, self._pick(sections), 2000)
        elif kind == "neutral_citation":
            if courts:
                text = f"{rng.randint(2015, self.today.year)} {rng.choice(courts.split())} {rng.randint(12, 2400)}"
                text = f"[{text.split(' ', 1)[0]}] {text.split(' ', 1)[1]}" if fam == "en" else text
            else:
                text = f"ECLI:{jur.upper()}:{rng.choice(('TRIB', 'CASS', 'RB', 'STJ'))}:{rng.randint(2016, 2024)}:{rng.randint(100, 9999)}"
        elif kind == "case_citation":
            text = self._pick(REPORTS[fam])
        elif kind == "case_name":
            text = self._pick(CASE_NAMES[fam])
        elif kind == "institutional_phone":
            if jur in ("ca", "us"):
                text = f"1-{rng.choice(('800', '844', '855', '866', '877', '888'))}-{rng.randint(200, 999)}-{digits(rng, 4)}"
            else:
                text = f"{COUNTRIES[jur][3]} {rng.randint(1, 9)}{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"
        elif kind == "institutional_email":
            box = rng.choice(
                ("registry", "greffe", "info", "intake", "clerk", "records", "support", "family.court")
            )
            text = f"{box}@{self._pick(domains)}"
        elif kind == "institutional_url":
            text = f"https://www.{self._pick(domains)}/{rng.choice(('forms', 'fr/formulaires', 'en/family', 'help', 'tribunal', 'eservices'))}"
        elif kind == "reference_number":
            text = rng.choice(
                (
                    f"{rng.choice(string.ascii_uppercase)}{rng.choice(string.ascii_uppercase)}-{digits(rng, 4)}-{rng.choice(string.ascii_uppercase)}{digits(rng, 2)}",
                    f"REF{digits(rng, 7)}",
                    f"{digits(rng, 2)}-{digits(rng, 4)}-{rng.choice(string.ascii_uppercase)}{rng.choice(string.ascii_uppercase)}",
                )
            )
        elif kind == "bates_number":
            text = f"{rng.choice(('RESP', 'APP', 'PLTF', 'DEF', 'CROWN'))}{rng.choice(('', '-', '_'))}{digits(rng, 6)}"
        elif kind == "phone_shaped_reference":
            text = f"{rng.randint(201, 989)}-{rng.randint(201, 989)}-{digits(rng, 4)}"
        elif kind == "ssn_shaped_reference":
            text = f"{rng.randint(101, 899)}-{digits(rng, 2)}-{digits(rng, 4)}"
        elif kind == "tracking_number":
            text = rng.choice(
                (
                    f"1Z {digits(rng, 3)} {rng.choice('AEW')}{digits(rng, 2)} {digits(rng, 2)} {digits(rng, 4)} {digits(rng, 4)}",
                    f"RR {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)} CA",
                    f"9405 {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 2)}",
                    f"LX{digits(rng, 9)}DE",
                )
            )
        elif kind == "patent_number":
            text = rng.choice(
                (
                    f"US {rng.randint(9, 11)},{digits(rng, 3)},{digits(rng, 3)} B2",
                    f"CA {rng.randint(2, 3)},{digits(rng, 3)},{digits(rng, 3)}",
                    f"EP {rng.randint(2, 4)} {digits(rng, 3)} {digits(rng, 3)} B1",
                )
            )
        elif kind == "commit_hash":
            n = rng.choice((7, 10, 40))
            text = "".join(rng.choice("0123456789abcdef") for _ in range(n))
            text = text if not text.isdigit() else "a" + text[1:]
        elif kind == "place_name":
            if jur == "ca":
                text = rng.choice(PROVINCES[self.region or "on"][4].split("|"))
            elif jur == "us":
                text = rng.choice(STATES[self.region or "NY"][2].split("|"))
            else:
                text = rng.choice(COUNTRIES[jur][2].split("|"))
        elif kind == "caps_heading":
            raise ValueError("caps headings come from the title")
        else:
            text = self._pick(PUBLIC[kind])
        return look(text, kind)
