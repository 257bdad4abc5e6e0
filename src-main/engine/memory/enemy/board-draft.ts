import type { SideId, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import type { BoardSquare, Miniature, MiniatureId, PlayState } from '../../../../shared/memory-play/play-state.js';
import { withKey, withoutKeys } from '../records.js';

/**
 * The miniatures as one enemy step's plan reads and changes them. A step asks "who is on this
 * square?" for every square it touches and moves or places dozens of guards; scanning every
 * miniature for each question and copying the whole miniatures map for each guard made a step
 * cost several times the 100 µs it may take on a full board. So the plan indexes the
 * miniatures by square once, and at its first change takes its own copy of the miniatures map,
 * in which it then replaces miniatures in place (a key added or taken out makes a new map
 * instead, which keeps it a fast object: records.ts). The given state is never touched, no one
 * else sees the plan's map until the plan ends, and the state the plan ends with holds it: the
 * engine stays pure from the outside, and the state stays plain data.
 *
 * A change made elsewhere (a detection test resolved, a health lost) puts a new miniatures map in
 * `work.state`; the draft notices the new map and indexes it again before the next question.
 */
export interface BoardDraft {
  /** The miniatures map the index describes (the plan's own copy once `owned`). */
  miniatures: Record<MiniatureId, Miniature>;
  owned: boolean;
  /** The miniatures on each square, side by side, in the state's order. */
  readonly squares: Map<SideId, Map<SquareRef, Standing[]>>;
  /** The place in the map's order of the miniatures on no square, for when one enters a square. */
  readonly elsewhere: Map<MiniatureId, number>;
  /** The place in the map's order of the next miniature added (added ones go last). */
  nextRank: number;
}

/**
 * A miniature on a square, with its place in the map's order, so a square lists its miniatures
 * in the state's order however they came (the map's order is its keys', which a miniature moved
 * or replaced keeps).
 */
interface Standing {
  miniature: Miniature;
  readonly rank: number;
}

/** What of a plan's work the draft reads and changes: the state, and the draft kept beside it (plan.ts's `Work`). */
interface Work {
  state: PlayState;
  board: BoardDraft | null;
}

function indexed(miniatures: Readonly<Record<MiniatureId, Miniature>>): BoardDraft {
  const draft: BoardDraft = { miniatures: miniatures as Record<MiniatureId, Miniature>, owned: false, squares: new Map(), elsewhere: new Map(), nextRank: 0 };
  for (const id in miniatures) {
    const miniature = miniatures[id]!;
    const rank = draft.nextRank++;
    // Read in the map's order, so each square's list is built in the state's order as it grows.
    if (miniature.place.on === 'square') listOn(draft, miniature.place.side, miniature.place.square).push({ miniature, rank });
    else draft.elsewhere.set(id, rank);
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
  // Spreading keeps the map's order, so the index still holds.
  if (!draft.owned) adopt(work, draft, { ...draft.miniatures });
  return draft;
}

/** A new map of the plan's own (a copy, or one with keys added or taken out: records.ts) in the draft and in `work.state`. */
function adopt(work: Work, draft: BoardDraft, miniatures: Record<MiniatureId, Miniature>): void {
  draft.miniatures = miniatures;
  draft.owned = true;
  work.state = { ...work.state, miniatures };
}

function listOn(draft: BoardDraft, side: SideId, square: SquareRef): Standing[] {
  let bySquare = draft.squares.get(side);
  if (bySquare === undefined) draft.squares.set(side, (bySquare = new Map()));
  let standing = bySquare.get(square);
  if (standing === undefined) bySquare.set(square, (standing = []));
  return standing;
}

/** Lists the miniature on its square (if it stands on one) at its rank, or notes its rank while it is elsewhere. */
function enter(draft: BoardDraft, miniature: Miniature, rank: number): void {
  if (miniature.place.on !== 'square') {
    draft.elsewhere.set(miniature.id, rank);
    return;
  }
  const standing = listOn(draft, miniature.place.side, miniature.place.square);
  // One step of an insertion sort: the miniatures that come after it move up one.
  let at = standing.length;
  for (; at > 0 && standing[at - 1]!.rank > rank; at -= 1) standing[at] = standing[at - 1]!;
  standing[at] = { miniature, rank };
}

/** Takes the miniature off its square's list (or its note while elsewhere); returns its rank. */
function leave(draft: BoardDraft, miniature: Miniature): number {
  if (miniature.place.on !== 'square') {
    const rank = draft.elsewhere.get(miniature.id)!;
    draft.elsewhere.delete(miniature.id);
    return rank;
  }
  const standing = listOn(draft, miniature.place.side, miniature.place.square);
  const at = standing.findIndex((entry) => entry.miniature === miniature);
  const { rank } = standing[at]!;
  standing.copyWithin(at, at + 1);
  standing.pop();
  return rank;
}

/** The miniatures on `at` that `test` picks (all when none is given), in the state's order. */
export function piecesAt(work: Work, at: BoardSquare, test?: (miniature: Miniature) => boolean): Miniature[] {
  const pieces: Miniature[] = [];
  for (const { miniature } of draftOf(work).squares.get(at.side)?.get(at.square) ?? []) if (test === undefined || test(miniature)) pieces.push(miniature);
  return pieces;
}

/** How many miniatures on `at` `test` picks. */
export function countAt(work: Work, at: BoardSquare, test: (miniature: Miniature) => boolean): number {
  let count = 0;
  for (const { miniature } of draftOf(work).squares.get(at.side)?.get(at.square) ?? []) if (test(miniature)) count += 1;
  return count;
}

/** The miniatures standing on squares of `side` that `test` picks, in the state's order. */
export function piecesOnSide(work: Work, side: SideId, test: (miniature: Miniature) => boolean): Miniature[] {
  const { miniatures } = draftOf(work);
  const pieces: Miniature[] = [];
  for (const id in miniatures) {
    const miniature = miniatures[id]!;
    if (miniature.place.on === 'square' && miniature.place.side === side && test(miniature)) pieces.push(miniature);
  }
  return pieces;
}

/** The squares of `side` some miniature stands on (in no particular order). */
export function occupiedSquares(work: Work, side: SideId): SquareRef[] {
  const occupied: SquareRef[] = [];
  for (const [square, standing] of draftOf(work).squares.get(side) ?? []) if (standing.length > 0) occupied.push(square);
  return occupied;
}

/** Puts `miniature` in the plan's state, in place of the one with its id (or last, when new). */
export function setMiniature(work: Work, miniature: Miniature): void {
  const before = draftOf(work).miniatures[miniature.id];
  if (before === undefined) {
    const draft = draftOf(work);
    adopt(work, draft, withKey(draft.miniatures, miniature.id, miniature));
    enter(draft, miniature, draft.nextRank++);
    return;
  }
  const draft = ownedDraft(work);
  draft.miniatures[miniature.id] = miniature;
  const was = before.place;
  const now = miniature.place;
  if (was.on === 'square' && now.on === 'square' && was.side === now.side && was.square === now.square) {
    // A change that leaves it where it stands (a health lost) keeps its place in the square's list.
    listOn(draft, was.side, was.square).find((entry) => entry.miniature === before)!.miniature = miniature;
  } else enter(draft, miniature, leave(draft, before));
}

/**
 * Takes the miniatures out of the plan's state. Removing keeps the map a plain record only by
 * building it anew without them (`withoutKeys`), so the ids removed together are taken out in one
 * new map: bodies giving way to a group of enemies cost one copy of the board, not one each.
 */
export function removeMiniatures(work: Work, ids: readonly MiniatureId[]): void {
  const draft = draftOf(work);
  const gone: MiniatureId[] = [];
  for (const id of ids) {
    const before = draft.miniatures[id];
    if (before === undefined || gone.includes(id)) continue;
    leave(draft, before);
    gone.push(id);
  }
  if (gone.length > 0) adopt(work, draft, withoutKeys(draft.miniatures, gone));
}
