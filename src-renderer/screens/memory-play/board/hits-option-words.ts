import type { HitsOption } from '../../../../shared/memory-play/decisions.js';
import type { Translate } from '../../../i18n/message-key.js';

/**
 * One way the hits of an attack may fall (ACT-WPN-5, BOSS-4, BOSS-5), in words: the health each
 * boss loses ("Rodrigo loses 2 health (3 → 1)"), then the guards eliminated; "None falls" when
 * the hits change nothing. Pure, so tests read the sentence the decision panel shows.
 */
export function hitsOptionText(t: Translate, pieceOf: (miniatureId: string) => string, option: HitsOption): string {
  const bosses = (option.bosses ?? []).map((removal) =>
    t('memoryPlay.board.decision.assignBoss', { boss: pieceOf(removal.miniatureId), removed: removal.removed, from: removal.from, to: Math.max(0, removal.from - removal.removed) }),
  );
  const parts = [...bosses, ...option.miniatureIds.map(pieceOf)];
  return parts.length === 0 ? t('memoryPlay.board.decision.assignNone') : parts.join(' + ');
}

/**
 * GEN-1: the options of a choice as the players tell them apart. Two guards of one type on one
 * square are the same at the table, so options that differ only by which of them read alike;
 * each wording is offered once (the first such option stands for all), and no internal id is
 * shown to tell them apart.
 */
export function distinctOptions<T>(options: readonly T[], wording: (option: T) => string): { option: T; text: string }[] {
  const seen = new Set<string>();
  const distinct: { option: T; text: string }[] = [];
  for (const option of options) {
    const text = wording(option);
    if (seen.has(text)) continue;
    seen.add(text);
    distinct.push({ option, text });
  }
  return distinct;
}
