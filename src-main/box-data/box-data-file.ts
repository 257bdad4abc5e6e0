import { z } from 'zod';
import { fail } from '../../shared/ipc/errors.js';
import {
  BOX_DATA_FORMAT,
  BOX_DATA_FORMAT_VERSION,
  boxDataFileSchema,
  type BoxData,
  type BoxDataFile,
} from '../../shared/box-data/box-data-schema.js';
import { firstIssue } from '../dispatch/validation.js';

export function toBoxDataFile(data: BoxData, now: Date): BoxDataFile {
  return { format: BOX_DATA_FORMAT, formatVersion: BOX_DATA_FORMAT_VERSION, exportedAt: now.toISOString(), data };
}

/** Parses an imported file, refusing it with the path of the first bad field. */
export function parseBoxDataFile(json: string): BoxData {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    fail('invalid-pack', 'The file is not valid JSON, so it cannot be a box-data file. Nothing was changed.');
  }
  const parsed = boxDataFileSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error as z.ZodError);
    fail('invalid-pack', `The file was refused at "${field || '(top)'}": ${message} Nothing was changed.`, { field });
  }
  return parsed.data.data;
}
