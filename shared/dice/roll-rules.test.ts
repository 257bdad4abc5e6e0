import { describe, expect, it } from 'vitest';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';
import { DIE_KINDS } from './dice.js';
import { appRollFaces } from './roll-rules.js';

describe('app rolls (UNK-1)', () => {
  it.each(DIE_KINDS)('UNK-1: the %s die is rolled by the app only with the faces the players entered', (die) => {
    expectRefusal(refusalOf(appRollFaces(die, undefined)), 'UNK-1', { context: die }, 'roll.mode');
    const entered = ['blank', 'blank', 'eye', 'eye', 'blank', 'blank'] as const;
    expect(appRollFaces(die, entered)).toEqual({ ok: true, value: entered });
  });
});
