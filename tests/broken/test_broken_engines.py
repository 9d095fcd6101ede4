"""The suite bites: each deliberately broken engine fails exactly the rules it breaks.

Every engine in ``engines.py`` is the reference engine with one rule broken. Certifying it through the
subprocess protocol, like any third-party engine, must fail the scenarios of these rules — and only
those: a suite that also failed unrelated rules would blame engines for what they did right, and one that
missed any of them would let the bug through. Where a broken rule has knock-on effects the rules make
observable elsewhere (drawing in the untap step also changes what the draw step's triggers see), those
rules are listed too, each for a reason visible in the scenario.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ENGINES = Path(__file__).with_name("engines.py")

EXPECTED = {
    "mtg-draws-before-untapping": {
        # the draw moves out of the draw step (703.4d, 504.1), so the turn's order of actions changes
        "mtg:703.4d", "mtg:504.1", "mtg:504.2", "mtg:503.1", "mtg:500.1", "mtg:501.1", "mtg:703.1",
        "mtg:703.1a", "mtg:703.3",
        # a draw-step trigger scenario resolves its triggers in a different situation
        "mtg:405.3", "mtg:405.5", "mtg:405.6e", "mtg:603.3b",
        # the step-transition scenario lists every event from the upkeep's end to the draw (the skipped-upkeep
        # scenarios check only what the skip changes, so this engine's draw in the untap step doesn't fail them)
        "mtg:500.11", "mtg:117.2c",
        # the empty-library scenario (MTG14/9) counts on the draw step's draw taking the library's last card
        "mtg:704.3",
    },
    "mtg-priority-in-untap": {
        "mtg:502.4", "mtg:502.1", "mtg:502.2", "mtg:502.3", "mtg:703.4a", "mtg:703.4b", "mtg:703.4c",
        "mtg:500.3", "mtg:500.6", "mtg:503.1", "mtg:503.1a", "mtg:117.3a", "mtg:117.3b",
        # cleanup scenarios walk into the next untap step, where the extra priority shows up
        "mtg:514.1", "mtg:514.3", "mtg:514.3a", "mtg:703.4q",
    },
    "mtg-fifo-stack": {
        "mtg:405.2", "mtg:405.3", "mtg:405.5", "mtg:117.4", "mtg:117.7", "mtg:603.3b",
        # the attack-trigger scenario orders three triggers and expects the last put on the stack first
        "mtg:508.2a", "mtg:508.3a", "mtg:508.3c", "mtg:508.4",
        # MTG14/12 puts a Saga's last chapter ability above another trigger and expects it to resolve first,
        # the Saga then sacrificed (704.3) with the other still on the stack
        "mtg:704.3",
        # MTG17/15 puts Probe Bolt above Probe Garrison's trigger and expects the Bolt to resolve first, so that
        # the only defending player chosen (506.2a) has left the game before the tokens enter (506.3c)
        "mtg:506.2a", "mtg:506.3c",
    },
    "mtg-mana-never-empties": {
        "mtg:500.4", "mtg:703.4s", "mtg:703.4", "mtg:703.1",
        # MTG15/8 (mana empties as a step ends, nobody acting) also states 405.6e's step-end turn-based actions
        "mtg:405.6e",
    },
    "riftbound-focus-never-passes": {
        "riftbound:343", "riftbound:336.2", "riftbound:344.3.a", "riftbound:344.4", "riftbound:322.11",
        # the side-changing scenarios play a spell in a combat showdown and then need Focus to move on to the
        # other player, who answers with the second change of sides
        "riftbound:322.5.b", "riftbound:376.4.d.2", "riftbound:376.4.d.2.a", "riftbound:376.4.e.2",
        "riftbound:376.4.e.2.a",
        # RB09/31: the showdown ends (345) only once every player passes Focus in sequence (344.3.a); the same
        # scenario then needs that showdown over to show A's next unit contesting bf1 again (322.8)
        "riftbound:345", "riftbound:322.8",
    },
    "riftbound-chain-oldest-first": {
        "riftbound:336.1", "riftbound:336.4", "riftbound:335.1", "riftbound:334.1.c", "riftbound:332.2",
        "riftbound:342.1", "riftbound:343.1", "riftbound:347.1", "riftbound:356.3.e.1", "riftbound:356.3.e.2",
        "riftbound:356.3.e.5", "riftbound:356.3.e.6", "riftbound:356.3.e.7", "riftbound:356.3.e.9",
        "riftbound:356.3.e.10",
        # target legality and split damage are judged when the spell resolves, which now happens in the
        # wrong order relative to the responses that move its targets
        "riftbound:352.14.h", "riftbound:352.14.i", "riftbound:352.15", "riftbound:356.3.e.3",
        "riftbound:356.3.e.4", "riftbound:356.3.e.8", "riftbound:356.3.e.12",
        # reflexive "do this N times" items resolve newest-first
        "riftbound:333.1.c.2", "riftbound:380.1.a", "riftbound:380.3", "riftbound:381", "riftbound:381.1",
        "riftbound:381.2",
        # a group spell resolves before the reaction that pushes its targets over the total Might
        "riftbound:352.11.b",
        # RB13/85: Vanguard's trigger resolves before the Null Seal that counters it, so it deals its damage
        "riftbound:352.8.a.2",
        # RB13/60: the Barrage resolves before the Zaps that empty its controller's hand, so it still has damage
        # to divide; RB11/21: the Ferry resolves before the Shift played in response, so the Shift is the one
        # that finds the unit already there
        "riftbound:352.14.e", "riftbound:394.5",
        # RB06/7: the Rallies and the Zap, played above Afterglow's waiting trigger in the End of Turn Cleanup,
        # resolve after it, so the turn moves on before the Martyr is pumped and damaged
        "riftbound:317.3", "riftbound:317.3.a",
        # RB31/16: the attacker's Recall of its last unit in the combat, above its Quick Study, must resolve first so
        # that it plays its Shift, in the Closed state that follows, with no unit of its own left there
        "riftbound:425.2.a", "riftbound:440.1",
        # RB31/20: the three Shifts above Insight must resolve newest first (B's, C's, then A's) to leave a combat
        # of A and B staged at C's battlefield under Insight; oldest first, Insight resolves and no combat is staged
        "riftbound:440.2",
        # RB07/15: the reaction that stages a combat must resolve before the spell under it, which keeps the
        # combat waiting; resolving the oldest item first leaves the reaction on the chain instead
        "riftbound:322.10", "riftbound:322.14",
        # RB07/24: the same with both players' Shifts answering Insight: resolving the oldest item first takes
        # Insight off the chain before the Shifts, so the position where the showdown is unstaged never arises
        "riftbound:322.9",
        # RB08/8 (also tagged 329) checks which item is left on the chain after the first resolution
        "riftbound:329",
        # RB07/17: the same for a stand-alone showdown staged by a reaction (it begins too early)
        "riftbound:322.13", "riftbound:340", "riftbound:341",
        # RB14/16-17 (Deathknells a player ordered) check that the one added last resolves first
        "riftbound:376.3.b", "riftbound:322.3",
        # RB04/15: C's Shift, played above Holdfast's hold trigger, must resolve first (uC at bf1 before the
        # trigger's draw); resolving the oldest item first leaves uC in its base at that check
        "riftbound:315.2.b.2",
        # RB11/23: the Marksman's trigger, added above the Drillmaster's, must deal its damage as the first pass
        # resolves the top item; resolving the oldest first draws instead (also tagged 376.3.b, listed above, and
        # 333.1.b: the Drillmaster's trigger still pending while the Marksman's chooses its target)
        "riftbound:352.4.b", "riftbound:333.1.b",
    },
    "riftbound-no-showdown-at-uncontrolled": {
        "riftbound:316.5.b", "riftbound:316.5.b.1", "riftbound:316.5.c", "riftbound:322.8", "riftbound:322.8.a",
        "riftbound:322.13", "riftbound:340", "riftbound:340.2", "riftbound:341", "riftbound:338",
        "riftbound:338.1", "riftbound:308.1", "riftbound:310.3", "riftbound:312.2.b", "riftbound:313.2",
        "riftbound:316.3", "riftbound:316.6", "riftbound:344", "riftbound:344.1", "riftbound:344.1.a",
        "riftbound:344.3", "riftbound:344.3.a", "riftbound:344.3.a.1", "riftbound:344.4", "riftbound:345",
        "riftbound:345.2", "riftbound:345.2.a", "riftbound:345.2.a.1", "riftbound:398.1.a",
        "riftbound:316.5",  # RB31/3: the Showdowns heading, tagged on the three-player showdown
        # conquering an uncontrolled battlefield goes through its showdown: no conquer, no conquer triggers,
        # no point for the replacement effects on points to change
        "riftbound:366", "riftbound:368.1", "riftbound:376.4.b", "riftbound:376.4.b.2", "riftbound:376.4.b.2.a",
        "riftbound:376.4.b.2.b", "riftbound:376.4.b.2.c",
        # RB05/5 (also tagged 316.5.a.1) expects a stand-alone showdown; RB05/11 (also tagged 316.6.a) ends the
        # turn during one, which this engine never starts
        "riftbound:316.5.a.1", "riftbound:316.6.a",
        # RB04/15: C takes bf1 during A's Scoring Step through the showdown there, which this engine never starts
        "riftbound:315.2.b.2",
    },
    # certified in edition 1.3: the two tie scenarios (a tie at the Victory Score wins nobody) now end the game
    "riftbound-13-ties-win": {"riftbound:323.1"},
}
# engines certified in an edition other than their game's default one
EDITIONS = {"riftbound-13-ties-win": "riftbound=1.3"}


def certify(engine: str) -> dict[str, object]:
    game = engine.split("-", 1)[0]
    command = f"{sys.executable} {ENGINES} {engine}"
    edition = ["--edition", EDITIONS[engine]] if engine in EDITIONS else []
    run = subprocess.run(
        [sys.executable, "-c", "from referee.cli import main; main()", "certify", "--game", game, *edition,
         "--format", "json", "--engine", command],
        capture_output=True, text=True, timeout=600, check=False,
    )
    assert run.returncode == 1, f"certify should fail (exit 1), got {run.returncode}: {run.stderr[-2000:]}"
    return json.loads(run.stdout)  # type: ignore[no-any-return]


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_broken_engine_fails_exactly_its_rules(engine: str) -> None:
    report = certify(engine)
    scenarios = report["scenarios"]
    assert isinstance(scenarios, list)
    totals = report["totals"]
    assert isinstance(totals, dict)
    assert totals["errored"] == 0, "a broken rule is a failure, not a protocol error"
    failing = {rule for s in scenarios if s["outcome"] == "failed" for rule in s["rules"]}
    assert failing == EXPECTED[engine], (
        f"unexpectedly failing: {sorted(failing - EXPECTED[engine])}; "
        f"expected to fail but passed: {sorted(EXPECTED[engine] - failing)}"
    )
    assert totals["passed"] > totals["failed"], "the rest of the suite must still pass"


def test_unknown_broken_engine_name_is_refused() -> None:
    run = subprocess.run([sys.executable, str(ENGINES), "no-such-engine"], capture_output=True, text=True,
                         check=False)
    assert run.returncode == 2
    assert "mtg-fifo-stack" in run.stderr
