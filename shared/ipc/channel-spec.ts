import { z } from 'zod';
import { campaignId } from '../campaigns/campaign.js';

/** One channel of the contract: the request schema, the phantom result type, and its kind. */
export interface ChannelSpec<Req extends z.ZodType, Res> {
  request: Req;
  /** Phantom: carries the result type only. */
  result?: Res;
  /** Commands change the save and are recorded in the history; queries only read. */
  kind: 'command' | 'query';
}

export const query = <Res>() => <Req extends z.ZodType>(request: Req): ChannelSpec<Req, Res> => ({ request, kind: 'query' });
export const command = <Res>() => <Req extends z.ZodType>(request: Req): ChannelSpec<Req, Res> => ({ request, kind: 'command' });

export const none = z.object({}).strict();
export const byCampaign = z.object({ campaignId }).strict();

/** What each area's `*-channels.ts` exports, so the spread map in channels.ts stays typed. */
export type ChannelGroup = Record<string, ChannelSpec<z.ZodType, unknown>>;
