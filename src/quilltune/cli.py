"""The quilltune command line: parses and dispatches; the work lives in the stage packages.

Command modules keep heavy imports (torch, transformers) inside their functions so that
``quilltune --help`` and ``quilltune plan`` answer fast.
"""

from __future__ import annotations

import sys

import typer

from quilltune.bench.command import bench_command
from quilltune.config.command import app as config_app
from quilltune.demo import demo_command
from quilltune.errors import QuilltuneError
from quilltune.evaluate.chat_command import chat_command, generate_command
from quilltune.evaluate.command import evaluate_command
from quilltune.export.command import export_command
from quilltune.plan.command import plan_command
from quilltune.prepare.command import prepare_command
from quilltune.prepare.pairs.command import app as pairs_app
from quilltune.prepare.pii_command import app as pii_app
from quilltune.report.command import report_command
from quilltune.train.command import train_command

app = typer.Typer(
    name="quilltune",
    help="Cost-efficient domain fine-tuning: prepare → plan → train → evaluate → report/export.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)

# In the order of the flow, so `quilltune --help` reads like the pipeline.
app.command("demo")(demo_command)
app.command("prepare")(prepare_command)
app.add_typer(pii_app, name="pii")
app.add_typer(pairs_app, name="pairs")
app.command("plan")(plan_command)
app.command("train")(train_command)
app.command("evaluate")(evaluate_command)
app.command("report")(report_command)
app.command("export")(export_command)
app.command("generate")(generate_command)
app.command("chat")(chat_command)
app.command("bench")(bench_command)
app.add_typer(config_app, name="config")


def main() -> None:
    """Entry point: user errors become one paragraph and a documented exit code (see errors.py)."""
    from quilltune.console_setup import setup_cli_process

    setup_cli_process()
    if sys.argv[1:2] in (["prepare"], ["pii"], ["pairs"]):
        # A process that only prepares data: no torch (~300 MB less; see prepare/lean.py). Done
        # here, at the process entry, never inside a command another program may call in-process.
        from quilltune.prepare.lean import keep_torch_out

        keep_torch_out()
    try:
        app()
    except QuilltuneError as e:
        typer.echo(f"error: {e}", err=True)
        sys.exit(e.exit_code)
