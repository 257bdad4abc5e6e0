import type { ChannelName } from '../../shared/contract/channels.js';
import type { HandlerMap } from './handler-context.js';
import { appHandlers } from './app-handlers.js';
import { campaignHandlers } from './campaign-handlers.js';
import { historyHandlers } from './history-handlers.js';
import { boxDataHandlers } from './box-data-handlers.js';
import { backupHandlers } from './backup-handlers.js';
import { diaryHandlers } from './diary-handlers.js';
import { boardHandlers } from './board-handlers.js';
import { partyHandlers } from './party-handlers.js';
import { printHandlers } from './print-handlers.js';
import { diceHandlers } from './dice-handlers.js';
import { hqHandlers } from './hq-handlers.js';
import { hqResolutionHandlers } from './hq-resolution-handlers.js';
import { apocalypseHandlers } from './apocalypse-handlers.js';
import { explorationHandlers } from './exploration-handlers.js';

/** The compiler checks that every channel of the contract has exactly one handler. */
export const allHandlers: HandlerMap<ChannelName> = {
  ...appHandlers,
  ...campaignHandlers,
  ...historyHandlers,
  ...boxDataHandlers,
  ...backupHandlers,
  ...diaryHandlers,
  ...boardHandlers,
  ...partyHandlers,
  ...printHandlers,
  ...diceHandlers,
  ...hqHandlers,
  ...hqResolutionHandlers,
  ...apocalypseHandlers,
  ...explorationHandlers,
};
