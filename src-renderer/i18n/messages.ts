import baseEn from './en.json';
import basePl from './pl.json';
import boardsEn from './areas/boards.en.json';
import boardsPl from './areas/boards.pl.json';
import diaryEn from './areas/diary.en.json';
import diaryPl from './areas/diary.pl.json';
import boardRulesEn from './areas/board-rules.en.json';
import boardRulesPl from './areas/board-rules.pl.json';
import diaryRulesEn from './areas/diary-rules.en.json';
import diaryRulesPl from './areas/diary-rules.pl.json';
import printEn from './areas/print.en.json';
import printPl from './areas/print.pl.json';
import diceEn from './areas/dice.en.json';
import dicePl from './areas/dice.pl.json';
import hqEn from './areas/hq.en.json';
import hqPl from './areas/hq.pl.json';
import hqResolutionEn from './areas/hq-resolution.en.json';
import hqResolutionPl from './areas/hq-resolution.pl.json';
import apocalypseEn from './areas/apocalypse.en.json';
import apocalypsePl from './areas/apocalypse.pl.json';
import explorationEn from './areas/exploration.en.json';
import explorationPl from './areas/exploration.pl.json';
import regionDataEn from './areas/region-data.en.json';
import regionDataPl from './areas/region-data.pl.json';
import hqRulesEn from './areas/hq-rules.en.json';
import hqRulesPl from './areas/hq-rules.pl.json';
import explorationRulesEn from './areas/exploration-rules.en.json';
import explorationRulesPl from './areas/exploration-rules.pl.json';

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
  /** One sentence per game rule main can cite when it refuses something, keyed by rule id. */
  ruleErrors: { ...diaryRulesEn, ...boardRulesEn, ...hqRulesEn, ...explorationRulesEn },
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
  ruleErrors: { ...diaryRulesPl, ...boardRulesPl, ...hqRulesPl, ...explorationRulesPl },
};
