import type { ExactChance } from '../dice/dice-odds.js';
import { EVENT_DIRECTIONS, type EventCard, type EventDirection, type PlayState } from './play-state.js';

/**
 * The event deck forecast: when the players entered the event deck in box data
 * (SET-10, EVT-6), which directions (EVT-5) the next event card drawn can show, and the exact
 * chance of each. The next card comes from the draw pile; when the draw pile is empty it comes
 * from the discard pile shuffled into a new deck (EVT-6), which by then also holds this turn's
 * cards (discarded at the end of the turn, END-2). With a typed deck nothing is known: null.
 */

interface DirectionForecast {
  direction: EventDirection;
  /** Cards showing this direction among those the next card is drawn from. */
  cards: number;
  chance: ExactChance;
}

export interface EventForecast {
  /** How many cards the next card is drawn from. */
  cards: number;
  /** EVT-6: the draw pile is empty, so the next draw reshuffles the discard pile first. */
  reshuffle: boolean;
  /** Every direction in EVT-5's order, including those no card left shows (chance 0). */
  directions: DirectionForecast[];
}

export function eventForecast(state: Pick<PlayState, 'eventDeck' | 'currentEvents'>): EventForecast | null {
  const deck = state.eventDeck;
  if (deck.mode !== 'entered') return null;
  const reshuffle = deck.drawPile.length === 0;
  const inPlay: EventCard[] = state.currentEvents.flatMap((event) => (event.cardId === null ? [] : [{ id: event.cardId, direction: event.direction }]));
  const pool = reshuffle ? [...deck.discard, ...inPlay] : deck.drawPile;
  const total = pool.length;
  return {
    cards: total,
    reshuffle,
    directions: EVENT_DIRECTIONS.map((direction) => {
      const cards = pool.filter((card) => card.direction === direction).length;
      return { direction, cards, chance: { favourable: cards, total, probability: total === 0 ? 0 : cards / total } };
    }),
  };
}
