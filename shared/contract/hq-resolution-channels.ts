import type { ChannelGroup } from './channel-spec.js';

/** The HQ resolution area's channels: contracts, buildings, HQ box data (filled in by the HQ work). */
export const hqResolutionChannels = {} as const satisfies ChannelGroup;
