"""The engine's session layer is certified by ``referee smoke`` as well as by the scenarios.

The scenarios take an engine's session for granted: they run inside one, and never send ``bye``, a ``state``
before a setup, or a second setup's reset on their own. ``referee smoke`` checks exactly those in any engine
(the handshake, a setup per game, the reset between setups, a trivial game, a rejected action, ``bye`` and the
process's exit), so a mutant of reference_engine/server.py that every scenario misses is run once more, against
``referee smoke``, with the mutated engine as a subprocess (it inherits MUTANT_UNDER_TEST, which mutmut's
trampolines read on every call). Only this module of the engine, and the answers smoke checks that no scenario
can: a card the engine does not know is answered ``unsupported`` (PROTOCOL.md §3), which smoke asks in every game
and no scenario does (each names only the kit's probe cards); and so is a consistent setup the engine does not
model (8 MTG players, a card in the command zone: smoke's setups at the schema's limits), which no scenario may
send, since the reference engine must skip no scenario. A rules mutant must be found by a scenario.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

from mutation_triage import module_file

SESSION_LAYER = frozenset({"reference_engine/server.py"})
# The functions that answer a card the engine does not know, as mutmut names them.
UNKNOWN_CARD_ANSWER = frozenset({"reference_engine.mtg.setup.x__known_card",
                                 "reference_engine.riftbound.setup.x__known_card"})


# The setup builders, whose statements that answer `unsupported` smoke's setups at the schema's limits reach.
SETUP_BUILDERS = frozenset({"reference_engine.mtg.setup.x_build", "reference_engine.riftbound.setup.x_build"})


def certified_by_smoke(name: str, before: str = "") -> bool:
    """Whether ``referee smoke`` certifies what mutant ``name`` changes (so its survivors are run against it);
    ``before``: the mutated statement's original line."""
    function = name.split("__mutmut_")[0]
    return module_file(name) in SESSION_LAYER or function in UNKNOWN_CARD_ANSWER \
        or (function in SETUP_BUILDERS and 'RulesError("unsupported"' in before)
# referee smoke's exit codes (referee/exitcodes.py): 0 every check passed, 1 a protocol check failed, 3 the
# engine could not be started or failed the handshake. Anything else is a broken run, not a verdict.
PASSED, CHECK_FAILED, ENGINE_FAILED = 0, 1, 3


def killed_by_smoke(mutants_dir: Path, name: str, env: dict[str, str], timeout: float = 300) -> bool:
    """Whether ``referee smoke`` fails against the engine mutated by ``name`` (a hang counts: smoke would say)."""
    engine = f"{shlex.quote(sys.executable)} -m reference_engine"
    try:
        done = subprocess.run([sys.executable, "-m", "referee", "smoke", "--engine", engine, "--format", "json"],
                              cwd=mutants_dir, env={**env, "MUTANT_UNDER_TEST": name}, capture_output=True,
                              text=True, check=False, timeout=timeout)
    except subprocess.TimeoutExpired:
        return True
    if done.returncode not in (PASSED, CHECK_FAILED, ENGINE_FAILED):
        raise SystemExit(f"referee smoke failed ({done.returncode}) for {name}:\n{done.stdout[-2000:]}"
                         f"{done.stderr[-2000:]}")
    return done.returncode != PASSED
