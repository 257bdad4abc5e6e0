import baseEn from './en.json';
import basePl from './pl.json';
import boardsEn from '../screens/boards/boards.en.json';
import boardsPl from '../screens/boards/boards.pl.json';
import diaryEn from '../screens/diary/diary.en.json';
import diaryPl from '../screens/diary/diary.pl.json';
import boardRulesEn from '../screens/boards/board-rules.en.json';
import boardRulesPl from '../screens/boards/board-rules.pl.json';
import diaryRulesEn from '../screens/diary/diary-rules.en.json';
import diaryRulesPl from '../screens/diary/diary-rules.pl.json';
import printEn from '../screens/diary/print/print.en.json';
import printPl from '../screens/diary/print/print.pl.json';
import diceEn from '../screens/dice/dice.en.json';
import dicePl from '../screens/dice/dice.pl.json';
import hqEn from '../screens/hq/hq.en.json';
import hqPl from '../screens/hq/hq.pl.json';
import hqResolutionEn from '../screens/hq/resolution/hq-resolution.en.json';
import hqResolutionPl from '../screens/hq/resolution/hq-resolution.pl.json';
import apocalypseEn from '../screens/exploration/apocalypse/apocalypse.en.json';
import apocalypsePl from '../screens/exploration/apocalypse/apocalypse.pl.json';
import explorationEn from '../screens/exploration/exploration.en.json';
import explorationPl from '../screens/exploration/exploration.pl.json';
import regionDataEn from '../screens/exploration/box-data/region-data.en.json';
import regionDataPl from '../screens/exploration/box-data/region-data.pl.json';
import recoveryEn from '../screens/backups/recovery.en.json';
import recoveryPl from '../screens/backups/recovery.pl.json';
import hqRulesEn from '../screens/hq/hq-rules.en.json';
import hqRulesPl from '../screens/hq/hq-rules.pl.json';
import explorationRulesEn from '../screens/exploration/exploration-rules.en.json';
import explorationRulesPl from '../screens/exploration/exploration-rules.pl.json';
import memoryPlayEn from '../screens/memory-play/memory-play.en.json';
import memoryPlayPl from '../screens/memory-play/memory-play.pl.json';
import memoryPlayRulesEn from '../screens/memory-play/memory-play-rules.en.json';
import memoryPlayRulesPl from '../screens/memory-play/memory-play-rules.pl.json';
import campaignRulesEn from '../screens/campaigns/campaign-rules.en.json';
import campaignRulesPl from '../screens/campaigns/campaign-rules.pl.json';
import diceRulesEn from '../screens/dice/dice-rules.en.json';
import diceRulesPl from '../screens/dice/dice-rules.pl.json';

/*
 * The catalogue is one tree per language, kept in one file per screen area so that work on
 * one area never touches another's messages. English is the reference (message-key.ts).
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
  memoryPlay: memoryPlayEn,
  /** One sentence per game rule main can cite when it refuses something, keyed by rule id. */
  ruleErrors: { ...campaignRulesEn, ...diceRulesEn, ...diaryRulesEn, ...boardRulesEn, ...hqRulesEn, ...explorationRulesEn, ...memoryPlayRulesEn },
};
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
  memoryPlay: memoryPlayPl,
  ruleErrors: { ...campaignRulesPl, ...diceRulesPl, ...diaryRulesPl, ...boardRulesPl, ...hqRulesPl, ...explorationRulesPl, ...memoryPlayRulesPl },
};
