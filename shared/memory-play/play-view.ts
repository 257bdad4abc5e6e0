import type { DiaryPrefill, NextUp, PendingDecision, PlayOutcome, PlayState, TableEvent } from './play-types.js';
import type { MemoryMap } from './map/map-types.js';
import type { StepRequest } from './moves/index.js';
import type { CampaignWriteBack } from './write-back.js';
import type { EnemyStageView } from './enemy-phase.js';
import type { PlayPreview } from './action-preview.js';

/** What the screens are shown of a play: read from the save, never computed by the renderer. */

const PLAY_STATUSES = ['playing', 'ended'] as const;
export type PlayStatus = (typeof PLAY_STATUSES)[number];

/** One play of a memory in a campaign's list; finished plays are kept for review. */
export interface PlaySummary {
  playId: number;
  campaignId: number;
  memoryId: string;
  status: PlayStatus;
  /** END-3, FAIL-1: null while playing. */
  outcome: PlayOutcome | null;
  createdAt: string;
  endedAt: string | null;
  /** Steps in the log. */
  steps: number;
  /** DIARY-2/3: the diary holds the attempt recorded from this play. */
  recorded: boolean;
}

/** One step of the log, as the players took it, with what it changed on the table. */
export interface LoggedStep {
  /** 1, 2, 3… in the order the steps were taken. */
  seq: number;
  step: StepRequest;
  /** What was drawn, moved or flipped: kept with the step, so review shows it without reducing again. */
  events: TableEvent[];
  createdAt: string;
}

/** How many of the newest steps a play view carries; the whole log is read page by page. */
export const RECENT_STEPS = 20;
/** The most steps one log page holds. */
export const MAX_LOG_PAGE = 200;

/**
 * The play as the screens get it: without the state of its seeded generator (`rng`), so nothing
 * a screen holds can work out the app's next roll before it is made (the generator stays in main).
 */
export type ViewState = Omit<PlayState, 'rng'>;

/**
 * The view's state where the board's helpers, typed on the engine's whole play, take it. None of
 * them reads the generator (nothing outside main may: it would tell the next roll), so the play
 * without it is all they use.
 */
export const boardState = (state: ViewState): PlayState => state as PlayState;

export interface PlayView {
  play: PlaySummary;
  state: ViewState;
  /** The choice waiting (GEN-1) or the tracker step that moves the turn on (TURN-1). */
  nextUp: NextUp;
  /** GEN-1: the decision the next step must answer; null when none waits. */
  pending: PendingDecision | null;
  /** The newest steps, newest last (at most RECENT_STEPS). */
  recentSteps: LoggedStep[];
  /** ENM-1: the enemy stage due, its question and preview planned from the answers kept; null when none is due. */
  enemyStage: EnemyStageView | null;
  /** DIARY-2/3: once the memory has ended, what the diary's attempt record is pre-filled with. */
  prefill: DiaryPrefill | null;
  /** END-3, FAIL-1: what the end wrote to the campaign; null while the memory is played. */
  campaignChanges: CampaignWriteBack | null;
  /**
   * Steps stored by an earlier version of the app, before it kept each step's state, that today's
   * rules refuse: the play stands as it was before `fromSeq`; they stay in the log.
   */
  unreplayable?: { fromSeq: number; toSeq: number };
}

/**
 * An accepted step: what it changed in the play's view, and on the table. The screen that sent
 * it holds the view from just before, so main leaves out what that view already has: the map
 * (a few kilobytes that no step changes) and the older steps of the log. A step
 * answers in about half the bytes of a whole view, which is most of its cost on the bridge.
 */
export interface StepApplied {
  change: PlayChange;
  events: TableEvent[];
  /**
   * What comes next, so the board asks nothing more after a step: the preview of the acting
   * assassin's moves and the roll waiting, when the step asked for it (`preview` in the request;
   * null otherwise). The enemy stage due comes in the change, as part of the view.
   */
  next: { preview: PlayPreview | null };
}

/** The play after one step, as a patch on the view the screen held just before it (`withChange`). */
export interface PlayChange {
  play: PlaySummary;
  /** The state without its map (the screen's map stands unless `map` is given) and without its generator. */
  state: Omit<ViewState, 'map'>;
  /** Only when the step changed the map. */
  map?: MemoryMap;
  nextUp: NextUp;
  enemyStage: EnemyStageView | null;
  prefill: DiaryPrefill | null;
  campaignChanges: CampaignWriteBack | null;
  /** The step just taken, to join the view's newest steps. */
  step: LoggedStep;
}

/**
 * The view after `change`, or null when `view` is not the one the step was taken on (another
 * window's step came between): the screen then reads the whole view again.
 */
export function withChange(view: PlayView, change: PlayChange): PlayView | null {
  if (view.play.playId !== change.play.playId || change.step.seq !== view.play.steps + 1) return null;
  const state: ViewState = { ...change.state, map: change.map ?? view.state.map };
  return {
    play: change.play,
    state,
    nextUp: change.nextUp,
    pending: state.pending,
    recentSteps: [...view.recentSteps, change.step].slice(-RECENT_STEPS),
    enemyStage: change.enemyStage,
    prefill: change.prefill,
    campaignChanges: change.campaignChanges,
  };
}

/** An ended memory: the play, and the diary's attempt record for the players to confirm or correct. */
export interface PlayEnded {
  view: PlayView;
  prefill: DiaryPrefill;
}

/** Review: the play as it stood after step `seq` (0 = right after setup). */
export interface PlayStateAt {
  playId: number;
  seq: number;
  /** Steps in the whole log, so the review can step forward to the end. */
  steps: number;
  state: ViewState;
  /** The step that led here; null at seq 0. */
  step: LoggedStep | null;
  nextUp: NextUp;
  /**
   * Step `seq` of this state was recorded under an earlier version of the rules, before the app
   * kept each step's state, and today's rules refuse it: `state` is the play as it stood before it.
   */
  earlierRules?: { seq: number };
}
