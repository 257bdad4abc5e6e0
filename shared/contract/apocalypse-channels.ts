import type { ChannelGroup } from './channel-spec.js';

/** The apocalypse area's channels (filled in by the apocalypse work). */
export const apocalypseChannels = {} as const satisfies ChannelGroup;
