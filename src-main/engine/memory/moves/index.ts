import type { MoveKind } from '../../../../shared/memory-play/moves/index.js';
import { answerRoll, move } from '../action-steps.js';
import { choose } from '../choose.js';
import { reduceBoardStep } from '../board-steps.js';
import { reduceEnemyStage, withoutOpenStage } from '../enemy/enemy-stage.js';
import { answerEnemyStage, restartEnemyStage } from '../enemy/stage-answers.js';
import { glide } from '../glide.js';
import { reduceMiniatureStep } from '../miniature-steps.js';
import { reduceRedBaseStep } from '../red-bases.js';
import { reduceTokenStep } from '../token-steps.js';
import { reduceTrackerStep } from '../turn-steps.js';
import { attackRule } from './attack.js';
import { climbTowerRule } from './climb-tower.js';
import { coordinatedAttackRule } from './coordinated-attack.js';
import { enterHidingSpotRule } from './enter-hiding-spot.js';
import { equipRule } from './equip.js';
import { fastTravelRule } from './fast-travel.js';
import { hideBodiesRule } from './hide-bodies.js';
import { leapOfFaithRule } from './leap-of-faith.js';
import { leaveHidingSpotRule } from './leave-hiding-spot.js';
import { moveCardRule } from './move-card.js';
import { openChestRule } from './open-chest.js';
import { saveCubeRule } from './save-cube.js';
import { synchronizeRule } from './synchronize.js';
import { tradeRule } from './trade.js';
import { useCardRule } from './use-card.js';
import { workObjectiveRule } from './work-objective.js';
import type { MoveRule } from './move-rule.js';

/**
 * Every declared move's rule (shared/memory-play/moves/ declares them), one line each. A mapped
 * type: a declaration without its rule, or a rule without a declaration, fails the typecheck.
 * The acting assassin's panel lists the actions it offers in this order (play-preview.ts).
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
  move: { apply: move },
  glide: { apply: glide },
  attack: attackRule,
  'coordinated-attack': coordinatedAttackRule,
  'work-objective': workObjectiveRule,
  'open-chest': openChestRule,
  'hide-bodies': hideBodiesRule,
  trade: tradeRule,
  'enter-hiding-spot': enterHidingSpotRule,
  'leave-hiding-spot': leaveHidingSpotRule,
  'climb-tower': climbTowerRule,
  synchronize: synchronizeRule,
  'leap-of-faith': leapOfFaithRule,
  'fast-travel': fastTravelRule,
  'save-cube': saveCubeRule,
  equip: equipRule,
  'move-card': moveCardRule,
  'use-card': useCardRule,
  'enemy-stage': { apply: reduceEnemyStage },
  'answer-enemy-stage': { apply: answerEnemyStage },
  'restart-enemy-stage': { apply: restartEnemyStage },
};
