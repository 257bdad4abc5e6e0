import type { PlayState } from '../../shared/memory-play/play-state.js';
import { renamed } from './log-format.js';

/**
 * The shape of a stored play state. A play saved by an older version of the app opens at
 * exactly the state it had: its stored states (snapshots, each step's patch, the state as set
 * up) are brought to today's shape here, never thrown away and never folded again under
 * today's rules. Each new shape adds one step to `upgrades` and moves STATE_FORMAT on.
 */
export const STATE_FORMAT = 2;

/** A stored state without its map (the map is the setup's). */
export type StoredState = Omit<PlayState, 'map'>;

type Upgrade = (state: Record<string, unknown>) => Record<string, unknown>;

/** `upgrades[f]` turns a state of format f into one of format f + 1. */
const upgrades: Readonly<Record<number, Upgrade>> = {
  // 1 → 2: an enemy sub-phase is a stage (a step is only a logged entry; log-format.ts).
  1: (state) => renamed(renamed(state, 'enemyStep', 'enemyStage'), 'enemyStepsPlayed', 'enemyStagesPlayed'),
};

/** An unknown or future format: the save was written by a newer version of the app. */
export class StateFormatError extends Error {
  constructor(readonly format: number) {
    super(`A play state of format ${format} is newer than this version of the app reads (${STATE_FORMAT}).`);
    this.name = 'StateFormatError';
  }
}

/** `state` (of `format`) in the shape `to` (today's by default). */
export function upgradeState<T = StoredState>(state: unknown, format: number, to = STATE_FORMAT): T {
  if (!Number.isInteger(format) || format < 1 || format > STATE_FORMAT) throw new StateFormatError(format);
  let current = state as Record<string, unknown>;
  for (let at = format; at < to; at += 1) current = upgrades[at]!(current);
  return current as T;
}
