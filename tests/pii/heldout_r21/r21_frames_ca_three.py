"""Canadian frames (part 3): a Québec frame written in French and a refugee claim narrative."""

from __future__ import annotations

from r21_blocks import Spec, closing, frame


@frame("qc_cnesst_reclamation_travailleur", "form_fields", "ca:QC", "fr")
def cnesst(g):
    w, boss, md, col = g.person(), g.person(), g.person(), g.person()
    sp = Spec("RÉCLAMATION DU TRAVAILLEUR - CNESST")
    sp.head(("Numéro de dossier", g.ref_no()), ("Date de réception", g.date()))
    sp.fields(
        "Identification du travailleur",
        ("Nom, prénom", g.name(w, "comma")),
        ("Date de naissance", g.dob(w, g.pick("fr_long", "iso", None))),
        ("NAS", g.sin()),
        ("Numéro d'assurance maladie", g.hc_card(w, "non fourni")),
        ("Adresse", g.address()),
        ("Téléphone", g.phone()),
        ("Courriel", g.email(w)),
    )
    sp.fields(
        "Employeur",
        ("Nom de l'entreprise", g.org()),
        ("Supérieur immédiat", g.full(boss)),
        ("Téléphone", g.inst_phone()),
    )
    sp.para(
        "Description de l'événement",
        [
            "Le ",
            g.date(),
            ", vers 14 h, je déplaçais des caisses dans l'entrepôt lorsque j'ai ressenti une vive douleur au dos. Mon collègue ",
            g.full(col),
            " m'a aidé à m'asseoir et a prévenu ",
            g.ref(boss),
            ". J'ai consulté ",
            g.pick("la Dre ", "le Dr "),
            g.full(md),
            " le lendemain.",
        ],
        [
            "Je demande l'indemnisation prévue à l'",
            g.section(),
            " de la ",
            g.statute(),
            ". ",
            g.pick("Je joins l'attestation médicale.", "L'attestation médicale suivra."),
        ],
    )
    sp.fields("Signature", ("Signature du travailleur", g.sig(w)), ("Date", g.date()))
    return sp.close(closing(g, w, [col], fr=True))


@frame("irb_boc_narrative", "texinfo", "ca")
def boc(g):
    c, sp_, agent, perp, kid = g.person(pool_share=0.15), g.person(), g.person(), g.person(), None
    kid = g.child(c) if g.chance(0.6) else None
    sp = Spec("BASIS OF CLAIM FORM - NARRATIVE")
    sp.head(
        ("RPD file", g.court_file()),
        ("Claimant", g.full(c)),
        ("Date of birth", g.dob(c)),
        ("Counsel", g.firm()),
    )
    sp.para(
        "What happened to me",
        [
            "My name is ",
            g.name(c),
            ". ",
            g.pick(
                "I was a schoolteacher", "I ran a small pharmacy", "I drove a taxi", "I worked as a nurse"
            ),
            " before I left my country. In ",
            g.pick("2021", "2022", "2023"),
            " a local official, ",
            g.full(perp),
            ", accused my family of supporting the opposition.",
        ],
        [
            "On ",
            g.date(),
            " men came to our house at night. They beat my ",
            g.pick("husband", "wife", "partner"),
            ", ",
            g.full(sp_),
            ", and told us to leave the district. ",
            g.ref(sp_),
            " still has scars on the left arm.",
        ]
        + ([" Our child ", g.full(kid), " (born ", g.dob(kid), ") was present."] if kid else []),
        [
            "We hid with relatives for three months. An agent named ",
            g.full(agent),
            " arranged the tickets. I arrived at Pearson on ",
            g.date(),
            " and claimed protection the next day under ",
            g.section(),
            " of the ",
            g.statute("ca"),
            ".",
        ],
    )
    sp.para(
        "Why I cannot go back",
        [
            "The police would not help; ",
            g.ref(perp),
            " is related to the district commander. Friends tell me my name is on a list. I fear I will be arrested or killed if I return.",
        ],
    )
    sp.turns(
        "Interpreter's declaration",
        [
            (
                g.name(g.person(), "full"),
                [
                    "I interpreted this narrative from ",
                    g.pick("Somali", "Amharic", "Tigrinya", "Farsi", "Spanish", "Pashto", "Haitian Creole"),
                    " into English on ",
                    g.date(),
                    ".",
                ],
            )
        ],
    )
    return sp.close(closing(g, c))
