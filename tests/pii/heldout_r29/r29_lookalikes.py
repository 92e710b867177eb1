"""Round-29 public look-alikes: people in office (titles inside the mark), citations, statutes, file numbers,
bodies and places named after people, and the sentences that carry them."""

from __future__ import annotations

from r29_ids import aba, date_text
from r29_kit import alike
from r29_public import (  # noqa: F401
    AWARDS,
    BUILDINGS,
    EPON_ORGS,
    EPON_PLACES,
    EPON_TERMS,
    FICTION,
    HISTORY,
    INITIALS,
    JUDGE_TITLES,
    LANG_JUDGE,
    LANG_OFFICE,
    MEMBER_TITLES,
    OFFICE_TITLES,
    PLACES,
    PRODUCTS,
    PUBLIC,
    SHIPS,
    STATUTES,
    STORMS,
    SURNAMES,
)

LOCAL_LAW = {
    "fr": "Code civil, art. 425",
    "de": "BGB § 1612a",
    "it": "Codice di procedura civile, art. 633",
    "es": "Ley de Enjuiciamiento Civil, art. 250",
    "nl": "Burgerlijk Wetboek, art. 1:431",
    "pt": "Código Civil, art. 1781.º",
    "dk": "Retsplejeloven § 325",
    "mx": "Código Nacional de Procedimientos Civiles y Familiares",
    "br": "Lei n.º 11.804/2008",
    "uk": "Civil Procedure Rules, Part 23",
    "ie": "Family Law Act 1995",
    "au": "QCAT Act 2009 (Qld)",
    "nz": "Residential Tenancies Act 1986",
    "za": "Children's Act 38 of 2005",
    "in": "Hindu Marriage Act, 1955",
    "sg": "Women's Charter 1961",
    "ke": "Law of Succession Act (Cap. 160)",
}


def pick(rng, seq):
    return rng.choice(seq)


def maker(rng, kind, jur, lang):
    """One look-alike of ``kind`` as a marked piece."""
    s, i = pick(rng, SURNAMES), pick(rng, INITIALS)
    if kind == "judge":
        return alike(f"{pick(rng, LANG_JUDGE.get(lang, LANG_JUDGE['en']))} {i}. {s}", kind)
    if kind == "tribunal_member":
        return alike(f"{pick(rng, MEMBER_TITLES)} {i}. {s}", kind)
    if kind == "official":
        return alike(f"{pick(rng, LANG_OFFICE.get(lang, LANG_OFFICE['en']))} {i}. {s}", kind)
    if kind == "non_birth_date":
        ymd = (rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28))
        return alike(date_text(rng, ymd, lang, jur), kind)
    if kind == "court_file_number":
        return alike(
            pick(
                rng,
                [
                    f"FC-{rng.randint(20, 26)}-{rng.randint(1000, 99999):05d}",
                    f"{rng.randint(500, 760)}-{rng.randint(4, 22):02d}-{rng.randint(10000, 99999):06d}-{rng.randint(230, 265)}",
                    f"{rng.randint(2019, 2026)}-DR-{rng.randint(100, 9999):04d}",
                    f"CV{rng.randint(100000, 999999)}",
                ],
            ),
            kind,
        )
    if kind == "reference_number":
        return alike(
            f"{pick(rng, ['REF', 'DOSS', 'AKZ', 'PRAT', 'KN'])}-{rng.randint(2019, 2026)}-{rng.randint(1, 999999):06d}",
            kind,
        )
    if kind == "statute":
        if jur in LOCAL_LAW:
            return alike(LOCAL_LAW[jur], kind)
        key = "cafr" if jur == "ca" and lang == "fr" else jur
        return alike(pick(rng, STATUTES[key]), kind)
    if kind == "section_ref":
        return alike(
            pick(
                rng,
                [
                    f"s. {rng.randint(2, 90)}({rng.randint(1, 6)})",
                    f"art. {rng.randint(30, 2900)}",
                    f"§ {rng.randint(100, 1999)}",
                    f"para. {rng.randint(3, 60)}",
                ],
            ),
            kind,
        )
    if kind == "case_name":
        a, b = rng.sample(SURNAMES, 2)
        return alike(f"{a} v. {b}", kind)
    if kind == "case_citation":
        return alike(
            pick(
                rng,
                [
                    f"{rng.randint(300, 600)} U.S. {rng.randint(1, 999)} ({rng.randint(1960, 2022)})",
                    f"({rng.randint(1995, 2020)}), {rng.randint(20, 160)} O.R. (3d) {rng.randint(1, 800)} (C.A.)",
                    f"[{rng.randint(1990, 2021)}] {rng.randint(1, 4)} S.C.R. {rng.randint(1, 900)}",
                ],
            ),
            kind,
        )
    if kind == "neutral_citation":
        return alike(
            pick(
                rng,
                [
                    f"{rng.randint(2005, 2025)} {c} {rng.randint(1, 999)}"
                    for c in ("ONCA", "BCCA", "QCCA", "SCC", "ABKB")
                ]
                + [f"[{rng.randint(2005, 2025)}] EWCA Civ {rng.randint(1, 1500)}"],
            ),
            kind,
        )
    if kind == "institutional_phone":
        return alike(
            pick(rng, ["1-800-", "1-866-", "1-877-"]) + f"{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
            kind,
        )
    if kind == "institutional_email":
        return alike(
            pick(rng, ["registry", "greffe.civil", "familycourt.filings", "intake", "cancelleria"])
            + "@"
            + pick(
                rng, ["justice.gc.ca", "courts.state.example.gov", "tribunal.gouv.qc.ca", "justice.gov.uk"]
            ),
            kind,
        )
    if kind == "institutional_url":
        return alike(
            pick(
                rng,
                [
                    "https://www.justice.gc.ca/",
                    "https://www.uscourts.gov/forms",
                    "https://www.gov.uk/",
                    "https://e-justice.europa.eu/",
                    "https://www.tribunaux.qc.ca/",
                ],
            )
            + pick(rng, ["forms", "fees", "guides"]),
            kind,
        )
    if kind == "bank_code":
        if jur == "us":
            return alike(aba(rng), kind)
        if jur == "ca":
            return alike(
                f"{rng.randint(10000, 99999)}-{rng.choice(['001', '002', '003', '004', '006', '815'])}", kind
            )
        if jur == "uk":
            return alike(f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}", kind)
        if jur == "in":
            return alike(f"{rng.choice(['SBIN', 'HDFC', 'ICIC'])}000{rng.randint(1000, 9999)}", kind)
        if jur == "au":
            return alike(f"{rng.randint(0, 9)}{rng.randint(10, 99)}-{rng.randint(100, 999)}", kind)
        return alike(
            rng.choice(
                [
                    "DEUTDEFF",
                    "BNPAFRPP",
                    "ABNANL2A",
                    "CGDIPTPL",
                    "DABADKKK",
                    "BCMRMXMM",
                    "ITAUBRSP",
                    "KCBLKENX",
                    "DBSSSGSG",
                    "SBZAZAJJ",
                    "AIBKIE2D",
                ]
            ),
            kind,
        )
    if kind == "phone_shaped_reference":
        return alike(f"{rng.randint(200, 999)}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}", kind)
    if kind == "ssn_shaped_reference":
        return alike(f"9{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}", kind)
    if kind == "tracking_number":
        return alike(
            pick(
                rng,
                [
                    f"RR{rng.randint(10**8, 10**9 - 1)}CA",
                    f"1Z{rng.randint(10**5, 10**6 - 1)}A{rng.randint(10**8, 10**9 - 1)}",
                ],
            ),
            kind,
        )
    if kind == "bates_number":
        return alike(f"{pick(rng, ['PLT', 'DEF', 'HRG'])}{rng.randint(1, 99999):07d}", kind)
    if kind == "patent_number":
        return alike(
            pick(
                rng,
                [
                    f"US {rng.randint(8, 11)},{rng.randint(100, 999)},{rng.randint(100, 999)} B2",
                    f"CA {rng.randint(2, 3)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
                ],
            ),
            kind,
        )
    if kind == "commit_hash":
        return alike("".join(rng.choice("0123456789abcdef") for _ in range(pick(rng, [7, 10, 12]))), kind)
    table = {
        "fictional_character": FICTION,
        "public_figure": PUBLIC,
        "historical_person": HISTORY,
        "eponymous_term": EPON_TERMS,
        "eponymous_place": EPON_PLACES,
        "eponymous_org": EPON_ORGS,
        "place_name": PLACES,
        "ship_name": SHIPS,
        "storm_name": STORMS,
        "award_name": AWARDS,
        "building_name": BUILDINGS,
        "product_version": PRODUCTS,
    }
    return alike(pick(rng, table[kind]), kind)


LINES = {
    "en": [
        "The parties relied on {case_name}, {case_citation}, and on {neutral_citation}.",
        "Exhibit {bates_number} is a screenshot taken with {product_version} on {non_birth_date}.",
        "A parcel with tracking number {tracking_number} was signed for at the {building_name}.",
        "The applicant volunteers with {eponymous_org} and once met {public_figure} at a fundraiser.",
        "Her late father served aboard the {ship_name} and was lost after {storm_name}.",
        "The child's favourite book features {fictional_character}; the school is named after {historical_person}.",
        "The family moved from {eponymous_place} to {place_name} in the spring.",
        "Medical notes mention {eponymous_term}; no further detail is recorded here.",
        "The respondent's uncle received the {award_name} and holds patent {patent_number}.",
        "The portal build {commit_hash} logged the upload; queries go to {institutional_email}.",
        "Inventory sheet {phone_shaped_reference} and docket sequence {ssn_shaped_reference} are court numbers, not personal ones.",
        "Payments clear through bank code {bank_code}; see {institutional_url} for the fee schedule.",
        "{official} administered the oath; {tribunal_member} reviewed the file under {statute}, {section_ref}.",
        "Public enquiries: {institutional_phone}. Reference {reference_number}.",
        "The matter was transferred by {judge} from file {court_file_number}.",
    ],
    "fr": [
        "Les parties invoquent {case_name}, {neutral_citation}, et le {statute}, {section_ref}.",
        "La pièce {bates_number} a été versée au dossier le {non_birth_date} au {building_name}.",
        "{official} a reçu le serment; renseignements au {institutional_phone} ou {institutional_email}.",
        "L'enfant admire {public_figure} et a visité {eponymous_place} avec sa classe.",
        "Le colis {tracking_number} a été remis; code de l'institution {bank_code}.",
    ],
    "xx": [
        "{case_name} — {neutral_citation}; {statute}, {section_ref}.",
        "{bates_number} · {non_birth_date} · {building_name}",
        "{official} · {institutional_phone} · {institutional_email}",
        "{public_figure}; {eponymous_place}; {eponymous_org}",
        "{tracking_number} · {bank_code} · {institutional_url}",
        "{ship_name} / {storm_name} / {award_name}",
    ],
}


def fill(rng, template, jur, lang):
    """A template's pieces with each ``{kind}`` replaced by a look-alike."""
    out = []
    rest = template
    while "{" in rest:
        before, tail = rest.split("{", 1)
        kind, rest = tail.split("}", 1)
        out.append(before)
        out.append(maker(rng, kind, jur, lang))
    out.append(rest)
    return out


def lines(rng, jur, lang, n):
    pool = LINES.get(lang, LINES["xx"])
    return [fill(rng, t, jur, lang) for t in rng.sample(pool, min(n, len(pool)))]
