import { describe, expect, it } from 'vitest';
import { diaryPrefill } from './diary-prefill.js';
import { play, startPlay, testAssassins, testSetup, wholeTurn } from './test-support/play-builders.js';

describe('into the diary', () => {
  it('DIARY-2: the attempt is pre-filled from the board: objectives with their XP, bosses, chests, eliminations', () => {
    const state = play(
      startPlay(testSetup({ assassins: testAssassins(3) })),
      ...wholeTurn(),
      { kind: 'set-objective', objectiveId: 'A:C2', completed: true },
      { kind: 'set-objective', objectiveId: 'A:E5', completed: true },
      { kind: 'set-chest', chestId: 'A:F1', opened: true },
      { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Capitano', health: 2, xp: 4 }, side: 'A', square: 'B2' },
      { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Sergente' }, side: 'A', square: 'B3' },
      { kind: 'set-body', miniatureId: 'boss1', body: true },
      { kind: 'eliminate-assassin', miniatureId: 'a3' },
      { kind: 'end-memory', outcome: 'success' },
    );
    const prefill = diaryPrefill(state);
    expect(prefill).toEqual({
      ok: true,
      value: {
        memoryId: '1.1',
        outcome: 'success',
        difficulty: 'normal',
        easyUsed: false,
        stickerIfSynced: 'red',
        // The second objective's XP was not entered with the map: the players type it.
        objectives: [
          // One map: each objective's square without the map's letter (TWO-1).
          { objectiveId: 'A:C2', where: 'C2', label: 'the letter', xp: 3, mandatory: true },
          { objectiveId: 'A:E5', where: 'E5', label: null, xp: null, mandatory: false },
        ],
        bosses: [{ miniatureId: 'boss1', name: 'Capitano', xp: 4 }],
        chestsOpened: [{ chestId: 'A:F1', side: 'A', square: 'F1' }],
        eliminatedMemberIds: [3],
      },
    });
  });

  it('DIFF-3: any moment on easy means a gray sticker for a 100% sync; SYNC-1: none after a failure', () => {
    const easyOnce = play(startPlay(), { kind: 'set-difficulty', difficulty: 'easy' }, { kind: 'set-difficulty', difficulty: 'normal' });
    const success = diaryPrefill(play(easyOnce, { kind: 'end-memory', outcome: 'success' }));
    expect(success).toMatchObject({ ok: true, value: { easyUsed: true, difficulty: 'normal', stickerIfSynced: 'gray' } });
    const failure = diaryPrefill(play(easyOnce, { kind: 'end-memory', outcome: 'failure' }));
    expect(failure).toMatchObject({ ok: true, value: { outcome: 'failure', stickerIfSynced: null } });
  });

  it('a play still going has nothing to pre-fill yet', () => {
    expect(diaryPrefill(startPlay())).toMatchObject({ ok: false, refusal: { rule: 'PLAY-VALUE', params: { memoryId: '1.1' } } });
  });
});
