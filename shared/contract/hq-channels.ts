import type { ChannelGroup } from './channel-spec.js';

/** The hq area's channels (filled in by the hq work). */
export const hqChannels = {} as const satisfies ChannelGroup;
