import { refuse } from '../../../shared/ipc/refusal.js';
import type { AssassinPiece, BoardSquare, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep } from '../../../shared/memory-play/moves/index.js';
import { findActor, payFor } from './action-costs.js';
import { isExposed, who } from './board-queries.js';
import { withMiniature } from './miniature-steps.js';
import { PlayCtx } from './context.js';
import type { StepResult } from './step-result.js';
import { checkSquare } from './step-checks.js';
import { enemiesOn } from './stealth.js';
import { arrive, goOutOfSight } from './arrive.js';

/** ACT-FTS-3: the squares of every map in play holding a fast travel station. */
export function stationSquares(state: PlayState): BoardSquare[] {
  return state.map.sides.flatMap((side) => side.features.flatMap((feature) => (feature.type === 'fast-travel' ? [{ side: side.id, square: feature.square }] : [])));
}

const isStation = (state: PlayState, at: BoardSquare): boolean => stationSquares(state).some((station) => station.side === at.side && station.square === at.square);

/** END-3, END-5: assassins still on the map, a tower top included (MAP-TWR-3). */
const assassinsOnMap = (state: PlayState): AssassinPiece[] =>
  Object.values(state.miniatures).filter((miniature): miniature is AssassinPiece => miniature.kind === 'assassin' && miniature.condition !== 'eliminated' && miniature.place.on !== 'off-map');

/** END-3: every mandatory objective is completed. */
const objectivesDone = (state: PlayState): boolean =>
  state.objectives.every((objective) => objective.completed || !(state.map.sides.find((side) => side.id === objective.side)?.features[objective.featureIndex] as { mandatory?: boolean } | undefined)?.mandatory);

/** END-3: every objective done, at least one assassin gone through a station, none left on the map. */
export function memoryWon(state: PlayState): boolean {
  const assassins = Object.values(state.miniatures).filter((miniature): miniature is AssassinPiece => miniature.kind === 'assassin');
  return objectivesDone(state) && assassins.some((assassin) => assassin.leftByFastTravel === true) && assassinsOnMap(state).length === 0;
}

/**
 * ACT-FTS-1…4, ACT-FTS-7, END-5: 1 cube to leave through the station on the assassin's square,
 * keeping everything (ACT-FTS-2); exposed only with no enemy there, leaving the red base behind
 * (ACT-FTS-4). Back at once on any station square for 0 (b), tested there when enemies stand
 * on it (ACT-FTS-7 default), or gone until the next memory (a).
 */
export function fastTravel(state: PlayState, step: Extract<ActionStep, { kind: 'fast-travel' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  if (!isStation(state, at)) return refuse('ACT-FTS-1', `No fast travel station on ${at.side}:${at.square}.`, { miniatureId: assassin.id, side: at.side, square: at.square }, 'miniatureId');
  const exposed = isExposed(state, assassin.id);
  if (exposed && enemiesOn(state, at).length > 0) {
    return refuse('ACT-FTS-4', 'An exposed assassin uses a station only with no enemy on its square.', { miniatureId: assassin.id, enemies: enemiesOn(state, at).length }, 'miniatureId');
  }
  if (step.returnTo !== undefined) {
    const square = checkSquare(state, step.returnTo.side, step.returnTo.square, 'returnTo.square');
    if (!square.ok) return square;
    if (!isStation(state, step.returnTo)) {
      return refuse('ACT-FTS-1', `${step.returnTo.side}:${step.returnTo.square} has no fast travel station.`, { side: step.returnTo.side, square: step.returnTo.square }, 'returnTo.square');
    }
  } else if (assassinsOnMap(state).length === 1 && !objectivesDone(state) && step.objectivesOpenConfirmed !== true) {
    // END-5 [AMB]: the rules give no outcome; the players confirm they mean it.
    return refuse('END-5', 'The last assassin on the map would leave with objectives open.', { miniatureId: assassin.id, open: state.objectives.filter((objective) => !objective.completed).length }, 'objectivesOpenConfirmed');
  }
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const ctx = new PlayCtx(paid.value.state, paid.value.events);
  // ACT-FTS-4, STL-6: the red base stays on the station's square.
  goOutOfSight(ctx, assassin.id);
  const payer = ctx.state.miniatures[assassin.id] as AssassinPiece;
  const to = step.returnTo ?? null;
  ctx.state = withMiniature(ctx.state, to === null ? { ...payer, place: { on: 'off-map' }, leftByFastTravel: true } : { ...payer, place: { on: 'square', side: to.side, square: to.square } });
  ctx.emit({ type: 'fast-travelled', ...who(assassin), fromSide: at.side, fromSquare: at.square, toSide: to?.side ?? null, toSquare: to?.square ?? null, rule: 'ACT-FTS-1' });
  // ACT-MOV-2, RST-2: coming back among enemies is tested, or exposes at once in a restricted area.
  if (to !== null) arrive(ctx, { how: 'fast-travel', who: [assassin.id], at: to, from: at, exposed: false });
  return ctx.accepted();
}
