"""The tuning set of the PII cases: hand-written legal prose with inline labels (``[[LABEL:value]]``),
the cases the detector was tuned on. ``build_cases.py`` renders them into cases.jsonl."""

from __future__ import annotations

from case_numbers import BN, ZW, bad_card, bad_sin, card, iban, ohip, sin

CASES: list[tuple[list[str], str]] = [
    # --- contact details of counsel and parties (Canada) ---
    (
        ["ca"],
        "Counsel for the applicant, Ms. [[PERSON:Jane Okafor]], may be reached at [[EMAIL:jane.okafor@okaforlaw.ca]] or [[PHONE:416-555-0199]] ext. 22.",
    ),
    (
        ["ca"],
        "Please direct correspondence to [[PERSON:Marc Tremblay]], Tremblay Avocats LLP, [[ADDRESS:1250 René-Lévesque Blvd. W., Suite 2200, Montreal, QC]] [[POSTAL_CODE:H3B 4W8]].",
    ),
    (
        ["ca"],
        "The respondent, [[PERSON:Priya Raman]], resides at [[ADDRESS:88 Harbord Street, Toronto, Ontario]] [[POSTAL_CODE:M5S 1G5]] and her cell is [[PHONE:(647) 555-0142]].",
    ),
    (
        ["ca"],
        "Tel: [[PHONE:(613) 555-0187]]  Fax: [[PHONE:(613) 555-0188]]  Email: registry@smithhartley.ca",
    ),
    (
        ["ca"],
        'Mr. [[PERSON:Kevin O\'Brien]] (the "Employee") shall give notice to the Employer at hr@northwind.example.com.',
    ),
    (
        ["ca"],
        "Served on Ms. [[PERSON:Fatima Haddad]] at [[ADDRESS:301-75 Queen Street, Ottawa, ON]] [[POSTAL_CODE:K1P 5E7]] on the date set out above.",
    ),
    (
        ["ca"],
        "The tenant may be contacted at [[PHONE:+1 604 555 0133]] or by text message; the landlord's office number is [[PHONE:604.555.0100]].",
    ),
    (["ca"], "Mailing address: [[ADDRESS:P.O. Box 4521, Station A, Victoria, BC]] [[POSTAL_CODE:V8X 3X4]]."),
    (
        ["ca"],
        "Detective Constable [[PERSON:Sarah McIntyre]] of the Toronto Police Service testified that she called the complainant at [[PHONE:416-555-0174]].",
    ),
    (
        ["ca"],
        "Cst. [[PERSON:Daniel Wu]] arrested the accused at [[ADDRESS:1450 Dundas Street East, Mississauga, ON]] [[POSTAL_CODE:L4X 1L4]].",
    ),
    (["ca"], "WITNESS: [[PERSON:Eleanor Fitzgerald]]\nSignature of Employee: [[PERSON:Thomas Leblanc]]"),
    (["ca"], "Per: [[PERSON:Graham Whitfield]]\nAuthorized Signing Officer, Northwind Holdings Inc."),
    (
        ["ca"],
        "The worker, [[PERSON:Harpreet Sandhu]], date of birth [[DATE_OF_BIRTH:1987-11-02]], filed the claim with the Board.",
    ),
    (
        ["ca"],
        "The child was born on [[DATE_OF_BIRTH:March 14, 2011]] in Halifax; the separation agreement was signed on June 1, 2019.",
    ),
    (
        ["ca"],
        "Ms. [[PERSON:Chantal Roy]]'s social insurance number ([[SIN:"
        + sin("13045428")
        + "]]) appears on the T4 slip.",
    ),
    (
        ["ca"],
        "SIN: [[SIN:"
        + sin("27184629", "-")
        + "]]  Health Card No.: [[HEALTH_CARD:"
        + ohip("123456789", "AB")
        + "]]",
    ),
    (
        ["ca"],
        "Her Ontario health card number is [[HEALTH_CARD:"
        + ohip("987654321")
        + "]] and her driver's licence is [[DRIVERS_LICENSE:R1234-56789-01234]].",
    ),
    (["ca"], "Driver's Licence #: [[DRIVERS_LICENSE:M2345-67890-12345]] (Ontario), class G."),
    (
        ["ca"],
        "The employer shall deposit wages into transit 00012, institution 004, account number [[BANK_ACCOUNT:5012345]].",
    ),
    (
        ["ca"],
        "Payments are to be made by wire to IBAN [[IBAN:"
        + iban("GB", "WEST12345698765432")
        + "]] in the name of the vendor.",
    ),
    (["ca"], "The applicant logged in from IP address [[IP_ADDRESS:24.114.52.190]] at 10:42 p.m."),
    (
        ["ca"],
        "The complainant's profile at [[URL:https://www.linkedin.com/in/priya-raman-4821]] listed her employer.",
    ),
    (
        ["ca"],
        "Send the signed copy to [[PERSON:Isabelle Gagnon]], [[ADDRESS:200 Bay Street, Suite 3800, Toronto, ON]] [[POSTAL_CODE:M5J 2J2]], [[EMAIL:igagnon@gagnonlegal.ca]].",
    ),
    (
        ["ca"],
        "Mr. [[PERSON:Chen]] confirmed that his personal email was [[EMAIL:d.chen82@gmail.com]] and that his mobile number was [[PHONE:778-555-0163]].",
    ),
    (
        ["ca"],
        "The deponent, [[PERSON:Aisha Mohamed]], swears that she was born on [[DATE_OF_BIRTH:7 August 1990]].",
    ),
    (
        ["ca"],
        "The guarantor [[PERSON:Robert Kowalski]] (DOB: [[DATE_OF_BIRTH:05/06/1961]]) lives at [[ADDRESS:14 Elm Crescent, Barrie, ON]] [[POSTAL_CODE:L4N 2K9]].",
    ),
    (
        ["ca"],
        "The credit card on file, [[CREDIT_CARD:"
        + card("4520")
        + "]], was charged $1,250.00 on May 3, 2022.",
    ),
    (
        ["ca"],
        "Affiant: [[PERSON:Noor Siddiqui]]\nSworn before me at the City of Toronto on January 12, 2023.",
    ),
    (
        ["ca"],
        "Ms. [[PERSON:Sophie Bergeron]] and Mr. [[PERSON:Luc Bergeron]] are the joint owners of [[ADDRESS:9 Rue Saint-Paul, Quebec, QC]] [[POSTAL_CODE:G1K 3V8]].",
    ),
    (
        ["ca"],
        "Dr. [[PERSON:Ravi Patel]], the family physician, wrote that the patient ([[HEALTH_CARD:"
        + ohip("555123458")
        + "]]) could not work.",
    ),
    # --- United States ---
    (
        ["us"],
        "Plaintiff [[PERSON:Maria Gonzalez]], SSN [[SSN:536-22-1234]], resides at [[ADDRESS:456 Elm Avenue, Springfield, IL 62704]].",
    ),
    (
        ["us"],
        "Defendant's counsel, [[PERSON:Bradley Cooper-Hughes]], Esq., can be reached at [[PHONE:(212) 555-0147]] or [[EMAIL:bch@hughesllp.com]].",
    ),
    (
        ["us"],
        "Notices shall be sent to [[ADDRESS:1600 Amphitheatre Parkway, Mountain View, CA 94043]], Attention: [[PERSON:Legal Department]].".replace(
            "[[PERSON:Legal Department]]", "Legal Department"
        ),
    ),
    (["us"], "Social Security No.: [[SSN:401-82-3377]]; Date of Birth: [[DATE_OF_BIRTH:April 2, 1975]]."),
    (
        ["us"],
        "The employee's direct deposit account no. [[BANK_ACCOUNT:00123456789]] (ABA routing number 021000021) was closed.",
    ),
    (
        ["us"],
        "Officer [[PERSON:James Rodriguez]] stopped the vehicle on Interstate 95 and called dispatch from [[PHONE:1-202-555-0119]].",
    ),
    (
        ["us"],
        "[[PERSON:Emily Carter]], a witness, testified that she lives at [[ADDRESS:2200 N. Lake Shore Drive, Apt. 14B, Chicago, IL 60614]].",
    ),
    (["us"], "Her American Express card ([[CREDIT_CARD:" + card("3714", 15) + "]]) expired in 2023."),
    (
        ["us"],
        "The server logs show requests from [[IP_ADDRESS:203.0.113.77]] and [[IP_ADDRESS:2001:db8:85a3::8a2e:370:7334]].",
    ),
    (["us"], "Mail the form to [[ADDRESS:P.O. Box 9102, Austin, TX 78766]]."),
    (["us"], "Signed: [[PERSON:Michael Thompson]]\nDate: March 1, 2022"),
    (["us"], "The petitioner [[PERSON:Jessica Nguyen]] (born [[DATE_OF_BIRTH:12/09/1988]]) seeks custody."),
    (
        ["us"],
        "Special Agent [[PERSON:Kyle Brennan]] interviewed [[PERSON:Tina Alvarez]] at her home, [[ADDRESS:77 Oak Lane, Dover, DE 19901]].",
    ),
    (
        ["us"],
        "Please see the user's page at [[URL:https://example.com/profile?user=jnguyen&email=jessica.nguyen%40mail.com]] for details.",
    ),
    (
        ["us"],
        "Payment was made with card number [[CREDIT_CARD:"
        + card("5425", sep="-")
        + "]] on file with the clinic.",
    ),
    (["us"], "Contact the plaintiff's attorney, [[PERSON:Alan Greenberg]], at [[PHONE:+1 (305) 555-0122]]."),
    (["us"], "The SSN listed, [[SSN:087-12-5544]], matches the applicant's employment records."),
    (
        ["us"],
        "The affidavit of [[PERSON:Rebecca Stone]] states that her mother, [[PERSON:Doris Stone]], was born on [[DATE_OF_BIRTH:June 30, 1941]].",
    ),
    (["us"], "International wire: IBAN [[IBAN:" + iban("DE", "370400440532013000") + "]], BIC COBADEFFXXX."),
    (
        ["us"],
        "The customer's bank account number is [[BANK_ACCOUNT:4400 1234 5678]] and the routing number is 111000025.",
    ),
    # --- zero-width characters hiding PII ---
    (
        ["ca", "zero-width"],
        f"Her email is [[EMAIL:jane{ZW}.doe@{ZW}example.ca]] and her phone is [[PHONE:416{ZW}-555-0177]].",
    ),
    (["us", "zero-width"], f"SSN: [[SSN:536{ZW}-22-{ZW}1234]] (do not disclose)."),
    (["ca", "zero-width"], f"Card [[CREDIT_CARD:{card('4556').replace(' ', ZW + ' ')}]] was declined."),
    (
        ["ca", "zero-width"],
        f"The SIN [[SIN:{sin('19283746').replace(' ', ' ' + ZW)}]] was provided to the payroll clerk.",
    ),
    (
        ["ca", "zero-width"],
        f"Ms. [[PERSON:Jane{ZW} Okafor]] lives at [[ADDRESS:12 Birch{ZW} Road, Guelph, ON]] [[POSTAL_CODE:N1H{ZW} 3K5]].",
    ),
    (["us", "zero-width"], f"Connection from [[IP_ADDRESS:198.51.{ZW}100.23]] was blocked."),
    # --- decoys: citations, statutes, file numbers, business/routing numbers, amounts, dates, versions, masked ---
    (["ca", "decoy"], "In R. v. Jordan, 2016 SCC 27, [2016] 1 S.C.R. 631, the Court set ceilings for delay."),
    (
        ["ca", "decoy"],
        "See Criminal Code, R.S.C. 1985, c. C-46, s. 91(2), and Health Insurance Act, R.S.O. 1990, c. H.6.",
    ),
    (["ca", "decoy"], "Court File No. CV-19-00612345-0000, Ontario Superior Court of Justice."),
    (["ca", "decoy"], f"The corporation's business number is {BN} RT0001 and its GST account is {BN}."),
    (
        ["ca", "decoy"],
        "Pay to transit 00012-004 at the Royal Bank of Canada; the amount owing is $1,234,567.89.",
    ),
    (["ca", "decoy"], "Judgment was released on January 5, 2021 and the hearing took place on 2020-11-17."),
    (["ca", "decoy"], "Use version 1.2.3.4 of the filing software; build 10.0.19041.1 is not supported."),
    (
        ["ca", "decoy"],
        "The card ending in **** **** **** 1234 and the SIN XXX XXX 286 were masked in the record.",
    ),
    (["ca", "decoy"], f"The number {bad_sin('13045428')} fails the checksum and is not a valid SIN."),
    (["ca", "decoy"], f"A card number such as {bad_card('4111')} fails the Luhn check."),
    (["ca", "decoy"], "Justice Karakatsanis wrote for the majority; Wagner C.J. and Côté J. dissented."),
    (
        ["ca", "decoy"],
        "Doherty J.A. relied on Smith v. Jones, [1999] 1 S.C.R. 455, and Donoghue v. Stevenson.",
    ),
    (["ca", "decoy"], "Jordan's Principle applies to First Nations children; see also the Wills Act."),
    (
        ["ca", "decoy"],
        "The meeting was held at Osgoode Hall, [[ADDRESS:130 Queen Street West]], across from the Bay Street towers (addresses are redacted whoever owns them).",
    ),
    (["ca", "decoy"], "A.B. v. C.D., 2019 BCCA 11, concerned a youth identified only as J.D."),
    (["ca", "decoy"], "The text of the Act is at https://laws-lois.justice.gc.ca/eng/acts/C-46/page-1.html."),
    (
        ["ca", "decoy"],
        "The Minister of Justice may, by order, amend Schedule 1; the Registrar shall publish the order.",
    ),
    (["ca", "decoy"], "Thomson Reuters Canada Limited and John Labatt Ltd. entered into the agreement."),
    (
        ["ca", "decoy"],
        "The total, $4,950.00 (HST included), is payable within 30 days; see invoice 2023-0412.",
    ),
    (["ca", "decoy"], "Section 12.3.4 applies; paragraph 2(1)(b) and subsection 91(2) do not."),
    (
        ["us", "decoy"],
        "Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007); 42 U.S.C. § 1983; 123 F.3d 456 (9th Cir. 1997).",
    ),
    (
        ["us", "decoy"],
        "Case No. 1:21-cv-01234-ABC, United States District Court for the District of Columbia.",
    ),
    (
        ["us", "decoy"],
        "The employer identification number is 12-3456789 and the ABA routing number is 021000021.",
    ),
    (["us", "decoy"], "The social security number on the form was shown as XXX-XX-6789."),
    (["us", "decoy"], "The number 000-12-3456 is not a valid SSN, nor is 666-45-1234."),
    (["us", "decoy"], "The jury awarded $2,500,000 on March 3, 2020; judgment entered 2020-03-05."),
    (["us", "decoy"], "Chief Justice Roberts delivered the opinion; Justice Sotomayor dissented."),
    (
        ["us", "decoy"],
        "The Sarbanes-Oxley Act and the Robert F. Kennedy Department of Justice Building were discussed.",
    ),
    (["us", "decoy"], "See Miranda v. Arizona, 384 U.S. 436 (1966), and Brown v. Board of Education."),
    (["us", "decoy"], "ISBN 978-0-306-40615-7 identifies the treatise; its 2nd edition runs 1,204 pages."),
]

CASES += [
    # --- persons in narrative prose (cue-less mentions need the NER model) ---
    (
        ["ca"],
        "[[PERSON:Jennifer Walsh]] met [[PERSON:Omar Farouk]] at the mediation, and [[PERSON:Walsh]] later withdrew her offer.",
    ),
    (["ca"], "On cross-examination, [[PERSON:Gabrielle Lavoie]] admitted that she had not read the policy."),
    (
        ["ca"],
        "The arbitrator accepted the evidence of [[PERSON:Hiroshi Tanaka]] over that of the supervisor, [[PERSON:Derek Campbell]].",
    ),
    (
        ["ca"],
        "[[PERSON:Liam Murphy]] and [[PERSON:Olivia Murphy]] were married in 2004 and separated in 2018.",
    ),
    (["ca"], "Ms. [[PERSON:Wong]] told Mr. [[PERSON:Singh]] that the lease had been assigned."),
    (
        ["ca"],
        "The grievor, [[PERSON:Nathalie Bouchard]], was dismissed on October 3, 2021; [[PERSON:Nathalie Bouchard]] grieved the dismissal.",
    ),
    (["ca"], "Counsel: [[PERSON:Andrew Fraser]] and [[PERSON:Leah Goldberg]], for the appellant."),
    (["ca"], "[[PERSON:Sergei Volkov]], counsel for the respondent, conceded the point."),
    (["ca"], "The plaintiff's daughter, [[PERSON:Emma Kowalczyk]], drove her to the hospital."),
    (["ca"], "Sgt. [[PERSON:Paul Henderson]] and Constable [[PERSON:Rita Delgado]] attended the scene."),
    (
        ["ca"],
        "Dear Mr. [[PERSON:Abernathy]],\nWe write on behalf of our client regarding the unpaid invoice.",
    ),
    (["ca"], "Yours truly,\n[[PERSON:Catherine Morrison]]\nPartner, Morrison & Lee LLP"),
    (["ca"], "In the presence of: [[PERSON:Victor Almeida]] (Witness)"),
    (
        ["ca"],
        "The testator, [[PERSON:Walter Kim]], left the residue of his estate to his nephew [[PERSON:Jason Kim]].",
    ),
    (
        ["ca"],
        "The complainant [[PERSON:Yasmin Aziz]] reported the incident to Officer [[PERSON:Grant]] the next morning.",
    ),
    (
        ["ca"],
        "[[PERSON:Tremblay]] J. of the Superior Court heard the motion.".replace(
            "[[PERSON:Tremblay]]", "Tremblay"
        ),
    ),
    (
        ["ca"],
        "The motion judge, Justice Nakatsuru, dismissed the application brought by [[PERSON:Kyle Anderson]].",
    ),
    (
        ["ca"],
        "The Honourable David Lametti, then Minister of Justice, tabled the bill; [[PERSON:Louise Arbour]]'s report was cited.".replace(
            "[[PERSON:Louise Arbour]]", "Louise Arbour"
        ),
    ),
    (
        ["ca"],
        "The landlord, [[PERSON:Peter Novak]], served an N4 notice on the tenant, [[PERSON:Grace Owusu]].",
    ),
    (
        ["ca"],
        "[[PERSON:Mohammed Al-Rashid]] signed the offer to purchase on behalf of himself and his spouse.",
    ),
    (["us"], "[[PERSON:Tyler Jackson]] testified that [[PERSON:Brandon Lee]] was driving the truck."),
    (["us"], "Defense counsel [[PERSON:Samantha Reyes]] moved to suppress the statement."),
    (["us"], "The decedent, [[PERSON:Harold Jenkins]], was survived by his wife [[PERSON:Betty Jenkins]]."),
    (["us"], "Nurse [[PERSON:Melissa Grant]] recorded the patient's vital signs at 3:15 a.m."),
    (["us"], "Deputy Sheriff [[PERSON:Wayne Porter]] served the summons on [[PERSON:Christopher Hall]]."),
    (["us"], "By: [[PERSON:Ashley Morgan]]\nTitle: Chief Executive Officer"),
    (["us"], "Judge Sullivan denied the motion filed by [[PERSON:Megan Brooks]]."),
    (["us"], "[[PERSON:Carlos Mendoza]], an employee of the defendant, was injured at the warehouse."),
    (["us"], "The arbitration between Ms. [[PERSON:Diane Foster]] and Acme Widgets LLC was stayed."),
    (["us"], "The jury found that [[PERSON:Jonathan Price]] had not been negligent."),
    # --- mixed paragraphs ---
    (
        ["ca"],
        "AFFIDAVIT OF [[PERSON:ROBERT DUBOIS]]\nI, [[PERSON:Robert Dubois]], of the City of Ottawa, MAKE OATH AND SAY: I was born on [[DATE_OF_BIRTH:February 11, 1979]] and my SIN is [[SIN:"
        + sin("46372819")
        + "]].",
    ),
    (
        ["ca"],
        "The Employee's emergency contact is [[PERSON:Anita Desai]] ([[PHONE:905-555-0139]]), who resides at [[ADDRESS:33 Willow Way, Oakville, ON]] [[POSTAL_CODE:L6J 4Z1]].",
    ),
    (
        ["ca"],
        "Bank: Royal Bank of Canada; Transit: 00012; Institution: 003; Account: [[BANK_ACCOUNT:1234567]]; Account holder: [[PERSON:Nicole Fortin]].",
    ),
    (
        ["ca"],
        "The parties agree that [[PERSON:Samuel Okonkwo]] will pay $2,000 per month to [[PERSON:Adaeze Okonkwo]] commencing September 1, 2020.",
    ),
    (
        ["ca"],
        "Ms. [[PERSON:Hannah Lindqvist]] emailed the board at [[EMAIL:board@condo-corp-1234.ca]] from [[EMAIL:hannah.l@outlook.com]].",
    ),
    (
        ["ca"],
        "The RCMP traced the messages to [[IP_ADDRESS:142.112.45.9]], an address assigned to Mr. [[PERSON:Blake Thornton]].",
    ),
    (
        ["ca"],
        "Residence: [[ADDRESS:45 Maple Avenue, Unit 3, Toronto, ON]] [[POSTAL_CODE:M4C 1B2]]; Phone: [[PHONE:416 555 0123]].",
    ),
    (
        ["ca"],
        "His Ontario driver's licence [[DRIVERS_LICENSE:D4567-12345-67890]] was suspended under s. 48 of the Highway Traffic Act, R.S.O. 1990, c. H.8.",
    ),
    (["ca"], "OHIP #: [[HEALTH_CARD:" + ohip("246813579", "XY") + "]]"),
    (
        ["ca"],
        "The claimant's Facebook page, [[URL:https://www.facebook.com/gabrielle.lavoie.92]], showed photos from the trip.",
    ),
    (
        ["us"],
        "Claimant: [[PERSON:Laura Bennett]]; SSN: [[SSN:123-45-6789]]; Address: [[ADDRESS:900 Pine Street, Seattle, WA 98101]]; Phone: [[PHONE:(206) 555-0190]].",
    ),
    (
        ["us"],
        "Visa [[CREDIT_CARD:"
        + card("4916")
        + "]] and Mastercard [[CREDIT_CARD:"
        + card("5105")
        + "]] were both used.",
    ),
    (
        ["us"],
        "The defendant accessed the account from [[IP_ADDRESS:73.162.14.201]] using the handle posted at [[URL:https://twitter.com/bbrooks_1988]].",
    ),
    (["us"], "Mr. [[PERSON:Jenkins]] was born [[DATE_OF_BIRTH:Jan. 4, 1950]] in Tulsa, Oklahoma."),
    (
        ["us"],
        "Account No. [[BANK_ACCOUNT:987654321012]] at First National Bank was frozen by order dated May 2, 2019.",
    ),
    (
        ["ca"],
        "The plaintiff, [[PERSON:Isabella Rossi]], and the defendant, [[PERSON:Marco Bianchi]], were neighbours at [[ADDRESS:12 Cedar Court, Vaughan, ON]] [[POSTAL_CODE:L4L 8B3]].",
    ),
    (
        ["ca"],
        "Email privacy@example.org to exercise your rights; our office is at [[ADDRESS:100 King Street West, Toronto, ON]] [[POSTAL_CODE:M5X 1A9]].",
    ),
    (
        ["ca"],
        "She gave her date of birth as [[DATE_OF_BIRTH:1992-04-23]], though the lease was dated 2015-06-01.",
    ),
    (["ca"], "[[PERSON:Mathieu Côté]], born [[DATE_OF_BIRTH:15 May 1985]], is the sole director."),
    (
        ["us"],
        "IBAN [[IBAN:"
        + iban("FR", "20041010050500013M02606")
        + "]] belongs to the French subsidiary's payroll account.",
    ),
    (["ca"], "IBAN: [[IBAN:" + iban("NL", "ABNA0417164300", spaced=False) + "]]"),
    # --- more decoys ---
    (["ca", "decoy"], "Reference re Secession of Quebec, [1998] 2 S.C.R. 217, was cited by Abella J."),
    (
        ["ca", "decoy"],
        "The Canada Labour Code, R.S.C. 1985, c. L-2, and the Employment Standards Act, 2000, S.O. 2000, c. 41.",
    ),
    (["ca", "decoy"], "Ontario Regulation 191/24, s. 3(1)(a); O. Reg. 285/01."),
    (
        ["ca", "decoy"],
        "The limitation period in s. 4 of the Limitations Act, 2002 expired on December 31, 2004.",
    ),
    (["ca", "decoy"], "Toronto-Dominion Bank v. Canada Trustco Mortgage Co., 2005 SCC 54."),
    (["ca", "decoy"], "Call 911 in an emergency; the toll-free line is open 24/7."),
    (["ca", "decoy"], "The penalty is $5,000 for a first offence and $25,000 for a subsequent offence."),
    (
        ["ca", "decoy"],
        "See the Government of Canada website at https://www.canada.ca/en/services/benefits.html.",
    ),
    (["ca", "decoy"], "Schedule II, item 23, column 2: 1,200 kilograms; Part IV, Division 2."),
    (["ca", "decoy"], "In Vavilov, 2019 SCC 65, the Court revisited the standard of review."),
    (["ca", "decoy"], "R. v. Oakes, [1986] 1 S.C.R. 103; Hunter v. Southam Inc., [1984] 2 S.C.R. 145."),
    (
        ["ca", "decoy"],
        "The application was heard at [[ADDRESS:393 University Avenue]] by the Divisional Court (a courthouse address still counts).",
    ),
    (
        ["ca", "decoy"],
        "The parties are identified only by their initials, K.L. and M.N., under the publication ban.",
    ),
    (["ca", "decoy"], "The Winnipeg Free Press reported that the Bank of Montreal raised its prime rate."),
    (["ca", "decoy"], "Her Majesty the Queen in Right of Ontario, as represented by the Attorney General."),
    (["ca", "decoy"], "Version 2.0 of the Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rule 20.04(2)."),
    (["us", "decoy"], "Marbury v. Madison, 5 U.S. 137 (1803); Roe v. Wade, 410 U.S. 113 (1973)."),
    (["us", "decoy"], "Federal Rule of Civil Procedure 12(b)(6) and 28 U.S.C. § 1332(a)."),
    (["us", "decoy"], "Docket No. 19-1392, argued December 1, 2021, decided June 24, 2022."),
    (["us", "decoy"], "The routing transit number 011000015 identifies the Federal Reserve Bank of Boston."),
    (["us", "decoy"], "The invoice, no. 4408-2231-9921, totals $12,480.00."),
    (["us", "decoy"], "The credit card number ending in 4242 was partially shown as 4111-XXXX-XXXX-1111."),
    (
        ["us", "decoy"],
        "The Lincoln Memorial and the Thurgood Marshall Federal Judiciary Building are nearby.",
    ),
    (["us", "decoy"], "Justice Kennedy, writing for the Court, cited Lawrence v. Texas."),
    (["us", "decoy"], "Title VII of the Civil Rights Act of 1964, 42 U.S.C. § 2000e et seq."),
    (
        ["us", "decoy"],
        "Section 501(c)(3) organizations file Form 990; see IRS Publication 557 (Rev. January 2022).",
    ),
    (["us", "decoy"], "Release 3.10.2.1 of the e-filing system went live on 2022-02-01."),
    (["us", "decoy"], "The contract value is USD 1,500,000.00, payable in three instalments."),
    (["us", "decoy"], "Our website https://www.uscourts.gov/forms provides the civil cover sheet."),
    (["us", "decoy"], "The property lies on Pennsylvania Avenue near Constitution Avenue."),
]
