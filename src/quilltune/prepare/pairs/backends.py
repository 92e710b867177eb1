"""Teacher backends behind one small interface: ``generate(batch of chats, sampling) -> generations``.

- ``transformers``: a local model in a child process (prepare keeps torch out of its own
  processes, prepare/lean.py; the child also frees the model's memory when the stage ends),
  batched generation with left padding;
- ``openai``: any OpenAI-compatible ``/v1/chat/completions`` server (vLLM serve, TGI, llama.cpp
  server, Ollama), stdlib HTTP, key from an environment variable only;
- ``vllm``: vLLM's offline engine (optional extra; a clear error where it is not installed).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from quilltune.errors import ConfigError, InputError

if TYPE_CHECKING:
    from quilltune.prepare.pairs.config import TeacherConfig

Chat = list[dict[str, str]]


@dataclass(frozen=True)
class Sampling:
    max_new_tokens: int = 160
    temperature: float = 0.0
    top_p: float = 1.0
    seed: int = 0


@dataclass
class Generation:
    text: str
    tokens_in: int
    tokens_out: int


class Backend(Protocol):
    model_id: str

    def generate(self, batch: list[Chat], sampling: Sampling) -> list[Generation]: ...

    def close(self) -> None: ...


class TransformersBackend:
    """A model (registered name or HF folder) loaded by ``python -m quilltune.prepare.pairs.local_worker``."""

    def __init__(self, model: str, allow_download: bool = False, threads: int | None = None) -> None:
        self.model_id = model
        cmd = [sys.executable, "-m", "quilltune.prepare.pairs.local_worker", model]
        cmd += (["--download"] if allow_download else []) + ([f"--threads={threads}"] if threads else [])
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        ready = self._read()
        if "error" in ready:
            self.close()
            raise ConfigError(f"the teacher model {model!r} could not be loaded: {ready['error']}")
        self.model_id = ready.get("model_id", model)

    def _read(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            raise InputError(
                f"the teacher worker for {self.model_id} exited (code {self.proc.poll()}); see its stderr above"
            )
        return json.loads(line)

    def generate(self, batch: list[Chat], sampling: Sampling) -> list[Generation]:
        self.proc.stdin.write(json.dumps({"chats": batch, "sampling": asdict(sampling)}) + "\n")
        self.proc.stdin.flush()
        reply = self._read()
        if "error" in reply:
            raise InputError(f"the teacher worker failed: {reply['error']}")
        return [Generation(**g) for g in reply["generations"]]

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class OpenAIBackend:
    """POST /chat/completions to an OpenAI-compatible server; ``concurrency`` requests at a time."""

    def __init__(
        self, model: str, base_url: str, api_key_env: str, timeout_s: float = 300, concurrency: int = 4
    ) -> None:
        self.model_id, self.url = model, base_url.rstrip("/") + "/chat/completions"
        self.key = os.environ.get(api_key_env) or ""
        self.timeout, self.pool = timeout_s, ThreadPoolExecutor(max_workers=concurrency)

    def _one(self, chat: Chat, sampling: Sampling) -> Generation:
        body = {
            "model": self.model_id,
            "messages": chat,
            "max_tokens": sampling.max_new_tokens,
            "temperature": sampling.temperature,
            "top_p": sampling.top_p,
            "seed": sampling.seed,
        }
        headers = {"Content-Type": "application/json"}
        if self.key:
            headers["Authorization"] = f"Bearer {self.key}"
        req = urllib.request.Request(self.url, data=json.dumps(body).encode(), headers=headers, method="POST")
        for attempt in range(3):
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                    data = json.loads(resp.read())
                break
            except urllib.error.HTTPError as e:
                if e.code in (401, 403):
                    raise ConfigError(
                        f"the teacher server {self.url} refused the key (HTTP {e.code}); set the "
                        "environment variable named by data.pairs.teacher.api_key_env"
                    ) from None
                if attempt == 2 or e.code < 500 and e.code != 429:
                    raise InputError(
                        f"the teacher server {self.url} answered HTTP {e.code}: {e.read()[:200]!r}"
                    ) from None
            except (urllib.error.URLError, TimeoutError, ConnectionError) as e:
                if attempt == 2:
                    raise InputError(
                        f"the teacher server {self.url} cannot be reached: {e}; start it or fix "
                        "data.pairs.teacher.base_url"
                    ) from None
            time.sleep(1 + 2 * attempt)
        usage = data.get("usage") or {}
        return Generation(
            data["choices"][0]["message"].get("content") or "",
            int(usage.get("prompt_tokens", 0)),
            int(usage.get("completion_tokens", 0)),
        )

    def generate(self, batch: list[Chat], sampling: Sampling) -> list[Generation]:
        return list(self.pool.map(lambda c: self._one(c, sampling), batch))

    def close(self) -> None:
        self.pool.shutdown()


class VLLMBackend:
    """vLLM's offline engine (``pip install vllm`` on a GPU machine)."""

    def __init__(self, model: str) -> None:
        try:
            from vllm import LLM
        except ImportError as e:
            raise ConfigError(
                "data.pairs.teacher.backend vllm needs the vllm package (pip install vllm, on a machine "
                f"with a GPU); or use backend transformers or openai ({e})"
            ) from None
        path = model
        if not Path(model).exists():
            from quilltune.models import resolve_model

            path = str(resolve_model(model))
        self.model_id, self.llm = model, LLM(model=path)

    def generate(self, batch: list[Chat], sampling: Sampling) -> list[Generation]:
        from vllm import SamplingParams

        params = SamplingParams(
            max_tokens=sampling.max_new_tokens,
            temperature=sampling.temperature,
            top_p=sampling.top_p,
            seed=sampling.seed,
        )
        outs = self.llm.chat(batch, params, use_tqdm=False)
        return [
            Generation(o.outputs[0].text, len(o.prompt_token_ids), len(o.outputs[0].token_ids)) for o in outs
        ]

    def close(self) -> None:
        self.llm = None


class LoggingBackend:
    """Appends every chat sent to the teacher to a JSONL file: the audit of what left the run."""

    def __init__(self, inner: Backend, path: Path) -> None:
        self.inner, self.path, self.model_id = inner, path, inner.model_id
        path.parent.mkdir(parents=True, exist_ok=True)

    def generate(self, batch: list[Chat], sampling: Sampling) -> list[Generation]:
        with self.path.open("a", encoding="utf-8") as fh:
            for chat in batch:
                fh.write(json.dumps({"model": self.model_id, "messages": chat}, ensure_ascii=False) + "\n")
        return self.inner.generate(batch, sampling)

    def close(self) -> None:
        self.inner.close()


def make_backend(cfg: TeacherConfig) -> Backend:
    """The backend ``cfg`` (a TeacherConfig) names."""
    if cfg.backend == "transformers":
        return TransformersBackend(cfg.model, threads=cfg.threads)
    if cfg.backend == "openai":
        return OpenAIBackend(cfg.model, cfg.base_url, cfg.api_key_env, cfg.timeout_s, cfg.batch_size)
    return VLLMBackend(cfg.model)
