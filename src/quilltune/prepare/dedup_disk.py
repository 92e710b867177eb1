"""Exact and near-duplicate detection on disk: the decisions of the in-memory reference index
(``tests/prepare/memory_dedup.py``), in memory that does not grow with the corpus (one byte a row).

Rows are numbered in staged order (0..N-1) and added part by part. Four steps, each reading and
writing files in ``folder``:

1. ``add``: per row, its exact key, file and namespace (``rows.bin``), the low 16 bits of its MinHash
   signature (``sig.bin``) and its LSH band keys (``bands.bin``), fixed width, in row order.
2. exact (``resolve``): ``(namespace, key, row)`` hash-partitioned into files small enough to sort in
   memory; in each, the first row of a key is the original and every later one its duplicate.
3. near (``resolve``): the band keys of the documents that are not exact duplicates, hash-partitioned;
   rows sharing a ``(band, key)`` bucket are candidates, confirmed with the estimated Jaccard (their
   signatures read back with ``pread``, never mapped: mapped pages would count as resident), and the
   confirmed pairs ``(i < j)`` written to a file per part of ``j``.
4. ``decisions(part)``: parts in order, rows ascending; ``j`` is a near-duplicate of the smallest
   ``i`` among its pairs that is still registered (kept and not itself a near-duplicate). That is the
   in-memory index's rule (a document is checked against the registered ones before it), so the
   decisions are the same. The one array held for the whole corpus is that registered flag.

A bucket of ``m`` rows costs ``m^2/2`` signature comparisons (the in-memory index compares each row
with the registered rows of its buckets only): a huge cluster of near-identical documents is slower
here, never larger.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from quilltune.prepare.dedup import MinHasher

ROW = np.dtype([("key", "<u8"), ("file", "<i4"), ("part", "<i4"), ("ns", "u1")])
"""One row: its exact key, the index of its file, the part of the file it came from, its namespace."""
NONE, DOCUMENT, RECORD = 0, 1, 2  # namespaces: not deduplicated (too short), documents, records
_ENTRY = np.dtype([("ns", "u1"), ("key", "<u8"), ("row", "<i8")])
_BAND = np.dtype([("band", "<u2"), ("key", "<u8"), ("row", "<i8")])
_EDGE = np.dtype([("j", "<i8"), ("i", "<i8")])
_REGISTERED, _NEAR = 1, 2
PARTITION_BYTES = 4 << 20  # a partition file, sorted in memory
SPILL_BYTES = 4 << 20  # rows waiting to be appended to partition files
_CHUNK_ROWS = 1 << 14  # rows read at a time from the row files
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def _partition_count(entries: int, itemsize: int) -> int:
    return 1 << max(0, int(np.ceil(np.log2(max(1.0, entries * itemsize / PARTITION_BYTES)))))


class _Spill:
    """Arrays appended to numbered files, buffered so that only ``limit`` bytes wait in memory."""

    def __init__(self, folder: Path, prefix: str) -> None:
        self.folder, self.prefix, self.limit = folder, prefix, SPILL_BYTES
        self.pending: dict[int, list[np.ndarray]] = {}
        self.size = 0
        folder.mkdir(parents=True, exist_ok=True)

    def path(self, n: int) -> Path:
        return self.folder / f"{self.prefix}-{n:05d}.bin"

    def add(self, n: int, arr: np.ndarray) -> None:
        if arr.size:
            self.pending.setdefault(n, []).append(arr)
            self.size += arr.nbytes
            if self.size >= self.limit:
                self.flush()

    def add_by(self, target: np.ndarray, arr: np.ndarray) -> None:
        """Append ``arr[k]`` to file ``target[k]`` for every k."""
        if not target.size:
            return
        order = np.argsort(target, kind="stable")
        target, arr = target[order], arr[order]
        cuts = np.flatnonzero(np.diff(target)) + 1
        for t, piece in zip(target[np.r_[0, cuts]].tolist(), np.split(arr, cuts), strict=True):
            self.add(t, piece)

    def flush(self) -> None:
        for n, arrs in self.pending.items():
            with open(self.path(n), "ab") as fh:
                for a in arrs:
                    a.tofile(fh)
        self.pending.clear()
        self.size = 0

    def read(self, n: int, dtype: np.dtype) -> np.ndarray:
        p = self.path(n)
        return np.fromfile(p, dtype=dtype) if p.exists() else np.zeros(0, dtype=dtype)


ROW_FILES = ("rows.bin", "sig.bin", "bands.bin")


def part_row_paths(folder: Path, part: int) -> dict[str, Path]:
    """Where a worker writes one part's rows for :meth:`DiskDeduplicator.add_part_files`."""
    return {n: Path(folder) / "parts" / f"{part:05d}.{n}" for n in ROW_FILES}


def write_part_rows(
    rows: Iterator[tuple[int, int, int, int, str | None]],
    hasher: MinHasher | None,
    num_perm: int,
    paths: dict,
) -> int:
    """A worker's half of :meth:`DiskDeduplicator.add_part`: the same bytes, in the part's own files
    (written under temporary names and renamed, so a killed worker leaves no torn part)."""
    Path(paths["rows.bin"]).parent.mkdir(parents=True, exist_ok=True)
    tmp = {n: Path(f"{p}.tmp") for n, p in paths.items()}
    files = {n: open(t, "wb") for n, t in tmp.items()}
    try:
        count = write_rows(rows, hasher, num_perm, files)
    finally:
        for fh in files.values():
            fh.close()
    for n, t in tmp.items():
        os.replace(t, paths[n])
    return count


def write_rows(
    rows: Iterator[tuple[int, int, int, int, str | None]],
    hasher: MinHasher | None,
    num_perm: int,
    files: dict,
) -> int:
    """Rows to the three fixed-width files (``ROW``; low 16 bits of the signature; band keys)."""
    meta, sigs, bands = [], [], []
    n_bands = hasher.bands if hasher else 0
    zero_sig, zero_bands = np.zeros(num_perm, np.uint16), np.zeros(n_bands, np.uint64)
    count = 0

    def flush() -> None:
        np.array(meta, dtype=ROW).tofile(files["rows.bin"])
        if hasher is not None and meta:
            np.stack(sigs).tofile(files["sig.bin"])
            np.stack(bands).tofile(files["bands.bin"])
        meta.clear(), sigs.clear(), bands.clear()

    for ns, key, file, part, text in rows:
        meta.append((key, file, part, ns))
        count += 1
        if hasher is not None:
            if ns == DOCUMENT and text is not None:
                sig = hasher.minhash(text)
                sigs.append(sig.astype(np.uint16))
                bands.append(hasher.band_keys(sig))
            else:
                sigs.append(zero_sig)
                bands.append(zero_bands)
        if len(meta) >= _CHUNK_ROWS:
            flush()
    flush()
    return count


class DiskDeduplicator:
    """Feed every part's rows with :meth:`add_part`, call :meth:`resolve`, then read each part's
    :meth:`decisions` in part order."""

    def __init__(
        self, folder: Path, exact: bool, near: bool, threshold: float, num_perm: int, seed: int = 1
    ) -> None:
        self.folder = Path(folder)
        shutil.rmtree(self.folder, ignore_errors=True)  # a half-built index from an interrupted run
        self.folder.mkdir(parents=True)
        self.exact, self.near, self.threshold, self.num_perm = exact, near, threshold, num_perm
        self.hasher = MinHasher(threshold, num_perm, seed) if near else None
        self.offsets = [0]  # first row of each part, and the row count at the end
        self._files = {n: open(self.folder / n, "wb") for n in ROW_FILES}
        self.state: np.ndarray | None = None
        self._read_fd: dict[str, int] = {}

    # 1. rows -------------------------------------------------------------------------------------
    def add_part(self, rows: Iterator[tuple[int, int, int, int, str | None]]) -> None:
        """``(namespace, key, file, part, text)`` per row; ``text`` for the documents near dedup sees.
        Written ``_CHUNK_ROWS`` at a time, so a large part is never held whole."""
        count = write_rows(rows, self.hasher, self.num_perm, self._files)
        self.offsets.append(self.offsets[-1] + count)

    def add_part_files(self, paths: dict[str, Path]) -> None:
        """A part's rows written elsewhere (by a worker, :func:`write_part_rows`): appended in part
        order, byte for byte, and the part's files removed."""
        for name, fh in self._files.items():
            with open(paths[name], "rb") as src:
                shutil.copyfileobj(src, fh, 1 << 20)
            Path(paths[name]).unlink()
        self.offsets.append(self._files["rows.bin"].tell() // ROW.itemsize)

    @property
    def total_rows(self) -> int:
        return self.offsets[-1]

    def _chunks(self, name: str, dtype: np.dtype, width: int = 1) -> Iterator[tuple[int, np.ndarray]]:
        with open(self.folder / name, "rb") as fh:
            start = 0
            while True:
                arr = np.fromfile(fh, dtype=dtype, count=_CHUNK_ROWS * width)
                if not arr.size:
                    return
                yield start, (arr.reshape(-1, width) if width > 1 else arr)
                start += arr.size // width

    def _part_of(self, rows: np.ndarray) -> np.ndarray:
        return np.searchsorted(np.asarray(self.offsets), rows, side="right") - 1

    # 2-3. resolve -------------------------------------------------------------------------------
    def resolve(self) -> None:
        for fh in self._files.values():
            fh.close()
        n = self.total_rows
        self.state = np.zeros(n, dtype=np.uint8)
        if self.near:
            for start, meta in self._chunks("rows.bin", ROW):
                self.state[start : start + meta.size][meta["ns"] == DOCUMENT] = _REGISTERED
        self._exact_dups = _Spill(self.folder, "exact")
        if self.exact:
            self._resolve_exact(n)
        self._edges = _Spill(self.folder, "edges")
        if self.near:
            self._resolve_near(n)

    def _resolve_exact(self, n: int) -> None:
        parts = _partition_count(n, _ENTRY.itemsize)
        spill = _Spill(self.folder / "exact-keys", "p")
        for start, meta in self._chunks("rows.bin", ROW):
            use = np.flatnonzero(meta["ns"] != NONE)
            entries = np.zeros(use.size, dtype=_ENTRY)
            entries["ns"], entries["key"], entries["row"] = meta["ns"][use], meta["key"][use], start + use
            with np.errstate(over="ignore"):
                target = ((entries["key"] * _GOLDEN) >> np.uint64(40)).astype(np.int64) % parts
            spill.add_by(target, entries)
        spill.flush()
        for p in range(parts):
            e = spill.read(p, _ENTRY)
            if not e.size:
                continue
            e = e[np.lexsort((e["row"], e["key"], e["ns"]))]
            first = np.r_[True, (e["key"][1:] != e["key"][:-1]) | (e["ns"][1:] != e["ns"][:-1])]
            orig = e["row"][np.maximum.accumulate(np.where(first, np.arange(e.size), 0))]
            dups = np.zeros(int((~first).sum()), dtype=_EDGE)
            dups["j"], dups["i"] = e["row"][~first], orig[~first]
            self.state[dups["j"]] = 0  # an exact duplicate is never a near-dedup candidate
            self._exact_dups.add_by(self._part_of(dups["j"]), dups)
            spill.path(p).unlink(missing_ok=True)
        self._exact_dups.flush()

    def _resolve_near(self, n: int) -> None:
        n_bands = self.hasher.bands
        parts = _partition_count(int(np.count_nonzero(self.state)) * n_bands, _BAND.itemsize)
        spill = _Spill(self.folder / "band-keys", "p")
        for start, keys in self._chunks("bands.bin", np.uint64, n_bands):
            rows = np.flatnonzero(self.state[start : start + keys.shape[0]] == _REGISTERED)
            entries = np.zeros((rows.size, n_bands), dtype=_BAND)
            entries["band"] = np.arange(n_bands, dtype=np.uint16)[None, :]
            entries["key"] = keys[rows]
            entries["row"] = (start + rows)[:, None]
            entries = entries.reshape(-1)
            with np.errstate(over="ignore"):
                mixed = (entries["key"] + entries["band"].astype(np.uint64)) * _GOLDEN
            spill.add_by((mixed >> np.uint64(40)).astype(np.int64) % parts, entries)
        spill.flush()
        for p in range(parts):
            e = spill.read(p, _BAND)
            if e.size:
                e = e[np.lexsort((e["row"], e["key"], e["band"]))]
                same = (e["key"][1:] == e["key"][:-1]) & (e["band"][1:] == e["band"][:-1])
                starts = np.flatnonzero(np.r_[True, ~same])
                sizes = np.diff(np.r_[starts, e.size])
                for s, m in zip(starts[sizes > 1].tolist(), sizes[sizes > 1].tolist(), strict=True):
                    self._confirm(e["row"][s : s + m])
            spill.path(p).unlink(missing_ok=True)
        self._edges.flush()

    def _signatures(self, rows: np.ndarray) -> np.ndarray:
        fd = self._read_fd.get("sig.bin")
        if fd is None:
            fd = self._read_fd["sig.bin"] = os.open(self.folder / "sig.bin", os.O_RDONLY)
        width = 2 * self.num_perm
        return np.stack([np.frombuffer(os.pread(fd, width, int(r) * width), dtype=np.uint16) for r in rows])

    def _confirm(self, rows: np.ndarray) -> None:
        """Pairs of one bucket (rows ascending) whose estimated Jaccard reaches the threshold."""
        sigs = self._signatures(rows)
        need = self.threshold * self.num_perm
        block = max(1, (16 << 20) // max(1, len(rows) * self.num_perm))
        for b in range(1, len(rows), block):
            later = sigs[b : b + block]
            same = (later[:, None, :] == sigs[None, :, :]).sum(axis=2)
            jj, ii = np.nonzero(
                (same >= need) & (np.arange(len(rows))[None, :] < np.arange(b, b + len(later))[:, None])
            )
            if jj.size:
                edges = np.zeros(jj.size, dtype=_EDGE)
                edges["j"], edges["i"] = rows[b + jj], rows[ii]
                self._edges.add_by(self._part_of(edges["j"]), edges)

    # 4. decisions ---------------------------------------------------------------------------------
    def decisions(self, part: int) -> dict[int, tuple[str, int]]:
        """Row offset within ``part`` -> (``duplicate`` | ``near_duplicate``, original row), for the
        part's duplicates only. Parts must be read in order (near decisions build on earlier ones)."""
        out: dict[int, tuple[str, int]] = {}
        start = self.offsets[part]
        exact = self._exact_dups.read(part, _EDGE)
        for j, i in zip(exact["j"].tolist(), exact["i"].tolist(), strict=True):
            out[j - start] = ("duplicate", i)
        edges = self._edges.read(part, _EDGE)
        if edges.size:
            edges = edges[np.lexsort((edges["i"], edges["j"]))]
            cuts = np.flatnonzero(np.diff(edges["j"])) + 1
            for group in np.split(edges, cuts):
                j = int(group["j"][0])
                live = group["i"][self.state[group["i"]] == _REGISTERED]
                if live.size:
                    self.state[j] = _NEAR
                    out[j - start] = ("near_duplicate", int(live.min()))
        return out

    def row(self, index: int) -> np.void:
        """The stored row ``index`` (a ``ROW`` record), read from disk."""
        fd = self._read_fd.get("rows.bin")
        if fd is None:
            fd = self._read_fd["rows.bin"] = os.open(self.folder / "rows.bin", os.O_RDONLY)
        return np.frombuffer(os.pread(fd, ROW.itemsize, index * ROW.itemsize), dtype=ROW)[0]

    def is_near_duplicate(self, index: int) -> bool:
        """Whether row ``index`` is a near-duplicate: known once its part's decisions were read."""
        return bool(self.state[index] == _NEAR)

    def close(self, remove: bool = True) -> None:
        for fh in self._files.values():
            fh.close()
        for fd in self._read_fd.values():
            os.close(fd)
        self._read_fd.clear()
        if remove:
            shutil.rmtree(self.folder, ignore_errors=True)
