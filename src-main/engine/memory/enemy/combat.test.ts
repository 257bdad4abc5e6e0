import { describe, expect, it } from 'vitest';
import { reduce } from '../reduce.js';
import { gridSide } from '../test-support/play-builders.js';
import { enemyPhaseAt, enemyStage } from '../test-support/enemy-builders.js';
import { previewEnemyStage } from './enemy-stage.js';
import { combatOdds } from '../../../../shared/memory-play/combat-odds.js';
import type { EnemyStageInput, EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { AssassinPiece, PlayState } from '../../../../shared/memory-play/play-state.js';

const street = () => gridSide({ width: 3, height: 3 });
/** Test faces of a black die: 3 hits, 3 fails (the players' entered faces stand here). */
const BLACK: DieFace[] = ['hit', 'hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail'];

function preview(state: PlayState, input: EnemyStageInput = {}): EnemyStagePreview {
  const result = previewEnemyStage(state, enemyStage('combat', input), { black: BLACK });
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result.value;
}

function applied(state: PlayState, input: EnemyStageInput = {}) {
  const result = reduce(state, enemyStage('combat', input));
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

const hits = (n: number, of: number): DieFace[] => [...Array<DieFace>(n).fill('hit'), ...Array<DieFace>(of - n).fill('enemy-fail')];

describe('combat (CMB-1…8)', () => {
  it('CMB-8 (seed 001, combat example): Alessandra and Claudio exposed with an agile guard (2 dice), 3 crossbowmen nearby (1 die each): 5 dice, 2 each, the odd die to the one the players choose', () => {
    // No enemy card entered: CF-CHR-13/14 give the crossbowman's ranged 1 die and the agile guard's melee 2.
    const state = enemyPhaseAt(
      street(),
      'combat',
      {
        guards: [{ square: 'B2', guardType: 'agile' }, { square: 'A2' }, { square: 'C2' }, { square: 'B1' }],
        assassins: [{ square: 'B2', exposed: true }, { square: 'C3' }, { square: 'B2', exposed: true }],
      },
      'N',
      { eliteType: 'agile', enemyCards: [] },
    );
    expect(state.miniatures.a1).toMatchObject({ characterId: 'alessandra' });
    expect(state.miniatures.a3).toMatchObject({ characterId: 'claudio' });
    const asked = preview(state);
    expect(asked.missingCards).toEqual([]);
    expect(asked.question).toMatchObject({ id: 'combat-remainder:A:B2', kind: 'combat-remainder', rule: 'CMB-5', count: 1 });
    expect(asked.question!.options.map((option) => option.id)).toEqual(['a1', 'a3']);
    // "The players decide to give the remaining die to Alessandra."
    const choices = { 'combat-remainder:A:B2': 'a1' };
    const answered = preview(state, { choices });
    expect(answered.combat).toHaveLength(1);
    expect(answered.combat[0]).toMatchObject({ square: 'B2', pool: 5 });
    expect(answered.combat[0]!.shares.map((share) => [share.miniatureId, share.dice])).toEqual([
      ['a1', 3],
      ['a3', 2],
    ]);
    expect(answered.status).toBe('rolls');
    // "Alessandra rolls 2 hits and 1 fail, so she loses 2 health; Claudio rolls 2 fails and loses none."
    const result = applied(state, { choices, rolls: { 'combat:a1': ['hit', 'hit', 'enemy-fail'], 'combat:a3': ['enemy-fail', 'enemy-fail'] } });
    expect((result.state.miniatures.a1 as AssassinPiece).health).toBe(1);
    expect((result.state.miniatures.a3 as AssassinPiece).health).toBe(3);
  });

  it('CMB-5: the players give out the leftover dice as they wish, two to one character too', () => {
    // An agile guard and 3 crossbowmen on B2 (test cards: 2 + 3 dice) against 3 exposed assassins: 1 each, 2 left over.
    const state = enemyPhaseAt(
      street(),
      'combat',
      { guards: [{ square: 'B2', guardType: 'agile' }, { square: 'B2', count: 3 }], assassins: [{ square: 'B2', exposed: true }, { square: 'B2', exposed: true }, { square: 'B2', exposed: true }] },
      'N',
      { eliteType: 'agile' },
    );
    const asked = preview(state);
    expect(asked.question).toMatchObject({ kind: 'combat-remainder', rule: 'CMB-5', count: 2 });
    expect(asked.question!.options.map((option) => option.id)).toEqual(['a1+a1', 'a1+a2', 'a1+a3', 'a2+a2', 'a2+a3', 'a3+a3']);
    const answered = preview(state, { choices: { 'combat-remainder:A:B2': 'a2+a2' } });
    expect(answered.combat[0]!.shares.map((share) => [share.miniatureId, share.dice])).toEqual([
      ['a1', 1],
      ['a2', 3],
      ['a3', 1],
    ]);
  });

  it('CMB-6, CMB-7, HLT-4: each hit removes 1 health; at 0 the assassin is critical, loses its red base, and further hits are lost', () => {
    const state = enemyPhaseAt(street(), 'combat', { guards: [{ square: 'B2', count: 4 }], assassins: [{ square: 'B2', exposed: true, health: 2 }] });
    const result = applied(state, { rolls: { 'combat:a1': hits(3, 4) } });
    const a1 = result.state.miniatures.a1 as AssassinPiece;
    expect(a1).toMatchObject({ health: 0, condition: 'critical', criticalSinceTurn: 1 });
    expect(result.state.redBases.some((base) => base.at.on === 'attached' && base.at.miniatureId === 'a1')).toBe(false);
    expect(result.events.find((event) => event.type === 'combat-rolled')).toMatchObject({ hits: 3, lost: 1, rule: 'CMB-7' });
  });

  it('CMB-3: a melee enemy attacks only its own square; CMB-2: a ranged one shoots a nearby square', () => {
    const state = enemyPhaseAt(street(), 'combat', { guards: [{ square: 'A2', guardType: 'agile' }, { square: 'C2' }], assassins: [{ square: 'B2', exposed: true }] }, 'N', { eliteType: 'agile' });
    const p = preview(state);
    expect(p.combat).toHaveLength(1);
    expect(p.combat[0]).toMatchObject({ square: 'B2', attackerIds: ['g2'], pool: 1 });
  });

  it('CMB-2: a ranged group that could shoot at two squares waits for the players to pick one', () => {
    const state = enemyPhaseAt(street(), 'combat', { guards: [{ square: 'B2' }], assassins: [{ square: 'A2', exposed: true }, { square: 'C2', exposed: true }] });
    const p = preview(state);
    expect(p.question).toMatchObject({ id: 'combat-target:A:B2', kind: 'combat-target', rule: 'CMB-2' });
    expect(p.question!.options.map((option) => option.id)).toEqual(['A:C2', 'A:A2']);
    const result = applied(state, { choices: { 'combat-target:A:B2': 'A:A2' }, rolls: { 'combat:a1': ['hit'] } });
    expect((result.state.miniatures.a1 as AssassinPiece).health).toBe(2);
    expect((result.state.miniatures.a2 as AssassinPiece).health).toBe(3);
  });

  it('CMB-5, STL-1: an incognito assassin on the square is never given dice', () => {
    const state = enemyPhaseAt(street(), 'combat', { guards: [{ square: 'B2', count: 2 }], assassins: [{ square: 'B2', exposed: true }, { square: 'B2' }] });
    const p = preview(state);
    expect(p.combat[0]!.shares.map((share) => share.miniatureId)).toEqual(['a1']);
  });

  it('UNK-7: without the enemy card the step asks for its values, and typed values make it playable', () => {
    const state = enemyPhaseAt(street(), 'combat', { guards: [{ square: 'B2', guardType: 'brute' }], assassins: [{ square: 'B2', exposed: true }] }, 'N', { eliteType: 'brute' });
    expect(preview(state)).toMatchObject({ status: 'cards', missingCards: ['brute'] });
    const refused = reduce(state, enemyStage('combat'));
    expect(refused.ok ? null : refused.refusal.rule).toBe('UNK-7');
    const typedCard = { brute: { health: 2, blackDice: 3, weapon: 'melee' as const, ignoresLadders: false } };
    expect(preview(state, { cards: typedCard }).combat[0]!.shares[0]!.dice).toBe(3);
  });

  it('CMB-6: the preview gives the exact chance of ending untouched, injured or critical', () => {
    // 2 dice, half the faces hit: no hit 1/4, one hit 1/2, two hits 1/4.
    expect(combatOdds(BLACK, 2, 2)).toEqual({ untouched: 0.25, injured: 0.5, critical: 0.25 });
    expect(combatOdds(BLACK, 2, 1)).toEqual({ untouched: 0.25, injured: 0, critical: 0.75 });
    expect(combatOdds(BLACK, 0, 3)).toEqual({ untouched: 1, injured: 0, critical: 0 });
    const state = enemyPhaseAt(street(), 'combat', { guards: [{ square: 'B2', count: 2 }], assassins: [{ square: 'B2', exposed: true, health: 1 }] });
    expect(preview(state).combat[0]!.shares[0]!.odds).toEqual({ untouched: 0.25, injured: 0, critical: 0.75 });
  });

  it('ENM-1, SAVE-3: the combat step leaves the enemy phase at the moment after its last step', () => {
    const state = enemyPhaseAt(street(), 'combat');
    const result = applied(state);
    expect(result.state).toMatchObject({ phase: 'enemy', enemyStage: null });
  });
});
