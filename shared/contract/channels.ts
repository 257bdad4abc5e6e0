import { z } from 'zod';
import {
  BOXES,
  DIFFICULTIES,
  LANGUAGES,
  campaignId,
  campaignName,
  playerName,
  type CampaignDetail,
  type CampaignSummary,
} from '../domain/campaign.js';
import type { HistoryEntry, HistoryStatus } from '../domain/history.js';
import type { BackupInfo } from '../domain/backup.js';
import type { AppInfo, Settings } from '../domain/settings.js';
import type { ContentPack } from '../content/pack-schema.js';
import { diceFacesSchema, equipmentCardSchema, skillOptionsRequest, xpThresholdsSchema, type BoxData } from '../content/box-data-schema.js';
import { dieKind } from '../content/pack-schema.js';
import {
  diaryOptionsRequest,
  editAttemptNotesRequest,
  recordAttemptRequest,
  renameMemoryRequest,
  skipOptionalRequest,
  type Diary,
} from '../domain/diary.js';
import {
  addCardRequest,
  chooseSkillRequest,
  clearSkillRequest,
  joinPartyRequest,
  leavePartyRequest,
  moveCardRequest,
  removeCardRequest,
  setEliminatedRequest,
  setHealthRequest,
  swapAssassinRequest,
  type PartyBoards,
} from '../domain/board.js';
import { exportDiaryPdfRequest, type PdfExportResult } from '../domain/print.js';
import { byCampaign, command, none, query, type ChannelSpec } from './channel-spec.js';
import { diceChannels } from './dice-channels.js';
import { hqChannels } from './hq-channels.js';
import { hqResolutionChannels } from './hq-resolution-channels.js';
import { apocalypseChannels } from './apocalypse-channels.js';
import { explorationChannels } from './exploration-channels.js';

/**
 * The one IPC contract. Each channel is declared once: its request schema validates the
 * payload at runtime in main and types the renderer's `invoke`; its result type types the
 * answer. Both hosts (Electron IPC, loopback bridge) dispatch exactly this map. Feature
 * areas with many channels declare them in their own file (`*-channels.ts`), spread below.
 */
export const partyMemberSchema = z
  .object({ characterId: z.string().min(1), seat: z.number().int().min(1).max(4) })
  .strict();

export const createCampaignRequest = z
  .object({
    name: campaignName,
    playerNames: z.array(playerName).min(1, 'At least 1 player.').max(4, 'At most 4 players.'),
    difficulty: z.enum(DIFFICULTIES),
    box: z.enum(BOXES),
    party: z.array(partyMemberSchema),
  })
  .strict();
export type CreateCampaignRequest = z.infer<typeof createCampaignRequest>;

export const channels = {
  'app/get-info': query<AppInfo>()(none),
  'settings/get': query<Settings>()(none),
  'settings/set-language': command<Settings>()(z.object({ language: z.enum(LANGUAGES) }).strict()),

  'content/get-base-pack': query<ContentPack>()(none),

  'campaign/list': query<CampaignSummary[]>()(none),
  'campaign/get': query<CampaignDetail>()(byCampaign),
  'campaign/create': command<CampaignDetail>()(createCampaignRequest),
  'campaign/rename': command<CampaignDetail>()(z.object({ campaignId, name: campaignName }).strict()),
  'campaign/duplicate': command<CampaignDetail>()(z.object({ campaignId, name: campaignName }).strict()),
  'campaign/delete': command<{ backup: BackupInfo }>()(byCampaign),

  'history/list': query<HistoryEntry[]>()(
    z.object({ campaignId: campaignId.nullable(), limit: z.number().int().min(1).max(500).default(100) }).strict(),
  ),
  'history/status': query<HistoryStatus>()(none),
  'history/undo': command<HistoryStatus>()(none),
  'history/redo': command<HistoryStatus>()(none),

  'box-data/get': query<BoxData>()(none),
  'box-data/set-die-faces': command<BoxData>()(
    z.object({ die: dieKind, faces: z.array(z.string()).nullable() }).strict(),
  ),
  'box-data/set-xp-thresholds': command<BoxData>()(
    z.object({ track: z.enum(BOXES), thresholds: xpThresholdsSchema.nullable() }).strict(),
  ),
  'box-data/save-equipment-card': command<BoxData>()(
    z.object({ previousId: z.string().nullable(), card: equipmentCardSchema }).strict(),
  ),
  'box-data/remove-equipment-card': command<BoxData>()(z.object({ id: z.string().min(1) }).strict()),
  'box-data/export': query<{ fileName: string; json: string }>()(none),
  'box-data/import': command<BoxData>()(
    z.object({ json: z.string().max(5_000_000, 'The file is too large to be a box-data file.') }).strict(),
  ),

  'diary/get': query<Diary>()(byCampaign),
  'diary/record-attempt': command<Diary>()(recordAttemptRequest),
  'diary/skip-optional': command<Diary>()(skipOptionalRequest),
  'diary/rename-memory': command<Diary>()(renameMemoryRequest),
  'diary/edit-notes': command<Diary>()(editAttemptNotesRequest),
  'diary/set-options': command<Diary>()(diaryOptionsRequest),

  'board/get': query<PartyBoards>()(byCampaign),
  'board/add-card': command<PartyBoards>()(addCardRequest),
  'board/move-card': command<PartyBoards>()(moveCardRequest),
  'board/remove-card': command<PartyBoards>()(removeCardRequest),
  'board/set-health': command<PartyBoards>()(setHealthRequest),
  'board/set-eliminated': command<PartyBoards>()(setEliminatedRequest),
  'board/choose-skill': command<PartyBoards>()(chooseSkillRequest),
  'board/clear-skill': command<PartyBoards>()(clearSkillRequest),
  'party/join': command<PartyBoards>()(joinPartyRequest),
  'party/leave': command<PartyBoards>()(leavePartyRequest),
  'party/swap': command<PartyBoards>()(swapAssassinRequest),

  'box-data/save-skill-options': command<BoxData>()(skillOptionsRequest),

  /** Electron only (AppInfo.canExportPdf); the bridge answers `not-supported` and the page prints itself. */
  'print/export-diary-pdf': query<PdfExportResult>()(exportDiaryPdfRequest),

  ...diceChannels,
  ...hqChannels,
  ...hqResolutionChannels,
  ...apocalypseChannels,
  ...explorationChannels,

  'backup/list': query<BackupInfo[]>()(none),
  'backup/create': command<BackupInfo>()(none),
  'backup/restore': command<{ safetyBackup: BackupInfo }>()(
    z.object({ backupId: z.string().regex(/^[A-Za-z0-9._-]+\.sqlite$/, 'Unknown backup.') }).strict(),
  ),
} as const satisfies Record<string, ChannelSpec<z.ZodType, unknown>>;

/** `diceFacesSchema` is used by main to validate faces per die after the die is known. */
export { diceFacesSchema };

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type RequestOf<N extends ChannelName> = z.input<Channels[N]['request']>;
export type ParsedRequestOf<N extends ChannelName> = z.output<Channels[N]['request']>;
export type ResultOf<N extends ChannelName> = NonNullable<Channels[N]['result']>;

export const CHANNEL_NAMES = Object.keys(channels) as ChannelName[];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.hasOwn(channels, name);
}
