import type { Direction } from '../../../../shared/memory-play/map/map-types.js';
import type { EventCard } from '../../../../shared/memory-play/play-state.js';
import type { SideId } from '../../../../shared/memory-play/map/map-types.js';
import { shuffle } from '../shuffle.js';
import { needInput, type Work } from './plan.js';

/**
 * EVT-5, MOV-3, MOV-7: the direction enemies drift on a map this turn: its event card's, or for a
 * `?` card the first direction found among random cards checked around the middle of the event
 * deck (checked cards stay where they are). The app checks the entered deck with the play's
 * generator; with a typed deck the players check the physical deck and type what they found.
 */

/** MOV-7: the deck's middle half first, then the rest, each in a random order of the generator. */
function checkOrder(work: Work, cards: readonly EventCard[]): EventCard[] {
  const from = Math.floor(cards.length / 4);
  const to = Math.max(from + 1, Math.ceil((cards.length * 3) / 4));
  const [middle, afterMiddle] = shuffle(cards.slice(from, to), work.state.rng);
  const [rest, afterRest] = shuffle([...cards.slice(0, from), ...cards.slice(to)], afterMiddle);
  work.state = { ...work.state, rng: afterRest };
  return [...middle, ...rest];
}

export function driftDirection(work: Work, side: SideId): Direction {
  const event = work.state.currentEvents.find((current) => current.side === side);
  if (event === undefined) return needInput(work, `directions.${side}`);
  if (event.direction !== '?') {
    work.preview.directions.push({ side, direction: event.direction, checkedCardId: null });
    return event.direction;
  }
  const typed = work.input.directions?.[side];
  if (typed !== undefined) {
    work.preview.directions.push({ side, direction: typed, checkedCardId: null });
    work.events.push({ type: 'direction-checked', side, direction: typed, cardId: null, rule: 'MOV-7' });
    return typed;
  }
  const deck = work.state.eventDeck;
  if (deck.mode === 'entered') {
    const found = checkOrder(work, deck.drawPile).find((card) => card.direction !== '?');
    if (found !== undefined) {
      const direction = found.direction as Direction;
      work.preview.directions.push({ side, direction, checkedCardId: found.id });
      work.events.push({ type: 'direction-checked', side, direction, cardId: found.id, rule: 'MOV-7' });
      return direction;
    }
  }
  work.preview.directions.push({ side, direction: null, checkedCardId: null });
  return needInput(work, `directions.${side}`);
}
