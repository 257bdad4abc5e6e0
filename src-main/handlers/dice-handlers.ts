import type { HandlerMap } from './handler-context.js';
import type { diceChannels } from '../../shared/contract/dice-channels.js';

type DiceChannels = keyof typeof diceChannels;

export const diceHandlers: HandlerMap<DiceChannels> = {};
