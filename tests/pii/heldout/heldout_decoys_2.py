"""Part 2 of heldout_decoys.py, split for size; heldout_decoys.py imports it at its end, so the
templates register in the same order.

Held-out templates made only of look-alikes that the `training` profile must keep: citations, statute
references, court file numbers, judges and officials in their public role, firms named after people,
version strings, reference numbers shaped like phones or SSNs, non-birth dates, amounts, defined terms."""

from __future__ import annotations

from heldout_decoys import COMPANIES, COURT_PLACES
from heldout_kit import D, build, shape


@shape(2)
def eponymous_doctrines(c):
    a, b = c.r.sample(
        [
            "a Mareva injunction",
            "an Anton Piller order",
            "the rule in Browne v Dunn",
            "Wednesbury unreasonableness",
            "a Jordan ceiling",
            "the Khela remedy",
        ],
        2,
    )
    return build(
        ["uk", "citation"], "Counsel sought ", D(a, "citation"), " and relied on ", D(b, "citation"), "."
    )


@shape(2)
def street_named_after_people(c):
    a = c.pick(
        [
            "Yonge Street and Eglinton Avenue",
            "Wellington Street and Bank Street",
            "boulevard René-Lévesque and rue Jeanne-Mance",
            "Churchill Avenue and Laurier Street",
        ]
    )
    return build(["ca", "place"], "The collision occurred at the intersection of ", D(a, "place"), ".")


@shape(1)
def buildings_named(c):
    return build(
        ["ca", "place"],
        "The gala was held at ",
        D("Roy Thomson Hall", "place"),
        ", across from ",
        D("the Princess of Wales Theatre", "place"),
        ".",
    )


@shape(2)
def public_url(c):
    u = c.pick(
        [
            "https://laws-lois.justice.gc.ca/eng/acts/C-46/",
            "https://www.canlii.org/en/on/onca/doc/2015/2015onca55/2015onca55.html",
            "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
            "https://www.legislation.gov.uk/ukpga/1980/58/section/33",
            "https://github.com/psf/requests/releases/tag/v2.31.0",
        ]
    )
    return build(["ca", "url_public"], "Available at ", D(u, "url"), " (accessed ", D(c.when(), "date"), ").")


@shape(1)
def products(c):
    return build(
        ["us", "org"],
        "The exhibits were converted with ",
        D("Adobe Acrobat Pro 2024", "org"),
        " and reviewed in ",
        D("Relativity Server 2023", "org"),
        ".",
    )


@shape(2)
def court_place(c):
    p = c.pick(COURT_PLACES)
    return build(
        ["ca", "place"],
        "The trial will proceed at the ",
        D(p, "place"),
        " beginning ",
        D(c.when(), "date"),
        ".",
    )


@shape(1)
def style_of_cause_corporate(c):
    return build(
        ["ca", "org"],
        D("9383-1148 QUÉBEC INC.", "org"),
        " v. ",
        D("BANQUE NATIONALE DU CANADA", "org"),
        ", ",
        D("2024 QCCS 1187", "citation"),
    )


@shape(1)
def ecthr_cite_app_no(c):
    return build(
        ["eu", "citation"],
        "See ",
        D("Roman Zakharov v. Russia [GC], no. 47143/06, ECHR 2015", "citation"),
        ", § 232.",
    )


@shape(2)
def companies_named_after_people(c):
    a, b = c.r.sample(COMPANIES, 2)
    return build(
        ["us", "org"],
        "The class includes purchasers of products made by ",
        D(a, "org"),
        " and ",
        D(b, "org"),
        " between ",
        D(c.when(2019, 2021), "date"),
        " and ",
        D(c.when(2022, 2024), "date"),
        ".",
    )
