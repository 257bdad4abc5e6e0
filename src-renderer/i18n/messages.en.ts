import baseEn from './en.json';
import boardsEn from '../screens/boards/boards.en.json';
import diaryEn from '../screens/diary/diary.en.json';
import boardRulesEn from '../screens/boards/board-rules.en.json';
import diaryRulesEn from '../screens/diary/diary-rules.en.json';
import printEn from '../screens/diary/print/print.en.json';
import diceEn from '../screens/dice/dice.en.json';
import hqEn from '../screens/hq/hq.en.json';
import hqResolutionEn from '../screens/hq/resolution/hq-resolution.en.json';
import apocalypseEn from '../screens/exploration/apocalypse/apocalypse.en.json';
import explorationEn from '../screens/exploration/exploration.en.json';
import regionDataEn from '../screens/exploration/box-data/region-data.en.json';
import recoveryEn from '../screens/backups/recovery.en.json';
import saveErrorsEn from '../screens/backups/save-errors.en.json';
import hqRulesEn from '../screens/hq/hq-rules.en.json';
import explorationRulesEn from '../screens/exploration/exploration-rules.en.json';
import memoryPlayEn from '../screens/memory-play/memory-play.en.json';
import enemyPhaseEn from '../screens/memory-play/enemy-phase.en.json';
import memoryPlayRulesEn from '../screens/memory-play/memory-play-rules.en.json';
import campaignRulesEn from '../screens/campaigns/campaign-rules.en.json';
import diceRulesEn from '../screens/dice/dice-rules.en.json';
import memoryEndEn from '../screens/memory-play/end/memory-end.en.json';
import memoryEndRulesEn from '../screens/memory-play/end/memory-end-rules.en.json';
import playLinksEn from '../screens/memory-play/launch/play-links.en.json';

/*
 * The English catalogue, one tree built from one file per screen area (so that work on one
 * area never touches another's messages). English is the reference (message-key.ts); keep
 * messages.pl.ts in step (messages.test.ts checks it). Each language is its own chunk: the
 * renderer loads only the one on screen (i18n.svelte.ts).
 */
export const en = {
  ...baseEn,
  diary: diaryEn,
  boards: boardsEn,
  print: printEn,
  dice: diceEn,
  hq: hqEn,
  hqResolution: hqResolutionEn,
  apocalypse: apocalypseEn,
  exploration: explorationEn,
  regionData: regionDataEn,
  recovery: recoveryEn,
  /** What happened to the save, its backups, its data folder or a history step, in words. */
  saveErrors: saveErrorsEn,
  memoryPlay: memoryPlayEn,
  /** The enemy phase played from its preview, its box data and the event deck forecast. */
  enemyPhase: enemyPhaseEn,
  memoryEnd: memoryEndEn,
  playLinks: playLinksEn,
  /** One sentence per game rule main can cite when it refuses something, keyed by rule id. */
  ruleErrors: { ...campaignRulesEn, ...diceRulesEn, ...diaryRulesEn, ...boardRulesEn, ...hqRulesEn, ...explorationRulesEn, ...memoryPlayRulesEn, ...memoryEndRulesEn },
};
