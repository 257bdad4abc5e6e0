import type { HandlerMap } from './handler-context.js';
import type { explorationChannels } from '../../shared/contract/exploration-channels.js';

type ExplorationChannels = keyof typeof explorationChannels;

export const explorationHandlers: HandlerMap<ExplorationChannels> = {};
