"""The environment every test gives a child ``quilltune`` process: offline, one thread, no tokenizer pool."""

from __future__ import annotations

import os


def offline_env(**extra: str) -> dict[str, str]:
    """``os.environ`` with hubs and trackers offline and one compute thread, then ``extra`` on top.

    One thread: the children run beside pytest on a 2-core machine; more would only contend.
    """
    env = dict(
        os.environ,
        HF_HUB_OFFLINE="1",
        TRANSFORMERS_OFFLINE="1",
        WANDB_MODE="offline",
        OMP_NUM_THREADS="1",
        MKL_NUM_THREADS="1",
        TOKENIZERS_PARALLELISM="false",
    )
    env.update(extra)
    return env
