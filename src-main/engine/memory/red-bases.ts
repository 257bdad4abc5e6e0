import { refuse } from '../../../shared/ipc/refusal.js';
import { redBaseOn, serialId, who, whereOf } from './board-queries.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import type { BoardSquare, Miniature, PlayState, RedBase, RedBaseAt } from '../../../shared/memory-play/play-state.js';
import type { ManualStep } from '../../../shared/memory-play/moves/index.js';
import { accepted, type StepResult } from './step-result.js';
import { checkSquare, findMiniature, unchanged } from './step-checks.js';

/**
 * Red bases (STL-1…9): a base clipped to a miniature makes it exposed; a loose one marks a
 * last known position until the end of the turn (STL-7, END-2). The box has 5; once all are on
 * the map a substitute marker stands in (STL-9) and leaves play when taken off.
 */

type RedBaseSource = 'loose' | 'supply' | 'substitute';

/** STL-3 then STL-9: a loose base on `square` if any, else one from the supply, else a substitute. */
function takeRedBase(state: PlayState, square: BoardSquare | null): { state: PlayState; base: RedBase; source: RedBaseSource } {
  const loose = square === null ? undefined : state.redBases.find((base) => base.at.on === 'loose' && base.at.side === square.side && base.at.square === square.square);
  if (loose) return { state, base: loose, source: 'loose' };
  const spare = state.redBases.find((base) => base.at.on === 'supply');
  if (spare) return { state, base: spare, source: 'supply' };
  const serial = state.serials.substitute + 1;
  const substitute: RedBase = { id: serialId('s', serial), substitute: true, at: { on: 'supply' } };
  return { state: { ...state, redBases: [...state.redBases, substitute], serials: { ...state.serials, substitute: serial } }, base: substitute, source: 'substitute' };
}

function moveRedBase(state: PlayState, id: string, at: RedBaseAt): PlayState {
  return { ...state, redBases: state.redBases.map((base) => (base.id === id ? { ...base, at } : base)) };
}

/** Takes a base off the map: back to the supply, or, for a substitute marker, out of play. */
function returnRedBase(state: PlayState, base: RedBase): PlayState {
  if (base.substitute) return { ...state, redBases: state.redBases.filter((candidate) => candidate.id !== base.id) };
  return moveRedBase(state, base.id, { on: 'supply' });
}

/** The event for a base leaving the table, from wherever it was. */
function removedEvent(state: PlayState, base: RedBase, rule?: string): TableEvent {
  let where = whereOf({ on: 'off-map' });
  if (base.at.on === 'loose') where = { side: base.at.side, square: base.at.square };
  if (base.at.on === 'attached') where = whereOf(state.miniatures[base.at.miniatureId]!.place);
  const event: TableEvent = { type: 'red-base-removed', redBaseId: base.id, substitute: base.substitute, ...where };
  return rule === undefined ? event : { ...event, rule };
}

/**
 * Unclips the red base of a miniature leaving the board or going critical (HLT-4), back to the
 * supply; nothing when it was incognito.
 */
export function releaseRedBaseOf(state: PlayState, miniatureId: string, rule: string): { state: PlayState; events: TableEvent[] } {
  const base = redBaseOn(state, miniatureId);
  if (base === undefined) return { state, events: [] };
  return { state: returnRedBase(state, base), events: [removedEvent(state, base, rule)] };
}

/** END-2, STL-7: every red base not clipped to a miniature leaves the map at the end of the turn. */
export function removeLooseRedBases(state: PlayState): { state: PlayState; events: TableEvent[] } {
  let next = state;
  const events: TableEvent[] = [];
  for (const base of state.redBases) {
    if (base.at.on !== 'loose') continue;
    events.push(removedEvent(state, base, 'END-2'));
    next = returnRedBase(next, base);
  }
  return { state: next, events };
}

/** STL-1: only assassins and allies can be exposed; HLT-4: not while critical. */
function checkCanBeExposed(miniature: Miniature): StepResult | null {
  if (miniature.kind !== 'assassin' && miniature.kind !== 'ally') {
    return refuse('STL-1', 'Only assassins and allies can be exposed.', { miniatureId: miniature.id, miniatureKind: miniature.kind }, 'miniatureId');
  }
  if (miniature.place.on === 'tower-top') return refuse('MAP-TWR-5', 'At the top of a tower an assassin is always incognito.', { miniatureId: miniature.id }, 'miniatureId');
  if (miniature.place.on !== 'square') return refuse(PLAY_DATA_RULES.offMap, `${miniature.id} is not on the map.`, { miniatureId: miniature.id }, 'miniatureId');
  if (miniature.kind === 'assassin' && miniature.condition === 'critical') {
    return refuse('HLT-4', 'A critical assassin lies down without a red base.', { miniatureId: miniature.id, characterId: miniature.characterId }, 'miniatureId');
  }
  return null;
}

type RedBaseStep = Extract<ManualStep, { kind: 'attach-red-base' | 'detach-red-base' | 'place-red-base' | 'remove-red-base' }>;

export function reduceRedBaseStep(state: PlayState, step: RedBaseStep): StepResult {
  switch (step.kind) {
    case 'attach-red-base': {
      const found = findMiniature(state, step.miniatureId);
      if (!found.ok) return found;
      const miniature = found.value;
      const refused = checkCanBeExposed(miniature);
      if (refused) return refused;
      if (redBaseOn(state, miniature.id)) return unchanged(`${miniature.id} is already exposed`, { miniatureId: miniature.id });
      const square = miniature.place as Extract<Miniature['place'], { on: 'square' }>;
      const taken = takeRedBase(state, { side: square.side, square: square.square });
      const from = taken.base.at.on === 'loose' ? { fromSide: taken.base.at.side, fromSquare: taken.base.at.square } : { fromSide: null, fromSquare: null };
      const rule = taken.source === 'substitute' ? 'STL-9' : 'STL-3';
      let next = moveRedBase(taken.state, taken.base.id, { on: 'attached', miniatureId: miniature.id });
      const events: TableEvent[] = [{ type: 'red-base-attached', redBaseId: taken.base.id, substitute: taken.base.substitute, ...from, ...who(miniature), rule }];
      if (square.on === 'square' && square.hidingSpot === true) {
        // MAP-HID-6 [AMB]: exposed in a hiding spot, it is placed on the square outside the spot.
        next = { ...next, miniatures: { ...next.miniatures, [miniature.id]: { ...miniature, place: { on: 'square', side: square.side, square: square.square } } } };
        events.push({ type: 'hiding-spot-left', ...who(miniature), side: square.side, square: square.square, rule: 'MAP-HID-6' });
      }
      return accepted(next, events);
    }
    case 'detach-red-base': {
      const found = findMiniature(state, step.miniatureId);
      if (!found.ok) return found;
      const base = redBaseOn(state, found.value.id);
      if (base === undefined) return unchanged(`${found.value.id} is not exposed`, { miniatureId: found.value.id });
      const place = found.value.place;
      // STL-6: the base is left on the square the character stands on.
      if (place.on !== 'square') return accepted(returnRedBase(state, base), [removedEvent(state, base, 'STL-6')]);
      const next = moveRedBase(state, base.id, { on: 'loose', side: place.side, square: place.square });
      return accepted(next, [{ type: 'red-base-detached', redBaseId: base.id, substitute: base.substitute, side: place.side, square: place.square, ...who(found.value), rule: 'STL-6' }]);
    }
    case 'place-red-base': {
      const square = checkSquare(state, step.side, step.square);
      if (!square.ok) return square;
      const taken = takeRedBase(state, null);
      const next = moveRedBase(taken.state, taken.base.id, { on: 'loose', side: step.side, square: step.square });
      const event: TableEvent = { type: 'red-base-placed', redBaseId: taken.base.id, substitute: taken.base.substitute, side: step.side, square: step.square };
      return accepted(next, [taken.source === 'substitute' ? { ...event, rule: 'STL-9' } : event]);
    }
    case 'remove-red-base': {
      const base = state.redBases.find((candidate) => candidate.id === step.redBaseId);
      if (base === undefined) return refuse(PLAY_DATA_RULES.unknown, `No red base ${step.redBaseId}.`, { redBaseId: step.redBaseId }, 'redBaseId');
      if (base.at.on === 'supply') return unchanged(`${base.id} is already in the supply`, { redBaseId: base.id });
      return accepted(returnRedBase(state, base), [removedEvent(state, base)]);
    }
  }
}
