"""TUNING frames for initials used as pseudonyms (``build_judgments.py`` appends them to its frames).

The conventions are those of ECHR, UK and Canadian judgments, written from general knowledge of
them: a bare capital (``Mr K``, ``K was arrested``, ``K’s lawyer``, ``K and L``, ``the applicant, K,``),
the same with a full stop (``W. lodged a complaint``, ``W.’s statements``, a sentence ending ``… by W.
The``), two letters (``A.B.``), and case names made of initials (``A v B``, ``X v. the United Kingdom``,
``Z and Others v. Finland``, ``R. v. K.L.``), which the ``anonymise`` profile redacts as INITIALS
(an initial in a case name cannot be told from this case's pseudonym; the Crown's ``R.`` stays).
Decoys: letters that name parts of documents (``Schedule W``, ``Annex K``, ``Block C``), list items
(``(a)``, ``(A)``), roman numerals and lettered headings (``Part II``, ``A. The arrest``), letters in
formulas (``A × B / C``), the article ``A`` and the pronoun ``I``, and the Crown. The held-out
judgments' forms (a bare ``K``, ``W.``) were known from tests/pii/heldout/SOURCES.md when these were
written; their texts were not read.
"""

from __future__ import annotations

import random

from tuning_kit import Case, Names

PSEUDONYM_LETTERS = "ABCDEFGHJKLMNOPSTWXYZ"  # no I (pronoun), R (the Crown), V (v. / roman five)
CITIES = ["Vilnius", "Kraków", "Izmir", "Cluj-Napoca", "Brno", "Riga", "Košice", "Ankara"]
MONTHS = "January February March April May June July August September October November December".split()
PART_WORDS = ["Schedule", "Annex", "Appendix", "Part", "Block", "Wing", "Category", "Form", "Section"]
APOSTROPHES = ["’", "'"]


def _date(rng: random.Random) -> str:
    return f"{rng.randint(1, 28)} {rng.choice(MONTHS)} {rng.randint(1995, 2021)}"


def _two(rng: random.Random) -> tuple[str, str]:
    x, y = rng.sample(PSEUDONYM_LETTERS, 2)
    return x, y


def _person(c: Case, names: Names, loc: str | None = None) -> None:
    _, g, s = names.pick(loc)
    c.add(f"{g} {s}", "PERSON")


def frame_echr_bare_letter(c: Case, names: Names, rng: random.Random) -> None:
    """An applicant called by a bare capital throughout, with a second person by another letter."""
    x, y = _two(rng)
    apo = rng.choice(APOSTROPHES)
    lawyer = " ".join(names.pick()[1:])
    c.add("The applicant, ").add(rng.choice(["Mr ", "Ms ", ""])).add(x, anon="INITIALS")
    c.add(", was born in ").add(str(rng.randint(1940, 1999)), anon="DATE").add(" and lives in ")
    c.add(rng.choice(CITIES), anon="PLACE").add(".\n\n")
    sentences = [
        lambda: (
            c.add("On ")
            .add(_date(rng), anon="DATE")
            .add(" ")
            .add(x, anon="INITIALS")
            .add(" was arrested and taken to the police station. ")
        ),
        lambda: (
            c.add(x, anon="INITIALS")
            .add(f"{apo}s lawyer, Mr ")
            .add(lawyer, "PERSON")
            .add(", lodged an objection. ")
        ),
        lambda: (
            c.add("The prosecutor charged ")
            .add(x, anon="INITIALS")
            .add(" and ")
            .add(y, anon="INITIALS")
            .add(" with fraud. ")
        ),
        lambda: (
            c.add(y, anon="INITIALS")
            .add(" stated that ")
            .add(x, anon="INITIALS")
            .add(" had left the house before midnight. ")
        ),
        lambda: c.add("The police searched ").add(x, anon="INITIALS").add(f"{apo}s flat. "),
        lambda: (
            c.add("The applicant’s wife, ")
            .add(y, anon="INITIALS")
            .add(", asked for ")
            .add(x, anon="INITIALS")
            .add(" to be released. ")
        ),
        lambda: c.add("The Government submitted that ").add(x, anon="INITIALS").add(" could have appealed. "),
        lambda: c.add("The court heard ").add(y, anon="INITIALS").add(" as a witness. "),
        lambda: (
            c.add("Both ")
            .add(x, anon="INITIALS")
            .add(" and ")
            .add(y, anon="INITIALS")
            .add(" were acquitted. ")
        ),
        lambda: c.add("The charges against ").add(x, anon="INITIALS").add(" were dropped. "),
        lambda: (
            c.add("According to ")
            .add(y, anon="INITIALS")
            .add(", the officers had beaten ")
            .add(x, anon="INITIALS")
            .add(". ")
        ),
        lambda: (
            c.add(y, anon="INITIALS")
            .add(f"{apo}s statement was read out under ")
            .add("Article 6 § 3 (d)", decoy="statute")
            .add(". ")
        ),
    ]
    for say in rng.sample(sentences, rng.randint(4, 7)):
        say()
    if rng.random() < 0.6:  # the same letter naming a part of the file or the prison: kept
        part = rng.choice(PART_WORDS)
        c.add("\nThe relevant records are in ").add(f"{part} {x}", decoy="list_letter")
        c.add(" of the case file, items ").add("(a)", decoy="list_item").add(" to ")
        c.add("(d)", decoy="list_item").add(".")


def frame_echr_dotted_letter(c: Case, names: Names, rng: random.Random) -> None:
    """A pseudonym written with a full stop (``W.``), including where a sentence ends on it."""
    x, y = _two(rng)
    apo = rng.choice(APOSTROPHES)
    loc = rng.choice(["pl_PL", "tr_TR", "ro_RO", "lt_LT", "hr_HR", "cs_CZ"])
    lawyer = " ".join(names.pick(loc)[1:])
    c.add("I. THE CIRCUMSTANCES OF THE CASE", decoy="heading").add("\n\n")
    c.add("A. The applicant’s arrest", decoy="heading").add("\n\n")
    c.add(f"{x}.", anon="INITIALS").add(" was born in ").add(str(rng.randint(1940, 1999)), anon="DATE")
    c.add(". ")
    sentences = [
        lambda: (
            c.add("On ")
            .add(_date(rng), anon="DATE")
            .add(" ")
            .add(f"{x}.", anon="INITIALS")
            .add(" lodged a complaint with the prosecutor. ")
        ),
        lambda: (
            c.add("The investigator questioned ")
            .add(f"{x}.", anon="INITIALS")
            .add(" and ")
            .add(f"{y}.", anon="INITIALS")
            .add(" separately. ")
        ),
        lambda: (
            c.add("The court found that ")
            .add(f"{x}.", anon="INITIALS")
            .add(f"{apo}s statements were consistent. ")
        ),
        lambda: (
            c.add("The report was signed by ")
            .add(f"{y}.", anon="INITIALS")
            .add(" The applicant contested it. ")
        ),
        lambda: (
            c.add("The prosecutor summoned ")
            .add(f"{x}.", anon="INITIALS")
            .add(" On the next day he appeared with his lawyer, ")
            .add(lawyer, "PERSON")
            .add(". ")
        ),
        lambda: (
            c.add("According to ")
            .add(f"{y}.", anon="INITIALS")
            .add(", ")
            .add(f"{x}.", anon="INITIALS")
            .add(" had threatened him. ")
        ),
        lambda: (
            c.add(f"{x}.", anon="INITIALS").add(" and ").add(f"{y}.", anon="INITIALS").add(" were released. ")
        ),
        lambda: (
            c.add("The applicant’s brother, ").add(f"{y}.", anon="INITIALS").add(", was not questioned. ")
        ),
        lambda: (
            c.add("Nothing was found on ")
            .add(f"{x}.", anon="INITIALS")
            .add(" Subsequently the case was closed. ")
        ),
    ]
    for say in rng.sample(sentences, rng.randint(4, 7)):
        say()
    c.add("\n\n").add("B. Relevant domestic law", decoy="heading").add("\n\n")
    c.add("Article 5 § 1 (c) of the Convention", decoy="statute").add(" applies.")


def frame_uk_canada_letters(c: Case, names: Names, rng: random.Random) -> None:
    """Family and criminal cases with letters for the parties, and case names made of initials."""
    x, y = _two(rng)
    z = rng.choice([ch for ch in PSEUDONYM_LETTERS if ch not in (x, y)])
    apo = rng.choice(APOSTROPHES)
    form = rng.randrange(3)
    if form == 0:
        c.add("1. In this appeal the mother, Ms ").add(x, anon="INITIALS").add(", and the father, Mr ")
        c.add(y, anon="INITIALS").add(", dispute where their child, ").add(z, anon="INITIALS")
        c.add(", should live. ").add(z, anon="INITIALS").add(" lives with ").add(x, anon="INITIALS")
        c.add(". ").add(x, anon="INITIALS").add(" and ").add(y, anon="INITIALS").add(" separated in ")
        c.add(str(rng.randint(2010, 2021)), anon="DATE").add(". ").add(y, anon="INITIALS")
        c.add(f"{apo}s evidence was that he had been excluded. The judge applied ")
        c.add(x, anon="INITIALS").add(" v ").add(y, anon="INITIALS").add(" ")
        c.add(f"[{rng.randint(2010, 2021)}] EWCA Civ {rng.randint(10, 999)}", decoy="citation").add(".")
    elif form == 1:
        a, b = rng.sample(PSEUDONYM_LETTERS, 2)
        pair = f"{a}.{b}."
        c.add("[1] The complainant, ").add(pair, anon="INITIALS").add(", testified that the accused, ")
        _person(c, names, "en_CA")
        c.add(", had assaulted her. ").add(pair, anon="INITIALS").add(f"{apo}s mother, ")
        c.add(f"{z}.", anon="INITIALS").add(", confirmed this. See ").add("R.", decoy="crown").add(" v. ")
        c.add(f"{x}.{y}.", anon="INITIALS").add(", ")
        c.add(f"{rng.randint(2010, 2021)} ONCA {rng.randint(10, 999)}", decoy="citation").add(", and ")
        c.add(f"R. v. Jordan, 2016 SCC {rng.randint(20, 40)}", decoy="citation").add(".")
    else:
        country = rng.choice(["the United Kingdom", "Finland", "Croatia", "Poland"])
        c.add("The Court recalls its case-law (see ").add(x, anon="INITIALS").add(f" v. {country}, no. ")
        c.add(
            f"{rng.randint(100, 79999)}/{rng.randint(0, 23):02d}",
            anon="CASE_NUMBER",
            kind="application_number",
        )
        c.add(", § 52, and ").add(z, anon="INITIALS").add(" and Others v. Finland). The applicant, ")
        c.add(y, anon="INITIALS").add(", relied on them. ").add(y, anon="INITIALS")
        c.add(f"{apo}s complaint concerns ").add(f"Schedule {x}", decoy="list_letter").add(" to the Act.")


def frame_letter_decoys(c: Case, names: Names, rng: random.Random) -> None:
    """Single capitals that stand for no one: parts, list items, formulas, the article, the pronoun."""
    p, q, r = rng.sample("ABCDEFGHJKLMNPSTWXYZ", 3)
    parts = rng.sample(PART_WORDS, 2)
    c.add("Under ").add(f"{parts[0]} {p}", decoy="list_letter").add(" and ")
    c.add(f"{parts[1]} {q}", decoy="list_letter").add(", the fee is computed as follows, where ")
    c.add("A", decoy="formula").add(" is the amount payable, ").add("B", decoy="formula")
    c.add(" is the number of days and ").add("C", decoy="formula").add(" is 365: ")
    c.add("A × B / C", decoy="formula").add(". Items ").add("(a)", decoy="list_item").add(" and ")
    c.add("(b)", decoy="list_item").add(" of subparagraph ").add("(A)", decoy="list_item").add(" apply. ")
    c.add(rng.choice(["A witness, Mr ", "A neighbour, Ms ", "A further witness, Mr "]))
    _person(c, names)
    c.add(", stated: “").add("I", decoy="pronoun").add(" was at home.” The shares were ")
    c.add(f"Class {r}", decoy="list_letter").add(" shares under ").add("Part II", decoy="list_letter")
    c.add(" of the Act; see ").add(f"R. v. {names.pick()[2]}, 2016 SCC 27", decoy="citation")
    c.add(". ").add(f"Exhibit {q}", decoy="list_letter").add(" was entered. ")
    c.add("Under the contract ").add("Party A", decoy="list_letter").add(" shall pay ")
    c.add("Party B", decoy="list_letter").add(" within 30 days. ")
    c.add("The expert report discusses ")
    c.add(rng.choice(["Plan B", "Vitamin D", "hepatitis C", "Grade A"]), decoy="list_letter").add(".")


FRAMES = [
    (frame_echr_bare_letter, 30, "pseudonym-bare"),
    (frame_echr_dotted_letter, 24, "pseudonym-dotted"),
    (frame_uk_canada_letters, 24, "pseudonym-uk-ca"),
    (frame_letter_decoys, 20, "letter-decoys"),
]
