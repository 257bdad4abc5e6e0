import type { EnemyCard, EnemyCardValues } from '../../shared/memory-play/enemy-box-data.js';
import type { EnemyStepInput } from '../../shared/memory-play/enemy-phase.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';

/**
 * UNK-7: box data and a running memory agree. The play copied the enemy cards entered when it
 * began; a card entered or corrected in box data since then reaches the next enemy step at once,
 * carried in the step's own input (as a card typed at the table is), so the logged step holds
 * every value it used and replays the same whatever box data says later. Values typed at the
 * table for this step come first; a card the play already knows with the same values adds nothing.
 */
export function withBoxCards(state: Pick<PlayState, 'enemyCards'>, input: EnemyStepInput, boxCards: readonly EnemyCard[]): EnemyStepInput {
  const added: Record<string, EnemyCardValues> = {};
  for (const card of boxCards) {
    const key = card.guardType;
    if (input.cards !== undefined && Object.hasOwn(input.cards, key)) continue;
    const values: EnemyCardValues = { health: card.health, blackDice: card.blackDice, weapon: card.weapon, ignoresLadders: card.ignoresLadders };
    const known = state.enemyCards !== undefined && Object.hasOwn(state.enemyCards, key) ? state.enemyCards[key] : undefined;
    if (known !== undefined && sameValues(known, values)) continue;
    added[key] = values;
  }
  return Object.keys(added).length === 0 ? input : { ...input, cards: { ...input.cards, ...added } };
}

const sameValues = (a: EnemyCardValues, b: EnemyCardValues): boolean => a.health === b.health && a.blackDice === b.blackDice && a.weapon === b.weapon && a.ignoresLadders === b.ignoresLadders;
