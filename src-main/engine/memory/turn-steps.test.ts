import { describe, expect, it } from 'vitest';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import { reduce } from './reduce.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { play, sixBySixSide, startPlay, testMap, testSetup, wholeTurn } from './test-support/play-builders.js';
import { whatNext } from './what-next.js';

const assassin = (state: PlayState, id: string) => state.miniatures[id] as AssassinPiece;
const typed = (direction: 'N' | 'S' | 'E' | 'W' | '?' = 'N'): Step => ({ kind: 'begin-event-phase', events: [{ side: 'A', direction }] });

function refused(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

function accepted(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

const deckSetup = (directions: ('N' | 'S' | 'E' | 'W' | '?')[], seed = 3) =>
  testSetup({ seed, eventDeck: { mode: 'entered', cards: directions.map((direction, index) => ({ id: `e${index + 1}`, direction })) } });

describe('the turn tracker (TURN-1)', () => {
  it('TURN-1: a play starts at turn 1, waiting for the event card', () => {
    const state = startPlay();
    expect([state.turn, state.phase, state.enemyStage, state.currentEvents]).toEqual([1, 'event', null, []]);
    expect(whatNext(state)).toEqual({ kind: 'tracker', move: 'begin-event-phase', rule: 'EVT-2' });
  });

  it('EVT-1: every board gets 3 cubes; a saved cube stays; critical assassins get theirs too', () => {
    let state = play(startPlay(testSetup({ memoryId: '1.1' })), { kind: 'set-cubes', miniatureId: 'a1', cubes: 0, savedCube: true }, { kind: 'set-health', miniatureId: 'a2', health: 0 });
    const result = accepted(state, typed('E'));
    state = result.state;
    expect(assassin(state, 'a1')).toMatchObject({ cubes: 3, savedCube: true });
    expect(assassin(state, 'a2')).toMatchObject({ cubes: 3, condition: 'critical' });
    expect(state.currentEvents).toEqual([{ side: 'A', direction: 'E', cardId: null }]);
    expect(result.events).toEqual([
      { type: 'event-card-drawn', side: 'A', direction: 'E', cardId: null, rule: 'EVT-2' },
      { type: 'cubes-changed', miniatureId: 'a1', miniatureKind: 'assassin', label: 'alessandra', cubes: 3, savedCube: true, fromCubes: 0, fromSavedCube: true, rule: 'EVT-1' },
      { type: 'cubes-changed', miniatureId: 'a2', miniatureKind: 'assassin', label: 'bastiano', cubes: 3, savedCube: false, fromCubes: 0, fromSavedCube: false, rule: 'EVT-1' },
    ]);
  });

  it('EVT-1: an eliminated assassin gets no cubes (HLT-8)', () => {
    const state = play(startPlay(), { kind: 'eliminate-assassin', miniatureId: 'a2' }, typed());
    expect(assassin(state, 'a2').cubes).toBe(0);
    expect(assassin(state, 'a1').cubes).toBe(3);
  });

  it('EVT-2: exactly one event card per turn; the assassin phase waits for it', () => {
    const start = startPlay();
    expect(refused(start, { kind: 'begin-assassin-phase' })).toMatchObject({ rule: 'EVT-2', params: { turn: 1 } });
    const drawn = play(start, typed());
    expect(refused(drawn, typed('S'))).toMatchObject({ rule: 'EVT-2', params: { turn: 1 } });
    expect(refused(start, { kind: 'begin-event-phase', events: [] })).toMatchObject({ rule: 'EVT-2', params: { side: 'A' } });
  });

  it('TWO-3: with two maps, one event card per map, each with its own direction', () => {
    const two = play(
      startPlay(testSetup({ map: testMap([sixBySixSide('A'), sixBySixSide('B')]) })),
      { kind: 'choose', decisionId: 'd1', optionId: 'A:A5' },
      { kind: 'choose', decisionId: 'd2', optionId: 'B:A5' },
    );
    expect(refused(two, typed())).toMatchObject({ rule: 'EVT-2', params: { side: 'B' } });
    expect(refused(two, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }, { side: 'A', direction: 'S' }] })).toMatchObject({ rule: 'EVT-2', params: { side: 'A' } });
    const state = play(two, { kind: 'begin-event-phase', events: [{ side: 'B', direction: 'W' }, { side: 'A', direction: '?' }] });
    expect(state.currentEvents).toEqual([
      { side: 'A', direction: '?', cardId: null },
      { side: 'B', direction: 'W', cardId: null },
    ]);
  });

  it('EVT-2: drawing needs an entered deck; a typed deck takes the direction on the card', () => {
    expect(refused(startPlay(), { kind: 'begin-event-phase', events: [{ side: 'A', fromDeck: true }] })).toMatchObject({ rule: 'EVT-2', params: { side: 'A' } });
    expect(refused(startPlay(), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'X' as 'N' }] })).toMatchObject({ rule: 'EVT-5' });
  });

  it('EVT-6: the entered deck is drawn from the top; once empty, its discard pile is reshuffled into a new deck', () => {
    const draw: Step = { kind: 'begin-event-phase', events: [{ side: 'A', fromDeck: true }] };
    const turn = (direction: 'N' | 'S' | 'E' | 'W' | '?'): Step[] => [draw, ...wholeTurn(direction).slice(1)];
    let state = startPlay(deckSetup(['N', 'S', 'E']));
    const deck = state.eventDeck;
    if (deck.mode !== 'entered') throw new Error('entered deck expected');
    const order = deck.drawPile.map((card) => card.id);
    const seen: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      state = play(state, draw);
      seen.push(state.currentEvents[0]!.cardId!);
      state = play(state, ...turn('N').slice(1));
    }
    expect(seen).toEqual(order);
    expect(state.eventDeck).toMatchObject({ drawPile: [], discard: order.map((id) => ({ id })) });
    const rngBefore = state.rng;
    const fourth = accepted(state, draw);
    expect(fourth.events[0]).toEqual({ type: 'event-deck-reshuffled', cards: 3, rule: 'EVT-6' });
    expect(fourth.state.rng).not.toEqual(rngBefore);
    if (fourth.state.eventDeck.mode !== 'entered') throw new Error('entered deck expected');
    expect(fourth.state.eventDeck.discard).toEqual([]);
    expect(fourth.state.eventDeck.drawPile).toHaveLength(2);
    expect([fourth.state.currentEvents[0]!.cardId, ...fourth.state.eventDeck.drawPile.map((card) => card.id)].sort()).toEqual(['e1', 'e2', 'e3']);
  });

  it('EVT-6: a deck whose every card is in play cannot be drawn from', () => {
    const two = play(
      startPlay({ ...deckSetup(['N']), map: testMap([sixBySixSide('A'), sixBySixSide('B')]) }),
      { kind: 'choose', decisionId: 'd1', optionId: 'A:A5' },
      { kind: 'choose', decisionId: 'd2', optionId: 'A:A5' },
    );
    expect(refused(two, { kind: 'begin-event-phase', events: [{ side: 'A', fromDeck: true }, { side: 'B', fromDeck: true }] })).toMatchObject({ rule: 'EVT-6', params: { side: 'B' } });
  });

  it('ASP-2: unspent cubes on the grouped slots are lost at the end of the assassin phase; the saved cube stays', () => {
    let state = play(startPlay(), typed(), { kind: 'begin-assassin-phase' }, { kind: 'set-cubes', miniatureId: 'a1', cubes: 1, savedCube: true });
    const result = accepted(state, { kind: 'end-assassin-phase' });
    state = result.state;
    expect(assassin(state, 'a1')).toMatchObject({ cubes: 0, savedCube: true });
    expect(assassin(state, 'a2')).toMatchObject({ cubes: 0, savedCube: false });
    expect(result.events.filter((event) => event.type === 'cubes-changed').map((event) => event.rule)).toEqual(['ASP-2', 'ASP-2']);
    expect([state.phase, state.enemyStage]).toEqual(['enemy', 'reinforcement']);
  });

  it('ENM-1: the enemy steps come in order: reinforcement, movement, combat', () => {
    let state = play(startPlay(), typed(), { kind: 'begin-assassin-phase' }, { kind: 'end-assassin-phase' });
    expect(refused(state, { kind: 'end-enemy-stage', stage: 'movement' })).toMatchObject({ rule: 'ENM-1', params: { step: 'movement', expected: 'reinforcement' } });
    state = play(state, { kind: 'end-enemy-stage', stage: 'reinforcement' });
    expect(state.enemyStage).toBe('movement');
    state = play(state, { kind: 'end-enemy-stage', stage: 'movement' }, { kind: 'end-enemy-stage', stage: 'combat' });
    // SAVE-3: after combat the enemy phase waits for a saved cube or a 0-cost action, then the end of turn.
    expect([state.phase, state.enemyStage]).toEqual(['enemy', null]);
    expect(whatNext(state)).toEqual({ kind: 'tracker', move: 'end-turn', rule: 'SAVE-3' });
    expect(refused(state, { kind: 'end-enemy-stage', stage: 'combat' })).toMatchObject({ rule: 'ENM-1', params: { step: 'combat', expected: 'null' } });
    state = play(state, { kind: 'end-turn' });
    expect([state.turn, state.phase]).toEqual([2, 'event']);
  });

  it('SET-9: memory 0.1 goes from the assassin phase straight to the end of the turn', () => {
    const state = play(startPlay(testSetup({ memoryId: '0.1' })), typed(), { kind: 'begin-assassin-phase' }, { kind: 'end-assassin-phase' });
    expect([state.phase, state.enemyStage]).toEqual(['end', null]);
  });

  it('SET-9: memory 0.2 plays only the enemy steps its page lists', () => {
    let state = play(startPlay(testSetup({ memoryId: '0.2', enemyStages: ['movement'] })), typed(), { kind: 'begin-assassin-phase' }, { kind: 'end-assassin-phase' });
    expect(state.enemyStage).toBe('movement');
    expect(refused(state, { kind: 'end-enemy-stage', stage: 'reinforcement' })).toMatchObject({ rule: 'ENM-1' });
    state = play(state, { kind: 'end-enemy-stage', stage: 'movement' });
    // SAVE-3: the moment after the last step played comes before the end of turn here too.
    expect([state.phase, state.enemyStage]).toEqual(['enemy', null]);
  });

  it('TURN-1: a tracker step out of its phase is refused, naming the phase', () => {
    expect(refused(startPlay(), { kind: 'end-turn' })).toMatchObject({ rule: 'TURN-1', params: { phase: 'event', expected: 'end', turn: 1 } });
    expect(refused(startPlay(), { kind: 'end-assassin-phase' })).toMatchObject({ rule: 'TURN-1', params: { expected: 'assassin' } });
    expect(refused(startPlay(), { kind: 'end-enemy-stage', stage: 'reinforcement' })).toMatchObject({ rule: 'TURN-1', params: { expected: 'enemy' } });
  });

  it('END-2: unattached red bases leave the map, the event card is discarded, and turn 2 begins', () => {
    let state = play(
      startPlay(deckSetup(['N', 'S', 'E'])),
      { kind: 'begin-event-phase', events: [{ side: 'A', fromDeck: true }] },
      { kind: 'begin-assassin-phase' },
      { kind: 'attach-red-base', miniatureId: 'a1' },
      { kind: 'place-red-base', side: 'A', square: 'C3' },
      { kind: 'attach-red-base', miniatureId: 'a2' },
      { kind: 'detach-red-base', miniatureId: 'a2' },
      { kind: 'end-assassin-phase' },
      { kind: 'end-enemy-stage', stage: 'reinforcement' },
      { kind: 'end-enemy-stage', stage: 'movement' },
      { kind: 'end-enemy-stage', stage: 'combat' },
    );
    const card = state.currentEvents[0]!;
    const result = accepted(state, { kind: 'end-turn' });
    state = result.state;
    expect(state.redBases.filter((base) => base.at.on !== 'supply')).toEqual([{ id: 'r1', substitute: false, at: { on: 'attached', miniatureId: 'a1' } }]);
    expect(state.currentEvents).toEqual([]);
    expect(state.eventDeck).toMatchObject({ discard: [{ id: card.cardId, direction: card.direction }] });
    expect([state.turn, state.phase]).toEqual([2, 'event']);
    expect(result.events).toEqual([
      { type: 'red-base-removed', redBaseId: 'r2', substitute: false, side: 'A', square: 'C3', rule: 'END-2' },
      { type: 'red-base-removed', redBaseId: 'r3', substitute: false, side: 'A', square: 'A5', rule: 'END-2' },
      { type: 'event-card-discarded', side: 'A', direction: card.direction, cardId: card.cardId, rule: 'END-2' },
      { type: 'turn-started', turn: 2, rule: 'TURN-1' },
    ]);
  });

  it('SAVE-4: ending the memory removes the saved cubes; then every step is refused', () => {
    let state = play(startPlay(), { kind: 'set-cubes', miniatureId: 'a2', cubes: 0, savedCube: true });
    const result = accepted(state, { kind: 'end-memory', outcome: 'failure' });
    state = result.state;
    expect(assassin(state, 'a2').savedCube).toBe(false);
    expect(state.outcome).toBe('failure');
    expect(result.events.at(-1)).toEqual({ type: 'memory-ended', outcome: 'failure', rule: 'FAIL-1' });
    expect(refused(state, { kind: 'set-alert', side: 'A', alert: 'active' })).toMatchObject({ rule: 'PLAY-ENDED', params: { outcome: 'failure' } });
    expect(whatNext(state)).toEqual({ kind: 'ended', outcome: 'failure' });
  });

  it('TURN-1: two whole turns bring the play to turn 3, event phase', () => {
    const state = play(startPlay(), ...wholeTurn('N'), ...wholeTurn('?'));
    expect([state.turn, state.phase]).toEqual([3, 'event']);
  });
});
