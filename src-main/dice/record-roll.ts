import { randomInt } from 'node:crypto';
import type { Db } from '../db/open-save.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import { DIE_FACE_TYPES } from '../../shared/box-data/box-data-schema.js';
import type { DieFace, DieKind } from '../../shared/content/pack-schema.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import { appRollFaces } from '../../shared/dice/roll-rules.js';
import { MAX_DICE_PER_ROLL, MAX_PURPOSE_LENGTH, type DiceRoll, type DiceRollInput } from '../../shared/dice/dice.js';
import { rollFaces } from '../engine/roll-dice.js';
import { readRollRow, type DiceRollRow } from './read-rolls.js';

export interface RollRequest {
  die: DieKind;
  count: number;
  /** A short text saying what the roll was for (shown in the roll list). */
  purpose: string;
  input: DiceRollInput;
}

export interface RollOptions {
  /** When the roll happens (the handler's clock); now by default. */
  now?: Date;
  /** Tests only: a fixed seed for an app roll instead of a random one. */
  seed?: number;
}

const DIE_NAMES: Record<DieKind, string> = { white: 'white', black: 'black', red: 'red', poison: 'poison' };

/**
 * Records one roll of `count` dice of one kind, rolled by the app or typed by the players.
 * Called by every area's command INSIDE its own transaction, so a refused command leaves no
 * roll behind. Refuses (changing nothing) an app roll of a die whose faces were never
 * entered (UNK-1) and typed faces that do not fit the die.
 */
export function recordRoll(db: Db, boxData: BoxData, campaignId: number, request: RollRequest, options: RollOptions = {}): DiceRoll {
  const { die, count, input } = request;
  const purpose = request.purpose.trim();
  if (!Number.isInteger(count) || count < 1 || count > MAX_DICE_PER_ROLL) {
    fail('invalid-request', `A roll has between 1 and ${MAX_DICE_PER_ROLL} dice.`, { field: 'count' });
  }
  if (purpose.length === 0 || purpose.length > MAX_PURPOSE_LENGTH) {
    fail('invalid-request', `Say in at most ${MAX_PURPOSE_LENGTH} characters what the roll is for.`, { field: 'purpose' });
  }

  let faces: DieFace[];
  let seed: number | null = null;
  if (input.mode === 'app') {
    const dieFaces = appRollFaces(die, boxData.dice[die]);
    if (!dieFaces.ok) failRefusal(dieFaces.refusal);
    seed = options.seed ?? randomInt(2 ** 31);
    faces = rollFaces(dieFaces.value, count, seed);
  } else {
    faces = checkEnteredFaces(die, count, input.faces);
  }

  const rolledAt = (options.now ?? new Date()).toISOString();
  const { lastInsertRowid } = db
    .prepare('INSERT INTO dice_rolls (campaign_id, die, count, mode, seed, faces_json, purpose, rolled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(campaignId, die, count, input.mode, seed, JSON.stringify(faces), purpose, rolledAt);
  const row = db.prepare('SELECT * FROM dice_rolls WHERE id = ?').get(Number(lastInsertRowid)) as DiceRollRow;
  return readRollRow(row);
}

/** CF-DIE-1..4: typed faces must be exactly one per die, each a face that die carries. */
function checkEnteredFaces(die: DieKind, count: number, faces: readonly DieFace[]): DieFace[] {
  if (faces.length !== count) {
    fail('invalid-request', `Enter one face for each of the ${count} dice rolled (${faces.length} entered).`, { field: 'roll.faces' });
  }
  const allowed = DIE_FACE_TYPES[die];
  faces.forEach((face, index) => {
    if (!allowed.includes(face)) {
      fail('invalid-request', `The ${DIE_NAMES[die]} die has no "${face}" face; it shows ${allowed.join(', ')}.`, { field: `roll.faces.${index}` });
    }
  });
  return [...faces];
}
