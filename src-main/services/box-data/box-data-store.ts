import type { Db } from '../../db/open-save.js';
import { boxDataSchema, type BoxData, type EquipmentCard, type SkillOptions } from '../../../shared/content/box-data-schema.js';
import type { DieKind } from '../../../shared/content/pack-schema.js';
import type { Box } from '../../../shared/domain/campaign.js';

/**
 * Box data lives one part per row (`dice.white`, `xp.core`, `equipment.<id>`,
 * `skills.<characterId>.<level>`), so an edit touches one row and undo restores just that part.
 */
export function readBoxData(db: Db): BoxData {
  const rows = db.prepare('SELECT key, value_json FROM box_data ORDER BY id').all() as { key: string; value_json: string }[];
  const raw: { dice: Record<string, unknown>; xpThresholds: Record<string, unknown>; equipment: unknown[]; skills: SkillOptions[] } = {
    dice: {},
    xpThresholds: {},
    equipment: [],
    skills: [],
  };
  for (const { key, value_json } of rows) {
    const value: unknown = JSON.parse(value_json);
    const [part, name] = splitKey(key);
    if (part === 'dice') raw.dice[name] = value;
    else if (part === 'xp') raw.xpThresholds[name] = value;
    else if (part === 'equipment') raw.equipment.push(value);
    else if (part === 'skills') raw.skills.push(value as SkillOptions);
  }
  // One order whatever order they were entered in: by assassin, then level.
  raw.skills.sort((a, b) => a.characterId.localeCompare(b.characterId) || a.level - b.level);
  return boxDataSchema.parse(raw);
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
  if (previousId !== null && previousId !== card.id) remove(db, `equipment.${previousId}`);
  put(db, `equipment.${card.id}`, card);
}

export function removeEquipmentCard(db: Db, id: string): boolean {
  return db.prepare('DELETE FROM box_data WHERE key = ?').run(`equipment.${id}`).changes > 0;
}

const skillsKey = (characterId: string, level: number) => `skills.${characterId}.${level}`;

/** UNK-10, LVL-3: the skill cards of one assassin and level; an empty list removes them. */
export function writeSkillOptions(db: Db, options: SkillOptions): void {
  const key = skillsKey(options.characterId, options.level);
  if (options.cards.length === 0) remove(db, key);
  else put(db, key, options);
}

/** Replaces everything with an imported file's data, keeping unchanged rows untouched. */
export function replaceBoxData(db: Db, data: BoxData): void {
  const wanted = new Map<string, unknown>();
  for (const [die, faces] of Object.entries(data.dice)) if (faces) wanted.set(`dice.${die}`, faces);
  for (const [track, thresholds] of Object.entries(data.xpThresholds)) if (thresholds) wanted.set(`xp.${track}`, thresholds);
  for (const card of data.equipment) wanted.set(`equipment.${card.id}`, card);
  for (const options of data.skills) if (options.cards.length > 0) wanted.set(skillsKey(options.characterId, options.level), options);
  const existing = db.prepare('SELECT key FROM box_data').all() as { key: string }[];
  for (const { key } of existing) if (!wanted.has(key)) remove(db, key);
  for (const [key, value] of wanted) put(db, key, value);
}
