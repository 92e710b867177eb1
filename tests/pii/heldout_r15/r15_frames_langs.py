"""Documents in French (Québec) and Spanish (Mexico)."""

from __future__ import annotations

from r15_doc import Doc
from r15_gen import Gen


def qc_requete_garde(g: Gen, d: Doc) -> None:
    dem, gm, exp, k1 = g.people(4, gender="f")
    dfd, k2 = g.people(2, gender="m")
    d.line("CANADA")
    d.line("PROVINCE DE QUÉBEC          COUR SUPÉRIEURE (Chambre de la famille)")
    d.line(
        "DISTRICT DE {p}          No : {f}",
        p=g.pick(["MONTRÉAL", "QUÉBEC", "LONGUEUIL", "GATINEAU"]),
        f=g.court_file(),
    )
    d.blank()
    d.add(g.nm(dem, "caps"), ", résidant au ", g.address(), "\n")
    d.line("Partie demanderesse")
    d.line("c.")
    d.line("{b}, né le {n}", b=g.nm(dfd, "caps"), n=g.dob(1970, 1996))
    d.line("Partie défenderesse")
    d.blank()
    d.line("DEMANDE EN GARDE D'ENFANTS ET EN PENSION ALIMENTAIRE")
    d.line("(art. 33 et 605 C.c.Q.; {s})", s=g.statute())
    d.blank()
    d.line(
        "1. Les parties sont les parents de {a}, née le {b}, et de {c}, né le {e}.",
        a=g.nm(k1),
        b=g.dob(2010, 2020),
        c=g.nm(k2),
        e=g.dob(2010, 2020),
    )
    d.add("   Carte d'assurance maladie de l'enfant : ", g.hc(d, k1), "\n")
    d.line(
        "2. Depuis le {t}, les enfants résident chez la demanderesse; {m} les conduit à l'école.",
        t=g.date(),
        m=g.tl(dem),
    )
    d.line(
        "3. La grand-mère maternelle, {g}, est disponible pour la garde après l'école (téléphone : {p}).",
        g=g.nm(gm),
        p=g.phone(),
    )
    d.line("4. La demanderesse demande une expertise psychosociale; l'experte proposée est {x}.", x=g.nm(exp))
    d.line("5. Voir {c} et {n}.", c=g.case(), n=g.ncit())
    d.line("Audience fixée devant {j}, le {t}, au {b}.", j=g.judge(), t=g.date(), b=g.dec("building_name"))
    d.line("Courriel du greffe : {e}", e=g.dec("institutional_email"))


def qc_constat_huissier(g: Gen, d: Doc) -> None:
    hu, prop = g.people(2)
    loc, voisin = g.people(2, gender="f")
    d.line("PROCÈS-VERBAL DE CONSTAT")
    d.line("Dossier : {f}    Notre référence : {r}", f=g.court_file(), r=g.ref())
    d.blank()
    d.f(
        "Le {t}, à 14 h 10, je, soussigné {h}, huissier de justice, me suis rendu au ", t=g.date(), h=g.nm(hu)
    )
    d.add(g.address(), ", à la demande de ", g.nm(prop), ", propriétaire.\n")
    d.line(
        "Sur place, j'ai rencontré la locataire, {l}, qui m'a déclaré être née le {b}.",
        l=g.nm(loc),
        b=g.dob(1950, 2003),
    )
    d.line(
        "J'ai constaté des infiltrations d'eau dans la salle de bain et des moisissures. La voisine du dessous, "
        "{v}, m'a montré le plafond de son logement.",
        v=g.nm(voisin),
    )
    d.line(
        "{l} m'a remis son numéro de téléphone, le {p}, et son courriel, {e}.",
        l=g.tl(loc),
        p=g.phone(),
        e=g.email(loc),
    )
    d.line(
        "Photographies prises avec un appareil ({v}). Constat dressé conformément aux règles applicables ({s}).",
        v=g.dec("product_version"),
        s=g.statute(),
    )
    d.line("Copie : {j}", j=g.member())
    d.line("{h}, huissier de justice — {t}", h=g.nm(hu, "caps"), t=g.date())


def mx_acta_notarial(g: Gen, d: Doc) -> None:
    notario, comp1, test1, test2 = g.people(4)
    comp2 = g.person(gender="f")
    d.line("ACTA NÚMERO {n} — LIBRO {l}", n=g.n(10000, 99999), l=g.n(100, 999))
    d.line(
        "En la ciudad de {c}, a {t}, ante mí, {n}, Notario Público número {x}, comparecen:",
        c=g.dec("place_name"),
        t=g.date(),
        n=g.nm(notario),
        x=g.n(1, 120),
    )
    d.f("I. {a}, quien manifiesta haber nacido el {b}, con domicilio en ", a=g.nm(comp1), b=g.dob(1950, 2000))
    d.add(g.address(), ", y teléfono ", g.phone(), ";\n")
    d.line(
        "II. {a}, nacida el {b}, con correo electrónico {e};",
        a=g.nm(comp2),
        b=g.dob(1950, 2000),
        e=g.email(comp2),
    )
    d.line("quienes otorgan poder general para pleitos y cobranzas a favor de {a}.", a=g.tl(comp2))
    d.line("Testigos: {a} y {b}.", a=g.nm(test1), b=g.nm(test2))
    d.line("Fundamento: {s}, {r}.", s=g.statute(), r=g.dec("section_ref"))
    d.line("Cuenta para honorarios: IBAN {i}", i=g.iban("ES"))
    d.line("Doy fe. — {n}", n=g.nm(notario, "caps"))


FRAMES = [
    ("qc_requete_garde", "numbered_paragraphs", ("ca",), "fr", qc_requete_garde),
    ("qc_constat_huissier", "prose", ("ca",), "fr", qc_constat_huissier),
    ("mx_acta_notarial", "prose", ("mx",), "es", mx_acta_notarial),
]
