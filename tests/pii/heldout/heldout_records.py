"""Held-out templates for dates of birth, addresses, personal URLs and structured identifiers."""

from __future__ import annotations

from heldout_kit import D, S, build, shape

# ---- dates of birth ----------------------------------------------------------------------------------------


@shape(2)
def dob_field_slash(c):
    n = c.name()
    return build(
        ["ca", "dob", "form"],
        "Name: ",
        c.P(n),
        "\nDOB: ",
        S(c.dob("ymd_slash"), "DATE_OF_BIRTH"),
        "\nDate of application: ",
        D(c.when(), "date"),
    )


@shape(2)
def dob_d_mon_y(c):
    n = c.name()
    return build(
        ["uk", "dob"],
        c.P(n),
        " (d.o.b. ",
        S(c.dob("d_mon_y"), "DATE_OF_BIRTH"),
        ") was interviewed under caution on ",
        D(c.when(), "date"),
        ".",
    )


@shape(2)
def dob_fr(c):
    n = c.name(loc="fr", sex="f")
    return build(
        ["ca", "dob"],
        c.P(n),
        ", née le ",
        S(c.dob("fr"), "DATE_OF_BIRTH"),
        " à ",
        D("Trois-Rivières", "place"),
        ", demande la garde exclusive.",
    )


@shape(2)
def dob_words(c):
    n = c.name()
    return build(
        ["ca", "dob"],
        "The testator, ",
        c.P(n),
        ", was born on ",
        S(c.dob("words"), "DATE_OF_BIRTH"),
        ", and executed this Will on ",
        D(c.when(), "date"),
        ".",
    )


@shape(2)
def dob_born_on(c):
    n = c.name()
    return build(
        ["uk", "dob"],
        "The appellant, ",
        c.P(n),
        ", born on ",
        S(c.dob("long_uk"), "DATE_OF_BIRTH"),
        ", arrived in the United Kingdom in 2009.",
    )


@shape(2)
def dob_us(c):
    n = c.name()
    return build(
        ["us", "dob", "form"],
        "PATIENT: ",
        c.P(n, "caps_ff"),
        "   DOB: ",
        S(c.dob("us"), "DATE_OF_BIRTH"),
        "   MRN: ",
        D(f"00{c.r.randint(1000000, 9999999)}", "reference_number"),
    )


@shape(1)
def dob_us_short(c):
    n = c.name()
    return build(
        ["us", "dob"],
        "Defendant ",
        c.P(n),
        ", d.o.b. ",
        S(c.dob("us_short"), "DATE_OF_BIRTH"),
        ", appeared with counsel.",
    )


@shape(2)
def dob_iso_field(c):
    n = c.name()
    return build(
        ["eu", "dob", "form"],
        "Surname: ",
        c.P(n, "family"),
        "\nGiven names: ",
        c.P(n, "given"),
        "\nDate of birth (YYYY-MM-DD): ",
        S(c.dob("iso"), "DATE_OF_BIRTH"),
    )


@shape(1)
def dob_es(c):
    n = c.name(loc="es")
    return build(
        ["eu", "dob"],
        "Don/Doña ",
        c.P(n),
        ", nacido/a el ",
        S(c.dob("es"), "DATE_OF_BIRTH"),
        ", comparece ante el Juzgado.",
    )


@shape(1)
def dob_de(c):
    n = c.name(loc="de")
    return build(
        ["eu", "dob"],
        c.P(n),
        ", geboren am ",
        S(c.dob("de"), "DATE_OF_BIRTH"),
        ", wohnhaft in ",
        D("Köln", "place"),
        ".",
    )


@shape(1)
def dob_ordinal(c):
    n = c.name()
    return build(
        ["us", "dob"],
        "Born: ",
        S(c.dob("ordinal"), "DATE_OF_BIRTH"),
        "\nName: ",
        c.P(n),
        "\nHearing: ",
        D(c.when(), "date"),
    )


@shape(1)
def dob_compact(c):
    n = c.name()
    return build(
        ["eu", "dob", "log"],
        f"rec|{c.r.randint(1000, 9999)}|",
        c.P(n, "ff"),
        "|",
        S(c.dob("compact"), "DATE_OF_BIRTH"),
        "|F|ACTIVE",
    )


@shape(1)
def dob_ja(c):
    n = c.name(loc="ja", latin=False, order="fg")
    return build(
        ["ca", "dob", "non_latin"], "氏名：", c.P(n), "　生年月日：", S(c.dob("ja"), "DATE_OF_BIRTH")
    )


@shape(1)
def dob_dmy_dash(c):
    n = c.name(loc=("hi", "pa", "ar", "sw"))
    return build(
        ["uk", "dob"],
        "Applicant: ",
        c.P(n),
        ", DOB ",
        S(c.dob("dmy_dash"), "DATE_OF_BIRTH"),
        ", Home Office ref. ",
        D(f"{c.pick('ABDHKM')}{c.r.randint(1000000, 9999999)}", "reference_number"),
    )


@shape(1)
def dob_mon_abbr(c):
    n = c.name()
    return build(
        ["us", "dob"],
        c.P(n),
        " was born ",
        S(c.dob("mon_abbr"), "DATE_OF_BIRTH"),
        " and was 17 at the time of the accident on ",
        D(c.when(2018, 2022), "date"),
        ".",
    )


@shape(2)
def dob_csv(c):
    rows = [c.name() for _ in range(3)]
    styles = ["iso", "ymd_slash", "us", "d_mon_y", "long_uk", "de"]
    pieces = ["name,dob,city\n"]
    for n in rows:
        pieces += [
            c.P(n),
            ",",
            S(c.dob(c.pick(styles)), "DATE_OF_BIRTH"),
            f",{c.pick(['Ottawa', 'Regina', 'Moncton'])}\n",
        ]
    return build(["ca", "dob", "csv"], *pieces)


@shape(1)
def dob_csv_semicolon(c):
    rows = [c.name(nonascii=True) for _ in range(3)]
    pieces = ["nom;prénom;date_naissance;dossier\n"]
    for n in rows:
        pieces += [
            c.P(n, "family"),
            ";",
            c.P(n, "given"),
            ";",
            S(c.dob("de"), "DATE_OF_BIRTH"),
            ";",
            D(f"D-{c.r.randint(2020, 2025)}-{c.r.randint(100, 999)}", "reference_number"),
            "\n",
        ]
    return build(["eu", "dob", "csv"], *pieces)


# ---- addresses ---------------------------------------------------------------------------------------------


@shape(2)
def addr_fr_qc(c):
    n = c.name(loc="fr")
    street = c.pick(
        [
            "boulevard René-Lévesque Ouest",
            "avenue du Mont-Royal Est",
            "rue Sainte-Catherine Est",
            "chemin de la Côte-des-Neiges",
        ]
    )
    return build(
        ["ca", "address"],
        "Adresse du locataire : ",
        c.P(n),
        ", ",
        S(
            f"{c.r.randint(100, 9999)}, {street}, app. {c.r.randint(101, 2404)}, Montréal (Québec) H3H 1R6",
            "ADDRESS",
        ),
    )


@shape(2)
def addr_unit_first_ca(c):
    n = c.name()
    return build(
        ["ca", "address"],
        "Service address for ",
        c.P(n),
        ": ",
        S(f"{c.r.randint(2, 19)}-{c.r.randint(10, 880)} Pinecrest Road, Ottawa, ON K2B 6Y9", "ADDRESS"),
    )


@shape(1)
def addr_suite_hash(c):
    n = c.name()
    return build(
        ["ca", "address"],
        c.P(n),
        " now resides at ",
        S(
            f"#{c.r.randint(101, 1909)} - {c.r.randint(1000, 9999)} West 10th Avenue, Vancouver, BC V6R 2H4",
            "ADDRESS",
        ),
        ".",
    )


@shape(2)
def addr_us(c):
    n = c.name()
    return build(
        ["us", "address"],
        "Mail the check to ",
        c.P(n),
        " at ",
        S(
            f"{c.r.randint(100, 9999)} Maple Hollow Lane, Apt. {c.r.randint(1, 9)}B, Dayton, OH 45419",
            "ADDRESS",
        ),
        ".",
    )


@shape(1)
def addr_us_po_box(c):
    n = c.name()
    return build(
        ["us", "address"],
        "Notices to the Member: ",
        c.P(n),
        ", ",
        S(f"P.O. Box {c.r.randint(100, 9999)}, Bozeman, MT 59771", "ADDRESS"),
    )


@shape(2)
def addr_uk(c):
    n = c.name()
    return build(
        ["uk", "address"],
        c.P(n),
        " of ",
        S(
            f"Flat {c.r.randint(1, 12)}, {c.r.randint(2, 120)} {c.pick(['Cranbrook Road', 'Victoria Park Avenue', 'Shore Road'])}, "
            f"{c.pick(['Ilford IG1 4PU', 'Belfast BT15 3QP', 'Cardiff CF24 3DF'])}",
            "ADDRESS",
        ),
        " (the Tenant)",
    )


@shape(1)
def addr_rural(c):
    n = c.name()
    return build(
        ["ca", "address"],
        "Registered owner: ",
        c.P(n),
        ", ",
        S(f"RR 2, {c.r.randint(1000, 9999)} Concession 6 Road, Niagara-on-the-Lake, ON L0S 1J0", "ADDRESS"),
    )


@shape(1)
def addr_de(c):
    n = c.name(loc="de")
    return build(
        ["eu", "address"],
        "Zustellanschrift: ",
        c.P(n),
        ", ",
        S(f"Lindenstraße {c.r.randint(1, 99)}, 10969 Berlin", "ADDRESS"),
    )


@shape(1)
def addr_nl(c):
    n = c.name(loc="nl")
    return build(
        ["eu", "address"],
        c.P(n),
        ", wonende te ",
        S(f"Keizersgracht {c.r.randint(10, 800)}-III, 1015 CJ Amsterdam", "ADDRESS"),
    )


@shape(1)
def addr_ie(c):
    n = c.name(loc="ie")
    return build(
        ["ie", "address"],
        c.P(n),
        ", ",
        S(f"{c.r.randint(1, 60)} Ashgrove Park, Ballincollig, Co. Cork, P31 X2K7", "ADDRESS"),
        ", Plaintiff",
    )


@shape(1)
def addr_pl(c):
    n = c.name(loc="pl")
    return build(
        ["eu", "address"],
        "Pozwany: ",
        c.P(n),
        ", zam. ",
        S(f"ul. Mokotowska {c.r.randint(2, 70)} m. {c.r.randint(1, 30)}, 00-561 Warszawa", "ADDRESS"),
    )


@shape(1)
def addr_es(c):
    n = c.name(loc="es")
    return build(
        ["eu", "address"],
        c.P(n),
        ", con domicilio en ",
        S(f"Calle de Alcalá {c.r.randint(10, 300)}, 3.º izquierda, 28014 Madrid", "ADDRESS"),
    )


@shape(1)
def addr_no(c):
    n = c.name(loc="no")
    return build(
        ["eu", "address"],
        "Saksøker: ",
        c.P(n),
        ", ",
        S(f"Bygdøy allé {c.r.randint(2, 80)}, 0257 Oslo", "ADDRESS"),
    )


@shape(1)
def addr_au(c):
    n = c.name()
    return build(
        ["au", "address"],
        "Deliver to ",
        c.P(n),
        ", ",
        S(f"Unit {c.r.randint(1, 30)}, {c.r.randint(2, 90)} Kingsway, Glen Waverley VIC 3150", "ADDRESS"),
    )


@shape(1)
def addr_jp(c):
    n = c.name(loc="ja", latin=False, order="fg")
    return build(
        ["ca", "address", "non_latin"],
        "住所：",
        S(
            f"〒150-0001 東京都渋谷区神宮前{c.r.randint(1, 6)}-{c.r.randint(1, 20)}-{c.r.randint(1, 9)}",
            "ADDRESS",
        ),
        "　氏名：",
        c.P(n),
    )


@shape(3)
def postal_code_alone(c):
    n = c.name()
    code = c.pick(["M6H 2T4", "H2X 1Y9", "V5L 3C8", "T2N 1N4", "B3K 5L2", "R3T 2N2"])
    return build(
        ["ca", "postal_code", "form"],
        "Applicant: ",
        c.P(n),
        "\nPostal code: ",
        S(code, "POSTAL_CODE"),
        "\nProvince: Ontario",
    )


# The rest of this module's templates, registered right after these (the order the file rebuilds in),
# and the e-mail helper other modules import from here.
import heldout_records_2  # noqa: E402,F401
import heldout_records_3  # noqa: E402,F401
from heldout_records_2 import _email  # noqa: E402,F401
