import basePl from './pl.json';
import boardsPl from '../screens/boards/boards.pl.json';
import diaryPl from '../screens/diary/diary.pl.json';
import boardRulesPl from '../screens/boards/board-rules.pl.json';
import diaryRulesPl from '../screens/diary/diary-rules.pl.json';
import printPl from '../screens/diary/print/print.pl.json';
import dicePl from '../screens/dice/dice.pl.json';
import hqPl from '../screens/hq/hq.pl.json';
import hqResolutionPl from '../screens/hq/resolution/hq-resolution.pl.json';
import apocalypsePl from '../screens/exploration/apocalypse/apocalypse.pl.json';
import explorationPl from '../screens/exploration/exploration.pl.json';
import regionDataPl from '../screens/exploration/box-data/region-data.pl.json';
import recoveryPl from '../screens/backups/recovery.pl.json';
import saveErrorsPl from '../screens/backups/save-errors.pl.json';
import hqRulesPl from '../screens/hq/hq-rules.pl.json';
import explorationRulesPl from '../screens/exploration/exploration-rules.pl.json';
import memoryPlayPl from '../screens/memory-play/memory-play.pl.json';
import enemyPhasePl from '../screens/memory-play/enemy-phase.pl.json';
import memoryPlayRulesPl from '../screens/memory-play/memory-play-rules.pl.json';
import campaignRulesPl from '../screens/campaigns/campaign-rules.pl.json';
import diceRulesPl from '../screens/dice/dice-rules.pl.json';
import memoryEndPl from '../screens/memory-play/end/memory-end.pl.json';
import memoryEndRulesPl from '../screens/memory-play/end/memory-end-rules.pl.json';
import playLinksPl from '../screens/memory-play/launch/play-links.pl.json';

/* The Polish catalogue, in the same shape as messages.en.ts (messages.test.ts checks it). */
export const pl = {
  ...basePl,
  diary: diaryPl,
  boards: boardsPl,
  print: printPl,
  dice: dicePl,
  hq: hqPl,
  hqResolution: hqResolutionPl,
  apocalypse: apocalypsePl,
  exploration: explorationPl,
  regionData: regionDataPl,
  recovery: recoveryPl,
  /** What happened to the save, its backups, its data folder or a history step, in words. */
  saveErrors: saveErrorsPl,
  memoryPlay: memoryPlayPl,
  enemyPhase: enemyPhasePl,
  memoryEnd: memoryEndPl,
  playLinks: playLinksPl,
  ruleErrors: { ...campaignRulesPl, ...diceRulesPl, ...diaryRulesPl, ...boardRulesPl, ...hqRulesPl, ...explorationRulesPl, ...memoryPlayRulesPl, ...memoryEndRulesPl },
};
