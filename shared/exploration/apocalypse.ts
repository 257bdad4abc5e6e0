import { z } from 'zod';
import { campaignId } from '../campaigns/campaign.js';
import { accept, refuse, type Decision, type Refusal } from '../ipc/refusal.js';

/*
 * Apocalypse campaigns (exploration.md §1, §2, §9, §11): Shao Jun, the end-of-memory phase
 * and the skill cards the expansion leaves out. Pure rules and the shapes main answers
 * with, shared by both processes.
 */

// ---------------------------------------------------------------------------------------
// Skill cards left out of Apocalypse campaigns (APX-SET-4, LVL-A-1)

export interface ExcludedSkill {
  /** The assassins' shared initial: Alessandra/Alif are `A`, and so on (APX-SET-1). */
  initial: 'A' | 'B' | 'C' | 'D';
  /** The core card's name as the rulebook prints it. */
  name: string;
  /** APX-SET-4 for the setup cards (levels I–II), LVL-A-1 for level-ups (III–IV). */
  rule: 'APX-SET-4' | 'LVL-A-1';
}

/**
 * Rulebook facts (exploration.md APX-SET-4 and LVL-A-1, content-facts.md A4): the core
 * skill cards an Apocalypse campaign never uses. Their levels are partly unreadable in the
 * scan, so a name is refused at any level.
 */
export const EXCLUDED_SKILLS: readonly ExcludedSkill[] = [
  { initial: 'A', name: 'Tank', rule: 'APX-SET-4' },
  { initial: 'A', name: 'Group Offense', rule: 'APX-SET-4' },
  { initial: 'B', name: 'Apnea', rule: 'APX-SET-4' },
  { initial: 'B', name: 'Maestro!', rule: 'APX-SET-4' },
  { initial: 'B', name: 'Lethal Reaction', rule: 'APX-SET-4' },
  { initial: 'C', name: 'Air Attack', rule: 'APX-SET-4' },
  { initial: 'C', name: 'Double Whammy', rule: 'APX-SET-4' },
  { initial: 'C', name: 'Magnet', rule: 'APX-SET-4' },
  { initial: 'D', name: 'The Hunt', rule: 'APX-SET-4' },
  { initial: 'D', name: "Eagle's Nest", rule: 'APX-SET-4' },
  { initial: 'D', name: "I've Got a Plan", rule: 'APX-SET-4' },
  { initial: 'A', name: 'Ezio!', rule: 'LVL-A-1' },
  { initial: 'A', name: 'Barricade', rule: 'LVL-A-1' },
  { initial: 'B', name: 'Rush Assassination', rule: 'LVL-A-1' },
  { initial: 'B', name: 'Smoke Cloud', rule: 'LVL-A-1' },
  { initial: 'C', name: 'Rain of Destruction', rule: 'LVL-A-1' },
  { initial: 'C', name: 'Critical Assassination', rule: 'LVL-A-1' },
  { initial: 'C', name: 'Benedetto', rule: 'LVL-A-1' },
  { initial: 'C', name: 'Maestro Assassino!', rule: 'LVL-A-1' },
  { initial: 'D', name: 'Velocity', rule: 'LVL-A-1' },
  { initial: 'D', name: "Don't Move!", rule: 'LVL-A-1' },
];

/**
 * How two typed card names are compared: case, surrounding quotes, curly apostrophes and
 * extra spaces do not matter ("i’ve got a plan" is "I've Got a Plan").
 */
export function skillNameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/["“”„«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The excluded cards of an assassin's slot letter, setup cards first. */
export function excludedSkillsFor(initial: string | undefined): ExcludedSkill[] {
  return EXCLUDED_SKILLS.filter((s) => s.initial === initial);
}

/** APX-SET-4, LVL-A-1: whether an Apocalypse assassin may take this skill card. */
export function checkApocalypseSkill(name: string, initial: string | undefined, assassinName: string): Refusal | null {
  const key = skillNameKey(name);
  const excluded = excludedSkillsFor(initial).find((s) => skillNameKey(s.name) === key);
  if (!excluded) return null;
  const params = { card: excluded.name, assassin: assassinName };
  const message =
    excluded.rule === 'APX-SET-4'
      ? `“${excluded.name}” is one of the core cards an Apocalypse campaign leaves out: ${assassinName} takes another skill card.`
      : `“${excluded.name}” is a core card Apocalypse assassins never take on a level-up: ${assassinName} picks another card from its slot.`;
  return refuse(excluded.rule, message, params, 'name').refusal;
}

/**
 * APX-SET-2, APX-SET-4: a campaign that starts above level 0 (Apocalypse, level II) takes
 * one skill card for each level it starts at; later levels are chosen on level-up (LVL-3).
 */
export function setupSkillLevels(startingLevel: number): number[] {
  return Array.from({ length: Math.max(0, startingLevel) }, (_, i) => i + 1);
}

// ---------------------------------------------------------------------------------------
// Shao Jun (SJ-1..8)

export const SHAO_JUN_ID = 'shao-jun';

/** Where Shao Jun lost her last health: it decides when she comes back (EOM-5, EXC-6). */
export const ELIMINATION_PLACES = ['memory', 'exploration'] as const;
export type EliminationPlace = (typeof ELIMINATION_PLACES)[number];

export interface ShaoJunState {
  /** SJ-1: the players said she joined (the campaign book decides when). */
  joined: boolean;
  /** UNK-35: from her card, typed in Box data; null while unknown. */
  maxHealth: number | null;
  healthLost: number;
  /** Null while her maximum is unknown. */
  health: number | null;
  eliminated: boolean;
  eliminatedIn: EliminationPlace | null;
}

/** EOM-5, EXC-6, SJ-7: she comes back with this much health. */
export const SHAO_JUN_RETURN_HEALTH = 1;

/**
 * SJ-7, EXC-6: Shao Jun's health after a change of `delta` (negative: lost), clamped to her
 * track; losing her last health eliminates her. Unknown maximum: only what she lost is kept.
 */
export function shaoJunAfterChange(
  state: Pick<ShaoJunState, 'maxHealth' | 'healthLost' | 'eliminatedIn'>,
  delta: number,
  during: EliminationPlace,
): { healthLost: number; eliminatedIn: EliminationPlace | null } {
  if (state.eliminatedIn !== null) return { healthLost: state.healthLost, eliminatedIn: state.eliminatedIn };
  const max = state.maxHealth;
  if (max === null) return { healthLost: Math.min(99, Math.max(0, state.healthLost - delta)), eliminatedIn: null };
  const healthLost = Math.min(max, Math.max(0, state.healthLost - delta));
  return { healthLost, eliminatedIn: healthLost >= max ? during : null };
}

/** SJ-1: Shao Jun joins once, and only an Apocalypse campaign. */
export function checkShaoJunJoin(facts: { apocalypse: boolean; joined: boolean }): Refusal | null {
  if (!facts.apocalypse) return refuse('SJ-1', 'Shao Jun plays only in Apocalypse campaigns.', { context: 'notApocalypse' }, 'campaignId').refusal;
  if (facts.joined) return refuse('SJ-1', 'Shao Jun has already joined this campaign.', { context: 'joined' }, 'campaignId').refusal;
  return null;
}

/** SJ-1: what needs her in the campaign. */
export const shaoJunNotJoined = (field: string): Refusal => refuse('SJ-1', 'Shao Jun has not joined this campaign.', { context: 'notJoined' }, field).refusal;

/**
 * SJ-1, UNK-35: the health the players set on her card, stored as what she lost; 0
 * eliminates her (SJ-6 during a memory) and any other value brings her back in play.
 */
export function decideShaoJunHealth(facts: { joined: boolean; maxHealth: number | null }, health: number): Decision<{ healthLost: number }> {
  if (!facts.joined) return { ok: false, refusal: shaoJunNotJoined('campaignId') };
  const max = facts.maxHealth;
  if (max === null) return refuse('UNK-35', "Shao Jun's health is printed on her card: type it in Box data first.", {}, 'health');
  if (health > max) return refuse('SJ-1', `Shao Jun has at most ${max} health (her card).`, { max }, 'health');
  return accept({ healthLost: max - health });
}

/** EOM-5: she comes back with 1 health, which needs her card's health (UNK-35). */
export function checkShaoJunReturn(maxHealth: number | null): Refusal | null {
  return maxHealth === null
    ? refuse('EOM-5', "Shao Jun comes back with 1 health: type her card's health in Box data first.", {}, 'campaignId').refusal
    : null;
}

// ---------------------------------------------------------------------------------------
// End-of-memory phase (EOM-1..5)

/** EOM-3: an assassin comes back with 1 health plus its armor's, i.e. 2 of its 3 base health lost. */
export const RETURN_BASE_HEALTH = 1;

/**
 * EOM-2: an apprentice stands in for an assassin eliminated in an attempt: for the second
 * attempt after a first failure, otherwise (a success, or the second failure) for the
 * exploration phase and the next memory.
 */
export type Stint = 'second-attempt' | 'exploration-and-next-memory';
export function stintAfter(attempt: { attemptNumber: number; outcome: 'success' | 'failure' }): Stint {
  return attempt.outcome === 'failure' && attempt.attemptNumber === 1 ? 'second-attempt' : 'exploration-and-next-memory';
}

/** EXP-1: exploration follows the end-of-memory phase after a success or a second failure. */
export function explorationFollows(attempt: { attemptNumber: number; outcome: 'success' | 'failure' }): boolean {
  return stintAfter(attempt) === 'exploration-and-next-memory';
}

/**
 * EOM-3: in the end-of-memory phase after attempt `phaseAttemptId`, the assassins whose
 * apprentice stint is over come back: those eliminated before that attempt (in an earlier
 * attempt, or during the exploration that followed it). Attempt ids grow in play order.
 */
export function returnsInPhase(eliminatedAttemptId: number | null, phaseAttemptId: number): boolean {
  return eliminatedAttemptId !== null && eliminatedAttemptId < phaseAttemptId;
}

export interface EomMember {
  memberId: number;
  characterId: string;
}

export interface EndOfMemoryPhase {
  attemptId: number;
  memoryId: string;
  attemptNumber: number;
  outcome: 'success' | 'failure';
  /** Whether the players finished it (EXP-1 may start once it is). */
  done: boolean;
  /** EOM-2: what the apprentices standing in for this attempt's eliminated assassins play. */
  stint: Stint;
  /** EXP-1: an exploration phase follows (success or second failure). */
  explorationFollows: boolean;
  /** EOM-2: assassins eliminated in this attempt; an apprentice stands in for the `stint`. */
  eliminated: EomMember[];
  /** EOM-3: assassins who come back (or came back, once done) with 1 health plus armor. */
  returning: (EomMember & { healthOnReturn: number })[];
  /** EOM-5: Shao Jun comes back (or came back) with 1 health. */
  shaoJunReturns: boolean;
  /** EOM-1, once done: medicine cards used. */
  medicinesUsed: number;
}

export interface StandIn extends EomMember {
  eliminatedAttemptId: number;
  /** The memory of the attempt the assassin was eliminated in (null if it is gone). */
  memoryId: string | null;
}

export interface ApocalypseState {
  campaignId: number;
  /** Only Apocalypse campaigns have Shao Jun and the end-of-memory phase. */
  apocalypse: boolean;
  shaoJun: ShaoJunState;
  /** The phase after the latest attempt (pending or done); null before any attempt. */
  endOfMemory: EndOfMemoryPhase | null;
  /** APP-1, EOM-2: apprentices standing in now. */
  standIns: StandIn[];
}

// ---------------------------------------------------------------------------------------
// Requests

export const setShaoJunHealthRequest = z
  .object({
    campaignId,
    health: z.number().int('Health is a whole number.').min(0, 'Health cannot be below 0.').max(9, 'Shao Jun has at most 9 health.'),
    /** Where she is: it decides when she comes back if this eliminates her (EOM-5, EXC-6). */
    during: z.enum(ELIMINATION_PLACES).default('memory'),
  })
  .strict();

export const medicineUseSchema = z
  .object({
    memberId: z.number().int().positive(),
    /** UNK-37: the health the medicine gives, as its card says. */
    health: z.number().int('Health is a whole number.').min(1, 'A medicine gives at least 1 health.').max(9),
    /** The medicine card used, discarded from the campaign's cards; null if not tracked. */
    cardId: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type MedicineUse = z.infer<typeof medicineUseSchema>;

export const finishEndOfMemoryRequest = z
  .object({
    campaignId,
    /** The attempt whose phase the players finish (guards against a stale screen). */
    attemptId: z.number().int().positive(),
    medicines: z.array(medicineUseSchema).max(20, 'At most 20 medicines at once.').default([]),
  })
  .strict();
export type FinishEndOfMemoryRequest = z.infer<typeof finishEndOfMemoryRequest>;

export const saveShaoJunCardRequest = z
  .object({
    /** UNK-35: her health as printed on her card; null removes it. */
    maxHealth: z.number().int('Health is a whole number.').min(1, 'Shao Jun has at least 1 health.').max(9, 'Shao Jun has at most 9 health.').nullable(),
  })
  .strict();
