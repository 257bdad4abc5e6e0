import type { DiceFaces } from '../../shared/box-data/box-data-schema.js';
import type { DieFace } from '../../shared/dice/dice.js';
import { failRule } from '../../shared/ipc/errors.js';
import { enemyRollDie, type EnemyAppRoll, type EnemyStageInput } from '../../shared/memory-play/enemy-phase.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import type { EnemyAnswerStep, EnemyPhaseStep } from '../../shared/memory-play/moves/index.js';
import { PLAY_DATA_RULES } from '../engine/memory/play-data-rules.js';

/**
 * Main's part of a roll the app makes (DET-4, ACT-WPN-3, RET-2, CMB-6): the six faces of its die
 * as the players entered them in box data (UNK-1), added to the answer so the reducer draws from
 * them and the log keeps them. A die with no faces entered stays without: the reducer refuses
 * UNK-1 naming it. The screens only ask for the roll; the faces of the die and what is drawn are
 * never theirs to give. Other steps are taken as sent.
 */
export function withDieFaces<T extends StepRequest | EnemyPhaseStep | EnemyAnswerStep>(state: PlayState, step: T, boxDice: () => DiceFaces): T {
  const sent: StepRequest | EnemyPhaseStep | EnemyAnswerStep = step;
  if (sent.kind === 'roll' && sent.mode === 'app') {
    if (sent.faces !== undefined || sent.drawn !== undefined) failRule(PLAY_DATA_RULES.value, 'The app draws its own dice.', { field: sent.faces !== undefined ? 'faces' : 'drawn' }, sent.faces !== undefined ? 'faces' : 'drawn');
    const pending = state.pending;
    const kind = pending !== null && 'die' in pending ? pending.die : undefined;
    const { die: _sentDie, ...asked } = sent;
    const die = kind === undefined ? undefined : boxDice()[kind];
    return (die === undefined ? asked : { ...asked, die: [...die] }) as T;
  }
  if (sent.kind === 'enemy-stage' && sent.input?.rolls !== undefined) return { ...sent, input: withStageDieFaces(sent.input, boxDice, 'input') } as T;
  if (sent.kind === 'answer-enemy-stage' && sent.answer.rolls !== undefined) return { ...sent, answer: withStageDieFaces(sent.answer, boxDice, 'answer') } as T;
  return step;
}

/** DET-4, CMB-6, UNK-1: an enemy stage's rolls left to the app, each with its die's faces from box data. */
function withStageDieFaces(input: EnemyStageInput, boxDice: () => DiceFaces, field: string): EnemyStageInput {
  const answers = Object.entries(input.rolls ?? {}).filter((entry): entry is [string, EnemyAppRoll] => !Array.isArray(entry[1]));
  if (answers.length === 0) return input;
  const dice = boxDice();
  const rolls: Record<string, DieFace[] | EnemyAppRoll> = { ...input.rolls };
  for (const [rollId, answer] of answers) {
    if (answer.drawn !== undefined) failRule(PLAY_DATA_RULES.value, 'The app draws its own dice.', { field: `${field}.rolls.${rollId}.drawn` }, `${field}.rolls.${rollId}.drawn`);
    const die = dice[enemyRollDie(rollId)];
    rolls[rollId] = die === undefined ? { mode: 'app' } : { mode: 'app', die: [...die] };
  }
  return { ...input, rolls };
}
