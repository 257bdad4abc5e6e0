import type { ExplorationTableEntry, Region, RegionLocation, ThreatGauge } from './region-box-data.js';
import type { CardOutcome, ExplorationDeck, JourneyPayment, JourneyPaymentChoice, LocationResolution } from './exploration.js';
import { accept, refuse, type Decision, type Refusal, type RefusalParam } from '../ipc/refusal.js';
import { leftTheParty } from '../boards/board-rules.js';

/**
 * The exploration phase's rules (exploration.md §10) as pure functions over plain facts.
 * Each refusal names its rule and the numbers of its sentence; main refuses commands with
 * them before it writes, and the view shows them beside the move they forbid.
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

const refusal = (rule: string, message: string, params: Record<string, RefusalParam> = {}, field?: string): Refusal => refuse(rule, message, params, field).refusal;

/** UNK-28: no region map is entered yet, so there is nothing to explore on. */
export const noRegion = (): Refusal => refusal('UNK-28', 'Enter a region map in Box data first.', { context: 'noRegion' });

/** EXP-1: the commands of a phase need one under way. */
export const noPhase = (): Refusal => refusal('EXP-1', 'No exploration phase is under way.', { context: 'noPhase' }, 'campaignId');

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
export function checkStart(facts: StartFacts): Refusal | null {
  const field = 'campaignId';
  if (!facts.isApocalypse) return refusal('EXP-1', 'Exploration phases belong to Apocalypse campaigns.', { context: 'notApocalypse' }, field);
  if (facts.openPhase) return refusal('EXP-END-1', 'An exploration phase is already under way: end it first.', {}, field);
  const last = facts.lastAttempt;
  if (!last) return refusal('EXP-1', 'An exploration phase follows a memory: record the memory in the Diary first.', { context: 'noMemory' }, field);
  const { memoryId } = last;
  if (last.outcome === 'failure' && last.attemptNumber === 1) {
    return refusal('EXP-1', `Memory ${memoryId} failed once: play its second attempt before exploring.`, { context: 'secondAttempt', memoryId }, field);
  }
  if (facts.phaseAfterLastAttempt) {
    return refusal('EXP-1', `The exploration phase after memory ${memoryId} has already been played: play the memory you found next.`, { context: 'played', memoryId }, field);
  }
  if (!facts.endOfMemoryDone) return refusal('EXP-1', `Finish the end-of-memory phase of memory ${memoryId} first.`, { context: 'endOfMemory', memoryId }, field);
  return null;
}

/** EXP-3: the phase starts at the completed memory's location when its sticker is on the map. */
export function checkStartLocation(map: ExplorationMap, start: number, fixedStart: number | null): Refusal | null {
  if (!map.locations.has(start)) {
    return refusal('EXP-3', `Location ${start} is not on this map: add it from your printed map first.`, { context: 'notOnMap', location: start }, 'startLocation');
  }
  if (fixedStart !== null && start !== fixedStart) {
    return refusal('EXP-3', `The phase starts where the memory just completed was found: location ${fixedStart}.`, { location: fixedStart }, 'startLocation');
  }
  return null;
}

// ---------------------------------------------------------------------------- moving

/** What stops every move, journey or jump. */
export function checkCanMove(phase: PhaseFacts | null): Refusal | null {
  if (!phase || phase.ended) return noPhase();
  const memoryId = phase.discoveredMemoryId;
  if (memoryId !== null) return refusal('LOC-4', `Memory ${memoryId} was discovered: play it before any further journey.`, { memoryId }, 'to');
  const location = phase.unresolvedLocation;
  if (location !== null) return refusal('EXP-4', `Resolve location ${location} before the next journey.`, { context: 'unresolved', location }, 'to');
  return null;
}

/** EXP-4: a journey goes from the current location to a connected one. */
export function checkJourney(map: ExplorationMap, phase: PhaseFacts | null, to: number): Refusal | null {
  const blocked = checkCanMove(phase);
  if (blocked) return blocked;
  const from = phase!.currentLocation;
  if (to === from) return refusal('EXP-4', `The group is already at location ${to}.`, { context: 'here', location: to }, 'to');
  if (!connected(map, from, to)) {
    return map.locations.has(to)
      ? refusal('EXP-4', `Location ${to} is not connected to location ${from}.`, { context: 'notConnected', to, from }, 'to')
      : refusal('EXP-4', `Location ${to} is not on the map entered: if your printed map connects it to ${from}, add it first.`, { context: 'notOnMap', to, from }, 'to');
  }
  return null;
}

/** LOC-5: free jumps between activated observation points, without limit. */
export function checkJump(map: ExplorationMap, phase: PhaseFacts | null, progress: RegionProgress, to: number): Refusal | null {
  const blocked = checkCanMove(phase);
  if (blocked) return blocked;
  const from = phase!.currentLocation;
  const isActiveObservation = (n: number) => map.locations.get(n)?.symbol === 'observation' && progress.activated.has(n);
  if (to === from) return refusal('LOC-5', `The group is already at location ${to}.`, { context: 'here', location: to }, 'to');
  if (!isActiveObservation(from)) {
    return refusal('LOC-5', `Free jumps start from an activated observation point; location ${from} is not one.`, { context: 'from', location: from }, 'to');
  }
  if (!isActiveObservation(to)) return refusal('LOC-5', `Location ${to} is not an activated observation point: free jumps go only between those.`, { location: to }, 'to');
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
export function planPayment(choice: JourneyPaymentChoice, facts: PaymentFacts): Decision<PaymentPlan> {
  const base = { cubesLeft: facts.cubesLeft, clueCardId: null, gaugeBox: null, hashCard: null };
  const no = (message: string, context: string) => ({ ok: false as const, refusal: refusal('EXP-4', message, { context }, 'payment.method') });
  if (choice.method === 'cube') {
    if (facts.cubesLeft <= 0) return no('No journey cube is left: pay with a clue card, or tick the threat gauge.', 'noCube');
    return accept({ ...base, payment: 'cube', cubesLeft: facts.cubesLeft - 1 });
  }
  if (choice.method === 'clue') {
    if (!facts.clueCardIds.includes(choice.cardId)) return refuse('CLUE-1', 'This card is not a clue card the group holds: only those pay for a journey.', {}, 'payment.cardId');
    return accept({ ...base, payment: 'clue', clueCardId: choice.cardId });
  }
  if (facts.cubesLeft > 0) return no('The threat gauge is ticked only when no journey cube is left: spend a cube.', 'cubeLeft');
  if (facts.clueCardIds.length > 0) return no('The threat gauge is ticked only when no clue card is left either: use a clue card.', 'clueLeft');
  const next = nextGaugeBox(facts.gauge, facts.tickedBoxes);
  if (!next) return accept({ ...base, payment: 'gauge-full-health' });
  return accept({ ...base, payment: 'gauge', gaugeBox: next.box, hashCard: next.hashCard });
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
export function checkHealer(map: ExplorationMap, phase: PhaseFacts | null): Refusal | null {
  if (!phase || phase.ended) return noPhase();
  const location = phase.currentLocation;
  const here = map.locations.get(location);
  const field = 'campaignId';
  if (here?.symbol !== 'healer') return refusal('LOC-6', `Location ${location} is not a healer.`, { context: 'notHealer', location }, field);
  if (phase.healerLocation !== null) {
    return phase.healerLocation === location
      ? refusal('LOC-6', `The healer at location ${location} has already healed the group in this phase.`, { context: 'used', location }, field)
      : refusal('LOC-6', `Only one healer can be used per exploration phase: the healer at location ${phase.healerLocation} was used already.`, { location: phase.healerLocation }, field);
  }
  return null;
}

/** LOC-7: crafting happens at an activated forge the group stands on. */
export function checkForge(map: ExplorationMap, phase: PhaseFacts | null, progress: RegionProgress): Refusal | null {
  if (!phase || phase.ended) return noPhase();
  const location = phase.currentLocation;
  const here = map.locations.get(location);
  if (here?.symbol !== 'forge' || !progress.activated.has(location)) {
    return refusal('LOC-7', `Blueprints are crafted at an activated forge where the group stands; location ${location} is not one.`, { location }, 'campaignId');
  }
  return null;
}

/** What resolving the location just reached needs to know. */
export interface ResolutionFacts {
  /** EXP-4 step 4: the location reached and not resolved yet, or null. */
  unresolved: RegionLocation | null;
  /** LOC-4: the exploration table, as typed in Box data. */
  table: readonly ExplorationTableEntry[];
  /** LOC-4: memories completed successfully (never played again). */
  wonMemories: ReadonlySet<string>;
  /** LOC-4: the memory stickers already on the map, by memory id: their location. */
  placedMemories: ReadonlyMap<string, number>;
}

/**
 * What resolving a location does: a card drawn from a deck (the location is then
 * exhausted), or the next memory found (EXP-END-1). `code` is the sticker code to keep.
 */
export type ResolutionChange =
  | { kind: 'draw'; location: number; deck: ExplorationDeck; card: string; code: string | null }
  | { kind: 'memory'; location: number; memoryId: string; code: string | null };

/**
 * EXP-4 step 4, by symbol: LOC-1/2 a card from the encounter or ruins deck (LOC-3: a mystery
 * card when that deck ran out); LOC-4 the sticker's code looked up in the exploration table
 * (or the players' word when it is not there): a mystery card, or the next memory's black
 * sticker; LOC-8 the location's `#` card.
 */
export function decideResolution(facts: ResolutionFacts, resolution: LocationResolution): Decision<ResolutionChange> {
  const here = facts.unresolved;
  if (here === null) return refuse('EXP-4', 'There is nothing to resolve where the group stands.', { context: 'nothingToResolve' }, 'resolution');
  const location = here.number;
  if (resolution.symbol !== here.symbol) {
    return refuse('EXP-4', `Location ${location} has another symbol: resolve it as its map shows.`, { context: 'otherSymbol', location }, 'resolution.symbol');
  }
  if (resolution.symbol === 'encounter' || resolution.symbol === 'ruins') {
    return accept({ kind: 'draw', location, deck: resolution.deckEmpty ? 'mystery' : resolution.symbol, card: resolution.card, code: null });
  }
  if (resolution.symbol === 'narrative') return accept({ kind: 'draw', location, deck: 'hash', card: here.cardNumber ?? '#', code: null });

  // LOC-4
  const code = resolution.code ?? here.stickerCode;
  const entry = code === null ? undefined : facts.table.find((e) => e.code === code);
  const no = (message: string, params: Record<string, RefusalParam>, field: string) => refuse('LOC-4', message, params, field);
  let kind: 'mystery' | 'memory';
  let memoryId: string | null;
  if (entry) {
    kind = entry.kind;
    memoryId = entry.kind === 'memory' ? entry.memoryId : null;
    if (resolution.choice !== null && resolution.choice !== kind) {
      return memoryId === null
        ? no(`Your exploration table says code ${code} is a mystery.`, { context: 'tableMystery', code: code! }, 'resolution.choice')
        : no(`Your exploration table says code ${code} is memory ${memoryId}.`, { context: 'tableMemory', code: code!, memoryId }, 'resolution.choice');
    }
  } else {
    if (resolution.choice === null) {
      return code === null
        ? no('Type the 4-digit code under the sticker, or say whether the location is a mystery or a memory.', { context: 'noCode' }, 'resolution.code')
        : no(`Code ${code} is not in your exploration table: say whether it is a mystery or a memory.`, { context: 'unknownCode', code }, 'resolution.choice');
    }
    kind = resolution.choice;
    memoryId = resolution.memoryId;
  }

  if (kind === 'mystery') {
    if (resolution.card === null) return no('Name the mystery card drawn.', { context: 'mysteryCard' }, 'resolution.card');
    return accept({ kind: 'draw', location, deck: 'mystery', card: resolution.card, code });
  }
  if (memoryId === null) return no('Say which memory the black sticker names.', { context: 'whichMemory' }, 'resolution.memoryId');
  if (facts.wonMemories.has(memoryId)) {
    return no(`Memory ${memoryId} was already completed successfully and cannot be played again.`, { context: 'won', memoryId }, 'resolution.memoryId');
  }
  const placedAt = facts.placedMemories.get(memoryId);
  if (placedAt !== undefined) {
    return no(`Memory ${memoryId}'s sticker is already on the map, at location ${placedAt}.`, { context: 'placed', memoryId, location: placedAt }, 'resolution.memoryId');
  }
  return accept({ kind: 'memory', location, memoryId, code });
}

/** Who may take a card into its plastic bag: an assassin in play (PLY-5). */
export interface BagHolder {
  assassin: string;
  status: 'in-play' | 'left';
}

/** PLY-5: a card gained goes to the bag of an assassin in play. */
export function checkBagHolder(holder: BagHolder, field: string): Refusal | null {
  return holder.status === 'left' ? leftTheParty(holder.assassin, field) : null;
}

export interface CardOutcomeFacts {
  /** The card as drawn. */
  card: string;
  /** EXC-1: drawn in the phase under way (not an earlier one). */
  inOpenPhase: boolean;
  /** EXC-1: what it did is recorded already. */
  recorded: boolean;
  /** The party members the outcome names, by id (main answers not-found for others first). */
  members: ReadonlyMap<number, BagHolder>;
  /** SJ-1: Shao Jun is in the campaign. */
  shaoJunJoined: boolean;
}

/** EXC-1..6, PLY-5, SJ-1: whether this outcome may be recorded for this card. */
export function checkCardOutcome(facts: CardOutcomeFacts, outcome: CardOutcome): Refusal | null {
  const { card } = facts;
  if (!facts.inOpenPhase) return refusal('EXC-1', `Card ${card} was drawn in an earlier exploration phase.`, { context: 'earlierPhase', card }, 'drawId');
  if (facts.recorded) return refusal('EXC-1', `What card ${card} did is already recorded: undo it to record it again.`, { card }, 'drawId');
  for (const [index, gained] of outcome.cardsGained.entries()) {
    const holder = facts.members.get(gained.memberId);
    const left = holder ? checkBagHolder(holder, `outcome.cardsGained.${index}.memberId`) : null;
    if (left) return left;
  }
  if (outcome.shaoJunDelta !== 0 && !facts.shaoJunJoined) {
    return refusal('SJ-1', 'Shao Jun has not joined this campaign.', { context: 'notJoined' }, 'outcome.shaoJunDelta');
  }
  return null;
}

/** What happens to an assassin's health on the region map (EXC-6, THR-2, LOC-6). */
export type TravelHealthChange = { health: number; eliminatedInAttempt: number | null };

/**
 * HLT-1..4, EXC-6, THR-2, LOC-6: an assassin gains (`delta` > 0) or loses health, clamped
 * between 0 and its maximum. With `eliminateAtZero` (travelling, EXC-6) losing the last
 * health eliminates it at once, tied to the latest recorded attempt: an apprentice stands in
 * from the next memory, and the assassin comes back in the end-of-memory phase after it (EOM-3).
 */
export function decideTravelHealth(
  member: { health: number; max: number },
  delta: number,
  options: { eliminateAtZero: boolean; latestAttemptId: number | null },
): Decision<TravelHealthChange> {
  const health = Math.min(member.max, Math.max(0, member.health + delta));
  if (health > 0 || !options.eliminateAtZero) return accept({ health, eliminatedInAttempt: null });
  if (options.latestAttemptId === null) {
    return refuse('EXC-6', 'An assassin is eliminated between memories only after a memory was recorded.', {}, 'memberId');
  }
  return accept({ health, eliminatedInAttempt: options.latestAttemptId });
}

/** EXP-END-2: A#24 goes into the bag when cubes remain as the next memory is found, if still available. */
export function a24Due(facts: { cubesLeft: number; memoryDiscovered: boolean; alreadyHeld: boolean }): boolean {
  return facts.memoryDiscovered && facts.cubesLeft > 0 && !facts.alreadyHeld;
}

/** CF-CRD-21: the small card given for unspent journey cubes. */
export const A24_CARD = 'A#24';
