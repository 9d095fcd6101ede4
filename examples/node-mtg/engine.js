'use strict';
/*
 * tabletop: a small two-player Magic: The Gathering engine that knows the turn structure, basic lands
 * and creatures without abilities (first strike and trample are the only keywords it understands).
 *
 * It knows nothing about Referee: it has its own card model (Cards.land / Cards.creature), numeric card
 * uids, seats 0 and 1 for the players, its own step names and events, and RulesError codes of its own.
 * Every action either throws a RulesError before changing anything, or returns the events it caused,
 * in order, up to the next prompt (a question the engine asks one player: PRIORITY, ATTACK, BLOCK,
 * SPLIT, DISCARD). The engine never answers a prompt by itself.
 */

const HAND_LIMIT = 7;
const MANA = ['W', 'U', 'B', 'R', 'G', 'C'];
const GENERIC_ORDER = ['C', 'W', 'U', 'B', 'R', 'G']; // generic costs take colourless mana first
// The turn as one flat list of segments; the combat damage segments are skipped when nobody attacks.
const STEPS = ['UNTAP', 'UPKEEP', 'DRAW', 'MAIN_1', 'COMBAT_START', 'DECLARE_ATTACKERS', 'DECLARE_BLOCKERS',
  'FIRST_STRIKE_DAMAGE', 'REGULAR_DAMAGE', 'COMBAT_END', 'MAIN_2', 'END', 'CLEANUP'];
const MAIN_STEPS = ['MAIN_1', 'MAIN_2'];
const COMBAT_STEPS = STEPS.slice(STEPS.indexOf('COMBAT_START'), STEPS.indexOf('COMBAT_END') + 1);

class RulesError extends Error {
  constructor(code, text) {
    super(text);
    this.code = code;
  }
}

/** '4GG' -> {generic: 4, G: 2} */
function parseCost(text) {
  const match = /^(\d*)([WUBRG]*)$/.exec(text);
  if (!match) throw new Error(`cannot read mana cost ${text}`);
  const cost = { generic: Number(match[1] || 0) };
  for (const colour of match[2]) cost[colour] = (cost[colour] || 0) + 1;
  return cost;
}

const Cards = {
  land: (title, colour) => ({ title, type: 'land', colour }),
  creature: (title, cost, power, toughness, keywords = []) => ({
    title, type: 'creature', cost: parseCost(cost), power, toughness,
    firstStrike: keywords.includes('first strike'), trample: keywords.includes('trample'),
  }),
};

const emptyPool = () => Object.fromEntries(MANA.map((m) => [m, 0]));

class Game {
  /** players: [{name, life}] in turn order (exactly two). */
  constructor(players) {
    if (players.length !== 2) throw new Error('tabletop plays two-player games only');
    this.players = players.map((p, seat) => ({
      seat, name: p.name, life: p.life ?? 20, lost: false, library: [], hand: [], graveyard: [], exile: [],
      pool: emptyPool(), landsPlayed: 0, drewFromEmpty: false,
    }));
    this.cards = new Map();
    this.nextUid = 1;
    this.battlefield = [];
    this.stack = []; // bottom first
    this.turn = 1;
    this.active = 0;
    this.step = 'MAIN_1';
    this.prompt = null;
    this.passes = 0; // consecutive passes with no action in between
    this.combat = null;
    this.over = false;
    this.winner = null;
    this.cleanupAgain = false;
    this.out = [];
  }

  // ---- building a position (a puzzle loader: nothing happens while cards are put in place) ----

  put(def, { owner, zone, tapped = false, damage = 0, sick = false }) {
    const uid = this.nextUid++;
    this.cards.set(uid, { uid, def, owner, controller: owner, zone, tapped, damage, sick });
    if (zone === 'battlefield') this.battlefield.push(uid);
    else this.players[owner][zone].push(uid);
    return uid;
  }

  start({ turn, active, step, priority, landsPlayed = {}, pools = {} }) {
    if (!STEPS.includes(step) || step === 'UNTAP' || step === 'CLEANUP') {
      throw new RulesError('BAD_POSITION', `a game cannot start in ${step}`);
    }
    Object.assign(this, { turn, active, step });
    for (const p of this.players) {
      p.landsPlayed = landsPlayed[p.seat] || 0;
      Object.assign(p.pool, pools[p.seat] || {});
    }
    if (COMBAT_STEPS.includes(step)) this.combat = { attackers: [], firstStrikers: null };
    this.prompt = { type: 'PRIORITY', seat: priority };
  }

  // ---- reading ----

  card(uid) {
    const card = this.cards.get(uid);
    if (!card) throw new RulesError('NO_SUCH_CARD', `there is no card #${uid}`);
    return card;
  }

  isCreature(uid) { return this.cards.get(uid).def.type === 'creature'; }

  attackerOf(uid) { return this.combat && this.combat.attackers.find((a) => a.uid === uid); }

  blockedAttackerOf(uid) { return this.combat && this.combat.attackers.find((a) => a.blockers.includes(uid)); }

  opponent(seat) { return 1 - seat; }

  // ---- actions: each validates first, then runs and returns its events ----

  pass(seat) {
    this.expect(seat, 'PRIORITY');
    return this.run(() => {
      this.passes += 1;
      if (this.passes < this.players.length) return this.givePriority(this.opponent(seat));
      this.passes = 0;
      if (this.stack.length) {
        this.resolveTop();
        return this.givePriority(this.active);
      }
      return this.endStep();
    });
  }

  playLand(seat, uid) {
    this.expect(seat, 'PRIORITY');
    const card = this.inHand(seat, uid);
    if (card.def.type !== 'land') throw new RulesError('NOT_A_LAND', `${card.def.title} is not a land`);
    this.sorcerySpeed(seat, `${card.def.title} can be played only in your main phase with an empty stack`);
    if (this.players[seat].landsPlayed >= 1) throw new RulesError('ONE_LAND_PER_TURN', 'you already played a land this turn');
    return this.run(() => {
      this.move(uid, 'battlefield');
      this.players[seat].landsPlayed += 1;
      this.emit({ type: 'LAND', seat, uid });
      this.passes = 0;
      this.givePriority(seat);
    });
  }

  cast(seat, uid) {
    this.expect(seat, 'PRIORITY');
    const card = this.inHand(seat, uid);
    if (card.def.type !== 'creature') throw new RulesError('NOT_A_SPELL', `${card.def.title} is not a spell`);
    this.sorcerySpeed(seat, `${card.def.title} can be cast only in your main phase with an empty stack`);
    const pool = this.payment(this.players[seat].pool, card.def.cost);
    if (!pool) throw new RulesError('INSUFFICIENT_MANA', `not enough mana in the pool for ${card.def.title}`);
    return this.run(() => {
      this.players[seat].pool = pool;
      this.move(uid, 'stack');
      card.controller = seat;
      this.emit({ type: 'CAST', seat, uid });
      this.passes = 0;
      this.givePriority(seat);
    });
  }

  /** The mana ability of a land: it resolves at once and the player keeps priority. */
  tapForMana(seat, uid) {
    this.expect(seat, 'PRIORITY');
    const card = this.card(uid);
    if (card.zone !== 'battlefield') throw new RulesError('NOT_ON_BATTLEFIELD', `${card.def.title} is not on the battlefield`);
    if (card.controller !== seat) throw new RulesError('NOT_YOURS', `you do not control ${card.def.title}`);
    if (card.def.type !== 'land') throw new RulesError('NO_ABILITY', `${card.def.title} has no ability to activate`);
    if (card.tapped) throw new RulesError('ALREADY_TAPPED', `${card.def.title} is already tapped`);
    return this.run(() => {
      card.tapped = true;
      this.emit({ type: 'TAP', uid });
      this.players[seat].pool[card.def.colour] += 1;
      this.emit({ type: 'MANA', seat, colour: card.def.colour });
      this.passes = 0;
    });
  }

  /** attacks: [{uid, player}] (player: the seat attacked). */
  declareAttackers(seat, attacks) {
    this.expect(seat, 'ATTACK');
    for (const { uid, card } of attacks) [uid, card].filter((id) => id !== undefined).forEach((id) => this.card(id));
    const seen = new Set();
    for (const { uid, player } of attacks) {
      const attacker = this.card(uid);
      if (seen.has(uid)) throw new RulesError('BAD_ATTACK', `${attacker.def.title} is declared twice`);
      seen.add(uid);
      if (!this.prompt.candidates.includes(uid)) throw new RulesError('BAD_ATTACK', `${attacker.def.title} ${this.whyNotAttacker(attacker)}`);
      if (!this.prompt.defenders.includes(player)) throw new RulesError('BAD_ATTACK', `${attacker.def.title} can only attack your opponent`);
    }
    return this.run(() => {
      for (const { uid, player } of attacks) {
        this.cards.get(uid).tapped = true;
        this.emit({ type: 'TAP', uid });
        this.combat.attackers.push({ uid, defender: player, blocked: false, blockers: [] });
      }
      this.emit({ type: 'ATTACKERS', seat, uids: attacks.map((a) => a.uid) });
      this.givePriority(this.active);
    });
  }

  /** blocks: [{uid, attacker}] */
  declareBlockers(seat, blocks) {
    this.expect(seat, 'BLOCK');
    for (const { uid, attacker } of blocks) [uid, attacker].forEach((id) => this.card(id));
    const seen = new Set();
    for (const { uid, attacker } of blocks) {
      const blocker = this.card(uid);
      const target = this.card(attacker);
      if (seen.has(uid)) throw new RulesError('BAD_BLOCK', `${blocker.def.title} can block only one attacker`);
      seen.add(uid);
      if (!this.prompt.candidates.includes(uid)) throw new RulesError('BAD_BLOCK', `${blocker.def.title} cannot block`);
      const attack = this.attackerOf(attacker);
      if (!attack || attack.defender !== seat) throw new RulesError('BAD_BLOCK', `${target.def.title} is not attacking you`);
    }
    return this.run(() => {
      for (const { uid, attacker } of blocks) {
        const attack = this.attackerOf(attacker);
        attack.blocked = true;
        attack.blockers.push(uid);
      }
      this.emit({ type: 'BLOCKERS', seat, uids: blocks.map((b) => b.uid) });
      this.givePriority(this.active);
    });
  }

  /** parts: [{to: {card} | {player}, amount}] for the attacker the SPLIT prompt names. */
  assignDamage(seat, uid, parts) {
    this.expect(seat, 'SPLIT');
    const { source, amount, recipients } = this.prompt;
    this.card(uid);
    for (const part of parts) if (part.to.card !== undefined) this.card(part.to.card);
    if (uid !== source) throw new RulesError('BAD_SPLIT', `the damage to divide now is #${source}'s`);
    const key = (to) => (to.card !== undefined ? `c${to.card}` : `p${to.player}`);
    const allowed = new Set(recipients.map(key));
    const given = new Map();
    for (const part of parts) {
      if (!allowed.has(key(part.to))) throw new RulesError('BAD_SPLIT', 'damage can go only to the blockers (or the player, with trample)');
      if (given.has(key(part.to))) throw new RulesError('BAD_SPLIT', 'a recipient is named twice');
      if (!Number.isInteger(part.amount) || part.amount < 0) throw new RulesError('BAD_SPLIT', 'amounts are whole numbers');
      given.set(key(part.to), part.amount);
    }
    const total = [...given.values()].reduce((a, b) => a + b, 0);
    if (total !== amount) throw new RulesError('BAD_SPLIT', `exactly ${amount} damage must be assigned, not ${total}`);
    const toPlayer = recipients.filter((to) => to.player !== undefined).some((to) => given.get(key(to)) > 0);
    if (toPlayer && recipients.some((to) => to.card !== undefined && (given.get(key(to)) || 0) < this.lethal(to.card))) {
      throw new RulesError('BAD_SPLIT', 'trample: every blocker needs lethal damage before the player gets any');
    }
    return this.run(() => {
      for (const part of parts) if (part.amount > 0) this.combat.plan.push({ source, to: part.to, amount: part.amount });
      this.askNextSplit();
    });
  }

  discard(seat, uids) {
    this.expect(seat, 'DISCARD');
    for (const uid of uids) this.card(uid);
    if (new Set(uids).size !== uids.length || uids.some((uid) => !this.prompt.options.includes(uid))) {
      throw new RulesError('BAD_DISCARD', 'discard distinct cards from your hand');
    }
    if (uids.length !== this.prompt.count) throw new RulesError('BAD_DISCARD', `discard exactly ${this.prompt.count}`);
    return this.run(() => {
      for (const uid of uids) {
        this.move(uid, 'graveyard');
        this.emit({ type: 'DISCARD', seat, uid });
      }
      this.finishCleanup();
    });
  }

  // ---- checks shared by actions ----

  expect(seat, type) {
    if (this.over) throw new RulesError('GAME_ENDED', 'the game is over');
    if (!this.prompt || this.prompt.seat !== seat) throw new RulesError('NOT_YOUR_PROMPT', `seat ${seat} is not the one to act`);
    if (this.prompt.type !== type) throw new RulesError('WRONG_PROMPT', `the engine is waiting for ${this.prompt.type}, not ${type}`);
  }

  inHand(seat, uid) {
    const card = this.card(uid);
    if (card.zone !== 'hand' || card.owner !== seat) throw new RulesError('NOT_IN_HAND', `${card.def.title} is not in your hand`);
    return card;
  }

  sorcerySpeed(seat, text) {
    if (seat !== this.active || !MAIN_STEPS.includes(this.step) || this.stack.length) throw new RulesError('WRONG_TIME', text);
  }

  /** The pool left after paying cost (coloured symbols first, generic from C then WUBRG), or null. */
  payment(pool, cost) {
    const left = { ...pool };
    for (const colour of ['W', 'U', 'B', 'R', 'G']) {
      left[colour] -= cost[colour] || 0;
      if (left[colour] < 0) return null;
    }
    let generic = cost.generic;
    for (const m of GENERIC_ORDER) {
      const used = Math.min(generic, left[m]);
      left[m] -= used;
      generic -= used;
    }
    return generic === 0 ? left : null;
  }

  whyNotAttacker(card) {
    if (card.zone !== 'battlefield' || card.def.type !== 'creature') return 'is not a creature on the battlefield';
    if (card.controller !== this.active) return 'is not yours';
    if (card.tapped) return 'is tapped';
    return 'has not been under your control since your turn began';
  }

  lethal(uid) {
    const card = this.cards.get(uid);
    return Math.max(0, card.def.toughness - card.damage);
  }

  // ---- the turn ----

  run(body) {
    this.out = [];
    body();
    return this.out;
  }

  emit(event) { this.out.push(event); }

  givePriority(seat) {
    this.checkStateBased();
    if (this.over) return;
    this.prompt = { type: 'PRIORITY', seat };
    this.emit({ type: 'PRIORITY', seat });
  }

  endStep() {
    for (const p of this.players) {
      if (MANA.some((m) => p.pool[m] > 0)) {
        p.pool = emptyPool();
        this.emit({ type: 'POOL_EMPTIED', seat: p.seat });
      }
    }
    this.emit({ type: 'STEP_END', step: this.step });
    if (this.step === 'COMBAT_END') this.combat = null;
    const next = this.nextStep();
    if (next === 'UNTAP') this.beginTurn();
    this.beginStep(next);
  }

  nextStep() {
    if (this.step === 'DECLARE_ATTACKERS' && !this.combat.attackers.length) return 'COMBAT_END';
    if (this.step === 'DECLARE_BLOCKERS') return this.anyFirstStrike() ? 'FIRST_STRIKE_DAMAGE' : 'REGULAR_DAMAGE';
    if (this.step === 'CLEANUP') return this.cleanupAgain ? 'CLEANUP' : 'UNTAP';
    return STEPS[STEPS.indexOf(this.step) + 1];
  }

  beginTurn() {
    this.turn += 1;
    this.active = this.opponent(this.active);
    for (const p of this.players) p.landsPlayed = 0;
    for (const uid of this.battlefield) if (this.cards.get(uid).controller === this.active) this.cards.get(uid).sick = false;
    this.emit({ type: 'TURN_START', turn: this.turn, seat: this.active });
  }

  beginStep(step) {
    this.step = step;
    this.passes = 0;
    this.prompt = null;
    this.emit({ type: 'STEP_START', step });
    const seat = this.active;
    switch (step) {
      case 'UNTAP':
        for (const uid of this.battlefield) {
          const card = this.cards.get(uid);
          if (card.controller === seat && card.tapped) {
            card.tapped = false;
            this.emit({ type: 'UNTAP', uid });
          }
        }
        return this.endStep(); // nobody gets priority in the untap step
      case 'DRAW':
        this.draw(seat);
        break;
      case 'COMBAT_START':
        this.combat = { attackers: [], firstStrikers: null };
        break;
      case 'DECLARE_ATTACKERS': {
        const candidates = this.battlefield.filter((uid) => {
          const card = this.cards.get(uid);
          return card.def.type === 'creature' && card.controller === seat && !card.tapped && !card.sick;
        });
        if (candidates.length) {
          this.prompt = { type: 'ATTACK', seat, candidates, defenders: [this.opponent(seat)] };
          return undefined;
        }
        this.emit({ type: 'ATTACKERS', seat, uids: [] });
        break;
      }
      case 'DECLARE_BLOCKERS': {
        const defender = this.opponent(seat);
        const candidates = this.battlefield.filter((uid) => {
          const card = this.cards.get(uid);
          return card.def.type === 'creature' && card.controller === defender && !card.tapped;
        });
        const attackers = this.combat.attackers.map((a) => a.uid);
        if (candidates.length && attackers.length) {
          this.prompt = { type: 'BLOCK', seat: defender, candidates, attackers };
          return undefined;
        }
        this.emit({ type: 'BLOCKERS', seat: defender, uids: [] });
        break;
      }
      case 'FIRST_STRIKE_DAMAGE':
      case 'REGULAR_DAMAGE':
        return this.startDamage();
      case 'CLEANUP':
        return this.cleanup();
      default:
        break;
    }
    return this.givePriority(seat);
  }

  draw(seat) {
    const p = this.players[seat];
    if (!p.library.length) {
      p.drewFromEmpty = true;
      return;
    }
    const uid = p.library[0];
    this.move(uid, 'hand');
    this.emit({ type: 'DRAW', seat, uid });
  }

  resolveTop() {
    const uid = this.stack[this.stack.length - 1];
    this.emit({ type: 'RESOLVE', uid });
    this.move(uid, 'battlefield');
    this.cards.get(uid).sick = true;
    this.emit({ type: 'ENTER', uid });
  }

  // ---- combat damage ----

  combatants() {
    return this.combat.attackers.flatMap((a) => [a.uid, ...a.blockers]);
  }

  anyFirstStrike() {
    return this.combatants().some((uid) => this.cards.get(uid).def.firstStrike);
  }

  startDamage() {
    const combat = this.combat;
    const first = this.step === 'FIRST_STRIKE_DAMAGE';
    if (first) combat.firstStrikers = new Set(this.combatants().filter((uid) => this.cards.get(uid).def.firstStrike));
    const strikes = (uid) => (first ? combat.firstStrikers.has(uid) : !(combat.firstStrikers && combat.firstStrikers.has(uid)));
    combat.plan = [];
    combat.splits = [];
    for (const attack of combat.attackers) {
      const card = this.cards.get(attack.uid);
      const power = card.def.power;
      if (!strikes(attack.uid) || power <= 0) continue;
      const toPlayer = { player: attack.defender };
      if (!attack.blocked) combat.plan.push({ source: attack.uid, to: toPlayer, amount: power });
      else if (!attack.blockers.length) {
        if (card.def.trample) combat.plan.push({ source: attack.uid, to: toPlayer, amount: power });
      } else if (attack.blockers.length === 1 && (!card.def.trample || power <= this.lethal(attack.blockers[0]))) {
        combat.plan.push({ source: attack.uid, to: { card: attack.blockers[0] }, amount: power }); // the only choice
      } else combat.splits.push(attack);
    }
    for (const attack of combat.attackers) {
      for (const uid of attack.blockers) {
        const power = this.cards.get(uid).def.power;
        if (strikes(uid) && power > 0) combat.plan.push({ source: uid, to: { card: attack.uid }, amount: power });
      }
    }
    return this.askNextSplit();
  }

  askNextSplit() {
    const attack = this.combat.splits.shift();
    if (!attack) return this.dealCombatDamage();
    const card = this.cards.get(attack.uid);
    const recipients = attack.blockers.map((uid) => ({ card: uid }));
    if (card.def.trample) recipients.push({ player: attack.defender });
    this.prompt = { type: 'SPLIT', seat: this.active, source: attack.uid, amount: card.def.power, recipients };
    return undefined;
  }

  dealCombatDamage() {
    for (const { source, to, amount } of this.combat.plan) {
      this.emit({ type: 'DAMAGE', source, to, amount, combat: true });
      if (to.player !== undefined) {
        const p = this.players[to.player];
        p.life -= amount;
        this.emit({ type: 'LIFE', seat: p.seat, delta: -amount, total: p.life });
      } else this.cards.get(to.card).damage += amount;
    }
    this.combat.plan = [];
    this.givePriority(this.active);
  }

  // ---- cleanup and state-based actions ----

  cleanup() {
    this.cleanupAgain = false;
    const p = this.players[this.active];
    const excess = p.hand.length - HAND_LIMIT;
    if (excess > 0) {
      this.prompt = { type: 'DISCARD', seat: this.active, count: excess, options: [...p.hand] };
      return;
    }
    this.finishCleanup();
  }

  finishCleanup() {
    this.prompt = null;
    for (const uid of this.battlefield) {
      const card = this.cards.get(uid);
      if (card.damage > 0) {
        card.damage = 0;
        this.emit({ type: 'HEALED', uid });
      }
    }
    // Players get priority in a cleanup step only if something happened in it; then another one follows.
    if (this.checkStateBased()) {
      this.cleanupAgain = true;
      this.givePriority(this.active);
      return;
    }
    this.endStep();
  }

  /** Performs state-based actions until none apply; true if any was performed. */
  checkStateBased() {
    let performed = false;
    for (;;) {
      const dying = this.battlefield.filter((uid) => {
        const card = this.cards.get(uid);
        return card.def.type === 'creature' && (card.def.toughness <= 0 || card.damage >= card.def.toughness);
      });
      const losing = this.players.filter((p) => !p.lost && (p.life <= 0 || p.drewFromEmpty));
      if (!dying.length && !losing.length) return performed;
      performed = true;
      for (const uid of dying) {
        this.move(uid, 'graveyard');
        this.emit({ type: 'DIES', uid });
      }
      for (const p of losing) {
        p.lost = true;
        this.emit({ type: 'LOSES', seat: p.seat, why: p.life <= 0 ? 'life' : 'empty library' });
      }
      const alive = this.players.filter((p) => !p.lost);
      if (alive.length <= 1) {
        this.over = true;
        this.winner = alive.length ? alive[0].seat : null;
        this.prompt = null;
        return true;
      }
    }
  }

  // ---- zones ----

  move(uid, zone) {
    const card = this.cards.get(uid);
    const from = card.zone === 'battlefield' ? this.battlefield
      : card.zone === 'stack' ? this.stack : this.players[card.owner][card.zone];
    from.splice(from.indexOf(uid), 1);
    if (card.zone === 'battlefield') this.leaveCombat(uid);
    if (zone === 'battlefield') this.battlefield.push(uid);
    else if (zone === 'stack') this.stack.push(uid);
    else if (zone === 'graveyard') this.players[card.owner].graveyard.unshift(uid); // top first
    else this.players[card.owner][zone].push(uid);
    if (zone !== 'battlefield') Object.assign(card, { tapped: false, damage: 0, sick: false, controller: card.owner });
    card.zone = zone;
  }

  leaveCombat(uid) {
    if (!this.combat) return;
    this.combat.attackers = this.combat.attackers.filter((a) => a.uid !== uid);
    // An attacker stays blocked after its blockers leave (it just has nobody to damage).
    for (const attack of this.combat.attackers) attack.blockers = attack.blockers.filter((b) => b !== uid);
  }
}

module.exports = { Game, Cards, RulesError, STEPS, MAIN_STEPS, COMBAT_STEPS, HAND_LIMIT };
