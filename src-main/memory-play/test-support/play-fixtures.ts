import type { StartPlayRequest } from '../../../shared/memory-play/memory-play-channels.js';
import { withChange, type PlayChange, type PlayView, type StepApplied } from '../../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../../shared/memory-play/moves/index.js';
import { boardCampaign, type BoardCampaign } from '../../test-support/board-fixtures.js';
import type { TestCore } from '../../test-support/temp-core.js';
import { TEST_MAP_TEXT, TEST_MEMORY } from './play-test-data.js';

export { TEST_MAP_TEXT, TEST_MEMORY, WHOLE_TURN } from './play-test-data.js';

/** A core campaign (Claudio and Daria, see boardCampaign) with the test map entered in box data. */
export async function campaignWithMap(t: TestCore): Promise<BoardCampaign> {
  const campaign = await boardCampaign(t);
  await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
  return campaign;
}

export async function startTestPlay(t: TestCore, campaignId: number, extra: Partial<StartPlayRequest> = {}): Promise<PlayView> {
  return t.call('memory-play/start', { campaignId, memoryId: TEST_MEMORY, ...extra });
}

/** The id of the first miniature of a kind (and guard type) in a view, for steps that name one. */
export function miniatureOf(view: PlayView, kind: string, guardType?: string): string {
  const found = Object.values(view.state.miniatures).find((m) => m.kind === kind && (guardType === undefined || (m.kind === 'guard' && m.guardType === guardType)));
  if (!found) throw new Error(`No ${kind} ${guardType ?? ''} in the play.`);
  return found.id;
}

/**
 * One step through the app, on the view the screen holds: the answer patched onto it, as the
 * board screen does (`withChange`), with the table changes and the answer itself.
 */
export async function stepOn(t: TestCore, campaignId: number, view: PlayView, step: StepRequest): Promise<StepApplied & { view: PlayView }> {
  const answer = await t.call('memory-play/apply-step', { campaignId, playId: view.play.playId, step });
  return { ...answer, view: patched(view, answer.change) };
}

/** A step's change on the view it was taken on; a test's view is always that one. */
export function patched(view: PlayView, change: PlayChange): PlayView {
  const next = withChange(view, change);
  if (next === null) throw new Error(`Step ${change.step.seq} does not follow the view at step ${view.play.steps}.`);
  return next;
}

/** Applies steps one by one through the app; each must be accepted. Returns the last view. */
export async function applySteps(t: TestCore, campaignId: number, playId: number, steps: StepRequest[]): Promise<PlayView> {
  if (steps.length === 0) throw new Error('applySteps needs at least one step');
  let view = await t.call('memory-play/get', { campaignId, playId });
  for (const step of steps) view = (await stepOn(t, campaignId, view, step)).view;
  return view;
}
