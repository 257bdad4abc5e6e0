import { describe, expect, it } from 'vitest';
import { basePack } from '../content/base-pack.js';
import { allyCardsOf } from './hq-contract-cards.js';
import {
  checkResolutionStep,
  decideCommandRoom,
  decideHospital,
  decideShop,
  decideWorkshop,
  type HospitalFacts,
  type HospitalRequest,
  type PaidCardFacts,
  type WorkshopFacts,
} from './hq-resolution-rules.js';
import { decideMedicine } from './hq-free-actions.js';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';

/** The pack's brown cards (Ezio's is printed, CF-CRD-9) and one typed in Box data; its numbers are test values. */
const allyCards = allyCardsOf(
  [{ characterId: 'apprentice-1', hospital: { kind: 'per-level', health: [2, 2, 3, 3] }, workshopReduction: 1, shopKeep: 1, commandRoomDice: 1, mapNote: '' }],
  basePack.hq,
);
const staffName = (id: string) => `name of ${id}`;

describe('HQ-GEN-4, HQ-RES-1: when and in which order', () => {
  it('HQ-GEN-4: nothing is resolved before a memory is completed', () => {
    expectRefusal(checkResolutionStep(null, 'hospital'), 'HQ-GEN-4', {}, 'campaignId');
  });

  it('HQ-RES-1: the buildings are resolved in order, and the refusal names the one due now', () => {
    expect(checkResolutionStep({ nextStep: 'workshop' }, 'workshop')).toBeNull();
    expectRefusal(checkResolutionStep({ nextStep: 'hospital' }, 'shop'), 'HQ-RES-1', { context: 'next-hospital', step: 'hospital' });
    expectRefusal(checkResolutionStep({ nextStep: 'done' }, 'hospital'), 'HQ-RES-1', { context: 'allDone' });
  });
});

describe('hospital (HQ-HOS)', () => {
  const claudio = { memberId: 1, health: 0, max: 4, eliminated: true };
  const daria = { memberId: 2, health: 1, max: 3, eliminated: false };
  const facts = (over: Partial<HospitalFacts> = {}): HospitalFacts => ({
    level: 1,
    caregivers: ['apprentice-1'],
    allyCards,
    patients: [claudio, daria],
    outsideCandidates: [],
    staffName,
    ...over,
  });
  const request = (over: Partial<HospitalRequest> = {}): HospitalRequest => ({ distribution: [], ezioMode: null, ezioOutsideMemberId: null, typed: [], ...over });

  it('HQ-HOS-3, HLT-1: health given is counted against the maximum the patient leaves with, never above it', () => {
    const healed = decideHospital(facts(), request({ distribution: [{ memberId: 1, health: 1 }, { memberId: 2, health: 1 }] }));
    expect(healed).toEqual({
      ok: true,
      value: {
        healed: [
          { memberId: 1, healthLost: 3 },
          { memberId: 2, healthLost: 1 },
        ],
        leaving: [
          { memberId: 1, backInPlay: true },
          { memberId: 2, backInPlay: true },
        ],
        outside: null,
        fullyHealed: 0,
      },
    });
    const full = decideHospital(facts({ patients: [daria] }), request({ distribution: [{ memberId: 2, health: 2 }] }));
    expect(full).toMatchObject({ ok: true, value: { healed: [{ memberId: 2, healthLost: 0 }], fullyHealed: 1 } });
  });

  it('HQ-HOS-6: an eliminated patient given nothing stays out; an injured one leaves as it was', () => {
    const nothing = decideHospital(facts(), request());
    expect(nothing).toMatchObject({ ok: true, value: { healed: [], leaving: [{ memberId: 1, backInPlay: false }, { memberId: 2, backInPlay: true }] } });
  });

  it('HQ-HOS-2: only patients share the health, and no more than the caregivers restore', () => {
    expectRefusal(refusalOf(decideHospital(facts(), request({ distribution: [{ memberId: 9, health: 1 }] }))), 'HQ-HOS-2', { context: 'notPatient' }, 'distribution.0.memberId');
    expectRefusal(refusalOf(decideHospital(facts(), request({ distribution: [{ memberId: 1, health: 3 }] }))), 'HQ-HOS-2', { context: 'tooMuch', total: 2, shared: 3 }, 'distribution');
  });

  it('HQ-HOS-1: a caregiver whose brown card is unknown is named, and a typed number stands in for it', () => {
    const unknownCaregiver = facts({ caregivers: ['mercenary-3'] });
    expectRefusal(refusalOf(decideHospital(unknownCaregiver, request())), 'HQ-HOS-1', { context: 'healthAtLevel', miniature: 'mercenary-3' }, 'typed');
    expectRefusal(refusalOf(decideHospital(facts({ level: null }), request())), 'HQ-HOS-1', { context: 'levelUnknown', miniature: 'apprentice-1' });
    expect(decideHospital(unknownCaregiver, request({ typed: [{ staffId: 'mercenary-3', value: 1 }], distribution: [{ memberId: 1, health: 1 }] }))).toMatchObject({ ok: true });
  });

  it('HQ-HOS-2: with nobody on a red space the caregivers give nothing, so an unknown brown card or HQ level is not asked for', () => {
    expect(decideHospital(facts({ caregivers: ['mercenary-3'], patients: [] }), request())).toEqual({ ok: true, value: { healed: [], leaving: [], outside: null, fullyHealed: 0 } });
    expect(decideHospital(facts({ level: null, patients: [] }), request())).toMatchObject({ ok: true });
    // Once someone lies there, the same card is asked for again (HQ-HOS-1).
    expectRefusal(refusalOf(decideHospital(facts({ caregivers: ['mercenary-3'] }), request())), 'HQ-HOS-1', { context: 'healthAtLevel', miniature: 'mercenary-3' }, 'typed');
  });

  it('HQ-HOS-7: with Ezio caring the players choose his effect; without him there is none to choose', () => {
    const ezio = facts({ caregivers: ['ezio'], outsideCandidates: [3] });
    expectRefusal(refusalOf(decideHospital(ezio, request())), 'HQ-HOS-7', { context: 'chooseMode' }, 'ezioMode');
    expectRefusal(refusalOf(decideHospital(facts(), request({ ezioMode: 'hospital' }))), 'HQ-HOS-7', { context: 'notCaring' }, 'ezioMode');
    expectRefusal(refusalOf(decideHospital(ezio, request({ ezioMode: 'outside' }))), 'HQ-HOS-7', { context: 'outsideTarget' }, 'ezioOutsideMemberId');
    expect(decideHospital(ezio, request({ ezioMode: 'outside', ezioOutsideMemberId: 3 }))).toMatchObject({ ok: true, value: { outside: 3, healed: [] } });
    // HQ-LVL-2: in the hospital he gives health equal to the HQ level.
    expect(decideHospital(facts({ caregivers: ['ezio'], level: 2 }), request({ ezioMode: 'hospital', distribution: [{ memberId: 1, health: 2 }] }))).toMatchObject({ ok: true });
  });
});

describe('workshop (HQ-WRK, BP)', () => {
  const card = (id: number, reusable: boolean | null, over: Partial<PaidCardFacts> = {}): PaidCardFacts => ({ id, name: `Card ${id}`, kind: 'equipment', location: 'main-hall', reusable, ...over });
  /** CF-CRD-7: the Flying Machine costs 4 white and 3 black cards. */
  const flyingMachine = basePack.hq.blueprints.find((b) => b.id === 'flying-machine')!;
  const facts = (paid: PaidCardFacts[], over: Partial<WorkshopFacts> = {}): WorkshopFacts => ({
    blueprint: { name: flyingMachine.name, whiteCost: flyingMachine.whiteCost, blackCost: flyingMachine.blackCost },
    staff: ['apprentice-1'],
    allyCards,
    paid,
    staffName,
    ...over,
  });
  const build = { build: true, typed: [] };

  it('HQ-WRK-7: a blueprint not built is not paid for', () => {
    expect(decideWorkshop(facts([]), { build: false, typed: [] })).toEqual({ ok: true, value: { built: false } });
  });

  it('HQ-WRK-3, HQ-WRK-4: with a reduction of 1 the exact payment is accepted; reusable cards leave the game, consumables are discarded', () => {
    const paid = [card(1, true), card(2, true), card(3, true), card(4, true), card(5, false), card(6, false)];
    expect(decideWorkshop(facts(paid), build)).toEqual({ ok: true, value: { built: true, paidIds: [1, 2, 3, 4, 5, 6], removed: 4, discarded: 2 } });
    expectRefusal(refusalOf(decideWorkshop(facts(paid.slice(1)), build)), 'HQ-WRK-3', { context: 'count', total: 6, white: 4, black: 3, chosen: 5 }, 'paidCardIds');
  });

  it('HQ-WRK-2: the cards paid are small cards at hand whose colour is known', () => {
    expectRefusal(refusalOf(decideWorkshop(facts([card(1, true, { location: 'villa' })]), build)), 'HQ-WRK-2', { context: 'notAtHand', card: 'Card 1' }, 'paidCardIds.0');
    expectRefusal(refusalOf(decideWorkshop(facts([card(1, true, { kind: 'mission' })]), build)), 'HQ-WRK-2', { context: 'notSmallCard', card: 'Card 1' });
    expectRefusal(refusalOf(decideWorkshop(facts([card(1, null)]), build)), 'HQ-WRK-2', { context: 'colour', card: 'Card 1' }, 'declaredColours');
    expectRefusal(refusalOf(decideWorkshop(facts([]), build)), 'HQ-WRK-3', { context: 'count', total: 6, white: 4, black: 3, chosen: 0 });
  });

  it('HQ-WRK-2, BP-1: there must be a blueprint, with its costs entered', () => {
    expectRefusal(refusalOf(decideWorkshop(facts([], { blueprint: null }), build)), 'HQ-WRK-2', { context: 'noBlueprint' }, 'build');
    const typedIn = { name: 'Test blueprint', whiteCost: null, blackCost: 2 };
    expectRefusal(refusalOf(decideWorkshop(facts([], { blueprint: typedIn }), build)), 'BP-1', { context: 'costs', blueprint: 'Test blueprint' }, 'build');
  });

  it('HQ-WRK-3: a workshop reduction not entered is named before anything is paid', () => {
    expectRefusal(refusalOf(decideWorkshop(facts([], { staff: ['mercenary-2'] }), build)), 'HQ-WRK-3', { context: 'reduction', miniature: 'mercenary-2' }, 'typed');
  });
});

describe('shop and command room (HQ-SHP, HQ-CMD)', () => {
  it('HQ-SHP-2: the staff keep as many cards as their brown cards say', () => {
    const shop = { staff: ['apprentice-1'], allyCards, staffName };
    expect(decideShop(shop, { kept: 1, typed: [] })).toEqual({ ok: true, value: { kept: 1 } });
    expectRefusal(refusalOf(decideShop(shop, { kept: 2, typed: [] })), 'HQ-SHP-2', { context: 'tooMany', keep: 1, chosen: 2 }, 'kept');
    expectRefusal(refusalOf(decideShop({ ...shop, staff: ['courtesan-1'] }, { kept: 0, typed: [] })), 'HQ-SHP-2', { context: 'keep', miniature: 'courtesan-1' });
  });

  const room = { position: 2, neededHits: 3, secondAttempt: false, dice: 4 };

  it('HQ-CMD-2: a first attempt rolls the staff’s white dice', () => {
    expect(decideCommandRoom(room, 'given')).toEqual({ ok: true, value: { kind: 'roll', dice: 4, needed: 3 } });
    expectRefusal(refusalOf(decideCommandRoom(room, 'none')), 'HQ-CMD-2', { context: 'roll', dice: 4 }, 'roll');
  });

  it('HQ-CMD-4: the second attempt is not rolled: each die is a hit', () => {
    expect(decideCommandRoom({ ...room, secondAttempt: true }, 'none')).toEqual({ ok: true, value: { kind: 'automatic', hits: 4, needed: 3 } });
    expectRefusal(refusalOf(decideCommandRoom({ ...room, secondAttempt: true }, 'given')), 'HQ-CMD-4', {}, 'roll');
  });

  it('HQ-CMD-1, HQ-CON-4: an empty room rolls nothing, and a contract whose hits are unknown is not played', () => {
    expect(decideCommandRoom({ ...room, dice: 0 }, 'none')).toEqual({ ok: true, value: { kind: 'empty', hits: 0, needed: 3 } });
    expectRefusal(refusalOf(decideCommandRoom({ ...room, dice: 0 }, 'given')), 'HQ-CMD-1', {}, 'roll');
    expectRefusal(refusalOf(decideCommandRoom({ ...room, neededHits: null }, 'given')), 'HQ-CON-4', { context: 'hitsUnknown', contract: 2 }, 'roll');
  });
});

describe('free actions (HQ-ANY-1)', () => {
  const member = { name: 'Daria', status: 'in-play' as const, eliminated: false, max: 4, health: 1 };

  it('HLT-5, HLT-1: a Medicine heals by its amount, never above the maximum', () => {
    expect(decideMedicine({ established: true, member }, 2)).toEqual({ ok: true, value: { healthLost: 1, healed: 2 } });
    expect(decideMedicine({ established: true, member }, 9)).toEqual({ ok: true, value: { healthLost: 0, healed: 3 } });
  });

  it('HQ-ANY-1, PLY-5, HQ-HOS-3, HLT-2: refused before the HQ, for an absent, an eliminated or a healthy assassin', () => {
    expectRefusal(refusalOf(decideMedicine({ established: false, member }, 1)), 'HQ-ANY-1', { context: 'notUnlocked' }, 'campaignId');
    expectRefusal(refusalOf(decideMedicine({ established: true, member: { ...member, status: 'left' } }, 1)), 'PLY-5', { context: 'medicine', assassin: 'Daria' }, 'memberId');
    expectRefusal(refusalOf(decideMedicine({ established: true, member: { ...member, eliminated: true } }, 1)), 'HQ-HOS-3', { context: 'medicine', assassin: 'Daria' });
    expectRefusal(refusalOf(decideMedicine({ established: true, member: { ...member, health: 4 } }, 1)), 'HLT-2', { context: 'medicine', assassin: 'Daria' });
  });
});
