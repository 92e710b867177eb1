"""Training curves as inline SVG (matplotlib, Agg): text stays text, so the report is searchable."""

from __future__ import annotations

import io
from typing import Any


def _svg(fig: Any) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight")
    text = buf.getvalue()
    return text[text.index("<svg") :]  # drop the XML prolog and DOCTYPE: the SVG is embedded in HTML


def curve_svgs(curves: dict[str, list]) -> dict[str, str]:
    """SVG per panel: loss (train and validation), learning rate, throughput. Empty when no metrics."""
    if not curves.get("step"):
        return {}
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "quilltune", "font.size": 9})
    panels: dict[str, str] = {}

    def panel(key: str, title: str, ylabel: str, series: list[tuple[list, list, str, str]]) -> None:
        fig, ax = plt.subplots(figsize=(5.2, 3.0), dpi=100)
        for xs, ys, label, style in series:
            pts = [(x, y) for x, y in zip(xs, ys, strict=False) if y is not None]
            if pts:
                ax.plot(*zip(*pts, strict=True), style, label=label, linewidth=1.5, markersize=4)
        ax.set_title(title)
        ax.set_xlabel("optimizer step")
        ax.set_ylabel(ylabel)
        ax.grid(alpha=0.3)
        if len(series) > 1:
            ax.legend()
        panels[key] = _svg(fig)
        plt.close(fig)

    c = curves
    panel(
        "loss",
        "Loss",
        "cross-entropy (nats/token)",
        [(c["step"], c["loss"], "train loss", "-"), (c["val_step"], c["val_loss"], "validation loss", "o--")],
    )
    panel("lr", "Learning rate", "learning rate", [(c["step"], c["lr"], "lr", "-")])
    panel(
        "throughput", "Throughput", "tokens / second", [(c["step"], c["tokens_per_second"], "tokens/s", "-")]
    )
    return panels


def leakage_svg(leakage: dict | None) -> str | None:
    """Grouped bars: mean longest common run with the true continuation, training vs held-out
    passages, base vs tuned; exact continuations written on the bars. None without the probe."""
    if not leakage or leakage.get("skipped"):
        return None
    summary = leakage["verbatim"]["summary"]
    if not summary["train"]["tuned"]["n"] or not summary["heldout"]["tuned"]["n"]:
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "quilltune", "font.size": 9})
    fig, ax = plt.subplots(figsize=(5.2, 3.0), dpi=100)
    width = 0.38
    for j, (split, name, colour) in enumerate(
        (("train", "training passages", "#c0392b"), ("heldout", "held-out passages", "#5b6577"))
    ):
        xs = [i + (j - 0.5) * width for i in range(2)]
        ys = [summary[split][w]["mean_lcs_tokens"] or 0 for w in ("base", "tuned")]
        bars = ax.bar(xs, ys, width, label=f"{name} (n={summary[split]['tuned']['n']})", color=colour)
        for bar, w in zip(bars, ("base", "tuned"), strict=True):
            s = summary[split][w]
            ax.annotate(
                f"{s['exact_matches']}/{s['n']} exact",
                (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                ha="center",
                va="bottom",
                fontsize=8,
            )
    ax.set_xticks(range(2), ["base", "tuned"])
    ax.set_ylabel("mean longest common run (tokens)")
    ax.set_title(
        f"Verbatim continuation ({leakage['verbatim']['continuation_tokens']} tokens after a "
        f"{leakage['verbatim']['prefix_tokens']}-token prefix)"
    )
    ax.set_ylim(
        0,
        max(
            leakage["verbatim"]["continuation_tokens"] * 0.5,
            *(summary[s][w]["mean_lcs_tokens"] or 0 for s in ("train", "heldout") for w in ("base", "tuned")),
        )
        * 1.15,
    )
    ax.grid(alpha=0.3, axis="y")
    ax.legend(fontsize=8)
    svg = _svg(fig)
    plt.close(fig)
    return svg
