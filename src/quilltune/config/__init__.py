from quilltune.config.base import ConfigError, StageConfig
from quilltune.config.load import dump_config, load_config
from quilltune.config.run import RunConfig

__all__ = ["ConfigError", "RunConfig", "StageConfig", "dump_config", "load_config"]
