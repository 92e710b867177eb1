"""Train/validation assignment by group (a document with its parts and near-duplicates)."""

from __future__ import annotations

import hashlib


def unit_hash(group_id: str, seed: int) -> float:
    digest = hashlib.blake2b(f"{seed}:{group_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64


def assign_splits(groups: list[str], val_ratio: float, seed: int) -> dict[str, str]:
    """Deterministic by (group, seed). With >= 2 groups, validation is never empty: the group with
    the smallest hash goes there when chance put none in it (small corpora)."""
    u = {g: unit_hash(g, seed) for g in dict.fromkeys(groups)}
    split = {g: ("validation" if v < val_ratio else "train") for g, v in u.items()}
    if len(u) >= 2 and "validation" not in split.values():
        split[min(u, key=u.__getitem__)] = "validation"
    if len(u) >= 2 and "train" not in split.values():
        split[max(u, key=u.__getitem__)] = "train"
    return split
