import { refuse } from '../../../shared/ipc/refusal.js';
import { who } from './board-queries.js';
import { GROUPED_CUBE_SLOTS } from './board-steps.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { EVENT_DIRECTIONS, type AssassinPiece, type CurrentEvent, type EventCard, type EventDeck, type Miniature, type PlayState } from '../../../shared/memory-play/play-state.js';
import { runEndOfTurn } from './end-of-turn.js';
import { shuffle } from './shuffle.js';
import { eventMaps } from './rules/two-maps.js';
import type { EventChoice, TrackerStep } from '../../../shared/memory-play/moves/index.js';
import { PlayCtx } from './context.js';
import { accepted, type StepResult } from './step-result.js';

/**
 * The turn tracker (TURN-1): event phase, assassin phase, enemy phase in its three steps and
 * the moment after its last one (SAVE-3), end of turn. Like boardgame.io's phases, each step is
 * only allowed in its phase (its move's declared moments, checked by allowed.ts) and moves the
 * play on; unlike them, nothing ends a phase by itself: the players say when.
 */

function phaseEvent(state: PlayState, rule?: string): TableEvent {
  const event: TableEvent = { type: 'phase-changed', turn: state.turn, phase: state.phase, enemyStage: state.enemyStage };
  return rule === undefined ? event : { ...event, rule };
}

/** Applies `change` to every assassin it returns a new piece for; the events say what changed. */
function updateAssassins(state: PlayState, change: (assassin: AssassinPiece) => AssassinPiece | null, rule: string): { state: PlayState; events: TableEvent[] } {
  let miniatures: Record<string, Miniature> | null = null;
  const events: TableEvent[] = [];
  for (const id in state.miniatures) {
    const miniature = state.miniatures[id]!;
    if (miniature.kind !== 'assassin') continue;
    const changed = change(miniature);
    if (changed === null) continue;
    miniatures ??= { ...state.miniatures };
    miniatures[id] = changed;
    events.push({ type: 'cubes-changed', ...who(miniature), cubes: changed.cubes, savedCube: changed.savedCube, fromCubes: miniature.cubes, fromSavedCube: miniature.savedCube, rule });
  }
  return { state: miniatures === null ? state : { ...state, miniatures }, events };
}

/** EVT-2, EVT-6: the top card of the entered deck, reshuffling the discard pile first when the deck is empty. */
function drawEventCard(deck: Extract<EventDeck, { mode: 'entered' }>, rng: PlayState['rng']): { deck: Extract<EventDeck, { mode: 'entered' }>; rng: PlayState['rng']; card: EventCard | null; reshuffled: number } {
  let drawPile = deck.drawPile;
  let discard = deck.discard;
  let reshuffled = 0;
  let next = rng;
  if (drawPile.length === 0 && discard.length > 0) {
    [drawPile, next] = shuffle(discard, rng);
    reshuffled = discard.length;
    discard = [];
  }
  const card = drawPile[0] ?? null;
  return { deck: { mode: 'entered', drawPile: drawPile.slice(1), discard }, rng: next, card, reshuffled };
}

/** EVT-2, TWO-3: exactly one card per map side, typed or drawn. */
function beginEventPhase(state: PlayState, choices: readonly EventChoice[]): StepResult {
  if (state.currentEvents.length > 0) {
    return refuse('EVT-2', `Turn ${state.turn}'s event card is already drawn.`, { turn: state.turn });
  }
  if (!Array.isArray(choices)) return refuse(PLAY_DATA_RULES.value, 'The event phase needs one event card per map.', {}, 'events');
  // TWO-3: one card per map in play (the two-maps module says which).
  const sides = eventMaps(state);
  for (const [index, choice] of choices.entries()) {
    if (!sides.includes(choice.side)) return refuse(PLAY_DATA_RULES.unknown, `This memory has no map ${String(choice.side)}.`, { side: String(choice.side) }, `events.${index}.side`);
    if (choices.findIndex((other) => other.side === choice.side) !== index) {
      return refuse('EVT-2', `Map ${choice.side} draws exactly one event card.`, { side: choice.side }, `events.${index}.side`);
    }
    if ('direction' in choice && !EVENT_DIRECTIONS.includes(choice.direction)) {
      return refuse('EVT-5', `An event card shows N, S, E, W or ?, not ${String(choice.direction)}.`, { side: choice.side }, `events.${index}.direction`);
    }
    if ('fromDeck' in choice && state.eventDeck.mode !== 'entered') {
      return refuse('EVT-2', 'No event deck was entered: type the direction on the card drawn.', { side: choice.side }, `events.${index}`);
    }
  }
  const missing = sides.find((side) => !choices.some((choice) => choice.side === side));
  if (missing !== undefined) return refuse('EVT-2', `Map ${missing} draws one event card too.`, { side: missing }, 'events');

  let deck = state.eventDeck;
  let rng = state.rng;
  const current: CurrentEvent[] = [];
  const events: TableEvent[] = [];
  for (const side of sides) {
    const choice = choices.find((candidate) => candidate.side === side)!;
    if ('direction' in choice) {
      current.push({ side, direction: choice.direction, cardId: null });
      events.push({ type: 'event-card-drawn', side, direction: choice.direction, cardId: null, rule: 'EVT-2' });
      continue;
    }
    const drawn = drawEventCard(deck as Extract<EventDeck, { mode: 'entered' }>, rng);
    if (drawn.card === null) return refuse('EVT-6', 'The event deck and its discard pile are empty.', { side });
    if (drawn.reshuffled > 0) events.push({ type: 'event-deck-reshuffled', cards: drawn.reshuffled, rule: 'EVT-6' });
    deck = drawn.deck;
    rng = drawn.rng;
    current.push({ side, direction: drawn.card.direction, cardId: drawn.card.id });
    events.push({ type: 'event-card-drawn', side, direction: drawn.card.direction, cardId: drawn.card.id, rule: 'EVT-2' });
  }
  // EVT-1: 3 cubes on every board's grouped slots; a saved cube stays (SAVE-5). Critical
  // assassins receive theirs too (HLT-4); eliminated ones are set aside (HLT-8).
  const cubes = updateAssassins(
    { ...state, eventDeck: deck, rng, currentEvents: current },
    (assassin) => (assassin.condition === 'eliminated' || assassin.cubes === GROUPED_CUBE_SLOTS ? null : { ...assassin, cubes: GROUPED_CUBE_SLOTS }),
    'EVT-1',
  );
  return accepted(cubes.state, [...events, ...cubes.events]);
}

export function reduceTrackerStep(state: PlayState, step: TrackerStep): StepResult {
  switch (step.kind) {
    case 'begin-event-phase':
      return beginEventPhase(state, step.events);
    case 'begin-assassin-phase': {
      if (state.currentEvents.length === 0) return refuse('EVT-2', `Draw turn ${state.turn}'s event card first.`, { turn: state.turn });
      const next: PlayState = { ...state, phase: 'assassin' };
      return accepted(next, [phaseEvent(next, 'TURN-1')]);
    }
    case 'end-assassin-phase': {
      // ASP-2: cubes left on the grouped slots are lost; a saved cube on "+" is kept.
      const lost = updateAssassins(state, (assassin) => (assassin.cubes === 0 ? null : { ...assassin, cubes: 0 }), 'ASP-2');
      const [first] = state.enemyStagesPlayed;
      // SET-9, ENM-2: memory 0.1 has no enemy phase.
      const next: PlayState = first === undefined ? { ...lost.state, phase: 'end', enemyStage: null } : { ...lost.state, phase: 'enemy', enemyStage: first };
      return accepted(next, [...lost.events, phaseEvent(next, first === undefined ? 'SET-9' : 'ENM-1')]);
    }
    case 'end-enemy-stage': {
      if (step.stage !== state.enemyStage) {
        return refuse('ENM-1', `The enemy step to play now is ${String(state.enemyStage)}, not ${String(step.stage)}.`, { step: String(step.stage), expected: String(state.enemyStage) }, 'stage');
      }
      // ENM-1 in order; SET-9: memory 0.2 plays only the steps its page lists. After the last
      // step the enemy phase waits (enemyStage null): SAVE-3, ASP-3 allow a saved cube and 0-cost
      // actions after combat too, before the end of turn (a medicine then is the last chance
      // to heal a critical assassin, HLT-6).
      const following = state.enemyStagesPlayed[state.enemyStagesPlayed.indexOf(step.stage) + 1];
      const next: PlayState = { ...state, enemyStage: following ?? null };
      return accepted(next, [phaseEvent(next, following === undefined ? 'SAVE-3' : 'ENM-1')]);
    }
    case 'end-turn': {
      // The end of turn follows the moment after the enemy phase's last step (SAVE-3), or the
      // assassin phase of a memory without an enemy phase (SET-9): its declared moments (allowed.ts).
      // END-1…4: its effects in the play's order (end-of-turn.ts), then a new turn.
      const ctx = new PlayCtx(state);
      runEndOfTurn(ctx);
      ctx.state = { ...ctx.state, turn: state.turn + 1, phase: 'event', enemyStage: null };
      ctx.emit({ type: 'turn-started', turn: ctx.state.turn, rule: 'TURN-1' });
      return ctx.accepted();
    }
    case 'end-memory': {
      if (step.outcome !== 'success' && step.outcome !== 'failure') return refuse(PLAY_DATA_RULES.value, 'A memory ends in success or failure.', {}, 'outcome');
      // SAVE-4: saved cubes are removed at the end of the memory.
      const cleared = updateAssassins(state, (assassin) => (assassin.savedCube ? { ...assassin, savedCube: false } : null), 'SAVE-4');
      const next: PlayState = { ...cleared.state, outcome: step.outcome };
      return accepted(next, [...cleared.events, { type: 'memory-ended', outcome: step.outcome, rule: step.outcome === 'success' ? 'END-3' : 'FAIL-1' }]);
    }
  }
}
