import type { Box } from '../../shared/campaigns/campaign.js';
import type { HistoryEntry } from '../../shared/history/history.js';
import type { MessageKey, MessageParams, Translate } from '../i18n/message-key.js';
import { TRACK_LABELS } from '../screens/campaigns/campaign-labels.js';

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
  memorySucceededVillaHealed: 'history.memorySucceededVillaHealed',
  memorySynchronizedVillaHealed: 'history.memorySynchronizedVillaHealed',
  memorySkipped: 'history.memorySkipped',
  memoryRenamed: 'history.memoryRenamed',
  attemptNotesEdited: 'history.attemptNotesEdited',
  grayAfterEasyFailureOn: 'history.grayAfterEasyFailureOn',
  grayAfterEasyFailureOff: 'history.grayAfterEasyFailureOff',
  syncStickerShared: 'history.syncStickerShared',
};

export interface HistoryTextOptions {
  t: Translate;
  /** The die's name in the current language (from the base pack), for `die` parameters. */
  dieName(dieId: string): string;
  /** Whether the catalogue has a message (area keys such as `hq.history.unlocked`). */
  has(key: string): boolean;
  /** An assassin's name in the current language, for `characterId` parameters (the piece a step moved). */
  characterName?(characterId: string): string;
}

/**
 * One history entry as a sentence in the current language. Parameters that are ids
 * (a die, an XP track) are named in words; names the players typed are shown as typed.
 */
export function historySummary(entry: Pick<HistoryEntry, 'summaryKey' | 'summaryParams'>, { t, dieName, has, characterName }: HistoryTextOptions): string {
  const key = messageKeyOf(entry.summaryKey, has);
  if (key === null) return t('history.unknownEntry');
  const params: MessageParams = { ...entry.summaryParams };
  if (typeof params.die === 'string') params.die = dieName(params.die);
  if (typeof params.characterId === 'string' && params.piece === undefined) params.piece = characterName?.(params.characterId) ?? params.characterId;
  if (typeof params.track === 'string' && Object.hasOwn(TRACK_LABELS, params.track)) {
    params.track = t(TRACK_LABELS[params.track as Box]);
  }
  return t(key, params);
}

/**
 * Later feature areas keep their history sentences in their own message file and record the
 * full key (`hq.history.unlocked`, or one per kind: `memoryPlay.history.step.move-miniature`);
 * the early areas' short keys map through SUMMARY_MESSAGES.
 */
const AREA_HISTORY_KEY = /^[a-zA-Z]+\.history\.[a-zA-Z]+(?:\.[a-z][a-z-]*)?$/;
function messageKeyOf(summaryKey: string, has: (key: string) => boolean): MessageKey | null {
  if (Object.hasOwn(SUMMARY_MESSAGES, summaryKey)) return SUMMARY_MESSAGES[summaryKey]!;
  return AREA_HISTORY_KEY.test(summaryKey) && has(summaryKey) ? (summaryKey as MessageKey) : null;
}
