"""Québec lease renewal notice and DPJ intervention plan (French), Mexican support agreement (Spanish),
German tenancy termination letter, postal tracking history and a corporate name search."""

from __future__ import annotations

from r16_blocks import foot, head, registry

FRAMES, frame = registry()


@frame("qc_avis_renouvellement_bail", "letter", jurs=["ca"], lang="fr")
def qc_bail(g, d):
    loc, loc2, prop, gest = g.people(4)
    d.line("{h}", h=g.heading())
    d.line("AVIS DE MODIFICATION DU BAIL ET DE RENOUVELLEMENT")
    d.line("Dossier : {f}    Le {dt}", f=g.court_file(), dt=g.date())
    d.line()
    d.line("À : {t} {n} et {n2}", t=g.title(loc), n=g.name(loc), n2=g.name(loc2))
    d.add(g.address(), "\n\n")
    d.line("{t} {n},", t=g.title(loc), n=g.name(loc, "later"))
    d.line(
        "Conformément au {s}, je vous avise que le loyer du logement sera augmenté à compter du {dt}. "
        "Vous disposez d'un mois pour répondre à la partie locatrice, {p}.",
        s=g.statute(),
        dt=g.date(),
        p=g.name(prop),
    )
    d.line(
        "Pour toute question, communiquez avec {g} au {tel} ou à {e}.",
        g=g.name(gest),
        tel=g.phone(),
        e=g.email(gest),
    )
    d.line("Tribunal administratif du logement : {u}", u=g.inst_url())
    d.line()
    d.line("{n}, propriétaire", n=g.name(prop, "caps"))


@frame("qc_plan_intervention_dpj", "form_fields", jurs=["ca"], lang="fr")
def qc_dpj(g, d):
    enf, mere, pere, interv, tante = g.people(5)
    head(g, d, "PLAN D'INTERVENTION — DIRECTION DE LA PROTECTION DE LA JEUNESSE")
    d.line("Enfant : {n}    Date de naissance : {dob}", n=g.name(enf), dob=g.child_dob())
    d.line("Mère : {n}    Téléphone : {p}", n=g.name(mere), p=g.phone())
    d.line("Père : {n}    Adresse : {ad}", n=g.name(pere, "comma"), ad=g.address())
    d.line("Carte d'assurance maladie de l'enfant : {hc}", hc=g.health(enf))
    d.line("Intervenante : {n}    Révision prévue le {dt}", n=g.name(interv), dt=g.date())
    d.line(
        "Objectifs : {e} fréquente l'école ; {m} participe au suivi ; la tante, {t}, assure le répit.",
        e=g.name(enf, "first"),
        m=g.name(mere, "later"),
        t=g.name(tante),
    )
    d.line("Mesure ordonnée par {j} en vertu de la {s}.", j=g.judge(), s=g.statute())
    foot(g, d)


@frame("mx_convenio_pension_alimenticia", "numbered_paragraphs", jurs=["mx"], lang="es")
def mx_convenio(g, d):
    dor, acr, hijo, t1, t2 = g.people(5)
    head(g, d, "CONVENIO DE PENSIÓN ALIMENTICIA")
    d.line(
        "En la ciudad de Guadalajara, ante la Notaría {r}, comparecen {a} y {b}, quien manifiesta ser madre del menor.",
        r=g.ref(),
        a=g.name(dor),
        b=g.name(acr),
    )
    d.line(
        "PRIMERA. El deudor, {a}, nacido el {dob}, con domicilio en {ad}, se obliga a pagar la pensión.",
        a=g.name(dor, "later"),
        dob=g.dob(),
        ad=g.address(),
    )
    d.line(
        "SEGUNDA. El menor {h}, nacido el {dob}, vivirá con {b}.",
        h=g.name(hijo),
        dob=g.child_dob(),
        b=g.name(acr, "later"),
    )
    d.line("TERCERA. Los depósitos se harán a la cuenta {c} (CLABE {b}).", c=g.account(), b=g.bank_code())
    d.line("CUARTA. Teléfono de contacto: {p}; correo: {e}.", p=g.phone(), e=g.email(acr))
    d.line(
        "Testigos: {a} y {b}. Fundamento: {s}. Fecha: {dt}.",
        a=g.name(t1),
        b=g.name(t2),
        s=g.statute(),
        dt=g.date(),
    )


@frame("de_kuendigung_mietvertrag", "letter", jurs=["de"], lang="de")
def de_kuendigung(g, d):
    verm, mieter, mieter2, hv = g.people(4)
    d.line("{n}", n=g.name(verm))
    d.add(g.address(multiline=True), "\n\n")
    d.line("{t} {n}", t=g.title(mieter), n=g.name(mieter))
    d.add(g.address(multiline=True), "\n\n")
    d.line("Kündigung des Mietvertrags vom {dt} — Az. {f}", dt=g.date(), f=g.court_file())
    d.line()
    d.line("Sehr geehrte/r {t} {n},", t=g.title(mieter), n=g.name(mieter, "later"))
    d.line(
        "hiermit kündige ich das Mietverhältnis mit Ihnen und {n2} fristgerecht zum {dt} gemäß {s}. "
        "Die Hausverwaltung ({h}, Tel. {p}) vereinbart die Wohnungsübergabe.",
        n2=g.name(mieter2),
        dt=g.date(),
        s=g.statute(),
        h=g.name(hv),
        p=g.phone(),
    )
    d.line("Die Kaution wird auf das Konto {i} überwiesen.", i=g.iban())
    d.line()
    d.line("Mit freundlichen Grüßen")
    d.line("{n}", n=g.name(verm, "later"))


@frame("postal_tracking_history", "log_lines")
def tracking(g, d):
    snd, rcv, sig = g.people(3)
    d.line("Tracking {r} — {o}", r=g.ref(), o=g.org())
    d.line("Sender: {n}   Recipient: {m}", n=g.name(snd), m=g.name(rcv))
    for ev in ["Item accepted", "In transit", "Out for delivery", "Delivery attempted", "Delivered"]:
        d.line(
            "{dt} {t:02d}:{m:02d}  {e:<20} {p}",
            dt=g.date(),
            t=g.rng.randint(6, 20),
            m=g.rng.randint(0, 59),
            e=ev,
            p=g.epo_place() if g.rng.random() < 0.5 else g.place(),
        )
    d.line("Signed for by: {n}", n=g.name(sig, "caps"))
    d.line("Delivery address: {ad}", ad=g.address())
    d.line("Recipient notified by SMS at {p}", p=g.phone())


@frame("corporate_name_search", "key_value")
def name_search(g, d):
    dirs = g.people(3)
    agent = g.person()
    head(g, d, "CORPORATE PROFILE REPORT")
    d.line("corporation_name: {o}", o=g.org())
    d.line("registered_office: {ad}", ad=g.address())
    for i, p in enumerate(dirs):
        d.line("director_{i}: {n}", i=i + 1, n=g.name(p, "COMMA"))
        d.line("director_{i}_address: {ad}", i=i + 1, ad=g.address())
    d.line("registered_agent: {n} ({e})", n=g.name(agent), e=g.email(agent))
    d.line("similar_names: {a}; {b}", a=g.org(), b=g.org())
    d.line("status: active since {dt}", dt=g.date())
    foot(g, d)
