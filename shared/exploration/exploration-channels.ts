import { z } from 'zod';
import { command, query, type ChannelGroup } from '../ipc/channel-spec.js';
import type { BoxData } from '../box-data/box-data-schema.js';
import { explorationTableEntrySchema, locationNumber, regionId, regionLocationSchema, regionSchema, stickerCode } from './region-box-data.js';
import {
  endPhaseRequest,
  forgeRequest,
  getExplorationRequest,
  journeyRequest,
  jumpRequest,
  recordCardOutcomeRequest,
  resolveLocationRequest,
  startPhaseRequest,
  useHealerRequest,
  type ExplorationView,
} from './exploration.js';

/** UNK-28: a whole region map at once (`previousId` when the id changed, else null). */
export const saveRegionRequest = z.object({ previousId: regionId.nullable(), region: regionSchema }).strict();

/**
 * UNK-28: one location and the connections printed around it, the first time the group
 * reaches it (or to correct it). `connections` replaces that location's connections; each
 * must be a location already on the map. `previousNumber` when its number was mistyped.
 */
export const saveRegionLocationRequest = z
  .object({
    regionId,
    previousNumber: locationNumber.nullable(),
    location: regionLocationSchema,
    connections: z.array(locationNumber).max(20, 'At most 20 connections per location.'),
  })
  .strict();

/** UNK-27: one code of the exploration table (`previousCode` when the code was mistyped). */
export const saveExplorationCodeRequest = z.object({ previousCode: stickerCode.nullable(), entry: explorationTableEntrySchema }).strict();

/** The exploration area's channels: every command answers the new view (or box data). */
export const explorationChannels = {
  'exploration/get': query<ExplorationView>()(getExplorationRequest),
  'exploration/start-phase': command<ExplorationView>()(startPhaseRequest),
  'exploration/journey': command<ExplorationView>()(journeyRequest),
  'exploration/jump': command<ExplorationView>()(jumpRequest),
  'exploration/resolve-location': command<ExplorationView>()(resolveLocationRequest),
  'exploration/record-card-outcome': command<ExplorationView>()(recordCardOutcomeRequest),
  'exploration/use-healer': command<ExplorationView>()(useHealerRequest),
  'exploration/forge': command<ExplorationView>()(forgeRequest),
  'exploration/end-phase': command<ExplorationView>()(endPhaseRequest),

  'box-data/save-region': command<BoxData>()(saveRegionRequest),
  'box-data/save-region-location': command<BoxData>()(saveRegionLocationRequest),
  'box-data/remove-region': command<BoxData>()(z.object({ id: regionId }).strict()),
  'box-data/save-exploration-code': command<BoxData>()(saveExplorationCodeRequest),
  'box-data/remove-exploration-code': command<BoxData>()(z.object({ code: stickerCode }).strict()),
} as const satisfies ChannelGroup;
