import type { EquipmentCard } from '../../../../shared/box-data/box-data-schema.js';
import { BOARD_SLOTS, type BoardSlot, type CardType } from '../../../../shared/boards/board.js';
import { cardTypeOfSlot } from '../../../../shared/boards/card-link.js';
import type { PayableCard, StaffValue, TypedStaffValue } from '../../../../shared/hq/hq-buildings.js';

/*
 * The resolution screen's own arithmetic (HQ-HOS-2, HQ-WRK-2/3, HQ-SHP-1/2): what the
 * players typed or ticked, turned into the numbers shown live and the request sent to main.
 * Main stays the authority; these only keep the screen from offering what it would refuse.
 */

/** Text the players typed for a brown-card value the box data does not have, by staff id. */
export type TypedDrafts = Readonly<Record<string, string>>;

function typedNumber(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 20 ? value : null;
}

/** A staff member's value as the screen counts it: the card's (or default), else what was typed, else unknown. */
export function staffNumber(staff: StaffValue, typed: TypedDrafts): number | null {
  if (staff.source === 'unknown' || staff.value === null) return typedNumber(typed[staff.staffId]);
  return staff.value;
}

/** The sum of the staff's values; null while any of them is still unknown. */
export function staffTotal(perStaff: readonly StaffValue[], typed: TypedDrafts): number | null {
  let total = 0;
  for (const staff of perStaff) {
    const value = staffNumber(staff, typed);
    if (value === null) return null;
    total += value;
  }
  return total;
}

/** The `typed` part of a resolve request: only the values the box data does not know. */
export function typedValues(perStaff: readonly StaffValue[], typed: TypedDrafts): TypedStaffValue[] {
  return perStaff.flatMap((staff) => {
    if (staff.source !== 'unknown' && staff.value !== null) return [];
    const value = typedNumber(typed[staff.staffId]);
    return value === null ? [] : [{ staffId: staff.staffId, value }];
  });
}

// ---------------------------------------------------------------------------------------
// Hospital

/** How much health each patient (by member id) is given. */
export type Distribution = Readonly<Record<number, number>>;

export const distributed = (distribution: Distribution): number => Object.values(distribution).reduce((sum, n) => sum + n, 0);

/**
 * HQ-HOS-2: sets one patient's share, never below 0 and never so high that the shares add
 * up to more than the caregivers give (the extra is simply not given).
 */
export function setShare(distribution: Distribution, memberId: number, wanted: number, total: number): Distribution {
  const others = distributed(distribution) - (distribution[memberId] ?? 0);
  const room = Math.max(0, total - others);
  const share = Number.isFinite(wanted) ? Math.max(0, Math.min(Math.trunc(wanted), room)) : 0;
  return { ...distribution, [memberId]: share };
}

/** When the total drops (a caregiver's typed value changed), shares are cut back from the last patient. */
export function fitToTotal(distribution: Distribution, total: number): Distribution {
  let excess = distributed(distribution) - total;
  if (excess <= 0) return distribution;
  const next: Record<number, number> = { ...distribution };
  for (const key of Object.keys(next).reverse()) {
    const id = Number(key);
    const cut = Math.min(next[id]!, excess);
    next[id] = next[id]! - cut;
    excess -= cut;
    if (excess === 0) break;
  }
  return next;
}

// ---------------------------------------------------------------------------------------
// Workshop

export interface PaymentCount {
  white: number;
  black: number;
  /** Ticked cards whose colour the save does not know and the players have not declared. */
  undeclared: number;
}

/**
 * HQ-WRK-2, HQ-WRK-8: white = reusable, black = consumable. A card the save knows no colour
 * for counts as the colour the players declared for it.
 */
export function countPayment(payable: readonly PayableCard[], chosen: ReadonlySet<number>, declared: Readonly<Record<number, boolean>>): PaymentCount {
  const count: PaymentCount = { white: 0, black: 0, undeclared: 0 };
  for (const card of payable) {
    if (!chosen.has(card.id)) continue;
    const reusable = card.reusable ?? declared[card.id] ?? null;
    if (reusable === null) count.undeclared++;
    else if (reusable) count.white++;
    else count.black++;
  }
  return count;
}

export interface PayableGroup {
  /** `main-hall`, or the board of one assassin. */
  place: 'main-hall' | 'board';
  memberId: number | null;
  cards: PayableCard[];
}

/** HQ-WRK-2: the cards that can pay, the main hall first, then each assassin's board in seat order of appearance. */
export function groupPayable(payable: readonly PayableCard[]): PayableGroup[] {
  const groups: PayableGroup[] = [];
  const hall = payable.filter((card) => card.place === 'main-hall');
  if (hall.length > 0) groups.push({ place: 'main-hall', memberId: null, cards: hall });
  for (const card of payable) {
    if (card.place !== 'board') continue;
    let group = groups.find((g) => g.place === 'board' && g.memberId === card.memberId);
    if (!group) {
      group = { place: 'board', memberId: card.memberId, cards: [] };
      groups.push(group);
    }
    group.cards.push(card);
  }
  return groups;
}

/** What still stands between the chosen cards and the cost (null when they pay it exactly). */
export type PaymentGap =
  | { kind: 'undeclared'; count: number }
  | { kind: 'too-many-white'; chosen: number; max: number }
  | { kind: 'too-many-black'; chosen: number; max: number }
  | { kind: 'count'; chosen: number; total: number };

export function paymentGap(count: PaymentCount, cost: { white: number; black: number; total: number }): PaymentGap | null {
  if (count.undeclared > 0) return { kind: 'undeclared', count: count.undeclared };
  if (count.white > cost.white) return { kind: 'too-many-white', chosen: count.white, max: cost.white };
  if (count.black > cost.black) return { kind: 'too-many-black', chosen: count.black, max: cost.black };
  const chosen = count.white + count.black;
  return chosen === cost.total ? null : { kind: 'count', chosen, total: cost.total };
}

// ---------------------------------------------------------------------------------------
// Shop

export interface DrawnRow {
  /** The name typed or picked (a box-data card is recognised by its name or its printed id). */
  name: string;
  keep: boolean;
  /** `main-hall` or `<memberId>:<slot>`. */
  to: string;
}

export interface DrawnCardRequest {
  boxCardId: string | null;
  name: string;
  cardType: CardType;
  reusable: boolean | null;
  armorHealth: number;
}

/** The box-data card a typed name stands for: by printed id or by name, ignoring case. */
export function matchEquipment(text: string, equipment: readonly EquipmentCard[]): EquipmentCard | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  return equipment.find((card) => card.id.toLowerCase() === wanted) ?? equipment.find((card) => card.name.trim().toLowerCase() === wanted) ?? null;
}

export function drawnCardRequest(name: string, equipment: readonly EquipmentCard[]): DrawnCardRequest {
  const card = matchEquipment(name, equipment);
  if (!card) return { boxCardId: null, name: name.trim(), cardType: 'none', reusable: null, armorHealth: 0 };
  return { boxCardId: card.id, name: card.name, cardType: cardTypeOfSlot(card.slot), reusable: card.reusable, armorHealth: card.armorHealth };
}

export type Destination = { place: 'main-hall' } | { place: 'board'; memberId: number; slot: BoardSlot };

export function parseDestination(value: string): Destination {
  const match = /^(\d+):(.+)$/.exec(value);
  const slot = BOARD_SLOTS.find((s) => s === match?.[2]);
  return match && slot ? { place: 'board', memberId: Number(match[1]), slot } : { place: 'main-hall' };
}

/**
 * HQ-SHP-1/2/4: the shop's request from the rows on screen. Empty rows are not drawn
 * (the deck may run short); `kept` indexes the drawn cards as sent.
 */
export function shopRequestParts(rows: readonly DrawnRow[], equipment: readonly EquipmentCard[]): { drawn: DrawnCardRequest[]; kept: { index: number; to: Destination }[] } {
  const drawn: DrawnCardRequest[] = [];
  const kept: { index: number; to: Destination }[] = [];
  for (const row of rows) {
    if (row.name.trim() === '') continue;
    if (row.keep) kept.push({ index: drawn.length, to: parseDestination(row.to) });
    drawn.push(drawnCardRequest(row.name, equipment));
  }
  return { drawn, kept };
}

/** HQ-SHP-2: another card may be kept while fewer than the limit are. */
export const canKeepMore = (rows: readonly DrawnRow[], limit: number): boolean => rows.filter((r) => r.keep && r.name.trim() !== '').length < limit;
