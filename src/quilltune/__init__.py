"""quilltune: cost-efficient domain fine-tuning of LLMs — prepare, plan, train, evaluate, report, export."""

__version__ = "0.1.0"
