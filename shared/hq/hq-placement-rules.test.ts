import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HQ_CAPACITY, HQ_PLACES, type HqPlace, type MiniatureId } from './hq.js';
import {
  assignmentSteps,
  checkPlace,
  checkRemove,
  finishProblem,
  groupsProblem,
  hqMiniatureIds,
  secondAttemptProblem,
  startProblem,
  unlockProblem,
  type HqBoardFacts,
  type HqMemberFacts,
  type HqPlacementFact,
} from './hq-placement-rules.js';

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
    expect(checkPlace(facts, 'mercenary-3', 'workshop')).toEqual({
      rule: 'HQ-CAP-1',
      field: 'place',
      message: 'The workshop has room for 4 miniatures and all 4 are taken.',
    });
    expect(checkPlace(facts, 'mercenary-3', 'shop')).toBeNull();
  });

  it('HQ-CAP-1: the command room takes 6, the 7th is refused', () => {
    const six = hq({ placements: at('command-room', 'apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4', 'mercenary-1', 'mercenary-2') });
    expect(checkPlace(six, 'mercenary-3', 'command-room')).toMatchObject({ rule: 'HQ-CAP-1' });
    expect(checkPlace(apply(six, 'mercenary-2', null), 'mercenary-3', 'command-room')).toBeNull();
  });

  it('HQ-CAP-1: the hospital has 4 white caregiver spaces', () => {
    const four = hq({ placements: at('hospital-caregiver', 'apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4') });
    expect(checkPlace(four, 'ezio', 'hospital-caregiver')?.message).toBe("The hospital's white caregiver spaces have room for 4 miniatures and all 4 are taken.");
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
    expect(checkPlace(hq(), 'mercenary-2', 'hospital-patient')).toMatchObject({ rule: 'HQ-AS-1', message: expect.stringContaining('Only assassins lie on the red hospital spaces') });
    expect(checkPlace(hq(), 'apprentice-1', 'hospital-patient')).toMatchObject({ rule: 'HQ-AS-1' });
  });

  it('HQ-AS-1: an injured assassin may go to a red space, one at full health may not', () => {
    const facts = hq({ members: [{ ...claudio, injured: true }, daria] });
    expect(checkPlace(facts, 'assassin-1', 'hospital-patient')).toBeNull();
    expect(checkPlace(facts, 'assassin-2', 'hospital-patient')).toMatchObject({ rule: 'HQ-AS-1', message: 'Daria is at full health: only eliminated or injured assassins go on the red spaces.' });
  });

  it('HQ-AS-1: an eliminated assassin must be hospitalised: refused from the memory group, kept on its red space, and finishing waits for it', () => {
    const facts = hq({ members: [{ ...claudio, eliminated: true }, daria] });
    expect(checkPlace(facts, 'assassin-1', 'memory-group')).toMatchObject({ rule: 'HQ-AS-1' });
    const steps = assignmentSteps({ hq: facts, blueprint: 'done', contract: 'done', secondAttempt: null });
    expect(finishProblem(steps)).toEqual({ rule: 'HQ-AS-1', field: 'memberId', message: 'Claudio is eliminated: put its miniature on a red hospital space first.' });
    const inHospital = apply(facts, 'assassin-1', 'hospital-patient');
    expect(checkRemove(inHospital, 'assassin-1')).toMatchObject({ rule: 'HQ-AS-1', message: 'Claudio is eliminated, so its miniature must stay on a red hospital space.' });
  });

  it('APP-3: an apprentice standing in for a patient stays with the memory group', () => {
    const facts = hq({ placements: [{ miniature: 'apprentice-1', place: 'memory-group', standsInFor: 1 }] });
    expect(checkPlace(facts, 'apprentice-1', 'workshop')).toMatchObject({ rule: 'APP-3', message: 'Apprentice 1 stands in for Claudio, who is in the hospital, so it stays with the memory group.' });
    expect(checkRemove(facts, 'apprentice-1')).toMatchObject({ rule: 'APP-3' });
    expect(checkPlace(hq(), 'apprentice-2', 'memory-group')).toMatchObject({ rule: 'APP-3' });
  });
});

describe('HQ-A1-5: the first assignment', () => {
  const first = (placements: HqPlacementFact[]) => hq({ assignment: 'first', placements });

  it('HQ-A1-5: the memory group takes exactly one mercenary', () => {
    expect(checkPlace(first(at('memory-group', 'mercenary-1')), 'mercenary-2', 'memory-group')).toMatchObject({
      rule: 'HQ-A1-5',
      message: 'At the first assignment one mercenary goes with the memory group, and Mercenary 1 already does.',
    });
    const withoutAlly = firstLayout.filter((p) => p.miniature !== 'mercenary-1');
    expect(groupsProblem(first([...withoutAlly, ...at('command-room', 'mercenary-1')].filter((p, i, all) => all.findIndex((q) => q.miniature === p.miniature) === i)))).toMatchObject({
      rule: 'HQ-A1-5',
      message: 'At the first assignment exactly one mercenary goes with the memory group.',
    });
  });

  it('HQ-A1-5, CF-CHR-7: Ezio goes with the memory group at the first assignment', () => {
    expect(checkPlace(first([]), 'ezio', 'command-room')).toMatchObject({ rule: 'HQ-A1-5', message: 'At the first assignment Ezio Auditore goes with the memory group.' });
    expect(groupsProblem(first(firstLayout.filter((p) => p.miniature !== 'ezio')))).toMatchObject({ rule: 'HQ-A1-5', message: expect.stringContaining('Ezio') });
    // Later (HQ-CAP-2 [AMB]) he may staff a building.
    expect(checkPlace(hq(), 'ezio', 'command-room')).toBeNull();
  });

  it('HQ-A1-5: hospital, workshop and shop take 1 each and the rest go to the command room', () => {
    expect(groupsProblem(first(firstLayout))).toBeNull();
    expect(checkPlace(first(at('workshop', 'apprentice-2')), 'apprentice-3', 'workshop')).toMatchObject({ rule: 'HQ-A1-5' });
    const shopEmpty = firstLayout.map((p) => (p.miniature === 'apprentice-3' ? { ...p, place: 'command-room' as const } : p));
    expect(groupsProblem(first(shopEmpty))).toMatchObject({ rule: 'HQ-A1-5', message: expect.stringContaining('the shop takes exactly 1 miniature') });
    const unplaced = firstLayout.filter((p) => p.miniature !== 'mercenary-4');
    expect(groupsProblem(first(unplaced))).toMatchObject({ rule: 'HQ-A1-5', message: expect.stringContaining('place Mercenary 4') });
  });

  it('HQ-GEN-1: the other version’s allies are not at this HQ', () => {
    expect(checkPlace(first([]), 'courtesan-1', 'memory-group')).toMatchObject({
      rule: 'HQ-GEN-1',
      field: 'miniature',
      message: 'This is the mercenary HQ: its allies are mercenaries, not courtesans.',
    });
  });

  it('HQ-AS-6: assassins do not staff buildings', () => {
    expect(checkPlace(hq(), 'assassin-2', 'shop')).toMatchObject({ rule: 'HQ-AS-6' });
  });
});

describe('HQ-AS-4: the second attempt at a contract', () => {
  it('HQ-AS-4, HQ-CMD-4 example: 3 hits needed — 3 plain allies are enough, 2 are not, and both numbers are said', () => {
    expect(secondAttemptProblem({ dice: 3, requiredHits: 3, unknownStaff: [] })).toBeNull();
    expect(secondAttemptProblem({ dice: 2, requiredHits: 3, unknownStaff: [] })).toEqual({
      rule: 'HQ-AS-4',
      field: 'campaignId',
      message: "This is the second attempt at the contract: the command room's staff give 2 dice and the contract needs 3 hits, so place more miniatures there.",
    });
  });

  it('HQ-AS-4: finishing is refused with too little staff, in the rules’ order after the contract', () => {
    const steps = assignmentSteps({ hq: hq({ placements: at('memory-group', 'assassin-1', 'assassin-2') }), blueprint: 'skipped', contract: 'done', secondAttempt: { dice: 2, requiredHits: 3, unknownStaff: [] } });
    expect(steps.map((s) => [s.id, s.status])).toEqual([
      ['patients', 'done'],
      ['blueprint', 'skipped'],
      ['contract', 'done'],
      ['command-room', 'todo'],
      ['groups', 'done'],
    ]);
    expect(finishProblem(steps)).toMatchObject({ rule: 'HQ-AS-4' });
  });
});

describe('HQ-GEN-1 and HQ-GEN-3: timing', () => {
  it('HQ-GEN-1: the HQ is unlocked only after memory 0.4 is completed, in the core campaign', () => {
    expect(unlockProblem({ box: 'core', established: false, memory04Completed: false })).toMatchObject({ rule: 'HQ-GEN-1', message: expect.stringContaining('memory 0.4') });
    expect(unlockProblem({ box: 'core', established: false, memory04Completed: true })).toBeNull();
    expect(unlockProblem({ box: 'apocalypse', established: false, memory04Completed: true })).toMatchObject({ rule: 'HQ-GEN-1' });
  });

  it('HQ-GEN-3: no assignment before a second attempt, nor twice before one memory', () => {
    const base = { established: true, openMemory: null, inProgress: false, alreadyDone: false };
    expect(startProblem(base)).toBeNull();
    expect(startProblem({ ...base, openMemory: '1.2' })).toEqual({
      rule: 'HQ-GEN-3',
      field: 'campaignId',
      message: 'Memory 1.2 waits for its second attempt, and miniatures are not reassigned before a second attempt.',
    });
    expect(startProblem({ ...base, alreadyDone: true })).toMatchObject({ rule: 'HQ-GEN-3' });
  });

  it('HQ-GEN-3: outside an assignment step the miniatures stay where they are', () => {
    const frozen = hq({ assignment: null, placements: at('workshop', 'apprentice-1') });
    expect(checkPlace(frozen, 'apprentice-1', 'shop')).toMatchObject({ rule: 'HQ-GEN-3' });
    expect(checkRemove(frozen, 'apprentice-1')).toMatchObject({ rule: 'HQ-GEN-3' });
  });
});
