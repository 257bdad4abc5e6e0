import { describe, expect, it } from 'vitest';
import { refuse } from '../../../../shared/ipc/refusal.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import { PlayCtx } from '../context.js';
import { gridSide, startPlay, testMap, testSetup } from '../test-support/play-builders.js';
import { modulesAllow, modulesOnArrive, RULE_MODULES } from './index.js';
import type { Arrival } from '../arrival.js';
import { twoMaps } from './two-maps.js';

/**
 * The seams the rule modules plug into: whether a step is allowed (allowed.ts asks the modules
 * on, in order) and what an arrival triggers (arrive.ts). A stand-in module, the two-maps module
 * with a rule of its own for the test (ESC-5's "never climbs a tower" as the example of a refusal),
 * on a play of two 3×3 test sides, and the same play on one side, where it is off.
 */
const sides = (count: 1 | 2) =>
  testMap([gridSide({ id: 'A', width: 3, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }] }), ...(count === 2 ? [gridSide({ id: 'B', width: 3, height: 3 })] : [])]);
const arrivals: Arrival[] = [];
const standIn = {
  ...twoMaps,
  allow: (_state: PlayState, step: { kind: string }) => (step.kind === 'climb-tower' ? refuse('ESC-5', 'This character never climbs a tower.', {}, 'kind').refusal : null),
  onArrive: (_ctx: PlayCtx, arrival: Arrival) => void arrivals.push(arrival),
};
const registry = [...RULE_MODULES.filter((module) => module.id !== 'two-maps'), standIn];

describe('the seams the rule modules plug into', () => {
  it('a module on in the play may refuse a step, naming its rule; one that is off is not asked', () => {
    const on = startPlay(testSetup({ map: sides(2) }));
    expect(modulesAllow(on, { kind: 'climb-tower', miniatureId: 'a1' }, registry)).toMatchObject({ rule: 'ESC-5', field: 'kind' });
    expect(modulesAllow(on, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'A2' }, registry)).toBeNull();
    expect(modulesAllow(startPlay(testSetup({ map: sides(1) })), { kind: 'climb-tower', miniatureId: 'a1' }, registry)).toBeNull();
  });

  it('an arrival reaches the modules on, once each; the modules off hear nothing', () => {
    arrivals.length = 0;
    const arrival: Arrival = { how: 'move', who: ['a1'], at: { side: 'A', square: 'A2' }, from: { side: 'A', square: 'A1' }, exposed: false };
    modulesOnArrive(new PlayCtx(startPlay(testSetup({ map: sides(2) }))), arrival, registry);
    modulesOnArrive(new PlayCtx(startPlay(testSetup({ map: sides(1) }))), arrival, registry);
    expect(arrivals).toEqual([arrival]);
  });
});
