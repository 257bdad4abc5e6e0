import { describe, expect, it } from 'vitest';
import type { DiceRoll, DieFace } from '../../../../shared/dice/dice.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { commandRoomHeadline } from './command-room-report.js';
import type { CommandRoomReport } from './resolution-state.svelte.js';

const catalog = createCatalog();
const en = { t: catalog.translator('en'), lang: 'en' };
const pl = { t: catalog.translator('pl'), lang: 'pl' };

const roll = (...faces: DieFace[]): DiceRoll =>
  ({ id: 1, die: 'white', count: faces.length, faces, mode: 'entered', seed: null, purpose: 'Contract', createdAt: '' }) as unknown as DiceRoll;

const report = (overrides: Partial<CommandRoomReport>): CommandRoomReport => ({
  outcome: 'success',
  automatic: false,
  contract: 2,
  levelBefore: 1,
  roll: null,
  dice: 4,
  neededHits: 3,
  ...overrides,
});

describe('the command room result, in one line (HQ-CMD-2..4, HQ-LVL-1)', () => {
  it('HQ-CMD-2: a rolled success names the hits against the need, the contract and the new level', () => {
    const won = report({ roll: roll('hit', 'special', 'hit', 'hit', 'x') });
    expect(commandRoomHeadline(won, 2, en)).toBe('4 hits of 3 needed: contract 2 completed, HQ level II.');
    expect(commandRoomHeadline(won, 2, pl)).toBe('4 trafienia z 3 potrzebnych: zlecenie 2 wykonane, poziom Kwatery II.');
  });

  it('HQ-LVL-1: with the new top card’s back not in box data, the line says nothing about the level', () => {
    const won = report({ roll: roll('hit', 'hit', 'hit') });
    expect(commandRoomHeadline(won, null, en)).toBe('3 hits of 3 needed: contract 2 completed.');
  });

  it('HQ-CMD-3: a failed roll says the contract was not completed, with the plural the count needs', () => {
    expect(commandRoomHeadline(report({ outcome: 'failure', roll: roll('hit', 'x', 'x') }), 1, en)).toBe('1 hit of 3 needed: contract 2 not completed.');
    expect(commandRoomHeadline(report({ outcome: 'failure', roll: roll('hit', 'x', 'x') }), 1, pl)).toBe('1 trafienie z 3 potrzebnych: zlecenie 2 niewykonane.');
    expect(commandRoomHeadline(report({ outcome: 'failure', roll: roll('x', 'x', 'x', 'x', 'x') }), 1, pl)).toBe('0 trafień z 3 potrzebnych: zlecenie 2 niewykonane.');
  });

  it('HQ-CMD-4: a second attempt counts each die as a hit without a roll', () => {
    expect(commandRoomHeadline(report({ automatic: true, dice: 4, neededHits: 4 }), 2, en)).toBe('4 dice counted as hits of 4 needed: contract 2 completed, HQ level II.');
    expect(commandRoomHeadline(report({ automatic: true, dice: 5, neededHits: 4 }), 2, pl)).toBe('5 kości liczonych jako trafienia, potrzeba 4: zlecenie 2 wykonane, poziom Kwatery II.');
  });
});
