import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import type { TowerFeature } from '../../../shared/memory-play/map/map-types.js';
import type { AssassinPiece, BoardSquare, PlayState, TowerTopPlace } from '../../../shared/memory-play/play-state.js';
import type { ActionStep } from '../../../shared/memory-play/moves/index.js';
import { findActor, findMayAct, payFor } from './action-costs.js';
import { isExposed, mapSide, who } from './board-queries.js';
import { withMiniature } from './miniature-steps.js';
import { PlayCtx } from './context.js';
import { accepted, type StepResult } from './step-result.js';
import { enemiesOn } from './stealth.js';
import { arrive, goOutOfSight } from './arrive.js';

/**
 * Towers (MAP-TWR-1…8; a naga follows them, NAGA-1): climbed for 1 cube from any of the 4
 * squares it stands by, synchronized once per map for 1 cube, left by a leap of faith into the
 * hiding spot at its foot for 0. The top is not a square (MAP-TWR-3): the assassin there is
 * out of the enemies' reach and always incognito (MAP-TWR-5, `red-bases.ts`).
 */

/** MAP-TWR-1: the towers of a side, with their index in its features. */
function towersOf(state: PlayState, side: BoardSquare['side']): { index: number; tower: TowerFeature }[] {
  return (mapSide(state, side)?.features ?? []).flatMap((feature, index) => (feature.type === 'tower' ? [{ index, tower: feature }] : []));
}

/** CF-LIM-2, MAP-TWR-1: who is on the top of a tower, if anyone. */
function topOccupant(state: PlayState, top: TowerTopPlace) {
  return Object.values(state.miniatures).find((miniature) => miniature.place.on === 'tower-top' && miniature.place.side === top.side && miniature.place.tower === top.tower);
}

/** The tower the assassin stands on the top of, refused with `rule` when it is not up a tower. */
export function findOnTop(state: PlayState, miniatureId: string, rule: string): Decision<{ assassin: AssassinPiece; top: TowerTopPlace; tower: TowerFeature }> {
  const found = findMayAct(state, miniatureId);
  if (!found.ok) return found;
  const assassin = found.value;
  if (assassin.place.on !== 'tower-top') return refuse(rule, `${assassin.characterId} is not at the top of a tower.`, { miniatureId }, 'miniatureId');
  const top = assassin.place;
  const tower = mapSide(state, top.side)?.features[top.tower];
  if (tower?.type !== 'tower') return refuse(rule, `${assassin.characterId} is not at the top of a tower.`, { miniatureId }, 'miniatureId');
  return { ok: true, value: { assassin, top, tower } };
}

/**
 * MAP-TWR-1, MAP-TWR-2, HUNT-6: 1 cube up a tower standing by the assassin's square, when its top
 * is free. Exposed, only with no enemy on the square: incognito at the top, its red base left
 * on the square it climbed from.
 */
export function climbTower(state: PlayState, step: Extract<ActionStep, { kind: 'climb-tower' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  const adjoining = towersOf(state, at.side).filter(({ tower }) => tower.squares.includes(at.square));
  const params = { miniatureId: assassin.id, side: at.side, square: at.square };
  const chosen = step.tower === undefined ? (adjoining.length === 1 ? adjoining[0] : undefined) : adjoining.find(({ index }) => index === step.tower);
  if (chosen === undefined) {
    if (adjoining.length > 1 && step.tower === undefined) {
      return refuse('MAP-TWR-1', `Two towers stand by ${at.side}:${at.square}: say which one.`, { ...params, towers: adjoining.map(({ index }) => index).join(', ') }, 'tower');
    }
    return refuse('MAP-TWR-1', `No tower stands by ${at.side}:${at.square}.`, params, step.tower === undefined ? 'miniatureId' : 'tower');
  }
  const top: TowerTopPlace = { on: 'tower-top', side: at.side, tower: chosen.index };
  const occupant = topOccupant(state, top);
  if (occupant !== undefined) return refuse('MAP-TWR-1', `The top of the ${chosen.tower.variant} is taken by ${occupant.id}.`, { ...params, occupantId: occupant.id }, 'miniatureId');
  const exposed = isExposed(state, assassin.id);
  const enemies = enemiesOn(state, at).length;
  if (exposed && enemies > 0) {
    return refuse('MAP-TWR-2', 'An exposed assassin climbs a tower only with no enemy on its square.', { ...params, enemies }, 'miniatureId');
  }
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const ctx = new PlayCtx(paid.value.state, paid.value.events);
  // MAP-TWR-2, STL-6: the red base stays on the starting square.
  goOutOfSight(ctx, assassin.id);
  ctx.state = withMiniature(ctx.state, { ...(ctx.state.miniatures[assassin.id] as AssassinPiece), place: top });
  ctx.emit({ type: 'tower-climbed', ...who(assassin), side: at.side, fromSquare: at.square, rule: 'MAP-TWR-1' });
  // MAP-TWR-3, MAP-TWR-5: the top is no square; no enemy tests it there.
  arrive(ctx, { how: 'tower', who: [assassin.id], at: top, from: at });
  return ctx.accepted();
}

/** MAP-TWR-4, CF-LIM-12: 1 cube at the top to reveal the tower card, once per map. */
export function synchronize(state: PlayState, step: Extract<ActionStep, { kind: 'synchronize' }>): StepResult {
  const found = findOnTop(state, step.miniatureId, 'MAP-TWR-4');
  if (!found.ok) return found;
  const { assassin, top } = found.value;
  const done = state.synchronized ?? [];
  if (done.includes(top.side)) return refuse('MAP-TWR-4', `Map ${top.side} has been synchronized already: once per map.`, { miniatureId: assassin.id, side: top.side }, 'kind');
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const next: PlayState = { ...paid.value.state, synchronized: [...done, top.side] };
  return accepted(next, [...paid.value.events, { type: 'tower-synchronized', ...who(assassin), side: top.side, rule: 'MAP-TWR-4' }]);
}
