from pathlib import Path

import pytest

from quilltune.config import ConfigError, RunConfig, dump_config, load_config

PRESETS = sorted((Path(__file__).resolve().parents[1] / "configs").glob("*.yaml"))


def test_presets_exist():
    names = {p.stem for p in PRESETS}
    assert {"smollm2-cpu-demo", "llama2-70b-qlora-2x8xh100-zero3", "llama3-8b-lora-1xh100"} <= names


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.stem)
def test_every_preset_loads_and_round_trips(preset):
    cfg = load_config(preset)
    again = RunConfig.model_validate(__import__("yaml").safe_load(dump_config(cfg)))
    assert again == cfg


def test_preset_by_name():
    assert load_config("smollm2-cpu-demo").train.method == "qlora"


def test_unknown_key_suggests_nearest():
    with pytest.raises(ConfigError, match=r"unknown key 'train.lerning_rate'|train.optim"):
        load_config(None, ["train.lerning_rate=1"])
    with pytest.raises(ConfigError, match="Did you mean 'train.method'"):
        load_config(None, ["train.metod=lora"])


def test_wrong_type_and_negative_values_are_explained():
    with pytest.raises(ConfigError, match="train.micro_batch_size"):
        load_config(None, ["train.micro_batch_size=0"])
    with pytest.raises(ConfigError, match="train.optim.lr"):
        load_config(None, ["train.optim.lr=abc"])


def test_contradictions_are_refused():
    with pytest.raises(ConfigError, match="strategy 'zero3'.*at least 2"):
        load_config(None, ["train.strategy=zero3"])
    with pytest.raises(ConfigError, match="strategy 'single'"):
        load_config(None, ["train.nproc_per_node=2"])


def test_override_parses_yaml_scalars():
    cfg = load_config(
        None, ["train.max_steps=7", "train.optim.lr=3e-4", "train.lora.target_modules=[q_proj, v_proj]"]
    )
    assert cfg.train.max_steps == 7 and cfg.train.optim.lr == 3e-4
    assert cfg.train.lora.target_modules == ["q_proj", "v_proj"]


def test_missing_file_names_presets(tmp_path):
    with pytest.raises(ConfigError, match="smollm2-cpu-demo"):
        load_config(tmp_path / "nope.yaml")
