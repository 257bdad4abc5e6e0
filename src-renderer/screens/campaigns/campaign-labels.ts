import type { Box, CampaignSummary, Difficulty } from '../../../shared/campaigns/campaign.js';
import type { MessageKey, Translate } from '../../i18n/message-key.js';

export const BOX_LABELS: Record<Box, MessageKey> = { core: 'box.core', apocalypse: 'box.apocalypse' };

export const TRACK_LABELS: Record<Box, MessageKey> = { core: 'track.core', apocalypse: 'track.apocalypse' };

export const DIFFICULTY_LABELS: Record<Difficulty, MessageKey> = {
  easy: 'difficulty.easy',
  normal: 'difficulty.normal',
  legendary: 'difficulty.legendary',
};

/** The name of the player in a 1-based seat, as the players typed it. */
export function playerName(campaign: Pick<CampaignSummary, 'playerNames'>, seat: number, t: Translate): string {
  return campaign.playerNames[seat - 1] ?? t('campaign.unknownPlayer', { n: seat });
}

export function memoryText(memory: string | null, t: Translate): string {
  return memory === null ? t('campaign.memoryNotRecorded') : t('campaign.memory', { id: memory });
}
