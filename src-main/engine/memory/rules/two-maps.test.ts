import { describe, expect, it } from 'vitest';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import { gridSide, play, startPlay, testMap, testSetup } from '../test-support/play-builders.js';
import { refused } from '../test-support/step-assertions.js';
import { enabledModules } from './index.js';
import { eventMaps, receivingMap } from './two-maps.js';

/**
 * The two-maps module (TWO-1, TWO-3, TWO-4, ALR-5, REI-9): on when the memory is played on two
 * maps side by side, off on one; the maps play the same through it as before. Two 3×3 test
 * sides, the assassins entering on A:A1.
 */
const twoSides = () => testMap([gridSide({ id: 'A', width: 3, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }] }), gridSide({ id: 'B', width: 3, height: 3 })]);
const oneSide = () => testMap([gridSide({ id: 'A', width: 3, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }] })]);
const ids = (state: PlayState) => enabledModules(state).map((module) => module.id);
const withoutModules = ({ modules: _modules, ...state }: PlayState): PlayState => state;

describe('the two-maps module is switched on by the memory (TWO-1)', () => {
  it('TWO-1: on with two maps, its slice with no map dismantled; off with one', () => {
    const two = startPlay(testSetup({ map: twoSides() }));
    expect(two.modules).toEqual({ 'two-maps': { dismantled: [] } });
    const one = startPlay(testSetup({ map: oneSide() }));
    expect(one.modules).toEqual({});
    expect(ids(one)).not.toContain('two-maps');
  });

  it('TWO-1, ALR-5: each map has its own alert token, inactive at the start; one map has one', () => {
    expect(startPlay(testSetup({ map: twoSides() })).alerts).toEqual({ A: 'inactive', B: 'inactive' });
    expect(startPlay(testSetup({ map: oneSide() })).alerts).toEqual({ A: 'inactive' });
  });
});

describe('two maps play through the module as before (TWO-3, TWO-4, REI-9)', () => {
  for (const [name, of] of [
    ['set up today', (state: PlayState) => state],
    ['set up before modules existed', withoutModules],
  ] as const) {
    it(`TWO-3: each map draws one event card; a card for one map only is refused (${name})`, () => {
      const state = of(startPlay(testSetup({ map: twoSides() })));
      expect(eventMaps(state)).toEqual(['A', 'B']);
      expect(refused(state, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] })).toMatchObject({ rule: 'EVT-2', params: { side: 'B' }, field: 'events' });
      const drawn = play(state, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }, { side: 'B', direction: 'S' }] });
      expect(drawn.currentEvents.map((event) => event.side)).toEqual(['A', 'B']);
    });

    it(`REI-9, TWO-4: the map the players name receives the guards, else the one the deck's back points to; neither known, the players are asked (${name})`, () => {
      const state = of(startPlay(testSetup({ map: twoSides() })));
      expect(receivingMap(state, undefined, 'B')).toBe('B');
      expect(receivingMap(state, 'A', 'B')).toBe('A');
      expect(receivingMap(state, undefined, null)).toBeNull();
    });
  }

  it('REI-9, EVT-2: on one map, that map receives every reinforcement and draws the only event card, nothing asked', () => {
    const state = startPlay(testSetup({ map: oneSide() }));
    expect(receivingMap(state, undefined, null)).toBe('A');
    expect(eventMaps(state)).toEqual(['A']);
  });

  it('TWO-6: once a map is dismantled, the other receives every reinforcement and alone draws an event card', () => {
    const state = startPlay(testSetup({ map: twoSides() }));
    const dismantled: PlayState = { ...state, modules: { ...state.modules, 'two-maps': { dismantled: ['A'] } } };
    expect(receivingMap(dismantled, undefined, 'A')).toBe('B');
    expect(eventMaps(dismantled)).toEqual(['B']);
  });
});
