"""Dates of birth written many ways, addresses of many countries and URLs that identify a person,
for the broad PII sets."""

from __future__ import annotations

from broad_world import World, ascii_fold

# ---------------------------------------------------------------- dates of birth

MONTHS_EN = "January February March April May June July August September October November December".split()
MONTHS_FR = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
MONTHS_ES = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
MONTHS_DE = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()
ORD = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth".split()
_UNITS = "one two three four five six seven eight nine".split()


def _year_words(y: int) -> str:
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    hi, lo = divmod(y, 100)
    head = "nineteen" if hi == 19 else "two thousand"
    if lo == 0:
        return head
    t, u = divmod(lo, 10)
    if lo < 10:
        rest = _UNITS[lo - 1]
    elif lo < 20:
        rest = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()[
            lo - 10
        ]
    else:
        rest = tens[t] + (f"-{_UNITS[u - 1]}" if u else "")
    return f"{head} {rest}" if hi == 19 else f"{head} and {rest}"


def date_value(w: World) -> str:
    rng = w.rng
    y, m, d = rng.randint(1935, 2008), rng.randint(1, 12), rng.randint(1, 28)
    forms = [
        f"{MONTHS_EN[m - 1]} {d}, {y}",
        f"{d} {MONTHS_EN[m - 1]} {y}",
        f"{MONTHS_EN[m - 1][:3]}. {d}, {y}",
        f"{d}-{MONTHS_EN[m - 1][:3]}-{y}",
        f"{d:02d}-{MONTHS_EN[m - 1][:3].upper()}-{y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{y}/{m:02d}/{d:02d}",
        f"{m:02d}/{d:02d}/{y}",
        f"{d:02d}/{m:02d}/{y}",
        f"{d:02d}.{m:02d}.{y}",
        f"{d} {MONTHS_FR[m - 1]} {y}",
        f"{d} de {MONTHS_ES[m - 1]} de {y}",
        f"{d}. {MONTHS_DE[m - 1]} {y}",
        f"the {ORD[d % 13]} day of {MONTHS_EN[m - 1]}, {y}",
        f"{MONTHS_EN[m - 1]} {d}{['st', 'nd', 'rd'][d % 3] if d in (1, 2, 3) else 'th'}, {y}",
        f"{d}{'st' if d == 1 else 'th'} {MONTHS_EN[m - 1]} {y}",
        f"{MONTHS_EN[m - 1]} {d}, {_year_words(y)}",
        f"{y}{m:02d}{d:02d}",
    ]
    return rng.choice(forms)


# ---------------------------------------------------------------- addresses (many countries)


def address(w: World) -> list[tuple[str, str | None]]:
    """Pieces of an address: (text, label) with POSTAL_CODE split out for Canada as the detector does."""
    rng = w.rng
    n = rng.randint(1, 9999)
    kind = rng.randrange(12)
    if kind == 0:
        street = w.faker("en_CA").street_name()
        city = rng.choice(["Toronto", "Ottawa", "Hamilton", "London", "Kingston", "Sudbury"])
        unit = rng.choice(
            ["", f"Unit {rng.randint(1, 40)}, ", f"{rng.randint(1, 40)}-", f"Apt. {rng.randint(1, 40)}, "]
        )
        return [
            (f"{unit}{n} {street}, {city}, ON", "ADDRESS"),
            (" ", None),
            (w.faker("en_CA").postalcode(), "POSTAL_CODE"),
        ]
    if kind == 1:
        street = rng.choice(
            [
                "rue Saint-Denis",
                "boulevard René-Lévesque Ouest",
                "avenue du Parc",
                "chemin de la Côte-des-Neiges",
                "rue Sherbrooke Est",
                "rang Saint-Joseph",
            ]
        )
        city = rng.choice(["Montréal", "Québec", "Laval", "Gatineau", "Sherbrooke"])
        app = rng.choice(["", f", app. {rng.randint(1, 30)}", f", bureau {rng.randint(100, 900)}"])
        return [
            (f"{n}, {street}{app}, {city} (Québec)", "ADDRESS"),
            (" ", None),
            (w.faker("fr_CA").postcode(), "POSTAL_CODE"),
        ]
    if kind == 2:
        f = w.faker("en_US")
        return [(f"{f.street_address()}, {f.city()}, {f.state_abbr()} {f.zipcode()}", "ADDRESS")]
    if kind == 3:
        f = w.faker("en_GB")
        return [(f"{f.building_number()} {f.street_name()}, {f.city()} {f.postcode()}", "ADDRESS")]
    if kind == 4:
        f = w.faker("de_DE")
        return [(f"{f.street_name()} {rng.randint(1, 200)}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 5:
        f = w.faker("fr_FR")
        return [(f"{rng.randint(1, 200)} {f.street_name()}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 6:
        f = w.faker("es_ES")
        street = rng.choice(["Calle", "Avenida", "Paseo", "Plaza"]) + " " + f.last_name()
        return [(f"{street} {rng.randint(1, 200)}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 7:
        f = w.faker("it_IT")
        street = rng.choice(["Via", "Viale", "Piazza", "Corso"]) + " " + f.last_name()
        return [(f"{street} {rng.randint(1, 200)}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 8:
        f = w.faker("nl_NL")
        return [(f"{f.street_name()} {rng.randint(1, 300)}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 9:
        f = w.faker("pl_PL")
        return [
            (
                f"ul. {f.street_name()} {rng.randint(1, 200)}/{rng.randint(1, 40)}, {f.postcode()} {f.city()}",
                "ADDRESS",
            )
        ]
    if kind == 10:
        f = w.faker("en_CA")
        city = rng.choice(["Vancouver", "Calgary", "Edmonton", "Winnipeg", "Halifax", "Regina"])
        prov = {
            "Vancouver": "BC",
            "Calgary": "AB",
            "Edmonton": "AB",
            "Winnipeg": "MB",
            "Halifax": "NS",
            "Regina": "SK",
        }[city]
        return [
            (
                f"{n} {f.street_name()} {rng.choice(['NW', 'SE', 'East', 'West', ''])}".rstrip()
                + f", {city}, {prov}",
                "ADDRESS",
            ),
            (" ", None),
            (f.postalcode(), "POSTAL_CODE"),
        ]
    f = w.faker("en_US")
    return [(f"{f.street_address()}\n{f.city()}, {f.state_abbr()} {f.zipcode()}", "ADDRESS")]


# ---------------------------------------------------------------- URLs that identify a person


def personal_url(w: World, g: str, s: str) -> str:
    rng = w.rng
    gf, sf = ascii_fold(g) or "jo", ascii_fold(s) or "doe"
    return rng.choice(
        [
            f"https://www.linkedin.com/in/{gf}-{sf}-{rng.randint(10, 99)}a{rng.randint(100, 999)}",
            f"https://{gf}{sf}.com",
            f"https://www.{gf}-{sf}.ca/about",
            f"http://{sf}{gf[:1]}.wordpress.com/",
            f"https://medium.com/@{gf}.{sf}",
            f"https://www.facebook.com/{gf}.{sf}.{rng.randint(1, 99)}",
            f"https://www.instagram.com/{gf}_{sf}/",
            f"https://x.com/{gf}{sf}",
            f"https://mastodon.social/@{gf}{sf[:3]}",
            f"https://www.example-law.ca/lawyers/{gf}-{sf}",
            f"https://portal.example.org/account?email={gf}.{sf}%40gmail.com",
            f"https://forms.example.com/submit?first_name={gf}&last_name={sf}",
            f"https://about.me/{gf}{sf}",
            f"https://www.youtube.com/@{gf}{sf}",
        ]
    )
