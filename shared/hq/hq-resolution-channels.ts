import { z } from 'zod';
import { byCampaign, command, query, type ChannelGroup } from '../ipc/channel-spec.js';
import type { BoxData } from '../box-data/box-data-schema.js';
import { allyCardSchema, blueprintId, blueprintSchema, characterRef, contractSchema } from './hq-box-data.js';
import {
  gainBlueprintRequest,
  resolveCommandRoomRequest,
  resolveHospitalRequest,
  resolveShopRequest,
  resolveWorkshopRequest,
  type ResolutionView,
} from './hq-buildings.js';

/**
 * The HQ resolution area's channels: the resolution step (HQ-RES-1: hospital → workshop →
 * shop → command room), blueprints, and the HQ box data (contracts, brown cards,
 * blueprints). Every resolve command is one undoable command and answers the new preview.
 */
export const hqResolutionChannels = {
  'hq/get-resolution': query<ResolutionView>()(byCampaign),
  'hq/gain-blueprint': command<ResolutionView>()(gainBlueprintRequest),
  'hq/resolve-hospital': command<ResolutionView>()(resolveHospitalRequest),
  'hq/resolve-workshop': command<ResolutionView>()(resolveWorkshopRequest),
  'hq/resolve-shop': command<ResolutionView>()(resolveShopRequest),
  'hq/resolve-command-room': command<ResolutionView>()(resolveCommandRoomRequest),

  'box-data/save-contract': command<BoxData>()(
    z.object({ previousNumber: z.number().int().min(1).max(99).nullable(), contract: contractSchema }).strict(),
  ),
  'box-data/remove-contract': command<BoxData>()(z.object({ number: z.number().int().min(1).max(99) }).strict()),
  'box-data/save-ally-card': command<BoxData>()(z.object({ card: allyCardSchema }).strict()),
  'box-data/remove-ally-card': command<BoxData>()(z.object({ characterId: characterRef }).strict()),
  'box-data/save-blueprint': command<BoxData>()(z.object({ previousId: blueprintId.nullable(), blueprint: blueprintSchema }).strict()),
  'box-data/remove-blueprint': command<BoxData>()(z.object({ id: blueprintId }).strict()),
} as const satisfies ChannelGroup;
