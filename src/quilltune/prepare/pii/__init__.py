"""PII detection and redaction for legal text (Canadian and US formats).

``PIIDetector(cfg).detect(text)`` returns sorted, non-overlapping ``Span``s; ``.redact(text, mode)``
returns a ``Redaction``. Labels are listed in ``LABELS``.
"""

from quilltune.prepare.pii.detector import PIIDetector
from quilltune.prepare.pii.redact import Redaction
from quilltune.prepare.pii.spans import LABELS, Span

__all__ = ["LABELS", "PIIDetector", "Redaction", "Span"]
