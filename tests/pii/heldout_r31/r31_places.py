"""Round-31 Canadian provinces and territories and US states: towns, streets, postal codes, telephone area
codes, driver's licence shapes and bank details. Written fresh for this round."""

from __future__ import annotations

from r31_ids import aba_number, digits, letters

# code|name|French name|abbreviation|postal first letters|area codes|weight|towns|streets
PROVINCE_TABLE = """
on|Ontario|Ontario|ON|KLMNP|416 647 437 905 289 613 343 519 226 705 249 807|9|Etobicoke;Peterborough;Kanata;Sault Ste. Marie;Brantford;Timmins;Orillia|Kipling Avenue;Lansdowne Street West;Hazeldean Road;Wellington Street East;Colborne Street;Algonquin Boulevard;Coldwater Road;Lakeshore Drive
qc|Quebec|Québec|QC|GHJ|514 438 450 579 418 581 819 873|6|Rimouski;Saint-Hyacinthe;Drummondville;Rouyn-Noranda;Lévis;Granby;Shawinigan|rue des Érables;boulevard Saint-Joseph;avenue du Parc;rue Principale;chemin du Lac;rue Sainte-Catherine Est;boulevard de l'Hôtel-de-Ville
bc|British Columbia|Colombie-Britannique|BC|V|604 778 236 250 672|5|Nanaimo;Kamloops;Prince George;Chilliwack;Penticton;Terrace;Courtenay|Bowen Road;Tranquille Road;Fifth Avenue;Yale Road;Main Street;Lakelse Avenue;Cliffe Avenue
ab|Alberta|Alberta|AB|T|403 587 780 825|4|Lethbridge;Red Deer;Grande Prairie;Medicine Hat;Fort McMurray;Airdrie;Camrose|Mayor Magrath Drive;Gaetz Avenue;Resources Road;Dunmore Road;Franklin Avenue;Main Street North
mb|Manitoba|Manitoba|MB|R|204 431|2|Brandon;Steinbach;Thompson;Portage la Prairie;Selkirk;Dauphin|Rosser Avenue;Main Street;Mystery Lake Road;Saskatchewan Avenue West;Eveline Street
sk|Saskatchewan|Saskatchewan|SK|S|306 639|2|Prince Albert;Moose Jaw;Yorkton;Swift Current;North Battleford;Estevan|Central Avenue;Main Street North;Broadway Street East;Central Avenue North;Fourth Street
ns|Nova Scotia|Nouvelle-Écosse|NS|B|902 782|2|Truro;Antigonish;Yarmouth;Bridgewater;Kentville;New Glasgow|Prince Street;Main Street;Starrs Road;LaHave Street;Aberdeen Street;Provost Street
nb|New Brunswick|Nouveau-Brunswick|NB|E|506|2|Moncton;Edmundston;Bathurst;Miramichi;Dieppe;Shediac|rue Mountain;rue Victoria;St. Peter Avenue;King George Highway;rue Champlain;Main Street
nl|Newfoundland and Labrador|Terre-Neuve-et-Labrador|NL|A|709|1|Corner Brook;Gander;Grand Falls-Windsor;Happy Valley-Goose Bay;Mount Pearl|West Street;Elizabeth Drive;Lincoln Road;Hamilton River Road;Topsail Road
pe|Prince Edward Island|Île-du-Prince-Édouard|PE|C|902 782|1|Summerside;Montague;Kensington;Souris;Cornwall|Water Street;Main Street;Victoria Street;Breadalbane Street;Trans-Canada Highway
nu|Nunavut|Nunavut|NU|X|867|1|Iqaluit;Rankin Inlet;Cambridge Bay;Pond Inlet;Arviat|Niaqunngusiariaq Road;Queen Elizabeth Way;Mivvik Street;Federal Road
yt|Yukon|Yukon|YT|Y|867|1|Whitehorse;Dawson;Watson Lake;Haines Junction|Fourth Avenue;Front Street;Alaska Highway;Hawkins Street
"""
# code|name|abbreviation|area codes|towns with ZIP prefixes|streets|licence shape
STATE_TABLE = """
ca|California|CA|213 310 415 510 619 714 818 916|Fresno:937;Oxnard:930;Riverside:925;Salinas:939;Modesto:953|El Camino Real;Mission Street;Fulton Avenue;Alvarado Street|ca
ny|New York|NY|212 347 518 585 716 718 917|Yonkers:107;Rochester:146;Schenectady:123;Utica:135;Flushing:113|Grand Concourse;Lark Street;Genesee Street;Main Street|ny
tx|Texas|TX|210 214 281 512 713 817 915|Laredo:780;El Paso:799;Lubbock:794;Killeen:765;Pasadena:775|San Bernardo Avenue;Mesa Street;Avenue Q;Fort Hood Street|tx
fl|Florida|FL|305 407 561 727 813 904 954|Hialeah:330;Kissimmee:347;Lakeland:338;Pensacola:325;Ocala:344|Palm Avenue;Vine Street;Lake Mirror Drive;Pine Avenue|fl
il|Illinois|IL|217 312 630 708 773 847|Cicero:608;Aurora:605;Joliet:604;Peoria:616;Champaign:618|Cermak Road;Lake Street;Jefferson Street;Prospect Avenue|il
wa|Washington|WA|206 253 360 425 509|Tacoma:984;Yakima:989;Everett:982;Spokane:992;Kent:980|Pacific Avenue;Nob Hill Boulevard;Colby Avenue;Division Street|wa
ga|Georgia|GA|404 470 678 706 912|Macon:312;Savannah:314;Athens:306;Marietta:300;Albany:317|Mulberry Street;Abercorn Street;Prince Avenue;Roswell Road|ga
pa|Pennsylvania|PA|215 267 412 610 717|Allentown:181;Erie:165;Reading:196;Scranton:185;Lancaster:176|Hamilton Street;Peach Street;Penn Street;Wyoming Avenue|pa
oh|Ohio|OH|216 330 419 513 614|Toledo:436;Akron:443;Dayton:454;Parma:441;Youngstown:445|Monroe Street;Market Street;Wayne Avenue;Ridge Road|oh
mi|Michigan|MI|248 313 517 616 734|Dearborn:481;Flint:485;Lansing:489;Kalamazoo:490;Warren:480|Michigan Avenue;Saginaw Street;Westnedge Avenue;Van Dyke Avenue|mi
az|Arizona|AZ|480 520 602 623 928|Mesa:852;Tucson:857;Glendale:853;Yuma:853;Flagstaff:860|Country Club Drive;Speedway Boulevard;Glendale Avenue;4th Avenue|az
co|Colorado|CO|303 719 720 970|Pueblo:810;Aurora:800;Greeley:806;Lakewood:802;Longmont:805|Northern Avenue;Colfax Avenue;8th Avenue;Main Street|co
ma|Massachusetts|MA|413 508 617 781 978|Worcester:016;Lowell:018;Springfield:011;Brockton:023;Lynn:019|Main Street;Merrimack Street;State Street;Belmont Avenue|ma
nj|New Jersey|NJ|201 609 732 856 973|Paterson:075;Elizabeth:072;Camden:081;Trenton:086;Passaic:070|Market Street;Broad Street;Haddon Avenue;Monroe Street|nj
nm|New Mexico|NM|505 575|Las Cruces:880;Santa Fe:875;Farmington:874;Gallup:873;Roswell:882|Solano Drive;Cerrillos Road;Main Street;Coal Avenue|nm
"""


def _table(text, weight_at=None):
    out = {}
    for row in text.strip().splitlines():
        code, *cells = row.split("|")
        cells = [c.replace(";", "|") for c in cells]
        if weight_at is not None:
            cells[weight_at] = int(cells[weight_at])
        out[code] = tuple(cells)
    return out


PROVINCES = _table(PROVINCE_TABLE, weight_at=5)
STATES = _table(STATE_TABLE)
CA_INSTITUTIONS = ("001", "002", "003", "004", "006", "010", "815", "837", "219", "809")
US_BANKS = (
    "Harbor Federal Credit Union",
    "Prairie State Bank",
    "Lakeshore Savings",
    "Sun Country Bank",
    "First Mesa Bank",
)
CA_BANKS = (
    "Caisse populaire des Rivières",
    "Northern Shield Credit Union",
    "Banque Laurentide du Nord",
    "Maple Ridge Trust",
)


def towns(code):
    return PROVINCES[code][6].split("|")


def ca_postal(rng, code):
    ok = "ABCEGHJKLMNPRSTVWXYZ"
    first = rng.choice(PROVINCES[code][3])
    return (
        f"{first}{rng.randint(0, 9)}{rng.choice(ok)} {rng.randint(0, 9)}{rng.choice(ok)}{rng.randint(0, 9)}"
    )


def ca_home(rng, code, lang):
    """(street part up to the province, postal code)."""
    name, fr_name, abbr, *_ = PROVINCES[code]
    town = rng.choice(towns(code))
    street = rng.choice(PROVINCES[code][7].split("|"))
    num = rng.randint(3, 9890)
    unit = rng.random()
    if lang == "fr" or street.startswith(("rue", "boulevard", "avenue du", "chemin")):
        lead = f"{num}, {street}" if unit > 0.25 else f"{num}, {street}, app. {rng.randint(1, 40)}"
        region = f"({fr_name})" if rng.random() < 0.6 else abbr
        place = f"{town} {region}" if region.startswith("(") else f"{town}, {region}"
        return f"{lead}, {place}", ca_postal(rng, code)
    if unit < 0.2:
        lead = f"{rng.randint(101, 1810)}-{num} {street}"
    elif unit < 0.3:
        lead = f"Unit {rng.randint(1, 30)}, {num} {street}"
    else:
        lead = f"{num} {street}"
    region = abbr if rng.random() < 0.7 else name
    return f"{lead}, {town}, {region}", ca_postal(rng, code)


def us_home(rng, code):
    """(street part up to the state, ZIP code)."""
    name, abbr, _, town_list, streets, _ = STATES[code]
    town, zip3 = rng.choice(town_list.split("|")).split(":")
    street = rng.choice(streets.split("|"))
    num = rng.randint(10, 24990)
    apt = ""
    if rng.random() < 0.3:
        apt = rng.choice(
            [
                f", Apt. {rng.randint(1, 40)}{rng.choice('ABCD')}",
                f" #{rng.randint(100, 999)}",
                f", Unit {rng.randint(1, 60)}",
            ]
        )
    zip_code = f"{zip3}{digits(rng, 2)}" + (f"-{digits(rng, 4)}" if rng.random() < 0.2 else "")
    region = abbr if rng.random() < 0.8 else name
    return f"{num} {street}{apt}, {town}, {region}", zip_code


def nanp(rng, areas):
    area = rng.choice(areas.split())
    while True:
        exch = f"{rng.randint(2, 9)}{digits(rng, 2)}"
        if exch != "555" and exch[1:] != "11":
            break
    line = digits(rng, 4)
    form = rng.choice(
        ["({a}) {e}-{l}", "{a}-{e}-{l}", "{a}.{e}.{l}", "+1 {a} {e} {l}", "1-{a}-{e}-{l}", "{a} {e}-{l}"]
    )
    text = form.format(a=area, e=exch, l=line)
    if rng.random() < 0.06:
        text += rng.choice([f" ext. {rng.randint(10, 999)}", f" x{rng.randint(10, 99)}"])
    return text


def ca_phone(rng, code):
    return nanp(rng, PROVINCES[code][4])


def us_phone(rng, code):
    return nanp(rng, STATES[code][2])


def ca_licence(rng, code, family):
    if code == "on":
        return f"{family[:1].upper() or 'A'}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}"
    if code == "qc":
        return f"{family[:1].upper() or 'A'}{digits(rng, 4)}-{digits(rng, 6)}-{digits(rng, 2)}"
    if code == "ab":
        return f"{digits(rng, 6)}-{digits(rng, 3)}"
    if code == "mb":
        return f"{letters(rng, 2)}-{letters(rng, 2)}-{letters(rng, 2)}-{letters(rng, 1)}{digits(rng, 3)}{letters(rng, 2)}"
    if code == "ns":
        stem = "".join(c for c in family.upper() if "A" <= c <= "Z")[:5].ljust(5, "X")
        return f"{stem}{digits(rng, 9)}"
    if code == "nl":
        return f"{letters(rng, 1)}{digits(rng, 9)}"
    if code in ("bc", "nb"):
        return digits(rng, 7)
    if code == "sk":
        return digits(rng, 8)
    return digits(rng, 6)


def us_licence(rng, code, family):
    shape = STATES[code][5]
    first = family[:1].upper() if family[:1].isascii() and family[:1].isalpha() else letters(rng, 1)
    if shape == "ca":
        return f"{first}{digits(rng, 7)}"
    if shape == "ny":
        return f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"
    if shape == "fl":
        return f"{first}{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 1)}"
    if shape == "il":
        return f"{first}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}"
    if shape == "wa":
        return "WDL" + "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ0123456789") for _ in range(9))
    if shape == "pa":
        return f"{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"
    if shape == "oh":
        return f"{letters(rng, 2)}{digits(rng, 6)}"
    if shape == "mi":
        return f"{first} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"
    if shape == "az":
        return f"D{digits(rng, 8)}"
    if shape == "co":
        return f"{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 4)}"
    if shape == "ma":
        return f"S{digits(rng, 8)}"
    if shape == "nj":
        return f"{first}{digits(rng, 4)} {digits(rng, 5)} {digits(rng, 5)}"
    if shape == "tx":
        return digits(rng, 8)
    return digits(rng, 9)


def ca_bank(rng):
    """(account number, transit-institution look-alike or None, bank name)."""
    code = f"{digits(rng, 5)}-{rng.choice(CA_INSTITUTIONS)}"
    return digits(rng, rng.choice([7, 7, 12])), code, rng.choice(CA_BANKS)


def us_bank(rng):
    return digits(rng, rng.choice([8, 10, 12])), aba_number(rng), rng.choice(US_BANKS)
