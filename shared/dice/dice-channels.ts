import { z } from 'zod';
import { lineOfText } from '../text/player-text.js';
import { byCampaign, command, query, type ChannelGroup } from '../ipc/channel-spec.js';
import { campaignId } from '../campaigns/campaign.js';
import { dieKind } from '../content/pack-schema.js';
import { diceMode, diceRollInput, MAX_FREE_ROLL_DICE, MAX_PURPOSE_LENGTH, type DiceRoll, type DiceSettings } from './dice.js';
import { DICE_READINGS } from './dice-reading.js';

export const setDiceModeRequest = z.object({ campaignId, mode: diceMode }).strict();

/** A free roll (exploration cards and the like). EXC-5 (Shao Jun rolls too) is the caller's business. */
export const freeRollRequest = z
  .object({
    campaignId,
    die: dieKind,
    count: z.number().int().min(1).max(MAX_FREE_ROLL_DICE),
    purpose: lineOfText(z.string().trim().min(1).max(MAX_PURPOSE_LENGTH)),
    reading: z.enum(DICE_READINGS),
    input: diceRollInput,
  })
  .strict();

export const listRollsRequest = z.object({ campaignId, limit: z.number().int().min(1).max(200).default(20) }).strict();

export interface FreeRollResult {
  roll: DiceRoll;
  /** The roll read as the request's reading (e.g. the number of hits). */
  result: number;
}

/** The dice area's channels. */
export const diceChannels = {
  'dice/get-settings': query<DiceSettings>()(byCampaign),
  'dice/set-mode': command<DiceSettings>()(setDiceModeRequest),
  'dice/roll': command<FreeRollResult>()(freeRollRequest),
  'dice/list-rolls': query<DiceRoll[]>()(listRollsRequest),
} as const satisfies ChannelGroup;
