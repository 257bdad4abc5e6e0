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

/**
 * The memory the group is on: the next one when the rules say which, else the campaign
 * book decides and the last one played is named, and "not recorded yet" only before any.
 */
export function memoryText(campaign: Pick<CampaignSummary, 'currentMemory' | 'lastMemory'>, t: Translate): string {
  if (campaign.currentMemory !== null) return t('campaign.memory', { id: campaign.currentMemory });
  return campaign.lastMemory === null ? t('campaign.memoryNotRecorded') : t('campaign.memoryFromBook', { id: campaign.lastMemory });
}
