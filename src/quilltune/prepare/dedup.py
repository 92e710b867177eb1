"""Exact and near-duplicate detection, first occurrence wins.

Exact: BLAKE2b of the whitespace- and case-normalised text. Near: MinHash over word 5-gram
shingles with datasketch's LSH index. Shingles are hashed with zlib.crc32 and combined in numpy
(datasketch's default SHA-1 per shingle costs more than the rest of the pipeline).
"""

from __future__ import annotations

import hashlib
import zlib

import numpy as np
from datasketch import MinHash, MinHashLSH

SHINGLE = 5
_PRIME = np.uint64(1_000_003)


def _identity(x: int) -> int:
    return x


def normalized_hash(text: str) -> str:
    return hashlib.blake2b(" ".join(text.lower().split()).encode("utf-8"), digest_size=16).hexdigest()


def shingle_hashes(text: str) -> np.ndarray:
    words = np.fromiter((zlib.crc32(w.encode("utf-8")) for w in text.lower().split()), dtype=np.uint64)
    if words.size < SHINGLE:
        return words.astype(np.uint32)
    h = np.zeros(words.size - SHINGLE + 1, dtype=np.uint64)
    with np.errstate(over="ignore"):
        for j in range(SHINGLE):
            h = h * _PRIME + words[j: words.size - SHINGLE + 1 + j]
    return np.unique((h ^ (h >> np.uint64(32))).astype(np.uint32))


class Deduplicator:
    """Feed documents in order; ``check`` says whether each is new or a duplicate of an earlier key."""

    def __init__(self, exact: bool, near: bool, threshold: float, num_perm: int, seed: int = 1) -> None:
        self.exact, self.near, self.num_perm, self.seed = exact, near, num_perm, seed
        self.seen: dict[str, str] = {}
        self.lsh = MinHashLSH(threshold=threshold, num_perm=num_perm) if near else None
        self.threshold = threshold
        self._minhashes: dict[str, MinHash] = {}
        self._order: dict[str, int] = {}

    def minhash(self, text: str) -> MinHash:
        m = MinHash(num_perm=self.num_perm, seed=self.seed, hashfunc=_identity)
        m.update_batch(shingle_hashes(text).tolist())
        return m

    def check(self, key: str, text: str, register: bool = True) -> tuple[str | None, str | None, MinHash | None]:
        """Return (kind, original_key, minhash): kind is None (new), "duplicate" or "near_duplicate"."""
        if self.exact:
            h = normalized_hash(text)
            if h in self.seen:
                return "duplicate", self.seen[h], None
            if register:
                self.seen[h] = key
        if self.lsh is None:
            return None, None, None
        m = self.minhash(text)
        candidates = self.lsh.query(m)
        # LSH candidates are probable; confirm with the estimated Jaccard and keep the earliest.
        matches = [c for c in candidates if self._minhashes[c].jaccard(m) >= self.threshold]
        if matches:
            return "near_duplicate", min(matches, key=self._order.__getitem__), m
        if register:
            self.lsh.insert(key, m)
            self._minhashes[key] = m
            self._order[key] = len(self._order)
        return None, None, m
