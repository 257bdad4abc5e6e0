import type { SideId, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import type { BoardSquare, Miniature, MiniatureId, PlayState } from '../../../../shared/memory-play/play-state.js';
import { withoutKeys } from '../records.js';

/**
 * The miniatures as one enemy step's plan reads and changes them. A step asks "who is on this
 * square?" for every square it touches and moves or places dozens of guards; scanning every
 * miniature for each question and copying the whole miniatures map for each guard made a step
 * cost several times the 100 µs it may take on a full board. So the plan indexes the
 * miniatures by square once, and at its first change takes its own copy of the miniatures map,
 * which it then changes in place. The given state is never touched, no one else sees the copy
 * until the plan ends, and the state the plan ends with holds that one new map: the engine stays
 * pure from the outside, and the state stays plain data.
 *
 * A change made elsewhere (a detection test resolved, a health lost) puts a new miniatures map in
 * `work.state`; the draft notices the new map and indexes it again before the next question.
 */
export interface BoardDraft {
  /** The miniatures map the index describes (the plan's own copy once `owned`). */
  miniatures: Record<MiniatureId, Miniature>;
  owned: boolean;
  /** The ids in the map's order (the state's order). */
  order: MiniatureId[];
  /** Each miniature's place in the map's order, so a square lists its miniatures in the state's order. */
  readonly rank: Map<MiniatureId, number>;
  nextRank: number;
  /** The ids on each square, side by side, in the state's order. */
  readonly squares: Map<SideId, Map<SquareRef, MiniatureId[]>>;
}

/** What of a plan's work the draft reads and changes: the state, and the draft kept beside it (plan.ts's `Work`). */
interface Work {
  state: PlayState;
  board: BoardDraft | null;
}

function indexed(miniatures: Readonly<Record<MiniatureId, Miniature>>): BoardDraft {
  const draft: BoardDraft = { miniatures: miniatures as Record<MiniatureId, Miniature>, owned: false, order: [], rank: new Map(), nextRank: 0, squares: new Map() };
  for (const id in miniatures) {
    draft.order.push(id);
    draft.rank.set(id, draft.nextRank++);
    // Read in the map's order, so each square's list is built in rank order as it grows.
    const place = miniatures[id]!.place;
    if (place.on === 'square') idsOn(draft, place.side, place.square).push(id);
  }
  return draft;
}

/** The draft of `work.state`'s miniatures, indexed again when the state holds a map the draft does not describe. */
function draftOf(work: Work): BoardDraft {
  if (work.board === null || work.board.miniatures !== work.state.miniatures) work.board = indexed(work.state.miniatures);
  return work.board;
}

/** The draft, with the plan's own copy of the miniatures map in `work.state` (copied once per plan). */
function ownedDraft(work: Work): BoardDraft {
  const draft = draftOf(work);
  if (!draft.owned) {
    // Spreading keeps the map's order, so the index and ranks still hold.
    draft.miniatures = { ...draft.miniatures };
    draft.owned = true;
    work.state = { ...work.state, miniatures: draft.miniatures };
  }
  return draft;
}

function idsOn(draft: BoardDraft, side: SideId, square: SquareRef): MiniatureId[] {
  let bySquare = draft.squares.get(side);
  if (bySquare === undefined) draft.squares.set(side, (bySquare = new Map()));
  let ids = bySquare.get(square);
  if (ids === undefined) bySquare.set(square, (ids = []));
  return ids;
}

/** Lists the miniature on its square (if it stands on one), at its rank. */
function enter(draft: BoardDraft, miniature: Miniature): void {
  if (miniature.place.on !== 'square') return;
  const ids = idsOn(draft, miniature.place.side, miniature.place.square);
  const rank = draft.rank.get(miniature.id)!;
  let at = ids.length;
  while (at > 0 && draft.rank.get(ids[at - 1]!)! > rank) at -= 1;
  ids.splice(at, 0, miniature.id);
}

function leave(draft: BoardDraft, miniature: Miniature): void {
  if (miniature.place.on !== 'square') return;
  const ids = idsOn(draft, miniature.place.side, miniature.place.square);
  ids.splice(ids.indexOf(miniature.id), 1);
}

/** The miniatures on `at` that `test` picks (all when none is given), in the state's order. */
export function piecesAt(work: Work, at: BoardSquare, test?: (miniature: Miniature) => boolean): Miniature[] {
  const draft = draftOf(work);
  const ids = draft.squares.get(at.side)?.get(at.square);
  const pieces: Miniature[] = [];
  if (ids === undefined) return pieces;
  for (const id of ids) {
    const miniature = draft.miniatures[id]!;
    if (test === undefined || test(miniature)) pieces.push(miniature);
  }
  return pieces;
}

/** The miniatures standing on squares of `side` that `test` picks, in the state's order. */
export function piecesOnSide(work: Work, side: SideId, test: (miniature: Miniature) => boolean): Miniature[] {
  const draft = draftOf(work);
  const pieces: Miniature[] = [];
  for (const id of draft.order) {
    const miniature = draft.miniatures[id]!;
    if (miniature.place.on === 'square' && miniature.place.side === side && test(miniature)) pieces.push(miniature);
  }
  return pieces;
}

/** The squares of `side` some miniature stands on (in no particular order). */
export function occupiedSquares(work: Work, side: SideId): SquareRef[] {
  const occupied: SquareRef[] = [];
  for (const [square, ids] of draftOf(work).squares.get(side) ?? []) if (ids.length > 0) occupied.push(square);
  return occupied;
}

/** Puts `miniature` in the plan's state, in place of the one with its id (or last, when new). */
export function setMiniature(work: Work, miniature: Miniature): void {
  const draft = ownedDraft(work);
  const before = draft.miniatures[miniature.id];
  if (before === undefined) {
    draft.order.push(miniature.id);
    draft.rank.set(miniature.id, draft.nextRank++);
  } else leave(draft, before);
  draft.miniatures[miniature.id] = miniature;
  enter(draft, miniature);
}

/**
 * Takes the miniatures out of the plan's state. Removing keeps the map a plain record only by
 * building it anew without them (`withoutKeys`), so the ids removed together are taken out in one
 * new map: bodies giving way to a group of enemies cost one copy of the board, not one each.
 */
export function removeMiniatures(work: Work, ids: readonly MiniatureId[]): void {
  const draft = draftOf(work);
  const gone = new Set<MiniatureId>();
  for (const id of ids) {
    const before = draft.miniatures[id];
    if (before === undefined) continue;
    leave(draft, before);
    draft.rank.delete(id);
    gone.add(id);
  }
  if (gone.size === 0) return;
  draft.order = draft.order.filter((id) => !gone.has(id));
  draft.miniatures = withoutKeys(draft.miniatures, gone);
  draft.owned = true;
  work.state = { ...work.state, miniatures: draft.miniatures };
}
