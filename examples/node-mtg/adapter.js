#!/usr/bin/env node
'use strict';
/*
 * Referee adapter for the tabletop engine (engine.js): speaks docs/PROTOCOL.md (NDJSON on stdin/stdout)
 * and translates, both ways, between the protocol's ids, cards, steps, actions, events and error codes
 * and the engine's own. Logs go to stderr; stdout carries replies only.
 *
 *   referee certify --engine "node examples/node-mtg/adapter.js" --game mtg --tier core
 */

const fs = require('fs');
const path = require('path');
const readline = require('readline');
const { Game, Cards, RulesError } = require('./engine');

const EDITIONS = ['2025-09-19']; // no damage assignment order, so not 2024-pre-foundations
const CATALOGUE = process.env.REFEREE_CARDS || path.join(__dirname, '..', '..', 'cards', 'mtg.json');
const KEYWORDS = new Set(['first strike', 'trample']); // the only keywords the engine understands

// Engine step -> [protocol phase, protocol step] (main phases have no step).
const STEP_NAMES = {
  UNTAP: ['beginning', 'untap'], UPKEEP: ['beginning', 'upkeep'], DRAW: ['beginning', 'draw'],
  MAIN_1: ['precombat_main', null], COMBAT_START: ['combat', 'beginning_of_combat'],
  DECLARE_ATTACKERS: ['combat', 'declare_attackers'], DECLARE_BLOCKERS: ['combat', 'declare_blockers'],
  FIRST_STRIKE_DAMAGE: ['combat', 'first_strike_damage'], REGULAR_DAMAGE: ['combat', 'combat_damage'],
  COMBAT_END: ['combat', 'end_of_combat'], MAIN_2: ['postcombat_main', null], END: ['ending', 'end'],
  CLEANUP: ['ending', 'cleanup'],
};

// Engine error code -> [protocol code, rule broken (2025-09-19 numbering)].
const ERRORS = {
  GAME_ENDED: ['game_over'], NOT_YOUR_PROMPT: ['not_your_decision', '117.1'], WRONG_PROMPT: ['wrong_decision'],
  NO_SUCH_CARD: ['unknown_object'], NOT_IN_HAND: ['illegal_action'], NOT_A_LAND: ['illegal_action', '305.1'],
  NOT_A_SPELL: ['illegal_action', '601.2'], NOT_ON_BATTLEFIELD: ['illegal_action'], NOT_YOURS: ['illegal_action'],
  NO_ABILITY: ['illegal_action'], WRONG_TIME: ['timing', '307.1'], ONE_LAND_PER_TURN: ['land_limit', '305.2'],
  INSUFFICIENT_MANA: ['cannot_pay', '601.2h'], ALREADY_TAPPED: ['cannot_pay', '602.2b'],
  BAD_ATTACK: ['invalid_choice', '508.1'], BAD_BLOCK: ['invalid_choice', '509.1'],
  BAD_SPLIT: ['invalid_choice', '510.1'], BAD_DISCARD: ['invalid_choice', '514.1'], BAD_POSITION: ['bad_setup'],
};

// Top-level setup fields the engine has no notion of, with the value that means "not in use".
const UNMODELLED_FIELDS = { defender_choice: false, archenemy: null, day_night: null, die_rolls: [], spells_cast_this_turn: {} };
const unused = (field, value) => (field === 'spells_cast_this_turn'
  ? Object.values(value || {}).every((n) => n === 0)
  : JSON.stringify(value ?? null) === JSON.stringify(UNMODELLED_FIELDS[field]));

class Refusal extends Error {
  constructor(code, message, missing) {
    super(message);
    this.code = code;
    this.missing = missing;
  }
}

const unsupported = (kind, name, why) => new Refusal('unsupported', why, { kind, name });

// ---- probe cards -> engine cards ----

let catalogue = null;
function probeCard(name) {
  if (!catalogue) catalogue = new Map(JSON.parse(fs.readFileSync(CATALOGUE, 'utf8')).map((c) => [c.name, c]));
  const entry = catalogue.get(name);
  if (!entry) throw unsupported('card', name, `${name} is not in ${CATALOGUE}`);
  const def = engineCard(entry);
  if (!def) throw unsupported('card', name, `tabletop knows only basic lands and creatures without rules text (${name}: ${JSON.stringify(entry.text)})`);
  return def;
}

/** The engine's card for a catalogue entry, or null when the engine cannot express it. */
function engineCard(entry) {
  const types = entry.types || [];
  const keywords = (entry.keywords || []).map((k) => k.toLowerCase());
  const text = (entry.text || '').replace(/\([^)]*\)/g, '').trim();
  if (types.length === 1 && types[0] === 'Land' && (entry.supertypes || []).includes('Basic') && !keywords.length) {
    const mana = /^\{T\}: Add \{([WUBRG])\}\.$/.exec(text);
    return mana ? Cards.land(entry.name, mana[1]) : null;
  }
  if (types.length !== 1 || types[0] !== 'Creature' || !keywords.every((k) => KEYWORDS.has(k))) return null;
  // The only text allowed is the keyword line itself ("First strike", "Trample").
  const words = text ? text.split(/[,\n]/).map((w) => w.trim().toLowerCase()) : [];
  if (!words.every((w) => keywords.includes(w))) return null;
  const cost = manaCost(entry.manaCost || '');
  const power = Number(entry.power);
  const toughness = Number(entry.toughness);
  if (cost === null || !Number.isInteger(power) || !Number.isInteger(toughness)) return null;
  return Cards.creature(entry.name, cost, power, toughness, keywords);
}

/** '{4}{G}{G}' -> '4GG', or null for symbols the engine can't pay (X, hybrid, colourless {C}...). */
function manaCost(text) {
  let generic = 0;
  let colours = '';
  for (const [, symbol] of text.matchAll(/\{([^}]+)\}/g)) {
    if (/^\d+$/.test(symbol)) generic += Number(symbol);
    else if (/^[WUBRG]$/.test(symbol)) colours += symbol;
    else return null;
  }
  return `${generic || ''}${colours}`;
}

// ---- one game, as the protocol sees it ----

class Session {
  setup(game, edition, setup) {
    if (game !== 'mtg') throw unsupported('other', game, 'tabletop plays Magic only');
    if (!EDITIONS.includes(edition)) throw unsupported('edition', edition, `tabletop implements ${EDITIONS.join(', ')}`);
    for (const [field, value] of Object.entries(setup)) {
      if (['players', 'objects', 'turn', 'lands_played', 'mana_pools'].includes(field) || field.startsWith('x-')) continue;
      if (!(field in UNMODELLED_FIELDS) || !unused(field, value)) {
        throw unsupported('setup_field', field, `tabletop does not model ${field}`);
      }
    }
    const players = setup.players;
    if (players.length !== 2) throw unsupported('capability', 'multiplayer', 'tabletop plays two-player games only');
    const seats = new Map(players.map((p, seat) => [p.id, seat]));
    if (seats.size !== 2) throw new Refusal('bad_setup', 'duplicate player id');
    const seatOf = (id, what) => {
      if (!seats.has(id)) throw new Refusal('bad_setup', `${what} names unknown player ${id}`);
      return seats.get(id);
    };
    // Check every object before building anything, so a refusal names the first thing missing.
    const defs = setup.objects.map((o) => probeCard(o.card));
    for (const o of setup.objects) {
      if (!['library', 'hand', 'battlefield', 'graveyard', 'exile'].includes(o.zone)) throw unsupported('setup_field', `zone ${o.zone}`, `tabletop has no ${o.zone} zone`);
      if (o.controller !== undefined && o.controller !== o.owner) throw unsupported('setup_field', 'controller', 'in tabletop a card is controlled by its owner');
      if (o.counters && Object.values(o.counters).some((n) => n > 0)) throw unsupported('setup_field', 'counters', 'tabletop has no counters');
      if (o.phased_out) throw unsupported('setup_field', 'phased_out', 'tabletop has no phasing');
      if (o.face_down) throw unsupported('setup_field', 'face_down', 'tabletop has no face-down cards');
    }
    const turn = setup.turn;
    const step = Object.keys(STEP_NAMES).find((s) => STEP_NAMES[s][0] === turn.phase && STEP_NAMES[s][1] === (turn.step ?? null));
    if (!step) throw new Refusal('bad_setup', `no step ${turn.step} in phase ${turn.phase}`);

    const g = new Game(players.map((p) => ({ name: p.id, life: p.life ?? 20 })));
    const ids = new Map();
    const uids = new Map();
    setup.objects.forEach((o, i) => {
      if (uids.has(o.id) || seats.has(o.id)) throw new Refusal('bad_setup', `duplicate id ${o.id}`);
      const uid = g.put(defs[i], {
        owner: seatOf(o.owner, o.id), zone: o.zone, tapped: !!o.tapped, damage: o.damage || 0, sick: !!o.summoning_sick,
      });
      ids.set(uid, o.id);
      uids.set(o.id, uid);
    });
    const bySeat = (table, what) => Object.fromEntries(Object.entries(table || {}).map(([id, v]) => [seatOf(id, what), v]));
    g.start({
      turn: turn.number, active: seatOf(turn.active_player, 'turn'), step, priority: seatOf(turn.priority, 'turn'),
      landsPlayed: bySeat(setup.lands_played, 'lands_played'), pools: bySeat(setup.mana_pools, 'mana_pools'),
    });
    Object.assign(this, { game: g, edition, ids, uids, playerIds: players.map((p) => p.id), phase: STEP_NAMES[step][0] });
  }

  // ---- actions ----

  act(action) {
    const g = this.game;
    const seat = this.playerIds.indexOf(action.player); // -1: the engine says it is not their prompt
    const uid = (id) => (this.uids.has(id) ? this.uids.get(id) : -1); // -1: the engine reports an unknown card
    const recipient = (id) => (this.playerIds.includes(id) ? { player: this.playerIds.indexOf(id) } : { card: uid(id) });
    switch (action.kind) {
      case 'pass': return g.pass(seat);
      case 'play_land': return g.playLand(seat, uid(action.card));
      case 'cast':
        if ((action.targets || []).length) {
          g.expect(seat, 'PRIORITY');
          throw new Refusal('invalid_target', 'tabletop spells have no targets');
        }
        return g.cast(seat, uid(action.card));
      case 'activate':
        if (action.ability) {
          g.expect(seat, 'PRIORITY');
          throw new Refusal('illegal_action', `${action.card} has only one ability`);
        }
        return g.tapForMana(seat, uid(action.card));
      case 'declare_attackers':
        this.noAttackCosts(action, 'ATTACK');
        return g.declareAttackers(seat, action.attackers.map((a) => ({ uid: uid(a.attacker), ...recipient(a.target) })));
      case 'declare_blockers':
        this.noAttackCosts(action, 'BLOCK');
        return g.declareBlockers(seat, action.blockers.map((b) => ({ uid: uid(b.blocker), attacker: uid(b.attacker) })));
      case 'assign_combat_damage':
        return g.assignDamage(seat, uid(action.source), action.assignments.map((a) => ({ to: recipient(a.target), amount: a.amount })));
      case 'discard': return g.discard(seat, action.cards.map(uid));
      case 'order_blockers': case 'order_attackers': case 'order_triggers': case 'choose_targets': case 'choose':
        // The engine never asks these (no damage assignment order in 2025-09-19, no triggers, no variants).
        g.expect(seat, 'PRIORITY');
        throw new Refusal('wrong_decision', `tabletop is not waiting for ${action.kind}`);
      default:
        throw unsupported('operation', action.kind, `tabletop has no ${action.kind} action`);
    }
  }

  /** Tabletop has no costs to attack or block, so there is nothing to pay mana for while declaring. */
  noAttackCosts(action, prompt) {
    if ((action.mana_abilities || []).length) {
      this.game.expect(this.playerIds.indexOf(action.player), prompt);
      throw new Refusal('invalid_choice', 'declaring costs nothing here: no mana abilities to activate');
    }
  }

  // ---- engine events -> protocol events ----

  /** The engine reports steps only; phase boundaries are derived here, closing a phase when the next begins. */
  events(engineEvents) {
    const out = [];
    const pid = (seat) => this.playerIds[seat];
    const oid = (uid) => this.ids.get(uid);
    const closePhase = () => {
      if (this.phase) out.push({ type: 'phase_ended', phase: this.phase });
      this.phase = null;
    };
    for (const e of engineEvents) {
      switch (e.type) {
        case 'TURN_START':
          closePhase();
          out.push({ type: 'turn_began', turn: e.turn, active_player: pid(e.seat) });
          break;
        case 'STEP_START': {
          const [phase, step] = STEP_NAMES[e.step];
          if (phase !== this.phase) {
            closePhase();
            out.push({ type: 'phase_began', phase });
            this.phase = phase;
          }
          if (step) out.push({ type: 'step_began', step });
          break;
        }
        case 'STEP_END': {
          const step = STEP_NAMES[e.step][1];
          if (step) out.push({ type: 'step_ended', step });
          break;
        }
        case 'PRIORITY': out.push({ type: 'priority', player: pid(e.seat) }); break;
        case 'UNTAP': out.push({ type: 'untapped', object: oid(e.uid) }); break;
        case 'TAP': out.push({ type: 'tapped', object: oid(e.uid) }); break;
        case 'DRAW': out.push({ type: 'drew', player: pid(e.seat), card: oid(e.uid) }); break;
        case 'LAND': out.push({ type: 'land_played', player: pid(e.seat), card: oid(e.uid) }); break;
        case 'CAST': out.push({ type: 'stack_push', id: oid(e.uid), kind: 'spell', source: oid(e.uid), controller: pid(e.seat) }); break;
        case 'RESOLVE': out.push({ type: 'resolved', id: oid(e.uid) }); break;
        case 'ENTER': out.push({ type: 'zone_changed', object: oid(e.uid), from: 'stack', to: 'battlefield' }); break;
        case 'MANA': out.push({ type: 'mana_added', player: pid(e.seat), mana: e.colour }); break;
        case 'POOL_EMPTIED': out.push({ type: 'mana_emptied', player: pid(e.seat) }); break;
        case 'DAMAGE':
          out.push({ type: 'damage_dealt', source: oid(e.source), target: e.to.player !== undefined ? pid(e.to.player) : oid(e.to.card), amount: e.amount, combat: e.combat });
          break;
        case 'LIFE': out.push({ type: 'life_changed', player: pid(e.seat), amount: e.delta, life: e.total }); break;
        case 'DIES': out.push({ type: 'zone_changed', object: oid(e.uid), from: 'battlefield', to: 'graveyard' }); break;
        case 'DISCARD': out.push({ type: 'discarded', player: pid(e.seat), card: oid(e.uid) }); break;
        case 'ATTACKERS': out.push({ type: 'attackers_declared', player: pid(e.seat), attackers: e.uids.map(oid) }); break;
        case 'BLOCKERS': out.push({ type: 'blockers_declared', player: pid(e.seat), blockers: e.uids.map(oid) }); break;
        case 'HEALED': out.push({ type: 'damage_removed', object: oid(e.uid) }); break;
        case 'LOSES': out.push({ type: 'player_lost', player: pid(e.seat), reason: e.why }); break;
        default: process.stderr.write(`adapter: unmapped engine event ${JSON.stringify(e)}\n`);
      }
    }
    return out;
  }

  // ---- engine state -> protocol state ----

  state() {
    const g = this.game;
    const pid = (seat) => this.playerIds[seat];
    const oid = (uid) => this.ids.get(uid);
    const [phase, step] = STEP_NAMES[g.step];
    const inCombat = phase === 'combat' && g.combat;
    const objects = {};
    for (const [uid, card] of g.cards) {
      const here = card.zone === 'battlefield';
      const creature = here && card.def.type === 'creature';
      const attack = inCombat && g.attackerOf(uid);
      const blocked = inCombat && g.blockedAttackerOf(uid);
      objects[oid(uid)] = {
        card: card.def.title, owner: pid(card.owner), controller: pid(card.controller), zone: card.zone,
        tapped: here && card.tapped, damage: here ? card.damage : 0, counters: {}, phased_out: false, face_down: false,
        summoning_sick: creature && card.sick, power: creature ? card.def.power : null,
        toughness: creature ? card.def.toughness : null, attacking: attack ? pid(attack.defender) : null,
        blocking: blocked ? [oid(blocked.uid)] : [], blocked_by: attack ? attack.blockers.map(oid) : [],
      };
    }
    return {
      game: 'mtg', edition: this.edition, turn: g.turn, active_player: pid(g.active), phase, step,
      priority: g.prompt && g.prompt.type === 'PRIORITY' ? pid(g.prompt.seat) : null,
      players: g.players.map((p) => ({
        id: pid(p.seat), life: p.life, lost: p.lost, hand: p.hand.map(oid), library: p.library.map(oid),
        graveyard: p.graveyard.map(oid), exile: p.exile.map(oid), mana_pool: { ...p.pool }, lands_played: p.landsPlayed,
      })),
      battlefield: g.battlefield.map(oid),
      objects,
      stack: [...g.stack].reverse().map((uid) => ({ id: oid(uid), kind: 'spell', source: oid(uid), controller: pid(g.cards.get(uid).controller) })),
      combat: inCombat ? {
        attackers: g.combat.attackers.map((a) => ({ id: oid(a.uid), target: pid(a.defender) })),
        blockers: g.combat.attackers.flatMap((a) => a.blockers.map((b) => ({ id: oid(b), blocking: [oid(a.uid)] }))),
      } : null,
      decision: this.decision(),
      game_over: g.over,
      winners: g.over && g.winner !== null ? [pid(g.winner)] : [],
    };
  }

  decision() {
    const p = this.game.prompt;
    if (!p) return null;
    const player = this.playerIds[p.seat];
    const oids = (uids) => uids.map((uid) => this.ids.get(uid));
    switch (p.type) {
      case 'PRIORITY': return { player, kind: 'priority' };
      case 'ATTACK': return { player, kind: 'declare_attackers', attackers: oids(p.candidates), targets: p.defenders.map((s) => this.playerIds[s]) };
      case 'BLOCK': return { player, kind: 'declare_blockers', blockers: oids(p.candidates), attackers: oids(p.attackers) };
      case 'SPLIT':
        return { player, kind: 'assign_combat_damage', source: this.ids.get(p.source), amount: p.amount,
          options: p.recipients.map((r) => (r.player !== undefined ? this.playerIds[r.player] : this.ids.get(r.card))) };
      case 'DISCARD': return { player, kind: 'discard', count: p.count, options: oids(p.options) };
      default: throw new Error(`unknown prompt ${p.type}`);
    }
  }
}

// ---- the wire ----

function errorBody(err) {
  if (err instanceof Refusal) return { code: err.code, message: err.message, ...(err.missing ? { missing: err.missing } : {}) };
  if (err instanceof RulesError) {
    const [code, rule] = ERRORS[err.code] || ['illegal_action'];
    return { code, message: `${err.code}: ${err.message}`, ...(rule ? { rule } : {}) };
  }
  process.stderr.write(`adapter: ${err.stack}\n`);
  return { code: 'internal', message: String(err.message || err) };
}

function handle(session, request) {
  const { id, type } = request;
  switch (type) {
    case 'hello':
      if (request.protocol !== 1) return { id, ok: false, error: { code: 'unsupported', message: 'protocol 1 only' } };
      return {
        id, ok: true, protocol: 1, engine: { name: 'tabletop (Referee example engine)', version: '0.1.0', language: 'javascript' },
        rulesets: [{ game: 'mtg', editions: EDITIONS }], capabilities: [],
      };
    case 'setup':
      try {
        session.setup(request.game, request.edition, request.setup);
      } catch (err) {
        session.game = null;
        return { id, ok: false, error: errorBody(err) };
      }
      return { id, ok: true, state: session.state() };
    case 'act': {
      if (!session.game) return { id, ok: false, error: { code: 'bad_request', message: 'no game: send setup first' } };
      try {
        const events = session.events(session.act(request.action));
        return { id, ok: true, events, state: session.state() };
      } catch (err) {
        return { id, ok: false, error: errorBody(err), state: session.state() };
      }
    }
    case 'state':
      if (!session.game) return { id, ok: false, error: { code: 'bad_request', message: 'no game: send setup first' } };
      return { id, ok: true, state: session.state() };
    case 'bye':
      return { id, ok: true };
    default:
      return { id, ok: false, error: { code: 'bad_request', message: `unknown request type ${type}` } };
  }
}

function main() {
  const session = new Session();
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  lines.on('line', (line) => {
    if (!line.trim()) return;
    let request;
    try {
      request = JSON.parse(line);
    } catch (err) {
      process.stdout.write(`${JSON.stringify({ id: 0, ok: false, error: { code: 'bad_request', message: `not JSON: ${err.message}` } })}\n`);
      return;
    }
    process.stdout.write(`${JSON.stringify(handle(session, request))}\n`);
    if (request.type === 'bye') {
      lines.close();
      process.exitCode = 0;
    }
  });
}

if (require.main === module) main();

module.exports = { Session, engineCard, manaCost, handle };
