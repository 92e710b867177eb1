"""The quilltune command line: parses and dispatches; the work lives in the stage packages.

Stage modules imported here keep heavy imports (torch, transformers) inside their functions so
that ``quilltune --help`` and ``quilltune plan`` answer fast.
"""

from __future__ import annotations

import sys

import typer

from quilltune.config.command import app as config_app
from quilltune.errors import QuilltuneError

app = typer.Typer(
    name="quilltune",
    help="Cost-efficient domain fine-tuning: prepare → plan → train → evaluate → report/export.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
app.add_typer(config_app, name="config")

# --- stage commands (one line each; the functions live in quilltune.<stage>.command) ---
# COMMANDS-BEGIN
from quilltune.plan.command import plan_command  # noqa: E402
app.command("plan")(plan_command)
from quilltune.demo import demo_command  # noqa: E402
app.command("demo")(demo_command)
from quilltune.bench.command import bench_command  # noqa: E402
app.command("bench")(bench_command)
from quilltune.train.command import train_command  # noqa: E402
app.command("train")(train_command)
from quilltune.prepare.command import prepare_command  # noqa: E402
app.command("prepare")(prepare_command)
from quilltune.evaluate.command import evaluate_command  # noqa: E402
app.command("evaluate")(evaluate_command)
from quilltune.evaluate.chat_command import chat_command, generate_command  # noqa: E402
app.command("chat")(chat_command); app.command("generate")(generate_command)  # noqa: E702
from quilltune.export.command import export_command  # noqa: E402
app.command("export")(export_command)
from quilltune.report.command import report_command  # noqa: E402
app.command("report")(report_command)
from quilltune.prepare.pii_command import app as pii_app  # noqa: E402
app.add_typer(pii_app, name="pii")
# COMMANDS-END


def main() -> None:
    """Entry point: user errors become one paragraph and a documented exit code (see errors.py)."""
    try:
        app()
    except QuilltuneError as e:
        typer.echo(f"error: {e}", err=True)
        sys.exit(e.exit_code)
