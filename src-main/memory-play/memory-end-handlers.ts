import type { HandlerMap } from '../dispatch/handler-context.js';
import type { memoryEndChannels } from '../../shared/memory-play/memory-end-channels.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import { reduce } from '../engine/memory/reduce.js';
import { stepCommand } from './memory-play-handlers.js';
import { findPlay, openPlays } from './play-rows.js';
import { loadState, viewOf } from './read-play.js';
import { decidePlayWriteBack, endWriteBack } from './write-back.js';

type MemoryEndChannels = keyof typeof memoryEndChannels;

export const memoryEndHandlers: HandlerMap<MemoryEndChannels> = {
  'memory-play/end': (ctx, { campaignId, playId, outcome, chestCards }) => {
    const { after, row } = stepCommand(ctx, campaignId, playId, { kind: 'end-memory', outcome }, endWriteBack(ctx.db, outcome, chestCards));
    const view = viewOf(ctx.db, row, after);
    // The step was accepted, so the memory has ended and the pre-fill exists.
    if (view.prefill === null) fail('internal', 'The memory ended without a record to pre-fill.');
    return { view, prefill: view.prefill };
  },

  // The end step tried on the play as it stands (never kept), then the same decision the end applies.
  'memory-play/end-preview': (ctx, { campaignId, playId, outcome, chestCards }) => {
    const play = findPlay(ctx.db, campaignId, playId);
    const ended = reduce(loadState(ctx.db, play).state, { kind: 'end-memory', outcome });
    if (!ended.ok) failRefusal(ended.refusal);
    return decidePlayWriteBack(ctx.db, play, ended.state, outcome, chestCards);
  },

  'memory-play/open-plays': (ctx) => openPlays(ctx.db),
};
