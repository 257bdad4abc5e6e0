import type { ReinforcementCard } from '../../../../shared/memory-play/enemy-box-data.js';
import type { PlayState, ReinforcementDeck } from '../../../../shared/memory-play/play-state.js';
import { shuffle } from '../shuffle.js';

type EnteredDeck = Extract<ReinforcementDeck, { mode: 'entered' }>;

/**
 * REI-2, REI-8: the top card of the entered deck; when the deck is exhausted its discards are
 * shuffled (with the play's generator, so replay shuffles the same) into a new deck first.
 */
export function drawReinforcement(deck: EnteredDeck, rng: PlayState['rng']): { deck: EnteredDeck; rng: PlayState['rng']; card: ReinforcementCard | null; reshuffled: number } {
  let drawPile = deck.drawPile;
  let discard = deck.discard;
  let next = rng;
  let reshuffled = 0;
  if (drawPile.length === 0 && discard.length > 0) {
    [drawPile, next] = shuffle(discard, rng);
    reshuffled = discard.length;
    discard = [];
  }
  const card = drawPile[0] ?? null;
  return { deck: { mode: 'entered', drawPile: drawPile.slice(1), discard }, rng: next, card, reshuffled };
}

/** REI-8: the card used goes to the discard pile. */
export const discardReinforcement = (deck: EnteredDeck, card: ReinforcementCard): EnteredDeck => ({ ...deck, discard: [...deck.discard, card] });
