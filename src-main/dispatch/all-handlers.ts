import type { ChannelName } from '../../shared/ipc/channels.js';
import type { HandlerMap } from './handler-context.js';
import { appHandlers } from '../app-settings/app-handlers.js';
import { campaignHandlers } from '../campaigns/campaign-handlers.js';
import { historyHandlers } from '../history/history-handlers.js';
import { boxDataHandlers } from '../box-data/box-data-handlers.js';
import { backupHandlers } from '../backups/backup-handlers.js';
import { diaryHandlers } from '../diary/diary-handlers.js';
import { boardHandlers } from '../boards/board-handlers.js';
import { partyHandlers } from '../boards/party-handlers.js';
import { printHandlers } from '../diary/print-handlers.js';
import { diceHandlers } from '../dice/dice-handlers.js';
import { hqHandlers } from '../hq/hq-handlers.js';
import { hqResolutionHandlers } from '../hq/hq-resolution-handlers.js';
import { apocalypseHandlers } from '../exploration/apocalypse-handlers.js';
import { explorationHandlers } from '../exploration/exploration-handlers.js';
import { memoryPlayHandlers } from '../memory-play/memory-play-handlers.js';
import { memoryEndHandlers } from '../memory-play/memory-end-handlers.js';

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
  ...memoryPlayHandlers,
  ...memoryEndHandlers,
};
