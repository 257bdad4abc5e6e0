import { readRoll } from '../../../../shared/dice/dice-reading.js';
import type { Translate } from '../../../i18n/message-key.js';
import { translateCount } from '../../../i18n/plural.js';
import { levelNumeral } from '../../../lib/level-numeral.js';
import type { CommandRoomReport } from './resolution-state.svelte.js';

export interface ReportWords {
  t: Translate;
  lang: string;
}

/**
 * The one line the players read after the command room (HQ-CMD-2..4): what was counted
 * against what was needed, and what it did, e.g. "4 hits of 3 needed: contract 2
 * completed, HQ level II". `levelAfter` is the level now (HQ-LVL-1), null while the back
 * of the new top contract is not in box data: the line then says nothing about the level,
 * and the report asks for it in place rather than showing a level that seems to drop.
 */
export function commandRoomHeadline(report: CommandRoomReport, levelAfter: number | null, { t, lang }: ReportWords): string {
  if (report.contract === null) return t('hqResolution.report.noContract');
  const needed = report.neededHits ?? 0;
  const counted = report.roll
    ? translateCount(t, lang, 'hqResolution.report.hitsOfNeeded', readRoll('hits', report.roll.faces), { needed })
    : report.automatic
      ? translateCount(t, lang, 'hqResolution.report.automaticOfNeeded', report.dice, { needed })
      : translateCount(t, lang, 'hqResolution.report.diceOfNeeded', report.dice, { needed });
  if (report.outcome === 'failure') return t('hqResolution.report.notCompleted', { counted, n: report.contract });
  return levelAfter === null
    ? t('hqResolution.report.completed', { counted, n: report.contract })
    : t('hqResolution.report.completedLevel', { counted, n: report.contract, level: levelNumeral(levelAfter) });
}
