import type { EnemyCardValues } from '../../../../shared/memory-play/enemy-box-data.js';
import type { Miniature } from '../../../../shared/memory-play/play-state.js';
import type { Work } from './plan.js';

/**
 * UNK-7, UNK-8: an enemy's card values come from the box data entered when the play began, or
 * typed at the table in the step (`input.cards`). The app never supplies a number of its own.
 */

/** The key a card is found by: the guard type, or `boss:<name>` for a boss (UNK-8). */
export function cardKey(enemy: Miniature): string {
  return enemy.kind === 'boss' ? `boss:${enemy.name}` : enemy.kind === 'guard' ? enemy.guardType : enemy.kind;
}

/** What a card is looked up in: the cards typed in an enemy step, and the play (box data). A hunt has no typed cards. */
type CardSource = Pick<Work, 'input' | 'state'>;

/** The card of `enemy`, typed in this step or entered in box data; undefined when neither. */
export function knownCard(work: CardSource, enemy: Miniature): EnemyCardValues | undefined {
  const key = cardKey(enemy);
  return (work.input.cards && Object.hasOwn(work.input.cards, key) ? work.input.cards[key] : undefined) ?? (work.state.enemyCards && Object.hasOwn(work.state.enemyCards, key) ? work.state.enemyCards[key] : undefined);
}

/** The card `enemy`'s part needs; noted as missing (the step cannot be applied) when unknown. */
export function requireCard(work: Work, enemy: Miniature): EnemyCardValues | undefined {
  const card = knownCard(work, enemy);
  const key = cardKey(enemy);
  if (card === undefined && !work.preview.missingCards.includes(key)) work.preview.missingCards.push(key);
  return card;
}

/** MAP-ROOF-2 names the Agile Guard as the elite that needs no ladder; a card says so for any other. */
const LADDER_FREE_BY_RULE = 'agile';

/**
 * MOV-9c, MAP-ROOF-2: whether this enemy steps between street and roof without a ladder. Its card
 * says so when known; without a card the rule itself decides: enemies need a ladder, except the
 * Agile Guard the rule names.
 */
export function ignoresLadders(work: CardSource, enemy: Miniature): boolean {
  const card = knownCard(work, enemy);
  if (card !== undefined) return card.ignoresLadders;
  return enemy.kind === 'guard' && enemy.guardType === LADDER_FREE_BY_RULE;
}
