"""Round-31 countries other than Canada and the US: the seventeen jurisdictions of this round's other kinds,
also the homes abroad of people in Canadian and US documents. Towns, streets, postcodes, telephones, licences
and banks, written fresh for this round."""

from __future__ import annotations

from r31_ids import digits, iban, letters

# code: English name, local name, towns (town:postcode seed), streets
COUNTRIES = {
    "uk": (
        "United Kingdom",
        "United Kingdom",
        "Leeds:LS6|Cardiff:CF24|Norwich:NR2|Paisley:PA1|Belfast:BT7|Derby:DE22",
        "Otley Road|Cathedral Road|Unthank Road|Glasgow Road|Ormeau Road|Burton Road",
    ),
    "ie": (
        "Ireland",
        "Éire",
        "Galway:H91|Limerick:V94|Drogheda:A92|Tralee:V92|Sligo:F91",
        "Shop Street|O'Connell Avenue|Laurence Street|Rock Street|Wine Street",
    ),
    "au": (
        "Australia",
        "Australia",
        "Parramatta:NSW 2150|Geelong:VIC 3220|Townsville:QLD 4810|Fremantle:WA 6160|Launceston:TAS 7250",
        "Church Street|Moorabool Street|Flinders Street|High Street|Brisbane Street",
    ),
    "nz": (
        "New Zealand",
        "Aotearoa",
        "Hamilton:3204|Tauranga:3110|Dunedin:9016|Palmerston North:4410|Nelson:7010",
        "Victoria Street|Cameron Road|George Street|Fitzherbert Avenue|Trafalgar Street",
    ),
    "za": (
        "South Africa",
        "South Africa",
        "Soweto:1804|Gqeberha:6001|Polokwane:0699|Bloemfontein:9301|Pietermaritzburg:3201",
        "Vilakazi Street|Govan Mbeki Avenue|Thabo Mbeki Street|Nelson Mandela Drive|Church Street",
    ),
    "in": (
        "India",
        "भारत",
        "Pune:411038|Kochi:682016|Lucknow:226010|Jaipur:302015|Coimbatore:641018",
        "Karve Road|MG Road|Vibhuti Khand|Tonk Road|Avinashi Road",
    ),
    "sg": (
        "Singapore",
        "Singapura",
        "Tampines:520|Jurong West:640|Ang Mo Kio:560|Bedok:460|Woodlands:730",
        "Tampines Street 21|Jurong West Avenue 1|Ang Mo Kio Avenue 3|Bedok North Road|Woodlands Drive 14",
    ),
    "ke": (
        "Kenya",
        "Kenya",
        "Nairobi:00100|Kisumu:40100|Mombasa:80100|Nakuru:20100|Eldoret:30100",
        "Ngong Road|Oginga Odinga Street|Moi Avenue|Kenyatta Avenue|Uganda Road",
    ),
    "ng": (
        "Nigeria",
        "Nigeria",
        "Ikeja:100271|Abuja:900211|Enugu:400102|Ibadan:200221|Kano:700241",
        "Allen Avenue|Aminu Kano Crescent|Ogui Road|Ring Road|Zaria Road",
    ),
    "fr": (
        "France",
        "France",
        "Lyon:69003|Lille:59000|Nantes:44000|Montpellier:34000|Rennes:35000",
        "rue de la République|boulevard Vauban|rue Crébillon|avenue de Toulouse|rue de Saint-Malo",
    ),
    "es": (
        "Spain",
        "España",
        "Zaragoza:50001|Valencia:46004|Sevilla:41003|Bilbao:48001|Málaga:29008",
        "calle del Coso|avenida del Puerto|calle Feria|calle Licenciado Poza|calle Carretería",
    ),
    "mx": (
        "Mexico",
        "México",
        "Guadalajara, Jal.:44160|Puebla, Pue.:72000|Monterrey, N.L.:64000|Mérida, Yuc.:97000|Querétaro, Qro.:76000",
        "Av. Chapultepec|Calle 5 de Mayo|Av. Constitución|Calle 60|Av. Zaragoza",
    ),
    "br": (
        "Brazil",
        "Brasil",
        "Campinas - SP:13010-111|Recife - PE:50030-230|Curitiba - PR:80010-000|Salvador - BA:40020-000|Belo Horizonte - MG:30130-110",
        "Rua Barão de Jaguara|Avenida Conde da Boa Vista|Rua XV de Novembro|Avenida Sete de Setembro|Rua da Bahia",
    ),
    "de": (
        "Germany",
        "Deutschland",
        "Leipzig:04109|Bremen:28195|Freiburg im Breisgau:79098|Dortmund:44137|Kassel:34117",
        "Karl-Liebknecht-Straße|Am Wall|Kaiser-Joseph-Straße|Rheinlanddamm|Wilhelmshöher Allee",
    ),
    "it": (
        "Italy",
        "Italia",
        "Bologna BO:40126|Torino TO:10123|Bari BA:70121|Verona VR:37121|Palermo PA:90133",
        "via Zamboni|corso Vittorio Emanuele II|via Sparano|via Mazzini|via Maqueda",
    ),
    "nl": (
        "Netherlands",
        "Nederland",
        "Utrecht:3511|Groningen:9711|Eindhoven:5611|Haarlem:2011|Maastricht:6211",
        "Oudegracht|Herestraat|Stratumseind|Zijlstraat|Boschstraat",
    ),
    "se": (
        "Sweden",
        "Sverige",
        "Göteborg:411 05|Malmö:211 22|Uppsala:753 10|Umeå:903 26|Örebro:702 10",
        "Linnégatan|Södra Förstadsgatan|Svartbäcksgatan|Storgatan|Drottninggatan",
    ),
}

# international and local forms; each # is a digit
PHONES = {
    "uk": ("+44 7### ######", "07### ######"),
    "ie": ("+353 8# ### ####", "08# ### ####"),
    "au": ("+61 4## ### ###", "04## ### ###"),
    "nz": ("+64 2# ### ####", "02# ### ####"),
    "za": ("+27 8# ### ####", "08# ### ####"),
    "in": ("+91 9#### #####", "09#### #####"),
    "sg": ("+65 9### ####", "9### ####"),
    "ke": ("+254 7## ### ###", "07## ### ###"),
    "ng": ("+234 80# ### ####", "080# ### ####"),
    "fr": ("+33 6 ## ## ## ##", "06 ## ## ## ##"),
    "es": ("+34 6## ## ## ##", "6## ## ## ##"),
    "mx": ("+52 55 #### ####", "55 #### ####"),
    "br": ("+55 11 9####-####", "(11) 9####-####"),
    "de": ("+49 15# ########", "015# ########"),
    "it": ("+39 3## ### ####", "3## ### ####"),
    "nl": ("+31 6 ########", "06-########"),
    "se": ("+46 70 ### ## ##", "070-### ## ##"),
}


IBAN_COUNTRIES = frozenset({"uk", "ie", "fr", "es", "de", "it", "nl", "se"})


def _bban(rng, code):
    if code == "uk":
        return "GB", rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(rng, 14)
    if code == "ie":
        return "IE", rng.choice(["AIBK", "BOFI"]) + digits(rng, 14)
    if code == "fr":
        return "FR", digits(rng, 10) + letters(rng, 3, "ABCDEFGHJK0123456789") + digits(rng, 10)
    if code == "es":
        return "ES", digits(rng, 20)
    if code == "de":
        return "DE", digits(rng, 18)
    if code == "it":
        return "IT", letters(rng, 1) + digits(rng, 10) + digits(rng, 12)
    if code == "nl":
        return "NL", rng.choice(["ABNA", "INGB", "RABO", "TRIO"]) + digits(rng, 10)
    return "SE", digits(rng, 20)


def has_iban(code):
    return code in IBAN_COUNTRIES


def abroad_iban(rng, code):
    country, bban = _bban(rng, code)
    return iban(rng, country, bban)


def abroad_bank(rng, code):
    """(account, bank-code look-alike or None) for a country without IBAN."""
    if code == "au":
        return digits(rng, 9), f"{digits(rng, 3)}-{digits(rng, 3)}"
    if code == "nz":
        return (
            f"{rng.choice(['01', '02', '06', '12'])}-{digits(rng, 4)}-{digits(rng, 7)}-{digits(rng, 2)}",
            None,
        )
    if code == "in":
        bank = rng.choice(["HDFC", "ICIC", "SBIN", "UTIB"])
        return digits(rng, rng.choice([11, 14])), f"{bank}0{digits(rng, 6)}"
    if code == "sg":
        return f"{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 1)}", None
    if code == "mx":
        return digits(rng, 18), None
    if code == "br":
        return f"{digits(rng, 5)}-{digits(rng, 1)}", f"{digits(rng, 4)}-{digits(rng, 1)}"
    if code == "uk":
        return digits(rng, 8), f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)}"
    return digits(rng, rng.choice([10, 13])), None


def abroad_phone(rng, code, international):
    form = PHONES[code][0 if international else 1]
    return "".join(str(rng.randint(0, 9)) if c == "#" else c for c in form)


def _uk_postcode(rng, outward):
    return f"{outward} {rng.randint(1, 9)}{letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"


def abroad_home(rng, code, with_country):
    """(address text, UK postal code or None)."""
    english, local, town_list, streets = COUNTRIES[code]
    town, seed = rng.choice(town_list.split("|")).split(":")
    street = rng.choice(streets.split("|"))
    num = rng.randint(1, 240)
    tail = f", {english}" if with_country else ""
    if code == "uk":
        lead = f"Flat {rng.randint(1, 9)}, " if rng.random() < 0.3 else ""
        return f"{lead}{num} {street}, {town}{tail}", _uk_postcode(rng, seed)
    if code == "ie":
        eir = f"{seed} {letters(rng, 1, 'ACDEFHKNPRTVWXY')}{digits(rng, 1)}{letters(rng, 1, 'ACDEFHKNPRTVWXY')}{digits(rng, 1)}"
        return f"{num} {street}, {town}, Co. {town}, {eir}{tail}", None
    if code in ("au",):
        return f"{num} {street}, {town} {seed}{tail}", None
    if code in ("nz", "za", "ke"):
        return f"{num} {street}, {town} {seed}{tail}", None
    if code == "in":
        return f"Flat {rng.randint(101, 904)}, {num} {street}, {town} {seed}{tail}", None
    if code == "sg":
        return (
            f"Blk {rng.randint(100, 899)} {street}, #{rng.randint(2, 15):02d}-{rng.randint(10, 480)}, Singapore {seed}{digits(rng, 3)}{tail}",
            None,
        )
    if code == "ng":
        return f"{num} {street}, {town} {seed}{tail}", None
    if code in ("fr",):
        return f"{num} {street}, {seed} {town}{tail}", None
    if code == "es":
        return f"{street}, {num}, {rng.randint(1, 8)}º {rng.choice('ABCD')}, {seed} {town}{tail}", None
    if code == "mx":
        return f"{street} {num}, Col. Centro, C.P. {seed}, {town}{tail}", None
    if code == "br":
        return f"{street}, {num}, apto {rng.randint(11, 142)}, {town}, {seed}{tail}", None
    if code == "it":
        return f"{street} {num}, {seed} {town}{tail}", None
    if code == "nl":
        return f"{street} {num}, {seed} {letters(rng, 2, 'ABCDEGHJKLMNPRSTVWXZ')} {town}{tail}", None
    if code == "se":
        return f"{street} {num}, {seed} {town}{tail}", None
    return f"{street} {num}, {seed} {town}{tail}", None


def abroad_licence(rng, code, family, given, born, female):
    if code == "uk":
        stem = "".join(c for c in family.upper() if "A" <= c <= "Z")[:5].ljust(5, "9")
        month = born.month + (50 if female else 0)
        first = "".join(c for c in given.upper() if "A" <= c <= "Z")[:1] or "X"
        return (
            f"{stem}{str(born.year)[2]}{month:02d}{born.day:02d}{str(born.year)[3]}{first}9{letters(rng, 2)}"
        )
    if code in ("ie", "nl"):
        return digits(rng, 9 if code == "ie" else 10)
    if code == "au":
        return digits(rng, rng.choice([8, 9]))
    if code == "nz":
        return f"{letters(rng, 2)}{digits(rng, 6)}"
    if code == "za":
        return f"{digits(rng, 10)}{letters(rng, 2)}"
    if code == "in":
        return f"{rng.choice(['MH12', 'KL07', 'UP32', 'RJ14', 'TN66'])} {rng.randint(2008, 2023)}{digits(rng, 7)}"
    if code == "ke":
        return f"{letters(rng, 3)}{digits(rng, 6)}"
    if code == "ng":
        return f"{letters(rng, 3)}{digits(rng, 5)}{letters(rng, 2)}{digits(rng, 2)}"
    if code == "fr":
        return digits(rng, 12)
    if code == "es":
        n = rng.randint(10000000, 99999999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"
    if code == "mx":
        return f"{letters(rng, 1)}{digits(rng, 10)}"
    if code == "br":
        return digits(rng, 11)
    if code == "de":
        return f"{letters(rng, 1)}{digits(rng, 3)}{letters(rng, 3)}{digits(rng, 1)}{letters(rng, 1)}{digits(rng, 2)}"
    if code == "it":
        return f"U1{letters(rng, 1)}{digits(rng, 6)}{letters(rng, 1)}"
    return f"{digits(rng, 6)}-{digits(rng, 4)}"
