import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIE_FACE_TYPES } from '../box-data/box-data-schema.js';
import { dieFace } from '../content/pack-schema.js';
import { DICE_READINGS, READING_DICE, readRoll, readingFits } from './dice-reading.js';

describe('reading a roll', () => {
  it('HQ-CMD-2: a special face counts as one hit', () => {
    expect(readRoll('hits', ['special'])).toBe(1);
    expect(readRoll('hits', ['hit', 'special', 'x', 'special'])).toBe(3);
  });

  it('CF-DIE-1: an X face is no hit but is counted as a failure (retaliation)', () => {
    expect(readRoll('hits', ['x', 'x'])).toBe(0);
    expect(readRoll('failures', ['x', 'hit', 'x'])).toBe(2);
  });

  it('EXC-3: each hit of a black die costs one health; the shield face costs none', () => {
    expect(readRoll('enemy-hits', ['hit', 'enemy-fail', 'hit'])).toBe(2);
  });

  it('EXC-2: during exploration only the plain eye exposes, never the eye with alert', () => {
    expect(readRoll('exposure', ['eye', 'eye-alert', 'blank', 'eye'])).toBe(2);
    expect(readRoll('exposure', ['eye-alert', 'eye-alert'])).toBe(0);
  });

  it('PSN-1: each poison face counts once; hits of the poison die are not poison', () => {
    expect(readRoll('poison', ['poison', 'hit', 'blank', 'poison'])).toBe(2);
  });

  it('an empty roll reads as 0 under every reading', () => {
    for (const reading of DICE_READINGS) expect(readRoll(reading, [])).toBe(0);
  });

  it('every reading is meant for a die that can show a face it counts', () => {
    for (const reading of DICE_READINGS) {
      for (const die of READING_DICE[reading]) {
        expect(readingFits(reading, die)).toBe(true);
        expect(DIE_FACE_TYPES[die].some((face) => readRoll(reading, [face]) > 0)).toBe(true);
      }
    }
    expect(readingFits('exposure', 'white')).toBe(false);
  });

  it('a roll reads as the sum of its faces read one by one, whatever their order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DICE_READINGS), fc.array(fc.constantFrom(...dieFace.options), { maxLength: 12 }), (reading, faces) => {
        const single = faces.reduce((sum, face) => sum + readRoll(reading, [face]), 0);
        expect(readRoll(reading, faces)).toBe(single);
        expect(readRoll(reading, [...faces].reverse())).toBe(single);
      }),
    );
  });
});
