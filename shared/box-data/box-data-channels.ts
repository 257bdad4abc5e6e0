import { z } from 'zod';
import { BOXES } from '../campaigns/campaign.js';
import { equipmentCardSchema, skillOptionsRequest, xpThresholdsSchema, type BoxData } from './box-data-schema.js';
import { dieKind } from '../content/pack-schema.js';
import { command, none, query, type ChannelGroup } from '../ipc/channel-spec.js';
import type { MissingFor } from './box-data-missing.js';

/**
 * The largest box-data file the app reads. The page checks the file's size in bytes before
 * reading it; main checks the text's length, which is never more than its bytes.
 */
export const MAX_BOX_DATA_FILE_BYTES = 5_000_000;

/** What the players typed from their own box; other areas add their parts in their own channel files. */
export const boxDataChannels = {
  'box-data/get': query<BoxData>()(none),
  /** What each campaign's next play reads that is still empty (box-data-missing.ts). */
  'box-data/missing': query<MissingFor[]>()(none),
  'box-data/set-die-faces': command<BoxData>()(z.object({ die: dieKind, faces: z.array(z.string()).nullable() }).strict()),
  'box-data/set-xp-thresholds': command<BoxData>()(
    z.object({ track: z.enum(BOXES), thresholds: xpThresholdsSchema.nullable() }).strict(),
  ),
  'box-data/save-equipment-card': command<BoxData>()(z.object({ previousId: z.string().nullable(), card: equipmentCardSchema }).strict()),
  'box-data/remove-equipment-card': command<BoxData>()(z.object({ id: z.string().min(1) }).strict()),
  'box-data/save-skill-options': command<BoxData>()(skillOptionsRequest),
  'box-data/export': query<{ fileName: string; json: string }>()(none),
  'box-data/import': command<BoxData>()(
    z.object({ json: z.string().max(MAX_BOX_DATA_FILE_BYTES, 'The file is too large to be a box-data file.') }).strict(),
  ),
} as const satisfies ChannelGroup;
