"""A throwaway Slurm cluster on this machine for tests: munged, slurmctld and N slurmd "nodes".

Debian's ``slurm-wlm`` + ``munge`` (22.05) run from a private folder: their own munge key and
socket, their own ``slurm.conf`` on free ports, state and spool folders inside the folder, no
cgroups (``proctrack/linuxproc``, ``task/none``), no accounting. Every node is a slurmd of its own
(``slurmd -N NAME``) on its own port at 127.0.0.1, so a two-node job really is two srun tasks on two
nodes as the controller sees it. Client commands find the cluster through ``SLURM_CONF`` in
``cluster.env``. ``slurm_cluster()`` stops everything it started, even when the test fails, and
skips with the daemons' log tails where the cluster cannot come up.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import pytest

BINARIES = ("munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "scancel", "sinfo")
INSTALL_HINT = "apt-get install -y slurm-wlm munge (Debian bookworm: slurm 22.05.8, munge 0.5.15)"
MEMORY_MARGIN_MB = 2048  # left to the OS: a node claiming more RealMemory than it has is drained


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _mem_total_mb() -> int:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemTotal:"):
            return int(line.split()[1]) // 1024
    raise RuntimeError("no MemTotal in /proc/meminfo")


def _tail(path: Path, lines: int = 15) -> str:
    try:
        text = path.read_text(errors="replace").splitlines()
        # Debian's slurmd tries its PMIx plugins at every start and step: noise, not the cause.
        return "\n".join([line for line in text if "pmix" not in line][-lines:])
    except OSError:
        return "(no log)"


@dataclass
class SlurmCluster:
    root: Path
    nodes: list[str]
    env: dict[str, str]
    daemons: list[subprocess.Popen] = field(default_factory=list)

    @property
    def conf(self) -> Path:
        return self.root / "slurm.conf"

    def run(self, *cmd: str, check: bool = True) -> str:
        """A client command (sbatch, squeue, scontrol, ...) against this cluster; its stdout."""
        done = subprocess.run(cmd, env=self.env, capture_output=True, text=True, timeout=60)
        if check and done.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} exited {done.returncode}: {done.stderr.strip()}")
        return done.stdout

    def submit(self, script: Path) -> str:
        return self.run("sbatch", "--parsable", str(script)).strip().split(";")[0]

    def job(self, job_id: str) -> dict[str, str]:
        """``scontrol show job`` as a dict (JobState, Restarts, ExitCode, ...); empty once it is gone."""
        out = self.run("scontrol", "show", "job", "-o", job_id, check=False)
        fields = {}
        for token in out.split():
            key, sep, value = token.partition("=")
            if sep:
                fields.setdefault(key, value)
        return fields

    def wait_for(self, job_id: str, states: set[str], timeout: float) -> dict[str, str]:
        deadline = time.time() + timeout
        while time.time() < deadline:
            info = self.job(job_id)
            if info.get("JobState") in states:
                return info
            time.sleep(1)
        raise AssertionError(
            f"job {job_id} not in {sorted(states)} after {timeout:.0f} s: {self.job(job_id)}"
        )

    def log_tails(self) -> str:
        logs = sorted(self.root.glob("*.log")) + sorted((self.root / "munge").glob("*.log"))
        return "\n".join(f"--- {p.name}\n{_tail(p)}" for p in logs)

    def node_log(self, node: str) -> str:
        return (self.root / f"slurmd-{node}.log").read_text(errors="replace")


def _write_conf(root: Path, nodes: list[str], user: str) -> None:
    cpus = max(1, (os.cpu_count() or 1) // len(nodes))
    memory = max(256, (_mem_total_mb() - MEMORY_MARGIN_MB) // len(nodes))
    node_lines = [
        f"NodeName={n} NodeAddr=127.0.0.1 Port={_free_port()} CPUs={cpus} RealMemory={memory} State=UNKNOWN"
        for n in nodes
    ]
    conf = f"""ClusterName=quilltune-test
SlurmctldHost=localhost
SlurmctldPort={_free_port()}
SlurmdPort={_free_port()}
SlurmUser={user}
SlurmdUser={user}
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket={root}/socket/munge.socket
StateSaveLocation={root}/state
SlurmdSpoolDir={root}/spool/%n
SlurmctldPidFile={root}/slurmctld.pid
SlurmdPidFile={root}/slurmd-%n.pid
SlurmctldLogFile={root}/slurmctld.log
SlurmdLogFile={root}/slurmd-%n.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
MpiDefault=none
ReturnToService=2
JobRequeue=1
KillWait=30
SlurmctldTimeout=30
SlurmdTimeout=30
{chr(10).join(node_lines)}
PartitionName=debug Nodes={",".join(nodes)} Default=YES MaxTime=INFINITE State=UP
"""
    (root / "slurm.conf").write_text(conf)


def _start(cluster: SlurmCluster, cmd: list[str], log: Path) -> None:
    with log.open("ab") as out:
        cluster.daemons.append(
            subprocess.Popen(
                cmd, env=cluster.env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        )


def _start_all(cluster: SlurmCluster) -> None:
    root = cluster.root
    munge = root / "munge"
    _start(
        cluster,
        [
            "munged",
            "--foreground",
            f"--key-file={munge / 'munge.key'}",
            f"--socket={root / 'socket' / 'munge.socket'}",
            f"--pid-file={munge / 'munged.pid'}",
            f"--log-file={munge / 'munged.log'}",
            f"--seed-file={munge / 'munged.seed'}",
        ],
        munge / "console.log",
    )
    _wait(lambda: (root / "socket" / "munge.socket").exists(), 20, "munged's socket")
    _start(cluster, ["slurmctld", "-D", "-f", str(cluster.conf)], root / "slurmctld.console.log")
    _wait(lambda: _responds(cluster), 30, "slurmctld to answer")
    for node in cluster.nodes:
        (root / "spool" / node).mkdir(parents=True, exist_ok=True)
        _start(cluster, ["slurmd", "-D", "-N", node, "-f", str(cluster.conf)], root / f"{node}.console.log")
    _wait(lambda: _all_idle(cluster), 60, "every node idle in sinfo")


def _responds(cluster: SlurmCluster) -> bool:
    _raise_if_a_daemon_died(cluster)
    return subprocess.run(["scontrol", "ping"], env=cluster.env, capture_output=True).returncode == 0


def _all_idle(cluster: SlurmCluster) -> bool:
    _raise_if_a_daemon_died(cluster)
    out = cluster.run("sinfo", "-h", "-N", "-o", "%N %T", check=False).split()
    states = dict(zip(out[::2], out[1::2], strict=False))
    return all(states.get(n) == "idle" for n in cluster.nodes)


def _raise_if_a_daemon_died(cluster: SlurmCluster) -> None:
    dead = [p for p in cluster.daemons if p.poll() is not None]
    if dead:
        raise RuntimeError(f"{dead[0].args[0]} exited with code {dead[0].returncode}")


def _wait(ready, timeout: float, what: str) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if ready():
            return
        time.sleep(0.5)
    raise RuntimeError(f"timed out after {timeout:.0f} s waiting for {what}")


def _ours(proc, conf: str) -> bool:
    """A process of this cluster: a slurmstepd or job task started with our SLURM_CONF."""
    import psutil

    with suppress(psutil.Error):
        return proc.environ().get("SLURM_CONF") == conf
    return False


def _stop_all(cluster: SlurmCluster) -> None:
    import psutil

    # Jobs first: slurmstepd outlives slurmd, so a running job would survive its node's daemon.
    with suppress(Exception):
        if cluster.daemons and cluster.daemons[0].poll() is None:
            jobs = cluster.run("squeue", "-h", "-o", "%i", check=False).split()
            if jobs:
                cluster.run("scancel", *jobs, check=False)
                with suppress(RuntimeError):
                    _wait(lambda: not cluster.run("squeue", "-h", check=False).strip(), 60, "jobs to end")
    for proc in reversed(cluster.daemons):  # slurmd, slurmctld, then munged
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
    for proc in reversed(cluster.daemons):
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
    # Whatever a cancelled job left behind (a step daemon or a rank that ignored SIGTERM), by pid.
    conf = str(cluster.conf)
    leftovers = [p for p in psutil.process_iter() if p.pid != os.getpid() and _ours(p, conf)]
    for p in leftovers:
        with suppress(psutil.Error):
            p.kill()
    psutil.wait_procs(leftovers, timeout=10)


@contextmanager
def slurm_cluster(nodes: int = 2) -> Iterator[SlurmCluster]:
    """Start the cluster, yield it, stop it; ``pytest.skip`` (with the logs) where it cannot start."""
    missing = [b for b in BINARIES if shutil.which(b) is None]
    if missing:
        pytest.skip(f"Slurm is not installed (no {', '.join(missing)}): {INSTALL_HINT}")
    # Under /tmp, not pytest's tmp_path: munged wants every folder above its socket searchable by
    # all, and a unix socket's path must stay under 108 bytes.
    root = Path(tempfile.mkdtemp(prefix="quilltune-slurm-", dir="/tmp"))
    root.chmod(0o755)
    for sub in ("state", "spool"):
        (root / sub).mkdir()
    (root / "socket").mkdir(mode=0o755)
    (root / "munge").mkdir(mode=0o700)
    key = root / "munge" / "munge.key"
    key.write_bytes(os.urandom(1024))
    key.chmod(0o400)
    import pwd

    user = pwd.getpwuid(os.getuid()).pw_name
    names = [f"qt{i + 1}" for i in range(nodes)]
    _write_conf(root, names, user)
    env = {**os.environ, "SLURM_CONF": str(root / "slurm.conf")}
    cluster = SlurmCluster(root=root, nodes=names, env=env)
    try:
        try:
            _start_all(cluster)
        except (RuntimeError, OSError) as e:
            reason = f"a one-machine Slurm did not start as user {user}: {e}\n{cluster.log_tails()}"
            print(reason)
            pytest.skip(reason)
        yield cluster
    finally:
        _stop_all(cluster)
        shutil.rmtree(root, ignore_errors=True)
