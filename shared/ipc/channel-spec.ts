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

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The channels of every group in one map, each channel with its own spec's type. */
export type JoinedChannels<G extends Record<string, ChannelGroup>> = {
  [N in keyof UnionToIntersection<G[keyof G]>]: UnionToIntersection<G[keyof G]>[N];
};

/**
 * The areas' channel groups as one map. An object spread would let a second group's channel
 * silently replace the first one's under the same name (its handler answering the other's
 * requests), so a name declared twice throws here, naming the channel and both groups: the
 * app fails at start-up instead of answering the wrong handler.
 */
export function joinChannelGroups<const G extends Record<string, ChannelGroup>>(groups: G): JoinedChannels<G> {
  const joined: ChannelGroup = {};
  const declaredIn = new Map<string, string>();
  for (const [groupName, group] of Object.entries(groups)) {
    for (const [channel, spec] of Object.entries(group)) {
      const first = declaredIn.get(channel);
      if (first !== undefined) {
        throw new Error(`The channel "${channel}" is declared twice, in ${first} and in ${groupName}: each channel name must be declared once.`);
      }
      declaredIn.set(channel, groupName);
      joined[channel] = spec;
    }
  }
  return joined as JoinedChannels<G>;
}
