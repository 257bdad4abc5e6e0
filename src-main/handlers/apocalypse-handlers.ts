import type { HandlerMap } from './handler-context.js';
import type { apocalypseChannels } from '../../shared/contract/apocalypse-channels.js';

type ApocalypseChannels = keyof typeof apocalypseChannels;

export const apocalypseHandlers: HandlerMap<ApocalypseChannels> = {};
