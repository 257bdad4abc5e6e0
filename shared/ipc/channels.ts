import type { z } from 'zod';
import { joinChannelGroups, type ChannelSpec } from './channel-spec.js';
import { appChannels } from '../app/app-channels.js';
import { campaignChannels } from '../campaigns/campaign-channels.js';
import { historyChannels } from '../history/history-channels.js';
import { boxDataChannels } from '../box-data/box-data-channels.js';
import { diaryChannels } from '../diary/diary-channels.js';
import { boardChannels } from '../boards/board-channels.js';
import { diceChannels } from '../dice/dice-channels.js';
import { hqChannels } from '../hq/hq-channels.js';
import { hqResolutionChannels } from '../hq/hq-resolution-channels.js';
import { apocalypseChannels } from '../exploration/apocalypse-channels.js';
import { explorationChannels } from '../exploration/exploration-channels.js';
import { backupChannels } from '../backups/backup-channels.js';
import { memoryPlayChannels } from '../memory-play/memory-play-channels.js';
import { memoryEndChannels } from '../memory-play/memory-end-channels.js';

/**
 * The one IPC contract. Each feature area declares its channels once, in its own folder
 * (`shared/<area>/<area>-channels.ts`): the request schema validates the payload at runtime
 * in main and types the renderer's `invoke`; the result type types the answer. Both hosts
 * (Electron IPC, loopback bridge) dispatch exactly this map. A channel name declared by two
 * groups throws when this module loads (joinChannelGroups).
 */
export const channels = joinChannelGroups({
  appChannels,
  campaignChannels,
  historyChannels,
  boxDataChannels,
  diaryChannels,
  boardChannels,
  diceChannels,
  hqChannels,
  hqResolutionChannels,
  apocalypseChannels,
  explorationChannels,
  backupChannels,
  memoryPlayChannels,
  memoryEndChannels,
}) satisfies Record<string, ChannelSpec<z.ZodType, unknown>>;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type RequestOf<N extends ChannelName> = z.input<Channels[N]['request']>;
export type ParsedRequestOf<N extends ChannelName> = z.output<Channels[N]['request']>;
export type ResultOf<N extends ChannelName> = NonNullable<Channels[N]['result']>;

export const CHANNEL_NAMES = Object.keys(channels) as ChannelName[];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.hasOwn(channels, name);
}
