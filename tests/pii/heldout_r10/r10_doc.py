"""A tiny kit that records span offsets while text pieces are concatenated."""

from __future__ import annotations

LABELS = (
    "EMAIL",
    "PHONE",
    "SIN",
    "SSN",
    "CREDIT_CARD",
    "IP_ADDRESS",
    "POSTAL_CODE",
    "PERSON",
    "ADDRESS",
    "DATE_OF_BIRTH",
    "IBAN",
    "BANK_ACCOUNT",
    "HEALTH_CARD",
    "DRIVERS_LICENSE",
    "URL",
)


class Doc:
    """Accumulates text; every marked piece gets its offsets from the running length."""

    def __init__(self, kind: str, shape: str, jur: str) -> None:
        self.kind = kind
        self.shape = shape
        self.jur = jur
        self._parts: list[str] = []
        self._n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: list[str] = []
        self.hc: list[str] = []

    def t(self, s: str) -> Doc:
        """Plain text."""
        self._parts.append(s)
        self._n += len(s)
        return self

    def p(self, s: str, label: str) -> Doc:
        """A gold PII span."""
        if label not in LABELS:
            raise ValueError(label)
        if s != s.strip() or not s:
            raise ValueError(repr(s))
        start = self._n
        self.t(s)
        self.spans.append({"start": start, "end": self._n, "label": label})
        return self

    def x(self, s: str, kind: str) -> Doc:
        """A decoy: looks like PII but must stay."""
        if s != s.strip() or not s:
            raise ValueError(repr(s))
        start = self._n
        self.t(s)
        self.decoys.append({"start": start, "end": self._n, "kind": kind})
        return self

    def n(self, name, form: str = "full") -> Doc:
        """A private person's name in the given form."""
        self.locs.append(name.loc)
        return self.p(name.form(form), "PERSON")

    def hcard(self, s: str, prov: str) -> Doc:
        self.hc.append(prov)
        return self.p(s, "HEALTH_CARD")

    @property
    def text(self) -> str:
        return "".join(self._parts)

    def case(self, case_id: str) -> dict:
        text = self.text
        tags = {f"kind:{self.kind}", f"shape:{self.shape}", f"jur:{self.jur}"}
        tags.update(f"loc:{loc}" for loc in self.locs)
        tags.update(s["label"].lower() for s in self.spans)
        tags.update(f"hc:{h}" for h in self.hc)
        if not text.isascii():
            tags.add("non_ascii")
        if self.decoys:
            tags.add("has_decoys")
        spans = sorted(self.spans, key=lambda m: m["start"])
        decoys = sorted(self.decoys, key=lambda m: m["start"])
        return {"id": case_id, "tags": sorted(tags), "text": text, "spans": spans, "decoys": decoys}
