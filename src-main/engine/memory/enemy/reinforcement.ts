import type { ReinforcementEntry } from '../../../../shared/memory-play/enemy-box-data.js';
import { entranceSquares } from '../../../../shared/memory-play/map/nearby.js';
import type { AlertState, BoardSquare, GuardPiece, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { SideId, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import type { EnemyQuestionOption, PlacedEntry } from '../../../../shared/memory-play/enemy-phase.js';
import { squareOptionId } from '../../../../shared/memory-play/decisions.js';
import { serialId, who } from '../board-queries.js';
import { adjustReserve, isCounted } from '../reserve.js';
import { setMiniature } from './board-draft.js';
import { arrive } from '../arrive.js';
import { testNotedArrivals } from './arrival-tests.js';
import { displaceBodies, roomFor } from './capacity.js';
import { fillObjectiveSpaces } from './objective-spaces.js';
import { ask, needInput, type Work } from './plan.js';
import { discardReinforcement, drawReinforcement } from './reinforcement-deck.js';
import { receivingMap } from '../rules/two-maps.js';

/**
 * Step 1 of the enemy phase, reinforcement (REI-1…9): the card's column for the alert, guards on
 * every square touching each entrance letter on the map, as far as each square has room; free
 * objective spaces filled; the reserve counted; then the arrivals' detection tests together.
 */

/** REI-9, TWO-4: one map receives the guards, as the two-maps module says; the players are asked when it cannot. */
function receivingSide(work: Work, backTriangle: SideId | null): SideId {
  return receivingMap(work.state, work.input.reinforcementSide, backTriangle) ?? needInput(work, 'reinforcementSide');
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

/** `count` new guards from the reserve (SET-5) on `at`; their serials and the reserve are counted once for them all. */
function placeGuards(work: Work, guardType: string, at: BoardSquare, count: number): string[] {
  const first = work.state.serials.guard + 1;
  const ids: string[] = [];
  for (let serial = first; serial < first + count; serial += 1) {
    const guard: GuardPiece = { id: serialId('g', serial), kind: 'guard', guardType, body: false, place: { on: 'square', side: at.side, square: at.square } };
    setMiniature(work, guard);
    work.events.push({ type: 'miniature-added', ...who(guard), side: at.side, square: at.square, body: false, rule: 'REI-3' });
    ids.push(guard.id);
  }
  work.state = { ...work.state, serials: { ...work.state.serials, guard: first + count - 1 }, reserve: adjustReserve(work.state.reserve, guardType, -count) };
  return ids;
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

/** One entry of the card as the questions name it: `A:crossbowman` (a card has one line per letter and type). */
const entryKey = (entry: { letter: string; guardType: string }): string => `${entry.letter}:${entry.guardType}`;

/** Every order of `items`, the given order first. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((first, index) => orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [first, ...rest]));
}

/**
 * REI-3, CAP-1, GEN-1: how many guards of each entry reaching `at` go on it. Each entry takes
 * what room the entries resolved before it left; when the entries reaching one square do not all
 * fit, the order changes who enters, so the players choose it, among the orders giving different
 * results (the card's order first).
 */
function allocate(work: Work, at: BoardSquare, reaching: readonly ReinforcementEntry[]): Map<string, number> {
  const room = roomFor(work, at);
  const resolve = (order: readonly ReinforcementEntry[]): PlacedEntry[] => {
    let left = room;
    return order.map((entry) => {
      const count = Math.min(entry.count, left);
      left -= count;
      return { letter: entry.letter, guardType: entry.guardType, count };
    });
  };
  const options: EnemyQuestionOption[] = [];
  const seen = new Set<string>();
  for (const order of orders(reaching)) {
    const placed = resolve(order);
    const outcome = placed.map((entry) => `${entryKey(entry)}=${entry.count}`).sort().join('|');
    if (seen.has(outcome)) continue;
    seen.add(outcome);
    options.push({ id: order.map(entryKey).join('>'), entries: placed });
  }
  const option = ask(work, { id: `entry-order:${squareOptionId(at)}`, kind: 'entry-order', rule: 'REI-3', side: at.side, square: at.square, miniatureIds: [], count: room, options });
  return new Map(option.entries!.map((entry) => [entryKey(entry), entry.count]));
}

type Allocations = Map<SquareRef, Map<string, number>>;

/**
 * REI-3, CAP-2: places what `allocations` gives each entry on each square, bodies there giving way
 * once per square (`moment` names the pass in the questions it may ask); the guards placed arrive
 * (their tests wait for the stage's end, REI-6, DET-8). Returns the guards placed on each square (REI-7).
 */
function place(work: Work, side: SideId, entries: readonly ReinforcementEntry[], reach: readonly SquareRef[][], allocations: Allocations, moment: string): Map<SquareRef, string[]> {
  const arrivedOn = new Map<SquareRef, string[]>();
  entries.forEach((entry, index) => {
    for (const square of reach[index]!) {
      const at = { side, square };
      const placed = allocations.get(square)!.get(entryKey(entry))!;
      if (placed < entry.count) work.preview.leftInReserve.push({ guardType: entry.guardType, side, square, letter: entry.letter, count: entry.count - placed });
      if (placed === 0) continue;
      const displacedBefore = work.preview.displacedBodies.length;
      // CAP-2: room for every guard the card places on the square is made once, when the first arrive.
      if (!arrivedOn.has(square)) displaceBodies(work, at, [...allocations.get(square)!.values()].reduce((sum, count) => sum + count, 0), moment);
      const ids = placeGuards(work, entry.guardType, at, placed);
      arrivedOn.set(square, [...(arrivedOn.get(square) ?? []), ...ids]);
      for (const id of ids) work.preview.arrivals.push({ miniatureId: id, guardType: entry.guardType, side, square, letter: entry.letter, objectiveSpace: null });
      arrive(work, { how: 'reinforcement', who: ids, at, from: null, displacedBodyIds: work.preview.displacedBodies.slice(displacedBefore).map((body) => body.miniatureId) });
    }
  });
  return arrivedOn;
}

/** Every way to share `left` miniatures among squares wanting `wants`, none getting more than it wants. */
function shares(wants: readonly number[], left: number): number[][] {
  if (wants.length === 0) return left === 0 ? [[]] : [];
  const [first, ...rest] = wants;
  const ways: number[][] = [];
  for (let count = Math.min(first!, left); count >= 0; count -= 1) for (const tail of shares(rest, left - count)) ways.push([count, ...tail]);
  return ways;
}

/**
 * LACK-2, GEN-1: the card's entries with the miniatures left, entrance by entrance in letter
 * order (A, then B…), whatever order the card lists them in; an entry whose squares cannot all be
 * filled shares what is left as the players choose. Reading taken: the miniatures left are those
 * in the reserve when the card is resolved (bodies giving way during the step are not counted
 * again). Types the reserve does not count are placed in full.
 */
function lackAllocations(work: Work, side: SideId, entries: readonly ReinforcementEntry[], reach: readonly SquareRef[][], allocations: Allocations, reserve: PlayState['reserve']): Allocations {
  const capped: Allocations = new Map([...allocations].map(([square, byEntry]) => [square, new Map(byEntry)]));
  const left: Record<string, number> = { ...reserve };
  const byLetter = entries.map((entry, index) => ({ entry, index })).sort((x, y) => (x.entry.letter < y.entry.letter ? -1 : x.entry.letter > y.entry.letter ? 1 : x.index - y.index));
  for (const { entry, index } of byLetter) {
    if (!isCounted(reserve, entry.guardType)) continue;
    const squares = reach[index]!;
    const wants = squares.map((square) => allocations.get(square)!.get(entryKey(entry))!);
    const wanted = wants.reduce((sum, count) => sum + count, 0);
    const available = left[entry.guardType]!;
    if (wanted <= available) {
      left[entry.guardType] = available - wanted;
      continue;
    }
    left[entry.guardType] = 0;
    const ways = shares(wants, available);
    const option = ask(work, {
      id: `short-placement:${entry.letter}:${entry.guardType}`,
      kind: 'short-placement',
      rule: 'LACK-2',
      side,
      square: squares[0]!,
      miniatureIds: [],
      count: available,
      options: ways.map((way) => ({
        id: squares.map((square, at) => `${square}=${way[at]}`).join('+'),
        placements: squares.map((square, at) => ({ square, count: way[at]! })),
        entries: [{ letter: entry.letter, guardType: entry.guardType, count: available }],
      })),
    });
    for (const placement of option.placements!) capped.get(placement.square)!.set(entryKey(entry), placement.count);
  }
  return capped;
}

export function planReinforcement(work: Work): void {
  const alertsAtStart = work.state.alerts;
  const { side, entries } = readCard(work);
  const drawn = work.state;
  const eventsDrawn = work.events.length;
  const mapSide = work.state.map.sides.find((candidate) => candidate.id === side)!;
  // REI-4: a letter with no token on the map reaches no square.
  const reach = entries.map((entry) => entranceSquares(mapSide, entry.letter));
  const squares = [...new Set(reach.flat())];
  // REI-3: what each entry places on each square, decided before anything is placed (room is per square).
  const allocations: Allocations = new Map(squares.map((square) => [square, allocate(work, { side, square }, entries.filter((_, index) => reach[index]!.includes(square)))]));
  let placed = place(work, side, entries, reach, allocations, 'REI-3');
  const short = shortages(drawn, work.state);
  if (short.length > 0) {
    // Placement went ahead on a copy: it is undone; the card drawn stays drawn.
    work.preview.shortage = short;
    work.preview.arrivals = [];
    work.preview.displacedBodies = [];
    work.preview.leftInReserve = [];
    work.events.splice(eventsDrawn);
    work.arrivals.clear();
    work.state = drawn;
    const markers = drawn.missingGuardMarkers ?? 0;
    if (drawn.box !== 'apocalypse' || markers >= 1) {
      // REI-5, FAIL-1 (core), LACK-1 (a second marker): nothing is placed and the memory fails at once (the caller ends it).
      work.preview.missingGuardMarker = drawn.box === 'apocalypse' ? 'second' : null;
      return;
    }
    // LACK-1: a marker on the reinforcement deck; LACK-2: what is left is placed, letter by letter.
    const capped = lackAllocations(work, side, entries, reach, allocations, drawn.reserve);
    work.preview.missingGuardMarker = 'placed';
    work.state = { ...work.state, missingGuardMarkers: markers + 1 };
    work.events.push({ type: 'missing-guard-marker', markers: markers + 1, rule: 'LACK-1' });
    placed = place(work, side, entries, reach, capped, 'LACK-2');
  }
  // REI-7: arrivals on a square with an objective base take its free spaces.
  for (const [square, ids] of placed) {
    const onSpaces = fillObjectiveSpaces(work, { side, square }, 'REI-7', ids, 'REI-3');
    for (const arrival of work.preview.arrivals) if (onSpaces.includes(arrival.miniatureId)) arrival.objectiveSpace = (work.state.miniatures[arrival.miniatureId] as GuardPiece).objectiveSpace!;
  }
  // REI-6, DET-8: the arrivals' tests, together, with the alert as the step began.
  testNotedArrivals(work, alertsAtStart);
}
