import { enemyCardKey, knownCardValue, playCardValues } from '../../../../shared/memory-play/attack-cards.js';
import type { KnownCardValues } from '../../../../shared/memory-play/enemy-card-facts.js';
import type { EnemyWeapon } from '../../../../shared/memory-play/enemy-box-data.js';
import type { Miniature, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { Work } from './plan.js';
import { pieceHooks } from '../rules/index.js';

/**
 * UNK-7, UNK-8: an enemy's card values come from what was typed at the table (this step's
 * `input.cards`, or earlier in the play), the box data entered when the play began, and, for the
 * two guard types the rulebooks describe, the rulebooks (CF-CHR-13/14). The app never supplies a
 * number of its own.
 */

/** The key a card is found by: the guard type, or what a special piece's module says (UNK-8: `boss:<name>`). */
export const cardKey = (enemy: Miniature): string => pieceHooks(enemy)?.cardKey?.(enemy) ?? enemyCardKey(enemy);

/** What is known of `enemy`'s card in the play (attack-cards.ts): typed in the step at hand, earlier at the table, box data, the rulebook. */
export function cardOf(state: PlayState, enemy: Miniature, typed?: Readonly<Record<string, KnownCardValues>>): KnownCardValues {
  return playCardValues(state, enemy, typed);
}

/** What a card is looked up in: the cards typed in an enemy step, and the play. A hunt has no typed cards. */
type CardSource = Pick<Work, 'input' | 'state'>;

/**
 * The card of `enemy` as the enemy step knows it (typed in this step, earlier, box data,
 * rulebook), read once per card in a step: the same few cards are asked of every enemy, and what
 * is known of them does not change while a step is planned (the cards typed in it join the play
 * only when it is applied).
 */
function knownCard(work: Work, enemy: Miniature): KnownCardValues {
  const key = enemyCardKey(enemy);
  let card = work.cards.get(key);
  if (card === undefined) work.cards.set(key, (card = cardOf(work.state, enemy, work.input.cards)));
  return card;
}

/** CMB-2…4: what the combat step needs of an enemy's card: its black dice and its weapon. */
interface CombatCard {
  blackDice: number;
  weapon: EnemyWeapon;
}

/** The card values `enemy`'s attack needs; noted as missing (the step cannot be applied) when unknown. */
export function requireCard(work: Work, enemy: Miniature): CombatCard | undefined {
  const { blackDice, weapon } = knownCard(work, enemy);
  if (blackDice !== undefined && weapon !== undefined) return { blackDice, weapon };
  const key = cardKey(enemy);
  if (!work.preview.missingCards.includes(key)) work.preview.missingCards.push(key);
  return undefined;
}

/**
 * MOV-9c, MAP-ROOF-2: whether this enemy steps between street and roof without a ladder. Its card
 * says so when known (the rulebook names the Agile Guard, CF-CHR-14); otherwise the rule itself
 * decides: enemies need a ladder.
 */
export function ignoresLadders(work: CardSource, enemy: Miniature): boolean {
  return knownCardValue(work.state, enemyCardKey(enemy), 'ignoresLadders', work.input.cards) ?? false;
}
