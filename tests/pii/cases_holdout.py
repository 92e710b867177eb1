"""The held-out PII cases: written after the detector was tuned on ``cases_tuning.py``, scored,
never tuned on. ``build_cases.py`` renders them into cases.jsonl, tagged ``holdout``."""

from __future__ import annotations

from case_numbers import BN, card, iban, ohip, sin

# Held out: written after the detector was tuned on cases_tuning.py, scored once, never tuned on.
# docs/pii-scores.md reports them separately as the honest estimate.
HOLDOUT: list[tuple[list[str], str]] = [
    (["ca"], "The respondent's sister, [[PERSON:Megan Doucette]], swore an affidavit on April 4, 2022."),
    (
        ["ca"],
        "Reach the tenant, Mr. [[PERSON:Kwame Mensah]], at [[PHONE:(902) 555-0148]] or [[EMAIL:kmensah@eastlink.ca]].",
    ),
    (
        ["ca"],
        "The property municipally known as [[ADDRESS:27 Lakeshore Road East, Oakville, Ontario]] [[POSTAL_CODE:L6J 1H6]] was listed for sale.",
    ),
    (
        ["ca"],
        "Cpl. [[PERSON:Denise Arsenault]] of the RCMP seized the phone belonging to [[PERSON:Tyler Gallant]].",
    ),
    (["ca"], "Employee SIN [[SIN:" + sin("52736184") + "]] must be reported on the Record of Employment."),
    (
        ["ca"],
        "Her health number ([[HEALTH_CARD:"
        + ohip("314159265", "KT")
        + "]]) was used to book the appointment.",
    ),
    (
        ["ca"],
        "Licence no. [[DRIVERS_LICENSE:S7412-36985-20147]] was issued by the Ministry of Transportation.",
    ),
    (
        ["ca"],
        "Name: [[PERSON:Oliver Bennett-Clarke]]\nDate of Birth: [[DATE_OF_BIRTH:October 9, 1968]]\nAddress: [[ADDRESS:6 Spruce Lane, Moncton, NB]] [[POSTAL_CODE:E1C 4B7]]",
    ),
    (["ca"], "Funds were transferred to account [[BANK_ACCOUNT:8812345]] at transit 04562."),
    (
        ["ca"],
        "The grievor was represented by [[PERSON:Julie Thibodeau]] of the union; the employer by [[PERSON:Ian Pritchard]].",
    ),
    (
        ["ca"],
        "In an email from [[EMAIL:mark.s@shawbiz.ca]] sent from [[IP_ADDRESS:96.52.201.14]], the defendant admitted the debt.",
    ),
    (["ca"], "The accused, [[PERSON:Jordan Whitehorse]], was born on [[DATE_OF_BIRTH:2 February 1999]]."),
    (
        ["ca"],
        "Mrs. [[PERSON:Lucille Paquette]] died intestate; her son [[PERSON:Rene Paquette]] applied for a certificate of appointment.",
    ),
    (["ca"], "Payment to IBAN [[IBAN:" + iban("CH", "00762011623852957") + "]] was reversed."),
    (["ca"], "The Visa card [[CREDIT_CARD:" + card("4024", sep="-") + "]] belongs to the applicant."),
    (
        ["ca"],
        "The applicant's Instagram account, [[URL:https://instagram.com/megan.doucette]], was entered as Exhibit C.",
    ),
    (
        ["ca"],
        "Contact person: [[PERSON:Farah Nasser]], [[PHONE:+1 403 555 0117]], [[ADDRESS:550 6th Avenue SW, Calgary, AB]] [[POSTAL_CODE:T2P 0S2]].",
    ),
    (["ca"], "[[PERSON:Kevin Tran]] and [[PERSON:Linh Tran]] jointly own the condominium unit."),
    (
        ["us"],
        "Plaintiff [[PERSON:Rosa Delgado]] lives at [[ADDRESS:318 Magnolia Street, Savannah, GA 31401]] with her two children.",
    ),
    (["us"], "The social security number [[SSN:219-44-8123]] was printed on the W-2."),
    (["us"], "Call the witness, [[PERSON:Dwayne Hollis]], at [[PHONE:(718) 555-0163]]."),
    (["us"], "The claimant's DOB is [[DATE_OF_BIRTH:08/21/1979]]; the accident occurred on 09/14/2020."),
    (["us"], "Sgt. [[PERSON:Frank Morales]] wrote the incident report; Judge Patel presided at the hearing."),
    (["us"], "Deposit to checking account [[BANK_ACCOUNT:3344556677]], routing 122000247."),
    (["us"], "Her Discover card [[CREDIT_CARD:" + card("6011") + "]] was used at the pharmacy."),
    (["us"], "The login came from [[IP_ADDRESS:68.45.122.9]]; the server runs version 4.18.2.1."),
    (
        ["us"],
        "Correspondence should be addressed to [[PERSON:Eleanor Vance]], [[ADDRESS:1200 Walnut Street, Philadelphia, PA 19107]].",
    ),
    (["us"], "The nurse, [[PERSON:Tamara Lopez]], testified for the defense."),
    # decoys
    (["ca", "decoy"], "R. v. Morgentaler, [1988] 1 S.C.R. 30; R. v. Stinchcombe, [1991] 3 S.C.R. 326."),
    (["ca", "decoy"], "Moldaver J. and Martin J. concurred; Kasirer J. wrote separate reasons."),
    (
        ["ca", "decoy"],
        "The Youth Criminal Justice Act, S.C. 2002, c. 1, s. 110, bars publishing the name of a young person.",
    ),
    (
        ["ca", "decoy"],
        "The Minister of Health, the Chief Medical Officer and the Registrar General signed the order.",
    ),
    (["ca", "decoy"], f"GST/HST registration number {BN} RT0002 appears on every invoice."),
    (["ca", "decoy"], "Court file no. 21-CV-4455, Federal Court file T-1234-21."),
    (["ca", "decoy"], "The fee is $2,750.50 plus HST, due by March 31, 2024."),
    (["ca", "decoy"], "See https://www.ontario.ca/laws/statute/90h06 for the consolidated text."),
    (["ca", "decoy"], "The Sir John A. Macdonald Building faces Wellington Street."),
    (["ca", "decoy"], "Card number: XXXX XXXX XXXX 0004; SIN: *** *** 123."),
    (
        ["us", "decoy"],
        "Obergefell v. Hodges, 576 U.S. 644 (2015); Gideon v. Wainwright, 372 U.S. 335 (1963).",
    ),
    (["us", "decoy"], "The Jones Act, 46 U.S.C. § 30104, and the Lanham Act, 15 U.S.C. § 1051."),
    (["us", "decoy"], "Justice Ginsburg's dissent was joined by Justice Breyer."),
    (["us", "decoy"], "Goldman Sachs Group, Inc. and Morgan Stanley & Co. LLC settled with the SEC."),
    (["us", "decoy"], "The number 4111 1111 1111 1112 fails the Luhn check."),
    (["us", "decoy"], "Routing number 026009593 and SWIFT code BOFAUS3N identify the bank."),
]


# Held out, second batch: given names outside the built-in list, often without any cue word, to
# measure what the NER model adds over the rules. Written before scoring; never tuned on.
HOLDOUT_RARE_NAMES: list[tuple[list[str], str]] = [
    (["ca"], "[[PERSON:Nnamdi Eze]] testified that the forklift had no working brakes."),
    (["ca"], "Before the hearing, [[PERSON:Siobhan Quirke]] told her supervisor about the harassment."),
    (["ca"], "[[PERSON:Tomasz Wiśniewski]] married [[PERSON:Agnieszka Nowak]] in Winnipeg in 2009."),
    (["us"], "[[PERSON:Xochitl Ramirez]] was arrested outside the courthouse after the verdict."),
    (["ca"], "The adjuster interviewed [[PERSON:Bjorn Lindqvist]] twice about the fire."),
    (["ca"], "The board hired [[PERSON:Oluwaseun Adeyemi]] as interim treasurer in 2021."),
    (["ca"], "[[PERSON:Mireille Gauthier-Roy]] admitted that she had signed the lease without reading it."),
    (["us"], "[[PERSON:Dashiell Park]] was injured when the scaffold collapsed."),
    (["ca"], "The sworn statement of [[PERSON:Ayodele Bankole]] was filed late."),
    (["ca"], "Ms. [[PERSON:Thandiwe Mokoena]] and Mr. [[PERSON:Rafferty Kowal]] shared the apartment."),
    (
        ["us"],
        "[[PERSON:Ignatius Fairweather]] sold the parcel to [[PERSON:Delphine Achterberg]] for $410,000.",
    ),
    (["ca"], "According to [[PERSON:Kalinda Whitefeather]], the band council never approved the lease."),
    (
        ["ca", "decoy"],
        "Lac La Ronge Indian Band and Peter Ballantyne Cree Nation signed the treaty land entitlement agreement.",
    ),
    (["us", "decoy"], "Nabisco Brands and Procter & Gamble Co. merged their distribution arms."),
]
