"""``python -m quilltune`` runs the CLI (same as the ``quilltune`` script)."""

from quilltune.cli import main

if __name__ == "__main__":
    main()
