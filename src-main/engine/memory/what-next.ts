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
  if (allAssassinsEliminated(state)) return { kind: 'tracker', move: 'end-memory', rule: 'FAIL-1' };
  // END-3: objectives done, someone left through a station, nobody left on the map.
  if (memoryWon(state)) return { kind: 'tracker', move: 'end-memory', rule: 'END-3' };
  switch (state.phase) {
    case 'event':
      return state.currentEvents.length === 0 ? { kind: 'tracker', move: 'begin-event-phase', rule: 'EVT-2' } : { kind: 'tracker', move: 'begin-assassin-phase', rule: 'TURN-1' };
    case 'assassin':
      return { kind: 'tracker', move: 'end-assassin-phase', rule: 'ASP-2' };
    case 'enemy':
      // ENM-1: the step due is confirmed from its preview; the manual advance stays (GEN-6).
      // SAVE-3: after the last step, a saved cube or a 0-cost action may still be used; then the end of turn.
      return state.enemyStage === null ? { kind: 'tracker', move: 'end-turn', rule: 'SAVE-3' } : { kind: 'tracker', move: 'end-enemy-stage', rule: 'ENM-1', enemyStage: state.enemyStage };
    case 'end':
      return { kind: 'tracker', move: 'end-turn', rule: 'END-2' };
  }
}
