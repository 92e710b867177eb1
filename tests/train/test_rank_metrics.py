"""Per-step rank facts: GPU memory / utilisation (through a FAKE torch.cuda and a FAKE NVML handle,
the code under test being ours) and the slowest rank against the median; absent on a CPU run."""

from __future__ import annotations

import warnings

import pytest
import torch

from quilltune.train.rank_metrics import GpuProbe, RankMetrics


class FakeCuda:
    """A stand-in for torch.cuda: fixed byte counts, records the peak resets."""

    def __init__(self, allocated: int, reserved: int, peak: int) -> None:
        self.allocated, self.reserved, self.peak, self.resets = allocated, reserved, peak, 0

    def memory_allocated(self, device):
        return self.allocated

    def memory_reserved(self, device):
        return self.reserved

    def max_memory_allocated(self, device):
        return self.peak

    def reset_peak_memory_stats(self, device):
        self.resets += 1

    def current_device(self):
        return 0


class FakeNvml:
    """A stand-in for pynvml: one device whose utilisation is ``util`` percent."""

    def __init__(self, util: int) -> None:
        self.util, self.inited, self.index = util, False, None

    def nvmlInit(self):  # noqa: N802 -- pynvml's names
        self.inited = True

    def nvmlDeviceGetHandleByIndex(self, index):  # noqa: N802
        self.index = index
        return ("handle", index)

    def nvmlDeviceGetUtilizationRates(self, handle):  # noqa: N802
        assert handle == ("handle", self.index)
        return type("Rates", (), {"gpu": self.util, "memory": 10})()


class OneRank:
    rank, world_size = 0, 1

    def all_reduce_sum(self, t):
        return t


def test_fake_gpu_probe_reports_memory_and_nvml_utilisation():
    cuda, nvml = FakeCuda(3 * 2**30, 4 * 2**30, 5 * 2**30), FakeNvml(87)
    probe = GpuProbe(torch.device("cuda", 1), cuda=cuda, nvml=nvml)
    sample = probe.sample()
    assert nvml.inited and nvml.index == 1
    assert sample == {
        "gpu_memory_allocated_gib": 3.0,
        "gpu_memory_reserved_gib": 4.0,
        "gpu_memory_peak_gib": 5.0,
        "gpu_utilization_percent": 87.0,
    }
    assert cuda.resets == 1 and probe.run_peak_gib == 5.0  # per-step peaks; the run's peak is kept
    cuda.peak = 2 * 2**30
    probe.sample()
    assert probe.run_peak_gib == 5.0


def test_fake_gpu_fields_of_a_row_are_min_and_max_across_ranks():
    m = RankMetrics(OneRank(), GpuProbe(torch.device("cpu")))
    keys = ["step_seconds", "gpu_memory_peak_gib"]
    out = m.from_table(keys, [[1.0, 10.0], [1.1, 12.5], [0.9, 11.0]])
    assert out["gpu_memory_peak_gib_min"] == 10.0 and out["gpu_memory_peak_gib_max"] == 12.5
    assert out["slowest_rank"] == 1 and out["slowest_over_median"] == pytest.approx(1.1)


def test_a_rank_slower_than_1_2x_the_median_is_warned_once():
    m = RankMetrics(OneRank(), GpuProbe(torch.device("cpu")))
    with pytest.warns(UserWarning, match=r"rank 2 is slow.*1\.50x the median"):
        out = m.from_table(["step_seconds"], [[2.0], [2.0], [3.0], [1.9]])
    assert out["slowest_over_median"] == 1.5
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        m.from_table(["step_seconds"], [[2.0], [2.0], [3.0], [1.9]])  # not again


def test_cpu_rows_have_no_gpu_fields_and_one_rank_no_step_time_spread():
    probe = GpuProbe(torch.device("cpu"))
    assert probe.sample() == {} and probe.run_peak_gib is None
    assert RankMetrics(OneRank(), probe).fields(1.23) == {}


def test_cpu_run_summary_and_metrics_have_no_gpu_fields(tiny_llama_dir, tiny_data, tmp_path):
    from train_helpers import read_metrics, tiny_cfg

    from quilltune.train.api import train

    cfg = tiny_cfg(tiny_llama_dir, "train.method=lora", "train.max_steps=1", "train.micro_batch_size=2")
    summary = train(cfg, tmp_path / "run", data_dir=tiny_data, progress=False)
    steps, _ = read_metrics(tmp_path / "run")
    assert "peak_gpu_memory_gib_per_rank" not in summary and summary["peak_rss_mb_per_rank"]
    assert steps and not [k for k in steps[0] if k.startswith("gpu_")]
