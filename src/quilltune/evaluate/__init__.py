"""quilltune.evaluate: base versus tuned on held-out data (loss, task scores, samples), chat/generate."""

# quilltune.config imports every stage config (evaluate.config included); loading it first means
# ``import quilltune.evaluate.<anything>`` works whichever module a caller imports first.
import quilltune.config  # noqa: F401
