import { t } from '../../../i18n/i18n.svelte.js';

/** UNK-11/12/14: a box value the players have not typed in yet is shown as such, not as 0. */
export const orNotEntered = (value: number | null): string => (value === null ? t('hqResolution.boxData.allies.notEntered') : String(value));
