import { describe, expect, it } from 'vitest';
import type { DieFace } from '../../../shared/dice/dice.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { planEnemyStage, previewEnemyStage } from './enemy/enemy-stage.js';
import { whatNext } from './what-next.js';
import { boardSteps, enemyStage, TEST_ENEMY_CARDS } from './test-support/enemy-builders.js';
import { gridSide, play, startPlay, testAssassins, testMap, testSetup } from './test-support/play-builders.js';
import { accepted, assassinOf, refused } from './test-support/step-assertions.js';

/**
 * SAVE-3, ASP-3, ENM-1 (001 "Zachowana akcja", "Ważne przypomnienie"): a saved cube may be spent
 * in the enemy phase before or after each of its three steps, so also after combat, before the
 * end of turn; 0-cost actions may be taken at the same moments. A 4×3 test side, assassins
 * entering on A3; every number is a test value.
 */

const side = () => gridSide({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A3' }] });
const eventPhase: Step = { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] };
const byHand = (...steps: Step[]): Step[] => steps;

/** Turn 1's enemy phase reached with `saver`'s cube saved in the assassin phase. */
function enemyPhaseWithSavedCube(saver: string, assassins = 2, board: Parameters<typeof boardSteps>[0] = {}): PlayState {
  const state = startPlay(testSetup({ map: testMap([side()]), assassins: testAssassins(assassins), enemyCards: TEST_ENEMY_CARDS }));
  return play(state, ...boardSteps(board), eventPhase, { kind: 'begin-assassin-phase' }, { kind: 'save-cube', miniatureId: saver }, { kind: 'end-assassin-phase' });
}

const throughCombat = (state: PlayState): PlayState =>
  play(state, { kind: 'end-enemy-stage', stage: 'reinforcement' }, { kind: 'end-enemy-stage', stage: 'movement' }, { kind: 'end-enemy-stage', stage: 'combat' });

describe('the saved cube and 0-cost actions in the enemy phase (SAVE-3, ASP-3, ENM-1)', () => {
  it('SAVE-3, ASP-3: after the combat step, before the end of turn, an assassin spends its saved cube', () => {
    const state = throughCombat(enemyPhaseWithSavedCube('a1', 2, { assassins: [{ square: 'B2' }, { square: 'B2' }] }));
    expect(whatNext(state)).toMatchObject({ kind: 'tracker', move: 'end-turn', rule: 'SAVE-3' });
    const moved = accepted(state, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'C2', useSavedCube: true });
    expect(assassinOf(moved.state, 'a1')).toMatchObject({ savedCube: false, place: { square: 'C2' } });
    // Still only the saved cube (ASP-2 emptied the grouped slots), and only once.
    expect(refused(moved.state, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'D2', useSavedCube: true })).toMatchObject({ rule: 'SAVE-3', params: { miniatureId: 'a1' } });
    expect(refused(moved.state, { kind: 'move', miniatureId: 'a2', side: 'A', square: 'C2' })).toMatchObject({ rule: 'ASP-3', params: { miniatureId: 'a2', phase: 'enemy' } });
    // Then the end of turn, as ever.
    expect(play(moved.state, { kind: 'end-turn' })).toMatchObject({ turn: 2, phase: 'event' });
  });

  it('SAVE-3: a 0-cost action may be taken after combat too', () => {
    const state = throughCombat(enemyPhaseWithSavedCube('a1'));
    const used = accepted(state, { kind: 'use-card', miniatureId: 'a2', card: 'A card that costs nothing', cost: 0 });
    expect(used.events).toContainEqual(expect.objectContaining({ type: 'card-used', miniatureId: 'a2', cost: 0 }));
  });

  it('SAVE-3, HLT-6: a medicine after combat is the last chance to heal an assassin critical since the turn before', () => {
    // Turn 1: Alessandra (a1) goes critical. Turn 2: Bastiano (a2) saves a cube, and after combat spends it on a medicine.
    let state = startPlay(testSetup({ map: testMap([side()]), assassins: testAssassins(2) }));
    state = play(state, ...byHand({ kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B2' }, { kind: 'move-miniature', miniatureId: 'a2', side: 'A', square: 'B2' }), eventPhase, { kind: 'begin-assassin-phase' });
    state = play(state, { kind: 'set-health', miniatureId: 'a1', health: 0 }, { kind: 'end-assassin-phase' });
    state = play(throughCombat(state), { kind: 'end-turn' }, eventPhase, { kind: 'begin-assassin-phase' }, { kind: 'save-cube', miniatureId: 'a2' }, { kind: 'end-assassin-phase' });
    const afterCombat = throughCombat(state);
    expect(assassinOf(afterCombat, 'a1')).toMatchObject({ condition: 'critical', criticalSinceTurn: 1 });
    // Untreated, the end of turn 2 eliminates her (HLT-6).
    expect(assassinOf(play(afterCombat, { kind: 'end-turn' }), 'a1').condition).toBe('eliminated');
    // The medicine: the card paid with the saved cube, its healing made by hand (GEN-6).
    const healed = play(afterCombat, { kind: 'use-card', miniatureId: 'a2', card: 'Medicine', cost: 1, useSavedCube: true }, { kind: 'set-health', miniatureId: 'a1', health: 3 });
    expect(assassinOf(play(healed, { kind: 'end-turn' }), 'a1').condition).toBe('full');
  });

  it('SAVE-3 example (001): guards enter a square of 4 assassins and expose 2; after the movement step Bastiano spends his saved cube on a smoke bomb, and combat finds nobody exposed', () => {
    // Reading taken (the example has no picture): the 4 assassins wait on C2, 2 guards drift north from C3.
    let state = enemyPhaseWithSavedCube('a2', 4, { guards: [{ square: 'C3', count: 2 }], assassins: [{ square: 'C2' }, { square: 'C2' }, { square: 'C2' }, { square: 'C2' }] });
    expect(assassinOf(state, 'a2').characterId).toBe('bastiano');
    state = play(state, { kind: 'end-enemy-stage', stage: 'reinforcement' });
    // One test for the square (DET-3): each of the 4 rolls one red die per guard there (DET-4), 8 in all.
    const preview = previewEnemyStage(state, enemyStage('movement'));
    if (!preview.ok) throw new Error(preview.refusal.message);
    expect(preview.value.tests).toEqual([expect.objectContaining({ square: 'C2', count: 8 })]);
    const faces: DieFace[] = ['eye', 'blank', 'blank', 'blank', 'eye', 'blank', 'blank', 'blank'];
    const moved = planEnemyStage(state, enemyStage('movement', { rolls: { 'detect:A:C2': faces } }));
    if (!moved.ok) throw new Error(moved.refusal.message);
    state = moved.value.state;
    expect(['a1', 'a2', 'a3', 'a4'].filter((id) => isExposed(state, id))).toEqual(['a1', 'a3']);
    expect(state.enemyStage).toBe('combat');
    // The smoke bomb, paid with the saved cube; its effect (everyone incognito) made by hand (GEN-6).
    state = play(state, { kind: 'use-card', miniatureId: 'a2', card: 'Smoke bomb', cost: 1, useSavedCube: true }, { kind: 'detach-red-base', miniatureId: 'a1' }, { kind: 'detach-red-base', miniatureId: 'a3' });
    const combat = previewEnemyStage(state, enemyStage('combat'));
    if (!combat.ok) throw new Error(combat.refusal.message);
    expect(combat.value).toMatchObject({ status: 'ready', combat: [] });
  });
});
