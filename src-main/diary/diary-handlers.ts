import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import type { CampaignArea } from '../../shared/ipc/events.js';
import { readDiary } from './read-diary.js';
import { recordAttempt, type RecordedAttemptResult } from './record-attempt.js';
import { skipOptional } from './skip-optional.js';
import { renameMemory } from './rename-memory.js';
import { editAttemptNotes } from './edit-notes.js';
import { setDiaryOptions } from './set-options.js';
import { addSyncFromCampaign, syncElsewhere } from './sync-elsewhere.js';

type DiaryChannels =
  | 'diary/get'
  | 'diary/record-attempt'
  | 'diary/skip-optional'
  | 'diary/rename-memory'
  | 'diary/edit-notes'
  | 'diary/set-options'
  | 'diary/sync-elsewhere'
  | 'diary/add-sync-from-campaign';

/**
 * Recording an attempt moves more than the diary: the boards (eliminations, health, levels),
 * the campaign's XP and current memory, the HQ (a resolution is due) and, in Apocalypse,
 * the end-of-memory phase and Shao Jun; a record made from a play on the board marks that
 * play recorded too.
 */
const RECORD_AREAS: CampaignArea[] = ['diary', 'campaign', 'boards', 'hq', 'exploration'];
const recordAreas = (fromPlayId: number | undefined): CampaignArea[] => (fromPlayId === undefined ? RECORD_AREAS : [...RECORD_AREAS, 'memory-play']);

/**
 * The history line for a record, from what the rules made of it: a success, a first failure
 * (second attempt next) or a second failure (Synchronized Memory, REPLAY-5). VILLA-1: when
 * the villa healed the assassins, the line says so and how many.
 */
function recordLine({ memoryId, attemptNumber, outcome, villaHealed }: RecordedAttemptResult): { summaryKey: string; summaryParams: Record<string, string | number> } {
  const summaryKey = outcome === 'success' ? 'memorySucceeded' : attemptNumber === 2 ? 'memorySynchronized' : 'memoryFailed';
  if (villaHealed > 0) return { summaryKey: `${summaryKey}VillaHealed`, summaryParams: { memoryId, count: villaHealed } };
  return { summaryKey, summaryParams: { memoryId } };
}

/** The campaign list shows each campaign's XP and current memory. */
function listChanged(ctx: HandlerContext, campaignId: number) {
  ctx.emit('campaign/list-changed', { campaignIds: [campaignId] });
}

export const diaryHandlers: HandlerMap<DiaryChannels> = {
  'diary/get': (ctx, { campaignId }) => readDiary(ctx.db, ctx.pack, campaignId),

  'diary/record-attempt': (ctx, request) => {
    const { campaignId, memoryId } = request;
    ctx.areaCommand(
      { campaignId, category: 'campaign', summaryKey: 'memorySucceeded', summaryParams: { memoryId }, describe: recordLine, areas: recordAreas(request.fromPlayId) },
      () => recordAttempt(ctx.db, ctx.pack, request, ctx.now()),
    );
    listChanged(ctx, campaignId);
    return readDiary(ctx.db, ctx.pack, campaignId);
  },

  'diary/skip-optional': (ctx, { campaignId, memoryId, title }) => {
    ctx.areaCommand({ campaignId, category: 'campaign', summaryKey: 'memorySkipped', summaryParams: { memoryId }, areas: ['diary', 'campaign'] }, () =>
      skipOptional(ctx.db, campaignId, memoryId, title),
    );
    listChanged(ctx, campaignId);
    return readDiary(ctx.db, ctx.pack, campaignId);
  },

  'diary/rename-memory': (ctx, { campaignId, memoryId, title }) => {
    ctx.areaCommand({ campaignId, category: 'campaign', summaryKey: 'memoryRenamed', summaryParams: { memoryId, title }, areas: ['diary'] }, () =>
      renameMemory(ctx.db, campaignId, memoryId, title),
    );
    return readDiary(ctx.db, ctx.pack, campaignId);
  },

  'diary/edit-notes': (ctx, { campaignId, attemptId, notes }) => {
    const summaryKey = 'attemptNotesEdited';
    ctx.areaCommand(
      { campaignId, category: 'campaign', summaryKey, describe: (memoryId: string) => ({ summaryKey, summaryParams: { memoryId } }), areas: ['diary'] },
      () => editAttemptNotes(ctx.db, campaignId, attemptId, notes),
    );
    return readDiary(ctx.db, ctx.pack, campaignId);
  },

  'diary/set-options': (ctx, { campaignId, grayAfterEasyFailure }) => {
    const summaryKey = grayAfterEasyFailure ? 'grayAfterEasyFailureOn' : 'grayAfterEasyFailureOff';
    ctx.areaCommand({ campaignId, category: 'campaign', summaryKey, areas: ['diary'] }, () => setDiaryOptions(ctx.db, campaignId, { grayAfterEasyFailure }));
    return readDiary(ctx.db, ctx.pack, campaignId);
  },

  'diary/sync-elsewhere': (ctx, { campaignId, memoryId }) => syncElsewhere(ctx.db, campaignId, memoryId),

  /**
   * SYNC-4: one entry in the history of the campaign that earned the sticker (where the
   * players chose to share it), naming the memory and the campaigns that took it; undoing
   * it there takes the stickers out of every one of them.
   */
  'diary/add-sync-from-campaign': (ctx, { campaignId, memoryId, targetCampaignIds }) => {
    const summaryKey = 'syncStickerShared';
    ctx.areaCommand(
      {
        campaignId,
        category: 'campaign',
        summaryKey,
        summaryParams: { memoryId },
        describe: (taken: string[]) => ({ summaryKey, summaryParams: { memoryId, campaigns: taken.join(', ') } }),
        areas: ['diary'],
      },
      () => addSyncFromCampaign(ctx.db, campaignId, memoryId, targetCampaignIds),
    );
    // The campaigns that took it show it in their own Diaries (and print).
    for (const target of new Set(targetCampaignIds)) ctx.emit('campaign/progress-changed', { campaignId: target, areas: ['diary'] });
    return syncElsewhere(ctx.db, campaignId, memoryId);
  },
};
