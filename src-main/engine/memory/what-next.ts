import type { NextUp } from '../../../shared/memory-play/play-results.js';
import type { PendingDecision } from '../../../shared/memory-play/decisions.js';
import type { PlayOutcome, PlayState } from '../../../shared/memory-play/play-state.js';
import type { TrackerStep } from '../../../shared/memory-play/steps.js';

export function whatNext(state: PlayState): NextUp {
  if (state.outcome !== null) return { kind: 'ended', outcome: state.outcome };
  if (state.pending !== null) return { kind: 'decide', decision: state.pending };
  switch (state.phase) {
    case 'event':
      return state.currentEvents.length === 0 ? { kind: 'tracker', step: 'begin-event-phase', rule: 'EVT-2' } : { kind: 'tracker', step: 'begin-assassin-phase', rule: 'TURN-1' };
    case 'assassin':
      return { kind: 'tracker', step: 'end-assassin-phase', rule: 'ASP-2' };
    case 'enemy':
      return { kind: 'tracker', step: 'end-enemy-step', rule: 'ENM-1' };
    case 'end':
      return { kind: 'tracker', step: 'end-turn', rule: 'END-2' };
  }
}
