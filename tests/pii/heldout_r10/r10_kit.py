"""Shared helpers for the frames: e-mails, URLs, signature blocks."""

from __future__ import annotations

DOMAINS = (
    "gmail.com",
    "outlook.com",
    "videotron.ca",
    "sympatico.ca",
    "yahoo.com",
    "proton.me",
    "shaw.ca",
    "icloud.com",
    "hotmail.fr",
    "telus.net",
    "eircom.net",
    "bigpond.com",
    "xtra.co.nz",
    "rediffmail.com",
)
HANDLES = ("sunnyday", "mapleleaf", "kitkat", "bluejay", "northstar", "riverstone", "tigerlily")


def email(rng, name=None) -> str:
    if name is not None and name.script == "Latn":
        given, family = name.slug(".").split(".")
        local = rng.choice(
            [
                f"{given}.{family}",
                f"{given[:1]}{family}",
                f"{family}.{given}{rng.randint(1, 99)}",
                f"{given}_{family}",
                f"{given}{rng.randint(70, 99)}",
            ]
        )
    else:
        local = f"{rng.choice(HANDLES)}{rng.randint(10, 9999)}"
    return f"{local}@{rng.choice(DOMAINS)}"


def url_with_name(rng, name) -> str:
    given, family = name.slug(".").split(".")
    return rng.choice(
        [
            f"https://www.facebook.com/{given}.{family}",
            f"https://www.linkedin.com/in/{given}-{family}-{rng.randint(10, 999)}",
            f"https://www.gofundme.com/f/help-{given}-{family}",
            f"https://instagram.com/{given}_{family}",
            f"https://{given}{family}.wordpress.com/about",
        ]
    )


def plain_url(rng) -> str:
    return rng.choice(
        [
            "https://drive.google.com/file/d/1xQ7vLk9Pz/view",
            "https://www.dropbox.com/s/8kq2mz1/photos.zip?dl=0",
            "http://bit.ly/3kPq9Zx",
            "https://onedrive.live.com/redir?resid=8F2A11C0",
            "https://imgur.com/a/Xq4Tz9L",
        ]
    )


def sign(d, rng, name, role: str | None = None, phone: str | None = None, mail: str | None = None) -> None:
    """A signature block: line, name, optional role, phone, e-mail."""
    d.t(rng.choice(["\n\n", "\n\n______________________\n", "\n\nSigned: ", "\n\n/s/ ", "\n\n— "]))
    d.n(name, rng.choice(["full", "full", "caps"]))
    if role:
        d.t("\n" + role)
    if phone:
        d.t(rng.choice(["\nTel. ", "\nPhone: ", "\nT: ", "\nCell "])).p(phone, "PHONE")
    if mail:
        d.t(rng.choice(["\n", "\nEmail: ", "\nE: "])).p(mail, "EMAIL")
