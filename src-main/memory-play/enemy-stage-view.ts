import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { EnemyStageView } from '../../shared/memory-play/enemy-phase.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { planEnemyStage, withoutOpenStage } from '../engine/memory/enemy/enemy-stage.js';
import { stageAnswers } from '../engine/memory/enemy/stage-answers.js';
import { whatNext } from '../engine/memory/what-next.js';
import { withBoxCardNews } from './box-cards.js';

/**
 * ENM-1, GEN-1: the enemy stage due, planned from the answers the play keeps for it with box
 * data's cards entered since the play began (UNK-7, as the answers and the confirmation carry
 * them) and box data's dice for the odds (never for a result). The app rolls answered show the
 * faces the plan drew from the stage's copy of the generator, which confirming applies; a roll
 * not yet answered shows none. Null when no enemy stage is due (another phase, a choice of the
 * assassin phase waiting, the memory over). Box data is asked for only when a stage is due: most
 * steps and views are of another phase, and box data as it is now costs a look at the save.
 */
export function enemyStageView(state: PlayState, boxData: () => BoxData): EnemyStageView | null {
  const next = whatNext(state);
  if (next.kind !== 'tracker' || next.enemyStage === undefined) return null;
  const stage = next.enemyStage;
  const { enemyCards, dice } = boxData();
  const step = withBoxCardNews(state, { kind: 'enemy-stage', stage, input: stageAnswers(state, stage) }, enemyCards);
  const plan = planEnemyStage(withoutOpenStage(state), step, dice);
  return plan.ok ? { stage, preview: plan.value.preview, refusal: null } : { stage, preview: null, refusal: plan.refusal };
}
