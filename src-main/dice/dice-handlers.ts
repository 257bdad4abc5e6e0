import type { HandlerMap } from '../dispatch/handler-context.js';
import type { diceChannels } from '../../shared/dice/dice-channels.js';
import { fail } from '../../shared/ipc/errors.js';
import { readRoll, readingFits, READING_DICE } from '../../shared/dice/dice-reading.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { readDiceMode, readDiceSettings, setDiceMode } from './dice-settings.js';
import { listRolls } from './read-rolls.js';
import { recordRoll } from './record-roll.js';

type DiceChannels = keyof typeof diceChannels;

export const diceHandlers: HandlerMap<DiceChannels> = {
  'dice/get-settings': (ctx, { campaignId }) => readDiceSettings(ctx.db, readBoxData(ctx.db), campaignId),

  'dice/set-mode': (ctx, { campaignId, mode }) => {
    readDiceMode(ctx.db, campaignId);
    ctx.areaCommand({ campaignId, category: 'campaign', summaryKey: 'dice.history.modeSet', summaryParams: { mode }, areas: ['dice'] }, () =>
      setDiceMode(ctx.db, campaignId, mode),
    );
    return readDiceSettings(ctx.db, readBoxData(ctx.db), campaignId);
  },

  'dice/roll': (ctx, { campaignId, die, count, purpose, reading, input }) => {
    readDiceMode(ctx.db, campaignId);
    if (!readingFits(reading, die)) {
      fail('invalid-request', `A ${die} die is not read as "${reading}"; that reading is for: ${READING_DICE[reading].join(', ')}.`, { field: 'reading' });
    }
    const boxData = readBoxData(ctx.db);
    const roll = ctx.areaCommand(
      {
        campaignId,
        category: 'campaign',
        summaryKey: 'dice.history.rolled',
        summaryParams: { die, count, purpose },
        areas: ['dice'],
      },
      () => recordRoll(ctx.db, boxData, campaignId, { die, count, purpose, input }, { now: ctx.now() }),
    );
    return { roll, result: readRoll(reading, roll.faces) };
  },

  'dice/list-rolls': (ctx, { campaignId, limit }) => {
    readDiceMode(ctx.db, campaignId);
    return listRolls(ctx.db, campaignId, limit);
  },
};
