import { describe, expect, it } from 'vitest';
import { attemptRequest } from '../test-support/diary-builders.js';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';
import type { AttemptFacts, MemoryRecord } from './diary-rules.js';
import { checkEliminations, decideRecordAttempt, type EliminationCandidate, type RecordFacts } from './record-rules.js';

const failed: AttemptFacts = { outcome: 'failure', difficulty: 'normal', easyUsed: false };
const memory = (memoryId: string, attempts: AttemptFacts[]): MemoryRecord => ({ memoryId, skipped: false, attempts });

const claudio: EliminationCandidate = { id: 1, assassin: 'Claudio', status: 'in-play', eliminated: false, inHospital: false };
const daria: EliminationCandidate = { id: 2, assassin: 'Daria', status: 'in-play', eliminated: false, inHospital: false };

const facts = (extra: Partial<RecordFacts> = {}): RecordFacts => ({
  box: 'core',
  memories: [],
  options: { grayAfterEasyFailure: false },
  pendingEndOfMemory: null,
  members: [claudio, daria],
  shaoJunEliminatedIn: null,
  ...extra,
});
const request = (overrides: Parameters<typeof attemptRequest>[2] = {}, memoryId = '0.1') => attemptRequest(1, memoryId, overrides);

describe('eliminations (HLT-8, APP-1, APP-7)', () => {
  it('HLT-8: only assassins of this party, each once, and in play', () => {
    expect(checkEliminations([claudio, daria], [1, 2])).toBeNull();
    expectRefusal(checkEliminations([claudio], [9]), 'HLT-8', { context: 'notInParty' }, 'eliminatedMemberIds.0');
    expectRefusal(checkEliminations([claudio], [1, 1]), 'HLT-8', { context: 'twice', assassin: 'Claudio' }, 'eliminatedMemberIds.1');
    expectRefusal(checkEliminations([{ ...daria, status: 'left' }], [2]), 'HLT-8', { context: 'left', assassin: 'Daria' }, 'eliminatedMemberIds.0');
  });

  it('APP-1, APP-7: an assassin an apprentice stands in for is not eliminated again', () => {
    expectRefusal(checkEliminations([{ ...daria, eliminated: true }], [2]), 'APP-1', { assassin: 'Daria' }, 'eliminatedMemberIds.0');
    expectRefusal(checkEliminations([{ ...daria, inHospital: true }], [2]), 'APP-7', { assassin: 'Daria' }, 'eliminatedMemberIds.0');
  });
});

describe('decideRecordAttempt', () => {
  it('DIARY-2, SYNC-1, VILLA-1: an accepted record carries what it earns', () => {
    const decision = decideRecordAttempt(facts(), request({ otherXp: 4, syncAchieved: true }));
    expect(decision).toEqual({
      ok: true,
      value: { attemptNumber: 1, xpAwarded: 4, sticker: 'red', easyUsed: false, completesMemory: true, villaRecovery: true },
    });
  });

  it('REPLAY-5: the second failure completes the memory', () => {
    const decision = decideRecordAttempt(facts({ memories: [memory('1.2', [failed])] }), request({ outcome: 'failure' }, '1.2'));
    expect(decision).toMatchObject({ ok: true, value: { attemptNumber: 2, completesMemory: true, villaRecovery: false } });
  });

  it('DIFF-L-1: legendary difficulty is refused in a core campaign, first', () => {
    const refusal = refusalOf(decideRecordAttempt(facts({ memories: [memory('0.1', [failed])] }), request({ difficulty: 'legendary' }, '0.2')));
    expectRefusal(refusal, 'DIFF-L-1', {}, 'difficulty');
  });

  it('REPLAY-1: the open memory comes before another', () => {
    expectRefusal(refusalOf(decideRecordAttempt(facts({ memories: [memory('0.1', [failed])] }), request({}, '0.2'))), 'REPLAY-1', { memoryId: '0.1' }, 'memoryId');
  });

  it('EOM-1: in Apocalypse, nothing is recorded before the end-of-memory phase is finished, whatever the eliminations', () => {
    const refusal = refusalOf(decideRecordAttempt(facts({ box: 'apocalypse', pendingEndOfMemory: 'A.1' }), request({ eliminatedMemberIds: [9] }, 'A.2')));
    expectRefusal(refusal, 'EOM-1', { context: 'pending', memoryId: 'A.1' }, 'memoryId');
  });

  it('SJ-6: a success is refused after Shao Jun was lost in the memory; a failure is recorded', () => {
    const lost = facts({ box: 'apocalypse', shaoJunEliminatedIn: 'memory' });
    expectRefusal(refusalOf(decideRecordAttempt(lost, request({}, 'A.1'))), 'SJ-6', {}, 'outcome');
    expect(decideRecordAttempt(lost, request({ outcome: 'failure' }, 'A.1')).ok).toBe(true);
    expect(decideRecordAttempt(facts({ box: 'apocalypse', shaoJunEliminatedIn: 'exploration' }), request({}, 'A.1')).ok).toBe(true);
  });

  it('HLT-8: the eliminations are checked as part of the record', () => {
    expectRefusal(refusalOf(decideRecordAttempt(facts(), request({ eliminatedMemberIds: [2, 2] }))), 'HLT-8', { context: 'twice', assassin: 'Daria' }, 'eliminatedMemberIds.1');
  });
});
