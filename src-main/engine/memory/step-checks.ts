import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import type { SideId, SquareRef } from '../../../shared/memory-play/map/map-types.js';
import { MAP_DATA_RULES } from '../../../shared/memory-play/map/map-problem.js';
import { isBoardSquare, mapSide } from './board-queries.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import type { AssassinPiece, Miniature, PlayState } from '../../../shared/memory-play/play-state.js';

/** The checks most steps start with, each a refusal naming the field at fault. */

export function findMiniature(state: PlayState, miniatureId: string, field = 'miniatureId'): Decision<Miniature> {
  const miniature = Object.hasOwn(state.miniatures, miniatureId) ? state.miniatures[miniatureId] : undefined;
  if (miniature === undefined) return refuse(PLAY_DATA_RULES.unknown, `No miniature ${miniatureId} in this play.`, { miniatureId }, field);
  return { ok: true, value: miniature };
}

/** HLT-8: an eliminated assassin is set aside and nothing more happens to it in this memory. */
export function findLiveAssassin(state: PlayState, miniatureId: string): Decision<AssassinPiece> {
  const found = findMiniature(state, miniatureId);
  if (!found.ok) return found;
  if (found.value.kind !== 'assassin') {
    return refuse(PLAY_DATA_RULES.value, `${miniatureId} is not an assassin.`, { miniatureId, miniatureKind: found.value.kind }, 'miniatureId');
  }
  if (found.value.condition === 'eliminated') {
    return refuse('HLT-8', `${found.value.characterId} was eliminated and is set aside for this memory.`, { miniatureId, characterId: found.value.characterId }, 'miniatureId');
  }
  return { ok: true, value: found.value };
}

export function checkSide(state: PlayState, side: SideId, field = 'side'): Decision<SideId> {
  if (mapSide(state, side) === undefined) return refuse(PLAY_DATA_RULES.unknown, `This memory has no map ${side}.`, { side }, field);
  return { ok: true, value: side };
}

export function checkSquare(state: PlayState, side: SideId, square: SquareRef, field = 'square'): Decision<SquareRef> {
  const sideCheck = checkSide(state, side);
  if (!sideCheck.ok) return sideCheck;
  if (typeof square !== 'string' || !isBoardSquare(state, side, square)) {
    return refuse(MAP_DATA_RULES.square, `${String(square)} is not a square of map ${side}.`, { side, square: String(square) }, field);
  }
  return { ok: true, value: square };
}

/** A whole number within bounds; `rule` names what sets the bounds. */
export function checkWhole(value: number, min: number, max: number, rule: string, field: string, params: Record<string, string | number | boolean> = {}): Decision<number> {
  if (!Number.isInteger(value) || value < min || value > max) {
    return refuse(rule, `${field} must be a whole number from ${min} to ${max}, got ${value}.`, { ...params, value, min, max }, field);
  }
  return { ok: true, value };
}

export const unchanged = (what: string, params: Record<string, string | number | boolean> = {}) =>
  refuse(PLAY_DATA_RULES.unchanged, `Nothing to change: ${what}.`, params);
