"""The in-memory dedup that ``prepare`` used before the on-disk one: the reference whose decisions
``DiskDeduplicator`` must reproduce (tests only; the product runs ``prepare/dedup_disk.py``).

Its index lives in numpy arrays: 8 bytes per band key and 4 per value in open-addressing tables kept
under half full, plus 2 bytes per permutation of a signature (the low 16 bits of each 32-bit MinHash
value; a chance equality, p = 2^-16 per permutation, moves a Jaccard estimate by 1/num_perm in rare
cases).
"""

from __future__ import annotations

import numpy as np

from quilltune.prepare.dedup import MinHasher, normalized_hash

_EMPTY = np.uint64(0)


class U64Table:
    """uint64 key -> list of int32 values, open addressing in numpy (key 0 is reserved as empty).

    The first value of a key lives in the arrays; further values (rare: two kept documents that
    share a band) in a small dict, so lookups return every value, as datasketch's LSH does.
    """

    def __init__(self, capacity: int = 1 << 12) -> None:
        self.keys = np.zeros(capacity, dtype=np.uint64)
        self.values = np.zeros(capacity, dtype=np.int32)
        self.size = 0
        self.more: dict[int, list[int]] = {}

    @staticmethod
    def _key(key: int) -> np.uint64:
        return np.uint64(key or 1)

    def _slot(self, key: np.uint64) -> int:
        mask = len(self.keys) - 1
        i = int(key) * 0x9E3779B97F4A7C15 >> 40 & mask
        keys = self.keys
        while keys[i] != _EMPTY and keys[i] != key:
            i = (i + 1) & mask
        return i

    def get(self, key: int) -> list[int]:
        k = self._key(key)
        i = self._slot(k)
        if self.keys[i] == _EMPTY:
            return []
        return [int(self.values[i]), *self.more.get(int(k), ())]

    def add(self, key: int, value: int) -> None:
        k = self._key(key)
        i = self._slot(k)
        if self.keys[i] == k:
            self.more.setdefault(int(k), []).append(value)
            return
        self.keys[i], self.values[i] = k, value
        self.size += 1
        if self.size * 2 > len(self.keys):
            self._grow()

    def _grow(self) -> None:
        old_keys, old_values = self.keys, self.values
        self.keys = np.zeros(len(old_keys) * 2, dtype=np.uint64)
        self.values = np.zeros(len(old_keys) * 2, dtype=np.int32)
        used = old_keys != _EMPTY
        for k, v in zip(old_keys[used].tolist(), old_values[used].tolist(), strict=True):
            i = self._slot(np.uint64(k))
            self.keys[i], self.values[i] = k, v

    @property
    def nbytes(self) -> int:
        return self.keys.nbytes + self.values.nbytes


class Deduplicator:
    """Feed documents in order; ``check`` says whether each is new or a duplicate of an earlier key."""

    def __init__(self, exact: bool, near: bool, threshold: float, num_perm: int, seed: int = 1) -> None:
        self.exact, self.near, self.num_perm, self.seed = exact, near, num_perm, seed
        self.threshold = threshold
        self.seen = U64Table()
        self.keys: list[str] = []  # index -> the caller's key, for every registered document
        if near:
            self.hasher = MinHasher(threshold, num_perm, seed)
            self.bands, self.rows = self.hasher.bands, self.hasher.rows
            self.band_tables = [U64Table() for _ in range(self.bands)]
            self.signatures = np.zeros((1 << 10, num_perm), dtype=np.uint16)
        self._count = 0

    def minhash(self, text: str) -> np.ndarray:
        return self.hasher.minhash(text)

    def _band_keys(self, signature: np.ndarray) -> list[int]:
        return self.hasher.band_keys(signature).tolist()

    def _register(self, key: str) -> int:
        index = len(self.keys)
        self.keys.append(key)
        return index

    def check(self, key: str, text: str, register: bool = True) -> tuple[str | None, str | None, None]:
        """Return (kind, original_key, None): kind is None (new), "duplicate" or "near_duplicate".

        The exact hash is registered before the near check, so an exact copy of a near-duplicate
        points at that near-duplicate (which ``near_action: keep`` keeps)."""
        index = None
        if self.exact:
            exact_key = int(normalized_hash(text)[:16], 16)
            found = self.seen.get(exact_key)
            if found:
                return "duplicate", self.keys[found[0]], None
            if register:
                index = self._register(key)
                self.seen.add(exact_key, index)
        if not self.near:
            return None, None, None
        signature = self.minhash(text)
        short = signature.astype(np.uint16)
        band_keys = self._band_keys(signature)
        candidates = {c for table, k in zip(self.band_tables, band_keys, strict=True) for c in table.get(k)}
        # LSH candidates are probable; confirm with the estimated Jaccard and keep the earliest.
        matches = [
            c
            for c in candidates
            if np.count_nonzero(self.signatures[c] == short) >= self.threshold * self.num_perm
        ]
        if matches:
            return "near_duplicate", self.keys[min(matches)], None
        if register:
            if index is None:
                index = self._register(key)
            if index >= len(self.signatures):
                grown = np.zeros((max(len(self.signatures) * 2, index + 1), self.num_perm), dtype=np.uint16)
                grown[: len(self.signatures)] = self.signatures
                self.signatures = grown
            self.signatures[index] = short
            for table, k in zip(self.band_tables, band_keys, strict=True):
                table.add(k, index)
        return None, None, None

    @property
    def index_bytes(self) -> int:
        """Bytes held by the index arrays (not counting the caller's key strings)."""
        total = self.seen.nbytes
        if self.near:
            total += self.signatures.nbytes + sum(t.nbytes for t in self.band_tables)
        return total
