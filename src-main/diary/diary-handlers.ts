import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import { readDiary } from './read-diary.js';
import { recordAttempt } from './record-attempt.js';
import { skipOptional } from './skip-optional.js';
import { renameMemory } from './rename-memory.js';
import { editAttemptNotes, memoryIdOfAttempt } from './edit-notes.js';
import { setDiaryOptions } from './set-options.js';
import { memoryRecords, readDiaryRows } from './diary-rows.js';
import { attemptNumberFor } from '../../shared/diary/diary-rules.js';

type DiaryChannels = 'diary/get' | 'diary/record-attempt' | 'diary/skip-optional' | 'diary/rename-memory' | 'diary/edit-notes' | 'diary/set-options';

/** The diary moved: the boards (eliminations, health, levels) and the list (XP) show it. */
function changed(ctx: HandlerContext, campaignId: number) {
  ctx.emit('campaign/progress-changed', { campaignId });
  ctx.emit('campaign/list-changed', { campaignIds: [campaignId] });
  return readDiary(ctx.db, ctx.pack, campaignId);
}

/**
 * The history line for a record: a success, a first failure (second attempt next) or a
 * second failure (Synchronized Memory, REPLAY-5).
 */
function recordSummaryKey(ctx: HandlerContext, campaignId: number, memoryId: string, outcome: 'success' | 'failure'): string {
  if (outcome === 'success') return 'memorySucceeded';
  const numbered = attemptNumberFor(memoryRecords(readDiaryRows(ctx.db, campaignId)), memoryId);
  return 'attemptNumber' in numbered && numbered.attemptNumber === 2 ? 'memorySynchronized' : 'memoryFailed';
}

export const diaryHandlers: HandlerMap<DiaryChannels> = {
  'diary/get': (ctx, { campaignId }) => readDiary(ctx.db, ctx.pack, campaignId),

  'diary/record-attempt': (ctx, request) => {
    const { campaignId, memoryId } = request;
    const summaryKey = recordSummaryKey(ctx, campaignId, memoryId, request.outcome);
    ctx.command({ campaignId, category: 'campaign', summaryKey, summaryParams: { memoryId } }, () =>
      recordAttempt(ctx.db, ctx.pack, request, ctx.now()),
    );
    return changed(ctx, campaignId);
  },

  'diary/skip-optional': (ctx, { campaignId, memoryId, title }) => {
    ctx.command({ campaignId, category: 'campaign', summaryKey: 'memorySkipped', summaryParams: { memoryId } }, () =>
      skipOptional(ctx.db, campaignId, memoryId, title),
    );
    return changed(ctx, campaignId);
  },

  'diary/rename-memory': (ctx, { campaignId, memoryId, title }) => {
    ctx.command({ campaignId, category: 'campaign', summaryKey: 'memoryRenamed', summaryParams: { memoryId, title } }, () =>
      renameMemory(ctx.db, campaignId, memoryId, title),
    );
    return changed(ctx, campaignId);
  },

  'diary/edit-notes': (ctx, { campaignId, attemptId, notes }) => {
    const memoryId = memoryIdOfAttempt(ctx.db, campaignId, attemptId);
    ctx.command({ campaignId, category: 'campaign', summaryKey: 'attemptNotesEdited', summaryParams: { memoryId } }, () =>
      editAttemptNotes(ctx.db, campaignId, attemptId, notes),
    );
    return changed(ctx, campaignId);
  },

  'diary/set-options': (ctx, { campaignId, grayAfterEasyFailure }) => {
    const summaryKey = grayAfterEasyFailure ? 'grayAfterEasyFailureOn' : 'grayAfterEasyFailureOff';
    ctx.command({ campaignId, category: 'campaign', summaryKey }, () => setDiaryOptions(ctx.db, campaignId, { grayAfterEasyFailure }));
    return changed(ctx, campaignId);
  },
};
