import type { MemoryMap } from '../../../shared/memory-play/map/map-types.js';
import { who } from './board-queries.js';
import { squareOptionId, type PlaceAssassinDecision, type SquareOption } from '../../../shared/memory-play/decisions.js';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import { arrive } from './arrive.js';
import { PlayCtx } from './context.js';
import { withMiniature } from './miniature-steps.js';
import type { StepResult } from './step-result.js';

/**
 * Where the assassins enter at setup (SET-1). The diagram's assassin marks are used; a map
 * without them falls back on its plain white triangles, which let assassins enter (ENT-1; a
 * red-centred one only lets them leave). One square: everyone starts there. Several: the
 * players choose for each assassin in turn (GEN-1). None: the assassins wait off the map for
 * the players to place them by hand.
 */
function entryOptions(map: MemoryMap): SquareOption[] {
  const marked: SquareOption[] = [];
  const triangles: SquareOption[] = [];
  for (const side of map.sides) {
    for (const miniature of side.miniatures) {
      if (miniature.type === 'assassins') marked.push({ id: squareOptionId({ side: side.id, square: miniature.square }), side: side.id, square: miniature.square });
    }
    for (const feature of side.features) {
      if (feature.type === 'triangle' && !feature.leaveOnly) triangles.push({ id: squareOptionId({ side: side.id, square: feature.square }), side: side.id, square: feature.square });
    }
  }
  const options = marked.length > 0 ? marked : triangles;
  const seen = new Set<string>();
  return options.filter((option) => (seen.has(option.id) ? false : (seen.add(option.id), true)));
}

const assassinsInOrder = (state: PlayState): AssassinPiece[] =>
  Object.values(state.miniatures).filter((miniature): miniature is AssassinPiece => miniature.kind === 'assassin');

/** The placement decision for the first assassin after `afterId` still off the map, if any. */
function nextPlacement(state: PlayState, options: readonly SquareOption[], afterId: string | null): PlayState {
  const assassins = assassinsInOrder(state);
  const start = afterId === null ? 0 : assassins.findIndex((assassin) => assassin.id === afterId) + 1;
  const next = assassins.slice(start).find((assassin) => assassin.place.on === 'off-map' && assassin.condition !== 'eliminated');
  if (next === undefined) return { ...state, pending: null };
  const serial = state.serials.decision + 1;
  const decision: PlaceAssassinDecision = { id: `d${serial}`, kind: 'place-assassin', rule: 'GEN-1', miniatureId: next.id, options };
  return { ...state, pending: decision, serials: { ...state.serials, decision: serial } };
}

/**
 * Places every assassin on the single entry square, or asks for the first when there are several.
 * Each placed assassin arrives there (SET-1: no core rule follows a placement; the set-up tells
 * the table nothing as it goes, so what an arrival would tell is not kept).
 */
export function placeAssassinsAtSetup(state: PlayState): PlayState {
  const options = entryOptions(state.map);
  if (options.length === 0) return state;
  if (options.length > 1) return nextPlacement(state, options, null);
  const only = options[0]!;
  const at = { side: only.side, square: only.square };
  const ctx = new PlayCtx(state);
  for (const assassin of assassinsInOrder(state)) {
    ctx.state = withMiniature(ctx.state, { ...assassin, place: { on: 'square', ...at } });
    arrive(ctx, { how: 'placement', who: [assassin.id], at, from: null, exposed: false });
  }
  return ctx.state;
}

/** Answers a placement decision with the chosen square (the assassin arrives there), then asks for the next assassin. */
export function answerPlacement(state: PlayState, decision: PlaceAssassinDecision, option: SquareOption): StepResult {
  const assassin = state.miniatures[decision.miniatureId]!;
  const at = { side: option.side, square: option.square };
  const ctx = new PlayCtx(withMiniature(state, { ...assassin, place: { on: 'square', ...at } }));
  ctx.emit({ type: 'miniature-moved', ...who(assassin), fromSide: null, fromSquare: null, toSide: option.side, toSquare: option.square, rule: 'SET-1' });
  arrive(ctx, { how: 'placement', who: [assassin.id], at, from: null, exposed: false });
  ctx.state = nextPlacement(ctx.state, decision.options, decision.miniatureId);
  return ctx.accepted();
}
