"""The chain (326-336): pending and finalized items, finalizing, resolving LIFO, and triggered abilities
joining it (376.3.b).

This is the chain's mechanism; what an item does as it resolves, and what finalizing or resolving it
triggers, belong to the rules areas above, reached through hooks.py."""

from __future__ import annotations

from ..model.protocol import Decision
from ..model.state import ChainItem, Game
from . import hooks
from .priority import after_chain_emptied, give_priority


def push(g: Game, item: ChainItem) -> None:
    """Add an item on top of the chain as a Pending Chain Item (328, 351.2)."""
    if not g.chain:
        g.chain_opened_by = item.kind  # 346.1 (editions.Riftbound13.keeps_focus)
    g.chain.append(item)
    g.emit("chain_push", id=item.id, kind=item.kind, source=item.source, controller=item.controller)


def finalize(g: Game, item: ChainItem) -> None:
    """328.3: the item stops being pending."""
    item.pending = False
    g.emit("finalized", id=item.id)
    hooks.targeting_triggers(g, item)  # v1.3 383.4.b.2: Targeting Effects trigger once the item is finalized


def finalize_pending(g: Game) -> bool:
    """Cleanup step 8 / Chain step 1 (322.12, 333.1): finalize pending items in the order they were added;
    afterwards the controller of the newest item gains priority (333.1.c.3). Returns True if any."""
    pending = [i for i in g.chain if i.pending and not i.needs_targets]
    if not pending:
        return False
    for item in pending:
        finalize(g, item)
    # The chain now holds finalized items: the game loop settles priority on it (game.py), and
    # settle_after_change starts the passes again from 0 as it gives priority.
    g.priority = None
    return True


def place_waiting(g: Game) -> bool:
    """Put waiting triggered abilities on the chain as pending items (376.3).

    Starting with the turn player and then in turn order, each player adds theirs (376.3.b.1); a player with
    several orders them (``order_triggers``). Returns False when a decision is now pending. Called only with
    something waiting.
    """
    ids = [p.id for p in g.players]
    c = g.combat
    if c is not None and c.initial_triggers:
        # 342.1.a, 442.1.b.1 (v1.3 459.2.d.1): the triggers of the designations form the Initial Chain: the
        # focus holder's (the Attacker's) first, whoever's turn it is, then those of the players who are not
        # defending in turn order, and the Defender's last (with three or more players). Any other triggers
        # of the combat showdown, even while that chain is there, follow 376.3.b.1.
        start = ids.index(c.attacker)
        order = [p for p in ids[start:] + ids[:start] if p != c.defender] + [c.defender]
    else:
        start = ids.index(g.turn_player)
        order = ids[start:] + ids[:start]
    for pid in order:
        mine = [t for t in g.waiting if t.controller == pid]
        if not mine:
            continue
        if len(mine) > 1:
            g.decision = Decision(player=pid, kind="order_triggers", options=tuple(t.id for t in mine))
            return False
        g.waiting.remove(mine[0])
        push(g, mine[0])
    return True


def apply_order(g: Game, order: list[str]) -> None:
    """Answer ``order_triggers``: the first listed is added first (resolves last)."""
    for tid in order:
        item = next(t for t in g.waiting if t.id == tid)
        g.waiting.remove(item)
        push(g, item)


def resolve_top(g: Game) -> None:
    """Step 4 (336): the newest item resolves; then priority goes to the newest remaining item's controller
    (336.4) or the state opens (336.2)."""
    item = g.chain[-1]
    if not hooks.execute_item(g, item):  # resolution.py
        return  # a choice is made on resolution first (352.14.e); its answer finishes this
    finish_resolution(g, item)


def finish_resolution(g: Game, item: ChainItem) -> None:
    """The item has done what it says: it leaves the chain (a spell to its owner's trash), then cards that
    its effect started playing continue (351.3)."""
    if item in g.chain:
        g.chain.remove(item)
    g.emit("resolved", id=item.id)
    if item.kind == "spell":
        obj = g.objects[item.source]
        if obj.zone == "chain":
            g.put(obj, "trash")
            g.emit("zone_changed", object=obj.id, **{"from": "chain"}, to="trash", location=None)
    if item.kind == "activated":
        hooks.ability_used(g, item)  # v1.3 377.2.a: "When you use ..." is met as the ability resolves
    request_settle(g)
    hooks.resume_waiting(g)  # play.py


def request_settle(g: Game) -> None:
    """Priority/Focus are granted once the cleanup that follows has run (319, 320.1)."""
    g.priority = None
    g.needs_settle = True


def settle_after_change(g: Game) -> None:
    """After an item leaves the chain: priority to the newest item's controller, or open the state.
    The game loop settles only once no item is pending (a cleanup finalizes them first, and a trigger still
    choosing its targets is asked before any cleanup), so every item left is finalized."""
    if g.chain:
        g.passes = 0
        give_priority(g, g.chain[-1].controller)
    else:
        after_chain_emptied(g)


def pass_priority(g: Game, player: str) -> None:
    """Pass while a chain exists: the next player in turn order gets priority (312.2.d, 334.1.c.1);
    once every player has passed in succession the newest item resolves (335.1, 336)."""
    g.passes += 1
    if g.passes >= len(g.players):
        # (passes start again from 0 wherever priority is next given on a chain: settle_after_change)
        g.priority = None
        resolve_top(g)
        return
    give_priority(g, g.next_player(player))
