"""The report rendered by a real headless Chromium: DOM content and a non-blank screenshot."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _ensure_chromium() -> Path:
    if not CHROMIUM.exists():
        if os.geteuid() != 0 or shutil.which("apt-get") is None:
            pytest.skip("chromium is missing and cannot be installed here (needs root and apt-get)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update"], check=True, capture_output=True, env=env, timeout=600)
        subprocess.run(
            ["apt-get", "install", "-y", "chromium"], check=True, capture_output=True, env=env, timeout=900
        )
    return CHROMIUM


def _chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    profile = tmp_path / "profile"
    profile.mkdir(exist_ok=True)
    return subprocess.run(
        [str(_ensure_chromium()), *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        text=True,
        timeout=180,
    )


@pytest.fixture(scope="module")
def report_html(tiny_run_dir, tmp_path_factory) -> Path:
    from quilltune.evaluate.api import evaluate_run
    from quilltune.evaluate.config import EvalConfig
    from quilltune.report.api import write_report

    run = tmp_path_factory.mktemp("browser") / "run"
    shutil.copytree(tiny_run_dir, run)
    if not (run / "eval.json").is_file():
        evaluate_run(run, cfg=EvalConfig(max_pairs=5, num_generations=2, max_new_tokens=8), progress=False)
    ev = json.loads((run / "eval.json").read_text())
    ev["samples"][0]["tuned"] = "<script>document.title='pwned'</script>tuned answer"
    (run / "eval.json").write_text(json.dumps(ev))
    return write_report(run)


def test_dom_has_every_section_and_no_injected_script(report_html, tmp_path):
    proc = _chromium(tmp_path, "--dump-dom", report_html.as_uri())
    dom = proc.stdout
    assert proc.returncode == 0 and "<main>" in dom, proc.stderr[-2000:]
    for heading in (
        "Configuration",
        "Data audit",
        "Plan versus actual",
        "Training curves",
        "Evaluation: base versus tuned",
        "Sample generations",
    ):
        assert f">{heading}</h2>" in dom
    assert dom.count("<svg") == 3
    assert "&lt;script&gt;document.title='pwned'&lt;/script&gt;tuned answer" in dom
    assert "<title>quilltune report: test-run</title>" in dom  # the title was not rewritten by a script


def test_screenshot_is_not_blank(report_html, tmp_path):
    from PIL import Image

    shot = tmp_path / "report.png"
    proc = _chromium(tmp_path, "--window-size=1200,2400", f"--screenshot={shot}", report_html.as_uri())
    assert proc.returncode == 0 and shot.is_file(), proc.stderr[-2000:]
    img = Image.open(shot).convert("RGB")
    assert img.size == (1200, 2400)
    colours = img.getcolors(maxcolors=1 << 20)
    assert colours is not None and len(colours) > 50  # text, tables and plots, not a blank page
    top = max(colours)[0] / (img.size[0] * img.size[1])
    assert top < 0.9  # the background covers less than 90 % of the page
