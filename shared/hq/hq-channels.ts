import { byCampaign, command, query, type ChannelGroup } from '../ipc/channel-spec.js';
import {
  chooseBlueprintRequest,
  hospitaliseRequest,
  placeMiniatureRequest,
  removeMiniatureRequest,
  unlockHqRequest,
  useMedicineRequest,
  type HqView,
} from './hq.js';

/**
 * The HQ board: unlock, miniatures and their places, the assignment step and the
 * free actions (HQ-GEN, HQ-ANY, HQ-A1, HQ-AS, HQ-CAP). Every command answers the new view.
 */
export const hqChannels = {
  'hq/get': query<HqView>()(byCampaign),
  /** HQ-GEN-1, HQ-A1-4: once memory 0.4 is completed; the villa's cards move to the main hall. */
  'hq/unlock': command<HqView>()(unlockHqRequest),
  /** HQ-GEN-3: before the first attempt at a memory only. */
  'hq/start-assignment': command<HqView>()(byCampaign),
  /** HQ-CAP-1, HQ-A1-5, HQ-AS-1/5/6: a miniature to a place (moving it if placed elsewhere). An assassin sent to a red space is hospitalised without an extra bagged card. */
  'hq/place': command<HqView>()(placeMiniatureRequest),
  /** Back to the available miniatures. */
  'hq/remove': command<HqView>()(removeMiniatureRequest),
  /** HQ-AS-1, HQ-A1-1, APP-3: an assassin to a red space, bagging cards; an apprentice stands in. */
  'hq/hospitalise': command<HqView>()(hospitaliseRequest),
  /** HQ-AS-2, BP-2: one owned blueprint to the workshop (another one there goes back to the main hall). */
  'hq/choose-blueprint': command<HqView>()(chooseBlueprintRequest),
  /** HQ-AS-3: turns the top contract face up (its gray box is read now). */
  'hq/reveal-contract': command<HqView>()(byCampaign),
  /** Checks every step (HQ-A1-1…5 or HQ-AS-1…6) and closes the assignment. */
  'hq/finish-assignment': command<HqView>()(byCampaign),
  /** HQ-ANY-1, HLT-5: discard a Medicine and heal an assassin by the amount on the card (UNK-37). */
  'hq/use-medicine': command<HqView>()(useMedicineRequest),
} as const satisfies ChannelGroup;
