import { describe } from 'vitest';
import { DIE_KINDS } from '../../../shared/dice/dice.js';
import { appRollFaces } from '../../../shared/dice/roll-rules.js';
import { refusalOf } from '../../../shared/test-support/expect-refusal.js';
import { checkRefusalWording } from '../../lib/refusal-wording.js';
import diceRulesEn from './dice-rules.en.json';

/* The app's refusal to roll a die whose faces were never entered, for each die, in both languages. */

describe('dice refusals in the players’ language', () => {
  checkRefusalWording(
    DIE_KINDS.map((die) => refusalOf(appRollFaces(die, undefined))),
    diceRulesEn,
  );
});
