"""Concurrency (issue #8 §5): one writer per folder; a dead writer's lock is detected and explained."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

from quilltune.errors import LockedError
from quilltune.locking import FolderLock, read_lock

HOLDER = """
import sys, time
from quilltune.locking import FolderLock
lock = FolderLock(sys.argv[1]).acquire()
print("held", flush=True)
time.sleep(120)
"""


def _start_holder(folder: Path) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "held"
    return proc


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_second_writer_is_refused_with_the_holder_named(tmp_path):
    holder = _start_holder(tmp_path)
    try:
        with pytest.raises(LockedError) as err:
            FolderLock(tmp_path, what="run folder").acquire()
        msg = str(err.value)
        assert f"pid {holder.pid}" in msg and socket.gethostname() in msg and str(tmp_path) in msg
        assert err.value.exit_code == 4
    finally:
        holder.kill()
        holder.wait()


def test_kill_9_holder_leaves_a_stale_lock_that_is_taken_over_and_explained(tmp_path):
    holder = _start_holder(tmp_path)
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    assert read_lock(tmp_path).pid == holder.pid  # the file survives a kill -9
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with FolderLock(tmp_path) as lock:
            assert lock.took_over is not None and lock.took_over.pid == holder.pid
            assert read_lock(tmp_path).pid == os.getpid()
    text = " ".join(str(w.message) for w in caught)
    assert f"pid {holder.pid}" in text and "no longer running" in text
    assert not (tmp_path / ".lock").exists()  # a clean release leaves nothing behind


def test_hand_written_stale_lock_from_dead_pid(tmp_path):
    pid = _dead_pid()
    (tmp_path / ".lock").write_text(json.dumps({"pid": pid, "host": socket.gethostname()}))
    with pytest.warns(UserWarning, match=f"pid {pid}.*no longer running"):
        lock = FolderLock(tmp_path).acquire()
    lock.release()


def test_lock_from_another_host_is_refused_with_the_file_to_delete(tmp_path):
    (tmp_path / ".lock").write_text(json.dumps({"pid": 4242, "host": "gpu-node-17", "acquired": time.time()}))
    with pytest.raises(LockedError, match=r"gpu-node-17.*delete .*\.lock"):
        FolderLock(tmp_path).acquire()
    assert (tmp_path / ".lock").exists()  # never deleted behind the other host's back


def test_same_process_second_lock_is_refused_and_release_allows_reuse(tmp_path):
    first = FolderLock(tmp_path).acquire()
    with pytest.raises(LockedError):
        FolderLock(tmp_path).acquire()
    first.release()
    FolderLock(tmp_path).acquire().release()


def test_many_racing_writers_exactly_one_wins(tmp_path):
    code = (
        "import sys, time\nfrom quilltune.locking import FolderLock\nfrom quilltune.errors import LockedError\n"
        "time.sleep(float(sys.argv[2]) - time.time())\n"
        "try:\n    l = FolderLock(sys.argv[1]).acquire(); print('won', flush=True); time.sleep(1.5)\n"
        "except LockedError:\n    print('refused')\n"
    )
    start = time.time() + 2.0
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(tmp_path), str(start)], stdout=subprocess.PIPE, text=True
        )
        for _ in range(6)
    ]
    outs = [p.communicate(timeout=60)[0].strip() for p in procs]
    assert sorted(outs) == ["refused"] * 5 + ["won"], outs


# ---- the trainer's own lock (quilltune.train.run_folder.RunLock), tested as it is used by train() ----


def test_train_run_lock_refuses_a_second_writer_and_takes_over_a_dead_one(tmp_path):
    from quilltune.train import run_folder

    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys,time\nfrom quilltune.train.run_folder import RunLock\nRunLock(sys.argv[1]).acquire()\n"
            "print('held', flush=True)\ntime.sleep(120)",
            str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout.readline().strip() == "held"
    try:
        with pytest.raises(LockedError, match=f"pid {holder.pid}"):
            run_folder.RunLock(tmp_path).acquire()
    finally:
        holder.kill()
        holder.wait()
    with pytest.warns(UserWarning, match="stale lock"):
        with run_folder.RunLock(tmp_path):
            pass


# ---- through the real CLI: a second writer on a locked run folder exits 4 and names the holder ----


def test_train_refuses_a_run_folder_held_by_a_live_writer(tmp_path):
    run = tmp_path / "run"
    holder = _start_holder(run)
    quilltune = Path(sys.executable).with_name("quilltune")
    env = dict(os.environ, HF_HUB_OFFLINE="1", OMP_NUM_THREADS="1")
    try:
        args = [
            "train",
            "smollm2-cpu-demo",
            "--out",
            str(run),
            "--data",
            str(tmp_path / "no-data"),
            "--no-progress",
        ]
        proc = subprocess.run([str(quilltune), *args], capture_output=True, text=True, timeout=300, env=env)
        assert proc.returncode == 4, (proc.returncode, proc.stderr[-2000:])
        assert "Traceback" not in proc.stderr and f"pid {holder.pid}" in proc.stderr, proc.stderr[-2000:]
    finally:
        holder.kill()
        holder.wait()
