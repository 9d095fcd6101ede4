"""Action steps: each sends one protocol action (or answers one decision) and keeps the reply."""

from __future__ import annotations

from pytest_bdd import parsers, when

from referee.outcomes import Deviation
from referee.rules.authoring import check_word

from . import deviations
from .context import ScenarioContext
from .tables import Table, id_list, name, names, reads

MAX_PASSES = 400  # a turn-cycle walk that long means the engine is looping


@when(parsers.re(r"(?P<player>\S+) passes (?:priority|focus)"))
def pass_priority(referee_ctx: ScenarioContext, player: str) -> None:
    referee_ctx.begin_step()
    referee_ctx.require_priority(player)
    referee_ctx.act({"kind": "pass", "player": player})


@when(parsers.re(r"(?P<player>\S+) gives priority to (?P<teammate>\S+)"))
def give_priority(referee_ctx: ScenarioContext, player: str, teammate: str) -> None:
    """Riftbound v1.3 team play (316.2.b.1): the turn player invites a teammate to act with their priority."""
    referee_ctx.begin_step()
    referee_ctx.require_priority(player)
    referee_ctx.act({"kind": "give_priority", "player": player, "to": teammate})


@when("all players pass priority")
def all_pass(referee_ctx: ScenarioContext) -> None:
    referee_ctx.begin_step()
    referee_ctx.start_events()
    for _ in referee_ctx.player_ids():
        holder = referee_ctx.require_priority()
        if not referee_ctx.act({"kind": "pass", "player": holder}, accumulate=True):
            return


def turn_part_words(game: str, target: str) -> None:
    check_word(game, "phase or step", name(target))  # else the walk could never arrive: never the engine's fault


@when(parsers.re(r"players pass priority until (?:the )?(?P<target>[a-z_ ]+?)(?: step| phase)?"
                 r"(?: of turn (?P<turn>\d+))?"))
@names(turn_part_words)
def pass_until(referee_ctx: ScenarioContext, target: str, turn: str | None) -> None:
    turn_part_words(referee_ctx.game, target)
    referee_ctx.begin_step()
    goal = name(target)
    wanted = f"the {goal.replace('_', ' ')}" + (f" of turn {turn}" if turn else "")
    referee_ctx.start_events()
    start_turn = referee_ctx.state.get("turn")

    def arrived() -> bool:
        state = referee_ctx.state
        here = goal in (state.get("step"), state.get("phase"))
        return here and (turn is None or state.get("turn") == int(turn))

    def went_past() -> bool:
        now = referee_ctx.state.get("turn")
        if not isinstance(now, int):
            return False
        if turn is not None:
            return now > int(turn)
        # every phase and step the walk can stop in comes within the next turn (500.1)
        return isinstance(start_turn, int) and now > start_turn + 1

    def never_reached(how: str) -> Deviation:
        rule = deviations.STEP_RULES.get(referee_ctx.game, {}).get(goal)
        return deviations.deviation(referee_ctx.step, f"the game was to reach {wanted}",
                                    f"{how}: the turn went on to {deviations.where(referee_ctx.state)} "
                                    f"({deviations.describe(referee_ctx.state)}) without reaching it",
                                    deviations.in_edition(referee_ctx.game, referee_ctx.edition, rule))

    for _ in range(MAX_PASSES):
        if arrived():
            return
        if went_past():
            raise never_reached("never reached")
        holder = referee_ctx.require_priority(goal=f" on the way to {wanted}")
        if not referee_ctx.act({"kind": "pass", "player": holder}, accumulate=True):
            return
    raise never_reached(f"not reached in {MAX_PASSES} passes")


@when(parsers.re(r"(?P<player>\S+) plays the land (?P<card>\S+)"))
def play_land(referee_ctx: ScenarioContext, player: str, card: str) -> None:
    referee_ctx.act({"kind": "play_land", "player": player, "card": card})


def _targets(action: dict[str, object], targets: str | None) -> dict[str, object]:
    if targets:
        action["targets"] = id_list(targets)
    return action


@when(parsers.re(r"(?P<player>\S+) casts (?P<card>\S+?)(?: targeting (?P<targets>.+))?"))
def cast(referee_ctx: ScenarioContext, player: str, card: str, targets: str | None) -> None:
    referee_ctx.act(_targets({"kind": "cast", "player": player, "card": card}, targets))


@when(parsers.re(r"(?P<player>\S+) activates (?:ability (?P<ability>\d+) of )?(?P<card>\S+?)"
                 r"(?: targeting (?P<targets>.+))?"))
def activate(referee_ctx: ScenarioContext, player: str, ability: str | None, card: str, targets: str | None) -> None:
    action: dict[str, object] = {"kind": "activate", "player": player, "card": card}
    if ability is not None:
        action["ability"] = int(ability)
    referee_ctx.act(_targets(action, targets))


@when(parsers.re(r"(?P<player>\S+) turns (?P<card>\S+) face up"))
def turn_face_up(referee_ctx: ScenarioContext, player: str, card: str) -> None:
    referee_ctx.act({"kind": "special", "special": "turn_face_up", "player": player, "card": card})


def declaration_table(what: str) -> Table:
    """``attacker | target`` or ``blocker | attacker``; optionally the mana abilities activated while declaring,
    to pay costs to attack or block (MTG 508.1i)."""
    return Table(must=("attacker", "target") if what == "attackers" else ("blocker", "attacker"),
                 may=("mana_abilities",))


@when(parsers.re(r"(?P<player>\S+) declares (?P<what>attackers|blockers):"))
@reads(declaration_table)
def declare(referee_ctx: ScenarioContext, player: str, what: str, datatable: list[list[str]]) -> None:
    single = what[:-1]
    other = "target" if what == "attackers" else "attacker"
    table = declaration_table(what).rows(datatable)
    entries = [{single: str(r[single]), other: str(r[other])} for r in table]
    action: dict[str, object] = {"kind": f"declare_{what}", "player": player, what: entries}
    mana = [m for r in table if "mana_abilities" in r for m in id_list(str(r["mana_abilities"]))]
    if mana:
        action["mana_abilities"] = mana
    referee_ctx.answer(action)


@when(parsers.re(r"(?P<player>\S+) declares no (?P<what>attackers|blockers)"))
def declare_none(referee_ctx: ScenarioContext, player: str, what: str) -> None:
    referee_ctx.answer({"kind": f"declare_{what}", "player": player, what: []})


@when(parsers.re(r"(?P<player>\S+) orders the (?P<what>blockers|attackers) of (?P<card>\S+): (?P<ids>.+)"))
def order_combatants(referee_ctx: ScenarioContext, player: str, what: str, card: str, ids: str) -> None:
    subject = "attacker" if what == "blockers" else "blocker"
    referee_ctx.answer({"kind": f"order_{what}", "player": player, subject: card, "order": id_list(ids)})


ASSIGNMENT_TABLE = Table(must=("target", "amount"), numbers=("amount",))


@when(parsers.re(r"(?P<player>\S+) assigns the (?P<combat>combat )?damage of (?P<card>\S+):"))
@reads(ASSIGNMENT_TABLE)
def assign_damage(referee_ctx: ScenarioContext, player: str, combat: str | None, card: str,
                  datatable: list[list[str]]) -> None:
    # Without "combat": damage a resolving spell or ability divides among its targets (Riftbound split).
    assignments = [{"target": str(r["target"]), "amount": int(r["amount"])} for r in ASSIGNMENT_TABLE.rows(datatable)]
    referee_ctx.answer({"kind": "assign_combat_damage" if combat else "assign_damage", "player": player,
                        "source": card, "assignments": assignments})


@when(parsers.re(r"(?P<player>\S+) discards (?P<ids>.+)"))
def discard(referee_ctx: ScenarioContext, player: str, ids: str) -> None:
    referee_ctx.answer({"kind": "discard", "player": player, "cards": id_list(ids)})


@when(parsers.re(r"(?P<player>\S+) orders triggers: (?P<ids>.+)"))
def order_triggers(referee_ctx: ScenarioContext, player: str, ids: str) -> None:
    referee_ctx.answer({"kind": "order_triggers", "player": player, "order": id_list(ids)})


@when(parsers.re(r"(?P<player>\S+) chooses targets (?P<ids>.+) for (?P<source>\S+)"))
def choose_targets(referee_ctx: ScenarioContext, player: str, ids: str, source: str) -> None:
    referee_ctx.answer({"kind": "choose_targets", "player": player, "source": source, "targets": id_list(ids)})


@when(parsers.re(r"(?P<player>\S+) chooses (?P<choice>\S+)"))
def choose(referee_ctx: ScenarioContext, player: str, choice: str) -> None:
    referee_ctx.answer({"kind": "choose", "player": player, "choice": choice})


@when(parsers.re(r"(?P<player>\S+) plays (?P<card>\S+?)(?: to (?P<location>\S+?))?"
                 r"(?P<accelerate> paying Accelerate)?(?: targeting (?P<targets>.+))?"))
def play(referee_ctx: ScenarioContext, player: str, card: str, location: str | None, accelerate: str | None,
         targets: str | None) -> None:
    action: dict[str, object] = {"kind": "play", "player": player, "card": card}
    if location:
        action["location"] = location
    if accelerate:  # Riftbound: the optional additional cost of Accelerate (731) is paid as the card is played
        action["accelerate"] = True
    referee_ctx.act(_targets(action, targets))


@when(parsers.re(r"(?P<player>\S+) moves (?P<ids>.+) to (?P<location>\S+)"))
def move(referee_ctx: ScenarioContext, player: str, ids: str, location: str) -> None:
    referee_ctx.act({"kind": "move", "player": player, "units": id_list(ids), "to": location})


@when(parsers.re(r"(?P<player>\S+) ends (?:their|the) turn"))
def end_turn(referee_ctx: ScenarioContext, player: str) -> None:
    referee_ctx.act({"kind": "end_turn", "player": player})
