import { describe, expect, it } from 'vitest';
import type { DiceFaces } from '../../shared/box-data/box-data-schema.js';
import type { StartingMiniature } from '../../shared/memory-play/map/map-types.js';
import type { AssassinPiece, PlayState } from '../../shared/memory-play/play-state.js';
import type { Step } from '../../shared/memory-play/moves/index.js';
import { deepFreeze, gridSide, play, startPlay, testAssassins, testMap, testSetup } from '../engine/memory/test-support/play-builders.js';
import { assassinPreview, playPreview, rollOdds } from './play-preview.js';
import { cardValuesToAsk } from '../../shared/memory-play/attack-cards.js';
import { inAssassinPhase, refused as refusedStep } from '../engine/memory/test-support/step-assertions.js';

/**
 * The board's previews: each is what the reducer does with the step, reported and not kept.
 * A 4×3 test side, the assassins entering on A1; the dice faces are test values typed as a
 * group would from its box (2 plain eyes on the red die, CF-DIE-3).
 */
const FACES: DiceFaces = {
  red: ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'],
  white: ['hit', 'hit', 'special', 'hit', 'x', 'x'],
};

function board(miniatures: StartingMiniature[], equipment: AssassinPiece['equipment'] = []): PlayState {
  const side = gridSide({
    width: 4,
    height: 3,
    edges: [{ a: 'A1', b: 'A2', kind: 'wall' }],
    features: [{ type: 'chest', square: 'B1' }],
    miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures],
  });
  const assassins = testAssassins(2).map((assassin, index) => (index === 0 ? { ...assassin, equipment } : assassin));
  return play(startPlay(testSetup({ map: testMap([side]), assassins })), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
}

const move = (square: string): Step => ({ kind: 'move', miniatureId: 'a1', side: 'A', square });
const roll = (state: PlayState, faces: ('blank' | 'eye' | 'eye-alert')[]): Step => ({ kind: 'roll', decisionId: state.pending!.id, mode: 'entered', faces });
const destination = (state: PlayState, square: string) => assassinPreview(deepFreeze(state), 'a1', FACES)!.destinations.find((d) => d.square === square);

describe('paying with the saved cube (SAVE-3)', () => {
  it('SAVE-3, ASP-1: with no cube left on the grouped slots and the saved cube ticked, the moves and actions are offered as the reducer takes them', () => {
    // The grouped slots are spent; the cube on the "+" slot is left (set by hand, GEN-6).
    const state = deepFreeze(play(board([]), { kind: 'set-cubes', miniatureId: 'a1', cubes: 0, savedCube: true }));
    const unticked = assassinPreview(state, 'a1', FACES)!;
    expect(unticked.savedCube).toBe(false);
    expect(unticked.destinations.find((d) => d.square === 'B1')!.refusal).toMatchObject({ rule: 'ASP-1', params: { cost: 1, cubes: 0, savedCube: true } });

    const ticked = assassinPreview(state, 'a1', FACES, true)!;
    expect(ticked.savedCube).toBe(true);
    expect(ticked.destinations.find((d) => d.square === 'B1')!.refusal).toBeNull();
    // One cube's worth of action (ASP-1 table): offered; saving another cube is not (SAVE-2: one at a time).
    expect(ticked.actions.find((action) => action.kind === 'trade')!.refusal?.rule).not.toBe('ASP-1');
    expect(ticked.actions.find((action) => action.kind === 'save-cube')!.refusal).toMatchObject({ rule: 'SAVE-2' });
    // What the preview offers is what the step then does: the saved cube pays the move.
    const moved = play(state, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'B1', useSavedCube: true });
    expect(moved.miniatures.a1).toMatchObject({ cubes: 0, savedCube: false, place: { on: 'square', square: 'B1' } });
  });

  it('SAVE-3: ticked for an assassin without a saved cube, nothing is tried with it', () => {
    const state = deepFreeze(play(board([]), { kind: 'set-cubes', miniatureId: 'a1', cubes: 0, savedCube: false }));
    const preview = assassinPreview(state, 'a1', FACES, true)!;
    expect(preview.savedCube).toBe(false);
    expect(preview.destinations.find((d) => d.square === 'B1')!.refusal).toMatchObject({ rule: 'ASP-1' });
  });
});

describe('where the selected assassin can move (ACT-MOV-1)', () => {
  it('ACT-MOV-1, MAP-WAL-1: the destinations are the nearby squares, not through a wall', () => {
    const preview = assassinPreview(board([]), 'a1', FACES)!;
    expect(preview.destinations.map((d) => d.square)).toEqual(['B1']);
  });

  it('DET-4, DET-5: entering 2 guards shows a test of 2 red dice and the exact chance one of them shows an eye', () => {
    const state = board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 2 }]);
    const preview = destination(state, 'B1')!;
    // 2 of 6 faces expose with the alert inactive: 1 − (4/6)² = 20/36.
    expect(preview.detection).toMatchObject({ count: 2, exposingFaces: ['eye'], alertWasActive: false, characters: [{ miniatureId: 'a1', dice: 2, chance: { favourable: 20, total: 36 } }] });
    expect(preview.refusal).toBeNull();
    expect(state.pending).toBeNull();
  });

  it('DET-5, DET-8: with the alert already active an eye-alert exposes too, so the chance grows', () => {
    const state = play(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]), { kind: 'set-alert', side: 'A', alert: 'active' });
    expect(destination(state, 'B1')!.detection).toMatchObject({ exposingFaces: ['eye', 'eye-alert'], characters: [{ chance: { favourable: 3, total: 6 } }] });
  });

  it('UNK-1: without the red die’s faces the test is shown without a chance', () => {
    const state = board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]);
    expect(assassinPreview(state, 'a1', {})!.destinations[0]!.detection!.characters[0]!.chance).toBeNull();
  });

  it('HUNT-1: an exposed assassin leaving 2 guards shows that 1 of them hunts it, chosen by the players', () => {
    let state = board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 2 }]);
    state = play(state, move('B1'));
    state = play(state, roll(state, ['eye', 'blank']));
    const preview = assassinPreview(state, 'a1', FACES)!;
    expect(preview.destinations.find((d) => d.square === 'C1')).toMatchObject({ hunt: { count: 1, enemies: 2, choose: true }, detection: null, refusal: null });
  });

  it('STL-6: an exposed assassin arriving where no enemy stands is shown becoming incognito again', () => {
    let state = board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]);
    state = play(state, move('B1'));
    state = play(state, roll(state, ['eye']));
    // One guard: the only group hunts at once, so C1 is not empty on arrival.
    expect(destination(state, 'C1')).toMatchObject({ hunt: { count: 1, choose: false }, incognitoAgain: false });
    state = play(state, { kind: 'remove-miniature', miniatureId: Object.keys(state.miniatures).find((id) => state.miniatures[id]!.kind === 'guard')! });
    expect(destination(state, 'C1')).toMatchObject({ hunt: null, incognitoAgain: true });
  });

  it('SAVE-3, ASP-3: in the enemy phase, after combat too, the moves are offered paid with the saved cube; without one they are refused', () => {
    const state = play(board([]), { kind: 'save-cube', miniatureId: 'a1' }, { kind: 'end-assassin-phase' }, { kind: 'end-enemy-stage', stage: 'reinforcement' }, { kind: 'end-enemy-stage', stage: 'movement' }, { kind: 'end-enemy-stage', stage: 'combat' });
    expect(destination(state, 'B1')!.refusal).toBeNull();
    const other = assassinPreview(deepFreeze(state), 'a2', FACES)!.destinations.find((d) => d.square === 'B1')!;
    expect(other.refusal).toMatchObject({ rule: 'ASP-3', params: { miniatureId: 'a2', phase: 'enemy' } });
  });

  it('RST-2: a move into a restricted area among enemies shows the exposure at once, with no test', () => {
    const side = gridSide({ width: 4, height: 3, features: [{ type: 'restricted', square: 'B1' }], miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }] });
    const state = play(startPlay(testSetup({ map: testMap([side]) })), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
    expect(destination(state, 'B1')).toMatchObject({ exposedAtOnce: true, detection: null });
    expect(destination(state, 'A2')).toMatchObject({ exposedAtOnce: false });
  });

  it('ASP-1: with no cube left each destination carries the refusal with its numbers', () => {
    const state = play(board([]), { kind: 'set-cubes', miniatureId: 'a1', cubes: 0, savedCube: false });
    expect(destination(state, 'B1')!.refusal).toMatchObject({ rule: 'ASP-1', params: { miniatureId: 'a1', cost: 1, cubes: 0 } });
  });
});

describe('the selected assassin’s actions, each with its cost (ASP-1)', () => {
  const action = (state: PlayState, kind: string) => assassinPreview(deepFreeze(state), 'a1', FACES)!.actions.find((a) => a.kind === kind)!;

  it('MAP-CHS-1: opening a chest costs 1 and is refused away from one, naming the square', () => {
    const state = board([]);
    expect(action(state, 'open-chest')).toMatchObject({ cost: 1, refusal: { rule: 'MAP-CHS-1', params: { square: 'A1' } } });
    expect(action(play(state, move('B1')), 'open-chest')).toMatchObject({ cost: 1, refusal: null });
  });

  it('ACT-WPN-1, ACT-WPN-2: a weapon in its slot lists the squares with enemies in its reach; without one the attack is refused', () => {
    const guards: StartingMiniature[] = [{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }];
    expect(action(board(guards), 'attack').refusal).toMatchObject({ rule: 'ACT-WPN-1' });
    const armed = board(guards, [
      { slot: 'melee', name: 'Test sword' },
      { slot: 'ranged', name: 'Test crossbow' },
    ]);
    const attack = action(armed, 'attack');
    expect(attack).toMatchObject({ cost: 1, refusal: null });
    expect(attack.weapons).toEqual([
      // The dice on the cards are main's to fill in from box data and the log (weapon-dice.test.ts).
      { slot: 'melee', card: 'Test sword', targets: [], refusal: null, dice: null, diceFrom: null },
      { slot: 'ranged', card: 'Test crossbow', targets: [{ side: 'A', square: 'B1', enemies: 1 }], refusal: null, dice: null, diceFrom: null },
    ]);
  });

  it('ACT-TRD-1: a trade needs another assassin on the square', () => {
    const state = board([]);
    expect(action(state, 'trade')).toMatchObject({ cost: 1, partners: ['a2'], refusal: null });
    expect(action(play(state, move('B1')), 'trade')).toMatchObject({ partners: [], refusal: { rule: 'ACT-TRD-1' } });
  });

  it('HLT-4: a critical assassin’s actions are all refused by its condition', () => {
    const state = play(board([]), { kind: 'set-health', miniatureId: 'a1', health: 0 });
    const preview = assassinPreview(state, 'a1', FACES)!;
    expect(new Set(preview.actions.map((a) => a.refusal?.rule))).toEqual(new Set(['HLT-4']));
  });

  it('GEN-1: while a choice waits nothing else is previewed', () => {
    let state = board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]);
    state = play(state, move('B1'));
    expect(playPreview(state, 3, 'a1', FACES)).toMatchObject({ steps: 3, assassin: null, roll: { kind: 'detection', count: 1 } });
  });
});

describe('the exact chance of the roll waiting', () => {
  it('ACT-WPN-3, RET-1: an attack’s chance to fell every guard of the target and to roll an X', () => {
    let state = board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 2 }], [{ slot: 'melee', name: 'Test sword' }]);
    // The crossbowman's health typed in the attack form (a test value: 1).
    state = play(state, { kind: 'attack', miniatureId: 'a1', slot: 'melee', dice: 2, side: 'A', square: 'A1', cards: { crossbowman: { health: 1 } } });
    // Test faces: 4 of 6 are hits (a special counts), 2 of 6 are X.
    expect(rollOdds(state, FACES)).toEqual({
      kind: 'attack',
      count: 2,
      guards: 2,
      hitsNeeded: 2,
      allGuards: { favourable: 16, total: 36, probability: 16 / 36 },
      anyFailure: { favourable: 20, total: 36, probability: 20 / 36 },
    });
  });

  it('ACT-WPN-5: the chance to fell every guard asks for the sum of their cards’ health in hits; unknown, no chance is given', () => {
    const start = board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 2 }], [{ slot: 'melee', name: 'Test sword' }]);
    // Health 2 each (a test value): 4 hits of 4 dice, each die a hit 4 times in 6: 4^4 of 6^4.
    const tough = play(start, { kind: 'attack', miniatureId: 'a1', slot: 'melee', dice: 4, side: 'A', square: 'A1', cards: { crossbowman: { health: 2 } } });
    expect(rollOdds(tough, FACES)).toMatchObject({ guards: 2, hitsNeeded: 4, allGuards: { favourable: 4 ** 4, total: 6 ** 4 } });
    const unknown = play(start, { kind: 'attack', miniatureId: 'a1', slot: 'melee', dice: 4, side: 'A', square: 'A1' });
    expect(rollOdds(unknown, FACES)).toMatchObject({ guards: 2, hitsNeeded: null, allGuards: null });
  });
});

describe('what a coordinated attack needs typed (COORD-3, UNK-7)', () => {
  it('COORD-3, UNK-7: a coordinated attack on an enemy whose black dice nobody gave is offered: its form asks for them, the step refuses without them', () => {
    // SET-5: an elite the rulebooks do not describe, with no card entered.
    const state = inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'guard', square: 'A1', guardType: 'brute', count: 1 }] });
    const action = assassinPreview(state, 'a1', FACES)!.actions.find((candidate) => candidate.kind === 'coordinated-attack')!;
    expect(action.refusal).toBeNull();
    const step: Step = { kind: 'coordinated-attack', participants: [{ miniatureId: 'a1', slot: 'melee', dice: 1 }, { miniatureId: 'a2', slot: 'melee', dice: 1 }], side: 'A', square: 'A1' };
    expect(cardValuesToAsk(state, { side: 'A', square: 'A1' }, { dealt: true, atDistance: false })).toEqual([{ key: 'brute', miniatureIds: ['g1'], health: true, blackDice: true, weapon: false }]);
    expect(refusedStep(state, step)).toMatchObject({ rule: 'UNK-7', params: { card: 'brute', context: 'blackDice' } });
  });
});
