import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HQ_CAPACITY, HQ_PLACES, type HqPlace, type MiniatureId } from './hq.js';
import {
  checkPlace,
  checkRemove,
  decideHospitalise,
  decideStandIn,
  hqMiniatureIds,
  type HospitaliseFacts,
  type HqBoardFacts,
  type HqMemberFacts,
  type HqPlacementFact,
} from './hq-placement-rules.js';
import { assignmentSteps, finishProblem, groupsProblem } from './hq-assignment-rules.js';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';

const claudio: HqMemberFacts = { id: 1, name: 'Claudio', status: 'in-play', eliminated: false, injured: false };
const daria: HqMemberFacts = { id: 2, name: 'Daria', status: 'in-play', eliminated: false, injured: false };

function hq(over: Partial<HqBoardFacts> = {}): HqBoardFacts {
  return { version: 'mercenary', assignment: 'later', members: [claudio, daria], placements: [], ...over };
}

const at = (place: HqPlace, ...miniatures: MiniatureId[]): HqPlacementFact[] => miniatures.map((miniature) => ({ miniature, place, standsInFor: null }));

/** Applies a placement the rules accepted, as the service does. */
function apply(facts: HqBoardFacts, miniature: MiniatureId, place: HqPlace | null): HqBoardFacts {
  const others = facts.placements.filter((p) => p.miniature !== miniature);
  return { ...facts, placements: place ? [...others, { miniature, place, standsInFor: null }] : others };
}

/** A first assignment laid out as HQ-A1-5 lists it (2 assassins, no one in the hospital). */
const firstLayout: HqPlacementFact[] = [
  ...at('memory-group', 'assassin-1', 'assassin-2', 'ezio', 'mercenary-1'),
  ...at('hospital-caregiver', 'apprentice-1'),
  ...at('workshop', 'apprentice-2'),
  ...at('shop', 'apprentice-3'),
  ...at('command-room', 'apprentice-4', 'mercenary-2', 'mercenary-3', 'mercenary-4'),
];

describe('HQ-CAP-1: capacities', () => {
  it('HQ-CAP-1: a 5th miniature is refused from the workshop, saying how many spaces it has', () => {
    const facts = hq({ placements: at('workshop', 'apprentice-1', 'apprentice-2', 'mercenary-1', 'mercenary-2') });
    expectRefusal(checkPlace(facts, 'mercenary-3', 'workshop'), 'HQ-CAP-1', { context: 'workshop', place: 'workshop', capacity: 4 }, 'place');
    expect(checkPlace(facts, 'mercenary-3', 'shop')).toBeNull();
  });

  it('HQ-CAP-1: the command room takes 6, the 7th is refused', () => {
    const six = hq({ placements: at('command-room', 'apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4', 'mercenary-1', 'mercenary-2') });
    expectRefusal(checkPlace(six, 'mercenary-3', 'command-room'), 'HQ-CAP-1', { context: 'command-room', place: 'command-room', capacity: 6 });
    expect(checkPlace(apply(six, 'mercenary-2', null), 'mercenary-3', 'command-room')).toBeNull();
  });

  it('HQ-CAP-1: the hospital has 4 white caregiver spaces', () => {
    const four = hq({ placements: at('hospital-caregiver', 'apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4') });
    expectRefusal(checkPlace(four, 'ezio', 'hospital-caregiver'), 'HQ-CAP-1', { context: 'hospital-caregiver', place: 'hospital-caregiver', capacity: 4 });
  });

  it('HQ-CAP-1: fast-check — random place/remove sequences never exceed a capacity nor place a miniature twice', () => {
    const facts0 = hq({ members: [claudio, { ...daria, injured: true }] });
    const ids = hqMiniatureIds(facts0);
    const action = fc.record({ miniature: fc.constantFrom(...ids), place: fc.option(fc.constantFrom(...HQ_PLACES), { nil: null }) });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), fc.boolean(), (actions, first) => {
        let facts: HqBoardFacts = { ...facts0, assignment: first ? 'first' : 'later' };
        for (const { miniature, place } of actions) {
          const problem = place ? checkPlace(facts, miniature, place) : checkRemove(facts, miniature);
          if (!problem) facts = apply(facts, miniature, place);
          for (const p of HQ_PLACES) {
            const capacity = HQ_CAPACITY[p];
            if (capacity !== null) expect(facts.placements.filter((x) => x.place === p).length).toBeLessThanOrEqual(capacity);
          }
          const placed = facts.placements.map((p) => p.miniature);
          expect(new Set(placed).size).toBe(placed.length);
          // HQ-AS-1: only assassins ever lie on red spaces.
          expect(facts.placements.filter((p) => p.place === 'hospital-patient').every((p) => p.miniature.startsWith('assassin-'))).toBe(true);
        }
      }),
    );
  });
});

describe('HQ-AS-1: the hospital', () => {
  it('HQ-AS-1: only assassins lie on the red spaces; an ally is refused with the reason', () => {
    expectRefusal(checkPlace(hq(), 'mercenary-2', 'hospital-patient'), 'HQ-AS-1', { context: 'notAssassin', miniature: 'mercenary-2' }, 'place');
    expectRefusal(checkPlace(hq(), 'apprentice-1', 'hospital-patient'), 'HQ-AS-1', { context: 'notAssassin', miniature: 'apprentice-1' });
  });

  it('HQ-AS-1: an injured assassin may go to a red space, one at full health may not', () => {
    const facts = hq({ members: [{ ...claudio, injured: true }, daria] });
    expect(checkPlace(facts, 'assassin-1', 'hospital-patient')).toBeNull();
    expectRefusal(checkPlace(facts, 'assassin-2', 'hospital-patient'), 'HQ-AS-1', { context: 'fullHealth', assassin: 'Daria' });
  });

  it('HQ-AS-1: an eliminated assassin must be hospitalised: refused from the memory group, kept on its red space, and finishing waits for it', () => {
    const facts = hq({ members: [{ ...claudio, eliminated: true }, daria] });
    expectRefusal(checkPlace(facts, 'assassin-1', 'memory-group'), 'HQ-AS-1', { context: 'eliminatedToGroup', assassin: 'Claudio' });
    const steps = assignmentSteps({ hq: facts, blueprint: 'done', contract: 'done', secondAttempt: null });
    expectRefusal(finishProblem(steps), 'HQ-AS-1', { context: 'eliminatedToHospital', assassin: 'Claudio' }, 'memberId');
    const inHospital = apply(facts, 'assassin-1', 'hospital-patient');
    expectRefusal(checkRemove(inHospital, 'assassin-1'), 'HQ-AS-1', { context: 'eliminatedStays', assassin: 'Claudio' });
  });

  it('APP-3: an apprentice standing in for a patient stays with the memory group', () => {
    const facts = hq({ placements: [{ miniature: 'apprentice-1', place: 'memory-group', standsInFor: 1 }] });
    expectRefusal(checkPlace(facts, 'apprentice-1', 'workshop'), 'APP-3', { context: 'standsIn', miniature: 'apprentice-1', patient: 'Claudio' });
    expectRefusal(checkRemove(facts, 'apprentice-1'), 'APP-3', { context: 'standsIn', miniature: 'apprentice-1', patient: 'Claudio' });
    expectRefusal(checkPlace(hq(), 'apprentice-2', 'memory-group'), 'APP-3', { context: 'apprenticeToGroup', miniature: 'apprentice-2' });
  });
});

describe('HQ-A1-5: the first assignment', () => {
  const first = (placements: HqPlacementFact[]) => hq({ assignment: 'first', placements });

  it('HQ-A1-5: the memory group takes exactly one mercenary', () => {
    expectRefusal(checkPlace(first(at('memory-group', 'mercenary-1')), 'mercenary-2', 'memory-group'), 'HQ-A1-5', {
      context: 'secondMercenary',
      miniature: 'mercenary-1',
    });
    const withoutAlly = firstLayout.filter((p) => p.miniature !== 'mercenary-1');
    const allyInCommandRoom = [...withoutAlly, ...at('command-room', 'mercenary-1')];
    expectRefusal(groupsProblem(first(allyInCommandRoom)), 'HQ-A1-5', { context: 'oneMercenary', allies: 0 }, 'miniature');
  });

  it('HQ-A1-5, CF-CHR-7: Ezio goes with the memory group at the first assignment', () => {
    expectRefusal(checkPlace(first([]), 'ezio', 'command-room'), 'HQ-A1-5', { context: 'ezio' });
    expectRefusal(groupsProblem(first(firstLayout.filter((p) => p.miniature !== 'ezio'))), 'HQ-A1-5', { context: 'ezio' });
    // Later (HQ-CAP-2 [AMB]) he may staff a building.
    expect(checkPlace(hq(), 'ezio', 'command-room')).toBeNull();
  });

  it('HQ-A1-5: hospital, workshop and shop take 1 each and the rest go to the command room', () => {
    expect(groupsProblem(first(firstLayout))).toBeNull();
    expectRefusal(checkPlace(first(at('workshop', 'apprentice-2')), 'apprentice-3', 'workshop'), 'HQ-A1-5', { context: 'onlyOne-workshop', place: 'workshop' });
    const shopEmpty = firstLayout.map((p) => (p.miniature === 'apprentice-3' ? { ...p, place: 'command-room' as const } : p));
    expectRefusal(groupsProblem(first(shopEmpty)), 'HQ-A1-5', { context: 'one-shop', place: 'shop', count: 1 });
    const unplaced = firstLayout.filter((p) => p.miniature !== 'mercenary-4');
    expectRefusal(groupsProblem(first(unplaced)), 'HQ-A1-5', { context: 'staffMercenary', miniature: 'mercenary-4' });
  });

  it('HQ-A1-5: with every apprentice standing in, the shop takes no miniature', () => {
    const members = [1, 2, 3, 4].map((id) => ({ ...claudio, id, name: `Assassin ${id}`, eliminated: true }));
    const standingIn = [1, 2, 3, 4].map((id) => ({ miniature: `apprentice-${id}`, place: 'memory-group' as const, standsInFor: id }));
    const layout = [
      ...at('hospital-patient', 'assassin-1', 'assassin-2', 'assassin-3', 'assassin-4'),
      ...standingIn,
      ...at('memory-group', 'ezio', 'mercenary-1'),
      ...at('hospital-caregiver', 'mercenary-2'),
      ...at('workshop', 'mercenary-3'),
    ];
    const facts = hq({ assignment: 'first', members, placements: [...layout, ...at('shop', 'mercenary-4')] });
    expectRefusal(groupsProblem(facts), 'HQ-A1-5', { context: 'none-shop', place: 'shop', count: 0 });
    expect(groupsProblem({ ...facts, placements: [...layout, ...at('command-room', 'mercenary-4')] })).toBeNull();
  });

  it('HQ-GEN-1: the other version’s allies are not at this HQ', () => {
    expectRefusal(checkPlace(first([]), 'courtesan-1', 'memory-group'), 'HQ-GEN-1', { context: 'mercenaryAllies', version: 'mercenary' }, 'miniature');
  });

  it('HQ-AS-6: assassins do not staff buildings', () => {
    expectRefusal(checkPlace(hq(), 'assassin-2', 'shop'), 'HQ-AS-6', { context: 'assassin', assassin: 'Daria' });
  });

  it('PLY-5: an assassin who left the party has no miniature at the HQ', () => {
    const facts = hq({ members: [claudio, { ...daria, status: 'left' }] });
    expectRefusal(checkPlace(facts, 'assassin-2', 'memory-group'), 'PLY-5', { context: 'hqMiniature', assassin: 'Daria' }, 'miniature');
  });
});

describe('HQ-GEN-3: timing', () => {
  it('HQ-GEN-3: outside an assignment step the miniatures stay where they are', () => {
    const frozen = hq({ assignment: null, placements: at('workshop', 'apprentice-1') });
    expectRefusal(checkPlace(frozen, 'apprentice-1', 'shop'), 'HQ-GEN-3', { context: 'frozen' }, 'miniature');
    expectRefusal(checkRemove(frozen, 'apprentice-1'), 'HQ-GEN-3', { context: 'frozen' }, 'miniature');
  });
});

describe('HQ-AS-1: going to the hospital', () => {
  const facts = (over: Partial<HospitaliseFacts> = {}): HospitaliseFacts => ({
    hq: hq({ members: [{ ...claudio, eliminated: true }, daria] }),
    memberId: 1,
    inHospital: null,
    extraCard: null,
    ...over,
  });

  it('HQ-AS-1, APP-3: an eliminated assassin goes to a red space, the first free apprentice standing in', () => {
    expect(decideHospitalise(facts(), null)).toEqual({ ok: true, value: { kind: 'enter', extraSlot: null, standIn: { apprentice: 'apprentice-1', fresh: true } } });
    const busy = facts({ hq: hq({ members: [{ ...claudio, eliminated: true }, daria], placements: at('workshop', 'apprentice-1') }) });
    expect(decideHospitalise(busy, null)).toMatchObject({ ok: true, value: { standIn: { apprentice: 'apprentice-2', fresh: true } } });
  });

  it('HQ-AS-1 [PL]: the extra bagged card comes from one of its own melee, ranged or armor slots', () => {
    const armor = facts({ extraCard: { place: 'board', memberId: 1, slot: 'armor' } });
    expect(decideHospitalise(armor, 7)).toMatchObject({ ok: true, value: { extraSlot: 'armor' } });
    for (const extraCard of [
      { place: 'board', memberId: 1, slot: 'hidden-blade' },
      { place: 'board', memberId: 2, slot: 'melee' },
      { place: 'elsewhere' },
    ] as const) {
      expectRefusal(refusalOf(decideHospitalise(facts({ extraCard }), 7)), 'HQ-AS-1', { context: 'extraCard', assassin: 'Claudio' }, 'baggedCardId');
    }
  });

  it('HQ-AS-1: an assassin already in the hospital keeps the card it bagged; bagging another is refused', () => {
    const inside = facts({ inHospital: { baggedCardId: 7 } });
    expect(decideHospitalise(inside, null)).toEqual({ ok: true, value: { kind: 'unchanged' } });
    expect(decideHospitalise(inside, 7)).toEqual({ ok: true, value: { kind: 'unchanged' } });
    expectRefusal(refusalOf(decideHospitalise(inside, 8)), 'HQ-AS-1', { context: 'alreadyInHospital', assassin: 'Claudio' }, 'baggedCardId');
  });

  it('HQ-AS-1: one at full health is refused with its name', () => {
    expectRefusal(refusalOf(decideHospitalise(facts({ memberId: 2 }), null)), 'HQ-AS-1', { context: 'fullHealth', assassin: 'Daria' }, 'place');
  });

  it('APP-3: with every apprentice placed, none can stand in, and the refusal names the patient', () => {
    const full = hq({ members: [{ ...claudio, eliminated: true }, daria], placements: at('command-room', 'apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4') });
    expectRefusal(refusalOf(decideStandIn(full, 1)), 'APP-3', { context: 'noFreeApprentice', assassin: 'Claudio' }, 'memberId');
    const standing = hq({ placements: [{ miniature: 'apprentice-3', place: 'memory-group', standsInFor: 1 }] });
    expect(decideStandIn(standing, 1)).toEqual({ ok: true, value: { apprentice: 'apprentice-3', fresh: false } });
  });
});
