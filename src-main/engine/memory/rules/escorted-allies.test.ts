import { describe, expect, it } from 'vitest';
import type { MapFeature, StartingMiniature } from '../../../../shared/memory-play/map/map-types.js';
import type { AllyPiece, PlayState } from '../../../../shared/memory-play/play-state.js';
import { isTestedOnArrival } from '../stealth.js';
import { gridSide, play, startPlay, testMap, testSetup } from '../test-support/play-builders.js';
import { accepted, inAssassinPhase, refused } from '../test-support/step-assertions.js';
import { escortedAllies } from './escorted-allies.js';
import { enabledModules } from './index.js';

/**
 * The escorted-allies module (ESC-1, ESC-3, ESC-4, COORD-4, STL-1, CMB-7): on when the memory
 * brings an ally, off otherwise; an ally plays the same through it as the escorted-ally tests
 * show. A 4×3 test side, the assassins entering on A1; health and dice are test values.
 */
const allyOn = (square: string): StartingMiniature => ({ type: 'ally', square, name: 'Lea' });
const ESCORT: MapFeature = { type: 'objective', square: 'D3', cost: 1, xp: 1, mandatory: true, escort: true };
const side = (miniatures: StartingMiniature[], features: MapFeature[] = []) => gridSide({ width: 4, height: 3, features, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] });
const ids = (state: PlayState) => enabledModules(state).map((module) => module.id);
const lea = (health: number | null): AllyPiece => ({ id: 'ally1', kind: 'ally', name: 'Lea', health, maxHealth: health, place: { on: 'square', side: 'A', square: 'A1' } });

describe('the escorted-allies module is switched on by the memory (ESC-1)', () => {
  it('ESC-1: on when the map shows an ally or an escort objective, or the group switches it on; off otherwise', () => {
    expect(startPlay(testSetup({ map: testMap([side([allyOn('B2')])]) })).modules).toEqual({ 'escorted-allies': {} });
    expect(startPlay(testSetup({ map: testMap([side([], [ESCORT])]) })).modules).toEqual({ 'escorted-allies': {} });
    expect(startPlay(testSetup({ map: testMap([side([])]), rules: { 'escorted-allies': {} } })).modules).toEqual({ 'escorted-allies': {} });
    const without = startPlay(testSetup({ map: testMap([side([])]) }));
    expect(without.modules).toEqual({});
    expect(ids(without)).not.toContain('escorted-allies');
  });

  it('GEN-6: an ally added by hand in a memory without one switches the module on', () => {
    const state = inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }] });
    expect(ids(state)).not.toContain('escorted-allies');
    expect(ids(play(state, { kind: 'add-miniature', miniature: { kind: 'ally', name: 'Lea', health: 2 }, side: 'A', square: 'B2' }))).toContain('escorted-allies');
  });
});

describe('an escorted ally plays through its module as before', () => {
  it('COORD-4, ESC-1: in a play set up before modules existed, an ally still joins a coordinated attack with its card’s dice and no cube', () => {
    const { modules: _modules, ...before } = inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, allyOn('A1'), { type: 'guard', square: 'A1', guardType: 'agile', count: 1 }] });
    const started = accepted(before, {
      kind: 'coordinated-attack',
      side: 'A',
      square: 'A1',
      participants: [
        { miniatureId: 'a1', slot: 'melee', dice: 1 },
        { miniatureId: 'a2', slot: 'melee', dice: 1 },
        { miniatureId: 'ally1', slot: 'melee', dice: 2 },
      ],
    });
    expect(started.state.pending).toMatchObject({ kind: 'attack-roll', count: 4, attack: { participants: [{ miniatureId: 'a1' }, { miniatureId: 'a2' }, { miniatureId: 'ally1', dice: 2 }] } });
    expect(started.events.filter((event) => event.type === 'cubes-changed')).toHaveLength(2);
  });

  it('STL-1, ESC-3: an incognito ally is tested by enemies like an assassin; exposed, it is not', () => {
    const state = inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, allyOn('C2')] });
    const ally = state.miniatures['ally1']!;
    expect(isTestedOnArrival(state, ally)).toBe(true);
    const exposed = play(state, { kind: 'attach-red-base', miniatureId: 'ally1' });
    expect(isTestedOnArrival(exposed, exposed.miniatures['ally1']!)).toBe(false);
  });

  it('ESC-4, LEO-4: the health typed from an ally’s card names ESC-4 (its module’s rule); a machine’s names LEO-4', () => {
    let state = inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, allyOn('C2'), { type: 'machine', square: 'D3', name: 'Flying machine' }] });
    expect(refused(state, { kind: 'set-health', miniatureId: 'ally1', health: 2 })).toMatchObject({ rule: 'ESC-4', field: 'maxHealth' });
    expect(refused(state, { kind: 'set-health', miniatureId: 'm1', health: 2 })).toMatchObject({ rule: 'LEO-4', field: 'maxHealth' });
    state = play(state, { kind: 'set-health', miniatureId: 'ally1', health: 2, maxHealth: 2 });
    expect(refused(state, { kind: 'set-health', miniatureId: 'ally1', health: 3 })).toMatchObject({ rule: 'ESC-4', params: { max: 2 } });
  });

  it('ESC-4: enemies attack an ally only when its card shows health, some of it left', () => {
    expect(escortedAllies.pieces?.combatTarget?.(lea(2))).toBe(true);
    expect(escortedAllies.pieces?.combatTarget?.(lea(null))).toBe(false);
    expect(escortedAllies.pieces?.combatTarget?.(lea(0))).toBe(false);
  });

  it('CMB-6, CMB-7: 3 hits on an ally with 2 health leave it at 0, the third lost; one without health takes none', () => {
    const taken = escortedAllies.pieces?.takeHits?.(lea(2), 3, 'CMB-6');
    expect(taken?.piece).toMatchObject({ id: 'ally1', health: 0, maxHealth: 2 });
    expect(taken?.events).toEqual([{ type: 'health-changed', miniatureId: 'ally1', miniatureKind: 'ally', label: expect.any(String), from: 2, to: 0, maxHealth: 2, condition: null, rule: 'CMB-6' }]);
    expect(escortedAllies.pieces?.takeHits?.(lea(null), 3, 'CMB-6')).toBeNull();
  });
});
