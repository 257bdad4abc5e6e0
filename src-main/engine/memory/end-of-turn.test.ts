import { describe, expect, it } from 'vitest';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { PlayCtx } from './context.js';
import { DEFAULT_END_OF_TURN, runEndOfTurn } from './end-of-turn.js';
import { RULE_MODULES } from './rules/index.js';
import { twoMaps } from './rules/two-maps.js';
import { createPlay } from './setup.js';
import { gridSide, play, startPlay, testMap, testSetup, wholeTurn } from './test-support/play-builders.js';
import { accepted } from './test-support/step-assertions.js';

/**
 * The end of turn as one sequence (END-1…4, HLT-6): its effects in the digest's default order or
 * the one the group chose at the start, refused when that order cannot be played. Test values only.
 */
const [, assassinStep, endAssassin, reinforcement, movement, combat, endTurn] = wholeTurn();
const toEndOfTurn: Step[] = [endAssassin!, reinforcement!, movement!, combat!];

/** Turn 2 at its end: a1 critical since turn 1 (HLT-6 falls due), a loose red base on C3 and the event card to discard (END-2). */
function dueAtEndOfTurn2(state: PlayState): PlayState {
  // EVT-2, TWO-3: a card typed for each map.
  const events: Step = { kind: 'begin-event-phase', events: state.map.sides.map((side) => ({ side: side.id, direction: 'N' as const })) };
  const first = play(state, events, assassinStep!, { kind: 'set-health', miniatureId: 'a1', health: 0 }, ...toEndOfTurn, endTurn!);
  return play(first, events, assassinStep!, { kind: 'place-red-base', side: 'A', square: 'C3' }, ...toEndOfTurn);
}

const kinds = (events: readonly TableEvent[]) => events.map((event) => `${event.type} ${'rule' in event ? event.rule : ''}`);

describe('the end of turn (END-1…4)', () => {
  it('HLT-6 then END-2: the overdue critical assassin is eliminated, then the loose red base and the event card go, then a new turn starts', () => {
    const result = accepted(dueAtEndOfTurn2(startPlay()), endTurn!);
    expect(kinds(result.events)).toEqual(['assassin-eliminated HLT-6', 'red-base-removed END-2', 'event-card-discarded END-2', 'turn-started TURN-1']);
    expect([result.state.turn, result.state.phase]).toEqual([3, 'event']);
  });

  it('END-4: a module’s effect runs where the play’s order places it: by default before the critical deadline, after it when the group chose so', () => {
    // A test effect of the two-maps module, at the place of the river's current in the default order (a stand-in: no module plays one yet).
    const marker: TableEvent = { type: 'alert-changed', side: 'B', alert: 'active', rule: 'RIV-3' };
    const registry = [...RULE_MODULES.filter((module) => module.id !== 'two-maps'), { ...twoMaps, endOfTurn: [{ id: 'river-drift', rules: ['RIV-3'], run: (ctx: PlayCtx) => ctx.emit(marker) }] }];
    const twoMapPlay = testSetup({ map: testMap([gridSide({ id: 'A', width: 4, height: 4, miniatures: [{ type: 'assassins', square: 'A1' }] }), gridSide({ id: 'B', width: 4, height: 4 })]) });
    const due = dueAtEndOfTurn2(startPlay(twoMapPlay));
    const byDefault = new PlayCtx(due);
    runEndOfTurn(byDefault, registry);
    expect(kinds(byDefault.events).slice(0, 2)).toEqual(['alert-changed RIV-3', 'assassin-eliminated HLT-6']);
    const chosen = new PlayCtx({ ...due, endOfTurnOrder: ['critical-deadline', 'river-drift', 'outcome-check', 'cleanup'] });
    runEndOfTurn(chosen, registry);
    expect(kinds(chosen.events).slice(0, 2)).toEqual(['assassin-eliminated HLT-6', 'alert-changed RIV-3']);
    // The same effect in a play where its module is off (one map) is skipped.
    const off = new PlayCtx(dueAtEndOfTurn2(startPlay()));
    runEndOfTurn(off, registry);
    expect(kinds(off.events)).not.toContain('alert-changed RIV-3');
  });

  it('END-4: the order the group chose at the start is kept in the play', () => {
    const order = ['outcome-check', 'critical-deadline', 'cleanup'];
    expect(startPlay(testSetup({ endOfTurnOrder: order })).endOfTurnOrder).toEqual(order);
    expect(startPlay(testSetup()).endOfTurnOrder).toBeUndefined();
  });

  it('END-4: an order that cannot be played is refused at the start, naming the field: an unknown effect, one placed twice, one left out, the cleanup not last', () => {
    const refusal = (endOfTurnOrder: string[]) => {
      const result = createPlay(testSetup({ endOfTurnOrder }));
      if (result.ok) throw new Error('expected the setup to be refused');
      return result.refusal;
    };
    expect(refusal(['critical-deadline', 'sandstorm', 'outcome-check', 'cleanup'])).toMatchObject({ rule: 'END-4', params: { effect: 'sandstorm' }, field: 'endOfTurnOrder.1' });
    expect(refusal(['critical-deadline', 'critical-deadline', 'outcome-check', 'cleanup'])).toMatchObject({ rule: 'END-4', params: { effect: 'critical-deadline' }, field: 'endOfTurnOrder.1' });
    expect(refusal(['outcome-check', 'cleanup'])).toMatchObject({ rule: 'END-4', params: { effect: 'critical-deadline' }, field: 'endOfTurnOrder' });
    expect(refusal(['cleanup', 'critical-deadline', 'outcome-check'])).toMatchObject({ rule: 'END-4', params: { effect: 'outcome-check' }, field: 'endOfTurnOrder' });
  });

  it('END-4: every module’s effect has its place in the default order', () => {
    const ids = RULE_MODULES.flatMap((module) => (module.endOfTurn ?? []).map((effect) => effect.id));
    expect(ids.filter((id) => !(DEFAULT_END_OF_TURN as readonly string[]).includes(id))).toEqual([]);
  });
});
