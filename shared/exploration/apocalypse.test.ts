import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';
import {
  EXCLUDED_SKILLS,
  checkApocalypseSkill,
  checkShaoJunJoin,
  checkShaoJunReturn,
  decideShaoJunHealth,
  explorationFollows,
  returnsInPhase,
  setupSkillLevels,
  shaoJunAfterChange,
  skillNameKey,
  stintAfter,
} from './apocalypse.js';

describe('Apocalypse rules', () => {
  it('EOM-2: the stint after a failed first attempt is the second attempt; otherwise exploration and the next memory', () => {
    expect(stintAfter({ attemptNumber: 1, outcome: 'failure' })).toBe('second-attempt');
    expect(stintAfter({ attemptNumber: 1, outcome: 'success' })).toBe('exploration-and-next-memory');
    expect(stintAfter({ attemptNumber: 2, outcome: 'success' })).toBe('exploration-and-next-memory');
    expect(stintAfter({ attemptNumber: 2, outcome: 'failure' })).toBe('exploration-and-next-memory');
    expect(explorationFollows({ attemptNumber: 2, outcome: 'failure' })).toBe(true);
    expect(explorationFollows({ attemptNumber: 1, outcome: 'failure' })).toBe(false);
  });

  it('EOM-3: an assassin comes back in the phase after a later attempt, never in the phase of the attempt it was eliminated in', () => {
    expect(returnsInPhase(4, 4)).toBe(false);
    expect(returnsInPhase(4, 5)).toBe(true);
    expect(returnsInPhase(null, 5)).toBe(false);
  });

  it('APX-SET-4: a campaign starting at level II takes its level-I and level-II cards at setup; a core one none', () => {
    expect(setupSkillLevels(2)).toEqual([1, 2]);
    expect(setupSkillLevels(0)).toEqual([]);
  });

  it('LVL-A-1: names compare whatever the case, quotes or apostrophes; only the assassins of that letter are concerned', () => {
    expect(skillNameKey('  “I’ve   got a PLAN”  ')).toBe(skillNameKey("I've Got a Plan"));
    expectRefusal(checkApocalypseSkill('"ezio!"', 'A', 'Alif'), 'LVL-A-1', { card: 'Ezio!', assassin: 'Alif' }, 'name');
    expect(checkApocalypseSkill('Ezio!', 'B', 'Bastiano')).toBeNull();
    expectRefusal(checkApocalypseSkill('tank', 'A', 'Alessandra'), 'APX-SET-4', { card: 'Tank', assassin: 'Alessandra' }, 'name');
    expect(checkApocalypseSkill('Some Apocalypse card', 'A', 'Alif')).toBeNull();
    expect(new Set(EXCLUDED_SKILLS.map((s) => `${s.initial}/${skillNameKey(s.name)}`)).size).toBe(EXCLUDED_SKILLS.length);
  });

  it('SJ-7, EXC-6: any sequence of changes keeps Shao Jun on her track, and she is eliminated exactly when she has no health left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 30 }), (max, deltas) => {
        let state = { maxHealth: max, healthLost: 0, eliminatedIn: null as 'memory' | 'exploration' | null };
        for (const delta of deltas) {
          const wasEliminated = state.eliminatedIn !== null;
          const next = shaoJunAfterChange(state, delta, 'exploration');
          if (wasEliminated) expect(next).toEqual({ healthLost: state.healthLost, eliminatedIn: state.eliminatedIn });
          state = { ...state, ...next };
          expect(state.healthLost).toBeGreaterThanOrEqual(0);
          expect(state.healthLost).toBeLessThanOrEqual(max);
          expect(state.eliminatedIn !== null).toBe(state.healthLost === max);
        }
      }),
    );
  });
});

describe('Shao Jun (SJ-1, UNK-35, EOM-5)', () => {
  it('SJ-1: she joins an Apocalypse campaign, once', () => {
    expect(checkShaoJunJoin({ apocalypse: true, joined: false })).toBeNull();
    expectRefusal(checkShaoJunJoin({ apocalypse: false, joined: false }), 'SJ-1', { context: 'notApocalypse' }, 'campaignId');
    expectRefusal(checkShaoJunJoin({ apocalypse: true, joined: true }), 'SJ-1', { context: 'joined' }, 'campaignId');
  });

  it('SJ-1, UNK-35: her health goes up to what her card shows, which the players type first', () => {
    expect(decideShaoJunHealth({ joined: true, maxHealth: 4 }, 1)).toEqual({ ok: true, value: { healthLost: 3 } });
    expectRefusal(refusalOf(decideShaoJunHealth({ joined: true, maxHealth: 4 }, 5)), 'SJ-1', { max: 4 }, 'health');
    expectRefusal(refusalOf(decideShaoJunHealth({ joined: true, maxHealth: null }, 2)), 'UNK-35', {}, 'health');
    expectRefusal(refusalOf(decideShaoJunHealth({ joined: false, maxHealth: 4 }, 2)), 'SJ-1', { context: 'notJoined' }, 'campaignId');
  });

  it('EOM-5: she comes back with 1 health, which needs her card’s health', () => {
    expect(checkShaoJunReturn(4)).toBeNull();
    expectRefusal(checkShaoJunReturn(null), 'EOM-5', {}, 'campaignId');
  });
});
