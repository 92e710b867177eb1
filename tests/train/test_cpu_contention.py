"""A CPU run measures how many cores other processes took during each step, and warns when its
threads found fewer free cores than they need (torch's threads then wait for each other at every
operation and steps take several times longer than planned)."""

from __future__ import annotations

import subprocess
import sys
import time
import warnings

from quilltune.plan.hardware import busy_cpu_seconds, others_cores
from quilltune.train.meter import CONTENTION_STEPS, StepMeter, contention_warning

TINY = {
    "hidden_size": 64,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "intermediate_size": 128,
    "vocab_size": 256,
}


def _meter(device: str) -> StepMeter:
    return StepMeter(
        model_config=TINY,
        method="lora",
        seq_len=64,
        device=device,
        dtype="bf16",
        world_size=1,
        total_steps=10,
        price_per_gpu_hour=None,
    )


def test_a_spinning_neighbour_shows_as_about_one_core():
    spin = "import time\nend = time.perf_counter() + 1.5\nwhile time.perf_counter() < end: pass"
    neighbour = subprocess.Popen([sys.executable, "-c", spin])
    try:
        time.sleep(0.3)  # past its start-up
        c0, b0, w0 = time.process_time(), busy_cpu_seconds(), time.perf_counter()
        time.sleep(0.8)  # this process idles; the neighbour keeps one core busy
        taken = others_cores(busy_cpu_seconds() - b0, time.process_time() - c0, time.perf_counter() - w0)
    finally:
        neighbour.wait(timeout=30)
    assert 0.7 < taken < 3.0  # one busy core, plus whatever else the machine runs now


def test_warning_only_when_the_threads_lack_free_cores():
    message = contention_warning([1.0, 1.2], threads=2, cpus=2)
    assert message and "1.1 of this machine's 2 cores" in message and "OMP_NUM_THREADS" in message
    assert contention_warning([0.1, 0.2], threads=2, cpus=2) is None  # 1.85 cores free for 2 threads
    assert contention_warning([3.0, 3.0], threads=2, cpus=16) is None  # plenty of cores left
    assert contention_warning([1.0, 1.0], threads=1, cpus=2) is None  # one thread waits on nobody
    assert contention_warning([], threads=2, cpus=2) is None


def test_meter_warns_once_after_its_first_steps_and_never_on_a_gpu():
    meter = _meter("cpu")
    meter.threads, meter.cpus = 2, 2  # as on a 2-core machine, whatever this one has
    warned = []
    for step in range(1, 5):
        meter.start_step()
        time.sleep(0.05)
        meter.row(step=step, step_tokens=100, step_seconds=0.05, total_tokens=100 * step)
        meter.others[-1] = 1.5  # as if a neighbour had kept 1.5 cores busy during the step
        warned.append(meter.contention_warning())
    assert [w is not None for w in warned] == [step == max(CONTENTION_STEPS) for step in range(1, 5)]
    assert meter.median_others_cores() == 1.5

    with warnings.catch_warnings():  # a CPU-only torch has no CUDA peak to read MFU against
        warnings.simplefilter("ignore")
        gpu = _meter("cuda")
    gpu.start_step()
    row = gpu.row(step=1, step_tokens=100, step_seconds=0.1, total_tokens=100)
    assert row["cpu_others_cores"] is None and gpu.median_others_cores() is None
    assert gpu.contention_warning() is None
