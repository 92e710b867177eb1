"""Round-30 homes outside North America: address, phone, postcode, licence and bank shapes for the seventeen
other jurisdictions (also used for people in Canadian and US documents who live abroad). Written fresh."""

from __future__ import annotations

from r30_kit import decoy, pii
from r30_numbers import ascii_letters, digits, iban

UK_TAIL = "ABDEFGHJLNPQRSTUWXYZ"

# code: English name, local name, document language, towns, streets, home locales (weights)
COUNTRIES = {
    "uk": (
        "United Kingdom",
        "United Kingdom",
        "en",
        "Stockport:SK4 Norwich:NR2 Swansea:SA1 Carlisle:CA1 Reading:RG1 Leeds:LS6",
        "Hollybush Lane|Kingfisher Close|Abbeyfield Road|Sycamore Mews|Tannery Row|Marlborough Gardens",
        "en_GB:8 cy_GB:2 gd_GB:2 pa_IN:1 ur_PK:1 pl_PL:1 ak_GH:1 so_SO:1",
    ),
    "ie": (
        "Ireland",
        "Éire",
        "en",
        "Ballincollig,_Co._Cork:P31 Naas,_Co._Kildare:W91 Tralee,_Co._Kerry:V92 Dundalk,_Co._Louth:A91",
        "Glenview Park|Oakfield Grove|Church Hill|Riverside Walk|Millbrook Lawn",
        "en_IE:6 ga_IE:4 pl_PL:1 lt_LT:1 pt_BR:1 ro_RO:1",
    ),
    "au": (
        "Australia",
        "Australia",
        "en",
        "Toowoomba:QLD:4350 Ballarat:VIC:3350 Wagga_Wagga:NSW:2650 Bunbury:WA:6230 Launceston:TAS:7250",
        "Banksia Street|Kookaburra Drive|Wattle Avenue|Jacaranda Crescent|Paperbark Close",
        "en_AU:8 vi_VN:1 el_GR:1 zh_CN:1 ar_IQ:1 sm_WS:1 to_TO:1",
    ),
    "nz": (
        "New Zealand",
        "Aotearoa",
        "en",
        "Whanganui:4500 Rotorua:3010 Nelson:7010 Invercargill:9810 Palmerston_North:4410",
        "Kōwhai Road|Tōtara Street|Rimu Place|Harakeke Lane|Pūriri Avenue",
        "en_NZ:6 mi_NZ:4 sm_WS:1 to_TO:1 fj_FJ:1 ko_KR:1",
    ),
    "za": (
        "South Africa",
        "South Africa",
        "en",
        "Rondebosch,_Cape_Town:7700 Umhlanga:4319 Soshanguve:0152 Polokwane:0699 Bloemfontein:9301",
        "Protea Road|Msinga Street|Jakaranda Avenue|Umdoni Crescent|Kiepersol Street",
        "en_ZA:4 af_ZA:3 zu_ZA:3 xh_ZA:2 pt_MZ:1",
    ),
    "in": (
        "India",
        "भारत",
        "en",
        "Pune:Maharashtra:411038 Kochi:Kerala:682020 Jaipur:Rajasthan:302017 Bhubaneswar:Odisha:751007",
        "Baner Road|Panampilly Avenue|Malviya Marg|Saheed Nagar Lane|Koregaon Park Road",
        "hi_IN:4 mr_IN:2 ml_IN:2 or_IN:2 ta_IN:1 te_IN:1 kn_IN:1 gu_IN:1 bn_IN:1",
    ),
    "sg": (
        "Singapore",
        "Singapore",
        "en",
        "Singapore:52 Singapore:64 Singapore:56 Singapore:73",
        "Tampines Street 81|Jurong West Avenue 5|Ang Mo Kio Avenue 10|Woodlands Drive 14",
        "zh_CN:3 ms_MY:3 ta_IN:2 en_GB:1 tl_PH:1",
    ),
    "ph": (
        "Philippines",
        "Pilipinas",
        "en",
        "Marikina_City:1800 Cebu_City:6000 Davao_City:8000 Bacolod_City:6100",
        "Mabini Street|Rizal Extension|Sampaguita Road|Molave Street",
        "tl_PH:6 ceb_PH:4",
    ),
    "gh": (
        "Ghana",
        "Ghana",
        "en",
        "Accra:GA Kumasi:AK Tamale:NT Cape_Coast:CC",
        "Ashongman Estates Road|Nii Okaiman Street|Adum Lane|Sakasaka Road",
        "ak_GH:5 ee_GH:3 ha_NG:1 yo_NG:1",
    ),
    "jm": (
        "Jamaica",
        "Jamaica",
        "en",
        "Kingston_6:St._Andrew Mandeville:Manchester Montego_Bay:St._James Spanish_Town:St._Catherine",
        "Mona Heights Avenue|Coopers Hill Road|Ironshore Drive|Sligoville Road",
        "en_JM:8 zh_HK:1 hi_IN:1",
    ),
    "mx": (
        "Mexico",
        "México",
        "es",
        "Ciudad_de_México:CDMX:03100 Guadalajara:Jal.:44160 Monterrey:N.L.:64460 Puebla:Pue.:72000",
        "Calle Jacarandas|Avenida de los Fresnos|Calle Alcatraces|Privada del Roble",
        "es_MX:10 qu_PE:1 es_GT:1",
    ),
    "br": (
        "Brazil",
        "Brasil",
        "pt",
        "São_Paulo:SP:04112 Recife:PE:52050 Curitiba:PR:80240 Belo_Horizonte:MG:30310",
        "Rua das Palmeiras|Rua Ipê Amarelo|Avenida Beira-Rio|Travessa dos Ipês",
        "pt_BR:10 ja_JP:1 it_IT:1 de_DE:1",
    ),
    "fr": (
        "France",
        "France",
        "fr",
        "Lyon:69003 Rennes:35000 Toulouse:31400 Lille:59000 Nantes:44100",
        "rue des Tilleuls|allée des Glycines|impasse du Moulin|chemin des Vignes|avenue de la Gare",
        "fr_FR:8 wo_SN:1 fr_CI:1 ar_SY:1 tzm_MA:1 pt_PT:1",
    ),
    "de": (
        "Germany",
        "Deutschland",
        "de",
        "Köln:50823 Leipzig:04229 Freiburg_im_Breisgau:79098 Kassel:34117 Münster:48143",
        "Lindenstraße|Am Mühlbach|Kastanienweg|Birkenallee|Holunderweg",
        "de_DE:8 tr_TR:2 pl_PL:1 ru_RU:1 ar_SY:1",
    ),
    "it": (
        "Italy",
        "Italia",
        "it",
        "Bologna:40127:BO Bari:70123:BA Verona:37121:VR Perugia:06121:PG Torino:10138:TO",
        "Via delle Rose|Viale dei Pini|Via San Rocco|Vicolo del Pozzo",
        "it_IT:8 ro_RO:1 sq_AL:1 mt_MT:1",
    ),
    "nl": (
        "Netherlands",
        "Nederland",
        "nl",
        "Utrecht:3521 Groningen:9711 Eindhoven:5611 Zwolle:8011 Haarlem:2011",
        "Lindelaan|Molenweg|Populierenlaan|Zonnebloemstraat|Kerkpad",
        "nl_NL:8 nl_BE:1 tr_TR:1 ar_EG:1",
    ),
    "pl": (
        "Poland",
        "Polska",
        "pl",
        "Kraków:31 Wrocław:50 Gdańsk:80 Lublin:20 Poznań:60",
        "Lipowa|Ogrodowa|Słoneczna|Polna|Kwiatowa",
        "pl_PL:10 uk_UA:2",
    ),
}


def _parse():
    out = {}
    for code, (en, local, lang, towns, streets, locs) in COUNTRIES.items():
        weights = {}
        for item in locs.split():
            loc, _, w = item.partition(":")
            if int(w):
                weights[loc] = int(w)
        out[code] = {
            "en": en,
            "local": local,
            "lang": lang,
            "towns": [tuple(p.replace("_", " ") for p in t.split(":")) for t in towns.split()],
            "streets": streets.split("|"),
            "locales": weights,
        }
    return out


ABROAD = _parse()

PHONES = {
    "uk": lambda r: r.choice([f"+44 7{digits(r, 3)} {digits(r, 6)}", f"01{digits(r, 3)} {digits(r, 6)}"]),
    "ie": lambda r: r.choice(
        [
            f"+353 8{r.choice('35679')} {digits(r, 3)} {digits(r, 4)}",
            f"08{r.choice('3567')} {digits(r, 3)} {digits(r, 4)}",
        ]
    ),
    "au": lambda r: r.choice(
        [
            f"+61 4{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}",
            f"(0{r.choice('2378')}) {digits(r, 4)} {digits(r, 4)}",
        ]
    ),
    "nz": lambda r: r.choice(
        [
            f"+64 2{r.choice('1279')} {digits(r, 3)} {digits(r, 4)}",
            f"(0{r.choice('34679')}) {digits(r, 3)} {digits(r, 4)}",
        ]
    ),
    "za": lambda r: r.choice(
        [
            f"+27 8{r.choice('234')} {digits(r, 3)} {digits(r, 4)}",
            f"0{r.choice(['21', '31', '12'])} {digits(r, 3)} {digits(r, 4)}",
        ]
    ),
    "in": lambda r: r.choice([f"+91 9{digits(r, 4)} {digits(r, 5)}", f"+91 7{digits(r, 4)} {digits(r, 5)}"]),
    "sg": lambda r: f"+65 {r.choice('89')}{digits(r, 3)} {digits(r, 4)}",
    "ph": lambda r: r.choice(
        [
            f"+63 9{digits(r, 2)} {digits(r, 3)} {digits(r, 4)}",
            f"09{digits(r, 2)} {digits(r, 3)} {digits(r, 4)}",
        ]
    ),
    "gh": lambda r: r.choice(
        [
            f"+233 2{r.choice('0457')} {digits(r, 3)} {digits(r, 4)}",
            f"05{r.choice('0459')} {digits(r, 3)} {digits(r, 4)}",
        ]
    ),
    "jm": lambda r: f"+1 876 {r.choice('234689')}{r.randint(2, 9)}{r.randint(0, 9)} {digits(r, 4)}",
    "mx": lambda r: r.choice([f"+52 55 {digits(r, 4)} {digits(r, 4)}", f"33 {digits(r, 4)} {digits(r, 4)}"]),
    "br": lambda r: r.choice(
        [
            f"+55 {r.choice(['11', '81', '41', '31'])} 9{digits(r, 4)}-{digits(r, 4)}",
            f"({r.choice(['11', '81'])}) 9{digits(r, 4)}-{digits(r, 4)}",
        ]
    ),
    "fr": lambda r: r.choice(
        [
            f"+33 {r.choice('67')} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}",
            f"0{r.choice('67')} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}",
        ]
    ),
    "de": lambda r: r.choice(
        [
            f"+49 1{r.choice(['51', '60', '71', '76'])} {digits(r, 8)}",
            f"0{r.choice(['221', '341', '761'])} {digits(r, 7)}",
        ]
    ),
    "it": lambda r: r.choice(
        [
            f"+39 3{digits(r, 2)} {digits(r, 3)} {digits(r, 4)}",
            f"0{r.choice(['51', '80', '45'])} {digits(r, 3)} {digits(r, 4)}",
        ]
    ),
    "nl": lambda r: r.choice([f"+31 6 {digits(r, 8)}", f"06-{digits(r, 8)}"]),
    "pl": lambda r: r.choice(
        [
            f"+48 {r.choice('5678')}{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}",
            f"{r.choice(['12', '71', '58'])} {digits(r, 3)} {digits(r, 2)} {digits(r, 2)}",
        ]
    ),
}


def abroad_home(rng, code, intl=False):
    """A home in ``code``; ``intl`` writes its telephone number in international form."""
    c = ABROAD[code]
    town = rng.choice(c["towns"])
    street = rng.choice(c["streets"])
    n = rng.randint(2, 240)
    if code != "uk":
        addr = [pii(_address(rng, code, town, street, n), "ADDRESS")]
    else:
        post = f"{town[1]} {rng.randint(1, 9)}{rng.choice(UK_TAIL)}{rng.choice(UK_TAIL)}"
        addr = [
            pii(f"{n} {street}, {town[0]}", "ADDRESS"),
            rng.choice([" ", "  ", ", "]),
            pii(post, "POSTAL_CODE"),
        ]
    phone = PHONES[code](rng)
    while intl and not phone.startswith("+"):
        phone = PHONES[code](rng)
    return {"where": (code, None), "addr": addr, "phone": phone}


def _address(rng, code, town, street, n):
    if code == "ie":
        code_tail = rng.choice("ACDEFHKNPRTVWXY") + "".join(
            rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(3)
        )
        return f"{n} {street}, {town[0]}, {town[1]} {code_tail}"
    if code == "au":
        return f"{n} {street}, {town[0]} {town[1]} {town[2]}"
    if code == "nz":
        return f"{n} {street}, {town[0]} {town[1]}"
    if code == "za":
        return f"{n} {street}, {town[0]}, {town[1]}"
    if code == "in":
        return f"Flat {rng.randint(1, 12)}0{rng.randint(1, 8)}, {street}, {town[0]} {town[2]}, {town[1]}"
    if code == "sg":
        return f"Blk {n} {street}, #{rng.randint(2, 16):02d}-{rng.randint(10, 480)}, Singapore {town[1]}{digits(rng, 4)}"
    if code == "ph":
        return f"{n} {street}, Brgy. {rng.choice(['San Roque', 'Malanday', 'Lahug', 'Talomo'])}, {town[0]} {town[1]}"
    if code == "gh":
        return f"House No. {n}, {street}, {town[0]}, {town[1]}-{rng.randint(100, 999)}-{digits(rng, 4)}"
    if code == "jm":
        return f"{n} {street}, {town[0]}, {town[1]}"
    if code == "mx":
        return f"{street} {n}, Col. {rng.choice(['Del Valle', 'Americana', 'Obispado', 'Centro'])}, {town[2]} {town[0]}, {town[1]}"
    if code == "br":
        return f"{street}, {n}, apto {rng.randint(11, 94)}, {town[0]} - {town[1]}, {town[2]}-{digits(rng, 3)}"
    if code == "fr":
        return f"{n} {street}, {town[1]} {town[0]}"
    if code == "de":
        return f"{street} {n}, {town[1]} {town[0]}"
    if code == "it":
        return f"{street} {n}, {town[1]} {town[0]} ({town[2]})"
    if code == "nl":
        return f"{street} {n}, {town[1]} {rng.choice('BCDGHJKLMNPRSTVWXZ')}{rng.choice('BCDGHJKLMNPRSTVWXZ')} {town[0]}"
    if code == "pl":
        return f"ul. {street} {n} m. {rng.randint(1, 60)}, {town[1]}-{digits(rng, 3)} {town[0]}"
    raise KeyError(code)


def abroad_licence(rng, code, family, given, born):
    fam = (ascii_letters(family) + "99999")[:5]
    if code == "uk":
        month = born.month
        return f"{fam}{born.year % 100 // 10}{month:02d}{born.day:02d}{born.year % 10}{(ascii_letters(given) + '9')[0]}9{rng.randint(0, 9)}{rng.choice('ABCDEFGHJK')}{rng.choice('LMNPRSTW')}"
    shapes = {
        "ie": lambda: digits(rng, 9),
        "au": lambda: f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "nz": lambda: f"{rng.choice('ABDEFHK')}{rng.choice('ABCDEFGHJKLM')}{digits(rng, 6)}",
        "za": lambda: f"{digits(rng, 10)}{rng.choice('BCDFGHJK')}{rng.choice('LMNPRSTVWXYZ')}",
        "in": lambda: (
            f"{rng.choice(['MH12', 'KL07', 'RJ14', 'OD02'])} {rng.randint(2005, 2023)}{digits(rng, 7)}"
        ),
        "sg": lambda: f"{rng.choice('ST')}{digits(rng, 7)}{rng.choice('ABCDEFGHIZJ')}",
        "ph": lambda: f"N{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 6)}",
        "gh": lambda: f"{fam[:3]}-{digits(rng, 8)}-{digits(rng, 5)}",
        "jm": lambda: f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}",
        "mx": lambda: f"{rng.choice('ABCDEFGN')}{digits(rng, 10)}",
        "br": lambda: digits(rng, 11),
        "fr": lambda: f"{digits(rng, 2)}{rng.choice('ABCDEFGH')}{rng.choice('KLMNPRST')}{digits(rng, 5)}",
        "de": lambda: f"{rng.choice('BFJKN')}{digits(rng, 3)}{fam[:2]}{digits(rng, 4)}{rng.choice('ABCDEF')}",
        "it": lambda: f"{rng.choice(['U1', 'BO', 'TO', 'VR'])}{digits(rng, 7)}{rng.choice('ABCDEFGHKL')}",
        "nl": lambda: digits(rng, 10),
        "pl": lambda: f"{digits(rng, 5)}/{digits(rng, 2)}/{digits(rng, 4)}",
    }
    return shapes[code]()


IBAN_SHAPE = {
    "uk": ("GB", "AAAA99999999999999"),
    "ie": ("IE", "AAAA99999999999999"),
    "fr": ("FR", "99999999999999999999999"),
    "de": ("DE", "999999999999999999"),
    "it": ("IT", "A9999999999999999999999"),
    "nl": ("NL", "AAAA9999999999"),
    "pl": ("PL", "999999999999999999999999"),
}
BANK_CODES = {
    "au": lambda r: (f"{digits(r, 3)}-{digits(r, 3)}", digits(r, r.choice([6, 8, 9])), "BSB"),
    "in": lambda r: (
        f"{r.choice(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0{digits(r, 6)}",
        digits(r, r.choice([11, 14])),
        "IFSC",
    ),
    "za": lambda r: (f"{digits(r, 3)} {digits(r, 3)}", digits(r, r.choice([10, 11])), "branch code"),
    "sg": lambda r: (
        r.choice(["DBSSSGSG", "OCBCSGSG", "UOVBSGSG"]),
        f"{digits(r, 3)}-{digits(r, 5)}-{digits(r, 1)}",
        "SWIFT",
    ),
    "ph": lambda r: (r.choice(["BNORPHMM", "BOPIPHMM", "MBTCPHMM"]), digits(r, r.choice([10, 12])), "SWIFT"),
    "gh": lambda r: (r.choice(["GHCBGHAC", "SCBLGHAC", "ECOCGHAC"]), digits(r, 13), "SWIFT"),
    "jm": lambda r: (r.choice(["JNCBJMKX", "NCBJJMKX"]), digits(r, r.choice([9, 10])), "SWIFT"),
    "nz": lambda r: (
        r.choice(["ANZBNZ22", "BKNZNZ22", "WPACNZ2W"]),
        f"{r.choice(['01', '02', '12', '38'])}-{digits(r, 4)}-{digits(r, 7)}-{digits(r, 2)}",
        "SWIFT",
    ),
    "mx": lambda r: (r.choice(["BNMXMXMM", "BCMRMXMM"]), digits(r, 18), "SWIFT"),
    "br": lambda r: (f"{digits(r, 4)}-{digits(r, 1)}", f"{digits(r, 5)}-{digits(r, 1)}", "agência"),
}


def abroad_bank(rng, code):
    """(pieces for an account row or None, IBAN text or None)."""
    if code in IBAN_SHAPE:
        country, shape = IBAN_SHAPE[code]
        account = None
        if code == "uk" and rng.random() < 0.6:
            sort = f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)}"
            account = [
                "sort code ",
                decoy(sort, "bank_code"),
                ", account ",
                pii(digits(rng, 8), "BANK_ACCOUNT"),
            ]
        return account, iban(rng, country, shape)
    bank, number, word = BANK_CODES[code](rng)
    return [f"{word} ", decoy(bank, "bank_code"), " · no. ", pii(number, "BANK_ACCOUNT")], None
