import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SquareRef } from '../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { bodiesOn, describeBoard, neighbours, readBoard, standingOn, type RefBoard, type RefEnemy } from './test-support/reference/reference-board.js';
import { huntGroups, referenceArrival, referenceHunt, type HuntArrival, type ReferenceHunt } from './test-support/reference/reference-hunt.js';
import { nextTurnAssassinPhase, picker, playEnemyStage, tableAtEnemyStage, tableScenario, tryStep, type TableScenario } from './test-support/differential-tables.js';
import { reduce } from './reduce.js';

/**
 * Hunts (HUNT-1…4) in the engine against the reference written from the rule texts alone
 * (test-support/reference/reference-hunt.ts): over random maps and boards, an exposed assassin
 * steps to a nearby square and the engine's hunt — how many follow, which groups the players may
 * pick — and the hunters' arrival — bodies giving way, base spaces taken, tests, exposure — are the
 * rules'. Each board first plays one movement step, so guards stand on objective bases' spaces
 * (MOV-6) and next to the exposed assassins (MOV-1). The players' picks are made at random.
 *
 * A failure prints the map in the text notation with every miniature's place.
 */

interface HuntCase {
  board: RefBoard;
  assassinId: string;
  from: SquareRef;
  to: SquareRef;
  reference: ReferenceHunt;
  /** The engine's hunt question (count and every option, as the enemies' kinds), or null when it asked none. */
  asked: { count: number; options: string[] } | null;
  /** The enemies that followed the assassin in the engine. */
  hunters: RefEnemy[];
  /** The board once the hunt and any question after it are answered, before any die is rolled. */
  after: PlayState;
  arrival: HuntArrival;
}

/** An enemy as the players tell it apart: its kind and type, and whether it stands on a base space. */
const kindOf = (enemy: RefEnemy): string => `${enemy.kind === 'boss' ? 'boss ' : ''}${enemy.type}${enemy.objectiveSpace !== null ? ' on base' : ''}`;
const groupKey = (enemies: readonly RefEnemy[]): string => enemies.map(kindOf).sort().join(' + ') || 'nobody';

function huntCase(s: TableScenario): HuntCase | null {
  const next = picker(s);
  const atMovement = tableAtEnemyStage(s, 'movement');
  if (atMovement === null) return null;
  let state: PlayState | null = nextTurnAssassinPhase(playEnemyStage(atMovement, 'movement', next).state, s.directions[1]);
  if (state === null) return null;
  // The hunted: an assassin on a square, not hidden, mostly one sharing its square with enemies.
  const board0 = readBoard(state, 'A');
  const movable = board0.characters.filter((character) => character.kind === 'assassin' && !character.hidden && (character.health ?? 0) > 0);
  const crowded = movable.filter((character) => standingOn(board0.enemies, character.square).length > 0);
  const pool = crowded.length > 0 && next() % 5 !== 0 ? crowded : movable;
  if (pool.length === 0) return null;
  const assassin = pool[next() % pool.length]!;
  const targets = neighbours(board0.side, assassin.square);
  if (targets.length === 0) return null;
  const to = targets[next() % targets.length]!;
  if (!assassin.exposed) state = tryStep(state, { kind: 'attach-red-base', miniatureId: assassin.id });
  const board = readBoard(state, 'A');
  if (!board.characters.find((character) => character.id === assassin.id)!.exposed) return null;
  const moved = reduce(state, { kind: 'move', miniatureId: assassin.id, side: 'A', square: to });
  if (!moved.ok) throw new Error(describeBoard(board, [`# ${assassin.id} leaves ${assassin.square} for ${to}`, `the move was refused: ${moved.refusal.rule} ${moved.refusal.message}`]));
  let after = moved.state;
  let asked: HuntCase['asked'] = null;
  for (let round = 0; round < 10 && after.pending !== null && after.pending.kind !== 'detection-roll'; round += 1) {
    const pending = after.pending;
    if (pending.kind === 'hunt') {
      const byId = new Map(board.enemies.map((enemy) => [enemy.id, enemy]));
      asked = { count: pending.count, options: [...new Set(pending.options.map((option) => groupKey(option.miniatureIds.map((id) => byId.get(id)!))))].sort() };
    }
    const options: readonly { id: string }[] = pending.options;
    if (options.length === 0) break;
    const answered = reduce(after, { kind: 'choose', decisionId: pending.id, optionId: options[next() % options.length]!.id });
    if (!answered.ok) throw new Error(`the answer was refused: ${answered.refusal.rule} ${answered.refusal.message}`);
    after = answered.state;
  }
  const hunters = board.enemies.filter((enemy) => enemy.square === assassin.square && readBoard(after, 'A').enemies.find((now) => now.id === enemy.id)?.square === to);
  return {
    board,
    assassinId: assassin.id,
    from: assassin.square,
    to,
    reference: referenceHunt(board, assassin.id, to),
    asked,
    hunters,
    after,
    arrival: referenceArrival(board, assassin.id, to, hunters.length),
  };
}

function fail(c: HuntCase, lines: string[]): never {
  const { reference } = c;
  throw new Error(
    describeBoard(c.board, [
      `# ${c.assassinId} (exposed) leaves ${c.from} for ${c.to}`,
      `reference: half ${reference.half}, able to follow ${reference.mobile.map((enemy) => enemy.id).join(' ') || 'none'}, room ${reference.room}: ${reference.count} hunt`,
      `engine: ${c.asked === null ? 'no question' : `asked for ${c.asked.count}: ${c.asked.options.join(' | ')}`}; followed: ${c.hunters.map((enemy) => enemy.id).join(' ') || 'nobody'}`,
      ...lines,
    ]),
  );
}

const seen = { hunts: 0, asked: 0, onBase: 0, bodies: 0, tested: 0 };

describe('hunts against the reference', () => {
  it('HUNT-1, HUNT-2, MOV-9, CAP-2, GEN-1: half the enemies (rounded up) hunt, from those able to move, as far as the room ahead allows (bodies there give way); the players pick among every legal group', () => {
    Object.assign(seen, { hunts: 0, asked: 0, onBase: 0 });
    fc.assert(
      fc.property(tableScenario, (s) => {
        const c = huntCase(s);
        if (c === null) return;
        const legal = [...new Set(huntGroups(c.reference).map((ids) => groupKey(ids.map((id) => c.board.enemies.find((enemy) => enemy.id === id)!))))].sort();
        if (c.reference.count > 0) seen.hunts += 1;
        if (standingOn(c.board.enemies, c.from).some((enemy) => enemy.objectiveSpace !== null)) seen.onBase += 1;
        if (c.asked !== null) {
          seen.asked += 1;
          if (c.asked.count !== c.reference.count || c.asked.options.join(' | ') !== legal.join(' | ')) fail(c, [`the rules let the players pick ${c.reference.count}: ${legal.join(' | ')}`]);
          return;
        }
        if (legal.length > 1) fail(c, [`GEN-1: the players should pick ${c.reference.count} of them: ${legal.join(' | ')}`]);
        if (groupKey(c.hunters) !== legal[0]) fail(c, [`the rules have ${legal[0]} follow`]);
      }),
      { numRuns: 250 },
    );
    // Hunts happen, some with a question, some from squares with guards on a base's spaces.
    expect(seen.hunts).toBeGreaterThan(30);
    expect(seen.asked).toBeGreaterThan(0);
    expect(seen.onBase).toBeGreaterThan(0);
  });

  it('CAP-2, HUNT-4, DET-1, DET-6, MAP-HID-4: the hunters’ arrival makes bodies give way as needed and tests the incognito characters (not in a hiding spot) and bodies there', () => {
    Object.assign(seen, { bodies: 0, tested: 0 });
    fc.assert(
      fc.property(tableScenario, (s) => {
        const c = huntCase(s);
        if (c === null || c.board.restricted.has(c.to)) return;
        const afterBoard = readBoard(c.after, 'A');
        const bodiesLeft = bodiesOn(afterBoard.enemies, c.to).length;
        if (bodiesOn(c.board.enemies, c.to).length > 0 && c.hunters.length > 0) seen.bodies += 1;
        const pending = c.after.pending?.kind === 'detection-roll' && c.after.pending.square === c.to ? c.after.pending : null;
        const tested = pending === null ? [] : pending.sets.filter((set) => set.involved === 'character').map((set) => set.miniatureId).sort();
        const bodiesTested = pending !== null && pending.sets.some((set) => set.involved === 'body');
        if (tested.length > 0) seen.tested += 1;
        const problems: string[] = [];
        if (bodiesLeft !== c.arrival.bodiesLeft) problems.push(`CAP-2: ${bodiesLeft} bodies are left on ${c.to}; the rules leave ${c.arrival.bodiesLeft}`);
        if (tested.join() !== c.arrival.tested.join()) problems.push(`HUNT-4: the engine tests ${tested.join(' ') || 'nobody'}; the rules test ${c.arrival.tested.join(' ') || 'nobody'}`);
        if (bodiesTested !== c.arrival.bodiesTested) problems.push(`DET-6: the engine ${bodiesTested ? 'tests' : 'does not test'} bodies; the rules ${c.arrival.bodiesTested ? 'do' : 'do not'}`);
        if (problems.length > 0) fail(c, problems);
      }),
      { numRuns: 250 },
    );
    expect(seen.bodies).toBeGreaterThan(0);
    expect(seen.tested).toBeGreaterThan(0);
  });

  it('MOV-6: hunters entering a square whose objective base has free spaces are placed on them at once', () => {
    fc.assert(
      fc.property(tableScenario, (s) => {
        const c = huntCase(s);
        if (c === null) return;
        const onSpaces = readBoard(c.after, 'A').enemies.filter((enemy) => enemy.square === c.to && enemy.objectiveSpace !== null).length;
        if (onSpaces !== c.arrival.onSpaces) fail(c, [`MOV-6: ${onSpaces} guards stand on the base's spaces on ${c.to}; the rules have ${c.arrival.onSpaces}`]);
      }),
      { numRuns: 250 },
    );
  });

  it('HUNT-3, STL-6: the hunted assassin stays exposed exactly when enemies stand on its new square', () => {
    fc.assert(
      fc.property(tableScenario, (s) => {
        const c = huntCase(s);
        if (c === null) return;
        const exposed = readBoard(c.after, 'A').characters.find((character) => character.id === c.assassinId)!.exposed;
        if (exposed !== c.arrival.stillExposed) fail(c, [`HUNT-3, STL-6: the engine leaves ${c.assassinId} ${exposed ? 'exposed' : 'incognito'}; the rules leave it ${c.arrival.stillExposed ? 'exposed' : 'incognito'}`]);
      }),
      { numRuns: 250 },
    );
  });

  it('RST-2: hunters entering a restricted area expose the characters there at once, even in a hiding spot, and make the alert active, with no detection test', () => {
    fc.assert(
      fc.property(tableScenario, (s) => {
        const c = huntCase(s);
        if (c === null || !c.board.restricted.has(c.to)) return;
        const exposedNow = readBoard(c.after, 'A').characters.filter((character) => character.exposed).map((character) => character.id);
        const missed = c.arrival.exposedAtOnce.filter((id) => !exposedNow.includes(id));
        const tested = c.after.pending?.kind === 'detection-roll' && c.after.pending.square === c.to;
        const alertMissed = c.arrival.alertAtOnce && c.after.alerts.A !== 'active';
        if (missed.length > 0 || tested || alertMissed) {
          fail(c, [
            `RST-2: to expose at once ${c.arrival.exposedAtOnce.join(' ') || 'nobody'}${c.arrival.alertAtOnce ? ', the alert active' : ''}; the engine left ${missed.join(' ') || 'nobody'} incognito${tested ? ', asks for a detection test' : ''}${alertMissed ? ', the alert inactive' : ''}`,
          ]);
        }
      }),
      { numRuns: 250 },
    );
  });
});
