import { refuse } from '../../../shared/ipc/refusal.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { FIRST_TUTORIAL } from './setup.js';
import type { ManualStep } from '../../../shared/memory-play/moves/index.js';
import { accepted, type StepResult } from './step-result.js';
import { checkSide, unchanged } from './step-checks.js';

/**
 * GEN-6 on the tokens and the play's settings: the alert of a side (ALR-2, ALR-5), the
 * missing-guard marker (LACK-1), objectives completed (ACT-OBJ-4), chests opened (MAP-CHS-1),
 * the difficulty (DIFF-1…3).
 */

type TokenStep = Extract<ManualStep, { kind: 'set-alert' | 'set-missing-guard-marker' | 'set-objective' | 'set-chest' | 'set-difficulty' | 'set-easy-used' }>;

export function reduceTokenStep(state: PlayState, step: TokenStep): StepResult {
  switch (step.kind) {
    case 'set-alert': {
      const side = checkSide(state, step.side);
      if (!side.ok) return side;
      if (step.alert !== 'active' && step.alert !== 'inactive') return refuse(PLAY_DATA_RULES.value, 'The alert is active or inactive.', {}, 'alert');
      if (state.alerts[step.side] === step.alert) return unchanged(`the alert on map ${step.side} is already ${step.alert}`, { side: step.side });
      // ALR-5, TWO-7: each map has its own alert token; the other one does not change.
      return accepted({ ...state, alerts: { ...state.alerts, [step.side]: step.alert } }, [{ type: 'alert-changed', side: step.side, alert: step.alert }]);
    }
    case 'set-missing-guard-marker': {
      // LACK-1: Apocalypse replaces REI-5's failure with a marker on the reinforcement deck.
      if (state.box !== 'apocalypse') return refuse('LACK-1', 'The missing-guard marker is used in Apocalypse memories; a core memory fails when guards run out (REI-5).', { box: state.box }, 'placed');
      if (typeof step.placed !== 'boolean') return refuse(PLAY_DATA_RULES.value, 'The marker is on the deck or not.', {}, 'placed');
      const markers = step.placed ? 1 : 0;
      if ((state.missingGuardMarkers ?? 0) === markers) return unchanged(`the missing-guard marker is already ${step.placed ? 'on' : 'off'} the reinforcement deck`);
      return accepted({ ...state, missingGuardMarkers: markers }, [{ type: 'missing-guard-marker', markers }]);
    }
    case 'set-objective': {
      const objective = state.objectives.find((candidate) => candidate.id === step.objectiveId);
      if (objective === undefined) return refuse(PLAY_DATA_RULES.unknown, `No objective ${step.objectiveId} on the map.`, { objectiveId: step.objectiveId }, 'objectiveId');
      if (objective.completed === step.completed) return unchanged(`objective ${objective.id} is already ${step.completed ? 'completed' : 'open'}`, { objectiveId: objective.id });
      const objectives = state.objectives.map((candidate) => (candidate === objective ? { ...candidate, completed: step.completed } : candidate));
      return accepted({ ...state, objectives }, [{ type: 'objective-changed', objectiveId: objective.id, side: objective.side, square: objective.square, completed: step.completed, rule: 'ACT-OBJ-4' }]);
    }
    case 'set-chest': {
      const chest = state.chests.find((candidate) => candidate.id === step.chestId);
      if (chest === undefined) return refuse(PLAY_DATA_RULES.unknown, `No chest ${step.chestId} on the map.`, { chestId: step.chestId }, 'chestId');
      if (chest.opened === step.opened) return unchanged(`chest ${chest.id} is already ${step.opened ? 'open' : 'closed'}`, { chestId: chest.id });
      const chests = state.chests.map((candidate) => (candidate === chest ? { ...candidate, opened: step.opened } : candidate));
      return accepted({ ...state, chests }, [{ type: 'chest-changed', chestId: chest.id, side: chest.side, square: chest.square, opened: step.opened, rule: 'MAP-CHS-1' }]);
    }
    case 'set-difficulty': {
      if (step.difficulty === 'legendary' || state.difficulty === 'legendary') {
        return refuse('DIFF-L-1', 'Legendary difficulty is chosen when the first memory is set up, not during play.', { difficulty: step.difficulty }, 'difficulty');
      }
      if (step.difficulty !== 'easy' && step.difficulty !== 'normal') return refuse(PLAY_DATA_RULES.value, 'The difficulty is easy or normal.', {}, 'difficulty');
      if (state.memoryId === FIRST_TUTORIAL) return refuse('DIFF-1', 'The difficulty can change during play from memory 0.2 on.', { memoryId: state.memoryId }, 'difficulty');
      if (state.difficulty === step.difficulty) return unchanged(`the difficulty is already ${step.difficulty}`);
      // DIFF-3: any part played on easy counts, even after switching back to normal.
      const easyUsed = state.easyUsed || step.difficulty === 'easy';
      return accepted({ ...state, difficulty: step.difficulty, easyUsed }, [{ type: 'difficulty-changed', difficulty: step.difficulty, easyUsed, rule: 'DIFF-1' }]);
    }
    case 'set-easy-used': {
      if (typeof step.easyUsed !== 'boolean') return refuse(PLAY_DATA_RULES.value, 'easyUsed is yes or no.', {}, 'easyUsed');
      if (!step.easyUsed && state.difficulty === 'easy') return refuse('DIFF-3', 'The memory is being played on easy right now.', {}, 'easyUsed');
      if (state.easyUsed === step.easyUsed) return unchanged(`easy is already marked ${step.easyUsed ? 'used' : 'unused'}`);
      return accepted({ ...state, easyUsed: step.easyUsed }, [{ type: 'easy-used-changed', easyUsed: step.easyUsed, rule: 'DIFF-3' }]);
    }
  }
}
