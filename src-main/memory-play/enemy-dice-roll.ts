import type { DiceFaces } from '../../shared/box-data/box-data-schema.js';
import type { DieFace } from '../../shared/dice/dice.js';
import { appRollFaces } from '../../shared/dice/roll-rules.js';
import { refuse, type Decision } from '../../shared/ipc/refusal.js';
import type { EnemyStagePreview } from '../../shared/memory-play/enemy-phase.js';
import { PLAY_DATA_RULES } from '../engine/memory/play-data-rules.js';
import { rollFaces } from '../engine/roll-dice.js';

/**
 * DET-4, CMB-6 rolled by the app in an enemy step: one roll the preview still waits for — a
 * detection test's red dice or a character's black combat dice — rolled from the faces entered in
 * box data (UNK-1: never a die the app does not know). The faces go back to the players, who put
 * them in the step's input; the step logs them, so replay and redo never roll again. The caller's
 * seed (`enemyRollSeed`) makes the faces stick until the step is confirmed.
 */
export function rollEnemyDice(preview: EnemyStagePreview, faces: DiceFaces, rollId: string, seed: number): Decision<DieFace[]> {
  const test = preview.tests.find((candidate) => candidate.id === rollId && candidate.faces === null);
  const share = preview.combat.flatMap((target) => target.shares).find((candidate) => candidate.rollId === rollId && candidate.faces === null && candidate.dice > 0);
  const roll = test ? { die: 'red' as const, count: test.count } : share ? { die: 'black' as const, count: share.dice } : null;
  if (roll === null) return refuse(PLAY_DATA_RULES.decision, `The enemy step waits for no roll ${rollId}.`, { decisionId: rollId, pendingId: '' }, 'rollId');
  const dieFaces = appRollFaces(roll.die, faces[roll.die]);
  if (!dieFaces.ok) return dieFaces;
  return { ok: true, value: rollFaces(dieFaces.value, roll.count, seed) };
}
