"""MinHash signatures, LSH band keys and the normalised exact hash that the dedup stages share.

Exact: BLAKE2b of the whitespace- and case-normalised text. Near: MinHash (datasketch) over word
5-gram shingles, banded LSH with datasketch's own optimal bands for the threshold, candidates
confirmed with the estimated Jaccard (``dedup_disk.py`` resolves them on disk). Shingles are hashed
with zlib.crc32 and combined in numpy (datasketch's default SHA-1 per shingle costs more than the rest
of the pipeline).
"""

from __future__ import annotations

import hashlib
import zlib

import numpy as np
from datasketch import MinHash
from datasketch.lsh import _optimal_param

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
            h = h * _PRIME + words[j : words.size - SHINGLE + 1 + j]
    return np.unique((h ^ (h >> np.uint64(32))).astype(np.uint32))


class MinHasher:
    """MinHash signatures and LSH band keys, shared by the in-memory and the on-disk dedup."""

    def __init__(self, threshold: float, num_perm: int, seed: int = 1) -> None:
        self.num_perm, self.seed = num_perm, seed
        self.bands, self.rows = _optimal_param(threshold, num_perm, 0.5, 0.5)
        self._perms = MinHash(num_perm=num_perm, seed=seed, hashfunc=_identity).permutations
        rng = np.random.default_rng(seed)
        self._mix = rng.integers(1, 2**63, size=self.rows, dtype=np.uint64) | np.uint64(1)

    def minhash(self, text: str) -> np.ndarray:
        """The document's MinHash signature (datasketch's, uint32 per permutation)."""
        m = MinHash(
            num_perm=self.num_perm,
            seed=self.seed,
            hashfunc=_identity,
            permutations=self._perms,
            scheme="affine32",
        )
        m.update_batch(shingle_hashes(text).tolist())
        return m.hashvalues

    def band_keys(self, signature: np.ndarray) -> np.ndarray:
        """One uint64 key per band (``bands`` of them)."""
        bands = signature[: self.bands * self.rows].astype(np.uint64).reshape(self.bands, self.rows)
        with np.errstate(over="ignore"):
            return (bands * self._mix).sum(axis=1, dtype=np.uint64)
