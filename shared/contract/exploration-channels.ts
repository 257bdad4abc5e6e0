import type { ChannelGroup } from './channel-spec.js';

/** The exploration area's channels (filled in by the exploration work). */
export const explorationChannels = {} as const satisfies ChannelGroup;
