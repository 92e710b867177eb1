"""Part 3 of heldout_people.py, split for size; heldout_people.py imports it at its end, so the
templates register in the same order.

Held-out templates where the PII is mostly a person's name: roles, form fields, signature blocks,
affidavit openings, salutations, headings, and name shapes (particles, apostrophes, scripts)."""

from __future__ import annotations

from heldout_kit import D, S, build, shape


@shape(1)
def script_greek(c):
    n = c.name(loc="el", latin=False, sex="f")
    return build(
        ["eu", "non_latin"],
        "Η ενάγουσα ",
        c.P(n),
        " κατέθεσε αγωγή ενώπιον του ",
        D("Πρωτοδικείου Αθηνών", "place"),
        ".",
    )


@shape(1)
def script_greek_en(c):
    n = c.name(loc="el", latin=False)
    return build(["eu", "non_latin"], "Signature block (original Greek): ", c.P(n), ", Νόμιμος εκπρόσωπος")


@shape(2)
def script_arabic(c):
    n = c.name(loc="ar", latin=False)
    return build(
        ["eu", "non_latin"],
        "Name as shown in the civil registry extract: ",
        c.P(n),
        ". The applicant uses a different transliteration in Canada.",
    )


@shape(2)
def script_devanagari(c):
    n = c.name(loc="hi", latin=False)
    return build(
        ["ca", "non_latin"], "The will, written in Hindi, names ", c.P(n), " as the sole beneficiary."
    )


@shape(2)
def script_hebrew(c):
    n = c.name(loc="he", latin=False)
    return build(
        ["eu", "non_latin"], "המצהיר/ה: ", c.P(n), "\n(the declarant, per the certified translation)"
    )


@shape(2)
def script_mixed_romanised(c):
    n = c.name(loc=("zh", "ko", "vi"), latin=True, order="fg")
    return build(["ca"], "Surname first as on the permit: ", c.P(n, "caps"), "; preferred name on file.")


# ---- more shapes: title + family name, narrative given names, lists ------------------------------------------


@shape(2)
def title_family_nonascii(c):
    n = c.name(nonascii=True)
    return build(
        ["eu", "non_ascii"],
        f"In cross-examination {n.title} ",
        c.P(n, "family"),
        " accepted that the signature on page 4 was not hers."
        if n.sex == "f"
        else " accepted that the signature on page 4 was not his.",
    )


@shape(2)
def narrative_given(c):
    n = c.name(loc=("zu", "sw", "mi", "fil", "th", "fa", "et", "lt", "hr"))
    return build(
        ["ca", "given_only"],
        "Later that evening ",
        c.P(n, "given"),
        " called the landlord and asked for the deposit back.",
    )


@shape(2)
def semicolon_list(c):
    a, b, d = c.name(), c.name(), c.name()
    return build(["ca", "role_field"], "Persons served: ", c.P(a), "; ", c.P(b), "; ", c.P(d), ".")


@shape(1)
def re_estate_line(c):
    n = c.name(nonascii=True)
    return build(
        ["ca"],
        "Re: Estate of ",
        c.P(n),
        " — our file ",
        D(f"{c.r.randint(24000, 25999)}-00{c.r.randint(1, 9)}", "reference_number"),
    )


@shape(2)
def public_figure_signed(c):
    who, what = c.pick(
        [
            ("President Barack Obama", "the Affordable Care Act"),
            ("Prime Minister Pierre Elliott Trudeau", "the Official Languages Act"),
            ("Chancellor Angela Merkel", "the coalition agreement"),
            ("Governor Gavin Newsom", "the California Consumer Privacy Act amendments"),
        ]
    )
    return build(
        ["us", "public_figure"],
        D(who, "public_figure"),
        " signed ",
        D(what, "statute"),
        " into law, the record shows.",
    )


@shape(1)
def public_figure_minister(c):
    return build(
        ["uk", "public_figure"],
        "The Lord Chancellor, ",
        D("Shabana Mahmood", "public_figure"),
        ", laid the draft order before Parliament; ",
        D("Hansard HC Deb vol 752", "citation"),
        ".",
    )


@shape(1)
def cc_line(c):
    a, b = c.name(), c.name()
    return build(["us", "role_field"], "c.c.: ", c.P(a), " (client); ", c.P(b), " (opposing counsel)")


@shape(2)
def common_word_names(c):
    given, family = c.pick(
        [
            ("Hope", "Marchand"),
            ("Will", "Baker"),
            ("Rose", "Young"),
            ("Mark", "Stone"),
            ("Dawn", "Rivers"),
            ("Amber", "Wood"),
            ("Faith", "Cross"),
            ("Bill", "Summers"),
        ]
    )
    return build(
        ["us", "common_word"],
        "Counsel then called ",
        S(f"{given} {family}", "PERSON", "en"),
        ", who said the deal would close in the spring.",
    )


@shape(1)
def lowercase_chat(c):
    n = c.name(loc=("en", "sw", "fil", "mi"))
    return build(
        ["ca", "given_only", "lowercase"],
        "ok thanks ",
        S(n.short_given.lower(), "PERSON", n.loc),
        ", i'll send the signed copy tonight",
    )


@shape(1)
def markdown_table(c):
    a, b = c.name(nonascii=True), c.name()
    return build(
        ["eu", "csv"],
        "| Surname | Given name | Role |\n|---|---|---|\n| ",
        c.P(a, "family"),
        " | ",
        c.P(a, "given"),
        " | claimant |\n| ",
        c.P(b, "family"),
        " | ",
        c.P(b, "given"),
        " | witness |",
    )
