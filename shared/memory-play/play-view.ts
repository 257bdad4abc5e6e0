import type { DiaryPrefill, NextUp, PendingDecision, PlayOutcome, PlayState, TableEvent } from './play-types.js';
import type { StepRequest } from './step-schema.js';

/** What the screens are shown of a play: read from the save, never computed by the renderer. */

export const PLAY_STATUSES = ['playing', 'ended'] as const;
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

export interface PlayView {
  play: PlaySummary;
  state: PlayState;
  /** The choice waiting (GEN-1) or the tracker step that moves the turn on (TURN-1). */
  nextUp: NextUp;
  /** GEN-1: the decision the next step must answer; null when none waits. */
  pending: PendingDecision | null;
  /** The newest steps, newest last (at most RECENT_STEPS). */
  recentSteps: LoggedStep[];
  /** DIARY-2/3: once the memory has ended, what the diary's attempt record is pre-filled with. */
  prefill: DiaryPrefill | null;
}

/** An accepted step: the play after it, and what it changed on the table. */
export interface StepApplied {
  view: PlayView;
  events: TableEvent[];
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
  state: PlayState;
  /** The step that led here; null at seq 0. */
  step: LoggedStep | null;
  nextUp: NextUp;
}
