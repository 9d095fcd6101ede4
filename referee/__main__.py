"""``python -m referee``: the same command line as ``referee``."""

from referee.launch import main

if __name__ == "__main__":
    main(prog_name="referee")
