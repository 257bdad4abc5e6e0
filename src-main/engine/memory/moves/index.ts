import type { MoveKind } from '../../../../shared/memory-play/moves/index.js';
import { answerRoll, move, saveCube } from '../action-steps.js';
import { choose } from '../choose.js';
import { attack, coordinatedAttack } from '../attack-steps.js';
import { reduceBoardStep } from '../board-steps.js';
import { reduceEnemyStage, withoutOpenStage } from '../enemy/enemy-stage.js';
import { answerEnemyStage, restartEnemyStage } from '../enemy/stage-answers.js';
import { equip, moveCard } from '../equipment-steps.js';
import { fastTravel } from '../fast-travel.js';
import { glide } from '../glide.js';
import { enterHidingSpot, leaveHidingSpot } from '../hiding-spots.js';
import { reduceMiniatureStep } from '../miniature-steps.js';
import { workObjective } from '../objective-steps.js';
import { reduceRedBaseStep } from '../red-bases.js';
import { hideBodies, openChest, trade, useCard } from '../square-actions.js';
import { reduceTokenStep } from '../token-steps.js';
import { climbTower, leapOfFaith, synchronize } from '../towers.js';
import { reduceTrackerStep } from '../turn-steps.js';
import type { MoveRule } from './move-rule.js';

/**
 * Every declared move's rule (shared/memory-play/moves/ declares them), one line each. A mapped
 * type: a declaration without its rule, or a rule without a declaration, fails the typecheck.
 */
export const MOVE_RULES: { [K in MoveKind]: MoveRule<K> } = {
  'add-miniature': { apply: reduceMiniatureStep },
  'remove-miniature': { apply: reduceMiniatureStep },
  'move-miniature': { apply: reduceMiniatureStep },
  'set-body': { apply: reduceMiniatureStep },
  'set-objective-space': { apply: reduceMiniatureStep },
  'set-health': { apply: reduceBoardStep },
  'eliminate-assassin': { apply: reduceBoardStep },
  'set-cubes': { apply: reduceBoardStep },
  'set-alert': { apply: reduceTokenStep },
  'set-missing-guard-marker': { apply: reduceTokenStep },
  'attach-red-base': { apply: reduceRedBaseStep },
  'detach-red-base': { apply: reduceRedBaseStep },
  'place-red-base': { apply: reduceRedBaseStep },
  'remove-red-base': { apply: reduceRedBaseStep },
  'set-objective': { apply: reduceTokenStep },
  'set-chest': { apply: reduceTokenStep },
  'set-difficulty': { apply: reduceTokenStep },
  'set-easy-used': { apply: reduceTokenStep },
  'begin-event-phase': { apply: reduceTrackerStep },
  'begin-assassin-phase': { apply: reduceTrackerStep },
  'end-assassin-phase': { apply: reduceTrackerStep },
  // GEN-6: the manual advance also closes a stage the players had begun answering.
  'end-enemy-stage': { apply: (state, step) => reduceTrackerStep(withoutOpenStage(state), step) },
  'end-turn': { apply: reduceTrackerStep },
  'end-memory': { apply: reduceTrackerStep },
  choose: { apply: choose },
  roll: { apply: answerRoll },
  'save-cube': { apply: saveCube },
  move: { apply: move },
  'work-objective': { apply: workObjective },
  'fast-travel': { apply: fastTravel },
  attack: { apply: attack },
  'open-chest': { apply: openChest },
  'hide-bodies': { apply: hideBodies },
  'use-card': { apply: useCard },
  trade: { apply: trade },
  'enter-hiding-spot': { apply: enterHidingSpot },
  'leave-hiding-spot': { apply: leaveHidingSpot },
  'climb-tower': { apply: climbTower },
  synchronize: { apply: synchronize },
  'leap-of-faith': { apply: leapOfFaith },
  glide: { apply: glide },
  'coordinated-attack': { apply: coordinatedAttack },
  equip: { apply: equip },
  'move-card': { apply: moveCard },
  'enemy-stage': { apply: reduceEnemyStage },
  'answer-enemy-stage': { apply: answerEnemyStage },
  'restart-enemy-stage': { apply: restartEnemyStage },
};
