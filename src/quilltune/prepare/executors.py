"""Where the parallel stages run: local worker processes, or a Ray cluster through Ray Data.

Both run the same top-level functions on the same picklable tasks and return results in task
order, so the output of a run does not depend on where it ran.
"""

from __future__ import annotations

import multiprocessing as mp
import pickle
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from quilltune.errors import ConfigError
from quilltune.prepare.lean import keep_torch_out


class LocalExecutor:
    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool = None

    def imap(self, fn: Callable[[Any], Any], tasks: Iterable[Any]) -> Iterator[Any]:
        if self.workers <= 1:
            yield from map(fn, tasks)
            return
        if self._pool is None:
            # spawn: the parent may hold tokenizer/torch threads that do not survive fork.
            self._pool = mp.get_context("spawn").Pool(self.workers, initializer=keep_torch_out)
        # Pool.imap submits every task at once and buffers all finished results until the caller
        # takes them: when workers outrun the (single) writer, the parent holds many files' records
        # and memory climbs past data.memory_budget_mb. A bounded window keeps the workers busy
        # with at most 2 results per worker waiting, in task order.
        window = 2 * self.workers
        pending: deque = deque()
        for task in tasks:
            pending.append(self._pool.apply_async(fn, (task,)))
            if len(pending) >= window:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool.join()
            self._pool = None


class _PickledCall:
    """Ray Data row mapper: runs ``fn`` on a pickled task, returns the pickled result."""

    def __init__(self, fn: Callable[[Any], Any]) -> None:
        self.fn = fn

    def __call__(self, row: dict) -> dict:
        return {"i": row["i"], "result": pickle.dumps(self.fn(pickle.loads(row["task"])))}


class RayExecutor:
    """Runs the parallel stages as Ray Data ``map`` jobs on a local or remote Ray cluster."""

    def __init__(self, workers: int, address: str | None) -> None:
        try:
            import ray
        except ImportError as e:
            raise ConfigError(
                "data.engine: ray needs the 'cluster' extra: pip install 'quilltune[cluster]'"
            ) from e
        self.ray = ray
        self.workers = workers
        self._started = False
        if not ray.is_initialized():
            ray.init(
                address=address,
                num_cpus=None if address else workers,
                include_dashboard=False,
                log_to_driver=False,
                configure_logging=False,
            )
            self._started = True

    def imap(self, fn: Callable[[Any], Any], tasks: Iterable[Any]) -> Iterator[Any]:
        import ray.data

        items = [{"i": i, "task": pickle.dumps(t)} for i, t in enumerate(tasks)]
        if not items:
            return
        ctx = ray.data.DataContext.get_current()
        ctx.execution_options.preserve_order = True
        ctx.enable_progress_bars = False
        ds = ray.data.from_items(items, override_num_blocks=len(items)).map(
            _PickledCall(fn), compute=ray.data.TaskPoolStrategy(size=self.workers), num_cpus=1
        )
        for row in ds.iter_rows():
            yield pickle.loads(row["result"])

    def close(self) -> None:
        if self._started:
            self.ray.shutdown()
            self._started = False


Executor = LocalExecutor | RayExecutor


def make_executor(engine: str, workers: int, address: str | None = None) -> Executor:
    return RayExecutor(workers, address) if engine == "ray" else LocalExecutor(workers)
