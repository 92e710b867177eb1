"""Train/validation assignment by group (a document with its parts and near-duplicates)."""

from __future__ import annotations

import hashlib


def unit_hash(group_id: str, seed: int) -> float:
    digest = hashlib.blake2b(f"{seed}:{group_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64


class SplitStream:
    """Train/validation for groups that arrive one at a time, without a map of every group: each
    group's split is a function of its hash, written as it comes (a repeat is written again, with
    the same split). With >= 2 groups neither split is left empty (small corpora): that rule is
    appended at the end as an override line (the reader keeps a group's last line)."""

    def __init__(self, val_ratio: float, seed: int) -> None:
        self.val_ratio, self.seed = val_ratio, seed
        self.lowest = self.highest = None  # (hash, group), the first of ties as min()/max() would pick
        self.first: str | None = None
        self.several = self.any_validation = self.any_train = False
        self.last: str | None = None

    def add(self, group: str) -> dict | None:
        """The line to write for ``group``, or None when it repeats the previous one."""
        if group == self.last:
            return None
        self.last = group
        v = unit_hash(group, self.seed)
        split = "validation" if v < self.val_ratio else "train"
        self.any_validation |= split == "validation"
        self.any_train |= split == "train"
        if self.first is None:
            self.first = group
        elif group != self.first:
            self.several = True
        if self.lowest is None or v < self.lowest[0]:
            self.lowest = (v, group)
        if self.highest is None or v > self.highest[0]:
            self.highest = (v, group)
        return {"group_id": group, "split": split}

    def overrides(self) -> list[dict]:
        if self.several and not self.any_validation:
            return [{"group_id": self.lowest[1], "split": "validation"}]
        if self.several and not self.any_train:
            return [{"group_id": self.highest[1], "split": "train"}]
        return []

    def summary(self) -> dict:
        """What :meth:`absorb` needs to continue from this stream (a part's, in a worker)."""
        return {
            "first": self.first,
            "several": self.several,
            "any_validation": self.any_validation,
            "any_train": self.any_train,
            "lowest": self.lowest,
            "highest": self.highest,
        }

    def absorb(self, s: dict) -> None:
        """Continue with the groups of a later stream (parts in order), as if they had been added
        here: the first of ties stays, as with one stream (a repeated group changes nothing)."""
        if s["first"] is None:
            return
        if self.first is None:
            self.first = s["first"]
        elif s["first"] != self.first:
            self.several = True
        self.several |= s["several"]
        self.any_validation |= s["any_validation"]
        self.any_train |= s["any_train"]
        if self.lowest is None or s["lowest"][0] < self.lowest[0]:
            self.lowest = tuple(s["lowest"])
        if self.highest is None or s["highest"][0] > self.highest[0]:
            self.highest = tuple(s["highest"])
