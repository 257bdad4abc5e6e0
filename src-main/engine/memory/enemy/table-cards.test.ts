import { describe, expect, it } from 'vitest';
import { reduce } from '../reduce.js';
import { gridSide, play } from '../test-support/play-builders.js';
import { enemyPhaseAt, enemyStage } from '../test-support/enemy-builders.js';
import { previewEnemyStage } from './enemy-stage.js';
import type { EnemyCardValues } from '../../../../shared/memory-play/enemy-box-data.js';
import type { EnemyStageInput } from '../../../../shared/memory-play/enemy-phase.js';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';

/**
 * UNK-7, UNK-8: cards typed at the table in an enemy stage hold for the rest of the memory, a
 * boss's too (box data keeps only guard types' cards). The boss card's values are test values.
 */

const street = () => gridSide({ width: 3, height: 3 });
const BOSS = 'boss:Pitigliano';
const bossCard: EnemyCardValues = { health: 4, blackDice: 3, weapon: 'melee', ignoresLadders: false };

/** Combat of turn 1: Pitigliano (card never typed) on B2 with Claudio exposed there. */
function bossCombat(): PlayState {
  const state = enemyPhaseAt(street(), 'combat', { assassins: [{ square: 'B2', exposed: true }, { square: 'C3' }] }, 'N', { enemyCards: [] });
  return play(state, { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Pitigliano' }, side: 'A', square: 'B2' });
}

function previewOf(state: PlayState, input: EnemyStageInput = {}) {
  const result = previewEnemyStage(state, enemyStage('combat', input), { black: ['hit', 'hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail'] });
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule}`);
  return result.value;
}

const fails = (count: number): DieFace[] => Array<DieFace>(count).fill('enemy-fail');

describe('enemy cards typed at the table hold for the memory (UNK-7, UNK-8)', () => {
  it('UNK-8, CMB-4: a boss’s card typed in one combat stage is not asked again at the next turn’s combat', () => {
    const state = bossCombat();
    expect(previewOf(state).missingCards).toEqual([BOSS]);
    const cards = { [BOSS]: bossCard };
    // CMB-4: the boss's 3 black dice, all on Claudio (a1).
    const applied = reduce(state, enemyStage('combat', { cards, rolls: { 'combat:a1': fails(3) } }));
    if (!applied.ok) throw new Error(applied.refusal.rule);
    expect(applied.state.tableCards?.[BOSS]).toEqual(bossCard);

    const nextCombat = play(
      applied.state,
      { kind: 'end-turn' },
      { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
      { kind: 'begin-assassin-phase' },
      { kind: 'end-assassin-phase' },
      { kind: 'end-enemy-stage', stage: 'reinforcement' },
      { kind: 'end-enemy-stage', stage: 'movement' },
    );
    const asked = previewOf(nextCombat);
    expect(asked.missingCards).toEqual([]);
    expect(asked.combat[0]).toMatchObject({ square: 'B2', pool: 3 });
  });
});
