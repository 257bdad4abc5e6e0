import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import { DIE_FACE_TYPES } from '../../../shared/box-data/box-data-schema.js';
import type { DieFace, DieKind } from '../../../shared/dice/dice.js';
import { appRollFaces } from '../../../shared/dice/roll-rules.js';
import type { RngState } from '../rng.js';
import { nextInt } from '../rng.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';

/**
 * The app's dice, drawn inside the reducer from the play's seeded generator (the one source of
 * the app's randomness; the only draw outside the reducer is a new play's seed). A die is its
 * six faces as box data holds them (UNK-1), carried by the answer that asked for the roll, so
 * the reducer never reads box data and replay draws exactly what the play drew.
 */

/** `count` dice of `die` (its six faces), each face equally likely, and the generator after them. */
export function drawFaces(die: readonly DieFace[], count: number, rng: RngState): [DieFace[], RngState] {
  const faces: DieFace[] = [];
  let state = rng;
  for (let index = 0; index < count; index += 1) {
    const [face, after] = nextInt(state, 6);
    state = after;
    faces.push(die[face]!);
  }
  return [faces, state];
}

/**
 * UNK-1: the six faces the app rolls for a `kind` die: those the answer carries (main adds box
 * data's), each a face that die has; else the refusal naming the die, as the players read it.
 */
export function appDie(kind: DieKind, die: readonly DieFace[] | undefined, field: string): Decision<readonly DieFace[]> {
  if (die === undefined) return appRollFaces(kind, undefined);
  const wrong = die.findIndex((face) => !DIE_FACE_TYPES[kind].includes(face));
  if (die.length !== 6 || wrong >= 0) {
    return refuse('UNK-1', `A ${kind} die has six faces of its own, not ${die.join(', ')}.`, { context: kind }, wrong >= 0 ? `${field}.${wrong}` : field);
  }
  return { ok: true, value: die };
}

/**
 * A corrupt log: a logged app roll whose faces the play's generator does not draw again (the
 * stored step was changed, or the state before it was). Refused, never silently re-rolled.
 */
export function checkDrawn(drawn: readonly DieFace[] | undefined, faces: readonly DieFace[], field: string): Decision<true> {
  if (drawn === undefined || (drawn.length === faces.length && drawn.every((face, index) => face === faces[index]))) return { ok: true, value: true };
  return refuse(PLAY_DATA_RULES.drawn, `The log says the app rolled ${drawn.join(', ')}; the play's dice give ${faces.join(', ')}.`, { logged: drawn.join(', '), drawn: faces.join(', ') }, field);
}
