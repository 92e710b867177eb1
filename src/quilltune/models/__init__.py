"""Base models: embedded registry, resolution to local folders, loading for training."""

from quilltune.models.registry import EMBEDDED, ModelNotFound, resolve_model

__all__ = ["EMBEDDED", "ModelNotFound", "resolve_model"]
