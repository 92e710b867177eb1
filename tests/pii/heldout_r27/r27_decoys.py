"""Round-27 look-alikes: things written like personal data that are not (public office holders with their
titles, organisations and places named after people, references shaped like numbers of people, and so on)."""

from __future__ import annotations

import string

from r27_calendar import CONVENTION, long_form, numeric, recent
from r27_law import law_for
from r27_numbers import aba, pattern
from r27_page import fake

BENCH = (
    "Okonjo-Whitlam Castellanos Thibodeau-Marr Abernethy Nakagawa-Price Sorensen Valcourt Iyer-Blackwood Ferreira "
    "Lindholm Achterberg Moosbrugger Quenneville Fairbairn Delacroix-Amos Mbeki-Tarrant Sato-Lindqvist Rosenthal "
    "Wilmot Petrakis Haddad-Crane Brightwater Oduya Gallant Kettering Strathmore Bisonnette Marchbanks"
).split()
INITIALS = "A. B. C. D. E. F. G. H. J. K. L. M. N. P. R. S. T. W.".split()
JUDGE_TITLES = {
    "en": ("Justice {i} {s}", "the Honourable Justice {s}", "Judge {i} {s}", "{s} J.", "Associate Judge {s}",
           "Magistrate {i} {s}", "His Honour Judge {s}", "Her Honour Judge {s}", "Hon. {i} {s}"),
    "fr": ("l'honorable juge {i} {s}", "la juge {s}", "le juge {i} {s}", "Juge {s}"),
    "es": ("la jueza {s}", "el juez {i} {s}", "la magistrada {s}"),
    "de": ("Richterin am Amtsgericht {s}", "Richter {s}", "Vorsitzende Richterin {s}"),
    "it": ("il giudice {s}", "la giudice {i} {s}", "giudice tutelare {s}"),
    "nl": ("de kinderrechter mr. {s}", "rechter mr. {i} {s}"),
    "pt": ("a juíza {s}", "o juiz de direito {s}", "a juíza de direito {i} {s}"),
}  # fmt: skip
MEMBER_TITLES = (
    "Member {i} {s}",
    "Vice-Chair {s}",
    "Adjudicator {i} {s}",
    "Arbitrator {s}",
    "Commissioner {i} {s}",
)
OFFICIALS = {
    "en": ("Registrar {s}", "Deputy Registrar {i} {s}", "Court Clerk {s}", "Commissioner for Oaths {i} {s}",
           "Notary Public {s}", "Sheriff {s}", "Constable {i} {s}", "Sergeant {s}", "Detective Constable {s}",
           "Probation Officer {s}", "Coroner {i} {s}", "Justice of the Peace {s}"),
    "fr": ("la greffière {s}", "le greffier adjoint {i} {s}", "le commissaire à l'assermentation {s}",
           "Me {s}, notaire", "l'agente {s}", "le sergent-détective {s}"),
    "es": ("el secretario judicial {s}", "la notaria {s}", "el agente {s}", "la inspectora {s}"),
    "de": ("Urkundsbeamtin {s}", "Rechtspfleger {s}", "Notarin {s}", "Polizeioberkommissar {s}"),
    "it": ("il cancelliere {s}", "la notaia {s}", "il brigadiere {s}", "l'assistente sociale {s}"),
    "nl": ("griffier {s}", "notaris {s}", "wijkagent {s}", "brigadier {s}"),
    "pt": ("a escrivã {s}", "o oficial de justiça {s}", "a notária {s}", "o inspetor {s}"),
}  # fmt: skip
OFFICIAL_STARTS = {k: tuple(t.split(" {")[0] for t in v) for k, v in OFFICIALS.items()}

LISTS = {
    "eponymous_org": "Elizabeth Fry Society|John Howard Society|Ronald McDonald House|Max Planck Institute|"
    "Fondation Jean Lapointe|Hôpital Maisonneuve-Rosemont|Sunnybrook Health Sciences Centre|Mayo Clinic|"
    "Dana-Farber Cancer Institute|Florence Nightingale Foundation|Fundação Oswaldo Cruz|Robert Koch Institut|"
    "Ospedale Bambino Gesù|Nelson Mandela Children's Fund|Tata Memorial Hospital|Bill & Melinda Gates Foundation|"
    "Sir Mortimer B. Davis Jewish General Hospital|Ludwig Boltzmann Gesellschaft|Fondazione Don Gnocchi|"
    "Stichting Anne Frank Huis|Kenyatta National Hospital|Wellcome Trust",
    "eponymous_term": "Heimlich manoeuvre|Jordan's Principle|Miranda warning|Clare's Law|Alzheimer's disease|"
    "Down syndrome|Parkinson's disease|Gladue report|Apgar score|Asperger profile|Glasgow Coma Scale|"
    "Tourette syndrome|Daubert hearing|Mareva injunction|Anton Piller order|Brady disclosure|Wednesbury test|"
    "Hodgkin lymphoma|Crohn's disease|Ponzi scheme",
    "fictional_character": "Atticus Finch|Anne Shirley|Sherlock Holmes|Hermione Granger|Jean Valjean|"
    "Elizabeth Bennet|Don Quixote|Pippi Longstocking|Huckleberry Finn|Tintin|Maria Chapdelaine|Harry Potter",
    "historical_person": "Louis Riel|Sir John A. Macdonald|Harriet Tubman|Thomas D'Arcy McGee|Tecumseh|"
    "Emily Murphy|Frederick Douglass|Marie Curie|Simón Bolívar|Mahatma Gandhi|Wangari Maathai|Nellie McClung",
    "public_figure": "Terry Fox|David Suzuki|Oprah Winfrey|Malala Yousafzai|Céline Dion|Wayne Gretzky|"
    "Greta Thunberg|Serena Williams|Jacinda Ardern|Desmond Tutu|Lionel Messi|Buffy Sainte-Marie",
    "storm_name": "Hurricane Fiona|Hurricane Juan|Typhoon Haiyan|Hurricane Harvey|Storm Ciarán|Cyclone Gabrielle|"
    "Hurricane Dorian|Storm Eunice|Cyclone Idai|Hurricane Ida|Storm Daniel|Hurricane Katrina",
    "ship_name": "MV Arctic Sunrise|CCGS Louis S. St-Laurent|HMCS Harry DeWolf|MS Marco Polo|RMS Queen Mary 2|"
    "MV Princess of the Stars|SS Edmund Fitzgerald|USNS Comfort|MV Sewol|MV Wakashio",
    "award_name": "Order of Canada|Nobel Peace Prize|Governor General's Award|Pulitzer Prize|Victoria Cross|"
    "Prix Gérin-Lajoie|Bundesverdienstkreuz|Légion d'honneur|Queen's Police Medal|Jane Addams Award",
    "eponymous_place": "Prince George|Lake Louise|Fort McMurray|Port Alberni|Mount Robson|Washington Heights|"
    "Kingsway|Jacques-Cartier Bridge|Lake Simcoe|Victoria Island|Marcus Garvey Park|Charlottetown|Port Elizabeth|"
    "Queen Street|Rue Saint-Denis|Avenida Paulista",
    "product_version": "Adobe Acrobat Pro 2024.002.20933|Microsoft Teams 24004.1307.2669|Windows 11 23H2|"
    "iOS 17.4.1|Android 14 (UP1A.231005.007)|Zoom 6.0.2 (33403)|Chrome 122.0.6261.112|Outlook 16.0.17328|"
    "WordPerfect X9 v19.0.0.325|Clio Manage 2024.3|PCLaw 16.2|LEAP 3.14.7",
}
LISTS = {k: v.split("|") for k, v in LISTS.items()}

HEX = "0123456789abcdef"


class Decoys:
    def __init__(self, rng, jur, region, lang):
        self.rng, self.jur, self.region, self.lang = rng, jur, region, lang
        self.local, self.federal = law_for(jur, region)
        conv = "qc" if region == "qc" else jur
        self.conv = CONVENTION[conv]

    def _pick(self, field, law=None):
        return self.rng.choice((law or self.local)[field].split("|"))

    def bench_name(self):
        return self.rng.choice(INITIALS), self.rng.choice(BENCH)

    def make(self, kind):
        """A decoy mark of ``kind``."""
        rng = self.rng
        if kind in LISTS:
            return fake(rng.choice(LISTS[kind]), kind)
        i, s = self.bench_name()
        if kind == "judge":
            titles = JUDGE_TITLES.get(self.lang, JUDGE_TITLES["en"])
            return fake(rng.choice(titles).format(i=i, s=s), kind)
        if kind == "tribunal_member":
            return fake(rng.choice(MEMBER_TITLES).format(i=i, s=s), kind)
        if kind == "official":
            titles = OFFICIALS.get(self.lang, OFFICIALS["en"])
            return fake(rng.choice(titles).format(i=i, s=s), kind)
        if kind == "non_birth_date":
            d = recent(rng)
            return fake(numeric(d, self.conv[0]) if rng.random() < 0.5 else long_form(d, self.conv[1]), kind)
        if kind == "statute":
            return fake(self._pick(0, self.local if rng.random() < 0.7 else self.federal), kind)
        if kind == "case_name":
            name, self.cite = self._pick(1).split(";")
            return fake(name, kind)
        if kind == "case_citation":
            cite = getattr(self, "cite", None) or self._pick(1).split(";")[1]
            self.cite = None
            return fake(cite, kind)
        if kind == "neutral_citation":
            courts = self.local[2].split() or self.federal[2].split() or ["SCC"]
            return fake(f"{rng.randint(2015, 2025)} {rng.choice(courts)} {rng.randint(12, 2400)}", kind)
        if kind == "court_file_number":
            return fake("".join(rng.choice(string.digits) if c == "9" else c for c in self._pick(3)), kind)
        if kind == "building_name":
            return fake(self._pick(4), kind)
        if kind == "institutional_email":
            box = rng.choice(("registry", "greffe", "intake", "family.registry", "records", "clerk"))
            return fake(f"{box}@{self.local[5].split('|')[0]}", kind)
        if kind == "institutional_url":
            path = rng.choice(("forms", "en/fees", "fr/formulaires", "efiling", "guides/family", "status"))
            return fake(f"https://www.{self.local[5].split('|')[0]}/{path}", kind)
        if kind == "institutional_phone":
            return fake(self.local[5].split("|")[1], kind)
        if kind == "section_ref":
            return fake(rng.choice(("s. {a}({b})", "ss. {a}-{c}", "Rule {a}.{b}({c})", "para. {a}", "art. {a}")).format(
                a=rng.randint(2, 99), b=rng.randint(1, 9), c=rng.randint(3, 12)), kind)  # fmt: skip
        if kind == "reference_number":
            return fake(
                pattern(rng, rng.choice(("REF-2099-AA99999", "AA-99999-A", "99-AAA-99999", "R99AA9999"))),
                kind,
            )
        if kind == "bates_number":
            return fake(pattern(rng, rng.choice(("AAA0009999", "AAAA-000999", "AA_00099999"))), kind)
        if kind == "tracking_number":
            return fake(pattern(rng, rng.choice(("1Z999A99999999999", "9999 9999 9999 9999", "RR999999999ZZ",
                                                 "9400 1099 9999 9999 9999 99"))), kind)  # fmt: skip
        if kind == "phone_shaped_reference":
            return fake(pattern(rng, rng.choice(("999-999-9999", "(999) 999-9999", "999.999.9999"))), kind)
        if kind == "ssn_shaped_reference":
            return fake(pattern(rng, "999-99-9999"), kind)
        if kind == "patent_number":
            return fake(
                pattern(rng, rng.choice(("US 11,999,999 B2", "WO 2099/099999", "EP 3 999 999 B1"))), kind
            )
        if kind == "commit_hash":
            return fake("".join(rng.choice(HEX) for _ in range(rng.choice((7, 12, 40)))), kind)
        if kind == "bank_code":
            return fake(self.bank_code(), kind)
        if kind == "caps_heading":
            return fake(
                rng.choice(("SCHEDULE A", "PART II", "NOTICE TO RESPONDENT", "ANNEXE B", "ANEXO I")), kind
            )
        if kind == "place_name":
            return fake(rng.choice(("Lac-Mégantic", "Moose Factory", "Iqaluit", "Wetaskiwin", "Tuktoyaktuk",
                                    "Gimli", "Baie-Comeau", "Kapuskasing", "Truth or Consequences", "Kalamazoo")), kind)  # fmt: skip
        raise KeyError(kind)

    def bank_code(self):
        rng, jur = self.rng, self.jur
        if jur == "ca":
            return pattern(rng, rng.choice(("99999-999", "99999 999", "0999-99999")))
        if jur == "us":
            return aba(rng)
        if jur == "uk":
            return pattern(rng, "99-99-99")
        if jur == "au":
            return pattern(rng, "999-999")
        if jur == "in":
            return pattern(rng, "AAAA0999999")
        return pattern(rng, rng.choice(("AAAAAAAA", "AAAAAAAAXXX")))


ALL_KINDS = (
    "non_birth_date institutional_phone caps_heading institutional_url institutional_email reference_number statute "
    "product_version eponymous_org section_ref court_file_number judge building_name eponymous_term bates_number "
    "case_name case_citation tribunal_member neutral_citation phone_shaped_reference bank_code fictional_character "
    "eponymous_place public_figure tracking_number ssn_shaped_reference storm_name historical_person official "
    "place_name ship_name patent_number commit_hash award_name"
).split()
