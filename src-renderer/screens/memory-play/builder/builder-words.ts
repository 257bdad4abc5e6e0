import type { MapFeature, MapSide, SquareRef, StartingMiniature } from '../../../../shared/memory-play/map/index.js';
import { DIRECTIONS, KNOWN_GUARD_TYPES, edgeBetween, featuresAt, miniaturesAt, squareAt, toRef } from '../../../../shared/memory-play/map/index.js';
import type { MessageKey, MessageParams, Translate } from '../../../i18n/message-key.js';
import { selectionRect, type BuilderModel, type Notice } from './builder-model.js';
import { neighbourCell, tileOf } from './grid-cells.js';

/**
 * The builder's words in the player's language: kinds, tokens, what a square holds, what an
 * edit did. Pure (the translate function is passed in), so the same sentences serve the live
 * region, the inspector and the tests.
 */

const isKnownGuard = (type: string): type is (typeof KNOWN_GUARD_TYPES)[number] => (KNOWN_GUARD_TYPES as readonly string[]).includes(type);

export const guardTypeText = (t: Translate, type: string): string => (isKnownGuard(type) ? t(`memoryPlay.guardTypes.${type}`) : type);

/**
 * The letter a guard's token carries: the first letter of its type as the players' language
 * names it (C for crossbowman, K for the Polish kusznik), so it matches the word beside it.
 */
export const guardLetter = (t: Translate, type: string): string => guardTypeText(t, type).charAt(0).toLocaleUpperCase();

/**
 * Parameters whose values are the model's words (`street`, `wall`, `hiding-spot`…), put in the
 * player's language before a sentence names them. Squares, numbers and names stay as they are.
 */
export function wordedParams(t: Translate, params: Readonly<Record<string, string | number | boolean>>): MessageParams {
  const worded: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    const text = String(value);
    const key = paramKey(name, text);
    worded[name] = key === null ? (typeof value === 'boolean' ? text : value as string | number) : t(key);
  }
  return worded;
}

const PARAM_GROUPS: Record<string, { group: string; values: readonly string[] }> = {
  kind: { group: 'kinds', values: ['street', 'roof', 'room', 'canal', 'river', 'pond', 'land', 'tower'] },
  level: { group: 'levels', values: ['ground', 'roof'] },
  fromLevel: { group: 'levels', values: ['ground', 'roof'] },
  toLevel: { group: 'levels', values: ['ground', 'roof'] },
  edge: { group: 'edges', values: ['open', 'wall', 'ladder'] },
  direction: { group: 'directions', values: DIRECTIONS },
  variant: { group: 'towerVariants', values: ['tower', 'naga'] },
  guardType: { group: 'guardTypes', values: KNOWN_GUARD_TYPES },
  feature: { group: 'items', values: ['hiding-spot', 'tower', 'chest', 'fast-travel', 'triangle', 'entrance', 'objective', 'restricted', 'rule-token'] },
  miniature: { group: 'items', values: ['guard', 'boss', 'ally', 'machine', 'assassins'] },
  item: {
    group: 'items',
    values: ['hiding-spot', 'tower', 'chest', 'fast-travel', 'triangle', 'entrance', 'objective', 'restricted', 'rule-token', 'guard', 'boss', 'ally', 'machine', 'assassins'],
  },
};

function paramKey(name: string, value: string): MessageKey | null {
  const group = PARAM_GROUPS[name];
  if (!group || !group.values.includes(value)) return null;
  return `memoryPlay.${group.group}.${value}` as MessageKey;
}

/** What an edit did, or why it was refused, as one sentence. */
export function noticeText(t: Translate, notice: Notice): string {
  if (notice.tone === 'done') return t(`memoryPlay.notices.${notice.key}`, wordedParams(t, notice.params));
  const reason = notice.refusal.params.reason;
  const key = `memoryPlay.refused.${String(reason)}` as MessageKey;
  return t(key, wordedParams(t, notice.refusal.params));
}

/** One token or starting miniature, e.g. "mandatory objective, cost 2, 3 XP" or "2 × crossbowman". */
export function entryText(t: Translate, entry: MapFeature | StartingMiniature): string {
  switch (entry.type) {
    case 'hiding-spot':
      return t(`memoryPlay.hidingSpots.${entry.kind}`);
    case 'tower': {
      const variant = t(`memoryPlay.towerVariants.${entry.variant}`);
      return entry.foot === null ? t('memoryPlay.tokens.towerNoFoot', { variant }) : t('memoryPlay.tokens.tower', { variant, foot: entry.foot });
    }
    case 'chest':
      return t('memoryPlay.tokens.chest');
    case 'fast-travel':
      return t('memoryPlay.tokens.fastTravel');
    case 'triangle':
      return t(entry.leaveOnly ? 'memoryPlay.tokens.triangleLeave' : 'memoryPlay.tokens.triangle');
    case 'entrance':
      return t('memoryPlay.tokens.entrance', { letter: entry.letter });
    case 'objective': {
      const mandatory = t(entry.mandatory ? 'memoryPlay.tokens.mandatory' : 'memoryPlay.tokens.optional');
      const text =
        entry.xp === null
          ? t('memoryPlay.tokens.objectiveUnknownXp', { mandatory, cost: entry.cost })
          : t('memoryPlay.tokens.objective', { mandatory, cost: entry.cost, xp: entry.xp });
      const extras = [entry.escort ? t('memoryPlay.tokens.escort') : null, entry.label ?? null].filter((part) => part !== null);
      return extras.length > 0 ? `${text} (${extras.join(', ')})` : text;
    }
    case 'restricted':
      return t('memoryPlay.tokens.restricted');
    case 'rule-token':
      return t('memoryPlay.tokens.ruleToken', { number: entry.number });
    case 'guard':
      return t('memoryPlay.tokens.guards', { count: entry.count, type: guardTypeText(t, entry.guardType) });
    case 'boss':
    case 'ally':
    case 'machine':
      return t(`memoryPlay.tokens.${entry.type}`, { name: entry.name === '' ? t('memoryPlay.tokens.unnamed') : entry.name });
    case 'assassins':
      return t('memoryPlay.tokens.assassins');
  }
}

/**
 * Everything about one square in a sentence, for the live region as the cursor moves:
 * "B3: street, tile 2 (6 squares); wall to the east; haystack, 2 × crossbowman".
 */
export function squareText(t: Translate, side: MapSide, ref: SquareRef): string {
  const square = squareAt(side, ref);
  if (!square) return t('memoryPlay.builder.emptyCell', { square: ref });
  const tile = tileOf(side, ref);
  const kind = t(`memoryPlay.kinds.${square.kind}`);
  const kindAtLevel = square.level === (square.kind === 'roof' ? 'roof' : 'ground') ? kind : t('memoryPlay.builder.squareLevel', { kind, level: t(`memoryPlay.levels.${square.level}`) });
  const parts = [
    tile?.kind === 'tower'
      ? t('memoryPlay.builder.squareTower', { kind: kindAtLevel, tile: square.tileId })
      : t('memoryPlay.builder.square', { kind: kindAtLevel, tile: square.tileId, size: tile?.squares.length ?? 0 }),
  ];
  const edges = DIRECTIONS.flatMap((direction) => {
    const other = neighbourCell(side, ref, direction);
    const edge = other === null ? 'open' : edgeBetween(side, ref, other);
    return edge === 'open' ? [] : [t('memoryPlay.builder.edgesAround', { edge: t(`memoryPlay.edges.${edge}`), direction: t(`memoryPlay.directions.${direction}`) })];
  });
  if (edges.length > 0) parts.push(edges.join(', '));
  const entries = [...featuresAt(side, ref), ...miniaturesAt(side, ref)].map((entry) => entryText(t, entry));
  if (entries.length > 0) parts.push(entries.join(', '));
  return t('memoryPlay.builder.cursor', { square: ref, what: parts.join('; ') });
}

/** "Selected A5–A6 (2 squares)", or null while only the cursor's square is selected. */
export function selectionText(t: Translate, model: BuilderModel): string | null {
  const rect = selectionRect(model);
  const count = rect.width * rect.height;
  if (count === 1) return null;
  const from = toRef({ col: rect.col, row: rect.row });
  const to = toRef({ col: rect.col + rect.width - 1, row: rect.row + rect.height - 1 });
  return t('memoryPlay.builder.selection', { from, to, count });
}
