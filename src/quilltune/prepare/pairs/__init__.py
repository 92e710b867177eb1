"""Instruction pairs beyond templates: a teacher model's generations, verified against their source."""
