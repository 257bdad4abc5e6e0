import { describe, expect, it } from 'vitest';
import { reduce } from '../reduce.js';
import { gridSide, play, startPlay, testAssassins, testMap, testSetup } from '../test-support/play-builders.js';
import { boardSteps, enemyPhaseAt, enemyStage, guardsOn, TEST_ENEMY_CARDS } from '../test-support/enemy-builders.js';
import { previewEnemyStage } from './enemy-stage.js';
import type { EnemyStageInput, EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { MapSide } from '../../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';

const street = (width = 3, height = 4): MapSide => gridSide({ width, height });

function preview(state: PlayState, input: EnemyStageInput = {}): EnemyStagePreview {
  const result = previewEnemyStage(state, enemyStage('movement', input));
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result.value;
}

function applied(state: PlayState, input: EnemyStageInput = {}): PlayState {
  const result = reduce(state, enemyStage('movement', input));
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result.state;
}

/** The reason the preview gives for each guard, by id. */
const reasons = (p: EnemyStagePreview): Record<string, string> => Object.fromEntries(p.moves.map((move) => [move.miniatureId, move.reason]));

describe('movement (MOV-1…11)', () => {
  it('MOV-1: an enemy nearby a red base’s square steps into it; one across a wall does not (MAP-WAL-1)', () => {
    const side = gridSide({ width: 3, height: 3, edges: [{ a: 'B2', b: 'C2', kind: 'wall' }] });
    // g1 on A2 (nearby B2), g2 on C2 (behind the wall), the exposed assassin on B2.
    const state = enemyPhaseAt(side, 'movement', { guards: [{ square: 'A2' }, { square: 'C2' }], assassins: [{ square: 'B2', exposed: true }] }, 'S');
    const p = preview(state);
    expect(p.moves.find((move) => move.miniatureId === 'g1')).toMatchObject({ from: 'A2', to: 'B2', reason: 'MOV-1' });
    // g2 cannot reach B2, so it drifts south instead (MOV-3).
    expect(p.moves.find((move) => move.miniatureId === 'g2')).toMatchObject({ from: 'C2', to: 'C3', reason: 'MOV-3' });
  });

  it('MOV-2: an enemy nearby two red-base squares waits for the players to choose, with both offered', () => {
    const state = enemyPhaseAt(street(), 'movement', { guards: [{ square: 'B2' }], looseRedBases: ['A2', 'C2'] });
    const p = preview(state);
    expect(p.status).toBe('question');
    expect(p.question).toMatchObject({ id: 'attract-to:g1', kind: 'attract-to', rule: 'MOV-2' });
    expect(p.question!.options.map((option) => option.id)).toEqual(['A:C2', 'A:A2']);
    const refused = reduce(state, enemyStage('movement'));
    expect(refused.ok ? null : refused.refusal.rule).toBe('MOV-2');
    const next = applied(state, { choices: { 'attract-to:g1': 'A:A2' } });
    expect(guardsOn(next, 'A2')).toEqual(['g1']);
  });

  it('MOV-2, CAP-1: when a red-base square cannot take every candidate, the players choose who enters; the others drift', () => {
    const state = enemyPhaseAt(
      street(),
      'movement',
      { guards: [{ square: 'B2', count: 3 }, { square: 'A2' }, { square: 'C2', guardType: 'agile' }], looseRedBases: ['B2'] },
      'S',
      { eliteType: 'agile' },
    );
    const p = preview(state);
    expect(p.question).toMatchObject({ kind: 'who-enters', square: 'B2', count: 1 });
    expect(p.question!.options.map((option) => option.id)).toEqual(['g4', 'g5']);
    const next = applied(state, { choices: { 'who-enters:A:B2': 'g5' } });
    expect(guardsOn(next, 'B2')).toEqual(['g1', 'g2', 'g3', 'g5']);
    // g4 did not enter, so it drifts south like any enemy that has not moved (MOV-3).
    expect(guardsOn(next, 'A3')).toEqual(['g4']);
  });

  it('MOV-4, CAP-1: the drift goes row by row from the leading edge, so squares ahead empty before the row behind moves in', () => {
    // North: A1 (edge) holds 3, A2 holds 2, A3 holds 4.
    const state = enemyPhaseAt(street(1, 3), 'movement', { guards: [{ square: 'A1', count: 3 }, { square: 'A2', count: 2 }, { square: 'A3', count: 4 }] }, 'N');
    const p = preview(state);
    const r = reasons(p);
    expect(['g1', 'g2', 'g3'].map((id) => r[id])).toEqual(['MOV-5', 'MOV-5', 'MOV-5']);
    // Row 2 first: one of A2's guards fits into A1, the other stays for lack of room (MOV-9b).
    expect(['g4', 'g5'].map((id) => r[id]).sort()).toEqual(['MOV-3', 'MOV-9b']);
    // Then row 3: A2 now holds 1, so 3 of A3's 4 guards move up.
    const next = applied(state);
    expect(guardsOn(next, 'A1')).toHaveLength(4);
    expect(guardsOn(next, 'A2')).toHaveLength(4);
    expect(guardsOn(next, 'A3')).toHaveLength(1);
  });

  it('MOV-9c: a crossbowman needs a ladder between street and roof; the agile guard’s card ignores ladders', () => {
    const side = gridSide({ width: 2, height: 2, kinds: { A1: 'roof', B1: 'roof' }, edges: [{ a: 'B1', b: 'B2', kind: 'ladder' }] });
    const state = enemyPhaseAt(side, 'movement', { guards: [{ square: 'A2' }, { square: 'A2', guardType: 'agile' }, { square: 'B2' }] }, 'N', { eliteType: 'agile' });
    const p = preview(state);
    expect(reasons(p)).toEqual({ g1: 'MOV-9c', g2: 'MOV-3', g3: 'MOV-3' });
  });

  it('MOV-9a: a wall in the way holds the enemy', () => {
    const side = gridSide({ width: 1, height: 2, edges: [{ a: 'A1', b: 'A2', kind: 'wall' }] });
    const p = preview(enemyPhaseAt(side, 'movement', { guards: [{ square: 'A2' }] }, 'N'));
    expect(reasons(p)).toEqual({ g1: 'MOV-9a' });
  });

  it('MOV-9e: an enemy on a square with a red base stays; MOV-9d: one on an objective space stays', () => {
    const side = gridSide({ width: 2, height: 2, features: [{ type: 'objective', square: 'B2', cost: 1, xp: null, mandatory: true, escort: false }] });
    const state = enemyPhaseAt(side, 'movement', { guards: [{ square: 'A2' }, { square: 'B2' }], looseRedBases: ['A2'] }, 'N');
    const p = preview(state);
    expect(reasons(p)).toEqual({ g1: 'MOV-9e', g2: 'MOV-9d' });
    expect(p.moves.find((move) => move.miniatureId === 'g2')!.objectiveSpace).toBe('A:B2');
  });

  it('MOV-6: a guard drifting onto a square whose objective base has a free space is put on it', () => {
    const side = gridSide({ width: 1, height: 2, features: [{ type: 'objective', square: 'A1', cost: 1, xp: null, mandatory: true, escort: false }] });
    const next = applied(enemyPhaseAt(side, 'movement', { guards: [{ square: 'A2' }] }, 'N'));
    expect(next.miniatures.g1).toMatchObject({ place: { square: 'A1' }, objectiveSpace: 'A:A1' });
  });

  it('MOV-7: a ? card needs the direction read from the deck; typed, the enemies drift that way', () => {
    const state = enemyPhaseAt(street(), 'movement', { guards: [{ square: 'B2' }] }, '?');
    expect(preview(state)).toMatchObject({ status: 'input', missingInput: ['directions.A'] });
    const next = applied(state, { directions: { A: 'E' } });
    expect(guardsOn(next, 'C2')).toEqual(['g1']);
  });

  it('MOV-7: with the event deck entered, the app checks its cards for the first direction', () => {
    const state = enemyPhaseAt(street(), 'movement', { guards: [{ square: 'B2' }] }, '?', {
      eventDeck: { mode: 'entered', cards: [{ id: 'e1', direction: '?' }, { id: 'e2', direction: 'W' }, { id: 'e3', direction: '?' }] },
    });
    const p = preview(state);
    expect(p.directions).toEqual([{ side: 'A', direction: 'W', checkedCardId: 'e2' }]);
    expect(guardsOn(applied(state), 'A2')).toEqual(['g1']);
  });

  it('MOV-8, DET-1b: enemies arriving on an incognito assassin’s square test it after all movement', () => {
    const state = enemyPhaseAt(street(), 'movement', { guards: [{ square: 'B3', count: 2 }], assassins: [{ square: 'B2' }] }, 'N');
    const p = preview(state);
    expect(p.tests).toMatchObject([{ id: 'detect:A:B2', sets: [{ miniatureId: 'a1', involved: 'character', dice: 2 }] }]);
    const next = applied(state, { rolls: { 'detect:A:B2': ['eye', 'blank'] } });
    expect(next.alerts.A).toBe('active');
    expect(next.redBases.some((base) => base.at.on === 'attached' && base.at.miniatureId === 'a1')).toBe(true);
  });

  it('DET-7, MAP-HID-4: enemies arriving on a square do not test the character in its hiding spot', () => {
    const side = gridSide({ width: 3, height: 4, features: [{ type: 'hiding-spot', square: 'B2', kind: 'haystack' }] });
    let state = startPlay(testSetup({ map: testMap([side]), assassins: testAssassins(2), enemyCards: TEST_ENEMY_CARDS }));
    state = play(
      state,
      ...boardSteps({ guards: [{ square: 'B3', count: 2 }], assassins: [{ square: 'B2' }] }),
      { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
      { kind: 'begin-assassin-phase' },
      { kind: 'enter-hiding-spot', miniatureId: 'a1' },
      { kind: 'end-assassin-phase' },
      { kind: 'end-enemy-stage', stage: 'reinforcement' },
    );
    const p = preview(state);
    expect(guardsOn(applied(state), 'B2')).toHaveLength(2);
    expect(p.tests).toEqual([]);
  });

  it('DET-4: faces of another count are refused, naming the roll', () => {
    const state = enemyPhaseAt(street(), 'movement', { guards: [{ square: 'B3', count: 2 }], assassins: [{ square: 'B2' }] }, 'N');
    const result = reduce(state, enemyStage('movement', { rolls: { 'detect:A:B2': ['eye'] } }));
    expect(result.ok ? null : [result.refusal.rule, result.refusal.params]).toEqual(['DET-4', { rollId: 'detect:A:B2', count: 2, faces: 1 }]);
  });
});
