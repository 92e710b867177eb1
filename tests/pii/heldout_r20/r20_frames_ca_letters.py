"""Canadian frames (part three): a Québec demand letter (French) and a signed breach notice."""

from __future__ import annotations

from r20_blocks import Spec, frame

CA = ("ca",)


@frame("qc_mise_en_demeure", "letter", CA, lang="fr", region="QC")
def qc_demeure(g):
    cr, de, te = g.person(), g.person(), g.person()
    s = Spec(g, "Mise en demeure")
    s.court = "Sous toutes réserves — par courrier recommandé"
    s.h("Destinataire", [g.titled(de)]).h("Adresse", g.address()).h("Dossier", g.court_file())
    s.p(None, [g.title(de), " ", g.sur(de), ","])
    s.p(
        None,
        [
            "Nous agissons pour ",
            g.full(cr),
            " (date de naissance : ",
            g.dob(cr),
            "), propriétaire de l'immeuble situé au ",
            g.address(),
            ". Selon le bail signé le ",
            g.date(),
            ", vous deviez verser un loyer de ",
            g.money(900, 2400),
            ".",
        ],
    )
    s.p(
        None,
        [
            "Notre client vous a écrit le ",
            g.date(),
            " et a laissé un message au ",
            g.phone(),
            ". Votre colocataire, ",
            g.full(te),
            ", a confirmé la réception. Conformément à l'",
            g.sect("article 1595"),
            " du ",
            g.law("Code civil du Québec"),
            ", nous vous mettons en demeure de payer dans les dix jours.",
        ],
    )
    s.p(
        None,
        [
            "À défaut, une demande sera déposée au Tribunal administratif du logement sans autre avis. Courriel de ",
            g.later(cr),
            " : ",
            g.email(cr),
            ".",
        ],
    )
    s.sign([g.firm()], ["c. c. ", g.nm(cr)])
    return s


@frame("privacy_breach_notification", "pgp_clearsigned", CA)
def breach_notice(g):
    v, cpo, sup = g.person(), g.person(), g.person()
    s = Spec(g, "Notice of Breach of Security Safeguards")
    s.h("Organization", g.org()).h("Incident", g.refno("INC")).h("Notified", g.date())
    s.p(None, ["Dear ", g.full(v), ","])
    s.p(
        None,
        [
            "On ",
            g.date(),
            " an employee laptop holding client records was stolen from a vehicle in ",
            g.eplace(),
            ". The records included your name, date of birth (",
            g.dob(v),
            "), home address (",
            g.address(),
            ") and social insurance number ending in the last three digits shown on the attached letter.",
        ],
    )
    s.p(
        None,
        [
            "We reported the theft to police (occurrence ",
            g.refno("OCC"),
            ") and to the Privacy Commissioner under ",
            g.law("Personal Information Protection and Electronic Documents Act"),
            ", ",
            g.sect("s. 10.1"),
            ". Your supervisor at the time, ",
            g.full(sup),
            ", has also been told so that payroll can flag your file.",
        ],
    )
    s.p(
        None,
        [
            "Questions go to our privacy officer, ",
            g.full(cpo),
            ", at ",
            g.email(cpo),
            " or ",
            g.phone(),
            ". Credit monitoring enrolment closes ",
            g.date(2024, 2025),
            ".",
        ],
    )
    s.sign(["-- ", g.nm(cpo)], ["Key fingerprint published at ", g.inst_url()])
    return s
