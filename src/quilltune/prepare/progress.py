"""Rich progress bars and per-stage wall times for the prepare pipeline."""

from __future__ import annotations

import resource
import time
from collections.abc import Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


class StageReporter:
    """One progress bar per stage (disabled with ``enabled=False``) and a record of stage times."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.seconds: dict[str, float] = {}
        self.cpu_seconds: dict[str, float] = {}
        self.console = Console(stderr=True)
        self._progress: Progress | None = None

    def __enter__(self) -> StageReporter:
        if self.enabled:
            self._progress = Progress(
                TextColumn("[bold]{task.description:<10}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TimeRemainingColumn(),
                console=self.console,
                transient=False,
            )
            self._progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()

    @contextmanager
    def stage(self, name: str, total: int | None) -> Iterator[callable]:
        start, cpu_start = time.perf_counter(), _cpu()
        task = self._progress.add_task(name, total=total) if self._progress is not None else None

        def advance(n: int = 1) -> None:
            if task is not None:
                self._progress.advance(task, n)

        try:
            yield advance
        finally:
            if task is not None:
                self._progress.update(task, completed=total if total is not None else None)
            self.seconds[name] = self.seconds.get(name, 0.0) + time.perf_counter() - start
            self.cpu_seconds[name] = self.cpu_seconds.get(name, 0.0) + _cpu() - cpu_start


def _cpu() -> float:
    """CPU seconds of this process and its reaped children (local workers count once the pool closes)."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime
