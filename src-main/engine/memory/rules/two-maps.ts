import type { SideId } from '../../../../shared/memory-play/map/map-types.js';
import type { AlertState, PlayState } from '../../../../shared/memory-play/play-state.js';
import { isEnabled, sliceOf } from './enabled.js';
import { defineModule } from './rule-module.js';

/**
 * Two maps side by side (TWO-1…7, ALR-5, REI-9): each map has its own alert token (TWO-1,
 * ALR-5), draws its own event card (TWO-3), and only one map receives each reinforcement: the
 * one the triangle on the back of the deck's top card points to (REI-9, TWO-4). Its slice keeps
 * the maps dismantled (TWO-6: none until that rule is played); from then on the other map is the
 * only one in play.
 */
export const twoMaps = defineModule({
  id: 'two-maps',
  rules: ['TWO-1', 'TWO-3', 'TWO-4', 'ALR-5', 'REI-9'],
  enabledBy(setup) {
    if (setup.rules?.['two-maps'] !== undefined) return setup.rules['two-maps'];
    return setup.map.sides.length === 2 ? {} : null;
  },
  /** TWO-1, ALR-5: the second alert token goes on its space, inactive side up, like the first. */
  setup(ctx) {
    const alerts: Partial<Record<SideId, AlertState>> = { ...ctx.state.alerts };
    for (const side of ctx.state.map.sides) alerts[side.id] ??= 'inactive';
    ctx.state = { ...ctx.state, alerts };
    return { dismantled: [] };
  },
  sliceBefore: () => ({ dismantled: [] }),
});

/** The maps still in play: both, until one is dismantled (TWO-6); a memory on one map has only that one. */
function mapsInPlay(state: PlayState): SideId[] {
  const sides = state.map.sides.map((side) => side.id);
  if (!isEnabled(state, twoMaps)) return sides.slice(0, 1);
  const { dismantled } = sliceOf(state, twoMaps);
  return sides.filter((side) => !dismantled.includes(side));
}

/** EVT-2, TWO-3: the maps that draw an event card this turn, one card each. */
export const eventMaps = (state: PlayState): SideId[] => mapsInPlay(state);

/**
 * REI-9, TWO-4: the map that receives this reinforcement: the only one in play; with both, the
 * one the players chose, else the one the triangle on the back of the deck's top card points to;
 * null when the players must say it (the card was not entered with its triangle).
 */
export function receivingMap(state: PlayState, chosen: SideId | undefined, backTriangle: SideId | null): SideId | null {
  const maps = mapsInPlay(state);
  if (maps.length === 1) return maps[0]!;
  return chosen ?? backTriangle ?? null;
}
