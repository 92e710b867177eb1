"""The checkable facts of a text: numbers and amounts, dates, quoted defined terms, capitalised
names (parties, places), and content words for the support score. Rules, not a model: they run
on every generated pair and their misses are measured (benchmarks/NOTES.md)."""

from __future__ import annotations

import re
from collections.abc import Iterator

_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        (
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        )
    )
}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTH_RE = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?"
)
_DATE_PATTERNS = [
    # January 15, 2023 / January 15th 2023 / January 2023
    re.compile(rf"\b(?P<m>{_MONTH_RE})\s+(?:(?P<d>\d{{1,2}})(?:st|nd|rd|th)?,?\s+)?(?P<y>\d{{4}})\b"),
    # 15 January 2023 / 15th day of January, 2023
    re.compile(
        rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?P<m>{_MONTH_RE}),?\s+(?P<y>\d{{4}})\b"
    ),
    re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})\b"),
    # January 15 (no year)
    re.compile(rf"\b(?P<m>{_MONTH_RE})\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?!,?\s+\d{{4}})"),
]
_NUMBER = re.compile(
    r"(?P<cur>\$\s?)?(?P<n>\d+(?:,\d{3})*(?:\.\d+)?)(?P<pct>\s?%|\s?per\s?cent)?"
    r"(?:\s+(?P<mult>million|billion|thousand))?(?P<dollars>\s+dollars)?"
    r"(?:\s+\(\d+\))?(?P<unit>\s+(?:business\s+)?(?:day|week|month|year|hour)s?\b)?",
    re.I,
)
# A count of time: "thirty (30) days" and "30 days" are the same duration, "5 years" is not "5%".
_UNIT = re.compile(r"\s*(?:\(\d+\)\s*)?((?:business\s+)?(?:day|week|month|year|hour))s?\b", re.I)
_UNITS = {
    w: i
    for i, w in enumerate(
        (
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        )
    )
}
_TENS = {
    w: 10 * (i + 2)
    for i, w in enumerate(("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"))
}
_NUMBER_WORD = re.compile(
    r"\b(?:(?P<tens>" + "|".join(_TENS) + r")(?:[- ](?P<unit>" + "|".join(list(_UNITS)[1:10]) + r"))?"
    r"|(?P<single>" + "|".join(list(_UNITS)[2:]) + r"))(?:\s+(?P<hundred>hundred))?\b",
    re.I,
)
_MULT = {"thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_QUOTED = re.compile(r"[“\"]([^”\"\n]{2,60})[”\"]")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’\-]*|\[[A-Z_]+\d*\]")
_CAP_RUN = re.compile(
    r"(?<![\w\[])(?:[A-Z][\w'’\-]*\.?)(?:\s+(?:(?:of|and|de|du|la|&)\s+)?[A-Z][\w'’\-]*\.?)*"
)
_COMPANY = {"inc", "ltd", "llp", "llc", "corp", "corporation", "company", "limited", "co", "lp", "plc", "ulc"}
PLACES = {
    "ontario",
    "quebec",
    "québec",
    "alberta",
    "manitoba",
    "saskatchewan",
    "yukon",
    "nunavut",
    "newfoundland",
    "labrador",
    "nova",
    "scotia",
    "brunswick",
    "columbia",
    "toronto",
    "montreal",
    "montréal",
    "vancouver",
    "calgary",
    "edmonton",
    "ottawa",
    "winnipeg",
    "halifax",
    "regina",
    "victoria",
    "saskatoon",
    "hamilton",
    "kitchener",
    "london",
    "york",
    "california",
    "texas",
    "delaware",
    "florida",
    "washington",
    "illinois",
    "massachusetts",
    "england",
    "wales",
    "scotland",
    "ireland",
    "france",
    "germany",
    "canada",
    "america",
    "states",
    "kingdom",
    "chicago",
    "boston",
    "seattle",
    "paris",
    "berlin",
    "sydney",
    "australia",
    "india",
    "mexico",
    "japan",
    "china",
}
# Words a teacher uses to lay out an answer ("Summary:", "Key obligations") that need no source.
_LAYOUT = {
    "summary",
    "key",
    "parties",
    "party",
    "obligations",
    "obligation",
    "terms",
    "term",
    "answer",
    "question",
    "issue",
    "issues",
    "overview",
    "note",
    "notes",
    "plain",
    "english",
    "language",
    "risk",
    "risks",
    "main",
    "points",
    "point",
    "purpose",
    "effect",
    "explanation",
    "in",
    "the",
    "this",
    "that",
    "these",
    "it",
    "if",
    "a",
    "an",
    "and",
    "or",
    "each",
    "either",
    "neither",
    "both",
    "under",
    "for",
    "to",
    "of",
    "on",
    "by",
    "with",
    "as",
    "at",
    "any",
    "no",
    "not",
    "all",
    "when",
    "where",
    "what",
    "who",
    "which",
    "how",
    "why",
    "yes",
    "there",
    "they",
    "he",
    "she",
    "we",
    "you",
    "i",
    "its",
    "their",
    "first",
    "second",
    "third",
    "also",
    "however",
    "otherwise",
    "because",
    "so",
    "after",
    "before",
    "during",
    "until",
    "unless",
    # the generic roles and parts of legal documents a summary names without quoting them
    "court",
    "judge",
    "justice",
    "appellant",
    "respondent",
    "crown",
    "plaintiff",
    "defendant",
    "applicant",
    "client",
    "contractor",
    "employer",
    "employee",
    "landlord",
    "tenant",
    "agreement",
    "contract",
    "section",
    "clause",
    "schedule",
    "act",
    "province",
    "appeal",
    "trial",
    "article",
    "part",
}
_STOP = _LAYOUT | {
    "is",
    "are",
    "be",
    "was",
    "were",
    "been",
    "shall",
    "may",
    "must",
    "will",
    "would",
    "can",
    "could",
    "should",
    "has",
    "have",
    "had",
    "do",
    "does",
    "did",
    "from",
    "than",
    "then",
    "such",
    "other",
    "into",
    "about",
    "upon",
    "out",
    "over",
    "also",
    "only",
    "more",
    "most",
    "some",
    "own",
    "same",
    "very",
}


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def _stem(word: str) -> str:
    return word[:6]


def content_words(text: str) -> list[str]:
    """Lower-cased content words (crudely stemmed) and numbers: the support score's units."""
    out = [_stem(w.lower()) for w in words(text) if len(w) >= 3 and w.lower() not in _STOP]
    return out + [v for v, _, _ in numbers_with_kind(text)]


def _digits(n: str) -> float:
    return float(n.replace(",", ""))


def _fmt(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def numbers_with_kind(text: str) -> Iterator[tuple[str, str, str]]:
    """(normalised value, number | amount | percent, as written) for digits and number words."""
    for m in _NUMBER.finditer(text):
        value = _digits(m.group("n")) * _MULT.get((m.group("mult") or "").lower(), 1)
        kind = (
            "amount"
            if m.group("cur") or m.group("dollars") or m.group("mult")
            else ("percent" if m.group("pct") else "number")
        )
        if kind == "number" and m.group("unit"):
            unit = _UNIT.match(m.group("unit")).group(1).lower()
            yield f"{_fmt(value)} {unit}", "duration", m.group(0).strip()
            continue
        yield _fmt(value), kind, m.group(0).strip()
    for m in _NUMBER_WORD.finditer(text):
        if m.group("tens"):
            value = _TENS[m.group("tens").lower()] + (
                _UNITS[m.group("unit").lower()] if m.group("unit") else 0
            )
        else:
            value = _UNITS[m.group("single").lower()]
        if m.group("hundred"):
            value *= 100
        unit = _UNIT.match(text, m.end())
        if unit:
            yield f"{value} {unit.group(1).lower()}", "duration", m.group(0) + unit.group(0)
            continue
        yield str(value), "number", m.group(0)


def number_values(text: str) -> dict[str, set[str]]:
    """Values by kind. A percent is supported by a percent only; a number or amount by either."""
    out: dict[str, set[str]] = {"percent": set(), "plain": set(), "duration": set()}
    for v, kind, _ in numbers_with_kind(text):
        out[kind if kind in out else "plain"].add(v)
        if kind == "duration":
            out["plain"].add(v.split()[0])
    return out


def supported_number(value: str, kind: str, source_values: dict[str, set[str]]) -> bool:
    return value in source_values[kind if kind in source_values else "plain"]


def _month(token: str) -> int | None:
    token = token.rstrip(".").lower()
    if token.isdigit():
        return int(token)
    return _MONTHS.get(token) or _MONTHS.get(token[:3])


def dates(text: str) -> set[tuple[int | None, int | None, int | None]]:
    """Dates as (year, month, day); a missing part is None."""
    out = set()
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            parts = m.groupdict()
            y = int(parts["y"]) if parts.get("y") else None
            d = int(parts["d"]) if parts.get("d") else None
            out.add((y, _month(parts["m"]), d))
    return out


def defined_terms(text: str) -> list[str]:
    return [t.strip() for t in _QUOTED.findall(text)]


def _runs(text: str) -> Iterator[tuple[list[str], bool]]:
    """Capitalised runs (joined by "of"/"de"), cut at sentence ends; with whether one starts a sentence."""
    for m in _CAP_RUN.finditer(text):
        before = text[: m.start()].rstrip()
        initial = not before or before[-1] in ".!?:;\n-*•#(" or before.endswith(("\n", ")"))
        run: list[str] = []
        for tok in m.group(0).split():
            if tok in {"and", "&"}:
                if run:
                    yield run, initial
                run, initial = [], False
                continue
            run.append(tok)
            bare = tok.strip(".,;:'’").lower()
            if tok.endswith(".") and bare not in _COMPANY and len(bare) > 1:
                yield run, initial
                run, initial = [], True
        if run:
            yield run, initial


def names(text: str) -> list[tuple[str, str]]:
    """Capitalised runs that name something (party, place, other), layout words removed. A lone
    capitalised word opening a sentence is taken for an ordinary word unless it is a known place."""
    out = []
    for tokens, initial in _runs(text):
        kept = [t.strip(".,;:'’") for t in tokens]
        # Codes and headings in capitals ("C63072", "DATE") are not names; numbers are checked apart.
        kept = [
            t
            for t in kept
            if t
            and t.lower() not in _LAYOUT
            and t.lower() not in {"of", "de", "du", "la"}
            and not any(c.isdigit() for c in t)
            and not (t.isupper() and len(t) > 1)
        ]
        if not kept:
            continue
        lowered = {t.lower() for t in kept}
        kind = "party" if lowered & _COMPANY else "place" if lowered & PLACES else "name"
        if initial and len(tokens) == 1 and kind == "name":
            continue
        out.append((" ".join(kept), kind))
    return out
