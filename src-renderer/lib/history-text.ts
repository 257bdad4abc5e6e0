import type { Box } from '../../shared/campaigns/campaign.js';
import type { HistoryEntry } from '../../shared/history/history.js';
import type { MessageKey, MessageParams, Translate } from '../i18n/message-key.js';
import { TRACK_LABELS } from '../screens/campaigns/campaign-labels.js';
import { STEP_WORDS_VERSION } from '../../shared/memory-play/step-summary.js';
import { playHistoryParams } from '../screens/memory-play/board/history-words.js';

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
  /** An assassin's name from its character id, in the current language (a play's steps name their miniatures). */
  characterName(characterId: string): string;
  /** The language on screen, for lists of names ("Claudio and Daria"). */
  language: string;
  /** A blueprint by its id and entered name, as the players' edition names a printed one (`session.blueprintName`). */
  blueprintName?(blueprint: { id: string; name: string }): string;
}

/**
 * One history entry as a sentence in the current language. Parameters that are ids
 * (a die, an XP track) are named in words; names the players typed are shown as typed.
 */
export function historySummary(entry: Pick<HistoryEntry, 'summaryKey' | 'summaryParams'>, options: HistoryTextOptions): string {
  const { t, dieName, has } = options;
  if (PLAY_STEP_KEY.test(entry.summaryKey)) return playStepSummary(entry, options);
  const key = messageKeyOf(entry.summaryKey, has);
  if (key === null) return t('history.unknownEntry');
  const params: MessageParams = { ...entry.summaryParams };
  if (typeof params.die === 'string') params.die = dieName(params.die);
  if (typeof params.blueprint === 'string' && options.blueprintName) {
    // An entry recorded before blueprints were named kept only the id: it is named from the pack the same way.
    const id = typeof params.blueprintId === 'string' ? params.blueprintId : params.blueprint;
    params.blueprint = options.blueprintName({ id, name: params.blueprint });
  }
  if (typeof params.track === 'string' && Object.hasOwn(TRACK_LABELS, params.track)) {
    params.track = t(TRACK_LABELS[params.track as Box]);
  }
  return t(key, params);
}

/** A step of a play on the board (shared/memory-play/step-summary.ts), its choices and rolls. */
const PLAY_STEP_KEY = /^memoryPlay\.history\.(?:step|choice|roll)\./;

/**
 * A play step names its miniatures, slots, faces and directions by code; they are put in words
 * here. A line recorded before steps were worded this way named miniatures by their ids, which
 * mean nothing to players: it reads as a step of the board, with its memory and turn.
 */
function playStepSummary(entry: Pick<HistoryEntry, 'summaryKey' | 'summaryParams'>, { t, has, characterName, language }: HistoryTextOptions): string {
  const params = entry.summaryParams;
  if (params.words !== STEP_WORDS_VERSION || !has(entry.summaryKey)) return t('memoryPlay.history.legacy', { memoryId: params.memoryId ?? '', turn: params.turn ?? '' });
  return t(entry.summaryKey as MessageKey, playHistoryParams({ t, characterName, twoSides: false, language }, params));
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
