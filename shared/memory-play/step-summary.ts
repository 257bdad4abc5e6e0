import { MOVE_BY_KIND, type Step } from './moves/index.js';
import type { PlayState } from './play-state.js';
import { STEP_WORDS_VERSION, StepWords, type Params, type StepSummary, type Worded } from './step-words.js';

export { STEP_WORDS_VERSION, parsePieceCounts, parsePieceRef, parsePieceRefs, pieceRef, pieceRefs, type StepSummary } from './step-words.js';

/**
 * The summary of `step`, taken in `before` (the play as the step found it); `after` is the
 * play it left, when known.
 */
export function stepSummary(step: Step, before: PlayState, after: PlayState | null = null): StepSummary {
  const words = new StepWords(before, after);
  const base: Params = { memoryId: before.memoryId, turn: before.turn, words: STEP_WORDS_VERSION };
  const { key, params } = (MOVE_BY_KIND[step.kind] as { label: (step: Step, words: StepWords) => Worded }).label(step, words);
  return { summaryKey: key ?? `memoryPlay.history.step.${step.kind}`, summaryParams: { ...base, ...params } };
}
