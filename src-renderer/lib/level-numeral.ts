/** CF-LIM-20: levels run 0, I, II, III, IV and are printed as Roman numerals on the cards. */
const LEVEL_NUMERALS = ['0', 'I', 'II', 'III', 'IV'] as const;

export function levelNumeral(level: number): string {
  return LEVEL_NUMERALS[level] ?? String(level);
}
