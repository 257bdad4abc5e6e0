import type { Region, RegionLocation, ThreatGauge } from './region-box-data.js';
import type { JourneyPayment, JourneyPaymentChoice, RuleRefusal } from './exploration.js';

/**
 * The exploration phase's rules (exploration.md §10) as pure functions over plain facts.
 * Each refusal is one English sentence with its rule id; services turn them into failures
 * and the view shows them beside the move they forbid.
 */

export interface ExplorationMap {
  locations: ReadonlyMap<number, RegionLocation>;
  /** EXP-4: symmetric; built from the region's connections. */
  adjacency: ReadonlyMap<number, ReadonlySet<number>>;
  gauge: ThreatGauge;
  journeySlots: number;
}

export function mapOf(region: Pick<Region, 'locations' | 'connections' | 'gauge' | 'journeySlots'>): ExplorationMap {
  const locations = new Map(region.locations.map((l) => [l.number, l]));
  const adjacency = new Map<number, Set<number>>(region.locations.map((l) => [l.number, new Set<number>()]));
  for (const [a, b] of region.connections) {
    adjacency.get(a)?.add(b);
    adjacency.get(b)?.add(a);
  }
  return { locations, adjacency, gauge: region.gauge, journeySlots: region.journeySlots };
}

export const connected = (map: ExplorationMap, a: number, b: number): boolean => map.adjacency.get(a)?.has(b) ?? false;

/** Where a phase stands, as the rules need it. */
export interface PhaseFacts {
  currentLocation: number;
  cubesLeft: number;
  unresolvedLocation: number | null;
  discoveredMemoryId: string | null;
  ended: boolean;
  healerLocation: number | null;
}

/** What the region map shows (kept across phases). */
export interface RegionProgress {
  /** LOC-5..7: activated locations. */
  activated: ReadonlySet<number>;
  exhausted: ReadonlySet<number>;
  /** THR-1: ticked gauge boxes (from 1). */
  tickedBoxes: ReadonlySet<number>;
}

const refusal = (rule: string, message: string, field?: string): RuleRefusal => (field ? { rule, message, field } : { rule, message });

// ---------------------------------------------------------------------------- starting

export interface StartFacts {
  isApocalypse: boolean;
  /** The campaign's latest recorded attempt. */
  lastAttempt: { id: number; memoryId: string; outcome: 'success' | 'failure'; attemptNumber: 1 | 2 } | null;
  /** A phase already followed that attempt. */
  phaseAfterLastAttempt: boolean;
  openPhase: boolean;
  /** EOM-1..5 done for the latest attempt (apocalypse `endOfMemoryDone`). */
  endOfMemoryDone: boolean;
}

/** EXP-1: after a success or a second failure, once the end-of-memory phase is done. */
export function checkStart(facts: StartFacts): RuleRefusal | null {
  if (!facts.isApocalypse) return refusal('EXP-1', 'Exploration phases belong to Apocalypse campaigns.');
  if (facts.openPhase) return refusal('EXP-END-1', 'An exploration phase is already under way: end it before starting another.');
  const last = facts.lastAttempt;
  if (!last) return refusal('EXP-1', 'An exploration phase follows a memory: record the memory in the Diary first.');
  if (last.outcome === 'failure' && last.attemptNumber === 1)
    return refusal('EXP-1', `Memory ${last.memoryId} failed once: play its second attempt before exploring.`);
  if (facts.phaseAfterLastAttempt)
    return refusal('EXP-1', `The exploration phase after memory ${last.memoryId} has already been played: play the memory you found next.`);
  if (!facts.endOfMemoryDone) return refusal('EXP-1', 'Finish the end-of-memory phase first.');
  return null;
}

/** EXP-3: the phase starts at the completed memory's location when its sticker is on the map. */
export function checkStartLocation(map: ExplorationMap, start: number, fixedStart: number | null): RuleRefusal | null {
  if (!map.locations.has(start)) return refusal('EXP-3', `Location ${start} is not on this map: add it from your printed map first.`, 'startLocation');
  if (fixedStart !== null && start !== fixedStart)
    return refusal('EXP-3', `The phase starts where the memory just completed was found: location ${fixedStart}.`, 'startLocation');
  return null;
}

// ---------------------------------------------------------------------------- moving

/** What stops every move, journey or jump. */
export function checkCanMove(phase: PhaseFacts | null): RuleRefusal | null {
  if (!phase || phase.ended) return refusal('EXP-1', 'No exploration phase is under way.');
  if (phase.discoveredMemoryId !== null)
    return refusal('LOC-4', `Memory ${phase.discoveredMemoryId} was discovered: play it before any further journey.`);
  if (phase.unresolvedLocation !== null)
    return refusal('EXP-4', `Resolve location ${phase.unresolvedLocation} before the next journey.`);
  return null;
}

/** EXP-4: a journey goes from the current location to a connected one. */
export function checkJourney(map: ExplorationMap, phase: PhaseFacts | null, to: number): RuleRefusal | null {
  const blocked = checkCanMove(phase);
  if (blocked) return blocked;
  const from = phase!.currentLocation;
  if (to === from) return refusal('EXP-4', `The group is already at location ${to}.`, 'to');
  if (!connected(map, from, to)) {
    return map.locations.has(to)
      ? refusal('EXP-4', `Location ${to} is not connected to location ${from}.`, 'to')
      : refusal('EXP-4', `Location ${to} is not on the map entered: if your printed map connects it to ${from}, add it first.`, 'to');
  }
  return null;
}

/** LOC-5: free jumps between activated observation points, without limit. */
export function checkJump(map: ExplorationMap, phase: PhaseFacts | null, progress: RegionProgress, to: number): RuleRefusal | null {
  const blocked = checkCanMove(phase);
  if (blocked) return blocked;
  const from = phase!.currentLocation;
  const isActiveObservation = (n: number) => map.locations.get(n)?.symbol === 'observation' && progress.activated.has(n);
  if (to === from) return refusal('LOC-5', `The group is already at location ${to}.`, 'to');
  if (!isActiveObservation(from)) return refusal('LOC-5', `Free jumps start from an activated observation point; location ${from} is not one.`, 'to');
  if (!isActiveObservation(to)) return refusal('LOC-5', `Location ${to} is not an activated observation point.`, 'to');
  return null;
}

// ---------------------------------------------------------------------------- paying

/** THR-1/2: the leftmost empty box, or null when the gauge is full. */
export function nextGaugeBox(gauge: ThreatGauge, ticked: ReadonlySet<number>): { box: number; hashCard: string | null } | null {
  for (let box = 1; box <= gauge.boxes; box++) {
    if (!ticked.has(box)) return { box, hashCard: gauge.hashBoxes.find((h) => h.box === box)?.card ?? null };
  }
  return null;
}

export interface PaymentFacts {
  cubesLeft: number;
  /** CLUE-1: the clue cards the party holds. */
  clueCardIds: readonly number[];
  gauge: ThreatGauge;
  tickedBoxes: ReadonlySet<number>;
}

export interface PaymentPlan {
  payment: Exclude<JourneyPayment, 'free-jump'>;
  cubesLeft: number;
  clueCardId: number | null;
  /** THR-1: the box ticked, or null (no tick, or THR-2 after a full gauge). */
  gaugeBox: number | null;
  hashCard: string | null;
}

/**
 * EXP-4 step 1: a cube or a clue card, as the players choose, where they have one; a tick
 * of the leftmost empty gauge box only when neither is left (THR-1); a tick on a full gauge
 * costs every assassin and Shao Jun 1 health instead (THR-2).
 */
export function planPayment(choice: JourneyPaymentChoice, facts: PaymentFacts): PaymentPlan | RuleRefusal {
  const base = { cubesLeft: facts.cubesLeft, clueCardId: null, gaugeBox: null, hashCard: null };
  if (choice.method === 'cube') {
    if (facts.cubesLeft <= 0) return refusal('EXP-4', 'No journey cube is left: pay with a clue card, or tick the threat gauge.', 'payment.method');
    return { ...base, payment: 'cube', cubesLeft: facts.cubesLeft - 1 };
  }
  if (choice.method === 'clue') {
    if (!facts.clueCardIds.includes(choice.cardId))
      return refusal('CLUE-1', 'This card is not a clue card the group holds.', 'payment.cardId');
    return { ...base, payment: 'clue', clueCardId: choice.cardId };
  }
  if (facts.cubesLeft > 0) return refusal('EXP-4', 'The threat gauge is ticked only when no journey cube is left: spend a cube.', 'payment.method');
  if (facts.clueCardIds.length > 0)
    return refusal('EXP-4', 'The threat gauge is ticked only when no clue card is left either: use a clue card.', 'payment.method');
  const next = nextGaugeBox(facts.gauge, facts.tickedBoxes);
  if (!next) return { ...base, payment: 'gauge-full-health' };
  return { ...base, payment: 'gauge', gaugeBox: next.box, hashCard: next.hashCard };
}

/** What the screen offers for the next journey's payment. */
export function paymentOptions(facts: PaymentFacts): { cube: boolean; clue: boolean; gauge: boolean; gaugeCostsHealth: boolean } {
  const gauge = facts.cubesLeft === 0 && facts.clueCardIds.length === 0;
  return {
    cube: facts.cubesLeft > 0,
    clue: facts.clueCardIds.length > 0,
    gauge,
    gaugeCostsHealth: nextGaugeBox(facts.gauge, facts.tickedBoxes) === null,
  };
}

// ---------------------------------------------------------------------------- locations

/** EXP-4 step 4: does reaching this location ask the players to resolve something? */
export function needsResolution(location: RegionLocation, exhausted: boolean): boolean {
  if (exhausted) return false; // LOC-1..4, LOC-8: no new card on a return.
  return location.symbol === 'encounter' || location.symbol === 'ruins' || location.symbol === 'mystery-or-memory' || location.symbol === 'narrative';
}

/** LOC-5..7: locations that light up (white icon) when reached. */
export function activationOf(location: RegionLocation): 'observation' | 'healer' | 'forge' | null {
  return location.symbol === 'observation' || location.symbol === 'healer' || location.symbol === 'forge' ? location.symbol : null;
}

/** LOC-6, CF-LIM-29: one healer per exploration phase, used where the group stands. */
export function checkHealer(map: ExplorationMap, phase: PhaseFacts | null): RuleRefusal | null {
  if (!phase || phase.ended) return refusal('EXP-1', 'No exploration phase is under way.');
  const here = map.locations.get(phase.currentLocation);
  if (here?.symbol !== 'healer') return refusal('LOC-6', `Location ${phase.currentLocation} is not a healer.`);
  if (phase.healerLocation !== null) {
    return phase.healerLocation === phase.currentLocation
      ? refusal('LOC-6', `The healer at location ${phase.currentLocation} has already healed the group in this phase.`)
      : refusal('LOC-6', `Only one healer can be used per exploration phase: the healer at location ${phase.healerLocation} was used already.`);
  }
  return null;
}

/** LOC-7: crafting happens at an activated forge the group stands on. */
export function checkForge(map: ExplorationMap, phase: PhaseFacts | null, progress: RegionProgress): RuleRefusal | null {
  if (!phase || phase.ended) return refusal('EXP-1', 'No exploration phase is under way.');
  const here = map.locations.get(phase.currentLocation);
  if (here?.symbol !== 'forge' || !progress.activated.has(phase.currentLocation))
    return refusal('LOC-7', `Blueprints are crafted at an activated forge; location ${phase.currentLocation} is not one.`);
  return null;
}

/** EXP-END-2: A#24 goes into the bag when cubes remain as the next memory is found, if still available. */
export function a24Due(facts: { cubesLeft: number; memoryDiscovered: boolean; alreadyHeld: boolean }): boolean {
  return facts.memoryDiscovered && facts.cubesLeft > 0 && !facts.alreadyHeld;
}

/** CF-CRD-21: the small card given for unspent journey cubes. */
export const A24_CARD = 'A#24';
