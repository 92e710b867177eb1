"""The three systems the bench compares; each runs inside ``quilltune.bench.worker``."""
