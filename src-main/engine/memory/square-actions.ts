import { refuse } from '../../../shared/ipc/refusal.js';
import type { AssassinPiece, BoardSquare, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep } from '../../../shared/memory-play/moves/index.js';
import { findActor, findMayAct, payFor } from './action-costs.js';
import { isExposed, who } from './board-queries.js';
import { reduceMiniatureStep } from './miniature-steps.js';
import { PlayCtx } from './context.js';
import { accepted, type StepResult } from './step-result.js';
import { checkWhole } from './step-checks.js';
import { enemiesOn, expose, isBody, piecesOn, triggerAlert } from './stealth.js';

/** Actions on the assassin's own square: chests (MAP-CHS-1), bodies (BODY-1…3), and cards the app does not play (GEN-6). */

/** A sanity bound on a typed card cost: not a game value. */
const CARD_COST_MAX = 9;

/** HUNT-6 and the action table: exposed, this action needs a square without enemies. */
function refuseIfHunted(state: PlayState, assassin: AssassinPiece, at: BoardSquare, rule: string): StepResult | null {
  const enemies = enemiesOn(state, at).length;
  if (isExposed(state, assassin.id) && enemies > 0) {
    return refuse(rule, 'While enemies share its square, an exposed assassin cannot do this (HUNT-6).', { miniatureId: assassin.id, enemies }, 'miniatureId');
  }
  return null;
}

/** MAP-CHS-1: 1 cube; the chest leaves the map and the group keeps its token. */
export function openChest(state: PlayState, step: Extract<ActionStep, { kind: 'open-chest' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  const chest = state.chests.find((candidate) => candidate.side === at.side && candidate.square === at.square && !candidate.opened);
  if (chest === undefined) return refuse('MAP-CHS-1', `No closed chest on ${at.side}:${at.square}.`, { miniatureId: assassin.id, side: at.side, square: at.square }, 'miniatureId');
  const hunted = refuseIfHunted(state, assassin, at, 'MAP-CHS-1');
  if (hunted) return hunted;
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const next: PlayState = { ...paid.value.state, chests: state.chests.map((candidate) => (candidate.id === chest.id ? { ...candidate, opened: true } : candidate)) };
  return accepted(next, [...paid.value.events, { type: 'chest-changed', chestId: chest.id, side: chest.side, square: chest.square, opened: true, rule: 'MAP-CHS-1' }]);
}

/**
 * BODY-1…3, BODY-6: 1 cube hides every body on the square (bosses' too), after a search of up
 * to one card per body (BODY-2; the cards are drawn at the table). The guards' bodies go back
 * to the reserve, even when an investigation card stopped the search (BODY-3).
 */
export function hideBodies(state: PlayState, step: Extract<ActionStep, { kind: 'hide-bodies' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  const bodies = piecesOn(state, at, isBody);
  if (bodies.length === 0) return refuse('BODY-1', `No body on ${at.side}:${at.square}.`, { miniatureId: assassin.id, side: at.side, square: at.square }, 'miniatureId');
  const hunted = refuseIfHunted(state, assassin, at, 'BODY-1');
  if (hunted) return hunted;
  const searched = checkWhole(step.searched, 0, bodies.length, 'BODY-2', 'searched', { bodies: bodies.length });
  if (!searched.ok) return searched;
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const ctx = new PlayCtx(paid.value.state, paid.value.events);
  ctx.emit({ type: 'bodies-searched', ...who(assassin), ...at, searched: searched.value, bodies: bodies.length, rule: 'BODY-2' });
  for (const body of bodies) {
    const removed = reduceMiniatureStep(ctx.state, { kind: 'remove-miniature', miniatureId: body.id });
    if (!removed.ok) return removed;
    ctx.change(removed, (event) => ({ ...event, rule: 'BODY-3' }));
  }
  return ctx.accepted();
}

/** GEN-6, EQP-8: a card's cost paid and its icons applied; its effect is made by hand. */
export function useCard(state: PlayState, step: Extract<ActionStep, { kind: 'use-card' }>): StepResult {
  const actor = findMayAct(state, step.miniatureId);
  if (!actor.ok) return actor;
  const assassin = actor.value;
  // MAP-TWR-8: equipment may be used at a tower top, where the assassin is always incognito (MAP-TWR-5).
  const place = assassin.place as Exclude<typeof assassin.place, { on: 'off-map' }>;
  const at = place.on === 'square' ? { side: place.side, square: place.square } : null;
  const cost = checkWhole(step.cost, 0, CARD_COST_MAX, 'ASP-1', 'cost', { miniatureId: assassin.id });
  if (!cost.ok) return cost;
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const ctx = new PlayCtx(paid.value.state, paid.value.events);
  ctx.emit({ type: 'card-used', ...who(assassin), card: step.card, cost: cost.value, rule: 'GEN-6' });
  if (step.eyeIcon === true && at !== null) ctx.change(expose(ctx.state, assassin.id, at));
  if (step.alertIcon === true) ctx.change(triggerAlert(ctx.state, place.side));
  return ctx.accepted();
}

/** ACT-TRD-1/2, HLT-7: 1 cube to trade with assassins on the same square; a critical one must agree. */
export function trade(state: PlayState, step: Extract<ActionStep, { kind: 'trade' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  for (const [index, partnerId] of step.withIds.entries()) {
    const partner = Object.hasOwn(state.miniatures, partnerId) ? state.miniatures[partnerId] : undefined;
    const field = `withIds.${index}`;
    const here = partner !== undefined && partner.place.on === 'square' && partner.place.side === at.side && partner.place.square === at.square;
    if (partner === undefined || partner.kind !== 'assassin' || partner.id === assassin.id || !here || step.withIds.indexOf(partnerId) !== index) {
      return refuse('ACT-TRD-1', `${String(partnerId)} is not another assassin on ${at.side}:${at.square}.`, { miniatureId: assassin.id, partnerId: String(partnerId), side: at.side, square: at.square }, field);
    }
    if (partner.condition === 'critical' && step.criticalAgrees !== true) {
      return refuse('ACT-TRD-2', `${partner.characterId} is critical: trade only if it agrees.`, { miniatureId: assassin.id, partnerId: partner.id }, 'criticalAgrees');
    }
  }
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  return accepted(paid.value.state, [...paid.value.events, { type: 'traded', ...who(assassin), withIds: [...step.withIds], rule: 'ACT-TRD-1' }]);
}
