import { describe, expect, it } from 'vitest';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';
import { decideEndOfMemory, type EndOfMemoryFacts, type EndOfMemoryMember } from './end-of-memory-rules.js';

const alif: EndOfMemoryMember = { id: 1, assassin: 'Alif', status: 'in-play', eliminatedAttemptId: null, healthLost: 2 };
const bastiano: EndOfMemoryMember = { id: 2, assassin: 'Bastiano', status: 'in-play', eliminatedAttemptId: null, healthLost: 0 };

const facts = (extra: Partial<EndOfMemoryFacts> = {}): EndOfMemoryFacts => ({
  apocalypse: true,
  latest: { attemptId: 7, memoryId: 'A.2', done: false },
  members: [alif, bastiano],
  shaoJun: { eliminatedIn: null, maxHealth: 5 },
  ...extra,
});
const medicine = (memberId: number, health: number) => ({ memberId, health, cardId: null });

describe('the end-of-memory phase (EOM-1..5)', () => {
  it('EOM-1: it follows the latest memory of an Apocalypse campaign, once', () => {
    expectRefusal(refusalOf(decideEndOfMemory(facts({ apocalypse: false }), { attemptId: 7, medicines: [] })), 'EOM-1', { context: 'notApocalypse' }, 'campaignId');
    expectRefusal(refusalOf(decideEndOfMemory(facts({ latest: null }), { attemptId: 7, medicines: [] })), 'EOM-1', { context: 'noMemory' }, 'attemptId');
    expectRefusal(refusalOf(decideEndOfMemory(facts(), { attemptId: 6, medicines: [] })), 'EOM-1', { context: 'notLatest', memoryId: 'A.2' }, 'attemptId');
    expectRefusal(refusalOf(decideEndOfMemory(facts({ latest: { attemptId: 7, memoryId: 'A.2', done: true } }), { attemptId: 7, medicines: [] })), 'EOM-1', {
      context: 'finished',
      memoryId: 'A.2',
    });
  });

  it('EOM-3: an assassin eliminated before this attempt comes back with 1 health (2 base health lost); one eliminated in it does not', () => {
    const earlier = { ...bastiano, eliminatedAttemptId: 6 };
    const now = { ...alif, eliminatedAttemptId: 7 };
    const decision = decideEndOfMemory(facts({ members: [now, earlier] }), { attemptId: 7, medicines: [] });
    expect(decision).toEqual({
      ok: true,
      value: { attemptId: 7, memoryId: 'A.2', returning: [2], healthLost: [{ memberId: 2, healthLost: 2 }], shaoJunBack: false },
    });
  });

  it('EOM-1: a medicine heals a wounded assassin in play, never above the maximum, even one who has just come back', () => {
    const earlier = { ...bastiano, eliminatedAttemptId: 6 };
    const decision = decideEndOfMemory(facts({ members: [alif, earlier] }), { attemptId: 7, medicines: [medicine(1, 5), medicine(2, 1)] });
    expect(decision).toMatchObject({ ok: true, value: { healthLost: [{ memberId: 2, healthLost: 1 }, { memberId: 1, healthLost: 0 }] } });
  });

  it('EOM-1, PLY-5: no medicine for an unwounded assassin, an apprentice standing in, or one who left', () => {
    expectRefusal(refusalOf(decideEndOfMemory(facts(), { attemptId: 7, medicines: [medicine(2, 1)] })), 'EOM-1', { context: 'notWounded', assassin: 'Bastiano' }, 'medicines.0.memberId');
    const standIn = { ...alif, eliminatedAttemptId: 7 };
    expectRefusal(refusalOf(decideEndOfMemory(facts({ members: [standIn] }), { attemptId: 7, medicines: [medicine(1, 1)] })), 'EOM-1', { context: 'apprentice', assassin: 'Alif' });
    const left = { ...alif, status: 'left' as const };
    expectRefusal(refusalOf(decideEndOfMemory(facts({ members: [left] }), { attemptId: 7, medicines: [medicine(1, 1)] })), 'PLY-5', { assassin: 'Alif' }, 'medicines.0.memberId');
    // Two medicines on one assassin: the second finds it healed.
    expectRefusal(refusalOf(decideEndOfMemory(facts(), { attemptId: 7, medicines: [medicine(1, 2), medicine(1, 1)] })), 'EOM-1', { context: 'notWounded', assassin: 'Alif' }, 'medicines.1.memberId');
  });

  it('EOM-5: Shao Jun lost in the memory comes back, once her card’s health is known', () => {
    const lost = { eliminatedIn: 'memory' as const, maxHealth: 5 };
    expect(decideEndOfMemory(facts({ shaoJun: lost }), { attemptId: 7, medicines: [] })).toMatchObject({ ok: true, value: { shaoJunBack: true } });
    expectRefusal(refusalOf(decideEndOfMemory(facts({ shaoJun: { ...lost, maxHealth: null } }), { attemptId: 7, medicines: [] })), 'EOM-5', {}, 'campaignId');
    expect(decideEndOfMemory(facts({ shaoJun: { eliminatedIn: 'exploration', maxHealth: null } }), { attemptId: 7, medicines: [] })).toMatchObject({ ok: true, value: { shaoJunBack: false } });
  });
});
