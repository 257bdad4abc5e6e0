import type { DieFace } from '../../../shared/content/pack-schema.js';
import type { DiceMode } from '../../../shared/dice/dice.js';
import type { DiceReading } from '../../../shared/dice/dice-reading.js';
import type { ExactChance } from '../../../shared/dice/dice-odds.js';
import type { MessageKey } from '../../i18n/message-key.js';
import { FACE_LABELS } from '../box-data/box-data-labels.js';

/** Face names in both languages (shared with the Box data screen). */
export const DIE_FACE_LABELS: Record<DieFace, MessageKey> = FACE_LABELS;

/**
 * A mark per face that reads in black and white (never colour alone); always shown beside
 * the face's name, so it is decoration for screen readers.
 */
export const DIE_FACE_SYMBOLS: Record<DieFace, string> = {
  hit: '⚔',
  special: '★',
  x: '✕',
  'enemy-fail': '⛉',
  blank: '○',
  eye: '◉',
  'eye-alert': '◉!',
  poison: '☠',
};

export const DICE_MODE_LABELS: Record<DiceMode, MessageKey> = {
  app: 'dice.modes.app',
  entered: 'dice.modes.entered',
};

export const DICE_READING_LABELS: Record<DiceReading, MessageKey> = {
  hits: 'dice.readings.hits',
  'enemy-hits': 'dice.readings.enemy-hits',
  exposure: 'dice.readings.exposure',
  poison: 'dice.readings.poison',
  failures: 'dice.readings.failures',
};

/**
 * An exact chance in words' numbers: grouped counts and a percentage to one decimal that
 * never rounds a possible result to 0% or an uncertain one to 100%.
 */
export function formatChance(chance: ExactChance, locale: string): { favourable: string; total: string; percent: string } {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 1 });
  let shown: string;
  if (chance.favourable === 0 || chance.favourable === chance.total) shown = percent.format(chance.favourable === 0 ? 0 : 1);
  else if (chance.probability < 0.001) shown = `< ${percent.format(0.001)}`;
  else if (chance.probability > 0.999) shown = `> ${percent.format(0.999)}`;
  else shown = percent.format(chance.probability);
  return { favourable: count.format(chance.favourable), total: count.format(chance.total), percent: shown };
}

/** The faces the players entered as counts per face type, in the die's face order. */
export function facesFromCounts(types: readonly DieFace[], counts: Readonly<Partial<Record<DieFace, number>>>): DieFace[] {
  return types.flatMap((face) => Array<DieFace>(Math.max(0, counts[face] ?? 0)).fill(face));
}
