import { describe, expect, it } from 'vitest';
import { stepSchema } from '../../../../shared/memory-play/moves/index.js';
import type { EnemyStageInput, EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { MapSide } from '../../../../shared/memory-play/map/map-types.js';
import type { EnemyStage, GuardPiece, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { Step } from '../../../../shared/memory-play/moves/index.js';
import { reduce } from '../reduce.js';
import { gridSide } from '../test-support/play-builders.js';
import { enemyPhaseAt, enemyStage, guardsOn } from '../test-support/enemy-builders.js';
import { previewEnemyStage } from './enemy-stage.js';

/**
 * GEN-1: the three places of the enemy phase where the rules leave the players a choice besides
 * MOV-2 and CMB: which bodies give way (CAP-2), in which order two entrance letters reaching one
 * square are resolved (REI-3), which guards take an objective base's spaces (REI-7, MOV-6). The
 * step stops at the question with every legal option; each answer gives its own result; the
 * answer is logged in the step and replays the same.
 */

/** A 4×4 street map: entrance A touches B1; entrance C touches B1 and C1; entrance B touches D4; an objective on D1 touched by D. */
const side = (): MapSide =>
  gridSide({
    width: 4,
    height: 4,
    features: [
      { type: 'entrance', letter: 'A', touches: ['B1'] },
      { type: 'entrance', letter: 'C', touches: ['B1', 'C1'] },
      { type: 'entrance', letter: 'B', touches: ['D4'] },
      { type: 'entrance', letter: 'D', touches: ['D1'] },
      { type: 'objective', square: 'D1', cost: 1, xp: null, mandatory: true, escort: false },
    ],
  });

const card = (...entries: [letter: 'A' | 'B' | 'C' | 'D', count: number, guardType: string][]): EnemyStageInput => ({ reinforcementCard: { entries: entries.map(([letter, count, guardType]) => ({ letter, count, guardType })) } });

function preview(state: PlayState, step: EnemyStage, input: EnemyStageInput): EnemyStagePreview {
  const result = previewEnemyStage(state, enemyStage(step, input));
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result.value;
}

/**
 * Applies the step as the log keeps it (through the step schema, as saved and read back), and
 * checks that replaying the logged step gives the same state and table events.
 */
function appliedAndReplayed(state: PlayState, step: EnemyStage, input: EnemyStageInput): PlayState {
  const logged = stepSchema.parse(JSON.parse(JSON.stringify(enemyStage(step, input)))) as Step;
  const result = reduce(state, logged);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  expect(reduce(state, logged)).toEqual(result);
  return result.state;
}

const withChoice = (input: EnemyStageInput, id: string, answer: string): EnemyStageInput => ({ ...input, choices: { ...input.choices, [id]: answer } });
const bodyTypes = (state: PlayState, square: string): string[] => guardsOn(state, square, true).map((id) => (state.miniatures[id] as GuardPiece).guardType).sort();
const onSpaces = (state: PlayState, square: string): string[] =>
  guardsOn(state, square)
    .map((id) => state.miniatures[id] as GuardPiece)
    .filter((guard) => guard.objectiveSpace !== undefined)
    .map((guard) => guard.guardType)
    .sort();

describe('players choose where the enemy phase leaves a choice (GEN-1)', () => {
  it('CAP-2: when fewer bodies must give way than lie on the square and they differ, the players choose which; each answer returns its body to its reserve', () => {
    // D4: two crossbowmen's bodies and an agile guard's body; 2 crossbowmen enter: 1 body must go.
    const bodies = { guards: [{ square: 'D4', count: 2, body: true }, { square: 'D4', guardType: 'agile', body: true }] };
    const state = enemyPhaseAt(side(), 'reinforcement', bodies, 'N', { eliteType: 'agile' });
    const input = card(['B', 2, 'crossbowman']);
    const asked = preview(state, 'reinforcement', input);
    expect(asked.status).toBe('question');
    expect(asked.question).toMatchObject({ id: 'bodies-give-way:REI-3:A:D4', kind: 'bodies-give-way', rule: 'CAP-2', square: 'D4', count: 1, miniatureIds: ['g1', 'g2', 'g3'] });
    // Every legal option: a crossbowman's body (the two look the same: one option) or the agile guard's.
    expect(asked.question!.options.map((option) => option.id)).toEqual(['g1', 'g3']);

    const rolls = { 'detect:A:D4': ['blank', 'blank', 'blank', 'blank', 'blank', 'blank'] as const };
    const crossbowmanGoes = appliedAndReplayed(state, 'reinforcement', { ...withChoice(input, 'bodies-give-way:REI-3:A:D4', 'g1'), rolls: { ...rolls } as never });
    expect(bodyTypes(crossbowmanGoes, 'D4')).toEqual(['agile', 'crossbowman']);
    expect(crossbowmanGoes.reserve.crossbowman).toBe(state.reserve.crossbowman! - 2 + 1);
    expect(crossbowmanGoes.reserve.agile).toBe(state.reserve.agile);

    const agileGoes = appliedAndReplayed(state, 'reinforcement', { ...withChoice(input, 'bodies-give-way:REI-3:A:D4', 'g3'), rolls: { ...rolls } as never });
    expect(bodyTypes(agileGoes, 'D4')).toEqual(['crossbowman', 'crossbowman']);
    expect(agileGoes.reserve.crossbowman).toBe(state.reserve.crossbowman! - 2);
    expect(agileGoes.reserve.agile).toBe(state.reserve.agile! + 1);
  });

  it('CAP-2: bodies that all look the same, or that must all go, are no choice', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'D4', count: 3, body: true }] });
    expect(preview(state, 'reinforcement', card(['B', 2, 'crossbowman'])).status).toBe('rolls');
    const mixed = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'D4', body: true }, { square: 'D4', guardType: 'agile', body: true }] }, 'N', { eliteType: 'agile' });
    expect(preview(mixed, 'reinforcement', card(['B', 4, 'crossbowman'])).status).toBe('rolls');
  });

  it('CAP-2: a drifting group entering a square of mixed bodies asks which give way, in the movement step too', () => {
    // B2: 2 crossbowmen drift north into B1, which holds 2 crossbowmen's bodies and an agile guard's body.
    const state = enemyPhaseAt(gridSide({ width: 3, height: 3 }), 'movement', { guards: [{ square: 'B1', count: 2, body: true }, { square: 'B1', guardType: 'agile', body: true }, { square: 'B2', count: 2 }] }, 'N', { eliteType: 'agile' });
    const asked = preview(state, 'movement', {});
    expect(asked.question).toMatchObject({ id: 'bodies-give-way:MOV-3:A:B1', rule: 'CAP-2', count: 1 });
    expect(asked.question!.options.map((option) => option.id)).toEqual(['g1', 'g3']);
    const agileGoes = preview(state, 'movement', { choices: { 'bodies-give-way:MOV-3:A:B1': 'g3' } });
    expect(agileGoes.displacedBodies.map((body) => body.guardType)).toEqual(['agile']);
    const crossbowmanGoes = preview(state, 'movement', { choices: { 'bodies-give-way:MOV-3:A:B1': 'g1' } });
    expect(crossbowmanGoes.displacedBodies.map((body) => body.guardType)).toEqual(['crossbowman']);
  });

  it('REI-3: two letters reaching one square without room for both: the players choose which is resolved first, among the orders that change who enters', () => {
    // B1 (touching A and C) holds 2 guards: room for 2 more.
    const state = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'B1', count: 2 }] }, 'N', { eliteType: 'agile' });
    const input = card(['A', 2, 'crossbowman'], ['C', 1, 'agile']);
    const asked = preview(state, 'reinforcement', input);
    expect(asked.status).toBe('question');
    expect(asked.question).toMatchObject({ id: 'entry-order:A:B1', kind: 'entry-order', rule: 'REI-3', square: 'B1', count: 2 });
    expect(asked.question!.options).toEqual([
      { id: 'A:crossbowman>C:agile', entries: [{ letter: 'A', guardType: 'crossbowman', count: 2 }, { letter: 'C', guardType: 'agile', count: 0 }] },
      { id: 'C:agile>A:crossbowman', entries: [{ letter: 'C', guardType: 'agile', count: 1 }, { letter: 'A', guardType: 'crossbowman', count: 1 }] },
    ]);
    const typeCount = (s: PlayState, type: string) => guardsOn(s, 'B1').filter((id) => (s.miniatures[id] as GuardPiece).guardType === type).length;

    const aFirst = appliedAndReplayed(state, 'reinforcement', withChoice(input, 'entry-order:A:B1', 'A:crossbowman>C:agile'));
    expect([typeCount(aFirst, 'crossbowman'), typeCount(aFirst, 'agile')]).toEqual([4, 0]);
    expect(guardsOn(aFirst, 'C1')).toHaveLength(1);
    expect(aFirst.reserve.agile).toBe(state.reserve.agile! - 1);

    const cFirst = appliedAndReplayed(state, 'reinforcement', withChoice(input, 'entry-order:A:B1', 'C:agile>A:crossbowman'));
    expect([typeCount(cFirst, 'crossbowman'), typeCount(cFirst, 'agile')]).toEqual([3, 1]);
    expect(cFirst.reserve.agile).toBe(state.reserve.agile! - 2);
    expect(cFirst.reserve.crossbowman).toBe(state.reserve.crossbowman! - 1);
    expect(preview(state, 'reinforcement', withChoice(input, 'entry-order:A:B1', 'C:agile>A:crossbowman')).leftInReserve).toEqual([{ guardType: 'crossbowman', side: 'A', square: 'B1', letter: 'A', count: 1 }]);
  });

  it('REI-3: letters sharing a square with room for all, or whose order changes nothing, ask nothing', () => {
    const roomy = enemyPhaseAt(side(), 'reinforcement', {}, 'N', { eliteType: 'agile' });
    expect(preview(roomy, 'reinforcement', card(['A', 2, 'crossbowman'], ['C', 1, 'agile'])).status).toBe('ready');
    const full = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'B1', count: 4 }] }, 'N', { eliteType: 'agile' });
    expect(preview(full, 'reinforcement', card(['A', 2, 'crossbowman'], ['C', 1, 'agile'])).status).toBe('ready');
  });

  it('GEN-1: an answer that is not one of the options is refused by the question’s rule', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'B1', count: 2 }] }, 'N', { eliteType: 'agile' });
    const result = previewEnemyStage(state, enemyStage('reinforcement', withChoice(card(['A', 2, 'crossbowman'], ['C', 1, 'agile']), 'entry-order:A:B1', 'C:crossbowman>A:agile')));
    expect(result.ok ? null : [result.refusal.rule, result.refusal.params]).toEqual(['REI-3', { questionId: 'entry-order:A:B1', optionId: 'C:crossbowman>A:agile', options: 'A:crossbowman>C:agile, C:agile>A:crossbowman' }]);
  });

  it('REI-7: more guards appearing on an objective base’s square than it has free spaces: the players choose which take them', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', {}, 'N', { eliteType: 'agile' });
    const input = card(['D', 2, 'crossbowman'], ['D', 2, 'agile']);
    const asked = preview(state, 'reinforcement', input);
    expect(asked.question).toMatchObject({ id: 'objective-spaces:REI-3:A:D1', kind: 'objective-spaces', rule: 'REI-7', square: 'D1', count: 3 });
    // 2 crossbowmen (g1, g2) and 2 agile guards (g3, g4) for 3 spaces: one of either type stays off.
    const options = asked.question!.options;
    expect(options.map((option) => option.id)).toEqual(['g1+g2+g3', 'g1+g3+g4']);
    const twoCrossbowmen = appliedAndReplayed(state, 'reinforcement', withChoice(input, asked.question!.id, 'g1+g2+g3'));
    expect(onSpaces(twoCrossbowmen, 'D1')).toEqual(['agile', 'crossbowman', 'crossbowman']);
    const twoAgile = appliedAndReplayed(state, 'reinforcement', withChoice(input, asked.question!.id, 'g1+g3+g4'));
    expect(onSpaces(twoAgile, 'D1')).toEqual(['agile', 'agile', 'crossbowman']);
  });

  it('MOV-6: guards drifting onto an objective base’s square, more than its free spaces and of different types: the players choose which take them', () => {
    const map = gridSide({ width: 3, height: 3, features: [{ type: 'objective', square: 'B1', cost: 1, xp: null, mandatory: true, escort: false }] });
    const state = enemyPhaseAt(map, 'movement', { guards: [{ square: 'B2', count: 2 }, { square: 'B2', guardType: 'agile', count: 2 }] }, 'N', { eliteType: 'agile' });
    const asked = preview(state, 'movement', {});
    expect(asked.question).toMatchObject({ id: 'objective-spaces:MOV-3:A:B1', kind: 'objective-spaces', rule: 'MOV-6', count: 3 });
    expect(asked.question!.options.map((option) => option.id)).toEqual(['g1+g2+g3', 'g1+g3+g4']);
    const twoAgile = appliedAndReplayed(state, 'movement', { choices: { 'objective-spaces:MOV-3:A:B1': 'g1+g3+g4' } });
    expect(onSpaces(twoAgile, 'B1')).toEqual(['agile', 'agile', 'crossbowman']);
    const twoCrossbowmen = appliedAndReplayed(state, 'movement', { choices: { 'objective-spaces:MOV-3:A:B1': 'g1+g2+g3' } });
    expect(onSpaces(twoCrossbowmen, 'B1')).toEqual(['agile', 'crossbowman', 'crossbowman']);
    // Guards of one type are no choice.
    const same = enemyPhaseAt(map, 'movement', { guards: [{ square: 'B2', count: 4 }] }, 'N');
    expect(preview(same, 'movement', {}).status).toBe('ready');
  });
});
