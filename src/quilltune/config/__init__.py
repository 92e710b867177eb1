"""Typed run configuration. Stage configs import ``quilltune.config.base``; the composed
``RunConfig`` imports every stage config, so it is loaded lazily here to keep imports acyclic."""

from quilltune.config.base import StageConfig
from quilltune.errors import ConfigError

__all__ = ["ConfigError", "RunConfig", "StageConfig", "dump_config", "load_config"]


def __getattr__(name: str):
    if name == "RunConfig":
        from quilltune.config.run import RunConfig

        return RunConfig
    if name in ("load_config", "dump_config"):
        from quilltune.config import load

        return getattr(load, name)
    raise AttributeError(name)
