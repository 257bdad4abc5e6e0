import type { Box } from '../../shared/domain/campaign.js';
import type { HistoryEntry } from '../../shared/domain/history.js';
import type { MessageKey, MessageParams, Translate } from '../i18n/message-key.js';
import { TRACK_LABELS } from './campaign-labels.js';

/** The summary keys main records (`summaryKey`), each with its message under `history.`. */
const SUMMARY_MESSAGES: Record<string, MessageKey> = {
  campaignCreated: 'history.campaignCreated',
  campaignRenamed: 'history.campaignRenamed',
  campaignDuplicated: 'history.campaignDuplicated',
  campaignDeleted: 'history.campaignDeleted',
  dieFacesSet: 'history.dieFacesSet',
  dieFacesCleared: 'history.dieFacesCleared',
  xpThresholdsSet: 'history.xpThresholdsSet',
  xpThresholdsCleared: 'history.xpThresholdsCleared',
  equipmentCardSaved: 'history.equipmentCardSaved',
  equipmentCardRemoved: 'history.equipmentCardRemoved',
  boxDataImported: 'history.boxDataImported',
  skillOptionsSaved: 'history.skillOptionsSaved',
  skillOptionsCleared: 'history.skillOptionsCleared',
  boardCardAdded: 'history.boardCardAdded',
  boardCardMoved: 'history.boardCardMoved',
  boardCardRemoved: 'history.boardCardRemoved',
  boardHealthSet: 'history.boardHealthSet',
  boardAssassinEliminated: 'history.boardAssassinEliminated',
  boardAssassinBack: 'history.boardAssassinBack',
  boardSkillChosen: 'history.boardSkillChosen',
  boardSkillCleared: 'history.boardSkillCleared',
  partyAssassinJoined: 'history.partyAssassinJoined',
  partyAssassinLeft: 'history.partyAssassinLeft',
  partyAssassinsSwapped: 'history.partyAssassinsSwapped',
  memorySucceeded: 'history.memorySucceeded',
  memoryFailed: 'history.memoryFailed',
  memorySynchronized: 'history.memorySynchronized',
  memorySkipped: 'history.memorySkipped',
  memoryRenamed: 'history.memoryRenamed',
  attemptNotesEdited: 'history.attemptNotesEdited',
  grayAfterEasyFailureOn: 'history.grayAfterEasyFailureOn',
  grayAfterEasyFailureOff: 'history.grayAfterEasyFailureOff',
};

export interface HistoryTextOptions {
  t: Translate;
  /** The die's name in the current language (from the base pack), for `die` parameters. */
  dieName(dieId: string): string;
}

/**
 * One history entry as a sentence in the current language. Parameters that are ids
 * (a die, an XP track) are named in words; names the players typed are shown as typed.
 */
export function historySummary(entry: Pick<HistoryEntry, 'summaryKey' | 'summaryParams'>, { t, dieName }: HistoryTextOptions): string {
  if (!Object.hasOwn(SUMMARY_MESSAGES, entry.summaryKey)) return t('history.unknownEntry');
  const params: MessageParams = { ...entry.summaryParams };
  if (typeof params.die === 'string') params.die = dieName(params.die);
  if (typeof params.track === 'string' && Object.hasOwn(TRACK_LABELS, params.track)) {
    params.track = t(TRACK_LABELS[params.track as Box]);
  }
  return t(SUMMARY_MESSAGES[entry.summaryKey]!, params);
}
