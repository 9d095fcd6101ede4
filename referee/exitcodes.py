"""The exit codes of every ``referee`` command, in one place (README.md, "Exit codes", documents them).

A CI job branches on these, so each means one thing whichever command returns it.
"""

from __future__ import annotations

PASS = 0  # everything checked passed (certify, smoke, lint, compare: no regression)
FAILED = 1  # the checks ran and something failed: a rule broken (certify), a protocol check (smoke),
#             lint findings, a regression (compare)
USAGE = 2  # bad input: an option, an argument, a file; or reports that could not be written. Click's own code.
ENGINE_FAILURE = 3  # the engine could not be started or never completed the handshake: nothing was measured
NOTHING_SELECTED = 4  # the selection (--game, --scenario, -k, --tier, --edition) left no scenario to run
SCENARIO_ERROR = 5  # certify: the engine failed nothing, but a scenario's text is wrong (fix the features)
INTERRUPTED = 130  # stopped by Ctrl-C (SIGINT), the shell's convention (128 + signal 2)

TABLE = (
    (PASS, "pass: every check passed"),
    (FAILED, "failure: a scenario failed or errored (or another command's checks failed)"),
    (USAGE, "usage error: bad option, argument or input file; reports not writable"),
    (ENGINE_FAILURE, "engine failure: the engine could not be started or did not answer hello"),
    (NOTHING_SELECTED, "nothing selected: no scenario matches the selection"),
    (SCENARIO_ERROR, "scenario error: nothing failed, but a scenario's text is wrong (not the engine's fault)"),
    (INTERRUPTED, "interrupted: Ctrl-C; the partial report is marked interrupted"),
)
