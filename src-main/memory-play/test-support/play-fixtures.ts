import type { StartPlayRequest } from '../../../shared/memory-play/memory-play-channels.js';
import type { PlayView } from '../../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../../shared/memory-play/step-schema.js';
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

/** Applies steps one by one through the app; each must be accepted. Returns the last view. */
export async function applySteps(t: TestCore, campaignId: number, playId: number, steps: StepRequest[]): Promise<PlayView> {
  let view: PlayView | null = null;
  for (const step of steps) view = (await t.call('memory-play/apply-step', { campaignId, playId, step })).view;
  if (view === null) throw new Error('applySteps needs at least one step');
  return view;
}
