import type { ChannelGroup } from './channel-spec.js';

/** The dice area's channels (filled in by the dice work). */
export const diceChannels = {} as const satisfies ChannelGroup;
