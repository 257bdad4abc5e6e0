import type { BoxDataSection } from '../../../shared/box-data/box-data-missing.js';
import type { MessageKey } from '../../i18n/message-key.js';

/**
 * The Box data screen's parts, in its order: each has a title for the
 * index and the words the search looks through (its headings and intros as shown, in the
 * language on screen), so "brown", "contract" or "brązowe" finds the HQ cards.
 */
export interface SectionEntry {
  id: BoxDataSection;
  title: MessageKey;
  words: readonly MessageKey[];
}

export const SECTION_ENTRIES: readonly SectionEntry[] = [
  { id: 'dice', title: 'boxData.dice.heading', words: ['boxData.dice.intro'] },
  { id: 'xp', title: 'boxData.xp.heading', words: ['boxData.xp.intro'] },
  { id: 'equipment', title: 'boxData.equipment.heading', words: ['boxData.equipment.intro'] },
  { id: 'skills', title: 'boxData.skills.heading', words: ['boxData.skills.intro'] },
  {
    id: 'hq',
    title: 'hqResolution.boxData.heading',
    words: [
      'hqResolution.boxData.intro',
      'hqResolution.boxData.contracts.heading',
      'hqResolution.boxData.contracts.intro',
      'hqResolution.boxData.allies.heading',
      'hqResolution.boxData.allies.intro',
      'hqResolution.boxData.blueprints.heading',
      'hqResolution.boxData.blueprints.intro',
    ],
  },
  { id: 'regions', title: 'regionData.heading', words: ['regionData.intro'] },
  { id: 'shao-jun', title: 'apocalypse.boxData.heading', words: ['apocalypse.boxData.intro'] },
  { id: 'memory-maps', title: 'memoryPlay.maps.heading', words: [] },
  {
    id: 'enemy-phase',
    title: 'boxData.enemyPhaseTitle',
    words: [
      'enemyPhase.boxData.enemyHeading',
      'enemyPhase.boxData.enemyIntro',
      'enemyPhase.boxData.reinforcementHeading',
      'enemyPhase.boxData.reinforcementIntro',
      'enemyPhase.boxData.eventHeading',
      'enemyPhase.boxData.eventIntro',
    ],
  },
  { id: 'transfer', title: 'boxData.transfer.heading', words: ['boxData.transfer.intro'] },
];

/** Lower case without diacritics, so "brazowe" finds "brązowe" and "Kości" finds "kosci". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();
}

/** Whether every word of the query is found in the section's text (an empty query matches all). */
export function sectionMatches(query: string, text: string): boolean {
  const haystack = searchable(text);
  return searchable(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
