import fc from 'fast-check';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { EnemyCard, EnemyCardValues } from '../../../../shared/memory-play/enemy-box-data.js';
import type { EnemyQuestion, EnemyStageInput, EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { Direction, MapSide, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import { mapSideArbitrary } from '../../../../shared/memory-play/map/test-support/map-arbitraries.js';
import type { EnemyStage, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { Step } from '../../../../shared/memory-play/moves/index.js';
import { planEnemyStage } from '../enemy/enemy-stage.js';
import { reduce } from '../reduce.js';
import { enemyStage } from './enemy-builders.js';
import { startPlay, testAssassins, testMap, testSetup } from './play-builders.js';

/**
 * Random tables for the differential properties (the engine against the reference in
 * test-support/reference/, which this harness drives but which never imports the engine):
 * a random map side (shared/memory-play/map/test-support/map-arbitraries.ts), guards, bodies,
 * assassins and allies put on it by the players' manual steps, a red base or two, an elite card
 * typed at random (test values, never the game's), and the event's direction. Guards are placed
 * mostly on and around the assassins' squares, so attraction, hunts and combat happen often.
 */

export interface TableScenario {
  side: MapSide;
  /** The elite type in play: the rulebook's Agile Guard with its card (CF-CHR-14), or a memory's own elite with a random card (CF-CHR-15). */
  elite: { type: 'agile' | 'seeker'; card: EnemyCardValues };
  guards: { at: number; elite: boolean; body: boolean }[];
  /** `hide`: an incognito assassin on a hiding spot's square enters it (MAP-HID-2) in the assassin phase. */
  assassins: { at: number; exposed: boolean; hide: boolean }[];
  allies: { at: number; exposed: boolean; health: number | null }[];
  looseBases: number[];
  directions: [Direction, Direction];
  /** Numbers read in turn to answer the players' questions and to type dice faces. */
  picks: number[];
}

/** Test faces for the dice the steps ask for (what a table might roll). */
export const RED_FACES: DieFace[] = ['blank', 'blank', 'eye', 'eye', 'eye-alert', 'blank'];
export const BLACK_FACES: DieFace[] = ['hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail', 'hit'];

/** CF-CHR-13: the crossbowman is ranged with 1 black die (its health is a test value: UNK-7). */
const CROSSBOWMAN: EnemyCard = { guardType: 'crossbowman', health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false, notes: '' };
/** CF-CHR-14: the Agile Guard is melee with 2 black dice and ignores ladders (health: a test value). */
const AGILE: EnemyCardValues = { health: 1, blackDice: 2, weapon: 'melee', ignoresLadders: true };

const direction = fc.constantFrom<Direction>('N', 'E', 'S', 'W');

export const tableScenario: fc.Arbitrary<TableScenario> = fc.record({
  side: fc
    .tuple(mapSideArbitrary('A', { maxWidth: 6, maxHeight: 6 }), fc.option(fc.nat(99), { nil: null }))
    .map(([side, objectiveAt]) => {
      const features = side.features.filter((feature) => feature.type !== 'triangle');
      // Half the maps get one more objective base (MOV-6, MOV-9d, HUNT-2), where there is none yet.
      const square = objectiveAt === null ? null : side.squares[objectiveAt % side.squares.length]!.ref;
      if (square !== null && !features.some((feature) => feature.type === 'objective' && feature.square === square)) {
        features.push({ type: 'objective', square, cost: 1, xp: null, mandatory: false, escort: false });
      }
      return { ...side, miniatures: [], features };
    }),
  elite: fc.oneof(
    fc.constant({ type: 'agile' as const, card: AGILE }),
    fc.record({
      type: fc.constant('seeker' as const),
      card: fc.record({ health: fc.integer({ min: 1, max: 2 }), blackDice: fc.integer({ min: 0, max: 3 }), weapon: fc.constantFrom('melee' as const, 'ranged' as const), ignoresLadders: fc.boolean() }),
    }),
  ),
  guards: fc.array(fc.record({ at: fc.nat(99), elite: fc.boolean(), body: fc.boolean() }), { maxLength: 24, size: 'medium' }),
  assassins: fc.array(fc.record({ at: fc.nat(99), exposed: fc.boolean(), hide: fc.boolean() }), { minLength: 2, maxLength: 4 }),
  allies: fc.array(fc.record({ at: fc.nat(99), exposed: fc.boolean(), health: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }) }), { maxLength: 2 }),
  looseBases: fc.array(fc.nat(99), { maxLength: 2 }),
  directions: fc.tuple(direction, direction),
  picks: fc.array(fc.nat(50), { minLength: 1, maxLength: 10 }),
});

/** Applies a step when the rules accept it (a random table asks for impossible things too: a fifth enemy on a square…). */
export function tryStep(state: PlayState, step: Step): PlayState {
  const result = reduce(state, step);
  return result.ok ? result.state : state;
}

/** Applies steps that must be accepted; null when one is refused (the case is then left out). */
function steps(state: PlayState, list: Step[]): PlayState | null {
  let current = state;
  for (const step of list) {
    const result = reduce(current, step);
    if (!result.ok) return null;
    current = result.state;
  }
  return current;
}

/**
 * The scenario's board in the assassin phase of turn 1 (assassins a1…, allies, guards and red
 * bases put there by the manual steps). Guards are not put by hand on a square with an objective
 * base: there the rules would have them on the base's spaces (MOV-6, REI-7), which only the enemy
 * steps do; the movement step of the first turn puts them there.
 */
export function tableAtAssassinPhase(s: TableScenario): PlayState | null {
  let state: PlayState;
  try {
    state = startPlay(
      testSetup({
        map: testMap([s.side]),
        assassins: testAssassins(s.assassins.length),
        enemyCards: [CROSSBOWMAN, { guardType: s.elite.type, notes: '', ...s.elite.card }],
        eliteType: s.elite.type,
      }),
    );
  } catch {
    return null;
  }
  const squares = s.side.squares.map((square) => square.ref);
  const anywhere = (n: number) => squares[n % squares.length]!;
  const hidingSquares = s.side.features.flatMap((feature) => (feature.type === 'hiding-spot' ? [feature.square] : []));
  // An assassin that is to hide starts on a hiding spot's square, where the map has one.
  // Others mostly share the first assassin's square, so pools are shared (CMB-5) and hunts meet company (HUNT-4).
  const firstSquare = anywhere(s.assassins[0]!.at);
  const assassinSquares = s.assassins.map((assassin, index) => {
    if (assassin.hide && !assassin.exposed && hidingSquares.length > 0) return hidingSquares[assassin.at % hidingSquares.length]!;
    return index > 0 && assassin.at < 40 ? firstSquare : anywhere(assassin.at);
  });
  const objectiveSquares = new Set(s.side.features.flatMap((feature) => (feature.type === 'objective' ? [feature.square] : [])));
  /** The square and its four neighbours N, E, S, W (null where there is none). */
  const cross = (centre: SquareRef): (SquareRef | null)[] => {
    const { col, row } = { col: centre.charCodeAt(0) - 64, row: Number(centre.slice(1)) };
    const refs = [centre, ...[[0, -1], [1, 0], [0, 1], [-1, 0]].map(([dc, dr]) => `${String.fromCharCode(64 + col + dc!)}${row + dr!}`)];
    return refs.map((ref) => (squares.includes(ref) ? ref : null));
  };
  const around = (centre: SquareRef): SquareRef[] => cross(centre).filter((ref): ref is SquareRef => ref !== null);
  // Half the guards go on an assassin's square or next to it, a fifth next to an objective base.
  const guardSquare = (n: number): SquareRef => {
    if (n < 50) {
      const near = around(assassinSquares[n % assassinSquares.length]!);
      return near[Math.floor(n / assassinSquares.length) % near.length]!;
    }
    if (n < 75 && objectiveSquares.size > 0) {
      // Behind a base as the first turn's enemies move, so they drift onto its spaces (MOV-6).
      const base = [...objectiveSquares][n % objectiveSquares.size]!;
      const behind = cross(base)[1 + ['S', 'W', 'N', 'E'].indexOf(s.directions[0])];
      const near = around(base);
      return behind != null && n % 3 !== 0 ? behind : near[Math.floor(n / objectiveSquares.size) % near.length]!;
    }
    return anywhere(n);
  };
  for (const guard of s.guards) {
    const square = guardSquare(guard.at);
    if (objectiveSquares.has(square)) continue;
    state = tryStep(state, { kind: 'add-miniature', miniature: { kind: 'guard', guardType: guard.elite ? s.elite.type : 'crossbowman', ...(guard.body ? { body: true } : {}) }, side: 'A', square });
  }
  s.assassins.forEach((assassin, index) => {
    state = tryStep(state, { kind: 'move-miniature', miniatureId: `a${index + 1}`, side: 'A', square: assassinSquares[index]! });
    if (assassin.exposed) state = tryStep(state, { kind: 'attach-red-base', miniatureId: `a${index + 1}` });
  });
  s.allies.forEach((ally, index) => {
    const before = state;
    state = tryStep(state, { kind: 'add-miniature', miniature: { kind: 'ally', name: `Ally ${index + 1}`, health: ally.health }, side: 'A', square: anywhere(ally.at) });
    const added = Object.keys(state.miniatures).find((id) => before.miniatures[id] === undefined);
    if (added !== undefined && ally.exposed) state = tryStep(state, { kind: 'attach-red-base', miniatureId: added });
  });
  for (const base of s.looseBases) state = tryStep(state, { kind: 'place-red-base', side: 'A', square: anywhere(base) });
  const inPhase = steps(state, [{ kind: 'begin-event-phase', events: [{ side: 'A', direction: s.directions[0] }] }, { kind: 'begin-assassin-phase' }]);
  if (inPhase === null) return null;
  state = inPhase;
  s.assassins.forEach((assassin, index) => {
    if (assassin.hide && !assassin.exposed) state = tryStep(state, { kind: 'enter-hiding-spot', miniatureId: `a${index + 1}` });
  });
  return state;
}

/** The scenario's board at the start of turn 1's enemy step `at` (earlier enemy steps ended by hand, GEN-6). */
export function tableAtEnemyStage(s: TableScenario, at: EnemyStage): PlayState | null {
  const state = tableAtAssassinPhase(s);
  if (state === null) return null;
  const before: Step[] = [{ kind: 'end-assassin-phase' }];
  for (const step of ['reinforcement', 'movement'] as const) {
    if (step === at) break;
    before.push({ kind: 'end-enemy-stage', stage: step });
  }
  return steps(state, before);
}

/** From the combat step of a turn to the movement step of the next one, the event showing `direction` (combat and reinforcement ended by hand). */
export function nextTurnMovement(state: PlayState, direction: Direction): PlayState | null {
  return steps(state, [
    { kind: 'end-enemy-stage', stage: 'combat' },
    { kind: 'end-turn' },
    { kind: 'begin-event-phase', events: [{ side: 'A', direction }] },
    { kind: 'begin-assassin-phase' },
    { kind: 'end-assassin-phase' },
    { kind: 'end-enemy-stage', stage: 'reinforcement' },
  ]);
}

/** From the combat step of a turn to the assassin phase of the next one. */
export function nextTurnAssassinPhase(state: PlayState, direction: Direction): PlayState | null {
  return steps(state, [{ kind: 'end-enemy-stage', stage: 'combat' }, { kind: 'end-turn' }, { kind: 'begin-event-phase', events: [{ side: 'A', direction }] }, { kind: 'begin-assassin-phase' }]);
}

/** Reads the scenario's numbers one after another, round and round. */
export function picker(s: TableScenario): () => number {
  let index = 0;
  return () => s.picks[index++ % s.picks.length]! + Math.floor(index / s.picks.length);
}

export interface PlayedEnemyStage {
  input: EnemyStageInput;
  /** The preview once every question is answered and every die typed: what applying does. */
  preview: EnemyStagePreview;
  /** The state once applied. */
  state: PlayState;
  questions: EnemyQuestion[];
}

/**
 * Plays an enemy step as a table would: each question answered by `answer` (default: an option
 * picked with the scenario's numbers), each roll typed from the test faces, then applied.
 */
export function playEnemyStage(state: PlayState, step: EnemyStage, next: () => number, answer?: (question: EnemyQuestion, input: EnemyStageInput) => string): PlayedEnemyStage {
  const input: { choices: Record<string, string>; rolls: Record<string, DieFace[]> } = { choices: {}, rolls: {} };
  const questions: EnemyQuestion[] = [];
  for (let round = 0; round < 80; round += 1) {
    const plan = planEnemyStage(state, enemyStage(step, input));
    if (!plan.ok) throw new Error(`the ${step} step was refused: ${plan.refusal.rule} ${plan.refusal.message}`);
    const preview = plan.value.preview;
    if (preview.status === 'question') {
      const question = preview.question!;
      questions.push(question);
      input.choices[question.id] = answer?.(question, input) ?? question.options[next() % question.options.length]!.id;
      continue;
    }
    if (preview.status === 'rolls') {
      for (const test of preview.tests) input.rolls[test.id] ??= Array.from({ length: test.count }, () => RED_FACES[next() % 6]!);
      for (const target of preview.combat) for (const share of target.shares) input.rolls[share.rollId] ??= Array.from({ length: share.dice }, () => BLACK_FACES[next() % 6]!);
      continue;
    }
    if (preview.status !== 'ready') throw new Error(`the ${step} step waits for ${preview.status}: ${[...preview.missingCards, ...preview.missingInput].join(', ')}`);
    const result = reduce(state, enemyStage(step, input));
    if (!result.ok) throw new Error(`applying the ${step} step was refused: ${result.refusal.rule} ${result.refusal.message}`);
    return { input, preview, state: result.state, questions };
  }
  throw new Error(`the ${step} step never became ready`);
}
