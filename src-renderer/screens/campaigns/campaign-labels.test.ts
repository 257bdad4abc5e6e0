import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../i18n/catalog.js';
import { memoryText } from './campaign-labels.js';

const en = createCatalog().translator('en');
const pl = createCatalog().translator('pl');

describe('"Current memory" on the overview and the campaign card', () => {
  it('names the next memory when the rules say which', () => {
    expect(memoryText({ currentMemory: '0.2', lastMemory: '0.1' }, en)).toBe('Memory 0.2');
  });

  it('after play, when the campaign book decides, names the last memory played instead of "not recorded yet"', () => {
    expect(memoryText({ currentMemory: null, lastMemory: '1.6' }, en)).toBe('chosen in the campaign book (last played: memory 1.6)');
    expect(memoryText({ currentMemory: null, lastMemory: '1.6' }, pl)).toBe('wybierzcie w księdze kampanii (ostatnio: wspomnienie 1.6)');
  });

  it('says "not recorded yet" only before anything is recorded', () => {
    expect(memoryText({ currentMemory: null, lastMemory: null }, en)).toBe('not recorded yet');
  });
});
