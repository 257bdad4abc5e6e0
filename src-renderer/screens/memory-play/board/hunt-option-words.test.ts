import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../../i18n/catalog.js';
import { huntOptionText } from './hunt-option-words.js';

const catalog = createCatalog();
const names: Record<string, string> = { g1: 'crossbowman', g2: 'agile guard', g7: 'body of a crossbowman' };
const pieceOf = (id: string) => names[id] ?? id;

describe('hunt options in words (HUNT-1, CAP-2, MOV-6)', () => {
  it('HUNT-1: hunters alone read as their names', () => {
    expect(huntOptionText(catalog.translator('en'), pieceOf, { id: 'g1+g2', miniatureIds: ['g1', 'g2'] })).toBe('crossbowman + agile guard');
  });

  it('CAP-2, MOV-6: the body giving way and the guard taking the objective space are named, in English and Polish', () => {
    const option = { id: 'g1+g2#2', miniatureIds: ['g1', 'g2'], givingWay: ['g7'], onObjectiveBase: ['g2'] };
    expect(huntOptionText(catalog.translator('en'), pieceOf, option)).toBe('crossbowman + agile guard; giving way: body of a crossbowman; onto the objective base: agile guard');
    expect(huntOptionText(catalog.translator('pl'), pieceOf, option)).toBe('crossbowman + agile guard; ustępuje: body of a crossbowman; na podstawkę celu: agile guard');
  });
});
