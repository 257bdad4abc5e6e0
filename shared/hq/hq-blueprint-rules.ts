import { refuse, type Refusal } from '../ipc/refusal.js';

/*
 * The party's blueprint cards (BP-1/2, HQ-AS-2, HQ-A1-2, HQ-WRK-6): which one may be gained
 * or put in the workshop. Pure checks over plain facts; main reads and writes the rows.
 */

export type OwnedBlueprintState = 'main-hall' | 'workshop' | 'built';

/** BP-2: each blueprint card exists once, so the party gains one it does not have. */
export function checkGainBlueprint(owned: OwnedBlueprintState | null): Refusal | null {
  if (owned === null) return null;
  return refuse('BP-2', 'The party already has this blueprint: each blueprint card exists once.', {}, 'blueprintId').refusal;
}

/** HQ-A1-2: at the first assignment the Flying Machine is the workshop's blueprint, not a choice. */
export function checkBlueprintChoice(assignment: 'first' | 'later'): Refusal | null {
  if (assignment === 'later') return null;
  return refuse('HQ-A1-2', 'At the first assignment the Flying Machine blueprint goes to the workshop.', {}, 'blueprintId').refusal;
}

/** HQ-AS-2, HQ-WRK-6: a built blueprint is special equipment now and never goes back to the workshop. */
export function checkBlueprintToWorkshop(owned: OwnedBlueprintState): Refusal | null {
  if (owned !== 'built') return null;
  return refuse('HQ-WRK-6', 'This blueprint is already built: its item is special equipment now.', {}, 'blueprintId').refusal;
}
