"""Cleaning: per-document normalisation, then corpus-wide boilerplate removal.

Boilerplate (headers, footers, disclaimers repeated across many documents) is found with a
count-min sketch of per-document line hashes: fixed memory however large the corpus, and a line
is only removed when every one of its sketch counters says it is frequent.
"""

from __future__ import annotations

import hashlib
import html
import re
import unicodedata
from collections import Counter

import numpy as np

# Only real HTML element names: "<payable on signing>" (an HTML page's "&lt;payable on signing&gt;",
# already decoded by the HTML reader) or "<name of party>" in a template is text, not a tag.
_HTML_ELEMENTS = (
    "a|abbr|address|area|article|aside|audio|b|base|bdi|bdo|blockquote|body|br|button|canvas|caption|cite|code|col|"
    "colgroup|data|datalist|dd|del|details|dfn|dialog|div|dl|dt|em|embed|fieldset|figcaption|figure|font|footer|form|"
    "h[1-6]|head|header|hgroup|hr|html|i|iframe|img|input|ins|kbd|label|legend|li|link|main|map|mark|menu|meta|meter|"
    "nav|noscript|object|ol|optgroup|option|output|p|param|picture|pre|progress|q|rp|rt|ruby|s|samp|script|section|"
    "select|slot|small|source|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|"
    "thead|time|title|tr|track|tt|u|ul|var|video|wbr|center|big|nobr|o:p|w:[a-z]+"
)
_TAG = re.compile(rf"</?(?:{_HTML_ELEMENTS})(?![\w:-])(\s[^<>]*)?/?>", re.IGNORECASE)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_LIQUID = re.compile(r"\{%-?.*?-?%\}|\{\{-?.*?-?\}\}", re.S)
_MD_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_MD_LINK = re.compile(r"\[([^\]]+)\]\((?:[^()\s]|\([^)]*\))*\)")
_ENTITY = re.compile(r"&(#\d+|#x[0-9a-fA-F]+|[A-Za-z]{2,8});")
_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]+")
_BLANKS = re.compile(r"\n{3,}")
_PAGE_NUMBER = re.compile(
    r"^\s*(?:[-–—]\s*)?(?:page\s+)?\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?(?:\s*[-–—])?\s*$", re.I
)

BOILERPLATE_MIN_LEN = 8
BOILERPLATE_MAX_LEN = 300


def clean_document(text: str, counts: Counter) -> str:
    """Normalise one document; ``counts`` receives how many documents each step changed."""
    new = unicodedata.normalize("NFC", text)
    if new != text:
        counts["nfc_normalized"] += 1
    text = new
    new = text
    # Each pattern only where its trigger character occurs: most legal text has none of them.
    if "<" in new:
        new = _TAG.sub("", _COMMENT.sub("", new))
    if "{" in new:
        new = _LIQUID.sub("", new)
    if "](" in new:
        new = _MD_LINK.sub(r"\1", _MD_IMAGE.sub("", new))
    if "&" in new:
        new = _ENTITY.sub(lambda m: html.unescape(m.group(0)), new)
    if new != text:
        counts["markup_removed"] += 1
    text = new
    lines = text.split("\n")
    kept = [ln for ln in lines if not _PAGE_NUMBER.match(ln) or not ln.strip()]
    if len(kept) != len(lines):
        counts["page_number_lines"] += len(lines) - len(kept)
    new = "\n".join(ln.strip() for ln in _SPACES.sub(" ", "\n".join(kept)).split("\n"))
    new = _BLANKS.sub("\n\n", new).strip()
    if new != text:
        counts["whitespace_normalized"] += 1
    return new


# Short layout lines of legal documents recur in every pleading or agreement, but they are the
# cues PII detection and pair generation read ("BETWEEN:\n\nJane Doe\nPlaintiff", "By:", "Yours
# truly,"): removing them as boilerplate lets a party's name through unredacted.
_STRUCTURAL = re.compile(
    r"(?:[A-Za-z][A-Za-z .'’/-]{0,30}:"
    r"|(?:the )?(?:plaintiffs?|defendants?|applicants?|respondents?|appellants?|claimants?|petitioners?|"
    r"moving party|responding party)(?: \(?[a-z ]+\)?)?"
    r"|(?:yours (?:truly|sincerely|very truly)|sincerely(?: yours)?|regards|respectfully(?: submitted)?),?)",
    re.I,
)


def _candidate(line: str) -> bool:
    # Headings are structure (every Act has a "Definitions" marginal note), not boilerplate.
    return (
        BOILERPLATE_MIN_LEN <= len(line) <= BOILERPLATE_MAX_LEN
        and not line.startswith("#")
        and _STRUCTURAL.fullmatch(line) is None
    )


def _line_hash(line: str) -> int:
    return int.from_bytes(hashlib.blake2b(line.encode("utf-8"), digest_size=8).digest(), "little")


class LineSketch:
    """Count-min sketch of how many documents contain each line (each line counted once per document)."""

    def __init__(self, width_log2: int = 22, depth: int = 4, seed: int = 0) -> None:
        rng = np.random.default_rng(seed)
        self.mask = np.uint64((1 << width_log2) - 1)
        self.table = np.zeros((depth, 1 << width_log2), dtype=np.int32)
        self.mult = rng.integers(1, 2**62, size=depth, dtype=np.uint64) | np.uint64(1)
        self.documents = 0

    def _index(self, hashes: np.ndarray) -> np.ndarray:
        with np.errstate(over="ignore"):
            return ((hashes[None, :] * self.mult[:, None]) >> np.uint64(20)) & self.mask

    @staticmethod
    def hashes(text: str) -> np.ndarray:
        return np.fromiter({_line_hash(ln) for ln in text.split("\n") if _candidate(ln)}, dtype=np.uint64)

    def add(self, text: str) -> None:
        self.documents += 1
        h = self.hashes(text)
        if h.size:
            idx = self._index(h)
            for d in range(idx.shape[0]):
                np.add.at(self.table[d], idx[d], 1)

    def add_counts(self, hashes: np.ndarray, counts: np.ndarray, documents: int) -> None:
        """What ``add`` of ``documents`` documents does, from their distinct lines and how many of
        the documents hold each (a worker's part): the sketch is a sum, so the order does not matter."""
        self.documents += documents
        if hashes.size:
            idx = self._index(hashes.astype(np.uint64))
            for d in range(idx.shape[0]):
                np.add.at(self.table[d], idx[d], counts.astype(self.table.dtype))

    def frequent(self, text: str, min_docs: int) -> set[int]:
        h = self.hashes(text)
        if not h.size:
            return set()
        idx = self._index(h)
        est = np.min(np.stack([self.table[d][idx[d]] for d in range(idx.shape[0])]), axis=0)
        return {int(x) for x in h[est >= min_docs]}


def boilerplate_threshold(documents: int, min_docs: int, ratio: float) -> int:
    """A line is boilerplate when it is in at least this many documents."""
    return max(min_docs, int(np.ceil(ratio * documents)))


def remove_boilerplate(text: str, frequent: set[int], counts: Counter) -> str:
    if not frequent:
        return text
    lines = text.split("\n")
    kept = [ln for ln in lines if not (_candidate(ln) and _line_hash(ln) in frequent)]
    if len(kept) != len(lines):
        counts["boilerplate_lines"] += len(lines) - len(kept)
        counts["boilerplate_documents"] += 1
        return _BLANKS.sub("\n\n", "\n".join(kept)).strip()
    return text
