import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import { BASE_HEALTH, INVENTORY_SLOTS, TYPED_SLOTS, type BoardSlot, type TypedSlot } from '../../../shared/boards/board.js';
import type { AssassinPiece, PlayCard, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep } from '../../../shared/memory-play/moves/index.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { findMayAct, payFor } from './action-costs.js';
import { withHealth } from './board-steps.js';
import { who } from './board-queries.js';
import { withMiniature } from './miniature-steps.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { PlayCtx } from './context.js';
import { accepted, type StepResult } from './step-result.js';
import { checkWhole, unchanged } from './step-checks.js';

/**
 * The board's slots during the play (EQP-1…7): a card gained goes into a free slot for 0
 * cubes (EQP-2); a full slot is freed by moving its card to the inventory for 1 cube or by
 * discarding it for 0 (EQP-4); worn armor comes off only for a better one, whose extra health
 * is added (EQP-6). Trading (EQP-4 b) is the trade action.
 */

/** A sanity bound on a typed armor health or per-card limit: not a game value. */
const CARD_NUMBER_MAX = 9;

const isTyped = (slot: BoardSlot): slot is TypedSlot => (TYPED_SLOTS as readonly string[]).includes(slot);
const cardIn = (assassin: AssassinPiece, slot: BoardSlot): PlayCard | undefined => assassin.equipment.find((card) => card.slot === slot);
const freeInventorySlot = (assassin: AssassinPiece): BoardSlot | undefined => INVENTORY_SLOTS.find((slot) => cardIn(assassin, slot) === undefined);

/** HLT-1, EQP-6: the health the worn armor adds: as typed from its card, else what the max health shows above 3. */
const wornArmorHealth = (assassin: AssassinPiece): number => cardIn(assassin, 'armor')?.armorHealth ?? Math.max(0, assassin.maxHealth - BASE_HEALTH);

/** EQP-5: a discarded black card goes to the discard pile, a light-gray one back to the box; unknown when not typed. */
const discardTo = (card: PlayCard): 'discard-pile' | 'box' | null => (card.reusable === undefined ? null : card.reusable ? 'box' : 'discard-pile');

/** EQP-1, APP-5: the hidden-blade slot is the assassins' only. */
function refuseApprenticeBlade(assassin: AssassinPiece, slot: BoardSlot, field: string): StepResult | null {
  if (slot !== 'hidden-blade' || !assassin.apprentice) return null;
  return refuse('APP-5', 'Apprentices cannot use the hidden blade.', { miniatureId: assassin.id, characterId: assassin.characterId }, field);
}

/** EQP-6, HLT-1: the assassin's max health and health move by the armor's difference. */
function withArmorChange(state: PlayState, assassin: AssassinPiece, difference: number): { state: PlayState; events: TableEvent[] } {
  if (difference === 0) return { state, events: [] };
  const current = state.miniatures[assassin.id] as AssassinPiece;
  const changed = withHealth(state, { ...current, maxHealth: current.maxHealth + difference }, Math.max(0, current.health + difference));
  return { state: changed.state, events: changed.events.map((event) => ({ ...event, rule: 'EQP-6' })) };
}

/** EQP-3, EQP-6, EQP-7: the gained card's own numbers, as typed from it. */
function checkGainedCard(assassin: AssassinPiece, card: Extract<ActionStep, { kind: 'equip' }>['card']): Decision<{ armorHealth: number }> {
  const armorHealth = checkWhole(card.armorHealth ?? 0, 0, CARD_NUMBER_MAX, 'EQP-6', 'card.armorHealth', { card: card.name });
  if (!armorHealth.ok) return armorHealth;
  if (card.cardType !== 'armor' && armorHealth.value > 0) {
    return refuse('EQP-6', `Only an armor card adds health: “${card.name}” is not armor.`, { context: 'notArmor', card: card.name }, 'card.armorHealth');
  }
  if (card.limit !== undefined) {
    const limit = checkWhole(card.limit, 1, CARD_NUMBER_MAX, 'EQP-7', 'card.limit', { card: card.name });
    if (!limit.ok) return limit;
    const held = assassin.equipment.filter((held) => held.name.toLowerCase() === card.name.toLowerCase()).length;
    if (held >= limit.value) {
      return refuse('EQP-7', `“${card.name}” says at most ${limit.value} per assassin; ${assassin.characterId} has ${held}.`, { miniatureId: assassin.id, card: card.name, limit: limit.value, held }, 'card.limit');
    }
  }
  return { ok: true, value: { armorHealth: armorHealth.value } };
}

/**
 * EQP-2…7: a gained card into `slot`. Free: 0 cubes (EQP-2). Taken: its card is moved to a free
 * inventory slot for 1 cube (EQP-4 a) or discarded for 0 (EQP-4 c); worn armor gives way only
 * to a better armor, and only the difference in health is added (EQP-6).
 */
export function equip(state: PlayState, step: Extract<ActionStep, { kind: 'equip' }>): StepResult {
  const found = findMayAct(state, step.miniatureId);
  if (!found.ok) return found;
  const assassin = found.value;
  const { card, slot } = step;
  const checked = checkGainedCard(assassin, card);
  if (!checked.ok) return checked;
  const { armorHealth } = checked.value;
  const blade = refuseApprenticeBlade(assassin, slot, 'slot');
  if (blade) return blade;
  if (isTyped(slot) && card.cardType !== slot) {
    return refuse('EQP-3', `“${card.name}” does not go in the ${slot} slot: a typed slot takes only a card with its icon.`, { context: card.cardType, card: card.name }, 'slot');
  }
  const occupant = cardIn(assassin, slot);
  let inventorySlot: BoardSlot | undefined;
  if (occupant !== undefined) {
    const params = { miniatureId: assassin.id, assassin: assassin.characterId, card: occupant.name, slot };
    if (slot === 'armor' && armorHealth <= wornArmorHealth(assassin)) {
      return refuse('EQP-6', `Worn armor comes off only for a better armor: “${card.name}” adds ${armorHealth}, the worn “${occupant.name}” ${wornArmorHealth(assassin)}.`, { ...params, armorHealth, worn: wornArmorHealth(assassin) }, 'card.armorHealth');
    }
    if (step.occupant === undefined) {
      return refuse('EQP-4', `${assassin.characterId} already has “${occupant.name}” in that slot: move it to the inventory (1 action) or discard it (0).`, params, 'occupant');
    }
    if (step.occupant === 'to-inventory') {
      inventorySlot = isTyped(slot) ? freeInventorySlot(assassin) : undefined;
      if (inventorySlot === undefined) {
        return refuse('EQP-4', `${assassin.characterId} has no free inventory slot for “${occupant.name}”.`, { ...params, context: 'noInventory' }, 'occupant');
      }
    }
  }
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const paidAssassin = paid.value.state.miniatures[assassin.id] as AssassinPiece;
  const kept = paidAssassin.equipment.filter((held) => held.slot !== slot);
  const gained: PlayCard = { slot, name: card.name, cardType: card.cardType, ...(card.cardType === 'armor' ? { armorHealth } : {}), ...optional(card) };
  const moved = occupant !== undefined && inventorySlot !== undefined ? [{ ...occupant, slot: inventorySlot }] : [];
  const ctx = new PlayCtx(withMiniature(paid.value.state, { ...paidAssassin, equipment: [...kept, ...moved, gained] }), paid.value.events);
  if (occupant !== undefined) {
    ctx.emit(
      inventorySlot !== undefined
        ? { type: 'card-moved', ...who(assassin), card: occupant.name, from: slot, to: inventorySlot, discardTo: null, rule: 'EQP-4' }
        : { type: 'card-moved', ...who(assassin), card: occupant.name, from: slot, to: null, discardTo: discardTo(occupant), rule: 'EQP-4' },
    );
  }
  ctx.emit({ type: 'card-moved', ...who(assassin), card: card.name, from: null, to: slot, discardTo: null, rule: 'EQP-2' });
  if (slot === 'armor') ctx.change(withArmorChange(ctx.state, assassin, armorHealth - (occupant === undefined ? 0 : wornArmorHealth(assassin))));
  return ctx.accepted();
}

/** The optional facts typed from a card, kept with it (EQP-5, EQP-7). */
const optional = (card: { reusable?: boolean; limit?: number }) => ({
  ...(card.reusable === undefined ? {} : { reusable: card.reusable }),
  ...(card.limit === undefined ? {} : { limit: card.limit }),
});

/**
 * EQP-4, EQP-5, EQP-6: a card of the board moved to another free slot of it for 1 cube (a
 * rearrangement, the action table's "equip / rearrange"), or discarded for 0 (EQP-4 c). Worn
 * armor stays on (EQP-6). A card whose icon the app does not know moves on the players' word,
 * and armor going on needs its health (`armorHealth`).
 */
export function moveCard(state: PlayState, step: Extract<ActionStep, { kind: 'move-card' }>): StepResult {
  const found = findMayAct(state, step.miniatureId);
  if (!found.ok) return found;
  const assassin = found.value;
  const card = cardIn(assassin, step.from);
  if (card === undefined) return refuse(PLAY_DATA_RULES.unknown, `${assassin.characterId} has no card in the ${step.from} slot.`, { miniatureId: assassin.id, slot: step.from }, 'from');
  if (step.to === step.from) return unchanged(`“${card.name}” is already in the ${step.from} slot`, { miniatureId: assassin.id });
  if (step.from === 'armor') {
    return refuse('EQP-6', `Worn armor comes off only when a better armor replaces it: “${card.name}” stays on.`, { miniatureId: assassin.id, card: card.name }, 'from');
  }
  if (step.to === 'discard') {
    const kept = assassin.equipment.filter((held) => held.slot !== step.from);
    return accepted(withMiniature(state, { ...assassin, equipment: kept }), [
      { type: 'card-moved', ...who(assassin), card: card.name, from: step.from, to: null, discardTo: discardTo(card), rule: 'EQP-4' },
    ]);
  }
  const to = step.to;
  const blade = refuseApprenticeBlade(assassin, to, 'to');
  if (blade) return blade;
  const occupant = cardIn(assassin, to);
  if (occupant !== undefined) {
    return refuse('EQP-4', `${assassin.characterId} already has “${occupant.name}” in that slot: move or discard it first.`, { miniatureId: assassin.id, assassin: assassin.characterId, card: occupant.name, slot: to, context: 'moveTarget' }, 'to');
  }
  const cardType = card.cardType ?? (isTyped(step.from) ? step.from : undefined);
  if (isTyped(to) && cardType !== undefined && cardType !== to) {
    return refuse('EQP-3', `“${card.name}” does not go in the ${to} slot: a typed slot takes only a card with its icon.`, { context: cardType, card: card.name }, 'to');
  }
  let armorHealth = 0;
  if (to === 'armor') {
    const typed = card.armorHealth ?? step.armorHealth;
    if (typed === undefined) return refuse('EQP-6', `Type the health “${card.name}” adds as armor.`, { miniatureId: assassin.id, card: card.name }, 'armorHealth');
    const checked = checkWhole(typed, 0, CARD_NUMBER_MAX, 'EQP-6', 'armorHealth', { card: card.name });
    if (!checked.ok) return checked;
    armorHealth = checked.value;
  }
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const paidAssassin = paid.value.state.miniatures[assassin.id] as AssassinPiece;
  const movedCard: PlayCard = { ...card, slot: to, ...(to === 'armor' ? { cardType: 'armor' as const, armorHealth } : {}) };
  const ctx = new PlayCtx(withMiniature(paid.value.state, { ...paidAssassin, equipment: [...paidAssassin.equipment.filter((held) => held.slot !== step.from), movedCard] }), paid.value.events);
  ctx.emit({ type: 'card-moved', ...who(assassin), card: card.name, from: step.from, to, discardTo: null, rule: 'EQP-4' });
  if (to === 'armor') ctx.change(withArmorChange(ctx.state, assassin, armorHealth));
  return ctx.accepted();
}
