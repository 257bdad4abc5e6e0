import type { Box } from '../campaigns/campaign.js';
import type { AllyCard } from '../hq/hq-box-data.js';
import { RESOLUTION_STEPS, type ResolutionStepId, type ResolutionView } from '../hq/hq-buildings.js';
import type { BoxData } from './box-data-schema.js';

/*
 * "What is still missing for what you play next": the box-data values
 * that the next thing each campaign plays reads and that nobody has typed yet. A value that
 * cannot change what happens (a caregiver's card with nobody on a red space, a shop card
 * with nobody in the shop) is not missing: the app never asks for it.
 */

/** The parts of the Box data screen, in its order; each missing value belongs to one. */
export const BOX_DATA_SECTIONS = ['dice', 'xp', 'equipment', 'skills', 'hq', 'regions', 'shao-jun', 'memory-maps', 'enemy-phase', 'transfer'] as const;
export type BoxDataSection = (typeof BOX_DATA_SECTIONS)[number];

/** The brown-card values a resolution step reads (UNK-11). */
export type BrownCardValue = 'hospital' | 'workshopReduction' | 'shopKeep';

export type MissingValue =
  /** UNK-2, LVL-1: the level of the next memory's XP total. */
  | { kind: 'xp-thresholds'; track: Box }
  /** UNK-12, HQ-CMD-2: the hits printed on the contract the command room rolls for. */
  | { kind: 'contract-hits'; contract: number }
  /** UNK-12, HQ-LVL-1: the level on the back of the top contract (the hospital reads it, HQ-LVL-2). */
  | { kind: 'contract-level'; contract: number }
  /** UNK-11: one value of a staff member's brown card. */
  | { kind: 'ally-card'; staffId: string; value: BrownCardValue }
  /** UNK-14, BP-1: the costs of the blueprint in the workshop. */
  | { kind: 'blueprint-costs'; blueprintId: string; name: string };

/** What one campaign plays next and which of its values are still empty. */
export interface MissingFor {
  campaignId: number;
  campaignName: string;
  play: 'hq-resolution' | 'next-memory';
  values: MissingValue[];
}

export function sectionOf(value: MissingValue): BoxDataSection {
  return value.kind === 'xp-thresholds' ? 'xp' : 'hq';
}

/** UNK-2: every memory recorded adds XP, and its level is read against the campaign's track (LVL-1). */
export function missingForNextMemory(box: Box, data: Pick<BoxData, 'xpThresholds'>): MissingValue[] {
  return data.xpThresholds[box] ? [] : [{ kind: 'xp-thresholds', track: box }];
}

type CardLookup = readonly Pick<AllyCard, 'characterId' | 'hospital' | 'workshopReduction' | 'shopKeep'>[];

/** HQ-RES-1: the steps still to resolve: all four before the resolution is due, none once it is done. */
function stepsToCome(next: ResolutionStepId | null): ReadonlySet<ResolutionStepId> {
  if (next === null) return new Set(RESOLUTION_STEPS.filter((s) => s !== 'done'));
  return new Set(RESOLUTION_STEPS.slice(RESOLUTION_STEPS.indexOf(next)).filter((s) => s !== 'done'));
}

type ResolutionFacts = Pick<ResolutionView, 'nextStep' | 'summary' | 'hospital' | 'workshop' | 'shop' | 'commandRoom'>;

/**
 * The values the next HQ resolution reads, from its preview (what stands in each building)
 * and the brown cards as known (pack facts merged with box data, `allyCardsOf`).
 */
export function missingForHqResolution(view: ResolutionFacts, allyCards: CardLookup): MissingValue[] {
  const steps = stepsToCome(view.nextStep);
  const missing: MissingValue[] = [];
  const add = (value: MissingValue) => {
    if (!missing.some((m) => JSON.stringify(m) === JSON.stringify(value))) missing.push(value);
  };
  const card = (staffId: string) => allyCards.find((c) => c.characterId === staffId) ?? null;
  const { level, top } = view.summary;

  // HQ-HOS-1/2: the caregivers' health is shared among the patients; with nobody on a red
  // space it goes nowhere, so neither the cards nor the HQ level matter.
  if (steps.has('hospital') && view.hospital.patients.length > 0) {
    for (const staffId of view.hospital.caregivers) {
      const effect = card(staffId)?.hospital ?? null;
      if (effect === null) add({ kind: 'ally-card', staffId, value: 'hospital' });
      else if (effect.kind === 'per-level' || effect.kind === 'hq-level-or-outside') {
        // HQ-LVL-2, HQ-HOS-7: the health depends on the HQ level, read off the top contract's back.
        if (level === null) {
          if (top) add({ kind: 'contract-level', contract: top.position });
        } else if (effect.kind === 'per-level' && effect.health[level - 1] === null) add({ kind: 'ally-card', staffId, value: 'hospital' });
      }
    }
  }

  // HQ-WRK-2/3: only a blueprint in the workshop can be built; its cost and the staff's reductions say how.
  if (steps.has('workshop') && view.workshop.blueprint && view.workshop.cost) {
    const { cost, blueprint } = view.workshop;
    if (cost.white === null || cost.black === null) add({ kind: 'blueprint-costs', blueprintId: blueprint.id, name: blueprint.name });
    for (const staffId of cost.missing) add({ kind: 'ally-card', staffId, value: 'workshopReduction' });
  }

  // HQ-SHP-2: with nobody in the shop no drawn card is kept, whatever the cards are.
  if (steps.has('shop')) for (const staffId of view.shop.keep.missing) add({ kind: 'ally-card', staffId, value: 'shopKeep' });

  // HQ-CMD-1..4: an empty command room rolls nothing; otherwise the contract's hits decide.
  if (steps.has('command-room') && top && view.commandRoom.staff.length > 0 && top.requiredHits === null) {
    add({ kind: 'contract-hits', contract: top.position });
  }
  return missing;
}
