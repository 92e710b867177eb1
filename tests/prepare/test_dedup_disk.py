"""The on-disk dedup decides as the in-memory index does, and its memory does not grow per document."""

from __future__ import annotations

import random
import tracemalloc

from memory_dedup import Deduplicator
from test_dedup_index import _corpus

from quilltune.prepare import dedup_disk
from quilltune.prepare.dedup import normalized_hash
from quilltune.prepare.dedup_disk import DOCUMENT, NONE, DiskDeduplicator


def _disk_decisions(tmp_path, docs: list[str], parts: int, **kw) -> list[tuple[str | None, int | None]]:
    dd = DiskDeduplicator(tmp_path / "dd", **kw)
    bounds = [round(k * len(docs) / parts) for k in range(parts + 1)]
    for a, b in zip(bounds, bounds[1:], strict=False):
        dd.add_part((DOCUMENT, int(normalized_hash(t)[:16], 16), 0, 0, t) for t in docs[a:b])
    dd.resolve()
    out: list[tuple[str | None, int | None]] = []
    for p, (a, b) in enumerate(zip(bounds, bounds[1:], strict=False)):
        decided = dd.decisions(p)
        out += [(decided[r][0], decided[r][1]) if r in decided else (None, None) for r in range(b - a)]
    dd.close()
    assert not (tmp_path / "dd").exists()
    return out


def test_same_decisions_as_the_in_memory_index(tmp_path):
    docs = _corpus(600, seed=4)
    rng = random.Random(5)
    # exact copies (case and spacing changed) of earlier documents, near-duplicates among them
    docs += ["  " + docs[rng.randrange(len(docs))].upper() for _ in range(60)]
    mem = Deduplicator(exact=True, near=True, threshold=0.85, num_perm=128, seed=3)
    ref = []
    for i, t in enumerate(docs):
        kind, orig, _ = mem.check(f"d{i}", t)
        ref.append((kind, int(orig[1:]) if orig else None))
    ours = _disk_decisions(
        tmp_path, docs, parts=4, exact=True, near=True, threshold=0.85, num_perm=128, seed=3
    )
    assert sum(k == "near_duplicate" for k, _ in ref) > 50 and sum(k == "duplicate" for k, _ in ref) >= 50
    assert ours == ref


def test_exact_only_and_near_only(tmp_path):
    docs = _corpus(200, seed=6) + ["again " * 40, "AGAIN " * 40]
    for exact, near in ((True, False), (False, True)):
        mem = Deduplicator(exact=exact, near=near, threshold=0.85, num_perm=64, seed=1)
        ref = []
        for i, t in enumerate(docs):
            kind, orig, _ = mem.check(f"d{i}", t)
            ref.append((kind, int(orig[1:]) if orig else None))
        got = _disk_decisions(
            tmp_path / f"{exact}{near}",
            docs,
            parts=3,
            exact=exact,
            near=near,
            threshold=0.85,
            num_perm=64,
            seed=1,
        )
        assert got == ref and any(k for k, _ in got)


def _peak_bytes(tmp_path, n: int) -> int:
    rng = random.Random(n)
    tracemalloc.start()
    dd = DiskDeduplicator(tmp_path / f"dd{n}", exact=True, near=True, threshold=0.85, num_perm=128, seed=1)
    for _ in range(0, n, 500):
        texts = [" ".join(f"w{rng.randrange(10**6)}" for _ in range(12)) for _ in range(500)]
        dd.add_part(
            (DOCUMENT if i % 50 else NONE, int(normalized_hash(t)[:16], 16), 0, 0, t)
            for i, t in enumerate(texts)
        )
    dd.resolve()
    for p in range(n // 500):
        dd.decisions(p)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    dd.close()
    return peak


def test_memory_grows_by_a_few_bytes_a_document(tmp_path, monkeypatch):
    # Buffers, partitions and read chunks scaled down with the corpus, so that 2k and 8k documents both fill
    # them (at full size they are 4 MB: a 40k/160k-document run, benchmarks/NOTES.md).
    monkeypatch.setattr(dedup_disk, "PARTITION_BYTES", 16 << 10)
    monkeypatch.setattr(dedup_disk, "SPILL_BYTES", 16 << 10)
    monkeypatch.setattr(dedup_disk, "_CHUNK_ROWS", 256)
    small, large = _peak_bytes(tmp_path, 2_000), _peak_bytes(tmp_path, 8_000)
    per_doc = (large - small) / 6_000
    assert per_doc < 50, (small, large, per_doc)  # the bound: 0.05 KB a document


def test_streamed_splits_match_assign_splits():
    from prepare_helpers import assign_splits

    from quilltune.prepare.split import SplitStream

    cases = (
        (["a", "b", "a", "c", "c", "d"] * 3, 0.3),
        (["x", "y", "x"], 0.0),
        (["x", "y"], 1.0),
        (["solo"], 0.0),
        ([f"g{i}" for i in range(200)], 0.1),
    )
    for groups, ratio in cases:
        stream, got = SplitStream(ratio, 7), {}
        for g in groups:
            line = stream.add(g)
            if line is not None:
                got[line["group_id"]] = line["split"]
        for line in stream.overrides():
            got[line["group_id"]] = line["split"]  # the reader keeps a group's last line
        assert got == assign_splits(groups, ratio, 7), (groups, ratio)
