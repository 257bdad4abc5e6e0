import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import type { memoryPlayChannels } from '../../shared/memory-play/memory-play-channels.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import type { StepApplied } from '../../shared/memory-play/play-view.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import { parseMap } from '../../shared/memory-play/map/map-notation.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { boxDataNow } from '../box-data/box-data-kept.js';
import type { PlayPreview } from '../../shared/memory-play/action-preview.js';
import { stageAnswers } from '../engine/memory/enemy/stage-answers.js';
import { applyStep, type AppliedStep } from './apply-step.js';
import { exportMemoryMapText, importMemoryMapText, removeMemoryMap, saveMemoryMap } from './memory-map-data.js';
import { findPlay, listPlays, readLog, type PlayRow } from './play-rows.js';
import { changeOf, loadState, playStateAt, playView, withStep } from './read-play.js';
import { keepPlay, type CurrentPlay } from './current-play.js';
import { startPlay } from './start-play.js';
import { withDieFaces } from './app-dice-faces.js';
import { playPreview } from './play-preview.js';
import { withWeaponDice } from './weapon-dice.js';
import { readsEnemyCards, withBoxCardNews } from './box-cards.js';
import { withBoxCards } from '../../shared/memory-play/attack-cards.js';
import { reduce } from '../engine/memory/reduce.js';
import { stepSummary } from '../../shared/memory-play/step-summary.js';
import { enemyPhaseHandlers } from './enemy-phase-handlers.js';
import { endWriteBack, type StepCommandExtra } from './write-back.js';

type MemoryPlayChannels = keyof typeof memoryPlayChannels;

/** A box-data command about memory maps: one recorded, undoable change (`memoryPlay.history.*`). */
function mapCommand<T>(ctx: HandlerContext, summaryKey: string, memoryId: string, change: () => T): T {
  return ctx.areaCommand({ campaignId: null, category: 'box-data', summaryKey: `memoryPlay.history.${summaryKey}`, summaryParams: { memoryId }, areas: [] }, change);
}

/**
 * One step of a play as one recorded, undoable command (its history line is worded from the
 * step), and the play's view after it. The play after the step is kept in main for the next
 * request, so the view is made from it without reading the play back.
 */
export function stepCommand(ctx: HandlerContext, campaignId: number, playId: number, sent: StepRequest, extra?: StepCommandExtra): { applied: AppliedStep; after: CurrentPlay; row: PlayRow } {
  const play = findPlay(ctx.db, campaignId, playId);
  const current = loadState(ctx.db, play);
  const step = withCurrentCards(ctx, current.state, sent);
  const summary = (taken: StepRequest, before: PlayState, after: PlayState | null) => {
    const worded = stepSummary(taken, before, after);
    return extra ? { ...worded, summaryKey: extra.summaryKey } : worded;
  };
  const applied = ctx.areaCommand(
    {
      campaignId,
      category: 'campaign',
      // Worded from the play as read; `describe` rewords it from the play the step really found
      // and left, which changes the entry only when they differ (a stale read, a card drawn
      // from the deck), so most steps write their history line once.
      ...summary(step, current.state, null),
      // From the step as logged: an app roll's line says the faces it drew.
      describe: (applied: AppliedStep) => summary(applied.logged.step, applied.before, applied.state),
      areas: extra?.areas ?? ['memory-play'],
    },
    () => {
      const applied = applyStep(ctx.db, play, current, step, ctx.now());
      extra?.also(play, applied);
      return applied;
    },
  );
  // Committed. The newest steps follow from the ones read before when the step came right after them.
  const recentSteps = current.recentSteps !== null && current.seq === applied.seq - 1 ? withStep(current.recentSteps, applied.logged) : null;
  const after: CurrentPlay = { playId, seq: applied.seq, state: applied.state, recentSteps };
  keepPlay(ctx.db, after);
  // A step that ended the memory changed the play's row too.
  const row = applied.state.outcome !== null && play.status === 'playing' ? findPlay(ctx.db, campaignId, playId) : play;
  return { applied, after, row };
}

/**
 * UNK-7: a step that reads enemy cards (an enemy step, an attack) carries box data's cards
 * entered since the play began (box-cards.ts); other steps are taken as sent.
 */
function withCurrentCards(ctx: HandlerContext, state: PlayState, sent: StepRequest): StepRequest {
  // ENM-1: a stage confirmed as answered carries its answers, so the log keeps the whole stage.
  const step = sent.kind === 'enemy-stage' && sent.input === undefined ? { ...sent, input: stageAnswers(state, sent.stage) } : sent;
  const carded = readsEnemyCards(step) ? withBoxCardNews(state, step, boxDataNow(ctx.db).enemyCards) : step;
  // UNK-1: an app roll carries its die's faces from box data.
  return withDieFaces(state, carded, () => boxDataNow(ctx.db).dice);
}

/** What the board shows of `miniatureId` (its moves and actions) and of the roll waiting, on the play as it stands. */
function previewOf(ctx: HandlerContext, playId: number, state: PlayState, seq: number, miniatureId: string | null, useSavedCube: boolean): PlayPreview {
  const boxData = boxDataNow(ctx.db);
  // UNK-7: worked out with box data's enemy cards as they are now, as the steps will carry them.
  const preview = playPreview(withBoxCards(state, boxData.enemyCards), seq, miniatureId, boxData.dice, useSavedCube);
  return withWeaponDice(ctx.db, playId, preview, boxData.equipment);
}

/**
 * A step's answer to the screen that took it: what changed, not the whole view, and what comes
 * next (the enemy stage due in the change; the acting assassin's preview and the roll waiting
 * when asked), so the board sends nothing more after a step.
 */
function stepAnswer(ctx: HandlerContext, campaignId: number, playId: number, step: StepRequest, shown?: { miniatureId: string | null; useSavedCube?: boolean | undefined }): StepApplied {
  // END-3, FAIL-1: however a memory ends, its result is written to the campaign.
  const extra = step.kind === 'end-memory' ? endWriteBack(ctx.db, step.outcome, []) : undefined;
  const { applied, after, row } = stepCommand(ctx, campaignId, playId, step, extra);
  const state = after.state;
  const wanted = shown !== undefined && state.outcome === null && (shown.miniatureId !== null || state.pending !== null);
  return {
    change: changeOf(ctx.db, row, after, applied.logged, applied.mapChanged),
    events: applied.events,
    next: { preview: wanted ? previewOf(ctx, playId, state, after.seq, shown.miniatureId, shown.useSavedCube === true) : null },
  };
}

export const memoryPlayHandlers: HandlerMap<MemoryPlayChannels> = {
  ...enemyPhaseHandlers,
  'box-data/save-memory-map': (ctx, { previousMemoryId, map }) => {
    mapCommand(ctx, 'mapSaved', map.memoryId, () => saveMemoryMap(ctx.db, previousMemoryId, map));
    return readBoxData(ctx.db);
  },

  'box-data/import-memory-map-text': (ctx, { text }) => {
    // The memory is known only once the text is read, so the history line is worded from the result.
    const map = ctx.areaCommand(
      {
        campaignId: null,
        category: 'box-data',
        summaryKey: 'memoryPlay.history.mapImported',
        describe: (imported) => ({ summaryKey: 'memoryPlay.history.mapImported', summaryParams: { memoryId: imported.memoryId } }),
        areas: [],
      },
      () => importMemoryMapText(ctx.db, text),
    );
    return { map, boxData: readBoxData(ctx.db) };
  },

  'box-data/check-memory-map-text': (_ctx, { text }) => parseMap(text),

  'box-data/export-memory-map-text': (ctx, { memoryId }) => exportMemoryMapText(ctx.db, memoryId),

  'box-data/remove-memory-map': (ctx, { memoryId }) => {
    mapCommand(ctx, 'mapRemoved', memoryId, () => removeMemoryMap(ctx.db, memoryId));
    return readBoxData(ctx.db);
  },

  'memory-play/start': (ctx, request) => {
    const playId = ctx.areaCommand(
      {
        campaignId: request.campaignId,
        category: 'campaign',
        summaryKey: 'memoryPlay.history.playStarted',
        summaryParams: { memoryId: request.memoryId },
        areas: ['memory-play'],
      },
      () => startPlay(ctx.db, ctx.pack, request, ctx.now()),
    );
    return playView(ctx.db, findPlay(ctx.db, request.campaignId, playId));
  },

  'memory-play/get': (ctx, { campaignId, playId }) => playView(ctx.db, findPlay(ctx.db, campaignId, playId)),

  'memory-play/list': (ctx, { campaignId }) => listPlays(ctx.db, campaignId),

  'memory-play/apply-step': (ctx, { campaignId, playId, step, preview }) => stepAnswer(ctx, campaignId, playId, step, preview),

  'memory-play/try-step': (ctx, { campaignId, playId, step }) => {
    const { state } = loadState(ctx.db, findPlay(ctx.db, campaignId, playId));
    const result = reduce(state, withCurrentCards(ctx, state, step));
    return { refusal: result.ok ? null : result.refusal };
  },

  'memory-play/preview': (ctx, { campaignId, playId, miniatureId, useSavedCube }) => {
    const { state, seq } = loadState(ctx.db, findPlay(ctx.db, campaignId, playId));
    return previewOf(ctx, playId, state, seq, miniatureId, useSavedCube === true);
  },

  'memory-play/state-at': (ctx, { campaignId, playId, seq }) => playStateAt(ctx.db, findPlay(ctx.db, campaignId, playId), seq),

  'memory-play/log': (ctx, { campaignId, playId, fromSeq, limit }) => {
    findPlay(ctx.db, campaignId, playId);
    return readLog(ctx.db, playId, fromSeq, fromSeq + limit - 1);
  },
};
