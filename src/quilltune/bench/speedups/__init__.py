"""Speed-up prototypes for the trainer, each measured in isolation (see benchmarks/NOTES.md)."""
