import { z } from 'zod';
import type { SideId } from './map/map-types.js';

/**
 * The rule modules of a memory's play (the special pieces and, later, the special rules of a
 * memory and the Apocalypse): each module's id, what the group may switch on for it at the
 * start (`PlaySetup.rules`, checked by `RULE_OPTIONS`) and its slice of the play state
 * (`PlayState.modules`), so the board can draw what a module keeps.
 */

/** A module that keeps nothing of its own in the play state: present, it is on. */
export type NoSlice = Readonly<Record<never, never>>;

/** TWO-6: the maps dismantled once they hold neither objectives nor assassins (none until that rule is played). */
export interface TwoMapsSlice {
  dismantled: readonly SideId[];
}

export interface ModuleSlices {
  /** BOSS-*: a boss's health is on its piece, as on its card. */
  bosses: NoSlice;
  /** ESC-*, COORD-4: an ally's health is on its piece. */
  'escorted-allies': NoSlice;
  /** TWO-*, ALR-5. */
  'two-maps': TwoMapsSlice;
}

export type ModuleId = keyof ModuleSlices;

/** Each module's slice, present for the modules switched on in this play. */
export type ModuleStates = { readonly [K in ModuleId]?: ModuleSlices[K] };

/**
 * What the group may switch on by hand at the start, per module (its options; none yet for the
 * special pieces, which their map usually brings). A module the map already brings needs nothing here.
 */
export const RULE_OPTIONS = {
  bosses: z.object({}).strict(),
  'escorted-allies': z.object({}).strict(),
  'two-maps': z.object({}).strict(),
} as const satisfies { [K in ModuleId]: z.ZodType };

export type ModuleOptions = { [K in ModuleId]: z.infer<(typeof RULE_OPTIONS)[K]> };

/** `PlaySetup.rules`: the modules the group switched on, each with its options. */
export type RuleChoices = { readonly [K in ModuleId]?: ModuleOptions[K] };

/** The same, checked where a start request enters (unknown modules refused, naming the field). */
export const ruleChoicesSchema = z.object(RULE_OPTIONS).partial().strict();
