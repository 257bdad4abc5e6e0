/**
 * GEN-6 (cards beat rules): a miniature moved by hand where the rules would not take it is a
 * correction, and the log and the history say which rule it sets aside. For an assassin that is
 * the rule its move action would refuse the square with, or the move action itself (ACT-MOV-1:
 * its cube, and the test or hunt on arriving) when the rules would take it there.
 */
export const MOVE_CORRECTION_RULES = [
  /** A move goes to a nearby square (GEN-4: orthogonal, not through a wall); also, by hand, the move action itself. */
  'ACT-MOV-1',
  /** Every action costs its cubes. */
  'ASP-1',
  /** Actions are taken in the assassin phase (or with a saved cube between enemy steps). */
  'ASP-3',
  /** An assassin in critical condition does nothing until healed. */
  'HLT-4',
  /** From a tower top the way down is the leap of faith. */
  'MAP-TWR-3',
  /** From a hiding spot an assassin leaves the spot before moving. */
  'MAP-HID-5',
] as const;
export type MoveCorrectionRule = (typeof MOVE_CORRECTION_RULES)[number];

export const isMoveCorrectionRule = (rule: unknown): rule is MoveCorrectionRule => typeof rule === 'string' && (MOVE_CORRECTION_RULES as readonly string[]).includes(rule);
