"""Find input files: folders recursively, globs, single files — every entry accounted for.

Symlinks inside an input folder are followed, but a folder is entered once (a cycle is reported,
never followed) and a file reached twice (two inputs, or a link to it) is reported as a duplicate of
the first path. A link that leads OUTSIDE its input folder (e.g. to ~/.ssh/id_rsa) is skipped with
reason ``link_outside_input`` unless ``follow_external_links`` is set: a client corpus must not pull
unrelated files into training data.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from quilltune.errors import InputError

BUILTIN_SAMPLE = "builtin:sample-legal"
_SKIP_DIRS = {".git", ".hg", ".svn", "__pycache__", ".ipynb_checkpoints"}


@dataclass
class Entry:
    path: str
    """Path relative to its input root, POSIX separators."""
    input: str
    """The input argument the entry was found under."""
    abspath: str = ""
    status: str | None = None
    """None: to be read; otherwise already decided (skipped / duplicate)."""
    reason: str | None = None
    duplicate_of: str | None = None
    size: int = 0
    mtime_ns: int = 0
    extra: dict = field(default_factory=dict)


def display_path(path: str) -> str:
    """A path as valid Unicode: undecodable filename bytes become backslash escapes (\\xff), so
    JSON and Parquet can always store it; the real path is kept separately for reading."""
    try:
        return path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:
        # A lone surrogate outside surrogateescape's range (a "\\ud800" spelled in a config's input
        # list): no filesystem byte behind it, so it becomes U+FFFD, like one inside a JSON record.
        fixed = "".join(
            "\ufffd" if 0xD800 <= ord(c) <= 0xDFFF and not 0xDC80 <= ord(c) <= 0xDCFF else c for c in path
        )
        return fixed.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def resolve_builtin(spec: str) -> str:
    if spec != BUILTIN_SAMPLE:
        return spec
    from quilltune.samples import sample_corpus_dir

    return str(sample_corpus_dir())


def _is_under(path: str, root_real: str) -> bool:
    real = os.path.realpath(path)
    return real == root_real or real.startswith(root_real.rstrip(os.sep) + os.sep)


class _Walker:
    def __init__(self, follow_external_links: bool = False) -> None:
        self.seen_dirs: set[tuple[int, int]] = set()
        self.seen_files: dict[tuple[int, int], str] = {}
        self.follow_external = follow_external_links

    def outside(self, path: str, root_real: str | None) -> bool:
        return root_real is not None and not self.follow_external and not _is_under(path, root_real)

    def file_entry(self, abspath: str, rel: str, spec: str, root_real: str | None = None) -> Entry:
        try:
            st = os.stat(abspath)
        except OSError:
            return Entry(rel, spec, abspath, "skipped", "broken_symlink")
        if self.outside(abspath, root_real):
            return Entry(
                rel, spec, abspath, "skipped", "link_outside_input", None, st.st_size, st.st_mtime_ns
            )
        key = (st.st_dev, st.st_ino)
        if key in self.seen_files:
            return Entry(
                rel, spec, abspath, "duplicate", "same_file", self.seen_files[key], st.st_size, st.st_mtime_ns
            )
        self.seen_files[key] = f"{spec}:{rel}" if rel else spec
        return Entry(rel, spec, abspath, None, None, None, st.st_size, st.st_mtime_ns)

    def walk(
        self, directory: str, root: str, spec: str, ancestors: frozenset, root_real: str | None = None
    ) -> Iterator[Entry]:
        root_real = root_real if root_real is not None else os.path.realpath(root)
        try:
            names = sorted(os.listdir(directory))
        except OSError:
            yield Entry(os.path.relpath(directory, root), spec, directory, "skipped", "unreadable_directory")
            return
        for name in names:
            full = os.path.join(directory, name)
            rel = display_path(Path(os.path.relpath(full, root)).as_posix())
            try:
                st = os.stat(full)
            except OSError:
                yield Entry(rel, spec, full, "skipped", "broken_symlink")
                continue
            if os.path.isdir(full):
                key = (st.st_dev, st.st_ino)
                if name in _SKIP_DIRS:
                    yield Entry(rel + "/", spec, full, "skipped", "ignored_directory")
                elif self.outside(full, root_real) and key not in ancestors:
                    yield Entry(rel + "/", spec, full, "skipped", "link_outside_input")
                elif key in ancestors:
                    yield Entry(rel + "/", spec, full, "skipped", "symlink_cycle")
                elif key in self.seen_dirs:
                    yield Entry(rel + "/", spec, full, "skipped", "directory_already_visited")
                else:
                    self.seen_dirs.add(key)
                    yield from self.walk(full, root, spec, ancestors | {key}, root_real)
            elif os.path.isfile(full):
                yield self.file_entry(full, rel, spec, root_real)
            else:
                yield Entry(rel, spec, full, "skipped", "not_a_regular_file")


def discover(inputs: list[str], follow_external_links: bool = False) -> Iterator[Entry]:
    """Yield one Entry per discovered path, in a deterministic order."""
    walker = _Walker(follow_external_links)
    for spec in inputs:
        target = resolve_builtin(spec)
        if os.path.isdir(target):
            st = os.stat(target)
            key = (st.st_dev, st.st_ino)
            if key in walker.seen_dirs:
                yield Entry("", spec, target, "skipped", "directory_already_visited")
                continue
            walker.seen_dirs.add(key)
            yield from walker.walk(target, target, spec, frozenset({key}))
        elif os.path.isfile(target):
            yield walker.file_entry(target, display_path(os.path.basename(target)), spec)
        elif glob.has_magic(target):
            matches = sorted(glob.glob(target, recursive=True))
            if not matches:
                raise InputError(
                    f"input glob '{spec}' matched nothing; check the pattern (use ** for subfolders)"
                )
            base = target[: min(target.find(c) for c in "*?[" if c in target)]
            root = base if base.endswith(os.sep) else os.path.dirname(base)
            root_real = os.path.realpath(root or ".")
            for m in matches:
                rel = display_path(Path(os.path.relpath(m, root or ".")).as_posix())
                if os.path.isdir(m):
                    if walker.outside(m, root_real):
                        yield Entry(rel + "/", spec, m, "skipped", "link_outside_input")
                        continue
                    st = os.stat(m)
                    if (st.st_dev, st.st_ino) not in walker.seen_dirs:
                        walker.seen_dirs.add((st.st_dev, st.st_ino))
                        yield from walker.walk(
                            m, root or ".", spec, frozenset({(st.st_dev, st.st_ino)}), root_real
                        )
                    continue
                yield walker.file_entry(m, rel, spec, root_real)
        else:
            raise InputError(f"input '{spec}' does not exist (not a file, folder or glob)")
