import type { ExactChance } from '../../../../shared/dice/dice-odds.js';
import type { AttackOdds, DestinationPreview, WeaponPreview } from '../../../../shared/memory-play/action-preview.js';
import type { BoardSquare } from '../../../../shared/memory-play/play-types.js';
import type { Translate } from '../../../i18n/message-key.js';
import { translateCount } from '../../../i18n/plural.js';
import { formatChance } from '../../dice/dice-labels.js';

/**
 * The words of the assassins' actions on the board: chances and what a destination
 * triggers, from what main worked out. Pure: the translate function and the locale are passed
 * in, so the tests read the sentences the screen shows.
 */

/** An exact chance as "20 in 36 (55.6%)". */
export function chanceText(t: Translate, chance: ExactChance, locale: string): string {
  return t('memoryPlay.board.decision.chanceText', formatChance(chance, locale));
}

/**
 * ACT-WPN-3, ACT-WPN-5, RET-1: an attack's odds, one sentence each with the rule behind it, the
 * same before its cube is spent (the action panel) and while its roll waits (the decision panel):
 * every guard falling (the hits their cards' health asks), or why that cannot be told, and at
 * least one X; without the white die's faces, where to enter them (`facesHint`: the roll's own
 * dice panel says so while the roll waits).
 */
export function attackOddsLines(t: Translate, odds: AttackOdds, locale: string, { facesHint = true } = {}): { text: string; rule: string }[] {
  const lines: { text: string; rule: string }[] = [];
  if (odds.allGuards && odds.hitsNeeded !== null) {
    const hits = translateCount(t, locale, 'counts.hits', odds.hitsNeeded);
    lines.push({ text: t('memoryPlay.board.decision.attackAll', { guards: odds.guards, chance: chanceText(t, odds.allGuards, locale), hits }), rule: 'ACT-WPN-5' });
  } else if (odds.guards > 0 && odds.hitsNeeded === null) {
    lines.push({ text: t('memoryPlay.board.decision.attackHealthUnknown'), rule: 'ACT-WPN-5' });
  }
  if (odds.anyFailure === null) {
    if (facesHint) lines.push({ text: t('memoryPlay.board.act.attackOddsUnknown'), rule: 'UNK-1' });
  } else lines.push({ text: t('memoryPlay.board.decision.attackFailure', { chance: chanceText(t, odds.anyFailure, locale) }), rule: 'RET-1' });
  return lines;
}

/** ACT-WPN-3, UNK-4: where the dice of a weapon come from, said beside the field. */
export function weaponDiceSource(t: Translate, weapon: Pick<WeaponPreview, 'diceFrom' | 'boxCardToComplete'>): string {
  if (weapon.diceFrom === 'card') return t('memoryPlay.board.act.diceFromCard');
  if (weapon.diceFrom === 'last-attack') return t('memoryPlay.board.act.diceFromLast');
  return t(weapon.boxCardToComplete === undefined ? 'memoryPlay.board.act.diceTyped' : 'memoryPlay.board.act.diceToBox');
}

/** DET-4, HUNT-1, STL-6, RST-2: what arriving on a destination triggers, one phrase each. */
export function destinationNotes(t: Translate, destination: DestinationPreview, locale: string): string[] {
  const notes: string[] = [];
  if (destination.exposedAtOnce) notes.push(t('memoryPlay.board.act.restricted'));
  if (destination.hunt) notes.push(t(destination.hunt.choose ? 'memoryPlay.board.act.huntChoose' : 'memoryPlay.board.act.hunt', { count: destination.hunt.count, enemies: destination.hunt.enemies }));
  const test = destination.detection;
  if (test) {
    const mover = test.characters[0];
    if (mover?.chance) notes.push(t('memoryPlay.board.act.test', { dice: translateCount(t, locale, 'memoryPlay.diceCount.red', mover.dice), chance: chanceText(t, mover.chance, locale) }));
    else notes.push(t('memoryPlay.board.act.testUnknown', { dice: translateCount(t, locale, 'memoryPlay.diceCount.red', mover?.dice ?? test.count) }));
    if (test.bodyDice > 0) notes.push(t('memoryPlay.board.act.bodyDice', { dice: translateCount(t, locale, 'memoryPlay.diceCount.any', test.bodyDice) }));
  }
  if (destination.incognitoAgain) notes.push(t('memoryPlay.board.act.incognito'));
  if (notes.length === 0 && destination.refusal === null) notes.push(t('memoryPlay.board.act.plain'));
  return notes;
}

/** The short mark drawn on a destination square: the exposure chance, the hunters, or a plain arrow. */
export function destinationBadge(destination: DestinationPreview, locale: string): string {
  const chance = destination.detection?.characters[0]?.chance;
  const parts: string[] = [];
  if (destination.hunt) parts.push(`⇢${destination.hunt.count}`);
  if (destination.exposedAtOnce) parts.push('◉ 100%');
  if (destination.detection) parts.push(chance ? `◉ ${formatChance(chance, locale).percent}` : '◉ ?');
  return parts.length > 0 ? parts.join(' ') : '→';
}

/** A destination drawn on the map: its short mark, and its notes for screen readers. */
export interface ReachMark extends BoardSquare {
  badge: string;
  label: string;
  /** A test or a hunt waits there. */
  risky: boolean;
}

/** ACT-MOV-1: the destinations that may be taken now, as map marks. */
export function reachMarks(t: Translate, destinations: readonly DestinationPreview[], locale: string): ReachMark[] {
  return destinations
    .filter((destination) => destination.refusal === null)
    .map((destination) => ({
      side: destination.side,
      square: destination.square,
      badge: destinationBadge(destination, locale),
      label: t('memoryPlay.board.act.reachHere', { notes: destinationNotes(t, destination, locale).join('; ') }),
      risky: destination.detection !== null || destination.hunt !== null || destination.exposedAtOnce,
    }));
}
