import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { basePack } from '../content/base-pack.js';
import type { AllyCard } from './hq-box-data.js';
import {
  allyCardsOf,
  blueprintsOf,
  checkAllyCardAgainstPack,
  checkBlueprintAgainstPack,
  checkContractAgainstPack,
  contractAt,
  effectiveHits,
  knownContracts,
} from './hq-contract-cards.js';
import { checkPayment, commandRoomDice, commandRoomOutcome, hospitalHealth, patientResult, shopKeep, workshopCost } from './hq-buildings.js';
import { expectRefusal } from '../test-support/expect-refusal.js';

const facts = basePack.hq;
/** Brown-card numbers for tests only: NOT the game's values (those are box data). */
const courtesanCard: AllyCard = {
  characterId: 'courtesan-1',
  hospital: { kind: 'per-level', health: [1, 1, 2, null] },
  workshopReduction: null,
  shopKeep: null,
  commandRoomDice: 1,
  mapNote: '',
};
const cards = allyCardsOf([courtesanCard], facts);
const plainAllies = ['mercenary-1', 'mercenary-2', 'mercenary-3', 'mercenary-4'];

describe('command room (HQ-CMD)', () => {
  it('HQ-CMD-4: the rulebook example — 3 hits needed, 4 plain allies roll 4 dice and 3 hits succeed', () => {
    const { dice, unknownStaff } = commandRoomDice(plainAllies, cards);
    expect(dice).toBe(4);
    // HQ-CMD-1 [PL]: allies whose card says nothing roll the example's 1 die, and the app says so.
    expect(unknownStaff).toEqual(plainAllies);
    expect(commandRoomOutcome(3, 3)).toBe('success');
  });

  it('HQ-CMD-4: with 2 hits or fewer it fails, and at the next assignment 3 plain allies give 3 automatic hits', () => {
    expect(commandRoomOutcome(2, 3)).toBe('failure');
    expect(commandRoomOutcome(0, 3)).toBe('failure');
    const three = commandRoomDice(plainAllies.slice(0, 3), cards).dice;
    expect(commandRoomOutcome(three, 3)).toBe('success');
    expect(commandRoomOutcome(commandRoomDice(plainAllies.slice(0, 2), cards).dice, 3)).toBe('failure');
  });

  it('HQ-CMD-1, CF-CRD-9: Ezio rolls 2 dice and a brown card entered as box data counts as printed', () => {
    const result = commandRoomDice(['ezio', 'courtesan-1', 'apprentice-1'], cards);
    expect(result.dice).toBe(4);
    expect(result.perStaff.map((s) => s.source)).toEqual(['card', 'card', 'default']);
    expect(result.unknownStaff).toEqual(['apprentice-1']);
  });
});

describe('hospital (HQ-HOS)', () => {
  it('HQ-HOS-7: Ezio gives health equal to the HQ level to the patients, or nothing to them when he heals outside', () => {
    expect(hospitalHealth(['ezio'], cards, 2, 'hospital').total).toBe(2);
    expect(hospitalHealth(['ezio'], cards, 2, 'outside').total).toBe(0);
  });

  it('HQ-HOS-1, HQ-LVL-2: a brown card gives the health printed for the current HQ level', () => {
    expect(hospitalHealth(['courtesan-1', 'ezio'], cards, 3, 'hospital').total).toBe(2 + 3);
  });

  it('HQ-HOS-1: an unknown brown card or HQ level is asked for, never guessed; a number typed from the card fills it', () => {
    const unknown = hospitalHealth(['apprentice-2', 'courtesan-1'], cards, 4, 'hospital');
    expect(unknown.total).toBeNull();
    expect(unknown.missing).toEqual(['apprentice-2', 'courtesan-1']);
    const typed = hospitalHealth(['apprentice-2', 'courtesan-1'], cards, 4, 'hospital', [
      { staffId: 'apprentice-2', value: 1 },
      { staffId: 'courtesan-1', value: 2 },
    ]);
    expect(typed.total).toBe(3);
    expect(hospitalHealth(['ezio'], cards, null, 'hospital').missing).toEqual(['ezio']);
  });

  it('HQ-HOS-3: a patient given all its missing health is back at full health, otherwise injured', () => {
    expect(patientResult(0, 4, 4, true)).toBe('full');
    expect(patientResult(0, 4, 6, true)).toBe('full');
    expect(patientResult(0, 4, 2, true)).toBe('injured');
    expect(patientResult(1, 3, 1, false)).toBe('injured');
  });

  it('HQ-HOS-6: an eliminated patient given no health stays out', () => {
    expect(patientResult(0, 3, 0, true)).toBe('stays');
  });

  it('HQ-HOS-2: the total is the sum of every caregiver (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 4 }), fc.integer({ min: 1, max: 4 }), (values, level) => {
        const staff = values.map((_, i) => `apprentice-${i + 1}`);
        const typed = values.map((value, i) => ({ staffId: staff[i]!, value }));
        expect(hospitalHealth(staff, cards, level, 'hospital', typed).total).toBe(values.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('workshop (HQ-WRK, BP)', () => {
  const flyingMachine = blueprintsOf([], facts).find((b) => b.id === 'flying-machine')!;

  it('HQ-WRK-8: the Flying Machine costs 4 white and 3 black cards with nobody in the workshop', () => {
    const cost = workshopCost(flyingMachine, [], cards);
    expect(cost).toMatchObject({ white: 4, black: 3, reduction: 0, total: 7 });
    // Borgia Cloak + 3 Ordinary Swords (reusable), 2 Parachutes + Smoke Bomb (consumable).
    expect(checkPayment({ white: 4, black: 3 }, { white: 4, black: 3, total: 7 })).toBeNull();
  });

  it('HQ-WRK-3, CF-CRD-9: Ezio in the workshop takes 1 card off; the players choose which colour', () => {
    const cost = workshopCost(flyingMachine, ['ezio'], cards);
    expect(cost.total).toBe(6);
    const limits = { white: cost.white!, black: cost.black!, total: cost.total! };
    expect(checkPayment({ white: 4, black: 2 }, limits)).toBeNull();
    expect(checkPayment({ white: 3, black: 3 }, limits)).toBeNull();
    expectRefusal(checkPayment({ white: 4, black: 3 }, limits), 'HQ-WRK-3', { context: 'count', total: 6, white: 4, black: 3, chosen: 7 }, 'paidCardIds');
    expectRefusal(checkPayment({ white: 5, black: 1 }, limits), 'HQ-WRK-2', { context: 'tooManyWhite', most: 4, chosen: 5 }, 'paidCardIds');
    expectRefusal(checkPayment({ white: 2, black: 4 }, limits), 'HQ-WRK-2', { context: 'tooManyBlack', most: 3, chosen: 4 }, 'paidCardIds');
  });

  it('HQ-WRK-3: an unknown reduction is asked for', () => {
    const cost = workshopCost(flyingMachine, ['apprentice-1'], cards);
    expect(cost.total).toBeNull();
    expect(cost.missing).toEqual(['apprentice-1']);
    expect(workshopCost(flyingMachine, ['apprentice-1'], cards, [{ staffId: 'apprentice-1', value: 2 }]).total).toBe(5);
  });

  it('HQ-WRK-2/3: a payment is accepted exactly when it fits each colour and the reduced total (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ w: fc.nat(6), b: fc.nat(6), r: fc.nat(4), pw: fc.nat(8), pb: fc.nat(8) }),
        ({ w, b, r, pw, pb }) => {
          const total = Math.max(0, w + b - r);
          const ok = checkPayment({ white: pw, black: pb }, { white: w, black: b, total }) === null;
          expect(ok).toBe(pw <= w && pb <= b && pw + pb === total);
        },
      ),
    );
  });
});

describe('shop (HQ-SHP)', () => {
  it('HQ-SHP-2: Ezio keeps 1 card; other staff count what their card says, asked for when unknown', () => {
    expect(shopKeep(['ezio'], cards).keep).toBe(1);
    const unknown = shopKeep(['ezio', 'apprentice-3'], cards);
    expect(unknown.keep).toBeNull();
    expect(unknown.missing).toEqual(['apprentice-3']);
    expect(shopKeep(['ezio', 'apprentice-3'], cards, [{ staffId: 'apprentice-3', value: 1 }]).keep).toBe(2);
  });
});

describe('contracts and the HQ level (HQ-CON, HQ-LVL)', () => {
  it('HQ-LVL-1, CF-CRD-10: contract 1 shows HQ level I and needs 4 hits', () => {
    expect(contractAt(1, [], facts)).toMatchObject({ number: 1, requiredHits: 4, hqLevel: 1, sources: ['CF-CRD-10'] });
  });

  it('HQ-LVL-1, UNK-12: the next card is known only once the players enter it', () => {
    expect(contractAt(2, [], facts)).toMatchObject({ requiredHits: null, hqLevel: null });
    const second = { number: 2, name: 'Test contract', requiredHits: 5, hqLevel: 2, grayText: '', redText: '', modifiers: [] };
    expect(contractAt(2, [second], facts)).toMatchObject({ requiredHits: 5, hqLevel: 2 });
  });

  it('HQ-CON-5: the deck is read in its printed order whatever order the cards were entered in', () => {
    const card = (number: number) => ({ number, name: '', requiredHits: 3, hqLevel: 2, grayText: '', redText: '', modifiers: [] });
    expect(knownContracts([card(4), card(2), card(3)], facts).map((c) => c.number)).toEqual([1, 2, 3, 4]);
  });

  it('HQ-CMD-6, CF-CRD-11: "At the Source" needs 1 hit fewer after a 100% sync, wherever the players put it in the deck', () => {
    const atTheSource = { number: 3, name: 'U Źródła', requiredHits: 4, hqLevel: 2, grayText: '', redText: '', modifiers: [] };
    const contract = contractAt(3, [atTheSource], facts);
    expect(contract.sources).toEqual(['CF-CRD-11']);
    expect(effectiveHits(contract, true).hits).toBe(3);
    expect(effectiveHits(contract, false).hits).toBe(4);
  });

  it('CF-CRD-9..11: box data completes a printed fact but may not contradict it', () => {
    const contractOne = { number: 1, name: 'My name', requiredHits: null, hqLevel: 1, grayText: 'Gray text', redText: '', modifiers: [] };
    expect(checkContractAgainstPack(contractOne, facts)).toBeNull();
    expectRefusal(checkContractAgainstPack({ ...contractOne, requiredHits: 5 }, facts), 'CF-CRD-10', { context: 'hits', hits: 4 }, 'contract.requiredHits');
    expectRefusal(checkContractAgainstPack({ ...contractOne, hqLevel: 2 }, facts), 'CF-CRD-10', { context: 'level', level: 1 }, 'contract.hqLevel');
    const atTheSource = { ...contractOne, number: 6, name: 'At the Source', modifiers: [{ kind: 'last-memory-synced' as const, hits: -2 }] };
    expectRefusal(checkContractAgainstPack(atTheSource, facts), 'CF-CRD-11', { context: 'modifier', hits: -1 }, 'contract.modifiers');
    const ezio = { characterId: 'ezio', hospital: null, workshopReduction: null, shopKeep: null, commandRoomDice: 3, mapNote: '' };
    expectRefusal(checkAllyCardAgainstPack(ezio, facts), 'CF-CRD-9', { context: 'value', value: 2 }, 'card.commandRoomDice');
    expect(checkAllyCardAgainstPack({ ...ezio, commandRoomDice: 2, mapNote: 'note' }, facts)).toBeNull();
    const flyingMachine = { id: 'flying-machine', name: 'Flying Machine', whiteCost: 3, blackCost: 4, item: '' };
    expectRefusal(checkBlueprintAgainstPack(flyingMachine, facts), 'CF-CRD-7', { context: 'white', cost: 4 }, 'blueprint.whiteCost');
  });
});
