"""The ``referee`` console script: Ctrl-C at any moment exits 130 with one line, never a traceback.

``referee.cli`` imports pytest, click and the rules data, which takes a few tenths of a second; a Ctrl-C in
that window used to print a Python traceback. Click also turns a Ctrl-C it sees into "Aborted!" with exit
status 1, the code for a rules failure. This launcher imports the command line under a handler and runs it
outside click's standalone mode, so both cases end the same way: the shell's 128 + SIGINT convention
(referee/exitcodes.py) and a message on stderr. Commands that have results to keep (certify, merge) handle
the interrupt themselves first and write a partial report marked interrupted.
"""

from __future__ import annotations

import errno
import os
import sys

INTERRUPTED = 130  # the same as referee.exitcodes.INTERRUPTED, which can't be imported before the handler


def main(argv: list[str] | None = None, prog_name: str = "referee") -> None:
    try:
        import click

        from referee.cli import main as command_line

        try:
            status = command_line.main(args=argv, prog_name=prog_name, standalone_mode=False)
        except click.exceptions.Abort:  # click's form of a KeyboardInterrupt (or EOF at a prompt)
            raise KeyboardInterrupt from None
        except click.ClickException as error:  # usage errors: what standalone mode would print
            error.show()
            sys.exit(error.exit_code)
        except OSError as error:  # `referee ... | head`: the reader left; as click's standalone mode does
            if error.errno != errno.EPIPE:
                raise
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit's flush
            sys.exit(1)
        if isinstance(status, int) and status:  # outside standalone mode click returns ctx.exit()'s code
            sys.exit(status)
    except KeyboardInterrupt:
        print("referee: interrupted", file=sys.stderr)
        sys.exit(INTERRUPTED)
