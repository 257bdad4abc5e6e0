import { refuse, type Refusal } from '../../../shared/ipc/refusal.js';
import type { EventCard, PlayState } from '../../../shared/memory-play/play-state.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { eliminateAssassin } from './board-steps.js';
import type { Change, PlayCtx } from './context.js';
import type { PlaySetup } from './play-setup.js';
import { removeLooseRedBases } from './red-bases.js';
import { enabledModules, RULE_MODULES } from './rules/index.js';
import type { EndOfTurnEffect, RuleModule } from './rules/rule-module.js';

/**
 * The end of turn (END-1…4) as one sequence of effects, each named by an id: the core's (the
 * critical deadline, the outcome check, the cleanup) and those of the rule modules switched on
 * (collapse, the river's current, crocodiles… as they come). END-4 [AMB]: the rulebook does not
 * give their order; the digest's default is below, and a memory's setup may choose another once.
 * The `end-turn` step (turn-steps.ts) runs it, then the next turn starts.
 */

/** END-4 [AMB]: the digest's default order; ids no module on in the play provides are skipped. */
export const DEFAULT_END_OF_TURN = ['collapse', 'river-drift', 'crocodile-damage', 'critical-deadline', 'outcome-check', 'cleanup'] as const;

/** END-2: the cleanup, after which a new turn starts: always last. */
const CLEANUP = 'cleanup';

/** HLT-6: critical in turn T and still unhealed as turn T+1 ends: eliminated. */
function eliminateOverdue(ctx: PlayCtx): void {
  for (const miniature of Object.values(ctx.state.miniatures)) {
    if (miniature.kind !== 'assassin' || miniature.condition !== 'critical' || miniature.criticalSinceTurn === null) continue;
    if (miniature.criticalSinceTurn >= ctx.state.turn) continue;
    ctx.change(eliminateAssassin(ctx.state, miniature, 'HLT-6'));
  }
}

/** END-2: this turn's event cards are discarded; the app keeps the discard pile of an entered deck (EVT-6). */
function discardEvents(state: PlayState): Change {
  const events: TableEvent[] = state.currentEvents.map((event) => ({ type: 'event-card-discarded', side: event.side, direction: event.direction, cardId: event.cardId, rule: 'END-2' }));
  let deck = state.eventDeck;
  if (deck.mode === 'entered') {
    const cards: EventCard[] = [];
    for (const event of state.currentEvents) if (event.cardId !== null) cards.push({ id: event.cardId, direction: event.direction });
    deck = { ...deck, discard: [...deck.discard, ...cards] };
  }
  return { state: { ...state, eventDeck: deck, currentEvents: [] }, events };
}

/** The core's effects of the end of turn. */
export const CORE_END_OF_TURN: readonly EndOfTurnEffect[] = [
  { id: 'critical-deadline', rules: ['HLT-6'], run: eliminateOverdue },
  {
    id: 'outcome-check',
    rules: ['END-1', 'END-3', 'FAIL-1'],
    // END-1: success and failure are checked here; the players confirm the end (what-next.ts
    // offers end-memory as soon as END-3 or FAIL-1 holds), so nothing changes on the table.
    run: () => undefined,
  },
  {
    id: CLEANUP,
    rules: ['END-2'],
    // END-2: loose red bases leave the map, then this turn's event cards are discarded.
    run(ctx) {
      ctx.change(removeLooseRedBases(ctx.state));
      ctx.change(discardEvents(ctx.state));
    },
  },
];

/** Every effect the modules of `registry` may add, by id. */
const moduleEffects = (modules: readonly RuleModule[]): EndOfTurnEffect[] => modules.flatMap((module) => module.endOfTurn ?? []);

/** The effects of this play's end of turn, in its order (END-4): the core's and those of the modules on. */
export function endOfTurnEffects(state: PlayState, registry: readonly RuleModule[] = RULE_MODULES): EndOfTurnEffect[] {
  const available = new Map([...CORE_END_OF_TURN, ...moduleEffects(enabledModules(state, registry))].map((effect) => [effect.id, effect]));
  const order: readonly string[] = state.endOfTurnOrder ?? DEFAULT_END_OF_TURN;
  return order.flatMap((id) => available.get(id) ?? []);
}

/** END-1…4: the end of turn's effects, one after another, in the play's order. */
export function runEndOfTurn(ctx: PlayCtx, registry: readonly RuleModule[] = RULE_MODULES): void {
  for (const effect of endOfTurnEffects(ctx.state, registry)) effect.run(ctx);
}

const refusal = (message: string, params: Record<string, string | number>, field: string): Refusal => refuse('END-4', message, params, field).refusal;

/**
 * END-4: an order the group chose at the start: each id an effect of the end of turn, each once,
 * every effect of the core and of the modules the setup switches on placed, and the cleanup last
 * (END-2: then a new turn starts). Refused naming END-4 and the field.
 */
export function checkEndOfTurnOrder(setup: PlaySetup, registry: readonly RuleModule[] = RULE_MODULES): Refusal | null {
  const order = setup.endOfTurnOrder;
  if (order === undefined) return null;
  const field = 'endOfTurnOrder';
  if (!Array.isArray(order)) return refusal('The order of the end of turn is a list of its effects.', {}, field);
  const known = new Set<string>([...DEFAULT_END_OF_TURN, ...moduleEffects(registry).map((effect) => effect.id)]);
  for (const [index, id] of order.entries()) {
    if (typeof id !== 'string' || !known.has(id)) return refusal(`${String(id)} is not an effect of the end of turn.`, { effect: String(id) }, `${field}.${index}`);
    if (order.indexOf(id) !== index) return refusal(`${id} is placed twice in the end of turn.`, { effect: id }, `${field}.${index}`);
  }
  const required = [...CORE_END_OF_TURN, ...moduleEffects(registry.filter((module) => module.enabledBy(setup) !== null))].map((effect) => effect.id);
  const missing = required.find((id) => !order.includes(id));
  if (missing !== undefined) return refusal(`The end of turn's order leaves out ${missing}.`, { effect: missing }, field);
  if (order.at(-1) !== CLEANUP) return refusal('The cleanup comes last in the end of turn (END-2): then a new turn starts.', { effect: String(order.at(-1)) }, field);
  return null;
}
