import { memoryWon } from './fast-travel.js';
import type { NextUp } from '../../../shared/memory-play/play-results.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';

/** FAIL-1: every assassin (GEN-5: apprentices too) has been eliminated. */
function allAssassinsEliminated(state: PlayState): boolean {
  const assassins = Object.values(state.miniatures).filter((miniature) => miniature.kind === 'assassin');
  return assassins.length > 0 && assassins.every((assassin) => assassin.kind === 'assassin' && assassin.condition === 'eliminated');
}

export function whatNext(state: PlayState): NextUp {
  if (state.outcome !== null) return { kind: 'ended', outcome: state.outcome };
  if (state.pending !== null) return { kind: 'decide', decision: state.pending };
  // FAIL-1: with every assassin eliminated the memory has failed; the players confirm it.
  if (allAssassinsEliminated(state)) return { kind: 'tracker', step: 'end-memory', rule: 'FAIL-1' };
  // END-3: objectives done, someone left through a station, nobody left on the map.
  if (memoryWon(state)) return { kind: 'tracker', step: 'end-memory', rule: 'END-3' };
  switch (state.phase) {
    case 'event':
      return state.currentEvents.length === 0 ? { kind: 'tracker', step: 'begin-event-phase', rule: 'EVT-2' } : { kind: 'tracker', step: 'begin-assassin-phase', rule: 'TURN-1' };
    case 'assassin':
      return { kind: 'tracker', step: 'end-assassin-phase', rule: 'ASP-2' };
    case 'enemy':
      // ENM-1: the step due is confirmed from its preview; the manual advance stays (GEN-6).
      // SAVE-3: after the last step, a saved cube or a 0-cost action may still be used; then the end of turn.
      return state.enemyStep === null ? { kind: 'tracker', step: 'end-turn', rule: 'SAVE-3' } : { kind: 'tracker', step: 'end-enemy-step', rule: 'ENM-1', enemyStep: state.enemyStep };
    case 'end':
      return { kind: 'tracker', step: 'end-turn', rule: 'END-2' };
  }
}
