import type { HandlerMap } from './handler-context.js';
import type { hqChannels } from '../../shared/contract/hq-channels.js';

type HqChannels = keyof typeof hqChannels;

export const hqHandlers: HandlerMap<HqChannels> = {};
