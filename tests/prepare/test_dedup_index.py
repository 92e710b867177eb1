"""The compact near-duplicate index decides as datasketch's MinHash + MinHashLSH would, in ~0.5 KB a document."""

from __future__ import annotations

import random

from datasketch import MinHash, MinHashLSH
from memory_dedup import Deduplicator, U64Table

from quilltune.prepare.dedup import shingle_hashes


def _corpus(n: int, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    vocab = [f"w{i}" for i in range(3000)]
    docs: list[str] = []
    for _ in range(n):
        if docs and rng.random() < 0.3:  # a near copy of an earlier document: a few words changed
            words = rng.choice(docs).split()
            for _ in range(rng.randrange(1, 8)):
                words[rng.randrange(len(words))] = rng.choice(vocab)
            docs.append(" ".join(words))
        else:
            docs.append(" ".join(rng.choices(vocab, k=rng.randrange(80, 300))))
    return docs


def _reference(docs: list[str], threshold: float, num_perm: int, seed: int) -> list[str | None]:
    lsh, kept, order, out = MinHashLSH(threshold=threshold, num_perm=num_perm), {}, {}, []
    for i, text in enumerate(docs):
        m = MinHash(num_perm=num_perm, seed=seed, hashfunc=lambda x: x)
        m.update_batch(shingle_hashes(text).tolist())
        matches = [c for c in lsh.query(m) if kept[c].jaccard(m) >= threshold]
        if matches:
            out.append(min(matches, key=order.__getitem__))
            continue
        key = f"d{i}"
        lsh.insert(key, m)
        kept[key], order[key] = m, len(order)
        out.append(None)
    return out


def test_same_near_duplicate_decisions_as_datasketch():
    docs = _corpus(600)
    dedup = Deduplicator(exact=False, near=True, threshold=0.85, num_perm=128, seed=3)
    ours = [dedup.check(f"d{i}", text)[1] for i, text in enumerate(docs)]
    reference = _reference(docs, 0.85, 128, 3)
    assert sum(r is not None for r in reference) > 50  # the corpus really has near-duplicates
    disagreements = sum(a != b for a, b in zip(ours, reference, strict=True))
    assert disagreements <= 1, disagreements  # only the documented 16-bit chance equality may differ


def test_the_index_costs_under_a_kilobyte_a_document():
    rng = random.Random(2)
    dedup = Deduplicator(exact=True, near=True, threshold=0.85, num_perm=128, seed=1)
    n = 20_000
    for i in range(n):
        dedup.check(f"d{i}", " ".join(f"w{rng.randrange(10**6)}" for _ in range(12)))
    # 8 band tables + the exact table (12 B a slot, at most 4 slots a key after doubling) and 256 B
    # of signature: 0.5-1 KB whatever the corpus size; datasketch's objects took ~5 KB.
    assert dedup.index_bytes / n < 1000, dedup.index_bytes / n


def test_exact_copy_of_a_near_duplicate_points_at_it():
    docs = _corpus(200, seed=1)
    near_copy = next(i for i, r in enumerate(_reference(docs, 0.85, 128, 1)) if r is not None)
    dedup = Deduplicator(exact=True, near=True, threshold=0.85, num_perm=128, seed=1)
    results = [dedup.check(f"d{i}", t) for i, t in enumerate(docs)]
    assert results[near_copy][0] == "near_duplicate"
    assert dedup.check("again", docs[near_copy].upper()) == ("duplicate", f"d{near_copy}", None)


def test_u64_table_keeps_every_value_of_a_key_and_survives_growth():
    table = U64Table(capacity=4)
    rng = random.Random(0)
    keys = [rng.getrandbits(64) for _ in range(5000)]
    for i, k in enumerate(keys):
        table.add(k, i)
    table.add(keys[7], 99_999)
    table.add(0, 5)  # key 0 is reserved internally and still works
    assert table.get(keys[7]) == [7, 99_999]
    assert all(table.get(k)[0] == i for i, k in enumerate(keys) if i != 7)
    assert table.get(12345) == [] and table.get(0) == [5]
    assert len(table.keys) >= 2 * table.size
