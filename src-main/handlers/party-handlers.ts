import type { HandlerMap } from './handler-context.js';

type PartyChannels = 'party/join' | 'party/leave' | 'party/swap';

// To be written (issue 5).
export const partyHandlers = {} as HandlerMap<PartyChannels>;
