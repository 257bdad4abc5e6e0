import type { DieFace, DieKind } from '../content/pack-schema.js';
import { accept, refuse, type Decision } from '../ipc/refusal.js';

/**
 * UNK-1: face distributions are box data and the app never invents them, so it rolls only a
 * die whose six faces the players entered in Box data: those faces, or the refusal naming
 * the die (`context`).
 */
export function appRollFaces(die: DieKind, enteredFaces: readonly DieFace[] | undefined): Decision<readonly DieFace[]> {
  if (enteredFaces) return accept(enteredFaces);
  return refuse('UNK-1', `The app rolls only dice whose faces you entered in Box data: enter the ${die} die's faces, or type what you rolled.`, { context: die }, 'roll.mode');
}
