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

/*
 * The catalogue is one tree per language, kept in one file per screen area so that work on
 * one area never touches another's messages. English is the reference (message-key.ts).
 */
export const en = {
  ...baseEn,
  diary: diaryEn,
  boards: boardsEn,
  print: printEn,
  /** One sentence per game rule main can cite when it refuses something, keyed by rule id. */
  ruleErrors: { ...diaryRulesEn, ...boardRulesEn },
};
export const pl = {
  ...basePl,
  diary: diaryPl,
  boards: boardsPl,
  print: printPl,
  ruleErrors: { ...diaryRulesPl, ...boardRulesPl },
};
