import type { ReinforcementEntry } from '../../../../shared/memory-play/enemy-box-data.js';
import { entranceSquares } from '../../../../shared/memory-play/map/nearby.js';
import type { AlertState, BoardSquare, GuardPiece, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { SideId } from '../../../../shared/memory-play/map/map-types.js';
import { serialId, who } from '../board-queries.js';
import { withMiniature } from '../miniature-steps.js';
import { adjustReserve, isCounted } from '../reserve.js';
import { noteArrival, plannedTests, resolveTests, type ArrivalLog } from './arrival-tests.js';
import { displaceBodies, roomFor } from './capacity.js';
import { fillObjectiveSpaces } from './objective-spaces.js';
import { needInput, type Work } from './plan.js';
import { discardReinforcement, drawReinforcement } from './reinforcement-deck.js';

/**
 * Step 1 of the enemy phase, reinforcement (REI-1…9): the card's column for the alert, guards on
 * every square touching each entrance letter on the map, as far as each square has room; free
 * objective spaces filled; the reserve counted; then the arrivals' detection tests together.
 */

/** REI-9, TWO-4: one map receives the guards: the only one, or the one the deck's back points to. */
function receivingSide(work: Work, backTriangle: SideId | null): SideId {
  const sides = work.state.map.sides;
  if (sides.length === 1) return sides[0]!.id;
  return work.input.reinforcementSide ?? backTriangle ?? needInput(work, 'reinforcementSide');
}

/** REI-2: the card's column for the alert, drawn from the entered deck or typed from the physical card. */
function readCard(work: Work): { side: SideId; column: AlertState; entries: readonly ReinforcementEntry[] } {
  const typed = work.input.reinforcementCard;
  const deck = work.state.reinforcementDeck;
  if (typed !== undefined || deck === undefined || deck.mode === 'typed') {
    if (typed === undefined) needInput(work, 'reinforcementCard');
    const side = receivingSide(work, null);
    const column = work.state.alerts[side] ?? 'inactive';
    work.preview.reinforcement = { side, column, cardId: null, entries: typed.entries, reshuffled: 0 };
    work.events.push({ type: 'reinforcement-drawn', side, column, cardId: null, entries: describe(typed.entries), rule: 'REI-2' });
    return { side, column, entries: typed.entries };
  }
  const drawn = drawReinforcement(deck, work.state.rng);
  if (drawn.card === null) needInput(work, 'reinforcementCard');
  const card = drawn.card;
  const side = receivingSide(work, card.backTriangle);
  const column = work.state.alerts[side] ?? 'inactive';
  const entries = card[column];
  work.state = { ...work.state, rng: drawn.rng, reinforcementDeck: discardReinforcement(drawn.deck, card) };
  if (drawn.reshuffled > 0) work.events.push({ type: 'reinforcement-deck-reshuffled', cards: drawn.reshuffled, rule: 'REI-8' });
  work.preview.reinforcement = { side, column, cardId: card.id, entries, reshuffled: drawn.reshuffled };
  work.events.push({ type: 'reinforcement-drawn', side, column, cardId: card.id, entries: describe(entries), rule: 'REI-2' });
  return { side, column, entries };
}

/** `A:2 crossbowman, C:1 agile`, for the table event. */
const describe = (entries: readonly ReinforcementEntry[]): string => entries.map((entry) => `${entry.letter}:${entry.count} ${entry.guardType}`).join(', ');

/** A new guard from the reserve (SET-5) on `at`. */
function placeGuard(work: Work, guardType: string, at: BoardSquare): GuardPiece {
  const serial = work.state.serials.guard + 1;
  const guard: GuardPiece = { id: serialId('g', serial), kind: 'guard', guardType, body: false, place: { on: 'square', side: at.side, square: at.square } };
  work.state = { ...withMiniature(work.state, guard), serials: { ...work.state.serials, guard: serial }, reserve: adjustReserve(work.state.reserve, guardType, -1) };
  work.events.push({ type: 'miniature-added', ...who(guard), side: at.side, square: at.square, body: false, rule: 'REI-3' });
  return guard;
}

/**
 * REI-5, FAIL-1: the reserve must hold every guard that has room to be placed (guards with no
 * room stay in the reserve and do not count, REI-4 [AMB]; bodies displaced go back to it first,
 * CAP-2). Placement went ahead on a copy, so a negative count is a shortage.
 */
function shortages(before: PlayState, after: PlayState): { guardType: string; needed: number; reserve: number }[] {
  const short: { guardType: string; needed: number; reserve: number }[] = [];
  for (const guardType of Object.keys(after.reserve)) {
    if (!isCounted(after.reserve, guardType) || after.reserve[guardType]! >= 0) continue;
    const available = before.reserve[guardType]!;
    short.push({ guardType, needed: available - after.reserve[guardType]!, reserve: available });
  }
  return short;
}

export function planReinforcement(work: Work): void {
  const start = work.state;
  const alertsAtStart = start.alerts;
  const { side, entries } = readCard(work);
  const mapSide = work.state.map.sides.find((candidate) => candidate.id === side)!;
  const log: ArrivalLog = new Map();
  for (const entry of entries) {
    // REI-4: a letter with no token on the map is ignored.
    for (const square of entranceSquares(mapSide, entry.letter)) {
      const at = { side, square };
      const placed = Math.min(entry.count, roomFor(work.state, at));
      if (placed < entry.count) work.preview.leftInReserve.push({ guardType: entry.guardType, side, square, letter: entry.letter, count: entry.count - placed });
      if (placed === 0) continue;
      const displacedBefore = work.preview.displacedBodies.length;
      displaceBodies(work, at, placed);
      const ids: string[] = [];
      for (let n = 0; n < placed; n += 1) ids.push(placeGuard(work, entry.guardType, at).id);
      // REI-7: arrivals on a square with an objective base take its free spaces.
      const onSpaces = fillObjectiveSpaces(work, at, 'REI-7', ids);
      for (const id of ids) work.preview.arrivals.push({ miniatureId: id, guardType: entry.guardType, side, square, letter: entry.letter, objectiveSpace: onSpaces.includes(id) ? (work.state.miniatures[id] as GuardPiece).objectiveSpace! : null });
      noteArrival(log, at, placed, work.preview.displacedBodies.slice(displacedBefore).map((body) => body.miniatureId));
    }
  }
  const short = shortages(start, work.state);
  if (short.length > 0) {
    // REI-5, FAIL-1: nothing is placed and the memory fails at once (the caller ends it). The card drawn stays drawn.
    work.preview.shortage = short;
    work.preview.arrivals = [];
    work.preview.displacedBodies = [];
    work.events = work.events.filter((event) => event.type === 'reinforcement-drawn' || event.type === 'reinforcement-deck-reshuffled');
    work.state = { ...start, rng: work.state.rng, reinforcementDeck: work.state.reinforcementDeck };
    return;
  }
  // REI-6, DET-8: the arrivals' tests, together, with the alert as the step began.
  work.preview.tests = plannedTests(work, log, alertsAtStart);
  if (!resolveTests(work, work.preview.tests)) work.preview.status = 'rolls';
}
