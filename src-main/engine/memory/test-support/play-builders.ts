import type { MapEdge, MapFeature, MapSide, MapSquare, MemoryMap, SideId, SquareKind, StartingMiniature } from '../../../../shared/memory-play/map/map-types.js';
import { defaultLevel } from '../../../../shared/memory-play/map/map-types.js';
import { toRef } from '../../../../shared/memory-play/map/square-ref.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import { reduce } from '../reduce.js';
import { createPlay, type PlaySetup, type SetupAssassin } from '../setup.js';
import type { Step } from '../../../../shared/memory-play/moves/index.js';

/**
 * Builders of test plays. Every number here is a test value chosen for the test at hand,
 * not a game value: health, XP, counts and card ids are whatever a test needs.
 */

export interface SideSpec {
  id?: SideId;
  width: number;
  height: number;
  /** Square kinds by ref; every other square is a street. */
  kinds?: Record<string, SquareKind>;
  edges?: MapEdge[];
  features?: MapFeature[];
  miniatures?: StartingMiniature[];
}

/** A rectangular side of 1-square tiles (tile ids 1, 2, 3… row-major). */
export function gridSide(spec: SideSpec): MapSide {
  const squares: MapSquare[] = [];
  for (let row = 1; row <= spec.height; row += 1) {
    for (let col = 1; col <= spec.width; col += 1) {
      const ref = toRef({ col, row });
      const kind = spec.kinds?.[ref] ?? 'street';
      squares.push({ ref, kind, level: defaultLevel(kind), tileId: String(squares.length + 1) });
    }
  }
  return {
    id: spec.id ?? 'A',
    width: spec.width,
    height: spec.height,
    squares,
    tiles: squares.map((square) => ({ id: square.tileId, kind: square.kind, squares: [square.ref] })),
    edges: spec.edges ?? [],
    features: spec.features ?? [],
    miniatures: spec.miniatures ?? [],
  };
}

export function testMap(sides: MapSide[], memoryId = '1.1'): MemoryMap {
  return { memoryId, sides };
}

/**
 * A 36-square side (6×6) like a printed memory: a wall, a roof with a ladder, two entrances,
 * two objectives (one mandatory), a chest, an exit triangle, the assassins' entry and 6 guards.
 */
export function sixBySixSide(id: SideId = 'A'): MapSide {
  return gridSide({
    id,
    width: 6,
    height: 6,
    kinds: { E1: 'roof', F1: 'roof', E2: 'roof', F2: 'roof' },
    edges: [
      { a: 'B3', b: 'B4', kind: 'wall' },
      { a: 'D1', b: 'E1', kind: 'ladder' },
    ],
    features: [
      { type: 'entrance', letter: 'A', touches: ['A1'] },
      { type: 'entrance', letter: 'B', touches: ['F6', 'F5'] },
      { type: 'objective', square: 'C2', cost: 2, xp: 3, mandatory: true, escort: false, label: 'the letter' },
      { type: 'objective', square: 'E5', cost: 1, xp: null, mandatory: false, escort: false },
      { type: 'chest', square: 'F1' },
      { type: 'triangle', square: 'A6', leaveOnly: true },
    ],
    miniatures: [
      { type: 'assassins', square: 'A5' },
      { type: 'guard', square: 'C2', guardType: 'crossbowman', count: 2 },
      { type: 'guard', square: 'D4', guardType: 'crossbowman', count: 3 },
      { type: 'guard', square: 'E5', guardType: 'agile', count: 1 },
    ],
  });
}

const CHARACTERS = ['alessandra', 'bastiano', 'claudio', 'daria'] as const;

/** `count` assassins at full test health 3 of 3 (member ids 1, 2, …). */
export function testAssassins(count: number): SetupAssassin[] {
  return CHARACTERS.slice(0, count).map((characterId, index) => ({
    memberId: index + 1,
    characterId,
    colour: ['red', 'blue', 'green', 'yellow'][index]!,
    initial: characterId[0]!.toUpperCase(),
    apprentice: false,
    health: 3,
    maxHealth: 3,
    equipment: [],
  }));
}

export function testSetup(overrides: Partial<PlaySetup> = {}): PlaySetup {
  const memoryId = overrides.memoryId ?? overrides.map?.memoryId ?? '1.1';
  return {
    memoryId,
    box: 'core',
    difficulty: 'normal',
    seed: 12,
    map: testMap([sixBySixSide()], memoryId),
    assassins: testAssassins(2),
    eventDeck: { mode: 'typed' },
    ...overrides,
  };
}

/** The play a setup gives; throws with the refusal when the setup is refused. */
export function startPlay(setup: PlaySetup = testSetup()): PlayState {
  const result = createPlay(setup);
  if (!result.ok) throw new Error(`setup refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result.value;
}

/** Applies steps that must all be accepted; throws naming the first refused one. */
export function play(state: PlayState, ...steps: Step[]): PlayState {
  let current = state;
  for (const [index, step] of steps.entries()) {
    const result = reduce(current, step);
    if (!result.ok) throw new Error(`step ${index} (${step.kind}) refused: ${result.refusal.rule} ${result.refusal.message}`);
    current = result.state;
  }
  return current;
}

/** The steps of one whole turn of a one-map play with the three enemy steps, direction typed. */
export const wholeTurn = (direction: 'N' | 'S' | 'E' | 'W' | '?' = 'N'): Step[] => [
  { kind: 'begin-event-phase', events: [{ side: 'A', direction }] },
  { kind: 'begin-assassin-phase' },
  { kind: 'end-assassin-phase' },
  { kind: 'end-enemy-stage', stage: 'reinforcement' },
  { kind: 'end-enemy-stage', stage: 'movement' },
  { kind: 'end-enemy-stage', stage: 'combat' },
  { kind: 'end-turn' },
];

/** Freezes a value and everything in it, so a test catches any write into a state. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
