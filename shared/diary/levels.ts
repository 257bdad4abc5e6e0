/** LVL-1: level 0 to IV. */
export const MAX_LEVEL = 4;

/**
 * LVL-1: the party's level is the number of thresholds the circled XP total has reached or
 * passed, never below the level the campaign started at (APX-SET-2). While the thresholds are
 * unknown the app does not guess one, so the level is unknown (null) once the party has XP;
 * with none yet no threshold can have been reached (each is a positive number of XP), so the
 * party is at the level it started at (CMP-3: level 0 in the core campaign).
 */
export function campaignLevel(xp: number, thresholds: readonly number[] | null | undefined, startingLevel: number): number | null {
  if (!thresholds) return xp === 0 ? startingLevel : null;
  const reached = thresholds.filter((threshold) => xp >= threshold).length;
  return Math.max(startingLevel, Math.min(reached, MAX_LEVEL));
}

/** LVL-1: the levels gained when the total moves from `before` to `after` (two at once is possible). */
export function levelsGained(before: number, after: number, thresholds: readonly number[], startingLevel: number): number[] {
  const from = campaignLevel(before, thresholds, startingLevel) ?? startingLevel;
  const to = campaignLevel(after, thresholds, startingLevel) ?? startingLevel;
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i + 1);
}

/** LVL-3: levels reached in this campaign that call for a skill choice (above the starting level). */
export function levelsWithSkillChoice(level: number | null, startingLevel: number): number[] {
  if (level === null) return [];
  return Array.from({ length: Math.max(0, level - startingLevel) }, (_, i) => startingLevel + i + 1);
}
