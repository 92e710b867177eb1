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
    panel("loss", "Loss", "cross-entropy (nats/token)",
          [(c["step"], c["loss"], "train loss", "-"), (c["val_step"], c["val_loss"], "validation loss", "o--")])
    panel("lr", "Learning rate", "learning rate", [(c["step"], c["lr"], "lr", "-")])
    panel("throughput", "Throughput", "tokens / second", [(c["step"], c["tokens_per_second"], "tokens/s", "-")])
    return panels
