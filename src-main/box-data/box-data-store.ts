import type { Db } from '../db/open-save.js';
import { boxDataSchema, type BoxData, type EquipmentCard, type SkillOptions } from '../../shared/box-data/box-data-schema.js';
import type { DieKind } from '../../shared/content/pack-schema.js';
import type { Box } from '../../shared/campaigns/campaign.js';
import { LIST_PARTS } from './list-parts.js';

/**
 * Box data lives one part per row (`dice.white`, `xp.core`, then one row per item of each
 * list part: `equipment.<id>`, `skills.<characterId>.<level>`, … as list-parts.ts declares),
 * so an edit touches one row and undo restores just that part.
 */
export function readBoxData(db: Db): BoxData {
  const rows = db.prepare('SELECT key, value_json FROM box_data ORDER BY id').all() as { key: string; value_json: string }[];
  const raw: Record<string, unknown> & { dice: Record<string, unknown>; xpThresholds: Record<string, unknown> } = { dice: {}, xpThresholds: {} };
  const lists = new Map<string, unknown[]>(Object.keys(LIST_PARTS).map((part) => [part, []]));
  for (const { key, value_json } of rows) {
    const value: unknown = JSON.parse(value_json);
    const [part, name] = splitKey(key);
    if (part === 'dice') raw.dice[name] = value;
    else if (part === 'xp') raw.xpThresholds[name] = value;
    else lists.get(part)?.push(value);
  }
  for (const [part, items] of lists) {
    const compare = LIST_PARTS[part]!.compare as ((a: unknown, b: unknown) => number) | undefined;
    raw[part] = compare ? items.sort(compare) : items;
  }
  return boxDataSchema.parse(raw);
}

/** Saves one item of a list part; an empty item (see ListPart.isEmpty) removes it. */
export function writeListItem(db: Db, part: string, item: unknown, previousKey: string | null = null): void {
  const spec = LIST_PARTS[part];
  if (!spec) throw new Error(`Unknown box-data part "${part}".`);
  const key = `${part}.${(spec.itemKey as (i: unknown) => string)(item)}`;
  if (previousKey !== null && `${part}.${previousKey}` !== key) remove(db, `${part}.${previousKey}`);
  if ((spec.isEmpty as ((i: unknown) => boolean) | undefined)?.(item)) remove(db, key);
  else put(db, key, item);
}

/** Removes one item of a list part by its item key; false when there was none. */
export function removeListItem(db: Db, part: string, itemKey: string): boolean {
  return db.prepare('DELETE FROM box_data WHERE key = ?').run(`${part}.${itemKey}`).changes > 0;
}

function splitKey(key: string): [string, string] {
  const dot = key.indexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1)];
}

function put(db: Db, key: string, value: unknown): void {
  db.prepare(
    'INSERT INTO box_data (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json WHERE value_json <> excluded.value_json',
  ).run(key, JSON.stringify(value));
}

function remove(db: Db, key: string): void {
  db.prepare('DELETE FROM box_data WHERE key = ?').run(key);
}

export function writeDieFaces(db: Db, die: DieKind, faces: readonly string[] | null): void {
  if (faces === null) remove(db, `dice.${die}`);
  else put(db, `dice.${die}`, faces);
}

export function writeXpThresholds(db: Db, track: Box, thresholds: readonly number[] | null): void {
  if (thresholds === null) remove(db, `xp.${track}`);
  else put(db, `xp.${track}`, thresholds);
}

export function writeEquipmentCard(db: Db, previousId: string | null, card: EquipmentCard): void {
  writeListItem(db, 'equipment', card, previousId);
}

export function removeEquipmentCard(db: Db, id: string): boolean {
  return removeListItem(db, 'equipment', id);
}

/** UNK-10, LVL-3: the skill cards of one assassin and level; an empty list removes them. */
export function writeSkillOptions(db: Db, options: SkillOptions): void {
  writeListItem(db, 'skills', options);
}

/** Replaces everything with an imported file's data, keeping unchanged rows untouched. */
export function replaceBoxData(db: Db, data: BoxData): void {
  const wanted = new Map<string, unknown>();
  for (const [die, faces] of Object.entries(data.dice)) if (faces) wanted.set(`dice.${die}`, faces);
  for (const [track, thresholds] of Object.entries(data.xpThresholds)) if (thresholds) wanted.set(`xp.${track}`, thresholds);
  for (const [part, spec] of Object.entries(LIST_PARTS)) {
    for (const item of (data as unknown as Record<string, unknown[]>)[part] ?? []) {
      if (!(spec.isEmpty as ((i: unknown) => boolean) | undefined)?.(item)) wanted.set(`${part}.${(spec.itemKey as (i: unknown) => string)(item)}`, item);
    }
  }
  const existing = db.prepare('SELECT key FROM box_data').all() as { key: string }[];
  for (const { key } of existing) if (!wanted.has(key)) remove(db, key);
  for (const [key, value] of wanted) put(db, key, value);
}
