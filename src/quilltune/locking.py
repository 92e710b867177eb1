"""One writer per folder: ``FOLDER/.lock`` for run folders and prepared-data folders.

How it works, and why:
- The kernel lock (``fcntl.flock`` on the open lock file) is what decides. It is released by the
  kernel when the holder exits *in any way*, kill -9 included, so a crashed writer never blocks
  the next one and there is no pid-reuse guesswork on this host.
- The file's content (pid, host, process start time, command, when) is only the explanation a
  human reads: who holds the folder, or who held it and died without cleaning up.
- A lock file left by a *dead* process is stale: it is taken over with a warning that says which
  process left it. A lock written on *another host* cannot be checked from here (flock does not
  cross most network filesystems), so it is refused with the exact file to delete.

Use it as ``with FolderLock(run_dir): ...`` or ``acquire()`` / ``release()``.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import socket
import sys
import time
import warnings
from dataclasses import asdict, dataclass
from pathlib import Path

from quilltune.errors import LockedError

LOCK_NAME = ".lock"


@dataclass(frozen=True)
class LockInfo:
    """What a lock file records about its writer."""

    pid: int
    host: str
    started: float | None
    """Start time of the process (seconds since the epoch), to tell a reused pid from the writer."""
    acquired: float
    command: str

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(self.acquired))
        return f"pid {self.pid} on host {self.host} (`{self.command}`, locked since {when})"


def _process_start_time(pid: int) -> float | None:
    try:
        import psutil

        return psutil.Process(pid).create_time()
    except Exception:  # noqa: BLE001 -- no such process, or psutil cannot see it: start time unknown
        return None


def _current_info() -> LockInfo:
    pid = os.getpid()
    command = " ".join(os.path.basename(a) if i == 0 else a for i, a in enumerate(sys.argv))[:200]
    return LockInfo(
        pid=pid,
        host=socket.gethostname(),
        started=_process_start_time(pid),
        acquired=time.time(),
        command=command or "python",
    )


def read_lock(folder: Path, name: str = LOCK_NAME) -> LockInfo | None:
    """The recorded holder of ``folder``'s lock file, or None when there is none or it is unreadable."""
    try:
        raw = json.loads((Path(folder) / name).read_text(encoding="utf-8"))
        return LockInfo(
            pid=int(raw["pid"]),
            host=str(raw["host"]),
            started=raw.get("started"),
            acquired=float(raw.get("acquired", 0.0)),
            command=str(raw.get("command", "?")),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def holder_alive(info: LockInfo) -> bool:
    """Is the recorded writer still running? Only answerable for this host; a reused pid is not it."""
    if info.host != socket.gethostname():
        return True  # cannot tell: assume alive, the safe answer
    try:
        os.kill(info.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # exists, belongs to another user
    started = _process_start_time(info.pid)
    return not (info.started is not None and started is not None and abs(started - info.started) > 1.0)


class FolderLock:
    """Exclusive writer lock on a folder; raises :class:`LockedError` when another writer holds it."""

    def __init__(self, folder: Path, name: str = LOCK_NAME, what: str = "folder"):
        self.folder = Path(folder)
        self.path = self.folder / name
        self.what = what
        self._fd: int | None = None
        self.took_over: LockInfo | None = None
        """The dead writer whose stale lock this one replaced, if any (for logs and tests)."""

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> FolderLock:
        if self._fd is not None:
            return self
        self.folder.mkdir(parents=True, exist_ok=True)
        for _ in range(20):  # retried only if a releasing writer unlinks the file under us
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError as e:
                os.close(fd)
                if e.errno in (errno.EAGAIN, errno.EACCES):
                    raise self._refusal(read_lock(self.folder, self.path.name)) from None
                raise
            # The file we locked must still be the one at the path (a releasing writer unlinks it).
            try:
                same = os.fstat(fd).st_ino == os.stat(self.path).st_ino
            except FileNotFoundError:
                same = False
            if not same:
                os.close(fd)
                continue
            self._take_over_if_stale(fd)
            self._write_info(fd)
            self._fd = fd
            return self
        raise LockedError(f"could not lock {self.path}: other processes keep creating and removing it")

    def _refusal(self, info: LockInfo | None) -> LockedError:
        who = info.describe() if info else "another process (its lock file is still being written)"
        return LockedError(
            f"{self.what} {self.folder} is in use by {who}. Only one writer at a time: wait for it to "
            f"finish, stop it, or choose another output folder."
        )

    def _take_over_if_stale(self, fd: int) -> None:
        """We hold the kernel lock, so whoever wrote the file's content is gone or on another host."""
        content = os.pread(fd, 65536, 0)
        if not content.strip():
            return
        info = read_lock(self.folder, self.path.name)
        if info is None:
            warnings.warn(
                f"replacing an unreadable lock file {self.path} (no live writer holds it)", stacklevel=3
            )
            return
        if info.host != socket.gethostname():
            os.close(fd)
            raise LockedError(
                f"{self.what} {self.folder} is locked by {info.describe()}, another host, which cannot be "
                f"checked from here. If that writer is finished or dead, delete {self.path} and retry."
            )
        reason = (
            "is no longer running" if not holder_alive(info) else "no longer holds it (its pid was reused)"
        )
        self.took_over = info
        warnings.warn(
            f"taking over a stale lock on {self.folder}: it was left by {info.describe()}, which {reason} "
            "(it crashed or was killed); its partial output is checked before reuse",
            stacklevel=3,
        )

    def _write_info(self, fd: int) -> None:
        data = json.dumps(asdict(_current_info())).encode()
        os.ftruncate(fd, 0)
        os.pwrite(fd, data, 0)
        os.fsync(fd)

    def release(self) -> None:
        if self._fd is None:
            return
        # Unlink before unlocking: a waiter that opened the old file sees the inode change and retries.
        try:
            self.path.unlink(missing_ok=True)
        finally:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> FolderLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()
