import type { EnemyStage, PlayState } from '../../../../shared/memory-play/play-state.js';

/**
 * DET-4, CMB-6 rolled by the app in an enemy step: the seed of one roll. It follows from the play
 * as it stands before the step (everything on the table and the play's seeded generator), the
 * step's place in the log and the roll's id — never from the clock — so asking again (the dialog
 * closed, the step started over, the app restarted) gives the same faces until the step is
 * confirmed: a group cannot roll again by not confirming. Only another play before the step (an
 * earlier step undone and played otherwise) leads to other dice, as it leads to another step.
 */
export function enemyRollSeed(state: PlayState, position: number, step: EnemyStage, rollId: string): number {
  return fnv1a(`${canonicalJson(state)}|${position}|${step}|${rollId}`);
}

/** JSON with every object's keys sorted, so the same play gives the same text however it was built (folded or kept). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a, 32 bits: a fast, well-spread hash of a text (not a secret; the seed only has to be stable). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
