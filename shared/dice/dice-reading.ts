import type { DieFace, DieKind } from '../content/pack-schema.js';

/**
 * What a roll means depends on why it was rolled. Each reading gives every face a value
 * and the result is the sum over the faces rolled.
 */
export const DICE_READINGS = ['hits', 'enemy-hits', 'exposure', 'poison', 'failures'] as const;
export type DiceReading = (typeof DICE_READINGS)[number];

const NOTHING: Record<DieFace, number> = {
  hit: 0,
  special: 0,
  x: 0,
  'enemy-fail': 0,
  blank: 0,
  eye: 0,
  'eye-alert': 0,
  poison: 0,
};

export const READING_VALUES: Record<DiceReading, Readonly<Record<DieFace, number>>> = {
  /** Assassin hits: a `hit` is 1 and a `special` also counts as 1 hit (CF-DIE-1, HQ-CMD-2, EXC-3). */
  hits: { ...NOTHING, hit: 1, special: 1 },
  /** Enemy damage: each `hit` of a black (or poison) die costs 1 health (CF-DIE-2, EXC-3, VIP-3). */
  'enemy-hits': { ...NOTHING, hit: 1 },
  /** Detection during exploration: only the plain `eye` exposes; `eye-alert` never does (EXC-2). */
  exposure: { ...NOTHING, eye: 1 },
  /** Poison results of the poison die (PSN-1, COB-4). */
  poison: { ...NOTHING, poison: 1 },
  /** `X` faces of the white die: a failure that triggers retaliation (CF-DIE-1). */
  failures: { ...NOTHING, x: 1 },
};

/** The dice each reading is meant for (a reading of another die is refused by `dice/roll`). */
export const READING_DICE: Record<DiceReading, readonly DieKind[]> = {
  hits: ['white'],
  'enemy-hits': ['black', 'poison'],
  exposure: ['red'],
  poison: ['poison'],
  failures: ['white'],
};

export function faceValue(reading: DiceReading, face: DieFace): number {
  return READING_VALUES[reading][face];
}

/** The result of a roll under a reading, e.g. the number of hits. */
export function readRoll(reading: DiceReading, faces: readonly DieFace[]): number {
  return faces.reduce((sum, face) => sum + faceValue(reading, face), 0);
}

export function readingFits(reading: DiceReading, die: DieKind): boolean {
  return READING_DICE[reading].includes(die);
}
