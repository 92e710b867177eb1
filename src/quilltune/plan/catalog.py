"""The GPU and provider catalog: a YAML file shipped with the package, plus the user's overrides."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from quilltune.errors import ConfigError, InputError

BUILTIN = Path(__file__).with_name("catalog.yaml")


@dataclass(frozen=True)
class GpuType:
    name: str
    memory_gib: float
    dense_bf16_tflops: float
    intra_node_gbps: float
    inter_node_gbps: float
    source: str
    memory_tbps: float = 2.0
    """HBM/GDDR bandwidth in TB/s (datasheet): what bandwidth-bound kernels run at."""
    family: str = ""
    """Architecture (hopper, ampere, ada, blackwell, cdna3): the throughput model's efficiency class."""


@dataclass(frozen=True)
class Offer:
    """One provider's price for one GPU type, normalised to $ per GPU-hour for each tier."""

    provider: str
    gpu: str
    instance: str
    gpus_per_node: int
    price_per_gpu_hour: dict[str, float]
    as_of: str
    source: str
    egress_per_gb: float = 0.0
    storage_per_gb_month: float = 0.0
    extras: dict[str, Any] = field(default_factory=dict)

    @property
    def cheapest_tier(self) -> str:
        """On-demand when offered (what a one-off run can rely on), else the cheapest listed tier."""
        if "on_demand" in self.price_per_gpu_hour:
            return "on_demand"
        return min(self.price_per_gpu_hour, key=self.price_per_gpu_hour.__getitem__)


@dataclass(frozen=True)
class Catalog:
    gpus: dict[str, GpuType]
    offers: list[Offer]

    def gpu(self, name: str) -> GpuType:
        if name not in self.gpus:
            raise ConfigError(f"unknown GPU type '{name}'. Known: cpu, {', '.join(sorted(self.gpus))}")
        return self.gpus[name]

    def offers_for(self, gpu: str, providers: list[str] | None = None) -> list[Offer]:
        wanted = {p.lower() for p in providers or []}
        return [o for o in self.offers if o.gpu == gpu and (not wanted or o.provider in wanted)]


def _merge(base: dict, extra: dict) -> dict:
    out = copy.deepcopy(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def _read(path: Path) -> dict:
    try:
        # libyaml's C loader: ~10x faster than the pure-Python one, and plan must answer fast.
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=loader) or {}
    except FileNotFoundError:
        raise InputError(f"catalog file '{path}' not found (plan.catalog)") from None
    except yaml.YAMLError as e:
        raise InputError(f"catalog file '{path}' is not valid YAML: {e}") from None
    if not isinstance(raw, dict):
        raise InputError(f"catalog file '{path}': expected a mapping with 'gpus' and/or 'providers'")
    return raw


def _offer(provider: str, gpu: str, spec: dict, pinfo: dict) -> Offer:
    per_node = spec.get("gpus_per_node", 8)
    prices = dict(spec.get("price_per_gpu_hour") or {})
    for tier, node_price in (spec.get("price_per_node_hour") or {}).items():
        prices.setdefault(tier, float(node_price) / per_node)
    if not prices:
        raise InputError(
            f"catalog: provider '{provider}' offer '{gpu}' has no price_per_gpu_hour or price_per_node_hour"
        )
    return Offer(
        provider=provider,
        gpu=gpu,
        instance=str(spec.get("instance", gpu)),
        gpus_per_node=int(per_node),
        price_per_gpu_hour={k: float(v) for k, v in prices.items()},
        as_of=str(spec.get("as_of", "unknown")),
        source=str(spec.get("source", "unknown")),
        egress_per_gb=float(pinfo.get("egress_per_gb", 0.0)),
        storage_per_gb_month=float(pinfo.get("storage_per_gb_month", 0.0)),
        extras={
            "price_per_node_hour": spec.get("price_per_node_hour"),
            "egress_source": pinfo.get("egress_source"),
        },
    )


@lru_cache(maxsize=8)
def load_catalog(extra: str | None = None) -> Catalog:
    """The built-in catalog, with ``extra`` (a YAML path) merged over it."""
    raw = _read(BUILTIN)
    if extra:
        raw = _merge(raw, _read(Path(extra).expanduser()))
    try:
        gpus = {
            name: GpuType(
                name,
                float(g["memory_gib"]),
                float(g["dense_bf16_tflops"]),
                float(g.get("intra_node_gbps", 32)),
                float(g.get("inter_node_gbps", 12.5)),
                str(g.get("source", "unknown")),
                float(g.get("memory_tbps", 2.0)),
                str(g.get("family", "")),
            )
            for name, g in (raw.get("gpus") or {}).items()
        }
    except (KeyError, TypeError, ValueError) as e:
        raise InputError(f"catalog: a GPU entry lacks memory_gib or dense_bf16_tflops ({e})") from None
    offers = [
        _offer(provider, gpu, spec, pinfo)
        for provider, pinfo in (raw.get("providers") or {}).items()
        for gpu, spec in (pinfo.get("offers") or {}).items()
    ]
    return Catalog(gpus, offers)
