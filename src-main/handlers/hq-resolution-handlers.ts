import type { HandlerMap } from './handler-context.js';
import type { hqResolutionChannels } from '../../shared/contract/hq-resolution-channels.js';

type HqResolutionChannels = keyof typeof hqResolutionChannels;

export const hqResolutionHandlers: HandlerMap<HqResolutionChannels> = {};
